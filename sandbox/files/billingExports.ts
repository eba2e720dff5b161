/**
 * Billing files filed in the exports centre: the SEPA debit order (pain.008.001.02) of bills'
 * remainders, the CAF declaration and the sales journal (CSV for a French spreadsheet).
 */
import { csv } from '../csv';
import { amount as amountCell, day, hours } from './cells';
import type { Db } from '../store/db';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const amount = (cents: number) => (cents / 100).toFixed(2);

/** One transaction per bill: its remainder, debited on the customer's mandate. */
export function debitOrderXml(db: Db, agencyId: number, billIds: number[], at: string): Buffer {
  const agency = db.prepare('SELECT label, creditor_identifier AS ics, iban, bic FROM agencies WHERE id = ?').get(agencyId) as { label: string; ics: string; iban: string; bic: string };
  const rows = db
    .prepare(
      `SELECT b.bill_number AS number, b.vat_included - b.credited - b.paid AS remaining, c.label, f.sepa_mandate_reference AS mandate, f.iban, f.created_at AS signedAt
       FROM bills b JOIN customers c ON c.id = b.customer_id LEFT JOIN families f ON f.id = b.family_id WHERE b.id IN (SELECT value FROM json_each(?)) ORDER BY b.sequence`,
    )
    .all(JSON.stringify(billIds)) as { number: string; remaining: number; label: string; mandate: string | null; iban: string | null; signedAt: string }[];
  const total = rows.reduce((sum, r) => sum + r.remaining, 0);
  const id = `PRLV-${agencyId}-${at.replace(/\D/g, '').slice(0, 14)}`;
  const transactions = rows
    .map(
      (r) => `      <DrctDbtTxInf><PmtId><EndToEndId>${xml(r.number)}</EndToEndId></PmtId><InstdAmt Ccy="EUR">${amount(r.remaining)}</InstdAmt>
        <DrctDbtTx><MndtRltdInf><MndtId>${xml(r.mandate ?? '')}</MndtId><DtOfSgntr>${r.signedAt.slice(0, 10)}</DtOfSgntr></MndtRltdInf></DrctDbtTx>
        <Dbtr><Nm>${xml(r.label)}</Nm></Dbtr><DbtrAcct><Id><IBAN>${xml((r.iban ?? '').replace(/\s/g, ''))}</IBAN></Id></DbtrAcct><RmtInf><Ustrd>Facture ${xml(r.number)}</Ustrd></RmtInf></DrctDbtTxInf>`,
    )
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02">
  <CstmrDrctDbtInitn>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${at.slice(0, 19)}</CreDtTm><NbOfTxs>${rows.length}</NbOfTxs><CtrlSum>${amount(total)}</CtrlSum><InitgPty><Nm>${xml(agency.label)}</Nm></InitgPty></GrpHdr>
    <PmtInf><PmtInfId>${id}</PmtInfId><PmtMtd>DD</PmtMtd><NbOfTxs>${rows.length}</NbOfTxs><CtrlSum>${amount(total)}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>RCUR</SeqTp></PmtTpInf><ReqdColltnDt>${at.slice(0, 10)}</ReqdColltnDt>
      <Cdtr><Nm>${xml(agency.label)}</Nm></Cdtr><CdtrAcct><Id><IBAN>${xml(agency.iban.replace(/\s/g, ''))}</IBAN></Id></CdtrAcct><CdtrAgt><FinInstnId><BIC>${xml(agency.bic)}</BIC></FinInstnId></CdtrAgt>
      <CdtrSchmeId><Id><PrvtId><Othr><Id>${xml(agency.ics)}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>
${transactions}
    </PmtInf>
  </CstmrDrctDbtInitn>
</Document>
`);
}

/** The sales journal: one row per validated bill or credit note validated in [start, end]. */
export function salesJournalCsv(db: Db, agencyId: number, start: string, end: string): { content: Buffer; count: number } {
  const rows = db
    .prepare(
      `SELECT substr(b.validated_at, 1, 10) AS day, b.bill_number AS number, b.type, c.label, b.vat_excluded AS ht, b.vat AS vat, b.vat_included AS ttc
       FROM bills b JOIN customers c ON c.id = b.customer_id WHERE b.agency_id = ? AND b.sequence IS NOT NULL AND substr(b.validated_at, 1, 10) BETWEEN ? AND ? ORDER BY b.sequence`,
    )
    .all(agencyId, start, end) as { day: string; number: string; type: string; label: string; ht: number; vat: number; ttc: number }[];
  const content = csv([
    ['Date', 'Pièce', 'Type', 'Client', 'Montant HT', 'TVA', 'Montant TTC'],
    ...rows.map((r) => [day(r.day), r.number, r.type === 'CREDIT_NOTE' ? 'Avoir' : 'Facture', r.label, amountCell(r.ht), amountCell(r.vat), amountCell(r.ttc)]),
  ]);
  return { content, count: rows.length };
}

export interface CafOptions {
  total: boolean;
  includeFamilyName: boolean;
  excludeUnderSixteenHours: boolean;
}

/** The month's childcare hours and billed amounts per family with a CAF number (the CMG wants 16 hours at least). */
export function cafDeclarationCsv(db: Db, agencyId: number, month: string, options: CafOptions): Buffer {
  const rows = db
    .prepare(
      `SELECT f.caf_number AS caf, f.label, COALESCE(SUM(CASE WHEN i.type = 'HOURS' THEN i.quantity END), 0) AS minutes, b.vat_included - b.credited AS amount
       FROM bills b JOIN families f ON f.id = b.family_id LEFT JOIN bill_items i ON i.bill_id = b.id
       WHERE b.agency_id = ? AND b.month = ? AND b.type = 'BILL' AND b.sequence IS NOT NULL AND f.caf_number IS NOT NULL GROUP BY b.id ORDER BY fold(f.label)`,
    )
    .all(agencyId, month) as { caf: string; label: string; minutes: number; amount: number }[];
  const kept = rows.filter((r) => !options.excludeUnderSixteenHours || r.minutes >= 16 * 60);
  const header = ['Numéro CAF', ...(options.includeFamilyName ? ['Famille'] : []), 'Mois', 'Heures', 'Montant TTC'];
  const line = (r: { caf: string; label: string; minutes: number; amount: number }) => [r.caf, ...(options.includeFamilyName ? [r.label] : []), month, hours(r.minutes), amountCell(r.amount)];
  const body = kept.map(line);
  if (options.total) {
    const minutes = kept.reduce((s, r) => s + r.minutes, 0);
    const total = kept.reduce((s, r) => s + r.amount, 0);
    body.push(['Total', ...(options.includeFamilyName ? [''] : []), month, hours(minutes), amountCell(total)]);
  }
  return csv([header, ...body]);
}
