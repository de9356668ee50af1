import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';
import { useUiText } from './translations';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  /** Shows a cancel button. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Called on Escape and backdrop taps; defaults to `onCancel`, or `onConfirm` when there is no cancel. */
  onClose?: () => void;
  /** 'danger' for confirmations that destroy something. */
  confirmVariant?: 'primary' | 'danger';
}

/** A short message with a confirm button and an optional cancel button, e.g. the 'Tips' time-out notice. */
export function Dialog({
  open,
  title,
  message,
  onConfirm,
  confirmLabel,
  onCancel,
  cancelLabel,
  onClose,
  confirmVariant = 'primary',
}: DialogProps) {
  const text = useUiText();
  return (
    <DialogFrame
      kind="modal"
      open={open}
      title={title}
      description={message}
      onClose={onClose ?? onCancel ?? onConfirm}
      showCloseButton={false}
      footer={
        <>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel ?? text('cancel')}
            </Button>
          )}
          <Button variant={confirmVariant} onClick={onConfirm} data-autofocus>
            {confirmLabel ?? text('confirm')}
          </Button>
        </>
      }
    />
  );
}
