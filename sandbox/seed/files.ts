/**
 * The files of the exports centre: a SEPA pain.008.001.02 debit order, the CAF declaration
 * and the sales journal (CSV with ';' and decimal commas). The printable slip is a PDF: `slipPdf.ts`.
 */
import { csv } from '../csv';
import { amount, decimal, type Cell } from '../files/cells';

export interface Bill {
  number: string;
  familyLabel: string;
  parentName: string;
  childName: string;
  childBirthDate: string;
  cafNumber: string | null;
  mandateReference: string | null;
  iban: string | null;
  bic: string;
  hours: number;
  /** Including VAT, in cents. */
  amountCents: number;
}

export interface Creditor {
  name: string;
  iban: string;
  bic: string;
  creditorIdentifier: string;
  currency: 'EUR' | 'CHF';
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const dot = (cents: number) => (cents / 100).toFixed(2);
export function sepaDebitOrder(creditor: Creditor, bills: Bill[], messageId: string, createdAt: string, collectionDate: string): Buffer {
  const debited = bills.filter((b) => b.iban && b.mandateReference);
  const total = dot(debited.reduce((sum, b) => sum + b.amountCents, 0));
  const transactions = debited
    .map(
      (b) => `      <DrctDbtTxInf>
        <PmtId><EndToEndId>${xml(b.number)}</EndToEndId></PmtId>
        <InstdAmt Ccy="${creditor.currency}">${dot(b.amountCents)}</InstdAmt>
        <DrctDbtTx><MndtRltdInf><MndtId>${xml(b.mandateReference!)}</MndtId><DtOfSgntr>2024-09-01</DtOfSgntr></MndtRltdInf></DrctDbtTx>
        <DbtrAgt><FinInstnId><BIC>${b.bic}</BIC></FinInstnId></DbtrAgt>
        <Dbtr><Nm>${xml(b.parentName)}</Nm></Dbtr>
        <DbtrAcct><Id><IBAN>${b.iban}</IBAN></Id></DbtrAcct>
        <RmtInf><Ustrd>Facture ${xml(b.number)} - garde d'enfants</Ustrd></RmtInf>
      </DrctDbtTxInf>`,
    )
    .join('\n');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrDrctDbtInitn>
    <GrpHdr>
      <MsgId>${messageId}</MsgId>
      <CreDtTm>${createdAt.slice(0, 19)}</CreDtTm>
      <NbOfTxs>${debited.length}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <InitgPty><Nm>${xml(creditor.name)}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${messageId}-1</PmtInfId>
      <PmtMtd>DD</PmtMtd>
      <NbOfTxs>${debited.length}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>RCUR</SeqTp></PmtTpInf>
      <ReqdColltnDt>${collectionDate}</ReqdColltnDt>
      <Cdtr><Nm>${xml(creditor.name)}</Nm></Cdtr>
      <CdtrAcct><Id><IBAN>${creditor.iban}</IBAN></Id></CdtrAcct>
      <CdtrAgt><FinInstnId><BIC>${creditor.bic}</BIC></FinInstnId></CdtrAgt>
      <CdtrSchmeId><Id><PrvtId><Othr><Id>${creditor.creditorIdentifier}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>
${transactions}
    </PmtInf>
  </CstmrDrctDbtInitn>
</Document>
`,
    'utf8',
  );
}

export function cafDeclaration(bills: Bill[], year: number, month: number): Buffer {
  const period = `${String(month).padStart(2, '0')}/${year}`;
  return csv([
    ['N° allocataire', 'Famille', 'Enfant', "Date de naissance de l'enfant", 'Période', "Heures de garde", 'Montant facturé (EUR)'],
    ...bills
      .filter((b) => b.cafNumber && b.hours >= 16) // the CMG needs at least 16 hours in the month
      .map((b) => [b.cafNumber!, b.familyLabel, b.childName, b.childBirthDate.split('-').reverse().join('/'), period, decimal(b.hours, 2), amount(b.amountCents)]),
  ]);
}

/** Sales journal: customer debit (411), revenue (706) and VAT (44571, 10 %) credits per bill. */
export function salesJournal(bills: Bill[], date: string): Buffer {
  const day = date.split('-').reverse().join('/');
  const rows: Cell[][] = [['Journal', 'Date', 'Compte', 'Libellé', 'Pièce', 'Débit', 'Crédit']];
  for (const b of bills) {
    const net = Math.round(b.amountCents / 1.1);
    rows.push(['VE', day, `411${b.familyLabel.replace(/^Famille /, '').toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '').slice(0, 8)}`, b.familyLabel, b.number, amount(b.amountCents), '']);
    rows.push(['VE', day, '706000', `Prestations de garde - ${b.familyLabel}`, b.number, '', amount(net)]);
    rows.push(['VE', day, '445710', `TVA collectée 10 % - ${b.familyLabel}`, b.number, '', amount(b.amountCents - net)]);
  }
  return csv(rows);
}
