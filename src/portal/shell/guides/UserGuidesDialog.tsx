/** The user-guides viewer (spec 000 §2.5, §7), opened from the menu: the guides' browser in a dialog. */
import { Help } from 'tabler-icons-react';
import { Modal } from '../../ui/Modal';
import type { ShellDialogProps } from '../ShellDialogs';
import { GuidesBrowser } from './GuidesBrowser';

export default function UserGuidesDialog({ onClose }: ShellDialogProps) {
  return (
    <Modal title="Guides utilisateur" icon={<Help size={22} />} width={820} onClose={onClose}>
      <GuidesBrowser />
    </Modal>
  );
}
