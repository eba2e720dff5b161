/**
 * /channels (issue 15), React and Preact: the threads of the agency's recent messages, newest
 * first with their unread count (which follows a message read); a thread shows the agency's
 * exchanges, where one writes to the family, and apart the direct family ↔ professional messages.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { familyChildrenForMessages, getMessage, searchFamilyMessages, searchMyMessages, sendMessage, MessageSending, type Message } from '../../../../src/api/contract/messages';
import { ChannelsScreen } from '../../../../src/portal/screens/messages/ChannelsScreen';
import type { UnreadCounters } from '../../../../src/portal/state/counters';
import { eventually } from '../../support/render';
import { button, find, findAll, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const AGENCY = { kind: 'AGENCY', id: 1, label: "Agence Lyon Presqu'île" } as const;
const BERNARD = { kind: 'FAMILY', id: 5, label: 'Famille Bernard' } as const;
const INES = { kind: 'PRO', id: 11, label: 'Inès Haddad' } as const;

const message = (id: number, extra: Partial<Message>): Message => ({
  id, content: `Message ${id}`, fromAgency: false, unread: false, sendDate: '2026-11-20T08:30:00.000Z', recipientId: null, recipientFamily: null,
  childId: null, replyOf: null, type: 'TEXT', from: BERNARD, to: AGENCY, ...extra,
});

function api() {
  const sent: unknown[] = [];
  let read = false;
  const fake = fakePortal([
    [searchMyMessages, ({ body }) =>
      onePage((body as { box: string }).box === 'INBOX'
        ? [message(1, { unread: !read, sendDate: '2026-11-21T08:00:00.000Z' }), message(2, { from: INES, sendDate: '2026-11-19T08:00:00.000Z' })]
        : [message(3, { fromAgency: true, from: AGENCY, to: INES, sendDate: '2026-11-22T08:00:00.000Z' })])],
    [searchFamilyMessages, ({ query }) =>
      onePage(query.directOnly === 'true'
        ? [message(4, { fromAgency: undefined, from: BERNARD, to: INES, content: 'Pouvez-vous venir à 8 h ?' })]
        : [message(1, { content: 'Léa sera absente mercredi.', unread: !read })])],
    [getMessage, () => ((read = true), message(1, { content: 'Léa sera absente mercredi.' }))],
    [familyChildrenForMessages, () => []],
    [sendMessage, ({ body }) => (sent.push(body), message(99, { ...MessageSending.parse(body), fromAgency: true, from: AGENCY, to: BERNARD }))],
  ]);
  const counters = { value: signal<UnreadCounters | null>({ unreadMessages: 1, unreadEvents: 0 }), refresh: async () => void (counters.value.value = { unreadMessages: 0, unreadEvents: 0 }) };
  Object.assign(fake.portal, { counters });
  return { ...fake, sent };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('ChannelsScreen', () => {
  it('lists a thread per correspondent, newest first, with the unread count', async () => {
    const fake = api();
    unmount = fake.render(<ChannelsScreen params={{}} title="Discussions" />).unmount;
    await eventually(() => expect(findAll('.ap-channels__name').map((name) => name.textContent)).toEqual(['Inès Haddad', 'Famille Bernard']));
    expect(find('[aria-label="1 non lu"]').closest('button')!.textContent).toContain('Famille Bernard');
  });

  it("opens a family's thread: the agency's exchanges, the direct ones apart, and writes to the family", async () => {
    const fake = api();
    unmount = fake.render(<ChannelsScreen params={{}} title="Discussions" />).unmount;
    const thread = () => findAll('.ap-channels__thread').find((node) => node.textContent!.startsWith('Famille Bernard'))!;
    (await eventually(() => expect(thread()).toBeTruthy()).then(thread)).click();
    await eventually(() => expect(pageText()).toContain('Pouvez-vous venir à 8 h ?'));
    const threads = fake.calls.filter((call) => call.name === 'messages.searchFamily');
    expect(threads.map((call) => [call.params.id, call.query.directOnly])).toEqual(expect.arrayContaining([['5', 'false'], ['5', 'true']]));
    expect(find('[aria-label="Échanges directs de Famille Bernard"]').textContent).not.toContain('Léa sera absente');
    button('Léa sera absente mercredi.').click();
    await eventually(() => expect(document.querySelector('[aria-label="1 non lu"]')).toBeNull());
    button('Fermer').click();
    button('Écrire à Famille Bernard').click();
    const textarea = await eventually(() => find<HTMLTextAreaElement>('textarea'));
    typeInto(textarea, 'Bonjour, tout est noté.');
    await eventually(() => expect(pageText()).toContain('23 / 500'));
    button('Envoyer').click();
    await eventually(() => expect(fake.sent).toEqual([{ recipientFamily: 5, recipientId: null, content: 'Bonjour, tout est noté.', type: 'TEXT', childId: null, replyOf: null }]));
  });
});
