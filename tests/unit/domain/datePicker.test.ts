import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  WEEK_DAY_HEADERS,
  addMonths,
  dateText,
  monthGrid,
  monthLabel,
  monthText,
  movedDay,
  movedMonth,
  openingDay,
  rangeYears,
  withYear,
  openingMonth,
  readDateText,
  readMonthText,
  yearMonths,
} from '../../../src/domain/datePicker';

describe('reading a typed date', () => {
  it("reads 'JJ/MM/AAAA', 'J/M/AAAA', 'JJMMAAAA' and 'JJ/MM/AA' (20AA) as an ISO day", () => {
    expect(readDateText('24/11/2026')).toEqual({ ok: true, value: '2026-11-24' });
    expect(readDateText('1/9/2026')).toEqual({ ok: true, value: '2026-09-01' });
    expect(readDateText('24112026')).toEqual({ ok: true, value: '2026-11-24' });
    expect(readDateText('24/11/26')).toEqual({ ok: true, value: '2026-11-24' });
    expect(readDateText(' 24.11.2026 ')).toEqual({ ok: true, value: '2026-11-24' });
  });

  it('reads empty text as no date', () => {
    expect(readDateText('')).toEqual({ ok: true, value: '' });
    expect(readDateText('   ')).toEqual({ ok: true, value: '' });
  });

  it('refuses text that is not a real day, with the French message', () => {
    for (const text of ['31/02/2026', '2026-11-24', '24/13/2026', 'demain', '24/11', '2411202']) {
      expect(readDateText(text)).toEqual({ ok: false, error: 'Date invalide (JJ/MM/AAAA)' });
    }
  });

  it('refuses days outside 2018-01-01..2100-12-31, and outside the field’s own bounds', () => {
    expect(readDateText('31/12/2017')).toEqual({ ok: false, error: 'Date hors de la période autorisée' });
    expect(readDateText('01/01/2101')).toEqual({ ok: false, error: DATE_MESSAGES.outOfRange });
    expect(readDateText('01/01/2018').ok).toBe(true);
    expect(readDateText('31/12/2100').ok).toBe(true);
    const bounds = { min: '2026-11-10', max: '2026-11-20' };
    expect(readDateText('09/11/2026', bounds)).toEqual({ ok: false, error: DATE_MESSAGES.outOfRange });
    expect(readDateText('21/11/2026', bounds).ok).toBe(false);
    expect(readDateText('10/11/2026', bounds)).toEqual({ ok: true, value: '2026-11-10' });
    // A bound wider than the valid range counts for nothing.
    expect(readDateText('01/01/1990', { min: '1900-01-01' }).ok).toBe(false);
  });

  it('writes an ISO day as JJ/MM/AAAA', () => {
    expect(dateText('2026-11-24')).toBe('24/11/2026');
    expect(dateText('')).toBe('');
  });
});

describe('reading a typed month', () => {
  it("reads 'MM/AAAA', 'M/AAAA', 'MMAAAA' and 'MM/AA'", () => {
    expect(readMonthText('11/2026')).toEqual({ ok: true, value: '2026-11' });
    expect(readMonthText('3/2026')).toEqual({ ok: true, value: '2026-03' });
    expect(readMonthText('112026')).toEqual({ ok: true, value: '2026-11' });
    expect(readMonthText('11/26')).toEqual({ ok: true, value: '2026-11' });
    expect(readMonthText('')).toEqual({ ok: true, value: '' });
  });

  it('refuses other text and months out of range', () => {
    expect(readMonthText('13/2026')).toEqual({ ok: false, error: 'Mois invalide (MM/AAAA)' });
    expect(readMonthText('novembre')).toEqual({ ok: false, error: 'Mois invalide (MM/AAAA)' });
    expect(readMonthText('12/2017')).toEqual({ ok: false, error: 'Date hors de la période autorisée' });
    expect(readMonthText('12/2026', { max: '2026-11' }).ok).toBe(false);
  });

  it("writes 'YYYY-MM' as 'MM/AAAA' and as « novembre 2026 »", () => {
    expect(monthText('2026-11')).toBe('11/2026');
    expect(monthText('')).toBe('');
    expect(monthLabel('2026-11')).toBe('novembre 2026');
    expect(monthLabel('2027-08')).toBe('août 2027');
  });
});

describe('the calendar of a month', () => {
  it('has weekday headers from Monday to Sunday', () => {
    expect(WEEK_DAY_HEADERS.map((day) => day.short).join(' ')).toBe('lu ma me je ve sa di');
    expect(WEEK_DAY_HEADERS[0]!.name).toBe('lundi');
    expect(WEEK_DAY_HEADERS[6]!.name).toBe('dimanche');
  });

  it('shows 6 weeks from the Monday on or before the 1st, flagging days of other months and today', () => {
    const grid = monthGrid('2026-11', '2026-11-24');
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    // 1 November 2026 is a Sunday: the first week starts on Monday 26 October.
    expect(grid[0]![0]).toMatchObject({ iso: '2026-10-26', day: 26, outside: true, label: 'lundi 26 octobre 2026' });
    expect(grid[0]![6]).toMatchObject({ iso: '2026-11-01', day: 1, outside: false });
    expect(grid[5]![6]).toMatchObject({ iso: '2026-12-06', outside: true });
    const today = grid.flat().filter((day) => day.today);
    expect(today).toEqual([{ iso: '2026-11-24', day: 24, label: 'mardi 24 novembre 2026', outside: false, today: true }]);
    // A month starting on a Monday starts its grid on the 1st.
    expect(monthGrid('2027-03', '2026-11-24')[0]![0]!.iso).toBe('2027-03-01');
  });

  it('lists the twelve French months of a year', () => {
    const months = yearMonths(2026);
    expect(months.map((month) => month.name)).toEqual(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']);
    expect(months[10]).toEqual({ month: '2026-11', name: 'novembre', label: 'novembre 2026' });
  });
});

describe('moving with the keys', () => {
  it('moves a day, a week, a month or a year, and to the week’s ends', () => {
    expect(movedDay('2026-11-24', 'ArrowLeft')).toBe('2026-11-23');
    expect(movedDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(movedDay('2026-11-24', 'ArrowUp')).toBe('2026-11-17');
    expect(movedDay('2026-11-24', 'ArrowDown')).toBe('2026-12-01');
    expect(movedDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(movedDay('2026-11-24', 'PageUp')).toBe('2026-10-24');
    expect(movedDay('2026-11-24', 'PageUp', true)).toBe('2025-11-24');
    expect(movedDay('2026-11-24', 'Home')).toBe('2026-11-23');
    expect(movedDay('2026-11-24', 'End')).toBe('2026-11-29');
    expect(movedDay('2026-11-29', 'Home')).toBe('2026-11-23');
    expect(movedDay('2026-11-24', 'Enter')).toBeNull();
  });

  it('stays within the valid-date range', () => {
    expect(movedDay('2018-01-01', 'ArrowLeft')).toBe('2018-01-01');
    expect(movedDay('2100-12-31', 'PageDown')).toBe('2100-12-31');
    expect(movedMonth('2018-01', 'ArrowUp')).toBe('2018-01');
  });

  it('moves a month, a row of three, a year, to January or December', () => {
    expect(movedMonth('2026-11', 'ArrowRight')).toBe('2026-12');
    expect(movedMonth('2026-12', 'ArrowRight')).toBe('2027-01');
    expect(movedMonth('2026-11', 'ArrowUp')).toBe('2026-08');
    expect(movedMonth('2026-11', 'ArrowDown')).toBe('2027-02');
    expect(movedMonth('2026-11', 'PageUp')).toBe('2025-11');
    expect(movedMonth('2026-11', 'Home')).toBe('2026-01');
    expect(movedMonth('2026-11', 'End')).toBe('2026-12');
    expect(movedMonth('2026-11', 'x')).toBeNull();
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('opens on the value, else today, within the bounds', () => {
    expect(openingDay('2026-10-01', '2026-11-24')).toBe('2026-10-01');
    expect(openingDay('', '2026-11-24')).toBe('2026-11-24');
    expect(openingDay('', '2026-11-24', { max: '2026-11-01' })).toBe('2026-11-01');
    expect(openingMonth('', '2026-11-24')).toBe('2026-11');
    expect(openingMonth('2026-03', '2026-11-24', { min: '2026-05' })).toBe('2026-05');
  });
});

describe('a field starting earlier than 2018 (birth dates)', () => {
  const birth = { earliest: '1900-01-01', max: '2026-11-24' };
  it('reads dates decades back, a two-digit year as 19YY when 20YY does not fit', () => {
    expect(readDateText('14/03/1987', birth)).toEqual({ ok: true, value: '1987-03-14' });
    expect(readDateText('12/05/85', birth)).toEqual({ ok: true, value: '1985-05-12' });
    expect(readDateText('03/01/24', birth)).toEqual({ ok: true, value: '2024-01-03' });
    expect(readDateText('31/12/1899', birth)).toEqual({ ok: false, error: DATE_MESSAGES.outOfRange });
    expect(readDateText('14/03/1987')).toEqual({ ok: false, error: DATE_MESSAGES.outOfRange });
    expect(readDateText('12/05/17')).toEqual({ ok: false, error: DATE_MESSAGES.outOfRange });
  });
  it('moves and opens within its own range, and lists its years latest first', () => {
    expect(movedDay('1990-03-14', 'PageUp', true, { min: '1900-01-01', max: '2100-12-31' })).toBe('1989-03-14');
    expect(movedDay('2018-01-05', 'PageUp')).toBe('2018-01-01');
    expect(openingDay('1987-03-14', '2026-11-24', birth)).toBe('1987-03-14');
    expect(withYear('2024-02-29', 1979)).toBe('1979-02-28');
    expect(rangeYears({ min: '1900-01-01', max: '2026-11-24' })).toHaveLength(127);
    expect(rangeYears({ min: '2024-01-01', max: '2026-11-24' })).toEqual([2026, 2025, 2024]);
  });
});
