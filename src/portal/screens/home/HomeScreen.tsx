/** First home content: greets the user by name, with their agency. The dashboard widgets come later. */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { mustChooseAgency } from '../../../domain/permissions';
import { Loading } from '../../ui/Spinner';
import { ROLE_LABELS } from '../../../domain/labels';
import { usePortal } from '../../context';
import { Tag } from '../../ui/Tag';

const todayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

const AgencyChooser = lazy(() => import('../agencies/AgencyChooser').then((m) => ({ default: m.AgencyChooser })));

export function HomeScreen() {
  useSignals();
  const portal = usePortal();
  const user = portal.session.user.value;
  if (!user) return null;
  const agency = portal.agencyContext.agency.value;
  const agencyLabel = agency?.label ?? (user.isMultiAgencies ? 'Aucune agence choisie' : 'Aucune agence');
  const mustChoose = mustChooseAgency(user, agency);
  return (
    <>
      <div className="ap-page-head">
        <h1>Bonjour {user.firstName}</h1>
        <p className="ap-muted">
          {capitalise(todayFormat.format(new Date()))} · {agencyLabel}
        </p>
      </div>
      {mustChoose ? (
        <Suspense fallback={<Loading />}>
          <AgencyChooser />
        </Suspense>
      ) : null}
      <div className="ap-grid">
        <section className="ap-panel" aria-labelledby="ap-home-agency">
          <h2 id="ap-home-agency" className="ap-panel__title">
            Votre agence
          </h2>
          <dl className="ap-facts">
            <dt>Agence</dt>
            <dd>{agencyLabel}</dd>
            {agency ? (
              <>
                <dt>Devise</dt>
                <dd>{agency.currency === 'CHF' ? 'Franc suisse (CHF)' : 'Euro (€)'}</dd>
              </>
            ) : null}
          </dl>
        </section>
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
      </div>
    </>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
