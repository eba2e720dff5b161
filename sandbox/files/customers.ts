/** The customers and prospects lists as files (spec 001 §7 export): French column titles, French labels of the codes, dates DD/MM/YYYY. */
import type { CustomerListItem } from '../../src/api/contract/customers';
import type { ExportFileType } from '../../src/api/contract/searchV2';
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS, PROSPECT_STAGE_LABELS } from '../../src/domain/customers/labels';
import { csv } from '../csv';
import { agencyDay } from '../dates';
import type { FileAnswer } from '../handlers/types';
import { XLSX_MIME_TYPE, xlsx } from './xlsx';

const TITLES = [
  'Référence', 'Nom', 'Prénom du contact', 'Nom du contact', 'Nature', 'Statut', 'Étape', 'Source', 'Téléphone', 'Mobile', 'E-mail', 'Code postal', 'Ville',
  'Devis', 'Contrats', 'Factures', 'Enfants', 'Conseiller', 'Créé le', 'Dernier échange', 'Prochain échange',
];

/** DD/MM/YYYY of an instant, on the agencies' day (by hand: 30,000 dates in a 10,000-row export). */
const day = (instant: string | null) => (instant ? (agencyDay(instant)?.split('-').reverse().join('/') ?? '') : '');

function row(c: CustomerListItem): (string | number)[] {
  return [
    c.ref, c.customerName, c.customerMainContact.firstName, c.customerMainContact.lastName, CUSTOMER_TYPE_LABELS[c.type], CUSTOMER_STATUS_LABELS[c.status],
    c.stage ? PROSPECT_STAGE_LABELS[c.stage] : '', c.source ? CUSTOMER_SOURCE_LABELS[c.source] : '', c.phone ?? '', c.mobile ?? '', c.email ?? '',
    c.zipCode ?? '', c.city ?? '', c.estimatesCount, c.contractsCount, c.billsCount, c.childrenCount,
    c.adviser ? `${c.adviser.firstName} ${c.adviser.lastName}` : '', day(c.createdAt), day(c.lastExchangeAt), day(c.nextExchangeAt),
  ];
}

/** `clients-2026-11-24.csv`, or `prospects-…` when only prospects are kept. */
export function customersFile(items: CustomerListItem[], type: ExportFileType, prospectsOnly: boolean, today: string): FileAnswer {
  const base = `${prospectsOnly ? 'prospects' : 'clients'}-${today}`;
  const rows = [TITLES, ...items.map(row)];
  return type === 'CSV'
    ? { name: `${base}.csv`, mimeType: 'text/csv; charset=utf-8', bytes: csv(rows), inline: false }
    : { name: `${base}.xlsx`, mimeType: XLSX_MIME_TYPE, bytes: xlsx(rows, prospectsOnly ? 'Prospects' : 'Clients'), inline: false };
}
