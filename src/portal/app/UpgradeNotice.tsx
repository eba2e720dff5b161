/**
 * Shown when the server's head version is not compatible with this portal (spec 000
 * §2.5): it cannot be dismissed, only the reload (which loads the new bundle) ends it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { MESSAGES } from '../../domain/messages';
import { usePortal } from '../context';
import { Button } from '../ui/Button';

export function UpgradeNotice() {
  useSignals();
  const portal = usePortal();
  if (!portal.upgradeNeeded.value) return null;
  return (
    <div className="ap-maintenance">
      <div className="ap-maintenance__box" role="alertdialog" aria-modal="true" aria-labelledby="ap-upgrade-title" aria-describedby="ap-upgrade-text">
        <h2 id="ap-upgrade-title">{MESSAGES.upgradeTitle}</h2>
        <p id="ap-upgrade-text">{MESSAGES.upgradeText}</p>
        <Button variant="primary" onClick={() => portal.reload()}>
          {MESSAGES.upgradeAction}
        </Button>
      </div>
    </div>
  );
}
