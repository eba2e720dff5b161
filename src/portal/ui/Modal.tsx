/** The generic modal of spec 000 §2.5: a 'Fermer' button, never closed by a click outside. Render it only while open. */
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

export type ModalProps = Omit<DialogFrameProps, 'kind'>;

export function Modal(props: ModalProps) {
  return <DialogFrame kind="modal" {...props} />;
}
