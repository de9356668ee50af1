import { DialogFrame, type DialogSurfaceProps } from './dialog-frame';

export type SheetProps = DialogSurfaceProps;

/**
 * A dialog that slides up from the bottom of the screen, portalled into `document.body`. Focus
 * moves inside on open and returns to the opener on close; the page behind does not scroll.
 */
export function Sheet(props: SheetProps) {
  return <DialogFrame kind="sheet" {...props} />;
}
