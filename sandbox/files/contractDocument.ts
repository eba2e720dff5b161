/**
 * A contract's generated PDF, on the estimates' layout: the agency, the customer, the
 * prestation and its family, the period, the weekly planning of its estimate, the price grid,
 * the monthly bill line, and the signature block of both parties. Dated by the contract's
 * creation: same data, same bytes.
 */
import type { Contract, ContractPrestation } from '../../src/api/contract/contracts';
import { WEEK_DAY_NAMES } from '../../src/domain/calendar';
import { slotMinutes } from '../../src/domain/estimates/planning';
import { formatDate } from '../../src/domain/format/date';
import { formatDuration } from '../../src/domain/format/duration';
import { formatPeriod } from '../../src/domain/format/period';
import type { Db } from '../store/db';
import { partiesOf } from './estimateDocument';
import { renderPdf } from './pdf';

export function contractPdf(db: Db, agencyId: number, contract: Contract, prestation: ContractPrestation): Promise<Buffer> {
  const p = partiesOf(db, agencyId, contract.customer);
  return renderPdf({
    title: `Contrat ${contract.number}`,
    subject: `Contrat ${contract.number}, ${contract.customer.label}`,
    date: new Date(contract.createdAt),
    issuer: p.issuer,
    recipient: p.recipient,
    paragraphs: [
      `Date : ${formatDate(contract.createdAt.slice(0, 10))}`,
      `Prestation : ${contract.prestationType.label}${contract.family ? ` pour la famille ${contract.family.name}` : ''}`,
      `Période : ${formatPeriod(contract.startDate, contract.endDate)}`,
      ...(contract.estimate ? [`Établi d’après le devis ${contract.estimate.number}`] : []),
      `Tarif : ${contract.priceGrid ? `grille « ${contract.priceGrid.label} »` : 'grille de l’agence en vigueur'}`,
      `Ligne de la facture mensuelle : ${contract.monthlyBillItemLabel}`,
      '',
      'Planning hebdomadaire',
    ],
    table: prestation.slots.length
      ? {
        columns: [{ label: 'Jour', width: 160 }, { label: 'De', width: 90 }, { label: 'À', width: 90 }, { label: 'Durée', width: 155, align: 'right' }],
        rows: prestation.slots.map((slot) => [WEEK_DAY_NAMES[slot.weekDay as keyof typeof WEEK_DAY_NAMES], slot.startTime, slot.endTime, formatDuration(slotMinutes(slot))]),
      }
      : { columns: [{ label: 'Planning', width: 495 }], rows: [['Contrat repris de l’ancien outil : planning non détaillé']] },
    totals: [['Heures par semaine', formatDuration(contract.weeklyMinutes)]],
    closing: ['Lu et approuvé, le client :', 'Nom : ....................................................', 'Date : ....................    Signature :', '', '', `Pour ${p.agencyLabel} :`],
    footer: ['Le contrat se renouvelle chaque mois jusqu’à sa date de fin ; la facture suit les heures réalisées.', `Contrat ${contract.number} · ${p.agencyLabel}`],
  });
}
