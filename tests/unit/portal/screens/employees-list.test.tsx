/**
 * /employees and /candidates on the list kit, React and Preact: the URL becomes the v2 search
 * body (the employees kept to their statuses, the candidates to theirs), a filter ticked among
 * the counted choices changes the URL, the notes' stats show beside their range, an empty
 * answer reads 'Aucun résultat'.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { myPreferences } from '../../../../src/api/contract/account';
import { employeesV2Distribution, employeesV2Stats, searchEmployeesV2, type EmployeeListItem } from '../../../../src/api/contract/employees';
import { EmployeesListScreen } from '../../../../src/portal/screens/employees/EmployeesListScreen';
import { employeesListBody, employeesListName, LIST_CONFIGS } from '../../../../src/portal/screens/employees/employeesList';
import { readListState } from '../../../../src/domain/list/listState';
import { listQuery } from '../../../../src/portal/state/queryCache';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, find, findAll, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const employee = (id: number, firstName: string, lastName: string, extra: Partial<EmployeeListItem> = {}): EmployeeListItem => ({
  id, ref: `SAL-1-${String(id).padStart(4, '0')}`, firstName, lastName, candidate: false, status: 'ACTIVE', email: `s${id}@exemple.fr`, phoneNumber1: '0612345678',
  phoneNumber2: null, city: 'Lyon', zipCode: '69003', nationality: null, contractsCount: 2, notesCount: 1, notesRemindersCount: 0, createdAt: '2026-01-10T09:00:00.000Z',
  lastExchangeAt: null, nextExchangeAt: null, ...extra,
});

function api(location: string, answer: (body: unknown) => unknown = () => onePage([employee(1, 'Inès', 'Bernard'), employee(2, 'Paul', 'Girard')])) {
  const fake = fakePortal([
    [searchEmployeesV2, ({ body }) => answer(body)],
    [employeesV2Distribution, () => ({ attribute: 'city', total: 12, values: [{ value: 'Lyon', count: 9 }, { value: 'Villeurbanne', count: 3 }] })],
    [employeesV2Stats, () => ({ attribute: 'notesCount', count: 20, min: 0, max: 5, mean: 1.5, sum: 30 })],
    [myPreferences, () => []],
  ]);
  const router = createRouter('memory', undefined, location);
  // A director of an agency without paye: no « Déposer les bulletins de paie » (its test: paysheets-upload).
  const noPaye = { session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal({ payeEnabled: false, payeActiveForAgency: false }) } };
  Object.assign(fake.portal, { router, ...noPaye });
  return { ...fake, router };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const searches = (calls: { name: string; body: unknown }[]) => calls.filter((call) => call.name === 'employees.v2.search');

describe('EmployeesListScreen', () => {
  it('sends the list the URL describes, links each name to its record, and keeps the employees to their statuses', async () => {
    const fake = api('/employees?q=bern&city=Lyon&sort=-createdAt&page=2&size=20');
    unmount = fake.render(<EmployeesListScreen params={{}} title="Salariés" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(searches(fake.calls)[0]?.body).toEqual({
      text: 'bern',
      filters: [
        { attribute: 'city', operator: 'EQUALS', value: 'Lyon' },
        { attribute: 'status', operator: 'EQUALS', value: 'ACTIVE' },
      ],
      sort: { attribute: 'createdAt', direction: 'DESC' },
      pageNumber: 1,
      pageSize: 20,
    });
    expect(pageText()).toContain('Inès Bernard');
    expect(find<HTMLAnchorElement>('tbody a.ap-strong').getAttribute('href')).toContain('/employees/1/home');
    expect(employeesListBody('employees', readListState('status=', LIST_CONFIGS.employees)).filters).toEqual([
      { attribute: 'status', operator: 'IN', values: ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'] },
    ]);
  });

  it('asks for the candidates only on /candidates, taking the request navigation started', async () => {
    const fake = api('/candidates');
    const body = employeesListBody('candidates', readListState('', LIST_CONFIGS.candidates));
    expect(body).toMatchObject({ filters: [{ attribute: 'status', operator: 'EQUALS', value: 'CANDIDATE' }], sort: { attribute: 'createdAt', direction: 'DESC' } });
    void fake.portal.queries.fetch(listQuery(employeesListName('candidates'), {
      body, reads: ['employees'], send: () => Promise.resolve(onePage([employee(7, 'Zoé', 'Martin', { status: 'CANDIDATE', candidate: true })])),
    }));
    unmount = fake.render(<EmployeesListScreen params={{}} title="Candidats" />).unmount;
    await eventually(() => expect(pageText()).toContain('Zoé Martin'));
    expect(searches(fake.calls)).toHaveLength(0);
    expect(find<HTMLAnchorElement>('tbody a.ap-strong').getAttribute('href')).toContain('/candidates/7/home');
  });

  it('puts a filter ticked among the counted choices in the URL', async () => {
    const fake = api('/employees');
    unmount = fake.render(<EmployeesListScreen params={{}} title="Salariés" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    button('Ville').click();
    await eventually(() => expect(pageText(find('.ap-filter__panel'))).toContain('Villeurbanne3'));
    findAll<HTMLInputElement>('.ap-filter__panel input[type="checkbox"]')[1]!.click();
    await eventually(() => expect(fake.router.location.value).toBe('/employees?city=Villeurbanne'));
    expect(fake.calls.find((call) => call.name === 'employees.v2.distribution')?.body).toMatchObject({ attribute: 'city' });
  });

  it('offers « Archivé » in the status filter: the archived employees are asked for only once it is ticked', async () => {
    const fake = api('/employees');
    unmount = fake.render(<EmployeesListScreen params={{}} title="Salariés" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(JSON.stringify(searches(fake.calls)[0]?.body)).not.toContain('ARCHIVED');
    findAll<HTMLButtonElement>('button').find((b) => b.textContent?.startsWith('Statut'))!.click();
    await eventually(() => expect(pageText(find('.ap-filter__panel'))).toContain('Archivé'));
    findAll<HTMLInputElement>('.ap-filter__panel input[type="checkbox"]').at(-1)!.click();
    await eventually(() => expect(fake.router.location.value).toContain('ARCHIVED'));
    await eventually(() => expect((searches(fake.calls).at(-1)?.body as { filters: unknown[] }).filters).toContainEqual({ attribute: 'status', operator: 'IN', values: ['ACTIVE', 'ARCHIVED'] }));
  });

  it('shows the notes’ stats beside their range', async () => {
    const fake = api('/employees');
    unmount = fake.render(<EmployeesListScreen params={{}} title="Salariés" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    button('Notes').click();
    await eventually(() => expect(find('.ap-filter__panel').textContent).toContain('Min 0 · Max 5 · Moyenne 1,5 · Total 30'));
  });

  it('says when nothing matches', async () => {
    const fake = api('/employees', () => onePage([]));
    unmount = fake.render(<EmployeesListScreen params={{}} title="Salariés" />).unmount;
    await eventually(() => expect(searches(fake.calls)).toHaveLength(1));
    typeInto(find<HTMLInputElement>('input[type="search"]'), 'zzz');
    await eventually(() => expect(pageText()).toContain('Aucun résultat'));
  });
});
