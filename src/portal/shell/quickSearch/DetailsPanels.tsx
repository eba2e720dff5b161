/** The customer and user details panels of the quick search, with the links of spec 000 §2.4. */
import type { ReactNode } from 'react';
import { getCustomer } from '../../../api/contract/customers';
import { getProfessional } from '../../../api/contract/professionals';
import type { PlanningEvent } from '../../../api/contract/planning';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { QUICK_SEARCH_ACTION_PATHS, canBeFavorite, quickSearchLinks, type QuickSearchEntry } from '../../../domain/quickSearch';
import { userStatusLabel, userStatusTone } from '../../../domain/userStatus';
import { Link } from '../../app/Link';
import { useCall } from '../../kit/useQuery';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import { PhoneText } from '../../ui/PhoneField';
import type { PanelProps } from './panels';
import type { Favorites } from './useFavorites';

type Props<K> = Pick<PanelProps, 'leave'> & { entry: K; favorites: Favorites };

const orDash = (value: string | null | undefined) => (value ? value : '—');
const nextEvent = (event: PlanningEvent | null) => (event ? `${formatDate(event.day)}, ${event.startTime} – ${event.endTime}` : '—');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Actions({ links, leave }: { links: Array<[string, string]>; leave(): void }) {
  return (
    <nav className="ap-qs__actions" aria-label="Accès rapides">
      {links.map(([label, to]) => (
        <Link key={label} to={to} className="ap-button ap-button--secondary" onClick={leave}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** The frame both details panels share: title, status tag, favorite toggle, facts and links. */
function DetailsCard({ title, tag, favorite, facts, links, leave }: { title: string; tag: ReactNode; favorite: ReactNode; facts: ReactNode; links: Array<[string, string]>; leave(): void }) {
  return (
    <div className="ap-qs__details">
      <div className="ap-qs__details-head">
        <h3>{title}</h3>
        {tag}
        {favorite}
      </div>
      {facts ? <dl className="ap-facts">{facts}</dl> : null}
      <Actions leave={leave} links={links} />
    </div>
  );
}

function FavoriteToggle({ entry, favorites }: { entry: QuickSearchEntry; favorites: Favorites }) {
  const on = favorites.isFavorite(entry);
  return (
    <button type="button" className="ap-button ap-button--ghost" aria-pressed={on} onClick={() => void favorites.toggle(entry)}>
      {on ? '★ Retirer des favoris' : '☆ Ajouter aux favoris'}
    </button>
  );
}

export function CustomerDetailsPanel({ entry, favorites, leave }: Props<Extract<QuickSearchEntry, { kind: 'customer' }>>) {
  const { data, loading } = useCall(getCustomer, { params: { id: entry.id } });
  const links = quickSearchLinks(entry);
  if (loading && !data) return <Loading />;
  return (
    <DetailsCard
      title={data?.customerName ?? entry.label}
      tag={data ? <Tag tone={data.status === 'ACTIVE_CUSTOMER' ? 'success' : 'primary'}>{data.status === 'ACTIVE_CUSTOMER' ? 'Client' : data.status === 'PROSPECT' ? 'Prospect' : 'Archivé'}</Tag> : null}
      favorite={canBeFavorite(entry) ? <FavoriteToggle entry={entry} favorites={favorites} /> : null}
      facts={
        data ? (
          <>
            <Fact label="Référence">{data.ref}</Fact>
            <Fact label="Contact">{`${data.customerMainContact.firstName} ${data.customerMainContact.lastName}`}</Fact>
            <Fact label="Téléphone"><PhoneText value={data.mobile ?? data.phone} /></Fact>
            <Fact label="E-mail">{orDash(data.email)}</Fact>
            <Fact label="Adresse">{data.address ? `${data.address.street}, ${data.address.zipCode} ${data.address.city}` : '—'}</Fact>
            <Fact label="Famille">{data.families.map((f) => f.name).join(', ') || '—'}</Fact>
            <Fact label="Contrat en cours">{data.currentContract ? `${data.currentContract.number} · ${data.currentContract.prestationType.label}, depuis le ${formatDate(data.currentContract.startDate)}` : '—'}</Fact>
            <Fact label="Prochain échange">{data.nextExchangeAt ? formatDateTime(data.nextExchangeAt) : '—'}</Fact>
            <Fact label="Prochaine intervention">{nextEvent(data.nextPlanningEvent)}</Fact>
          </>
        ) : null
      }
      leave={leave}
      links={[
        ['Fiche client', links.details],
        ['Planning', links.planning],
        ...(links.entity ? ([['Famille', links.entity]] as Array<[string, string]>) : []),
        ['Messages', QUICK_SEARCH_ACTION_PATHS.messages],
        ['Notes', `${links.details}/notes`],
      ]}
    />
  );
}

export function UserDetailsPanel({ entry, favorites, leave }: Props<Extract<QuickSearchEntry, { kind: 'pro' }>>) {
  const { data, loading } = useCall(getProfessional, { params: { id: entry.id } });
  const links = quickSearchLinks(entry);
  if (loading && !data) return <Loading />;
  return (
    <DetailsCard
      title={entry.label}
      tag={data ? <Tag tone={userStatusTone(data.status)}>{userStatusLabel(data.status)}</Tag> : null}
      favorite={<FavoriteToggle entry={entry} favorites={favorites} />}
      facts={
        data ? (
          <>
            <Fact label="Référence">{data.ref}</Fact>
            <Fact label="Mobile"><PhoneText value={data.phoneNumber1} /></Fact>
            <Fact label="Fixe"><PhoneText value={data.phoneNumber2} /></Fact>
            <Fact label="E-mail">{data.email}</Fact>
            <Fact label="Adresse">{`${data.street}, ${data.zipCode} ${data.city}`}</Fact>
            <Fact label="Agence">{data.agency.label}</Fact>
            <Fact label="Entrée">{data.hiredOn ? formatDate(data.hiredOn) : '—'}</Fact>
            <Fact label="Prochaine intervention">{nextEvent(data.nextPlanningEvent)}</Fact>
          </>
        ) : null
      }
      leave={leave}
      links={[
        ['Fiche salarié', links.details],
        ['Planning', links.planning],
        ['Intervenant', links.entity ?? links.details],
        ['Plannings', QUICK_SEARCH_ACTION_PATHS.planning],
        ['Relevés d’heures', QUICK_SEARCH_ACTION_PATHS.timesheet],
        ['Messages', QUICK_SEARCH_ACTION_PATHS.messages],
      ]}
    />
  );
}
