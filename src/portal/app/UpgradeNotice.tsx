/**
 * Shown when the server's head version is not compatible with this portal (spec 000
 * §2.5): it cannot be dismissed, only the reload (which loads the new bundle) ends it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { MESSAGES } from '../../domain/messages';
import { usePortal } from '../context';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

export function UpgradeNotice() {
  useSignals();
  const portal = usePortal();
  if (!portal.upgradeNeeded.value) return null;
  return (
    <Modal
      title={MESSAGES.upgradeTitle}
      role="alertdialog"
      width={460}
      footer={
        <Button variant="primary" onClick={() => portal.reload()}>
          {MESSAGES.upgradeAction}
        </Button>
      }
    >
      <p>{MESSAGES.upgradeText}</p>
    </Modal>
  );
}
