import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal, type ModalProps } from '../modal';
import { Sheet } from '../sheet';

afterEach(cleanup);

type Surface = typeof Modal;

function OpenerAndDialog({ Surface, ...surfaceProps }: { Surface: Surface } & Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <div id="page">
      <button type="button" onClick={() => setOpen(true)}>
        Open rules
      </button>
      <Surface {...surfaceProps} open={open} onClose={() => setOpen(false)} title="Jackpot rules">
        <p>Each spin uses one draw chance.</p>
        <button type="button">Got it</button>
      </Surface>
    </div>
  );
}

describe.each([
  ['Modal', Modal],
  ['Sheet', Sheet],
])('%s', (_name, Surface) => {
  it('opens as a modal dialog named by its title, outside the page tree', () => {
    render(<OpenerAndDialog Surface={Surface} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open rules' }));

    const dialog = screen.getByRole('dialog', { name: 'Jackpot rules' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById('page')?.contains(dialog)).toBe(false);
  });

  it('moves focus into the dialog and returns it to the opener when Escape closes it', () => {
    render(<OpenerAndDialog Surface={Surface} />);
    const opener = screen.getByRole('button', { name: 'Open rules' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('locks page scrolling while open and restores it on close', () => {
    render(<OpenerAndDialog Surface={Surface} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop tap unless told not to', () => {
    const { unmount } = render(<OpenerAndDialog Surface={Surface} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    fireEvent.click(document.querySelector('.ui-overlay__backdrop') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<OpenerAndDialog Surface={Surface} closeOnBackdrop={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    fireEvent.click(document.querySelector('.ui-overlay__backdrop') as Element);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps Tab cycling inside the dialog', () => {
    render(<OpenerAndDialog Surface={Surface} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    gotIt.focus();

    fireEvent.keyDown(gotIt, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('cannot be dismissed when a choice is required', () => {
    render(<OpenerAndDialog Surface={Surface} dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open rules' }));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    fireEvent.click(document.querySelector('.ui-overlay__backdrop') as Element);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
