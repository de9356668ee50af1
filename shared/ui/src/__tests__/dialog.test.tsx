import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog';

afterEach(cleanup);

const timeoutMessage = 'The request has timed out, please try again later';

describe('Dialog', () => {
  it('shows its title and message and calls onConfirm when confirmed', () => {
    const onConfirm = vi.fn();
    render(<Dialog open title="Tips" message={timeoutMessage} onConfirm={onConfirm} />);

    const dialog = screen.getByRole('dialog', { name: 'Tips' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText(timeoutMessage).id);

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('focuses the confirm button when it opens', () => {
    render(<Dialog open title="Tips" message={timeoutMessage} onConfirm={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('calls onCancel from its cancel button and from Escape', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <Dialog
        open
        title="Leave the game?"
        message="Your current round will end."
        confirmLabel="Leave"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Leave' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('treats Escape as confirming when there is nothing to cancel', () => {
    const onConfirm = vi.fn();
    render(<Dialog open title="Tips" message={timeoutMessage} onConfirm={onConfirm} />);

    fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('calls onClose instead when the caller handles dismissal itself', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<Dialog open title="Tips" message={timeoutMessage} onConfirm={onConfirm} onClose={onClose} />);

    fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Tips" message={timeoutMessage} onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
