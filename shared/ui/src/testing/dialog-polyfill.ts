import { getFocusableElements } from '../focusable';

/**
 * jsdom has the `<dialog>` element but none of its methods. This adds `show`, `showModal`,
 * `close` and `returnValue` as Chromium behaves, so components using the native dialog run in
 * unit tests: `showModal` throws on a dialog outside the document or already open without being
 * modal, focuses the `[autofocus]` element or the first focusable one, and `close` gives focus
 * back to what had it and fires `close` in a later task. Escape is a close request to the
 * topmost modal dialog: `cancel` (cancelable), then `close`, unless the keydown was cancelled.
 * Not emulated: the top layer and the inert page behind (layout and inertness do not exist in
 * jsdom); the gallery's Chromium test covers them.
 */
export function installDialogPolyfill(view: Window & typeof globalThis = window): void {
  const prototype = view.HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;

  const modals: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  const returnValues = new WeakMap<HTMLDialogElement, string>();

  const focusInside = (dialog: HTMLDialogElement) => {
    const target =
      dialog.querySelector<HTMLElement>('[autofocus]') ?? getFocusableElements(dialog)[0] ?? dialog;
    target.focus();
  };
  const topmostModal = () => modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);

  Object.defineProperties(prototype, {
    returnValue: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return returnValues.get(this) ?? '';
      },
      set(this: HTMLDialogElement, value: string) {
        returnValues.set(this, String(value));
      },
    },
    show: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        if (this.open) return;
        focusedBefore.set(this, this.ownerDocument.activeElement);
        this.setAttribute('open', '');
        focusInside(this);
      },
    },
    showModal: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        if (this.open) {
          if (modals.includes(this)) return;
          throw new view.DOMException(
            'The dialog is already open as a non-modal dialog.',
            'InvalidStateError',
          );
        }
        if (!this.isConnected) {
          throw new view.DOMException('The dialog is not connected to a document.', 'InvalidStateError');
        }
        focusedBefore.set(this, this.ownerDocument.activeElement);
        this.setAttribute('open', '');
        modals.push(this);
        focusInside(this);
      },
    },
    close: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement, returnValue?: string) {
        if (!this.open) return;
        this.removeAttribute('open');
        if (returnValue !== undefined) this.returnValue = returnValue;
        const index = modals.indexOf(this);
        if (index >= 0) modals.splice(index, 1);
        const previous = focusedBefore.get(this);
        if (previous instanceof view.HTMLElement && previous.isConnected) previous.focus();
        view.setTimeout(() => this.dispatchEvent(new view.Event('close')), 0);
      },
    },
  });

  // Listening on the document, the browser's default action runs after the page's own handlers.
  view.document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = topmostModal();
    if (dialog?.dispatchEvent(new view.Event('cancel', { cancelable: true }))) dialog.close();
  });
}
