/** The import screens on the shared widget: the planning format from the path, the admin's kinds of file into the chosen agency; React and Preact. */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { importPayeData, importPlannings } from '../../../../src/api/contract/imports';
import { ImportsScreen } from '../../../../src/portal/screens/imports/ImportsScreen';
import { PlanningImportScreen } from '../../../../src/portal/screens/imports/PlanningImportScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, findAll, pageText } from '../widgets/support/dom';
import { fakePortal, type FakeHandler } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const created = (kind: 'PLANNING_EVENT' | 'PAYE_DATA'): FakeHandler => ({ body }) => {
  const rows = (body as { rows: { line: number }[] }).rows;
  return { created: rows.length, updated: 0, refused: [], rows: rows.map((row, i) => ({ line: row.line, id: i + 1, kind, status: 'CREATED', ref: null, label: `ligne ${row.line}` })) };
};

async function pick(name: string, text: string) {
  const input = await eventually(() => control('Fichier CSV à importer'));
  Object.defineProperty(input, 'files', { configurable: true, value: [new File([text], name, { type: 'text/csv' })] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('PlanningImportScreen', () => {
  it('reads the format from the path: a Ximi file (start and duration) is sent to the ximi import with its end time', async () => {
    const fake = fakePortal([[importPlannings, created('PLANNING_EVENT')]]);
    Object.assign(fake.portal, { router: createRouter('memory', undefined, '/plannings/import/ximi') });
    unmount = fake.render(<PlanningImportScreen params={{}} title="Import des plannings Ximi" />).unmount;
    await eventually(() => expect(findAll('[aria-current="page"]').map((tab) => tab.textContent)).toEqual(['Ximi']));
    expect(pageText()).toContain('agency import plannings --format ximi planning-ximi.csv');
    await pick('ximi.csv', 'Intervenant;Bénéficiaire;Date;Heure de début;Durée (h)\nINT-1-0001;CLI-1-0001;31/11/2026;21:00;3\nINT-1-0001;CLI-1-0001;02/11/2026;21:00;25\n');
    await eventually(() => expect(pageText()).toContain('2 erreurs dans le fichier'));
    const issues = findAll('table').find((table) => table.querySelector('caption')?.textContent === 'Lignes à corriger')!;
    expect(findAll('tbody tr', issues).map((row) => row.textContent)).toEqual([
      '2Datedate attendue au format JJ/MM/AAAA, du 01/01/2018 au 31/12/2100 (« 31/11/2026 »)',
      '3Durée (h)la durée doit être comprise entre 0 et 24 heures (exclues)',
    ]);
    expect(button('Importer').disabled).toBe(true);
    await pick('ximi.csv', 'Intervenant;Bénéficiaire;Date;Heure de début;Durée (h)\nINT-1-0001;CLI-1-0001;02/11/2026;21:00;10,5\n');
    await eventually(() => expect(button('Importer 1 ligne').disabled).toBe(false));
    button('Importer 1 ligne').click();
    await eventually(() => expect(pageText()).toContain('Fichier importé : 1 création(s), 0 mise(s) à jour (1 intervention).'));
    expect(fake.calls[0]).toMatchObject({ params: { format: 'ximi' }, body: { rows: [{ line: 2, startTime: '21:00', endTime: '07:30' }] } });
  });
});

describe('ImportsScreen', () => {
  const agency = { id: 1, clientId: 1, label: 'Agence Lyon Presqu’île' };

  it('asks an admin without an agency to choose one first, with no file input', async () => {
    const fake = fakePortal([]);
    Object.assign(fake.portal, { agencyContext: { agency: signal(null) }, router: createRouter('memory', undefined, '/imports') });
    unmount = fake.render(<ImportsScreen params={{}} title="Imports" />).unmount;
    await eventually(() => expect(pageText()).toContain('Choisissez d’abord l’agence dans laquelle importer, sur la page Agences.'));
    expect(findAll('input[type="file"]')).toHaveLength(0);
  });

  it("imports the month's paye data into the chosen agency once that kind is chosen", async () => {
    const fake = fakePortal([[importPayeData, created('PAYE_DATA')]]);
    Object.assign(fake.portal, { agencyContext: { agency: signal(agency) }, router: createRouter('memory', undefined, '/imports') });
    unmount = fake.render(<ImportsScreen params={{}} title="Imports" />).unmount;
    await eventually(() => expect(pageText()).toContain('Les fichiers sont importés dans l’agence Agence Lyon Presqu’île.'));
    findAll<HTMLLabelElement>('.ap-choices__option').find((option) => option.textContent === 'Données de paie')!.querySelector('input')!.click();
    await eventually(() => expect(pageText()).toContain('agency import paye-data donnees-paie.csv'));
    await pick('paie.csv', 'Matricule;Mois;Heures travaillées;Taux horaire brut\nINT-1-0001;10/2026;151,67;12,50\n');
    await eventually(() => expect(button('Importer 1 ligne').disabled).toBe(false));
    button('Importer 1 ligne').click();
    await eventually(() => expect(pageText()).toContain('Fichier importé : 1 création(s), 0 mise(s) à jour (1 données de paie).'));
    expect(fake.calls[0]).toMatchObject({ name: 'imports.payeData', body: { rows: [{ line: 2, employeeRef: 'INT-1-0001', month: '2026-10', workedMinutes: 9100, hourlyRateCents: 1250, bonusCents: 0 }] } });
  });
});
