/**
 * /channels (issues 15 and 34), React and Preact: the threads of the agency's recent messages, newest first with their
 * unread count; a discussion opens as a conversation (bubbles with their whole text under day separators), marks what
 * it shows read in one call (the menu's figure and the thread's dot drop at once), lives in the address, loads its older
 * page on demand and writes to the correspondent.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  familyChildrenForMessages, markMessagesRead, searchFamilyMessages, searchMyMessages, searchProMessages, sendMessage, MessageSending, type Message,
} from '../../../../src/api/contract/messages';
import { ChannelsScreen } from '../../../../src/portal/screens/messages/ChannelsScreen';
import type { UnreadCounters } from '../../../../src/portal/state/counters';
import { eventually } from '../../support/render';
import { button, find, findAll, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const AGENCY = { kind: 'AGENCY', id: 1, label: "Agence Lyon Presqu'île" } as const;
const BERNARD = { kind: 'FAMILY', id: 5, label: 'Famille Bernard' } as const;
const INES = { kind: 'PRO', id: 11, label: 'Inès Haddad' } as const;
/** 500 characters: the longest a message can be, shown whole. */
const LONG = `Bonjour, ${'Léa sera absente mercredi et jeudi ; '.repeat(14)}`.slice(0, 497) + 'fin';

const message = (id: number, extra: Partial<Message>): Message => ({
  id, content: `Message ${id}`, fromAgency: false, unread: false, sendDate: '2026-03-16T07:00:00.000Z', recipientId: null, recipientFamily: null,
  childId: null, replyOf: null, type: 'TEXT', from: BERNARD, to: AGENCY, ...extra,
});

function api({ older = false } = {}) {
  const sent: unknown[] = [];
  let read = false;
  const bernard = () => [
    message(1, { content: LONG, unread: !read, sendDate: '2026-03-16T07:00:00.000Z' }),
    message(6, { fromAgency: true, from: AGENCY, to: BERNARD, content: 'Bien noté, merci.', unread: true, sendDate: '2026-03-15T17:00:00.000Z' }),
    message(7, { content: 'Bonjour, une question sur la facture.', sendDate: '2026-03-09T09:00:00.000Z' }),
  ];
  const fake = fakePortal([
    [searchMyMessages, ({ body }) =>
      onePage((body as { box: string }).box === 'INBOX'
        ? [message(1, { unread: !read, sendDate: '2026-03-16T07:00:00.000Z' }), message(2, { from: INES, sendDate: '2026-03-14T08:00:00.000Z' })]
        : [message(3, { fromAgency: true, from: AGENCY, to: INES, sendDate: '2026-03-15T08:00:00.000Z' })])],
    [searchFamilyMessages, ({ query }) =>
      query.pageNumber === '1' ? onePage([message(8, { content: 'Le plus ancien message.', sendDate: '2026-02-02T09:00:00.000Z' })]) : { ...onePage(bernard()), totalElements: older ? 31 : 3 }],
    [searchProMessages, () => onePage([message(2, { from: INES, content: 'Je serai là à 8 h.', sendDate: '2026-03-14T08:00:00.000Z' })])],
    [markMessagesRead, () => ((read = true), { marked: 1, unreadCount: 11 })],
    [familyChildrenForMessages, () => [{ id: 40, firstName: 'Léa', lastName: 'Bernard' }, { id: 41, firstName: 'Tom', lastName: 'Bernard' }]],
    [sendMessage, ({ body }) => (sent.push(body), message(99, { ...MessageSending.parse(body), fromAgency: true, from: AGENCY, to: BERNARD }))],
  ]);
  const counters = {
    value: signal<UnreadCounters | null>({ unreadMessages: 12, unreadEvents: 0 }),
    refresh: async () => undefined,
    setUnreadMessages: (count: number) => void (counters.value.value = { unreadMessages: count, unreadEvents: 0 }),
  };
  Object.assign(fake.portal, { counters });
  return { ...fake, sent, counters };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function threadButton(name: string): HTMLElement {
  const found = findAll('.ap-channels__thread').find((node) => node.textContent!.startsWith(name));
  if (!found) throw new Error(`pas de discussion ${name}`);
  return found;
}
const calls = (fake: ReturnType<typeof api>, name: string) => fake.calls.filter((call) => call.name === name);

describe('ChannelsScreen', () => {
  it('lists a thread per correspondent, newest first, with the unread count', async () => {
    const fake = api();
    unmount = fake.render(<ChannelsScreen params={{}} title="Discussions" />).unmount;
    await eventually(() => expect(findAll('.ap-channels__name').map((name) => name.textContent)).toEqual(['Famille Bernard', 'Inès Haddad']));
    expect(find('[aria-label="1 non lu"]').closest('button')!.textContent).toContain('Famille Bernard');
  });

  it('opens a discussion as a conversation: whole texts under their days, read in one call, the badge and the dot down at once', async () => {
    const fake = api();
    unmount = fake.render(<ChannelsScreen params={{}} title="Discussions" />).unmount;
    (await eventually(() => threadButton('Famille Bernard'))).click();
    expect(fake.portal.router.location.value).toBe('/channels?family=5');
    await eventually(() => expect(findAll('.ap-thread__day-label').map((day) => day.textContent)).toEqual(['lundi 9 mars 2026', 'Hier', "Aujourd'hui"]));
    const texts = findAll('.ap-bubble__text').map((text) => text.textContent);
    expect(texts).toEqual(['Bonjour, une question sur la facture.', 'Bien noté, merci.', LONG]);
    expect(LONG).toHaveLength(500);
    expect(findAll('.ap-bubble--mine .ap-bubble__author').map((author) => author.textContent)).toEqual(["Agence Lyon Presqu'île"]);
    expect(find('.ap-bubble--mine .ap-bubble__status').textContent).toBe('Non lu');
    await eventually(() => expect(find('.ap-thread__new').textContent).toBe('Nouveaux messages'));
    await eventually(() => expect(fake.counters.value.value?.unreadMessages).toBe(11));
    await eventually(() => expect(document.querySelector('[aria-label="1 non lu"]')).toBeNull());
    expect(calls(fake, 'messages.markRead').map((call) => call.body)).toEqual([{ ids: [1] }]);
    // The mark stays where the unread messages began.
    expect(find('.ap-thread__new').nextElementSibling!.textContent).toContain(LONG);
  });

  it('keeps the open discussion in the address: opened there, it shows, named from its messages', async () => {
    const fake = api();
    fake.portal.router.navigate('/channels?pro=11');
    unmount = fake.render(<ChannelsScreen params={{}} title="Discussions" />).unmount;
    await eventually(() => expect(find('.ap-thread__head h2').textContent).toBe('Inès Haddad'));
    expect(pageText()).toContain('Je serai là à 8 h.');
    expect(calls(fake, 'messages.searchPro').map((call) => call.params.id)).toContain('11');
    expect(threadButton('Inès Haddad').getAttribute('aria-current')).toBe('true');
  });

  it('loads the older page on demand, above the newest', async () => {
    const fake = api({ older: true });
    fake.portal.router.navigate('/channels?family=5');
    unmount = fake.render(<ChannelsScreen params={{}} title="Discussions" />).unmount;
    (await eventually(() => button('Messages plus anciens'))).click();
    await eventually(() => expect(find('.ap-bubble__text').textContent).toBe('Le plus ancien message.'));
    expect(calls(fake, 'messages.searchFamily').map((call) => call.query.pageNumber)).toContain('1');
    expect(pageText()).toContain('Début de la discussion');
  });

  it('writes to the family from the reply box, about the child chosen, with the counter', async () => {
    const fake = api();
    fake.portal.router.navigate('/channels?family=5');
    unmount = fake.render(<ChannelsScreen params={{}} title="Discussions" />).unmount;
    const child = await eventually(() => find<HTMLSelectElement>('select'));
    child.value = '41';
    child.dispatchEvent(new Event('change', { bubbles: true }));
    const before = calls(fake, 'messages.searchFamily').length;
    typeInto(find<HTMLTextAreaElement>('textarea'), 'Bonjour, tout est noté.');
    await eventually(() => expect(pageText()).toContain('23 / 500'));
    button('Envoyer').click();
    await eventually(() => expect(fake.sent).toEqual([{ recipientFamily: 5, recipientId: null, content: 'Bonjour, tout est noté.', type: 'TEXT', childId: 41, replyOf: null }]));
    // The sending's write has the thread ask again; the box is empty.
    await eventually(() => expect(calls(fake, 'messages.searchFamily').length).toBeGreaterThan(before));
    expect(find<HTMLTextAreaElement>('textarea').value).toBe('');
  });
});
