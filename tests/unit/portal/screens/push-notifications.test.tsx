/**
 * /pushNotifications, React and Preact: the history of those sent, newest first; nothing sent
 * while the recipient, the title or the text is missing ('Champ obligatoire' on each), a text over
 * its limit refused on its field, the server's refusal shown on its field; once sent, the form
 * empties and the history shows it.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchAdminUsers } from '../../../../src/api/contract/agencyManagers';
import { HEADERS } from '../../../../src/api/contract/common';
import * as api from '../../../../src/api/contract/push';
import { PUSH_BODY_MAX } from '../../../../src/domain/adminNetwork';
import { MESSAGES } from '../../../../src/domain/messages';
import { maxLengthMessage } from '../../../../src/domain/validation';
import { APP_VERSION } from '../../../../src/domain/version';
import { PushNotificationsScreen } from '../../../../src/portal/screens/pushNotifications/PushNotificationsScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, type FakeHandler } from '../widgets/support/portal';

const INES = { id: 6, firstName: 'Inès', lastName: 'Haddad', login: 'intervenante@demo.fr', role: 'PRO' as const };
const CAMILLE = { id: 1, firstName: 'Camille', lastName: 'Martin' };
const sent = (id: number, title: string, body: string, sentAt: string): api.PushNotification => ({ id, title, body, sentAt, recipient: INES, sender: CAMILLE });

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function screen(send?: FakeHandler) {
  let history = [sent(1, 'Planning de la semaine', 'Votre planning est disponible.', '2026-11-12T08:30:00Z')];
  const fake = fakePortal([
    [api.pushHistory, () => history],
    [searchAdminUsers, () => [{ ...INES, isMultiAgencies: false, agencies: [{ id: 1, label: "Agence Lyon Presqu'île" }] }]],
    [api.sendPush, send ?? (({ body }) => {
      const { title, body: text } = body as api.PushDraft;
      history = [sent(2, title, text, '2026-11-24T10:00:00Z'), ...history];
      return history[0];
    })],
  ]);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, '/pushNotifications', () => false), agencyContext: { agency: signal(null) } });
  unmount = fake.render(<PushNotificationsScreen params={{}} title="Notifications push" />).unmount;
  return fake;
}

/** Each row's title and text. */
const titles = () => findAll('tbody tr').map((row) => findAll('.ap-push__who > span', findAll('td', row)[2]!).map((span) => pageText(span)).join(' | '));
const sends = (fake: ReturnType<typeof fakePortal>) => fake.calls.filter((c) => c.name === 'push.send');

async function pickInes() {
  const input = find<HTMLInputElement>('input[role="combobox"]');
  input.focus();
  typeInto(input, 'had');
  await eventually(() => expect(findAll('[role="option"]').map((o) => o.textContent)).toEqual(['Inès Haddad (intervenante@demo.fr, Intervenant)']));
  find('[role="option"]').click();
  await nextFrame();
}

describe('/pushNotifications', () => {
  it('sends nothing while a field is missing, then sends and shows it first in the history', async () => {
    const fake = screen();
    await eventually(() => expect(titles()).toEqual(['Planning de la semaine | Votre planning est disponible.']));
    typeInto(control('Titre'), 'Rappel');
    await nextFrame();
    button('Envoyer').click();
    await eventually(() => expect(pageText()).toContain(MESSAGES.formHasErrors));
    expect(findAll('.ap-field__error').map((e) => e.textContent)).toEqual([MESSAGES.required, MESSAGES.required]);
    expect(sends(fake)).toHaveLength(0);

    await pickInes();
    typeInto(control<HTMLTextAreaElement>('Texte'), 'x'.repeat(PUSH_BODY_MAX + 1));
    await nextFrame();
    button('Envoyer').click();
    await eventually(() => expect(findAll('.ap-field__error').map((e) => e.textContent)).toEqual([maxLengthMessage(PUSH_BODY_MAX)]));
    expect(sends(fake)).toHaveLength(0);

    typeInto(control<HTMLTextAreaElement>('Texte'), 'Pensez à valider votre feuille d’heures.');
    await nextFrame();
    button('Envoyer').click();
    await eventually(() => expect(pageText()).toContain('Notification envoyée !'));
    expect(sends(fake)[0]).toMatchObject({ params: { id: '6' }, body: { title: 'Rappel', body: 'Pensez à valider votre feuille d’heures.' } });
    await eventually(() => expect(titles()[0]).toBe('Rappel | Pensez à valider votre feuille d’heures.'));
    expect(control('Titre').value).toBe('');
    expect(find<HTMLInputElement>('input[role="combobox"]').value).toBe('');
  });

  it("shows the server's refusal on its field", async () => {
    const refusal = () => new Response(JSON.stringify({ errors: [{ code: 'PARAMETERS_ERROR', label: 'Champ « title » : doit contenir au plus 65 caractères', field: 'title' }] }), {
      status: 400, headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION },
    });
    const fake = screen(refusal);
    await eventually(() => expect(titles()).toHaveLength(1));
    await pickInes();
    typeInto(control('Titre'), 'Rappel');
    typeInto(control<HTMLTextAreaElement>('Texte'), 'Texte');
    await nextFrame();
    button('Envoyer').click();
    await eventually(() => expect(control('Titre').getAttribute('aria-invalid')).toBe('true'));
    expect(pageText()).toContain('doit contenir au plus 65 caractères');
    expect(sends(fake)).toHaveLength(1);
    expect(titles()).toHaveLength(1);
  });
});
