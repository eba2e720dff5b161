/**
 * /billing/home (spec 002 §7.4, §7.8): a month's indicators (bills by status, amounts billed,
 * paid and remaining, families without a bill, whose drafts « Créer les brouillons manquants »
 * makes at once, naming the families it could not bill), its exports (CAF declaration with its
 * options, sales journal, debit order, the month's PDFs in a zip) and the accounting export
 * (a period as a link, or everything since the last incremental export).
 */
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { FileExport, FilePlus, FileZip } from 'tabler-icons-react';
import { accountingExportOnPeriod, accountingIncrementalExport } from '../../../api/contract/accounting';
import { billsDebitOrderFile, customersWithRemainingDebitData, type RemainingDebitCustomerType } from '../../../api/contract/billing';
import {
  billsComparison, computeBilledAmountSumForPeriod, createMonthDrafts, doExport, doExportCaf, doExportZip, monthlyIndicators, type BillsComparisonRowType, type MonthDraftsAnswer,
} from '../../../api/contract/monthlyBilling';
import { BILL_STATUS_LABELS, BILL_STATUSES } from '../../../domain/billing/status';
import { BILLING_TEXTS, MONTHLY_TEXTS, debitableBillIds } from '../../../domain/billing/texts';
import { currencyOfAgency } from '../../../domain/format/amount';
import { formatMonth, toIsoDate } from '../../../domain/format/date';
import { billsMonth } from '../../../domain/menu';
import { buildLocation } from '../../../domain/routes';
import { Link } from '../../app/Link';
import { postDownload } from '../../app/postDownload';
import { saveFrom } from '../../app/saveFile';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useMayUse } from '../../kit/useMayUse';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Loading } from '../../ui/Spinner';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { DateField } from '../../ui/DateField';
import { MonthField } from '../../ui/MonthField';
import { billingCss } from '../../widgets/billing.css';
import { Money } from './Money';

export function BillingHomeScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('billing', billingCss);
  const { client, clock, agencyContext } = usePortal();
  const may = useMayUse();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const [month, setMonth] = useState(billsMonth(clock.now()));
  const [caf, setCaf] = useState({ total: true, includeFamilyName: true, excludeUnderSixteenHours: false });
  const [start, setStart] = useState(`${month}-01`);
  const [end, setEnd] = useState(toIsoDate(clock.now()));
  const [notice, setNotice] = useState<string | null>(null);
  const { data: indicators, loading, reload: reloadIndicators } = useCall(monthlyIndicators, { params: { id: month } });
  const [drafted, setDrafted] = useState<{ month: string; failures: MonthDraftsAnswer['failures'] } | null>(null);
  const draftFailures = drafted?.month === month ? drafted.failures : [];
  const comparison = useCall(billsComparison, { params: { id: month } }).data;
  const debits = useCall(customersWithRemainingDebitData, { params: { id: month } });
  const debitable = debitableBillIds(debits.data ?? []);
  const [periodSum, setPeriodSum] = useState<{ count: number; vatIncluded: number; vatExcluded: number } | null>(null);
  const action = useAction(async (work: () => Promise<string | null>) => {
    setNotice(null);
    setNotice(await work());
  });
  const createDrafts = () =>
    void action.run(async () => {
      setDrafted(null);
      const answer = await client.call(createMonthDrafts, { params: { id: month } });
      setDrafted({ month, failures: answer.failures });
      reloadIndicators();
      return MONTHLY_TEXTS.draftsCreated(answer.count);
    });
  const flag = (on: boolean) => (on ? 'true' : 'false');
  const exportCaf = () =>
    void action.run(async () => {
      await client.call(doExportCaf, { params: { id: month }, query: { total: flag(caf.total), includeFamilyName: flag(caf.includeFamilyName), excludeUnderSixteenHours: flag(caf.excludeUnderSixteenHours) } });
      return MONTHLY_TEXTS.exportFiled;
    });
  const exportOf = (exportType: 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL' | 'BILLING_DEBIT_ORDER') =>
    void action.run(async () => (await client.call(doExport, { params: { id: month }, query: { exportType } }), MONTHLY_TEXTS.exportFiled));
  const zip = () =>
    void action.run(async () => {
      postDownload(await client.downloadUrl(doExportZip, { params: { id: month } }), document.body);
      return null;
    });
  const period = () =>
    void action.run(async () => {
      saveFrom(await client.downloadUrl(accountingExportOnPeriod, { query: { start, end } }), `journal-des-ventes-${start}-${end}.csv`);
      return null;
    });
  const sumOfPeriod = () =>
    void action.run(async () => {
      setPeriodSum(await client.call(computeBilledAmountSumForPeriod, { params: { id: month }, query: { start, end } }));
      return null;
    });
  const comparisonColumns: Column<BillsComparisonRowType>[] = [
    { key: 'family', header: 'Famille', cell: (r) => r.family.name },
    { key: 'previous', header: 'Mois précédent', numeric: true, nowrap: true, cell: (r) => <Money cents={r.previous} currency={currency} /> },
    { key: 'current', header: formatMonth(`${month}-01`), numeric: true, nowrap: true, cell: (r) => <Money cents={r.current} currency={currency} /> },
    { key: 'difference', header: 'Écart', numeric: true, nowrap: true, cell: (r) => <Money cents={r.difference} currency={currency} /> },
  ];
  const missing = (value: string | null) => value ?? <Tag tone="danger">{MONTHLY_TEXTS.missingDebitData}</Tag>;
  const debitColumns: Column<RemainingDebitCustomerType>[] = [
    { key: 'customer', header: 'Client', cell: (r) => <span className="ap-strong">{r.customer.label}</span> },
    { key: 'mandate', header: 'Référence du mandat', nowrap: true, cell: (r) => missing(r.mandateReference) },
    { key: 'iban', header: 'IBAN', nowrap: true, cell: (r) => missing(r.maskedIban) },
    { key: 'bills', header: 'Factures', numeric: true, cell: (r) => r.billIds.length },
    { key: 'remaining', header: 'Reste à prélever', numeric: true, nowrap: true, cell: (r) => <Money cents={r.remaining} currency={currency} /> },
  ];
  const debitOrder = () =>
    void action.run(async () => (await client.call(billsDebitOrderFile, { body: { billIds: debitable } }), BILLING_TEXTS.debitOrderFiled));
  const incremental = () =>
    void action.run(async () => ((await client.call(accountingIncrementalExport, { query: { endDate: end } })).exportId === null ? MONTHLY_TEXTS.nothingNew : MONTHLY_TEXTS.exportFiled));

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
        <p className="ap-muted">Facturation de {formatMonth(`${month}-01`)}</p>
      </div>
      <div className="ap-billing-toolbar">
        <MonthField label="Mois" value={month} onValueChange={(value) => value && setMonth(value)} clearable={false} />
        <Link to={buildLocation('/billing/bills', {}, { month })}>Voir les factures du mois</Link>
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {loading && !indicators ? <Loading /> : null}
      {indicators ? (
        <section className="ap-bill-section" aria-labelledby="monthly-indicators">
          <h2 id="monthly-indicators">Indicateurs</h2>
          <dl className="ap-bill-facts">
            <div><dt>Montant facturé TTC</dt><dd><Money cents={indicators.billedVatIncluded} currency={currency} /></dd></div>
            <div><dt>Montant facturé HT</dt><dd><Money cents={indicators.billedVatExcluded} currency={currency} /></dd></div>
            <div><dt>Brouillons TTC</dt><dd><Money cents={indicators.draftVatIncluded} currency={currency} /></dd></div>
            <div><dt>Réglé</dt><dd><Money cents={indicators.paidAmount} currency={currency} /></dd></div>
            <div><dt>Reste à encaisser</dt><dd><Money cents={indicators.remainingAmount} currency={currency} /></dd></div>
            <div><dt>Factures / avoirs</dt><dd>{indicators.billCount} / {indicators.creditNoteCount}</dd></div>
            <div><dt>Familles sans facture</dt><dd>{indicators.familiesWithoutBill}</dd></div>
            {BILL_STATUSES.filter((status) => status !== 'NUMBERED').map((status) => (
              <div key={status}>
                <dt>{BILL_STATUS_LABELS[status]}</dt>
                <dd>{indicators.countsByStatus[status] + (status === 'VALIDATED' ? indicators.countsByStatus.NUMBERED : 0)}</dd>
              </div>
            ))}
          </dl>
          {indicators.familiesWithoutBill > 0 ? (
            <div className="ap-bill-actions">
              <Button variant="primary" icon={<FilePlus size={16} aria-hidden="true" />} loading={action.pending} onClick={createDrafts}>{MONTHLY_TEXTS.createDrafts}</Button>
            </div>
          ) : null}
          {draftFailures.length ? (
            <Alert tone="warning">
              {MONTHLY_TEXTS.draftsFailed} :
              <ul>
                {draftFailures.map((failure) => <li key={failure.family.id}>{`${failure.family.name} — ${failure.message}`}</li>)}
              </ul>
            </Alert>
          ) : null}
        </section>
      ) : null}
      <section className="ap-bill-section" aria-labelledby="monthly-exports">
        <h2 id="monthly-exports">Exports du mois</h2>
        <div className="ap-billing-toolbar" role="group" aria-label="Options de la déclaration CAF">
          <span className="ap-strong">Déclaration CAF :</span>
          {(Object.keys(MONTHLY_TEXTS.cafOptions) as (keyof typeof caf)[]).map((key) => (
            <Checkbox key={key} label={MONTHLY_TEXTS.cafOptions[key]} checked={caf[key]} onCheckedChange={(on) => setCaf((current) => ({ ...current, [key]: on }))} />
          ))}
        </div>
        <div className="ap-bill-actions">
          <Button icon={<FileExport size={16} aria-hidden="true" />} onClick={exportCaf}>Déclaration CAF</Button>
          <Button icon={<FileExport size={16} aria-hidden="true" />} onClick={() => exportOf('ACCOUNTING_EXPORT_OF_SALES_JOURNAL')}>Journal des ventes</Button>
          <Button icon={<FileExport size={16} aria-hidden="true" />} onClick={() => exportOf('BILLING_DEBIT_ORDER')}>Ordre de prélèvement</Button>
          <Button icon={<FileZip size={16} aria-hidden="true" />} onClick={zip}>Factures du mois (zip)</Button>
        </div>
      </section>
      <section className="ap-bill-section" aria-labelledby="monthly-debits">
        <h2 id="monthly-debits">{MONTHLY_TEXTS.debitTitle}</h2>
        <p className="ap-muted">{MONTHLY_TEXTS.debitIntro}</p>
        <Table caption={MONTHLY_TEXTS.debitTitle} columns={debitColumns} rows={debits.data ?? []} rowKey={(r) => r.customer.id} loading={debits.loading && !debits.data} />
        <div className="ap-bill-actions">
          <Button icon={<FileExport size={16} aria-hidden="true" />} disabled={!debitable.length} onClick={debitOrder}>Fichier de prélèvement de ces factures</Button>
        </div>
      </section>
      <section className="ap-bill-section" aria-labelledby="accounting-export">
        <h2 id="accounting-export">Export comptable</h2>
        <div className="ap-billing-toolbar">
          <DateField label="Du" value={start} onValueChange={setStart} />
          <DateField label="Au" value={end} onValueChange={setEnd} />
          <Button onClick={sumOfPeriod}>Montant facturé sur la période</Button>
          {/* The accounting export is the exports right's (an adviser without it reads the period's amount only). */}
          {may(accountingExportOnPeriod) ? <Button onClick={period}>Télécharger la période</Button> : null}
          {may(accountingIncrementalExport) ? <Button onClick={incremental}>Export incrémental jusqu’au {end.split('-').reverse().join('/')}</Button> : null}
        </div>
        {periodSum ? (
          <p>
            {periodSum.count} facture(s) et avoir(s) validés : <Money cents={periodSum.vatIncluded} currency={currency} /> TTC, <Money cents={periodSum.vatExcluded} currency={currency} /> HT
          </p>
        ) : null}
      </section>
      {comparison?.length ? (
        <section className="ap-bill-section" aria-labelledby="bills-comparison">
          <h2 id="bills-comparison">Comparaison avec le mois précédent</h2>
          <Table caption="Comparaison avec le mois précédent" columns={comparisonColumns} rows={comparison} rowKey={(r) => r.family.id} />
        </section>
      ) : null}
    </>
  );
}
