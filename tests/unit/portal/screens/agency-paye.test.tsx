/**
 * /agency/paye, React and Preact: the agency's paye state and its unmatched employees; the
 * payroll numbers typed are sent (the empty rows stay listed), a refused number shows on its
 * row; nothing is sent while no number is typed; without paye, no tab and /accessdenied.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../../src/api/contract/common';
import * as paye from '../../../../src/api/contract/paye';
import { APP_VERSION } from '../../../../src/domain/version';
import { AgencyPayeScreen, MAPPING_NOTHING_TYPED } from '../../../../src/portal/screens/agency/AgencyPayeScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, type FakeHandler } from '../widgets/support/portal';

const UNMAPPED = [
  { id: 11, ref: 'INT-1-0011', firstName: 'Nadia', lastName: 'Robin' },
  { id: 12, ref: 'INT-1-0012', firstName: 'Agathe', lastName: 'André' },
  { id: 13, ref: null, firstName: 'Léa', lastName: 'Morel' },
];

function screen(available: boolean, validate: FakeHandler) {
  let unmapped = UNMAPPED;
  const fake = fakePortal([
    [paye.looksForAgencyInitialization, () => ({ initialized: true, employeesCount: 8, mappedCount: 5, unmapped })],
    [paye.validateEmployeesMapping, (request) => {
      const answer = validate(request);
      if (answer instanceof Response) return answer;
      const sent = (request.body as { mappings: { employeeId: number }[] }).mappings.map((m) => m.employeeId);
      unmapped = unmapped.filter((e) => !sent.includes(e.id));
      return { initialized: true, employeesCount: 8, mappedCount: 8 - unmapped.length, unmapped };
    }],
  ]);
  const router = createRouter('memory', undefined, '/agency/paye');
  Object.assign(fake.portal, {
    router,
    session: { user: signal({ role: 'DIRECTOR' }) },
    agencyContext: { agency: signal({ id: 1, payeEnabled: true, payeActiveForAgency: available }) },
  });
  unmount = fake.render(<AgencyPayeScreen params={{}} title="Agence – Paie" />).unmount;
  return { ...fake, router };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const rows = () => findAll('tbody tr').map((row) => pageText(row));
const sent = (fake: ReturnType<typeof screen>) => fake.calls.filter((c) => c.name === 'paye.validateEmployeesMapping');

describe('/agency/paye', () => {
  it('maps the employees whose payroll number is typed; the others stay listed', async () => {
    const fake = screen(true, () => undefined);
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(findAll('[aria-label="Pages de l’agence"] a').map((a) => a.textContent)).toContain('Paie');
    expect(pageText()).toMatch(/Rapprochés dans la paie\s*5/);
    button('Valider le rapprochement').click();
    await eventually(() => expect(pageText()).toContain(MAPPING_NOTHING_TYPED));
    expect(sent(fake)).toHaveLength(0);

    typeInto(control('Matricule de paie de Nadia Robin'), 'PAIE-77');
    typeInto(control('Matricule de paie de Léa Morel'), ' PAIE-78 ');
    await nextFrame();
    button('Valider le rapprochement').click();
    await eventually(() => expect(pageText()).toContain('2 salariés rapprochés dans la paie'));
    expect(sent(fake)[0]!.body).toEqual({ mappings: [{ employeeId: 11, payrollNumber: 'PAIE-77' }, { employeeId: 13, payrollNumber: 'PAIE-78' }] });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toContain('André Agathe');
    expect(pageText()).toMatch(/Rapprochés dans la paie\s*7/);
  });

  it('shows a refused payroll number on its row', async () => {
    const refusal = () => new Response(JSON.stringify({ errors: [{ code: 'PARAMETERS_ERROR', label: 'Le matricule PAIE-1 est déjà attribué', field: 'mappings.0' }] }), {
      status: 400, headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION },
    });
    const fake = screen(true, refusal);
    await eventually(() => expect(rows()).toHaveLength(3));
    typeInto(control('Matricule de paie de Agathe André'), 'PAIE-1');
    await nextFrame();
    button('Valider le rapprochement').click();
    await eventually(() => expect(rows()[1]).toContain('Le matricule PAIE-1 est déjà attribué'));
    expect(rows()).toHaveLength(3);
    expect(sent(fake)).toHaveLength(1);
  });

  it('goes to /accessdenied where paye is not available, and calls nothing', async () => {
    const fake = screen(false, () => undefined);
    await eventually(() => expect(fake.router.location.value).toBe('/accessdenied'));
    expect(fake.calls).toHaveLength(0);
  });
});
