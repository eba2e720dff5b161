/**
 * A work contract's PDF (the generated one): the employer, the employee and the contract's terms, on the bills' layout; signed through
 * the signature provider, who signed and when in place of the blank signature line.
 */
import type { WorkContract } from '../../src/api/contract/workContracts';
import { formatCents } from '../../src/domain/format/amount';
import { formatDate } from '../../src/domain/format/date';
import { WORK_CONTRACT_TYPE_LABELS } from '../../src/domain/paye/labels';
import type { PayeEmployee } from '../handlers/payeAccess';
import type { Db } from '../store/db';
import { renderPdf } from './pdf';

export const workContractFileName = (employee: PayeEmployee, contract: WorkContract) => `contrat-de-travail-${employee.ref ?? employee.id}-${contract.id}.pdf`;

export function workContractPdf(db: Db, employee: PayeEmployee, contract: WorkContract, signature: { recipient: string; signedAt: string } | null = null): Promise<Buffer> {
  const agency = db.prepare('SELECT label, address, postcode, city FROM agencies WHERE id = ?').get(employee.agencyId) as { label: string; address: string; postcode: string; city: string };
  return renderPdf({
    title: 'Contrat de travail',
    subject: `Contrat ${contract.id}, salarié ${employee.firstName} ${employee.lastName}`,
    date: new Date(contract.createdAt),
    issuer: [agency.label, agency.address, `${agency.postcode} ${agency.city}`],
    recipient: [`${employee.firstName} ${employee.lastName}`, employee.ref ? `Matricule ${employee.ref}` : ''].filter(Boolean),
    paragraphs: [
      ...(contract.template ? [`Modèle : ${contract.template.label}`, ''] : []),
      `Type de contrat : ${WORK_CONTRACT_TYPE_LABELS[contract.type]}`,
      `Emploi : ${contract.jobTitle}`,
      `Date de début : ${formatDate(contract.startDate)}`,
      contract.endDate ? `Date de fin : ${formatDate(contract.endDate)}` : 'Sans terme fixé',
      `Durée hebdomadaire : ${String(contract.weeklyHours).replace('.', ',')} heures`,
      `Taux horaire brut : ${formatCents(contract.hourlyRateCents)}`,
      '',
      `Fait à ${agency.city}, le ${formatDate(contract.createdAt.slice(0, 10))}`,
      signature
        ? `Signé électroniquement par le salarié (${signature.recipient}) le ${formatDate(signature.signedAt.slice(0, 10))}`
        : "Signature de l'employeur :                                   Signature du salarié :",
    ],
    totals: [],
    footer: ['Contrat établi en deux exemplaires originaux, un pour chaque partie.'],
    ...(contract.status === 'SIGNED' ? {} : { watermark: 'BROUILLON' }),
  });
}
