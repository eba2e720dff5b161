import { describe, expect, it } from 'vitest';
import { fold, frenchDateToIso, frenchDecimalToHundredths, readCell, type ColumnSpec } from '../../../../src/domain/imports/cells';
import { checkImport, describeIssue } from '../../../../src/domain/imports/check';
import { CUSTOMERS, EMPLOYEES, PAYE_DATA, PLANNINGS } from '../../../../src/domain/imports/specs';
import { MESSAGES } from '../../../../src/domain/messages';

const column = (kind: ColumnSpec['kind'], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ key: 'k', header: 'Colonne', required: false, kind, help: '', ...extra });

describe('import cells', () => {
  it('read French dates DD/MM/YYYY, and only real ones', () => {
    expect(frenchDateToIso('14/03/1996')).toBe('1996-03-14');
    expect(frenchDateToIso('1/9/2026')).toBe('2026-09-01');
    expect(frenchDateToIso('29/02/2025')).toBeNull();
    expect(frenchDateToIso('2026-09-01')).toBeNull();
    expect(readCell(column('date'), '31/12/2017')).toEqual({ ok: false, reason: expect.stringContaining('du 01/01/2018 au 31/12/2100') });
    expect(readCell(column('birthDate'), '02/11/1961')).toEqual({ ok: true, value: '1961-11-02' });
  });

  it('read decimal commas, thousands spaces and euros as hundredths', () => {
    expect(frenchDecimalToHundredths('12,5')).toBe(1250);
    expect(frenchDecimalToHundredths('1 234,56 €')).toBe(123456);
    expect(frenchDecimalToHundredths('1\u202f234.5')).toBe(123450);
    expect(frenchDecimalToHundredths('12,345')).toBeNull();
    expect(frenchDecimalToHundredths('-3')).toBeNull();
    expect(readCell(column('hours'), '151,67')).toEqual({ ok: true, value: 9100 });
  });

  it('check e-mails with the domain rule and phones with the spec formats, keeping the national digits', () => {
    expect(readCell(column('email'), 'lea@exemple.fr')).toEqual({ ok: true, value: 'lea@exemple.fr' });
    expect(readCell(column('email'), 'lea@exemple')).toEqual({ ok: false, reason: `${MESSAGES.invalidEmail} (« lea@exemple »)` });
    expect(readCell(column('mobile'), '+33 6 12 34 56 78')).toEqual({ ok: true, value: '0612345678' });
    expect(readCell(column('mobile'), '04 78 12 34 56').ok).toBe(false);
    expect(readCell(column('phone'), '04.78.12.34.56')).toEqual({ ok: true, value: '0478123456' });
  });

  it('read times, choices in any case and accents, and require what is required', () => {
    expect(readCell(column('time'), '9h30')).toEqual({ ok: true, value: '09:30' });
    expect(readCell(column('time'), '24:00').ok).toBe(false);
    expect(fold(' Salariée. ')).toBe('salariee');
    const status = EMPLOYEES.columns.find((c) => c.key === 'candidate')!;
    expect(readCell(status, 'SALARIÉE')).toEqual({ ok: true, value: false });
    expect(readCell(status, 'stagiaire')).toEqual({ ok: false, reason: expect.stringContaining('valeur non reconnue « stagiaire »') });
    expect(readCell({ ...status, required: true }, '  ')).toEqual({ ok: false, reason: MESSAGES.required });
  });
});

describe('checkImport', () => {
  const headers = ['statut', 'NOM', 'Prénom du contact', 'Nom du contact', 'E-mail', 'Colonne inconnue'];

  it('turns valid lines into rows of the contract, matching titles in any case and accents and ignoring unknown columns', () => {
    const { rows, issues } = checkImport(CUSTOMERS, { headers, records: [{ line: 2, cells: ['Prospect', 'Famille Bérénger', 'Hélène', 'Bérénger', '', 'x'] }] });
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      { line: 2, prospect: true, type: 'NATURAL', label: 'Famille Bérénger', contactFirstName: 'Hélène', contactLastName: 'Bérénger', email: null, phone: null, mobile: null, address: null, postcode: null, city: null, source: null },
    ]);
  });

  it('lists every error with its line, column and reason, and keeps no row of a bad line', () => {
    const { rows, issues } = checkImport(CUSTOMERS, {
      headers,
      records: [
        { line: 2, cells: ['client', 'Famille A', 'Anne', 'A', 'anne@exemple.fr'] },
        { line: 4, cells: ['client', '', 'Marc', 'B', 'marc@'] },
      ],
    });
    expect(rows).toHaveLength(1);
    expect(issues.map(describeIssue)).toEqual(['ligne 4, colonne « Nom » : Champ obligatoire', 'ligne 4, colonne « Email » : Email non valide (« marc@ »)']);
  });

  it('refuses a file without a required column, or without data', () => {
    expect(checkImport(PAYE_DATA, { headers: ['Matricule', 'Mois'], records: [] }).issues.map((i) => i.column)).toEqual(['Heures travaillées', 'Taux horaire brut']);
    expect(checkImport(PAYE_DATA, { headers: PAYE_DATA.columns.map((c) => c.header), records: [] }).issues[0]!.reason).toBe('le fichier ne contient aucune ligne de données');
  });

  it('reads the planning formats: a Ximi duration gives the end, across midnight; equal times are refused', () => {
    const ximi = checkImport(PLANNINGS.ximi, { headers: ['Intervenant', 'Bénéficiaire', 'Date', 'Heure de début', 'Durée (h)'], records: [{ line: 2, cells: ['INT-1-0002', 'CLI-1-0005', '17/12/2026', '22:00', '9,5'] }] });
    expect(ximi.rows[0]).toEqual({ line: 2, employeeRef: 'INT-1-0002', customerRef: 'CLI-1-0005', day: '2026-12-17', startTime: '22:00', endTime: '07:30' });
    const progisap = checkImport(PLANNINGS.progisap, { headers: PLANNINGS.progisap.columns.map((c) => c.header), records: [{ line: 3, cells: ['INT-1-0001', 'CLI-1-0001', '15/12/2026', '08:00', '8h'] }] });
    expect(progisap.issues).toEqual([{ line: 3, column: 'Heure fin', reason: "l'heure de fin doit être différente de l'heure de début" }]);
  });
});
