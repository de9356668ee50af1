import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { getFocusableElements } from './focusable';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { useUiText } from './translations';

/** What Modal and Sheet accept. */
export interface DialogSurfaceProps {
  open: boolean;
  /** Called on Escape, on a backdrop tap and on the close button. */
  onClose: () => void;
  /** Names the dialog for screen readers. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons pinned to the end of the dialog. */
  footer?: ReactNode;
  /** Whether a tap on the dimmed backdrop closes. Defaults to true. */
  closeOnBackdrop?: boolean;
  /** False for dialogs that need an explicit choice: no Escape, backdrop tap or close button. */
  dismissible?: boolean;
  closeLabel?: string;
}

export interface DialogFrameProps extends DialogSurfaceProps {
  kind: 'modal' | 'sheet';
  /** Text under the title that screen readers read as the dialog's description. */
  description?: ReactNode;
  showCloseButton?: boolean;
}

export function DialogFrame({ open, ...frameProps }: DialogFrameProps) {
  if (!open) return null;
  return createPortal(<OpenDialogFrame {...frameProps} />, document.body);
}

function OpenDialogFrame({
  kind,
  onClose,
  title,
  description,
  children,
  footer,
  closeOnBackdrop = true,
  dismissible = true,
  showCloseButton = true,
  closeLabel,
}: Omit<DialogFrameProps, 'open'>) {
  const text = useUiText();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initialFocus =
      panel.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusableElements(panel)[0] ?? panel;
    initialFocus.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (!panel) return;
    if (event.key === 'Escape') {
      // Stop here so a dialog opened over another closes alone.
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key === 'Tab') keepFocusInside(panel, event);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Escape and Tab bubbling from inside the dialog.
    <div className={`ui-overlay ui-overlay--${kind}`} onKeyDown={handleKeyDown}>
      <div
        className="ui-overlay__backdrop"
        aria-hidden="true"
        onClick={dismissible && closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`ui-${kind}`}
      >
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {dismissible && showCloseButton && (
            <IconButton label={closeLabel ?? text('close')} icon={<CloseIcon />} onClick={onClose} />
          )}
        </div>
        {description && (
          <p id={descriptionId} className="ui-dialog__description">
            {description}
          </p>
        )}
        {children}
        {footer && <div className="ui-dialog__footer">{footer}</div>}
      </div>
    </div>
  );
}

/** A modal dialog keeps Tab and Shift+Tab cycling through its own controls. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = getFocusableElements(panel);
  const first = focusable.at(0);
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
