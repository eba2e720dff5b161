/**
 * The import widget (every import screen): a file with a bad line shows its line, column and
 * reason and the send button stays disabled, nothing sent; a good file is sent and the result
 * shown; the API's own refusal shows in the same table; a file dropped on the zone is read too.
 * React and Preact, against the contract's planning import call.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../../src/api/contract/common';
import { importPlannings } from '../../../../src/api/contract/imports';
import { PLANNINGS } from '../../../../src/domain/imports/specs';
import { APP_VERSION } from '../../../../src/domain/version';
import { HEADERS } from '../../../../src/api/contract/common';
import { ImportFile } from '../../../../src/portal/widgets/ImportFile';
import { eventually, nextFrame } from '../../support/render';
import { button, control, find, findAll, pageText } from './support/dom';
import { fakePortal, type FakeHandler } from './support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const TITLES = 'Matricule intervenant;Code client;Date;Heure début;Heure fin';
const GOOD = `${TITLES}\nINT-1-0001;CLI-1-0001;02/11/2026;8h30;12:00\nINT-1-0002;CLI-1-0002;03/11/2026;14:00;18:00\n`;
const BAD = `${TITLES}\nINT-1-0001;CLI-1-0001;02/11/2026;8h30;12:00\nINT-1-0002;CLI-1-0002;03/11/2026;25:00;18:00\n`;

const accepted: FakeHandler = ({ body }) => {
  const rows = (body as { rows: { line: number; employeeRef: string }[] }).rows;
  return { created: rows.length, updated: 0, refused: [], rows: rows.map((row, i) => ({ line: row.line, id: 100 + i, kind: 'PLANNING_EVENT', status: 'CREATED', ref: null, label: `${row.employeeRef} le 02/11/2026` })) };
};

async function widget(handler: FakeHandler = accepted, skipRefused = false) {
  const fake = fakePortal([[importPlannings, handler]]);
  unmount = fake.render(
    <ImportFile
      spec={PLANNINGS.progisap}
      send={(rows, options) => fake.portal.client.call(importPlannings, { params: { format: 'progisap' }, body: { rows, ...(skipRefused ? options : {}) } })}
      command="agency import plannings --format progisap planning.csv"
      skipRefused={skipRefused}
    />,
  ).unmount;
  await eventually(() => control('Fichier CSV à importer'));
  return fake;
}

function pick(name: string, text: string) {
  const input = control('Fichier CSV à importer');
  Object.defineProperty(input, 'files', { configurable: true, value: [new File([text], name, { type: 'text/csv' })] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const send = () => button('Importer 2 lignes');
const rowsOf = (caption: string) => {
  const table = findAll('table').find((node) => node.querySelector('caption')?.textContent === caption);
  if (!table) throw new Error(`absent : ${caption}`);
  return findAll('tbody tr', table).map((row) => findAll('td', row).map((cell) => (cell.textContent ?? '').trim()));
};

describe('ImportFile', () => {
  it('says so when the chosen file cannot be read, and stays ready for another one', async () => {
    await widget();
    const input = control('Fichier CSV à importer');
    const unreadable = new File(['x'], 'planning.csv', { type: 'text/csv' });
    Object.defineProperty(unreadable, 'arrayBuffer', { value: () => Promise.reject(new DOMException('gone', 'NotReadableError')) });
    Object.defineProperty(input, 'files', { configurable: true, value: [unreadable] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(pageText()).toContain("Oups, une erreur est survenue. L'opération n'a pas abouti"));
    pick('planning.csv', GOOD);
    await eventually(() => expect(button('Importer 2 lignes').disabled).toBe(false));
    expect(pageText()).not.toContain('Oups');
  });

  it('shows a bad line with its line, column and reason, keeps the send button disabled and sends nothing', async () => {
    const fake = await widget();
    expect(button('Importer').disabled).toBe(true);
    pick('planning.csv', BAD);
    await eventually(() => expect(rowsOf('Lignes à corriger')).toEqual([['3', 'Heure début', 'heure attendue au format HH:MM, de 00:00 à 23:59 (« 25:00 »)']]));
    expect(pageText()).toContain('planning.csv (UTF-8, séparateur « ; ») : 2 lignes lues, 1 erreur.');
    expect(pageText()).toContain('1 erreur dans le fichier : rien ne sera envoyé tant qu’une ligne est fausse.');
    expect(button('Importer').disabled).toBe(true);
    button('Importer').click();
    await nextFrame();
    expect(fake.calls).toEqual([]);
  });

  it('sends a good file in one call and shows the result line by line', async () => {
    const fake = await widget();
    pick('planning.csv', GOOD);
    await eventually(() => expect(send().disabled).toBe(false));
    expect(rowsOf('Lignes vérifiées')).toEqual([
      ['2', 'INT-1-0001', 'CLI-1-0001', '02/11/2026', '8h30', '12:00'],
      ['3', 'INT-1-0002', 'CLI-1-0002', '03/11/2026', '14:00', '18:00'],
    ]);
    send().click();
    await eventually(() => expect(pageText()).toContain('Fichier importé : 2 création(s), 0 mise(s) à jour (2 interventions).'));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ params: { format: 'progisap' }, body: { rows: [{ line: 2, startTime: '08:30' }, { line: 3, day: '2026-11-03' }] } });
    expect(rowsOf("Résultat de l'import")).toEqual([
      ['2', 'créé', 'intervention', '—', 'INT-1-0001 le 02/11/2026'],
      ['3', 'créé', 'intervention', '—', 'INT-1-0002 le 02/11/2026'],
    ]);
    expect(button('Importer').disabled).toBe(true);
  });

  it('shows the lines the planning refuses, then imports the others once the director ticks the box', async () => {
    const rejected = { code: 'PLANNING_REJECTED', label: "Ligne 3 : L'intervenant(e) est en prestation", field: 'rows.1.employeeRef' };
    const fake = await widget(({ body }) => {
      const { rows, skipRefused } = body as { rows: { line: number; employeeRef: string }[]; skipRefused?: boolean };
      if (!skipRefused) return new Response(JSON.stringify({ errors: [rejected] }), { status: 409, headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION } });
      return { created: 1, updated: 0, refused: [rejected], rows: [{ line: rows[0]!.line, id: 100, kind: 'PLANNING_EVENT', status: 'CREATED', ref: null, label: '02/11/2026 08:30–12:00, Nadia Robin chez Famille Muller' }] };
    }, true);
    pick('planning.csv', GOOD);
    await eventually(() => expect(send().disabled).toBe(false));
    send().click();
    await eventually(() => expect(rowsOf('Lignes à corriger')).toEqual([['3', 'Matricule intervenant', "L'intervenant(e) est en prestation"]]));
    expect(pageText()).toContain('Fichier refusé par le planning (1 erreur) : rien n’a été importé. Pour importer les autres lignes, cochez « Importer les autres lignes si le planning en refuse ».');
    expect(button('Importer').disabled).toBe(true);
    control('Importer les autres lignes si le planning en refuse').click();
    await eventually(() => expect(send().disabled).toBe(false));
    send().click();
    await eventually(() => expect(pageText()).toContain('Fichier importé : 1 création(s), 0 mise(s) à jour, 1 ligne(s) refusée(s) (1 intervention).'));
    expect(fake.calls.map((call) => (call.body as { skipRefused?: boolean }).skipRefused)).toEqual([false, true]);
    expect(rowsOf("Résultat de l'import")).toEqual([['2', 'créé', 'intervention', '—', '02/11/2026 08:30–12:00, Nadia Robin chez Famille Muller']]);
    expect(rowsOf('Lignes refusées par le planning (non importées)')).toEqual([['3', 'Matricule intervenant', "L'intervenant(e) est en prestation"]]);
  });

  it("shows the API's refusal on the line and column of the file, nothing imported", async () => {
    const refusal = ErrorBody.parse({ errors: [{ code: 'PARAMETERS_ERROR', label: 'Ligne 3 : intervenant(e) inconnu(e) « INT-1-0002 »', field: 'rows.1.employeeRef' }] });
    await widget(() => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION } }));
    pick('planning.csv', GOOD);
    await eventually(() => expect(send().disabled).toBe(false));
    send().click();
    await eventually(() => expect(rowsOf('Lignes à corriger')).toEqual([['3', 'Matricule intervenant', 'intervenant(e) inconnu(e) « INT-1-0002 »']]));
    expect(pageText()).toContain('Fichier refusé par l’API (1 erreur) : rien n’a été importé.');
    expect(button('Importer').disabled).toBe(true);
  });

  it('reads a file dropped on the zone, and tells how to save an Excel workbook', async () => {
    await widget();
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'planning.xlsx')] } });
    find('.ap-import__drop').dispatchEvent(drop);
    await eventually(() => expect(rowsOf('Lignes à corriger')[0]![2]).toContain('enregistrez-le au format « CSV (séparateur : point-virgule) »'));
    expect(button('Importer').disabled).toBe(true);
  });
});
