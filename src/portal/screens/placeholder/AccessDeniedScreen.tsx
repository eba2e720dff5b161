import { Lock } from 'tabler-icons-react';
import { MESSAGES } from '../../../domain/messages';

/** Where a role mismatch leads (spec 000 §2.1). */
export function AccessDeniedScreen() {
  return (
    <>
      <section className="ap-panel ap-placeholder">
        <Lock size={36} aria-hidden="true" />
        <h1>Accès refusé</h1>
        <p className="ap-muted">{MESSAGES.forbidden}</p>
      </section>
    </>
  );
}
