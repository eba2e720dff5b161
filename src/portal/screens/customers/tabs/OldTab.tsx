/**
 * « Ancienne fiche » (spec 001 §2 `old`): the whole record as the previous portal showed it, on
 * one read-only page, for those who look for a field where it used to be.
 */
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS, PROSPECT_STAGE_LABELS } from '../../../../domain/customers/labels';
import { formatDate, formatDateTime } from '../../../../domain/format/date';
import { formatPhone } from '../../../../domain/phone';
import { Fact } from '../../../kit/Fact';
import type { CustomerTabProps } from './tabProps';

export function OldTab({ customer: c }: CustomerTabProps) {
  const facts: ReadonlyArray<readonly [string, string | number | null]> = [
    ['Référence', c.ref],
    ['Nom', c.customerName],
    ['Type', CUSTOMER_TYPE_LABELS[c.type]],
    ['Statut', CUSTOMER_STATUS_LABELS[c.status]],
    ['Étape de prospection', c.stage ? PROSPECT_STAGE_LABELS[c.stage] : null],
    ['Source', c.source ? CUSTOMER_SOURCE_LABELS[c.source] : null],
    ['Civilité', c.civility === 'MME' ? 'Mme' : c.civility === 'M' ? 'M.' : null],
    ['Prénom du contact', c.customerMainContact.firstName],
    ['Nom du contact', c.customerMainContact.lastName],
    ['E-mail', c.email],
    ['Mobile', c.mobile ? formatPhone(c.mobile) : null],
    ['Téléphone', c.phone ? formatPhone(c.phone) : null],
    ['Adresse', c.address?.street ?? null],
    ['Code postal', c.address?.zipCode ?? null],
    ['Ville', c.address?.city ?? null],
    ['Agence', c.agency.label],
    ['Conseiller', c.adviser ? `${c.adviser.firstName} ${c.adviser.lastName}` : null],
    ['Familles', c.families.map((f) => f.name).join(', ') || null],
    ['N° CAF', c.cafNumber],
    ['Nombre d’enfants', c.childrenCount],
    ['Devis', c.estimatesCount],
    ['Contrats', c.contractsCount],
    ['Factures', c.billsCount],
    ['Dernier échange', c.lastExchangeAt ? formatDateTime(c.lastExchangeAt) : null],
    ['Prochain échange', c.nextExchangeAt ? formatDateTime(c.nextExchangeAt) : null],
    ['Créé le', formatDate(c.createdAt)],
    ['Informations', c.infos],
    ['Notes', c.notes],
  ];
  return (
    <section className="ap-panel" aria-label="Ancienne fiche">
      <h2 className="ap-panel__title">Ancienne fiche</h2>
      <p className="ap-muted">Toutes les informations de la fiche, en lecture seule.</p>
      <dl className="ap-facts">
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))}
      </dl>
    </section>
  );
}
