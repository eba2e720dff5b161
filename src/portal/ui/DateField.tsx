/**
 * The French date field (spec 000 §5: JJ/MM/AAAA, 2018-01-01 to 2100-12-31), in place of
 * <input type="date">, which speaks the browser's language. Text as PickerField reads it;
 * the calendar button opens a month grid, Monday first:
 * - arrows move a day or a week, PageUp/PageDown a month (Shift: a year), Home/End to the
 *   week's Monday or Sunday, Enter or a click picks, Escape closes;
 * - 'Mois précédent'/'Mois suivant' change the month shown, 'Aujourd’hui' picks today;
 * - days outside min/max (or the valid-date range) show disabled and cannot be picked;
 * - a field with an `earliest` day (a birth date, decades back) also has a choice of year
 *   ('Année'), and takes 'JJ/MM/AA' as 19AA when 20AA does not fit it.
 * Value: 'YYYY-MM-DD', or '' when empty.
 */
import { useId } from 'react';
import {
  DATE_PLACEHOLDER, WEEK_DAY_HEADERS, addMonths, calendarRange, dateBounds, dateText, monthGrid, monthLabel, movedDay, openingDay, rangeYears, readDateText, withYear,
} from '../../domain/datePicker';
import { PickerCell, PickerField, PickerHeader, usePickerGrid, type CalendarProps, type PickerKind, type PickerValueProps } from './PickerField';

export type DateFieldProps = PickerValueProps;

export function DateField(props: DateFieldProps) {
  return <PickerField kind={DATE_KIND} {...props} />;
}

function DateCalendar({ value, bounds, today, pick }: CalendarProps) {
  const titleId = `ap-calendar-${useId()}`;
  const range = calendarRange(bounds);
  const { focused, allowed, grid, onKeyDown, stepper } = usePickerGrid(openingDay(value, today, bounds), (day, key, shift) => movedDay(day, key, shift, range), dateBounds(bounds), pick);
  const month = focused.slice(0, 7);
  return (
    <>
      <PickerHeader title={monthLabel(month)} titleId={titleId} previousLabel="Mois précédent" nextLabel="Mois suivant" onPrevious={stepper((day) => addMonths(day, -1), range)} onNext={stepper((day) => addMonths(day, 1), range)} />
      {bounds.earliest ? (
        <div className="ap-picker__year">
          <label htmlFor={`${titleId}-year`}>Année</label>
          <select id={`${titleId}-year`} value={focused.slice(0, 4)} onChange={(event) => stepper((day) => withYear(day, Number((event.target as HTMLSelectElement).value)), range)?.()}>
            {rangeYears(dateBounds(bounds)).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <table ref={grid} className="ap-picker__grid" role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEK_DAY_HEADERS.map((day) => (
              <th key={day.name} scope="col" abbr={day.name}>
                <abbr title={day.name}>{day.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, today).map((week) => (
            <tr key={week[0]!.iso}>
              {week.map((day) => (
                <PickerCell
                  key={day.iso}
                  value={day.iso}
                  focused={day.iso === focused}
                  selected={day.iso === value}
                  allowed={allowed(day.iso)}
                  label={day.label}
                  current={day.today}
                  className={[day.outside ? 'ap-picker__cell--outside' : '', day.today ? 'ap-picker__cell--today' : ''].filter(Boolean).join(' ')}
                  onPick={pick}
                >
                  {day.day}
                </PickerCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ap-picker__foot">
        <button type="button" className="ap-button ap-button--ghost" disabled={!allowed(today)} onClick={() => pick(today)}>
          Aujourd’hui
        </button>
      </div>
    </>
  );
}

const DATE_KIND: PickerKind = { read: readDateText, write: dateText, placeholder: DATE_PLACEHOLDER, toggleLabel: 'Ouvrir le calendrier', Calendar: DateCalendar };
