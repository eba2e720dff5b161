/** The customers and prospects lists as files (spec 001 §7 export): French column titles, French labels of the codes, dates DD/MM/YYYY. */
import type { CustomerListItem } from '../../src/api/contract/customers';
import type { ExportFileType } from '../../src/api/contract/searchV2';
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS, PROSPECT_STAGE_LABELS } from '../../src/domain/customers/labels';
import type { FileAnswer } from '../handlers/types';
import type { Cell } from './cells';
import { dayCell as day, listFile } from './listFile';

const TITLES = [
  'Référence', 'Nom', 'Prénom du contact', 'Nom du contact', 'Nature', 'Statut', 'Étape', 'Source', 'Téléphone', 'Mobile', 'E-mail', 'Code postal', 'Ville',
  'Devis', 'Contrats', 'Factures', 'Enfants', 'Conseiller', 'Créé le', 'Dernier échange', 'Prochain échange',
];

function row(c: CustomerListItem): Cell[] {
  return [
    c.ref, c.customerName, c.customerMainContact.firstName, c.customerMainContact.lastName, CUSTOMER_TYPE_LABELS[c.type], CUSTOMER_STATUS_LABELS[c.status],
    c.stage ? PROSPECT_STAGE_LABELS[c.stage] : '', c.source ? CUSTOMER_SOURCE_LABELS[c.source] : '', c.phone ?? '', c.mobile ?? '', c.email ?? '',
    c.zipCode ?? '', c.city ?? '', c.estimatesCount, c.contractsCount, c.billsCount, c.childrenCount,
    c.adviser ? `${c.adviser.firstName} ${c.adviser.lastName}` : '', day(c.createdAt), day(c.lastExchangeAt), day(c.nextExchangeAt),
  ];
}

/** `clients-2026-11-24.csv`, or `prospects-…` when only prospects are kept. */
export function customersFile(items: CustomerListItem[], type: ExportFileType, prospectsOnly: boolean, today: string): FileAnswer {
  return listFile(TITLES, items.map(row), type, prospectsOnly ? 'prospects' : 'clients', prospectsOnly ? 'Prospects' : 'Clients', today);
}
