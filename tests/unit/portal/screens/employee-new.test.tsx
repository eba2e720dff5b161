/**
 * /candidates/new, React and Preact: the typed birth date checked before anything is sent, the
 * server's error shown on its field (a taken e-mail), then the candidate created with the body
 * the contract expects and its record opened in place of the creation page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../../src/api/contract/common';
import { createEmployee, type EmployeeDetails } from '../../../../src/api/contract/employeeRecord';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { APP_VERSION } from '../../../../src/domain/version';
import { EmployeeNewScreen } from '../../../../src/portal/screens/employees/EmployeeNewScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { refusesThenSaves } from '../support/refusedSave';
import { button, choose, control, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const emailTaken = () =>
  new Response(JSON.stringify({ errors: [{ code: 'PARAMETERS_ERROR', label: 'Un salarié ou candidat existe déjà avec cet e-mail', field: 'email' }] }), {
    status: 400,
    headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION },
  });

const created = (body: Record<string, unknown>): EmployeeDetails => ({
  id: 42, ref: 'INT-1-0042', status: 'CANDIDATE', candidate: true, archived: false, civility: 'MME', firstName: 'Amélie', lastName: 'Garnier', birthDate: '1994-03-12',
  nationality: null, email: String(body.email), phoneNumber1: '0612345678', phoneNumber2: null, address: { street: '12 rue Mercière', zipCode: '69002', city: 'Lyon' },
  transportOptions: { drivingLicence: false, car: false, publicTransport: false, maxDistanceKm: null }, proInfos: { socialSecurityNumber: null, hiredOn: null, jobTitle: null, diplomas: null },
  notes: null, createdAt: '2026-11-24T09:00:00.000Z', lastExchangeAt: null, nextExchangeAt: null, families: [],
});

describe('EmployeeNewScreen', () => {
  it('creates a candidate once the form is right, the server’s refusal on its field', async () => {
    let answers = 0;
    const fake = fakePortal([[createEmployee, ({ body }) => (++answers === 1 ? emailTaken() : created(body as Record<string, unknown>))]]);
    const router = createRouter('memory', undefined, '/candidates/new');
    Object.assign(fake.portal, { router });
    unmount = fake.render(<EmployeeNewScreen params={{}} title="Nouveau candidat" />).unmount;
    await eventually(() => expect(pageText()).toContain('Nouveau candidat'));
    expect(pageText()).not.toContain('Date d’embauche');

    choose(control<HTMLSelectElement>('Civilité'), 'MME');
    typeInto(control('Prénom'), 'Amélie');
    typeInto(control('Nom'), 'Garnier');
    typeInto(control('Date de naissance'), '12/03/2199');
    typeInto(control('E-mail'), 'amelie.garnier@exemple.fr');
    typeInto(control('Mobile'), '06 12 34 56 78');
    typeInto(control('Adresse'), '12 rue Mercière');
    typeInto(control('Code postal'), '69002');
    typeInto(control('Ville'), 'Lyon');
    await nextFrame();
    button('Créer').click();
    await eventually(() => expect(pageText(control('Date de naissance').closest('.ap-field')!)).toContain('La date de naissance ne peut pas être dans le futur'));
    expect(fake.calls).toEqual([]);

    typeInto(control('Date de naissance'), '12/03/1994');
    await nextFrame();
    button('Créer').click();
    await eventually(() => expect(pageText(control('E-mail').closest('.ap-field')!)).toContain('Un salarié ou candidat existe déjà avec cet e-mail'));
    expect(fake.calls[0]?.body).toEqual({
      candidate: true, civility: 'MME', firstName: 'Amélie', lastName: 'Garnier', birthDate: '1994-03-12', nationality: null, email: 'amelie.garnier@exemple.fr',
      phoneNumber1: '06 12 34 56 78', phoneNumber2: null, address: { street: '12 rue Mercière', zipCode: '69002', city: 'Lyon' }, socialSecurityNumber: null, hiredOn: null,
    });

    typeInto(control('E-mail'), 'amelie.garnier2@exemple.fr');
    await nextFrame();
    button('Créer').click();
    await eventually(() => expect(router.location.value).toBe('/candidates/42/home'));
    expect(fake.calls).toHaveLength(2);
  });

  it('refuses a hiring date that does not exist, then creates the employee with the date typed', async () => {
    const fake = fakePortal([[createEmployee, ({ body }) => created(body as Record<string, unknown>)]]);
    Object.assign(fake.portal, { router: createRouter('memory', undefined, '/employees/new') });
    unmount = fake.render(<EmployeeNewScreen params={{}} title="Nouveau salarié" />).unmount;
    await eventually(() => control('Date d’embauche'));
    choose(control<HTMLSelectElement>('Civilité'), 'MME');
    const typed = [['Prénom', 'Amélie'], ['Nom', 'Garnier'], ['Date de naissance', '12/03/1994'], ['E-mail', 'amelie.garnier@exemple.fr'], ['Mobile', '06 12 34 56 78'], ['Adresse', '12 rue Mercière'], ['Code postal', '69002'], ['Ville', 'Lyon']];
    for (const [label, text] of typed) typeInto(control(label!), text!);
    await nextFrame();
    await refusesThenSaves({
      calls: fake.calls, field: 'Date d’embauche', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '02/03/2026', save: 'Créer', endpoint: 'employees.create',
      body: {
        candidate: false, civility: 'MME', firstName: 'Amélie', lastName: 'Garnier', birthDate: '1994-03-12', nationality: null, email: 'amelie.garnier@exemple.fr',
        phoneNumber1: '06 12 34 56 78', phoneNumber2: null, address: { street: '12 rue Mercière', zipCode: '69002', city: 'Lyon' }, socialSecurityNumber: null, hiredOn: '2026-03-02',
      },
    });
  });
});
