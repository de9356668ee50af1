import { DialogFrame, type DialogSurfaceProps } from './dialog-frame';

export type ModalProps = DialogSurfaceProps;

/**
 * A centred dialog, portalled into `document.body`. Focus moves inside on open and returns to
 * the opener on close; the page behind does not scroll while it is open.
 */
export function Modal(props: ModalProps) {
  return <DialogFrame kind="modal" {...props} />;
}
