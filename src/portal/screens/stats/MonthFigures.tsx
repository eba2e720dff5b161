/**
 * The network's monthly figures (/stats, /clients/{hash}/overview): the hours and the billed
 * amounts by month drawn with the overview's hours chart (one amounts chart per currency billed),
 * and the same months in a table.
 */
import type { Amounts, MonthFigures } from '../../../api/contract/adminNetwork';
import { formatCents, type Currency } from '../../../domain/format/amount';
import { formatMonth } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import { Table, type Column } from '../../ui/Table';
import { HoursChart } from '../../widgets/HoursChart';

const CURRENCIES: readonly Currency[] = ['EUR', 'CHF'];

/** The currencies the months billed in (€ alone when nothing was billed). */
function billedCurrencies(months: readonly MonthFigures[]): Currency[] {
  const billed = CURRENCIES.filter((currency) => months.some((m) => m.billed[currency] !== 0));
  return billed.length ? billed : ['EUR'];
}

/** '12 345,67 €', or one amount per currency billed: '1 200,00 € · 3 400,00 CHF'. */
export function billedText(amounts: Amounts): string {
  const billed = CURRENCIES.filter((currency) => amounts[currency] !== 0);
  return (billed.length ? billed : (['EUR'] as const)).map((currency) => formatCents(amounts[currency], { currency })).join(' · ');
}

export function MonthCharts({ months }: { months: readonly MonthFigures[] }) {
  return (
    <div className="ap-month-charts">
      <HoursChart title="Heures de prestation par mois" months={months} />
      {billedCurrencies(months).map((currency) => (
        <HoursChart
          key={currency}
          title={currency === 'CHF' ? 'Montants facturés par mois (CHF)' : 'Montants facturés par mois (€)'}
          months={months.map((m) => ({ month: m.month, minutes: m.billed[currency] }))}
          format={(cents) => formatCents(cents, { currency, kilo: true })}
          valueHeader="Facturé TTC"
        />
      ))}
      <HoursChart
        title="Familles actives par mois"
        months={months.map((m) => ({ month: m.month, minutes: m.activeFamilies }))}
        format={formatInteger}
        valueHeader="Familles actives"
      />
    </div>
  );
}

const COLUMNS: Column<MonthFigures>[] = [
  { key: 'month', header: 'Mois', wide: true, cell: (m) => <span className="ap-strong">{formatMonth(`${m.month}-01`)}</span> },
  { key: 'minutes', header: 'Heures', numeric: true, nowrap: true, cell: (m) => formatDuration(m.minutes) },
  { key: 'families', header: 'Familles actives', numeric: true, cell: (m) => formatInteger(m.activeFamilies) },
  { key: 'professionals', header: 'Intervenants en prestation', numeric: true, cell: (m) => formatInteger(m.professionals) },
  { key: 'billed', header: 'Facturé TTC', numeric: true, nowrap: true, cell: (m) => billedText(m.billed) },
];

/** Newest month first. */
export function MonthFiguresTable({ months, caption }: { months: readonly MonthFigures[]; caption: string }) {
  return <Table caption={caption} columns={COLUMNS} rows={[...months].reverse()} rowKey={(m) => m.month} />;
}

export const monthChartsCss = `
.ap-month-charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(480px, 1fr)); gap: var(--ap-space-4); }
.ap-month-charts .ap-hours-chart { padding: var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); }
.ap-admin-section { display: flex; flex-direction: column; gap: var(--ap-space-3); margin-top: var(--ap-space-4); }
`;
