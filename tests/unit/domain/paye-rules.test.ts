/** The paye period's rules from tables of cases with their messages: gross pay with the increases, validation only once complete, down payments, the SMIC. */
import { describe, expect, it } from 'vitest';
import { computeBillItems, type MinuteCounts } from '../../../src/domain/billing/compute';
import { grossPay } from '../../../src/domain/paye/hours';
import { downPaymentError, missingValidations, periodValidationError } from '../../../src/domain/paye/rules';
import { belowSmicError, smicOn } from '../../../src/domain/paye/smic';

const agency = { nightIncreasePercent: 25, sundayIncreasePercent: 25, holidayIncreasePercent: 100 };
/** Labels compared with plain spaces (amounts have no-break ones between thousands and before the currency). */
const plain = (text: string | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ') ?? null;
const minutes = (total: number, night = 0, sunday = 0, holiday = 0): MinuteCounts => ({ total, night, sunday, holiday });

describe('gross pay for hours', () => {
  it.each<[string, MinuteCounts, number, number, number]>([
    // 10 h at 12,00 €: 120,00 €, no increase.
    ['plain hours', minutes(600), 1200, 120_00, 0],
    // + 2 h of night at 25 %: 2 × 12 × 0,25 = 6,00 €.
    ['night hours', minutes(600, 120), 1200, 126_00, 6_00],
    // + 3 h on a Sunday at 25 % (9,00 €) and 2 h on a public holiday at 100 % (24,00 €).
    ['Sunday and holiday hours', minutes(600, 0, 180, 120), 1200, 153_00, 33_00],
    // 1 h 30 of night at 12,25 €: 18,375 → 18,38 € and 4,59 € of increase (each part rounded once).
    ['rounded once a part', minutes(90, 90), 1225, 22_97, 4_59],
  ])('%s', (_, counts, rate, amountCents, increasesCents) => {
    expect(grossPay(counts, rate, agency)).toEqual({ amountCents, increasesCents });
  });

  it('is what billing charges for the same minutes at the same rate and increases (one rule)', () => {
    const prestations = [{ day: '2026-03-08', startTime: '20:00', endTime: '23:00', prestationTypeId: 1, kmTenths: 0 }]; // a Sunday evening
    const bill = computeBillItems(prestations, { hourly: { 1: 1200 }, perKmCents: 0, ...agency }, { christmasIncrease: false, mayDayIncrease: false }, 'ZERO')!;
    expect(grossPay(minutes(180, 0, 180), 1200, agency).amountCents).toBe(bill.reduce((sum, line) => sum + line.vatIncluded, 0));
  });

  it('pays no increase where the agency has none', () => {
    expect(grossPay(minutes(600, 120, 60, 60), 1200, { nightIncreasePercent: 0, sundayIncreasePercent: 0, holidayIncreasePercent: 0 })).toEqual({ amountCents: 120_00, increasesCents: 0 });
  });
});

describe('validating a period', () => {
  const line = (label: string, hours: boolean, allowances: boolean) => ({ label, validatedMinutes: hours ? minutes(60) : null, allowancesValidated: allowances });
  it.each<[string, ReturnType<typeof line>[], string[]]>([
    ['everything validated', [line('Contrat de l’agence', true, true)], []],
    ['no contract', [], []],
    ['hours missing', [line('Contrat de l’agence', false, true)], ['Heures du contrat « Contrat de l’agence »']],
    ['both missing on two contracts', [line('A', false, false), line('B', true, false)], ['Heures du contrat « A »', 'Indemnités du contrat « A »', 'Indemnités du contrat « B »']],
  ])('%s', (_, contracts, missing) => {
    expect(missingValidations(contracts)).toEqual(missing);
    expect(periodValidationError(contracts)?.code ?? null).toBe(missing.length ? 'PAYE_PERIOD_INCOMPLETE' : null);
  });

  it('names the rule and what is missing', () => {
    expect(periodValidationError([line('Contrat de l’agence', false, false)])?.label)
      .toBe('La période ne peut pas être validée : il reste à valider : Heures du contrat « Contrat de l’agence », Indemnités du contrat « Contrat de l’agence »');
  });
});

describe('a down payment', () => {
  it.each<[number, number, string | null]>([
    [100_00, 2370_00, null],
    [2370_00, 2370_00, null],
    [3000_00, 2370_00, 'L’acompte (3 000,00 €) dépasse ce qui reste à verser (2 370,00 €)'],
    [1, 0, 'L’acompte (0,01 €) dépasse ce qui reste à verser (0,00 €)'],
    [50_00, -20_00, 'L’acompte (50,00 €) dépasse ce qui reste à verser (0,00 €)'],
  ])('of %i cents on %i cents left', (amount, remaining, label) => {
    expect(plain(downPaymentError(amount, remaining)?.label)).toBe(label);
  });
});

describe('the SMIC', () => {
  it.each<[number, string, string | null]>([
    [12_02, '2026-03-16', null],
    [12_00, '2025-01-01', null],
    [11_88, '2025-12-31', null],
    [12_01, '2026-03-16', 'Le taux horaire brut (12,01 €) est inférieur au SMIC horaire brut en vigueur (12,02 € depuis le 01/01/2026)'],
    [11_88, '2026-01-01', 'Le taux horaire brut (11,88 €) est inférieur au SMIC horaire brut en vigueur (12,02 € depuis le 01/01/2026)'],
    [10_00, '2025-01-01', 'Le taux horaire brut (10,00 €) est inférieur au SMIC horaire brut en vigueur (11,88 € depuis le 01/01/2025)'],
    [10_00, '2024-12-31', null], // before the first row kept
  ])('%i cents on %s', (rate, day, label) => {
    expect(plain(belowSmicError(rate, day)?.label)).toBe(label);
  });

  it('is the latest row in force on the day', () => {
    expect(smicOn('2026-03-16')).toEqual({ from: '2026-01-01', cents: 12_02 });
    expect(smicOn('2025-12-31')).toEqual({ from: '2025-01-01', cents: 11_88 });
    expect(smicOn('2024-06-01')).toBeNull();
  });
});
