/**
 * The network's monthly figures (/stats, /clients/{hash}/overview): the hours and the billed
 * amounts by month drawn with the overview's hours chart (one amounts chart per currency billed),
 * and the same months in a table.
 */
import type { Amounts, MonthFigures } from '../../../api/contract/adminNetwork';
import { CURRENCY_SYMBOLS, formatCents, type Currency } from '../../../domain/format/amount';
import { formatMonth } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { formatDecimal, formatInteger } from '../../../domain/format/number';
import { Table, type Column } from '../../ui/Table';
import { HoursChart } from '../../widgets/HoursChart';

const CURRENCIES: readonly Currency[] = ['EUR', 'CHF'];

/** The agencies' currencies and those billed in (a Swiss network's nothing is '0,00 CHF'). */
function billedCurrencies(billed: readonly Amounts[], currencies: readonly Currency[]): Currency[] {
  const shown = CURRENCIES.filter((currency) => currencies.includes(currency) || billed.some((amounts) => amounts[currency] !== 0));
  return shown.length ? shown : ['EUR'];
}

/** '12 345,67 €', or one amount per currency: '1 200,00 € · 3 400,00 CHF'. */
export function billedText(amounts: Amounts, currencies: readonly Currency[]): string {
  return billedCurrencies([amounts], currencies).map((currency) => formatCents(amounts[currency], { currency })).join(' · ');
}

/** Cents in thousands with one decimal, short enough above a bar: 3 490 541 → '34,9'. */
const thousands = (cents: number) => formatDecimal(cents / 100_000, 1);

interface MonthsProps {
  months: readonly MonthFigures[];
  /** The agencies' currencies. */
  currencies: readonly Currency[];
}

export function MonthCharts({ months, currencies }: MonthsProps) {
  return (
    <div className="ap-month-charts">
      <HoursChart title="Heures de prestation par mois" months={months} />
      {billedCurrencies(months.map((m) => m.billed), currencies).map((currency) => (
        <HoursChart
          key={currency}
          title={`Montants facturés TTC par mois (milliers de ${CURRENCY_SYMBOLS[currency]})`}
          months={months.map((m) => ({ month: m.month, minutes: m.billed[currency] }))}
          format={thousands}
          valueHeader={`Facturé TTC (milliers de ${CURRENCY_SYMBOLS[currency]})`}
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
  { key: 'professionals', header: 'Intervenants', numeric: true, cell: (m) => formatInteger(m.professionals) },
];

/** Newest month first; one amounts column per currency billed. */
export function MonthFiguresTable({ months, currencies, caption }: MonthsProps & { caption: string }) {
  const amounts = billedCurrencies(months.map((m) => m.billed), currencies).map(
    (currency): Column<MonthFigures> => ({
      key: `billed-${currency}`, header: `Facturé TTC (${CURRENCY_SYMBOLS[currency]})`, numeric: true, nowrap: true, cell: (m) => formatCents(m.billed[currency], { currency }),
    }),
  );
  return <Table caption={caption} columns={[...COLUMNS, ...amounts]} rows={[...months].reverse()} rowKey={(m) => m.month} />;
}

export const monthChartsCss = `
.ap-month-charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(480px, 1fr)); gap: var(--ap-space-4); }
.ap-month-charts .ap-hours-chart { padding: var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); }
.ap-admin-intro { margin-bottom: var(--ap-space-3); }
.ap-admin-cell { display: flex; flex-direction: column; }
.ap-admin-section { display: flex; flex-direction: column; gap: var(--ap-space-3); margin-top: var(--ap-space-4); }
`;
