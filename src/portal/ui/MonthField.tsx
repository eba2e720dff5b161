/**
 * The French month field, in place of <input type="month">: text 'MM/AAAA' as PickerField
 * reads it, and a popover of the twelve months of a year (3 a row) with 'Année précédente'
 * and 'Année suivante': arrows move a month or a row, PageUp/PageDown a year, Home/End to
 * January or December, Enter or a click picks, Escape closes. Months outside min/max show
 * disabled. Value: 'YYYY-MM', or '' when empty.
 */
import { useId } from 'react';
import { MONTH_PLACEHOLDER, monthBounds, monthText, movedMonth, openingMonth, readMonthText, shiftMonth, yearMonths } from '../../domain/datePicker';
import { PickerCell, PickerField, PickerHeader, usePickerGrid, type CalendarProps, type PickerKind, type PickerValueProps } from './PickerField';

export type MonthFieldProps = PickerValueProps;

const ROW = 3;

export function MonthField(props: MonthFieldProps) {
  return <PickerField kind={MONTH_KIND} {...props} />;
}

function MonthCalendar({ value, bounds, today, pick }: CalendarProps) {
  const titleId = `ap-months-${useId()}`;
  const { focused, allowed, grid, onKeyDown, stepper } = usePickerGrid(openingMonth(value, today, bounds), (month, key) => movedMonth(month, key), monthBounds(bounds), pick);
  const year = Number(focused.slice(0, 4));
  const months = yearMonths(year);
  const rows = Array.from({ length: months.length / ROW }, (_, row) => months.slice(row * ROW, row * ROW + ROW));
  return (
    <>
      <PickerHeader title={String(year)} titleId={titleId} previousLabel="Année précédente" nextLabel="Année suivante" onPrevious={stepper((month) => shiftMonth(month, -12), monthBounds())} onNext={stepper((month) => shiftMonth(month, 12), monthBounds())} />
      <table ref={grid} className="ap-picker__grid ap-picker__grid--months" role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]!.month}>
              {row.map((month) => (
                <PickerCell
                  key={month.month}
                  value={month.month}
                  focused={month.month === focused}
                  selected={month.month === value}
                  allowed={allowed(month.month)}
                  label={month.label}
                  current={month.month === today.slice(0, 7)}
                  className={month.month === today.slice(0, 7) ? 'ap-picker__cell--today' : undefined}
                  onPick={pick}
                >
                  {month.name}
                </PickerCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const MONTH_KIND: PickerKind = { read: readMonthText, write: monthText, placeholder: MONTH_PLACEHOLDER, toggleLabel: 'Ouvrir la liste des mois', Calendar: MonthCalendar };
