import { useSignals } from '@preact/signals-react/runtime';
import { MESSAGES } from '../../domain/messages';
import { usePortal } from '../context';
import { Modal } from '../ui/Modal';

/**
 * Shown while maintenance mode is on (502/503/504): a modal in the top layer, above any
 * open dialog, that cannot be dismissed; it goes away at the next successful answer.
 */
export function MaintenanceNotice() {
  useSignals();
  const { maintenance } = usePortal();
  if (!maintenance.value) return null;
  return (
    <Modal title={MESSAGES.maintenanceTitle} role="alertdialog" width={460}>
      <p>{MESSAGES.maintenanceText}</p>
    </Modal>
  );
}
