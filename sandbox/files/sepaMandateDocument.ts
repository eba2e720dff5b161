/**
 * A SEPA mandate's PDF (the model of the EPC's SEPA Core mandate, in French): the creditor
 * (agency, address, ICS), the debtor (name, address, IBAN, BIC), the RUM, a recurrent
 * payment, date and place of signature and the legal mention. Template 2 adds its English text.
 */
import type { SepaMandate } from '../../src/api/contract/sepaMandates';
import { formatDate } from '../../src/domain/format/date';
import { formatIban } from '../../src/domain/iban';
import type { Db } from '../store/db';
import type { MandateCustomer } from '../store/sepaMandates';
import { renderPdf, wrapLines } from './pdf';

const mention = (creditor: string) =>
  `En signant ce formulaire de mandat, vous autorisez (A) ${creditor} à envoyer des instructions à votre banque pour débiter votre compte, et (B) votre banque ` +
  `à débiter votre compte conformément aux instructions de ${creditor}. Vous bénéficiez du droit d'être remboursé par votre banque selon les conditions décrites ` +
  'dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre ' +
  'compte pour un prélèvement autorisé. Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.';

const englishMention = (creditor: string) =>
  `By signing this mandate form, you authorise (A) ${creditor} to send instructions to your bank to debit your account and (B) your bank to debit your account ` +
  `in accordance with the instructions from ${creditor}. As part of your rights, you are entitled to a refund from your bank under the terms and conditions of ` +
  'your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited. Your rights are ' +
  'explained in a statement that you can obtain from your bank.';

export async function sepaMandatePdf(db: Db, agencyId: number, customer: MandateCustomer, mandate: SepaMandate): Promise<Buffer> {
  const agency = db.prepare('SELECT label, address, postcode, city, creditor_identifier AS ics FROM agencies WHERE id = ?').get(agencyId) as {
    label: string; address: string; postcode: string; city: string; ics: string;
  };
  const debtorTown = customer.postcode || customer.city ? `${customer.postcode ?? ''} ${customer.city ?? ''}`.trim() : '';
  return renderPdf({
    title: 'Mandat de prélèvement SEPA',
    subject: `Mandat ${mandate.rum}, débiteur ${mandate.debtorName}`,
    date: new Date(mandate.signedAt ?? mandate.createdAt),
    issuer: [agency.label, agency.address, `${agency.postcode} ${agency.city}`, `Identifiant créancier SEPA (ICS) : ${agency.ics}`],
    recipient: [mandate.debtorName, customer.address ?? '', debtorTown].filter(Boolean),
    paragraphs: [
      `Référence unique du mandat (RUM) : ${mandate.rum}`,
      'Type de paiement : récurrent',
      '',
      `Créancier : ${agency.label}, ${agency.address}, ${agency.postcode} ${agency.city}`,
      `Identifiant créancier SEPA (ICS) : ${agency.ics}`,
      '',
      `Débiteur : ${mandate.debtorName}${customer.address ? `, ${customer.address}` : ''}${debtorTown ? `, ${debtorTown}` : ''}`,
      `IBAN : ${formatIban(mandate.iban)}`,
      `BIC : ${mandate.bic}`,
      '',
      ...wrapLines(mention(agency.label)),
      ...(mandate.templateId === 2 ? ['', ...wrapLines(englishMention(agency.label))] : []),
      '',
      `Fait à ${customer.city ?? '....................'}, le ${mandate.signatureDate ? formatDate(mandate.signatureDate) : '....................'}`,
      'Signature du débiteur :',
    ],
    totals: [],
    footer: [
      'Les données de ce mandat servent à la gestion des prélèvements ; vous pouvez y accéder et les faire rectifier auprès du créancier.',
      `Mandat ${mandate.rum} à conserver par le créancier ; toute modification (changement de compte) lui est signalée.`,
    ],
  });
}
