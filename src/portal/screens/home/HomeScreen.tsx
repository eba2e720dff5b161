/**
 * The home page: greets the user by name, with their agency; with an agency in effect, the
 * agency's day (events, figures, today's planning, birthdays), in the shell's chunk with this screen
 * (scripts/shell-chunk.mjs) so that it shows without a second round of requests. Without one (an
 * admin, a manager who has not chosen yet), the account card.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import { formatLongDate } from '../../../domain/format/date';
import { mustChooseAgency } from '../../../domain/permissions';
import { ROLE_LABELS } from '../../../domain/labels';
import { HOME_PATH } from '../../../domain/routes';
import { usePortal } from '../../context';
import { Tag } from '../../ui/Tag';
import { AgencyDay } from './day/AgencyDay';

const AgencyChooser = lazyComponent(() => import('../agencies/AgencyChooser'), (m) => m.AgencyChooser);

export function HomeScreen() {
  useSignals();
  const portal = usePortal();
  const user = portal.session.user.value;
  const agency = portal.agencyContext.agency.value;
  // Another agency chosen: its events open on their first page, without the last agency's filters (in the URL).
  const agencyId = agency?.id ?? null;
  const shownAgency = useRef(agencyId);
  useEffect(() => {
    if (shownAgency.current !== null && agencyId !== shownAgency.current) portal.router.navigate(HOME_PATH, { replace: true });
    shownAgency.current = agencyId;
  }, [portal.router, agencyId]);
  if (!user) return null;
  const agencyLabel = agency?.label ?? (user.isMultiAgencies ? 'Aucune agence choisie' : 'Aucune agence');
  const mustChoose = mustChooseAgency(user, agency);
  return (
    <>
      <div className="ap-page-head">
        <h1>Bonjour {user.firstName}</h1>
        <p className="ap-muted">
          {capitalise(formatLongDate(new Date(portal.clock.now())))} · {agencyLabel}
        </p>
      </div>
      {mustChoose ? <AgencyChooser /> : null}
      {agency ? (
        // Keyed by the agency: another agency starts from its first page, without filters.
        <AgencyDay key={agency.id} agencyId={agency.id} />
      ) : (
        <section className="ap-panel" aria-labelledby="ap-home-account">
          <h2 id="ap-home-account" className="ap-panel__title">
            Votre compte
          </h2>
          <dl className="ap-facts">
            <dt>Nom</dt>
            <dd>
              {user.firstName} {user.lastName}
            </dd>
            <dt>Identifiant</dt>
            <dd>{user.login}</dd>
            <dt>Rôle</dt>
            <dd>
              <Tag tone="info">{ROLE_LABELS[user.role]}</Tag>
            </dd>
          </dl>
        </section>
      )}
    </>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
