/** Stands for a shell dialog this build does not have yet: says so, in French. */
import { Hourglass } from 'tabler-icons-react';
import { Modal } from '../../ui/Modal';
import type { ShellDialogProps } from '../ShellDialogs';

const TITLES: Record<ShellDialogProps['opened'], string> = {
  quickSearch: 'Recherche rapide',
  favorites: 'Favoris',
  downloads: 'Centre de téléchargements',
  myAccount: 'Mon compte',
  news: 'Nouveautés',
  userGuides: 'Guides utilisateur',
  versionInfo: 'Informations de version',
  support: 'Support',
};

export default function PendingDialog({ opened, onClose }: ShellDialogProps) {
  return (
    <Modal title={TITLES[opened]} icon={<Hourglass size={20} />} onClose={onClose}>
      <p className="ap-muted">Cette fenêtre n’est pas encore disponible dans cette version du portail.</p>
    </Modal>
  );
}
