import { useSignals } from '@preact/signals-react/runtime';
import { MESSAGES } from '../../domain/messages';
import { usePortal } from '../context';

/** Shown while maintenance mode is on (502/503/504); it cannot be dismissed and goes away at the next successful answer. */
export function MaintenanceNotice() {
  useSignals();
  const { maintenance } = usePortal();
  if (!maintenance.value) return null;
  return (
    <div className="ap-maintenance">
      <div className="ap-maintenance__box" role="alertdialog" aria-modal="true" aria-labelledby="ap-maintenance-title" aria-describedby="ap-maintenance-text">
        <h2 id="ap-maintenance-title">{MESSAGES.maintenanceTitle}</h2>
        <p id="ap-maintenance-text">{MESSAGES.maintenanceText}</p>
      </div>
    </div>
  );
}
