/** The messages list of the record pages (spec 001 §2 messages view), React and Preact: columns, paging, the « Message » modal, swallowed failures. */
import { afterEach, describe, expect, it } from 'vitest';
import { searchFamilyMessages, searchProMessages, type Message } from '../../../../src/api/contract/messages';
import { MessagesList } from '../../../../src/portal/widgets/records/MessagesList';
import { eventually } from '../../support/render';
import { button, find, findAll, nextFrame, pageText } from './support/dom';
import { failure, fakePortal } from './support/portal';

const AGENCY = { kind: 'AGENCY', id: 1, label: "Agence Lyon Presqu'île" } as const;
const FAMILY = { kind: 'FAMILY', id: 12, label: 'Famille Muller' } as const;
const PRO = { kind: 'PRO', id: 7, label: 'Inès Haddad' } as const;

const message = (id: number, patch: Partial<Message>): Message => ({
  id, content: `Message ${id}`, fromAgency: true, unread: false, sendDate: '2026-11-20T14:05:00Z', recipientId: null, recipientFamily: 12,
  childId: null, replyOf: null, type: 'TEXT', from: AGENCY, to: FAMILY, ...patch,
});

const MESSAGES: Message[] = [
  message(3, { content: "J'aurai 15 minutes de retard, toutes mes excuses.", fromAgency: undefined, type: 'LATE', from: PRO, to: FAMILY, unread: true }),
  message(2, { content: 'Pouvez-vous ajouter une garde mercredi ?\nMerci.', fromAgency: false, from: FAMILY, to: AGENCY, recipientFamily: null }),
  message(1, { type: 'PLANNING', content: 'Le planning de la semaine prochaine est à jour.' }),
];

function pageOf(all: Message[], query: Record<string, string>) {
  const size = Number(query.pageSize ?? 20);
  const number = Number(query.pageNumber ?? 0);
  const content = all.slice(number * size, (number + 1) * size);
  const totalPages = Math.ceil(all.length / size);
  return { content, totalPages, totalElements: all.length, numberOfElements: content.length, size, number, first: number === 0, last: number >= totalPages - 1 };
}

function api(all = MESSAGES) {
  const visible = (query: Record<string, string>) => (query.includeDirectMessages === 'true' ? all : all.filter((m) => m.fromAgency !== undefined));
  return fakePortal([
    [searchFamilyMessages, ({ query }) => pageOf(visible(query), query)],
    [searchProMessages, ({ query }) => pageOf(visible(query), query)],
  ]);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const rows = () => findAll('tbody tr');
const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('MessagesList', () => {
  it("lists a family's messages with direction, unread dot, date, De, À, type and content", async () => {
    const fake = api();
    unmount = fake.render(<MessagesList familyId={12} includeDirectMessages />).unmount;
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(fake.calls[0]).toMatchObject({ name: 'messages.searchFamily', params: { id: '12' }, query: { pageNumber: '0', pageSize: '20', includeDirectMessages: 'true' } });
    expect(findAll('th').map((th) => th.textContent)).toEqual(['Sens', 'Non lu', 'Date', 'De', 'À', 'Type', 'Message']);
    const [direct, received, sent] = rows();
    expect(find('.ap-message__direction', direct).getAttribute('aria-label')).toBe('Échange direct famille – intervenant');
    expect(find('.ap-message__direction', received).getAttribute('aria-label')).toBe("Reçu par l'agence");
    expect(find('.ap-message__direction', sent).getAttribute('aria-label')).toBe("Envoyé par l'agence");
    expect(findAll('.ap-message__unread')).toHaveLength(1);
    expect(direct!.querySelector('.ap-message__unread')).not.toBeNull();
    expect(cells(direct!).slice(2)).toEqual([expect.stringMatching(/^20\/11\/2026 à \d\d:05$/), 'Inès Haddad', 'Famille Muller', 'Retard', "J'aurai 15 minutes de retard, toutes mes excuses."]);
    expect(cells(sent!)[5]).toBe('Planning');
  });

  it('asks for the agency’s exchanges only by default, for a professional too', async () => {
    const fake = api();
    unmount = fake.render(<MessagesList proId={7} />).unmount;
    await eventually(() => expect(rows()).toHaveLength(2));
    expect(fake.calls[0]).toMatchObject({ name: 'messages.searchPro', params: { id: '7' }, query: { includeDirectMessages: 'false' } });
  });

  it('opens a message in the modal « Message » with its full content, and closes it', async () => {
    const fake = api();
    unmount = fake.render(<MessagesList familyId={12} />).unmount;
    await eventually(() => expect(rows()).toHaveLength(2));
    button('Pouvez-vous ajouter une garde mercredi ? Merci.').click();
    const dialog = await eventually(() => find('dialog'));
    expect(find('h2', dialog).textContent).toBe('Message');
    expect(find('.ap-message__content', dialog).textContent).toBe('Pouvez-vous ajouter une garde mercredi ?\nMerci.');
    expect(findAll('dd', dialog).map((dd) => dd.textContent)).toEqual([expect.stringMatching(/^20\/11\/2026 à \d\d:05$/), 'Famille Muller', "Agence Lyon Presqu'île", 'Message']);
    button('Fermer', dialog).click();
    await eventually(() => expect(findAll('dialog')).toHaveLength(0));
  });

  it('pages with the pagination widget', async () => {
    const many = Array.from({ length: 25 }, (_, i) => message(100 - i, { content: `Message n° ${i + 1}` }));
    const fake = api(many);
    unmount = fake.render(<MessagesList familyId={12} />).unmount;
    await eventually(() => expect(rows()).toHaveLength(20));
    expect(pageText(find('.ap-pagination'))).toContain('1-20 / 25');
    await nextFrame();
    button('Page 2').click();
    await eventually(() => expect(rows()).toHaveLength(5));
    expect(fake.calls.at(-1)?.query).toMatchObject({ pageNumber: '1', pageSize: '20' });
    expect(cells(rows()[0]!)[6]).toBe('Message n° 21');
  });

  it("shows 'Aucun résultat' when there is none, and swallows a failure with the loading cleared", async () => {
    const empty = api([]);
    unmount = empty.render(<MessagesList familyId={12} />).unmount;
    await eventually(() => expect(pageText()).toContain('Aucun résultat'));
    expect(findAll('.ap-pagination')).toHaveLength(0);
    unmount();
    const failing = fakePortal([[searchFamilyMessages, () => failure(500, 'BOOM', 'Panne')]]);
    unmount = failing.render(<MessagesList familyId={12} />).unmount;
    await eventually(() => expect(failing.calls).toHaveLength(1));
    await eventually(() => expect(findAll('[role="status"]')).toHaveLength(0));
    expect(pageText()).not.toContain('Panne');
  });
});
