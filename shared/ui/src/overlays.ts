// `@casino/ui/overlays`: modals, bottom sheets and confirm dialogs on the native `<dialog>`, and the
// celebration drawn over the page for a moment.
export { Celebration, type CelebrationProps, type CelebrationScene } from './celebration';
export { Dialog, type DialogProps } from './dialog';
export { Modal, type ModalProps } from './modal';
export { Sheet, type SheetProps } from './sheet';
