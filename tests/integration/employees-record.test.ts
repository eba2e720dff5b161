/** The record of an employee or a candidate (spec 001 §7) over real HTTP: creation, moves, updates, history. */
import { describe, expect, it } from 'vitest';
import * as record from '../../src/api/contract/employeeRecord';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();

const path = (endpoint: { path: string }, params: Record<string, unknown>) => fillPath(endpoint.path, params);
const person = (lastName: string, extra: Record<string, unknown> = {}) => ({
  candidate: true, civility: 'MME', firstName: 'Amélie', lastName, birthDate: '1994-03-12', email: `amelie.${lastName.toLowerCase()}@exemple.fr`,
  phoneNumber1: '06 12 34 56 78', phoneNumber2: null, address: { street: '12 rue Mercière', zipCode: '69002', city: 'Lyon' }, socialSecurityNumber: '2 94 03 69 123 456 78',
  ...extra,
});
const create = async (lastName: string, extra: Record<string, unknown> = {}) => {
  const answer = await sandbox.api.post(record.createEmployee.path, person(lastName, extra), sandbox.director);
  expect(answer.status).toBe(200);
  return record.createEmployee.response.parse(answer.body);
};
const history = async (id: number) => record.employeeChangelogs.response.parse((await sandbox.api.get(path(record.employeeChangelogs, { id }), sandbox.director)).body);
const errorsByField = (body: { errors: { field: string; label: string }[] }) => Object.fromEntries(body.errors.map((e) => [e.field, e.label]));

describe('creation', () => {
  it('creates a candidate, turns it into an employee, and the history shows it', async () => {
    const candidate = await create('Garnier');
    expect(candidate).toMatchObject({ status: 'CANDIDATE', candidate: true, archived: false, phoneNumber1: '0612345678', proInfos: { socialSecurityNumber: '294036912345678', hiredOn: null } });
    expect(candidate.ref).toMatch(/^INT-1-\d{4}$/);
    const turned = await sandbox.api.put(path(record.turnCandidateToEmployee, { id: candidate.id }), undefined, sandbox.director);
    expect(turned.status).toBe(200);
    expect(turned.body).toMatchObject({ status: 'ACTIVE', candidate: false });
    expect(turned.body.proInfos.hiredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await history(candidate.id)).map((h) => [h.type, h.author?.lastName, h.editable])).toEqual([
      ['CANDIDATE_TO_EMPLOYEE', 'Lefèvre', false],
      ['CREATION', 'Lefèvre', false],
    ]);
    const again = await sandbox.api.put(path(record.turnCandidateToEmployee, { id: candidate.id }), undefined, sandbox.director);
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ code: 'EMPLOYEE_ACTION_REFUSED', label: 'Seul un candidat peut devenir salarié' });
  });

  it('answers 400 naming the field for a future birth date, a malformed social security number and the missing fields', async () => {
    const future = '2027-01-15';
    const answer = await sandbox.api.post(record.createEmployee.path, person('Roux', { birthDate: future, socialSecurityNumber: '3 12', phoneNumber1: null, address: { street: '', zipCode: '690', city: 'Lyon' } }), sandbox.director);
    expect(answer.status).toBe(400);
    expect(errorsByField(answer.body)).toEqual({
      birthDate: 'La date de naissance ne peut pas être dans le futur',
      socialSecurityNumber: 'N° de sécurité sociale attendu sur 13 ou 15 chiffres, commençant par 1 ou 2',
      phoneNumber1: 'Champ obligatoire',
      'address.street': 'Champ obligatoire',
      'address.zipCode': 'Code postal attendu sur 5 chiffres',
    });
  });

  it('refuses an e-mail another employee of the agency has, whatever its case', async () => {
    const first = await create('Faure', { candidate: false });
    expect(first.status).toBe('ACTIVE');
    const answer = await sandbox.api.post(record.createEmployee.path, person('Blanc', { email: first.email.toUpperCase() }), sandbox.director);
    expect(answer.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'Un salarié ou candidat existe déjà avec cet e-mail', field: 'email' }]);
  });
});

describe('moves and updates', () => {
  it('archives and unarchives, clearing the next exchange, each written in the history', async () => {
    const employee = await create('Morel', { candidate: false });
    await sandbox.api.put(path(record.updateEmployeeNextExchange, { id: employee.id }), { nextExchangeDate: '2026-12-01T09:00:00.000Z' }, sandbox.director);
    const archived = await sandbox.api.put(path(record.archiveEmployee, { id: employee.id }), undefined, sandbox.director);
    expect(archived.body).toMatchObject({ archived: true, status: 'ACTIVE', nextExchangeAt: null });
    expect((await sandbox.api.put(path(record.archiveEmployee, { id: employee.id }), undefined, sandbox.director)).body.errors[0].label).toBe('Cette fiche est déjà archivée');
    const back = await sandbox.api.put(path(record.unarchiveEmployee, { id: employee.id }), undefined, sandbox.director);
    expect(back.body).toMatchObject({ archived: false });
    expect((await history(employee.id)).map((h) => h.type)).toEqual(['EMPLOYEE_UNARCHIVED', 'EMPLOYEE_ARCHIVED', 'CREATION']);
  });

  it('updates each part with its own call, answering the record', async () => {
    const employee = await create('Lambert', { candidate: false });
    const id = employee.id;
    const infos = await sandbox.api.put(path(record.updateEmployeeInfos, { id }), { ...person('Lambert-Petit'), nationality: 'Française', phoneNumber2: '04 78 00 11 22' }, sandbox.director);
    expect(infos.body).toMatchObject({ lastName: 'Lambert-Petit', nationality: 'Française', phoneNumber2: '0478001122' });
    const transport = await sandbox.api.put(path(record.updateEmployeeTransportOptions, { id }), { drivingLicence: true, car: false, publicTransport: true, maxDistanceKm: 15 }, sandbox.director);
    expect(transport.body.transportOptions).toEqual({ drivingLicence: true, car: false, publicTransport: true, maxDistanceKm: 15 });
    const pro = await sandbox.api.put(path(record.updateEmployeeProInfos, { id }), { socialSecurityNumber: null, hiredOn: '2026-09-01', jobTitle: 'Auxiliaire de puériculture', diplomas: 'CAP AEPE' }, sandbox.director);
    expect(pro.body.proInfos).toEqual({ socialSecurityNumber: null, hiredOn: '2026-09-01', jobTitle: 'Auxiliaire de puériculture', diplomas: 'CAP AEPE' });
    const address = await sandbox.api.put(path(record.updateEmployeeAddress, { id }), { street: '4 quai Saint-Antoine', zipCode: '69002', city: 'Lyon' }, sandbox.director);
    expect(address.body.address).toEqual({ street: '4 quai Saint-Antoine', zipCode: '69002', city: 'Lyon' });
    const notes = await sandbox.api.put(path(record.updateEmployeeNotes, { id }), { notes: '  Disponible le mercredi  ' }, sandbox.director);
    expect(notes.body.notes).toBe('Disponible le mercredi');
    const bad = await sandbox.api.put(path(record.updateEmployeeInfos, { id }), { ...person('Lambert'), birthDate: '2999-01-01' }, sandbox.director);
    expect(bad.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'La date de naissance ne peut pas être dans le futur', field: 'birthDate' }]);
  });

  it('keeps a record of another agency out of reach (404)', async () => {
    const employee = await create('Perrin');
    expect((await sandbox.api.get(path(record.getEmployee, { id: employee.id }), sandbox.paris)).status).toBe(404);
    expect((await sandbox.api.put(path(record.archiveEmployee, { id: employee.id }), undefined, sandbox.paris)).status).toBe(404);
  });
});

describe('history', () => {
  it('gives a seeded employee its record, the families it serves, and its history from its creation', async () => {
    const id = sandbox.server.sandbox.db.prepare("SELECT employee_id FROM planning_events pe JOIN employees e ON e.id = pe.employee_id WHERE e.agency_id = 1 AND e.hired_on IS NOT NULL ORDER BY pe.id LIMIT 1").pluck().get() as number;
    const answer = await sandbox.api.get(path(record.getEmployee, { id }), sandbox.director);
    const employee = record.getEmployee.response.parse(answer.body);
    // A round-the-clock professional: the 14 families its shifts go to.
    expect(employee.families.length).toBe(14);
    expect(employee.families[0]!.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await history(id)).map((h) => [h.type, h.editable])).toEqual([['CANDIDATE_TO_EMPLOYEE', false], ['CREATION', false]]);
  });

  it('adds an exchange (moving the last exchange), edits and deletes it; the server’s entries stay', async () => {
    const employee = await create('Chevalier');
    const id = employee.id;
    const added = await sandbox.api.post(path(record.createEmployeeChangelog, { id }), { type: 'CONTACT_BY_CALL', comment: 'Entretien téléphonique', createdAt: '2026-03-02T10:00:00.000Z' }, sandbox.director);
    expect(added.body).toMatchObject({ type: 'CONTACT_BY_CALL', comment: 'Entretien téléphonique', editable: true, author: { id: 2 } });
    expect((await sandbox.api.get(path(record.getEmployee, { id }), sandbox.director)).body.lastExchangeAt).toBe('2026-03-02T10:00:00.000Z');
    const edited = await sandbox.api.put(path(record.updateEmployeeChangelog, { id, changelogId: added.body.id }), { type: 'OTHER', comment: 'Dossier complet' }, sandbox.director);
    expect(edited.body).toMatchObject({ type: 'OTHER', comment: 'Dossier complet' });
    const serverWritten = await sandbox.api.post(path(record.createEmployeeChangelog, { id }), { type: 'CANDIDATE_TO_EMPLOYEE' }, sandbox.director);
    expect(serverWritten.body.errors[0]).toMatchObject({ field: 'type' });
    const creation = (await history(id)).find((h) => h.type === 'CREATION')!;
    expect((await sandbox.api.del(path(record.deleteEmployeeChangelog, { id, changelogId: creation.id }), sandbox.director)).body.errors[0].code).toBe('CHANGELOG_NOT_EDITABLE');
    expect((await sandbox.api.del(path(record.deleteEmployeeChangelog, { id, changelogId: added.body.id }), sandbox.director)).status).toBe(204);
    expect((await history(id)).map((h) => h.type)).toEqual(['CREATION']);
  });
});
