import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
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

/**
 * Opens `dialog` as the browser's modal dialog: in the top layer, above every stacking context,
 * with the rest of the page inert. Browsers without `showModal` get an open dialog in the page,
 * which the frame's own focus handling keeps usable.
 */
function showAsModal(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!dialog || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showAsModal(dialog);
    const initialFocus =
      panel.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusableElements(panel)[0] ?? panel;
    initialFocus.focus();

    // A modal dialog makes the page inert but lets it scroll: stop that too.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (!panel) return;
    if (event.key === 'Escape') {
      // Handled here for every browser; preventDefault stops the browser's own close request
      // (its `cancel` event) for the same key, and stopPropagation keeps a dialog opened over
      // another from closing both.
      event.preventDefault();
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key === 'Tab') keepFocusInside(panel, event);
  };

  // Other close requests (Android's back gesture): the caller decides, so the dialog never
  // closes behind React's back.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`ui-overlay ui-overlay--${kind}`}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
    >
      <div
        className="ui-overlay__backdrop"
        aria-hidden="true"
        onClick={dismissible && closeOnBackdrop ? onClose : undefined}
      />
      <div ref={panelRef} tabIndex={-1} className={`ui-${kind}`}>
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {dismissible && showCloseButton && (
            <IconButton label={closeLabel ?? text('close')} icon={<CloseIcon />} onClick={onClose} />
          )}
        </div>
        {/* Only the body scrolls: the title and the actions stay in view however long it is. */}
        <div className="ui-dialog__body">
          {description && (
            <p id={descriptionId} className="ui-dialog__description">
              {description}
            </p>
          )}
          {children}
        </div>
        {footer && <div className="ui-dialog__footer">{footer}</div>}
      </div>
    </dialog>
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
