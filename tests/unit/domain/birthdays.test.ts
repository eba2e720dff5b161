import { describe, expect, it } from 'vitest';
import { birthdayKindLabel, upcomingBirthday, upcomingBirthdayRows } from '../../../src/domain/birthdays';

describe('upcoming birthdays', () => {
  it("say 'Aujourd'hui', 'Demain' or 'Dans N jours' and the age reached", () => {
    expect(upcomingBirthday('1990-11-23', '2026-11-23')).toEqual({ date: '2026-11-23', inDays: 0, age: 36, when: "Aujourd'hui", ageLabel: '36 ans' });
    expect(upcomingBirthday('2025-11-24', '2026-11-23')).toEqual({ date: '2026-11-24', inDays: 1, age: 1, when: 'Demain', ageLabel: '1 an' });
    expect(upcomingBirthday('2019-12-01', '2026-11-23')).toMatchObject({ inDays: 8, age: 7, when: 'Dans 8 jours' });
  });

  it('cover 15 days ahead', () => {
    expect(upcomingBirthday('2000-12-08', '2026-11-23')).toMatchObject({ inDays: 15 });
    expect(upcomingBirthday('2000-12-09', '2026-11-23')).toBeNull();
    expect(upcomingBirthday('2000-11-22', '2026-11-23')).toBeNull();
  });

  it('go over the new year', () => {
    expect(upcomingBirthday('2010-01-02', '2026-12-28')).toEqual({ date: '2027-01-02', inDays: 5, age: 17, when: 'Dans 5 jours', ageLabel: '17 ans' });
  });

  it('put 29 February on 1 March in a common year', () => {
    expect(upcomingBirthday('2016-02-29', '2027-02-20')).toMatchObject({ date: '2027-03-01', inDays: 9, age: 11 });
    expect(upcomingBirthday('2016-02-29', '2028-02-20')).toMatchObject({ date: '2028-02-29', inDays: 9, age: 12 });
  });

  it('ignore an unreadable date', () => {
    expect(upcomingBirthday('', '2026-11-23')).toBeNull();
  });
});

describe('upcoming birthday rows', () => {
  it('put employees and children together, within 15 days, soonest first, with their kind', () => {
    const rows = upcomingBirthdayRows(
      {
        employees: [
          { id: 7, birthDate: '1990-11-30', firstName: 'Inès', lastName: 'Haddad' },
          { id: 8, birthDate: '1985-06-01', firstName: 'Paul', lastName: 'Roy' },
        ],
        children: [{ id: 3, familyId: 12, birthDate: '2020-11-24', prospect: true, firstName: 'Léo', lastName: 'Martin' }],
      },
      '2026-11-23',
    );
    expect(rows.map((row) => [row.name, row.upcoming.when, birthdayKindLabel(row)])).toEqual([
      ['Léo Martin', 'Demain', 'Enfant (prospect)'],
      ['Inès Haddad', 'Dans 7 jours', 'Intervenant'],
    ]);
    expect(rows[0]).toMatchObject({ kind: 'CHILD', familyId: 12 });
  });
});
