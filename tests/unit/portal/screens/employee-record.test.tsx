/**
 * The record of an employee or a candidate, React and Preact: a candidate's header (name,
 * reference, status tag, its actions) and tabs; « Passer en salarié » confirmed sends the call
 * and the tag follows; an infos form with a required field emptied shows 'Champ obligatoire'
 * and sends nothing; the Messages tab is the discussion with her, where staff write to her.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { employeeChangelogs, getEmployee, turnCandidateToEmployee, updateEmployeeInfos, type EmployeeDetails } from '../../../../src/api/contract/employeeRecord';
import { markMessagesRead, searchProMessages, sendMessage, MessageSending } from '../../../../src/api/contract/messages';
import { searchNotes } from '../../../../src/api/contract/notes';
import { affectedEvents } from '../../../../src/api/contract/replacements';
import { createUnavailability, deleteUnavailability, searchUnavailabilities, type Unavailability } from '../../../../src/api/contract/unavailabilities';
import { listWeeklyUnavailabilities } from '../../../../src/api/contract/weeklyUnavailabilities';
import { EmployeeRecordScreen } from '../../../../src/portal/screens/employees/EmployeeRecordScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, leave, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const candidate: EmployeeDetails = {
  id: 7, ref: 'INT-1-0042', status: 'CANDIDATE', candidate: true, archived: false, civility: 'MME', firstName: 'Amélie', lastName: 'Garnier',
  birthDate: '1994-03-12', nationality: 'Française', email: 'amelie.garnier@exemple.fr', phoneNumber1: '0612345678', phoneNumber2: null,
  address: { street: '12 rue Mercière', zipCode: '69002', city: 'Lyon' },
  transportOptions: { drivingLicence: true, car: false, publicTransport: true, maxDistanceKm: null },
  proInfos: { socialSecurityNumber: null, hiredOn: null, jobTitle: 'Auxiliaire de puériculture', diplomas: null },
  notes: null, createdAt: '2026-10-01T08:00:00.000Z', lastExchangeAt: null, nextExchangeAt: null, families: [],
};

/** A director of an agency without paye: the record shows no paye tab. */
const noPaye = () => ({ session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal({ payeEnabled: false, payeActiveForAgency: false }) } });

function api(location: string, more: Parameters<typeof fakePortal>[0] = []) {
  const fake = fakePortal([
    ...more,
    [getEmployee, () => candidate],
    [turnCandidateToEmployee, () => ({ ...candidate, status: 'ACTIVE', candidate: false, proInfos: { ...candidate.proInfos, hiredOn: '2026-11-24' } })],
    [updateEmployeeInfos, ({ body }) => ({ ...candidate, ...(body as object) })],
    [employeeChangelogs, () => []],
    [searchNotes, () => onePage([])],
    [searchUnavailabilities, () => onePage([])],
    [listWeeklyUnavailabilities, () => []],
  ]);
  const router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, { router, ...noPaye() });
  return { ...fake, router };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

/** Clicks 'Enregistrer' once the change has rendered (Preact renders later: the button is disabled until the form is dirty). */
async function submitted(panel: HTMLElement) {
  const save = await eventually(() => {
    const found = button('Enregistrer', panel);
    expect(found.disabled).toBe(false);
    return found;
  });
  save.click();
}

const tag = () => find('.ap-record-head__name .ap-tag').textContent;

describe('EmployeeRecordScreen', () => {
  it('shows a candidate’s header and tabs, and turns it into an employee', async () => {
    const fake = api('/candidates/7/home');
    unmount = fake.render(<EmployeeRecordScreen params={{ employeeId: '7' }} title="Candidat – Synthèse" />).unmount;
    await eventually(() => expect(find('h1').textContent).toContain('Amélie Garnier'));
    expect(pageText()).toContain('INT-1-0042 · Auxiliaire de puériculture');
    expect(tag()).toBe('Candidat');
    expect(findAll('[aria-label="Onglets de la fiche"] a').map((a) => a.textContent)).toEqual([
      'Synthèse', 'Informations', 'Messages', 'Discussions', 'Notes', 'Planning', 'Historique', 'Absences',
    ]);
    expect(findAll('.ap-record-head__actions button').map((b) => b.textContent)).toEqual(['Prochain échange', 'Passer en salarié', 'Archiver']);

    button('Passer en salarié').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Amélie Garnier devient salarié·e de l’agence'));
    expect(fake.calls.some((call) => call.name === 'employees.toEmployee')).toBe(false);
    button('Passer en salarié', find('dialog[open]')).click();
    await eventually(() => expect(tag()).toBe('Actif'));
    expect(fake.calls.filter((call) => call.name === 'employees.toEmployee').map((call) => call.params)).toEqual([{ id: '7' }]);
    expect(findAll('.ap-record-head__actions button').map((b) => b.textContent)).toEqual(['Prochain échange', 'Archiver']);
    // An employee lives under /employees: the record follows.
    expect(fake.router.location.value).toBe('/employees/7/home');
  });

  it("shows 'Champ obligatoire' on an emptied required field of the infos form and sends nothing", async () => {
    const fake = api('/candidates/7/infos');
    unmount = fake.render(<EmployeeRecordScreen params={{ employeeId: '7' }} title="Candidat – Informations" />).unmount;
    const identity = await eventually(() => find('section[aria-label="Identité et contact"]'));
    const lastName = control('Nom', identity);
    typeInto(lastName, '');
    leave(lastName);
    typeInto(control('Date de naissance', identity), '12/03/2199');
    await submitted(identity);
    await eventually(() => expect(pageText(identity)).toContain('Champ obligatoire'));
    expect(pageText(identity)).toContain('La date de naissance ne peut pas être dans le futur');
    expect(pageText(identity)).toContain('Le formulaire contient des erreurs');
    expect(fake.calls.some((call) => call.name === 'employees.infos')).toBe(false);

    typeInto(lastName, 'Garnier-Roux');
    typeInto(control('Date de naissance', identity), '12/03/1994');
    await submitted(identity);
    await eventually(() => expect(fake.calls.filter((call) => call.name === 'employees.infos')).toHaveLength(1));
    expect(fake.calls.find((call) => call.name === 'employees.infos')?.body).toMatchObject({ lastName: 'Garnier-Roux', birthDate: '1994-03-12', phoneNumber1: '06 12 34 56 78' });
    await eventually(() => expect(find('h1').textContent).toContain('Amélie Garnier-Roux'));
  });

  it('adds an absence through its dialog and deletes it after the confirmation, each with its message', async () => {
    const absences: Unavailability[] = [];
    const fake = fakePortal([
      [getEmployee, () => ({ ...candidate, status: 'ACTIVE', candidate: false })],
      [searchUnavailabilities, () => onePage(absences)],
      [createUnavailability, ({ body }) => {
        const created = { id: 90, userId: 7, user: { id: 7, firstName: 'Amélie', lastName: 'Garnier' }, comment: null, durationInDays: 2, ...(body as object) } as Unavailability;
        absences.unshift(created);
        return created;
      }],
      [deleteUnavailability, () => void absences.splice(0, 1)],
      // No planned event under the absence: the dialog saves without listing any.
      [affectedEvents, () => []],
    ]);
    Object.assign(fake.portal, { router: createRouter('memory', undefined, '/employees/7/absences'), ...noPaye() });
    unmount = fake.render(<EmployeeRecordScreen params={{ employeeId: '7' }} title="Salarié – Absences" />).unmount;
    (await eventually(() => button('Ajouter une absence'))).click();
    const dialog = await eventually(() => find('dialog[open]'));
    choose(control<HTMLSelectElement>('Type', dialog), 'SICK_VACATION');
    const [from, to] = findAll<HTMLFieldSetElement>('fieldset.ap-datetime', dialog);
    typeInto(control('Date', from), '02/12/2026');
    typeInto(control('Date', to), '03/12/2026');
    await nextFrame();
    const end = control('Heure', to);
    typeInto(end, '18:00');
    leave(end);
    await nextFrame();
    button('Ajouter', dialog).click();
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    expect(fake.calls.find((call) => call.name === 'unavailabilities.create')).toMatchObject({
      params: { userId: '7' },
      body: { type: 'SICK_VACATION', startDateTime: '2026-12-02T09:00', endDateTime: '2026-12-03T18:00', comment: null },
    });
    await eventually(() => expect(pageText(find('table'))).toContain('Arrêt maladie'));

    button('Supprimer l’indisponibilité du 02/12/2026 à 09:00').click();
    const confirmation = await eventually(() => find('dialog[open]'));
    expect(pageText(confirmation)).toContain('Confirmez-vous la suppression de cette indisponibilité ?');
    button('Supprimer', confirmation).click();
    await eventually(() => expect(pageText()).toContain('Suppression effectuée !'));
    expect(fake.calls.filter((call) => call.name === 'unavailabilities.delete').map((call) => call.params)).toEqual([{ id: '90' }]);
    await eventually(() => expect(pageText()).toContain('Aucun résultat'));
    expect(pageText()).not.toContain('Arrêt maladie');
  });
  it('writes to the professional from her Messages tab: the sending names her, the discussion shows it', async () => {
    const sent: unknown[] = [];
    const agency = { kind: 'AGENCY', id: 1, label: "Agence Lyon Presqu'île" } as const;
    const amelie = { kind: 'PRO', id: 7, label: 'Amélie Garnier' } as const;
    const base = { recipientId: 7, recipientFamily: null, childId: null, replyOf: null, type: 'TEXT', unread: true, fromAgency: true, from: agency, to: amelie } as const;
    const fake = api('/employees/7/messages', [
      [searchProMessages, () => onePage(sent.map((body, index) => ({ ...base, ...MessageSending.parse(body), id: 90 + index, sendDate: '2026-03-16T07:45:00.000Z' })))],
      [sendMessage, ({ body }) => (sent.push(body), { ...base, ...MessageSending.parse(body), id: 90, sendDate: '2026-03-16T07:45:00.000Z' })],
      [markMessagesRead, () => ({ marked: 0, unreadCount: 0 })],
    ]);
    unmount = fake.render(<EmployeeRecordScreen params={{ employeeId: '7', tab: 'messages' }} title="Salarié – Messages" />).unmount;
    await eventually(() => expect(pageText()).toContain('Aucun message échangé pour le moment'));
    const thread = find('section[aria-label="Discussion avec Amélie Garnier"]');
    typeInto(find<HTMLTextAreaElement>('textarea', thread), 'Bonjour Amélie, votre planning de lundi est prêt.');
    // Preact renders later: « Envoyer » is disabled until the text is there.
    (await eventually(() => {
      const send = button('Envoyer', thread);
      expect(send.disabled).toBe(false);
      return send;
    })).click();
    await eventually(() => expect(sent).toEqual([{ recipientId: 7, recipientFamily: null, content: 'Bonjour Amélie, votre planning de lundi est prêt.', type: 'TEXT', childId: null, replyOf: null }]));
    await eventually(() => expect(find('.ap-bubble--mine .ap-bubble__text').textContent).toBe('Bonjour Amélie, votre planning de lundi est prêt.'));
    expect(find('.ap-bubble--mine .ap-bubble__status').textContent).toBe('Non lu');
  });
});
