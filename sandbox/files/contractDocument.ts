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
import { renderPdf } from './pdf';

interface Parties {
  agencyLabel: string; agencyAddress: string; agencyPostcode: string; agencyCity: string; agencyPhone: string | null; agencyEmail: string | null;
  customerAddress: string | null; customerPostcode: string | null; customerCity: string | null;
}

export function contractPdf(db: Db, agencyId: number, contract: Contract, prestation: ContractPrestation): Promise<Buffer> {
  const p = db
    .prepare(
      `SELECT a.label AS agencyLabel, a.address AS agencyAddress, a.postcode AS agencyPostcode, a.city AS agencyCity, a.phone AS agencyPhone, a.email AS agencyEmail,
        c.address AS customerAddress, c.postcode AS customerPostcode, c.city AS customerCity
       FROM agencies a JOIN customers c ON c.id = ? WHERE a.id = ?`,
    )
    .get(contract.customer.id, agencyId) as Parties;
  const town = [p.customerPostcode, p.customerCity].filter(Boolean).join(' ');
  return renderPdf({
    title: `Contrat ${contract.number}`,
    subject: `Contrat ${contract.number}, ${contract.customer.label}`,
    date: new Date(contract.createdAt),
    issuer: [p.agencyLabel, p.agencyAddress, `${p.agencyPostcode} ${p.agencyCity}`, [p.agencyPhone, p.agencyEmail].filter(Boolean).join(' · ')],
    recipient: [contract.customer.label, p.customerAddress ?? '', town].filter(Boolean),
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
