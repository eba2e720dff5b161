/**
 * /agencies/{agencyId}/managers, React and Preact: the agency's managers; one found by name
 * (directors and advisers only are asked for) is added, one removed after confirmation, and a
 * refusal of the server is shown. (The agency's name in the title is left unanswered here.)
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../../../src/api/contract/agencyManagers';
import { HEADERS } from '../../../../src/api/contract/common';
import { MESSAGES } from '../../../../src/domain/messages';
import { APP_VERSION } from '../../../../src/domain/version';
import { AgencyManagersScreen } from '../../../../src/portal/screens/agencies/AgencyManagersScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, find, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, type FakeHandler } from '../widgets/support/portal';

const LYON = { id: 1, label: "Agence Lyon Presqu'île" };
const PARIS = { id: 3, label: 'Agence Paris 11e' };
const user = (id: number, firstName: string, lastName: string, role: api.AdminUser['role'], agencies = [LYON]): api.AdminUser => ({
  id, firstName, lastName, login: `${firstName.toLowerCase()}@demo.fr`, role, isMultiAgencies: agencies.length > 1, agencies,
});
const SOPHIE = user(2, 'Sophie', 'Lefèvre', 'DIRECTOR');
const JULIEN = user(3, 'Julien', 'Moreau', 'ADVISER');
const ELODIE = user(32, 'Élodie', 'Petit', 'DIRECTOR', [PARIS]);

function screen(remove?: FakeHandler) {
  let managers = [SOPHIE, JULIEN];
  let history: { id: number; at: string; author: string; description: string }[] = [];
  const fake = fakePortal([
    [api.agencyManagerChangelogs, () => history],
    [api.agencyManagers, () => managers],
    [api.searchAdminUsers, () => [ELODIE]],
    [api.addAgencyManager, () => (managers = [...managers, { ...ELODIE, isMultiAgencies: true, agencies: [LYON, PARIS] }])],
    [api.removeAgencyManager, (request) => {
      history = [{ id: 1, at: '2026-03-16T07:30:00.000Z', author: 'Camille Martin', description: 'Julien Moreau n’est plus responsable de l’agence « Agence Lyon Presqu’île »' }];
      return remove ? remove(request) : (managers = managers.filter((m) => m.id !== Number(request.params.userId)));
    }],
  ]);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, '/agencies/1/managers', () => false), agencyContext: { agency: signal(null) } });
  unmount = fake.render(<AgencyManagersScreen params={{ agencyId: '1' }} title="Agence – Responsables" />).unmount;
  return fake;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const names = () => findAll('tbody tr').map((row) => pageText(find('td', row)));

describe('/agencies/{agencyId}/managers', () => {
  it('adds a director found by name, who then works in both agencies', async () => {
    const fake = screen();
    await eventually(() => expect(names()).toEqual(['Sophie Lefèvre', 'Julien Moreau']));
    const input = find<HTMLInputElement>('input[role="combobox"]');
    input.focus();
    typeInto(input, 'pet');
    await eventually(() => expect(findAll('[role="option"]').map((o) => o.textContent)).toEqual(['Élodie Petit (élodie@demo.fr)']));
    find('[role="option"]').click();
    await nextFrame();
    button('Ajouter').click();
    await eventually(() => expect(names()).toEqual(['Sophie Lefèvre', 'Julien Moreau', 'Élodie Petit']));
    expect(pageText()).toContain(MESSAGES.saved);
    expect(pageText()).toContain("Agence Lyon Presqu'île, Agence Paris 11e");
    expect(fake.calls.find((c) => c.name === 'admin.usersSearch')!.body).toEqual({ namePattern: 'pet', roles: ['DIRECTOR', 'ADVISER'] });
    expect(fake.calls.find((c) => c.name === 'admin.agencyManagers.add')!.params).toEqual({ id: '1', userId: '32' });
  });

  it('removes a manager after confirmation, and shows why the server refuses one', async () => {
    let refuse = false;
    const refusal = new Response(JSON.stringify({ errors: [{ code: 'PARAMETERS_ERROR', label: 'C’est la seule agence de ce responsable : rattachez-le d’abord à une autre agence', field: 'userId' }] }), {
      status: 400, headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION },
    });
    screen(({ params }) => (refuse ? refusal : [SOPHIE, JULIEN].filter((m) => m.id !== Number(params.userId))));
    await eventually(() => expect(names()).toHaveLength(2));
    button('Retirer Julien Moreau').click();
    await eventually(() => expect(pageText(find('dialog'))).toContain('Confirmez-vous le retrait de ce responsable de l’agence ?'));
    button('Supprimer', find('dialog')).click();
    await eventually(() => expect(names()).toEqual(['Sophie Lefèvre']));
    expect(pageText()).toContain(MESSAGES.deleted);
    await eventually(() => expect(pageText(find('[aria-label="Historique des responsables"]'))).toBe('16/03/2026 à 08:30 · Camille Martin — Julien Moreau n’est plus responsable de l’agence « Agence Lyon Presqu’île »'));

    refuse = true;
    button('Retirer Sophie Lefèvre').click();
    await eventually(() => button('Supprimer', find('dialog')));
    button('Supprimer', find('dialog')).click();
    await eventually(() => expect(pageText()).toContain('C’est la seule agence de ce responsable'));
    expect(names()).toEqual(['Sophie Lefèvre']);
  });
});
