/**
 * /messages (issue 15), React and Preact: the inbox lists the agency's received messages with
 * their unread dot, De and À; opening one asks for it (the server marks it read), the list and
 * the menu's badge follow; the form's counter refuses 501 characters before anything is sent;
 * a new message to a chosen family and a reply post bodies the contract accepts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFamilies } from '../../../../src/api/contract/families';
import { deleteMessage, familyChildrenForMessages, getMessage, searchCopyMessages, searchMyMessages, sendMessage, MessageSending, type Message } from '../../../../src/api/contract/messages';
import { MessagesScreen } from '../../../../src/portal/screens/messages/MessagesScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const AGENCY = { kind: 'AGENCY', id: 1, label: "Agence Lyon Presqu'île" } as const;
const BERNARD = { kind: 'FAMILY', id: 5, label: 'Famille Bernard' } as const;
const INES = { kind: 'PRO', id: 11, label: 'Inès Haddad' } as const;

const message = (id: number, extra: Partial<Message>): Message => ({
  id, content: `Message ${id}`, fromAgency: false, unread: false, sendDate: '2026-11-20T08:30:00.000Z', recipientId: null, recipientFamily: null,
  childId: null, replyOf: null, type: 'TEXT', from: BERNARD, to: AGENCY, ...extra,
});

const INBOX = [
  message(1, { content: 'Léa sera absente mercredi, merci de prévenir Inès.', unread: true }),
  message(2, { content: 'Je serai en retard de dix minutes.', from: INES, type: 'LATE' }),
];

function api(location: string) {
  const read = new Set<number>();
  const sent: unknown[] = [];
  const fake = fakePortal([
    [searchMyMessages, () => onePage(INBOX.map((m) => ({ ...m, unread: m.unread && !read.has(m.id) })))],
    [searchCopyMessages, () => onePage([])],
    [getMessage, ({ params }) => (read.add(Number(params.id)), { ...INBOX.find((m) => m.id === Number(params.id))!, unread: false })],
    [sendMessage, ({ body }) => (sent.push(body), message(99, { ...MessageSending.parse(body), fromAgency: true, from: AGENCY, to: BERNARD, unread: true }))],
    [familyChildrenForMessages, () => [{ id: 7, firstName: 'Léa', lastName: 'Bernard' }]],
    [searchFamilies, () => onePage([{ id: 5, name: 'Famille Bernard', city: null, childrenFirstNames: [] }])],
    [deleteMessage, () => undefined],
  ]);
  const router = createRouter('memory', undefined, location);
  const counters = { refresh: vi.fn(async () => undefined) };
  Object.assign(fake.portal, { router, counters });
  return { ...fake, router, counters, sent };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const searches = (calls: { name: string; body: unknown }[]) => calls.filter((call) => call.name === 'messages.allMines');
const textarea = () => find<HTMLTextAreaElement>('textarea');

describe('MessagesScreen', () => {
  it('lists the inbox: unread dot, De, type and content (no direction nor « À »: the agency receives them all), the received box asked page 0 of 20', async () => {
    const fake = api('/messages/inbox');
    unmount = fake.render(<MessagesScreen params={{}} title="Messages – Reçus" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(searches(fake.calls)[0]?.body).toEqual({ box: 'INBOX', text: null, pageNumber: 0, pageSize: 20 });
    const [first, second] = findAll('tbody tr');
    expect(first!.querySelector('[aria-label="Non lu"]')).toBeTruthy();
    expect(second!.querySelector('[aria-label="Non lu"]')).toBeNull();
    expect(first!.textContent).toContain('Famille Bernard');
    expect(first!.textContent).not.toContain("Agence Lyon Presqu'île");
    expect(findAll('thead th').map((th) => th.textContent)).toEqual(['Non lu', 'Date', 'De', 'Type', 'Message', 'Actions']);
    expect(find('tbody button[title^="Léa sera absente"]').title).toBe('Léa sera absente mercredi, merci de prévenir Inès.');
    expect(second!.textContent).toContain('Retard');
    expect(find('[aria-current="page"]').textContent).toBe('Reçus');
  });

  it('opens a message: asks for it, which marks it read; the list and the menu badge follow', async () => {
    const fake = api('/messages/inbox');
    unmount = fake.render(<MessagesScreen params={{}} title="Messages – Reçus" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    button('Léa sera absente mercredi, merci de prévenir Inès.').click();
    await eventually(() => expect(find('dialog').textContent).toContain('Léa sera absente mercredi'));
    await eventually(() => expect(fake.calls.some((call) => call.name === 'messages.get' && call.params.id === '1')).toBe(true));
    await eventually(() => expect(fake.counters.refresh).toHaveBeenCalled());
    await eventually(() => expect(findAll('tbody [aria-label="Non lu"]')).toHaveLength(0));
  });

  it('counts the characters and refuses 501 before sending anything', async () => {
    const fake = api('/messages/inbox');
    unmount = fake.render(<MessagesScreen params={{}} title="Messages – Reçus" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    button('Nouveau message').click();
    await eventually(textarea);
    typeInto(textarea(), 'a'.repeat(501));
    await eventually(() => expect(pageText()).toContain('501 / 500'));
    expect(pageText()).toContain('500 caractères maximum');
    button('Envoyer').click();
    await eventually(() => expect(pageText()).toContain('Le formulaire contient des erreurs'));
    await nextFrame();
    expect(fake.sent).toEqual([]);
  });

  it('answers a message: the body names the family, the reply and the content, and the contract accepts it', async () => {
    const fake = api('/messages/inbox');
    unmount = fake.render(<MessagesScreen params={{}} title="Messages – Reçus" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    button('Léa sera absente mercredi, merci de prévenir Inès.').click();
    (await eventually(() => button('Répondre'))).click();
    await eventually(textarea);
    expect(pageText()).toContain('À : Famille Bernard');
    typeInto(textarea(), 'Bien noté, Inès est prévenue.');
    await eventually(() => expect(pageText()).toContain('29 / 500'));
    button('Envoyer').click();
    await eventually(() => expect(fake.sent).toHaveLength(1));
    expect(fake.sent[0]).toEqual({ recipientFamily: 5, recipientId: null, content: 'Bien noté, Inès est prévenue.', type: 'TEXT', childId: null, replyOf: 1 });
    await eventually(() => expect(pageText()).toContain('Message envoyé !'));
  });

  it('writes a new message to a chosen family about one of its children', async () => {
    const fake = api('/messages/sent');
    unmount = fake.render(<MessagesScreen params={{}} title="Messages – Envoyés" />).unmount;
    await eventually(() => expect(searches(fake.calls)[0]?.body).toMatchObject({ box: 'SENT' }));
    button('Nouveau message').click();
    const combobox = await eventually(() => find<HTMLInputElement>('input[role="combobox"]'));
    // The list opens on a click (not on focus alone).
    combobox.focus();
    combobox.click();
    await eventually(() => expect(findAll('[role="option"]').map((option) => option.textContent)).toEqual(['Famille Bernard']));
    find('[role="option"]').click();
    choose(await eventually(() => control<HTMLSelectElement>('Enfant concerné')), '7');
    await nextFrame();
    typeInto(textarea(), 'Pensez à la sortie scolaire de Léa vendredi.');
    await nextFrame();
    button('Envoyer').click();
    await eventually(() => expect(fake.sent).toHaveLength(1));
    expect(fake.sent[0]).toEqual({ recipientFamily: 5, recipientId: null, content: 'Pensez à la sortie scolaire de Léa vendredi.', type: 'TEXT', childId: 7, replyOf: null });
  });

  it('deletes a message once the question is confirmed', async () => {
    const fake = api('/messages/inbox');
    unmount = fake.render(<MessagesScreen params={{}} title="Messages – Reçus" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    findAll<HTMLButtonElement>('tbody button').find((node) => node.getAttribute('aria-label')?.startsWith('Supprimer le message de Inès Haddad'))!.click();
    await eventually(() => expect(pageText()).toContain('Confirmez-vous la suppression de ce message ?'));
    expect(fake.calls.some((call) => call.name === 'messages.delete')).toBe(false);
    findAll<HTMLButtonElement>('dialog button').find((node) => node.textContent === 'Supprimer')!.click();
    await eventually(() => expect(fake.calls.find((call) => call.name === 'messages.delete')?.params).toEqual({ id: '2' }));
    await eventually(() => expect(pageText()).toContain('Suppression effectuée !'));
  });
});
