import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog';
import { Modal } from '../modal';
import { Sheet } from '../sheet';

afterEach(cleanup);

describe.each([
  ['Modal', Modal],
  ['Sheet', Sheet],
])('%s on the native dialog', (_name, Surface) => {
  it('is a <dialog> opened with showModal, so the browser puts it in the top layer', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <Surface open title="Bonus rules" onClose={() => {}}>
        <p>Wager the bonus 10 times.</p>
      </Surface>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bonus rules' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(showModal).toHaveBeenCalledOnce();
    showModal.mockRestore();
  });

  it('asks its owner to close on a close request without a key (the Android back gesture)', () => {
    const onClose = vi.fn();
    render(<Surface open title="Bonus rules" onClose={onClose} />);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;

    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledOnce();
    // The owner decides: the dialog stays open until `open` turns false.
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
  });

  it('closes once on Escape: the browser does not also send its own close request', () => {
    const onClose = vi.fn();
    render(<Surface open title="Bonus rules" onClose={onClose} />);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect((screen.getByRole('dialog') as HTMLDialogElement).open).toBe(true);
  });

  it('ignores close requests while a choice is required', () => {
    const onClose = vi.fn();
    render(<Surface open title="Before you play" onClose={onClose} dismissible={false} />);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

function NestedDialogs() {
  const [inner, setInner] = useState(false);
  const [outer, setOuter] = useState(true);
  return (
    <Modal open={outer} title="Outer" onClose={() => setOuter(false)}>
      <button type="button" onClick={() => setInner(true)}>
        Open inner
      </button>
      <Dialog open={inner} title="Inner" message="Sure?" onConfirm={() => setInner(false)} />
    </Modal>
  );
}

describe('dialogs over dialogs', () => {
  it('Escape closes only the topmost one and focus returns to the button that opened it', () => {
    render(<NestedDialogs />);
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    openInner.focus();
    fireEvent.click(openInner);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(openInner);
  });
});

describe('without showModal (an old browser)', () => {
  it('still opens, takes focus and closes on Escape', () => {
    const showModal = HTMLDialogElement.prototype.showModal;
    // biome-ignore lint/suspicious/noExplicitAny: removing the method to stand in for a browser without it.
    (HTMLDialogElement.prototype as any).showModal = undefined;
    try {
      const onClose = vi.fn();
      render(
        <Modal open title="Tips" onClose={onClose}>
          <button type="button">Got it</button>
        </Modal>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Tips' }) as HTMLDialogElement;
      expect(dialog.open).toBe(true);
      expect(dialog.contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledOnce();
    } finally {
      HTMLDialogElement.prototype.showModal = showModal;
    }
  });
});
