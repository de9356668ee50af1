// `@casino/ui/overlays`: modals, bottom sheets and confirm dialogs on the native `<dialog>`.
export { Dialog, type DialogProps } from './dialog';
export { Modal, type ModalProps } from './modal';
export { Sheet, type SheetProps } from './sheet';
