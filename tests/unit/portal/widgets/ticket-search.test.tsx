/** The support drawer's ticket list and form (spec 002 §2, §5), for an ordinary user and an agent, React and Preact. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTicket, getSupportUser, listTags, searchTickets, type SupportUser, type TicketSummary } from '../../../../src/api/contract/support';
import { SupportProvider } from '../../../../src/portal/shell/support/SupportContext';
import { TicketForm } from '../../../../src/portal/shell/support/TicketForm';
import { TicketSearch } from '../../../../src/portal/shell/support/TicketSearch';
import { eventually } from '../../support/render';
import { button, choose, control, findAll, nextFrame, pageText, typeInto } from './support/dom';
import { fakePortal, pageOf } from './support/portal';

const ticket = (id: number, patch: Partial<TicketSummary> = {}): TicketSummary => ({
  id, title: `Ticket ${id}`, description: `Description ${id}`, status: 'NEW', type: 'BUG', priority: 7, createdBy: { id: 32, fullName: 'Élodie Petit' },
  createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-21T08:00:00Z', tagRefs: [{ id: 1, tagId: 3, tagName: 'Planning' }], nbEntries: 3, nbAttachments: 1,
  nbUnreadEntries: 2, assigment: null, attachments: [{ id: 5, fileName: 'capture.png', length: 2048, mimeType: 'image/png', entryId: null, createdBy: 32, createdAt: '2026-11-20T08:00:00Z' }],
  ...patch,
});
const USER: SupportUser = { id: 32, fullName: 'Élodie Petit', type: 'USER' };
const AGENT: SupportUser = { id: 30, fullName: 'Lucie Garnier', type: 'AGENT' };

function api(user: SupportUser, tickets: TicketSummary[]) {
  return fakePortal([
    [getSupportUser, () => user],
    [searchTickets, ({ body }) => {
      const { pageNumber, pageSize } = body as { pageNumber: number; pageSize: number };
      return pageOf(tickets, pageNumber, pageSize);
    }],
    [listTags, () => [{ id: 3, name: 'Planning' }]],
    [createTicket, ({ body }) => ({ ...ticket(99), title: (body as { supportTicketForm: { title: string } }).supportTicketForm.title, links: [], useContextData: false, contextData: null })],
  ]);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const headers = () => findAll('table.ap-tickets thead th').map((th) => th.textContent?.trim());

describe('TicketSearch', () => {
  it('shows every column of the spec to an ordinary user, the priority as x/10 in its band, the unread count, no agent column', async () => {
    const fake = api(USER, [ticket(1)]);
    unmount = fake.render(<SupportProvider fallback={null}><TicketSearch onOpen={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => expect(findAll('table.ap-tickets tbody tr')).toHaveLength(1));
    expect(headers()).toEqual(['Détails', 'N°', 'Titre', 'Type', 'Statut', 'Priorité', 'Créé par', 'Création', 'Mise à jour', 'Étiquettes', 'Messages', 'Fichiers', 'Non lus']);
    expect(findAll('.ap-tag--warning').map((t) => t.textContent)).toEqual(['7/10']);
    expect(pageText()).toContain('Anomalie');
    expect(findAll('[aria-label="2 non lus"]')).toHaveLength(1);
    expect(findAll('label').map((l) => l.textContent)).not.toEqual(expect.arrayContaining(['Étiquette']));
    expect(findAll('label').map((l) => l.textContent)).not.toEqual(expect.arrayContaining(['En retard']));
    expect(pageText()).not.toContain('Description 1');
    button('Afficher la description du ticket 1').click();
    await eventually(() => expect(pageText()).toContain('Description 1'));
    expect(pageText()).toContain('capture.png');
  });

  it('gives agents the agent-priority column, the tag filter and the overdue box, and sorts by a column', async () => {
    const fake = api(AGENT, [ticket(1, { agentPriority: 9, dueDate: null, agentPrivacy: false })]);
    unmount = fake.render(<SupportProvider fallback={null}><TicketSearch onOpen={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => expect(findAll('table.ap-tickets tbody tr')).toHaveLength(1));
    expect(headers()).toContain('Priorité agent');
    expect(findAll('.ap-tag--danger').map((t) => t.textContent)).toEqual(['9/10']);
    expect(findAll('label').map((l) => l.textContent)).toEqual(expect.arrayContaining(['Étiquette', 'En retard']));
    button('Priorité').click();
    await eventually(() => expect(fake.calls.filter((c) => c.name === 'support.searchTickets').at(-1)?.body).toMatchObject({ sortProperties: [{ property: 'priority', direction: 'DESC' }] }));
  });
});

describe('TicketSearch, its pages and filters', () => {
  const searches = (fake: ReturnType<typeof api>) => fake.calls.filter((c) => c.name === 'support.searchTickets').map((c) => c.body);
  const titles = () => findAll('.ap-tickets__open').map((b) => b.textContent);

  it('sends one search for another page and shows its tickets, 20 a page, with no page-size selector', async () => {
    const fake = api(USER, Array.from({ length: 25 }, (_, i) => ticket(i + 1)));
    unmount = fake.render(<SupportProvider fallback={null}><TicketSearch onOpen={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => expect(titles()).toHaveLength(20));
    expect(pageText()).toContain('Résultats 1-20 / 25');
    expect(findAll('select[aria-label="Résultats par page"]')).toHaveLength(0);
    const before = searches(fake).length;
    button('Page 2').click();
    await eventually(() => expect(titles()).toEqual(['Ticket 21', 'Ticket 22', 'Ticket 23', 'Ticket 24', 'Ticket 25']));
    expect(searches(fake).slice(before)).toEqual([{ titlePattern: '', pageNumber: 1, pageSize: 20, sortProperties: [{ property: 'updatedAt', direction: 'DESC' }] }]);
    expect(pageText()).toContain('Résultats 21-25 / 25');
    // A filter opens the first page again.
    choose(control('Statut'), 'RESOLVED');
    await eventually(() => expect(searches(fake).at(-1)).toMatchObject({ statuses: ['RESOLVED'], pageNumber: 0 }));
  });

  it('searches the typed title once, on the first page, and says « Aucun résultat » when nothing matches', async () => {
    const fake = api(USER, []);
    unmount = fake.render(<SupportProvider fallback={null}><TicketSearch onOpen={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => expect(pageText()).toContain('Aucun résultat'));
    typeInto(control('Titre'), 'export');
    await eventually(() => expect(searches(fake).at(-1)).toMatchObject({ titlePattern: 'export', pageNumber: 0 }));
    expect(searches(fake)).toHaveLength(2);
  });
});

describe('TicketForm', () => {
  it("says there is no suggestion, requires title and description with 'Champ obligatoire', then submits a DEMAND of priority 4", async () => {
    const fake = api(USER, []);
    let created = '';
    unmount = fake.render(<SupportProvider fallback={null}><TicketForm where={{ path: '/home', agencyId: 3 }} onCreated={(t) => (created = t.title)} onCancel={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => expect(pageText()).toContain("Aucune suggestion n'est disponible pour la page sur laquelle vous vous trouvez"));
    expect(pageText()).toContain('Priorité normale');
    expect(pageText()).not.toContain('Priorité Agent');
    expect(pageText()).not.toContain('Accès agent uniquement');
    button('Soumettre le ticket').click();
    await eventually(() => expect(findAll('.ap-field__error').map((e) => e.textContent)).toEqual(['Champ obligatoire', 'Champ obligatoire']));
    typeInto(control('Titre'), 'Export bloqué');
    typeInto(control('Description'), 'Le fichier ne part pas.');
    await nextFrame();
    button('Soumettre le ticket').click();
    await eventually(() => expect(created).toBe('Export bloqué'));
    expect(fake.calls.find((c) => c.name === 'support.createTicket')?.body).toEqual({
      supportTicketForm: { type: 'DEMAND', title: 'Export bloqué', description: 'Le fichier ne part pas.', priority: 4, useContextData: false }, files: [],
    });
  });

  it('submits the title and description typed right before « Soumettre le ticket », with no pause', async () => {
    const fake = api(USER, []);
    let created = '';
    unmount = fake.render(<SupportProvider fallback={null}><TicketForm where={{ path: '/home', agencyId: 3 }} onCreated={(t) => (created = t.title)} onCancel={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => control('Titre'));
    // A fast typist (or a password manager): no render between the fields and the click.
    typeInto(control('Titre'), 'Export bloqué');
    typeInto(control('Description'), 'Le fichier ne part pas.');
    button('Soumettre le ticket').click();
    await eventually(() => expect(created).toBe('Export bloqué'));
    expect(fake.calls.find((c) => c.name === 'support.createTicket')?.body).toMatchObject({ supportTicketForm: { title: 'Export bloqué', description: 'Le fichier ne part pas.' } });
  });

  it('gives agents the agent priority, agents-only access and the due date', async () => {
    const fake = api(AGENT, []);
    unmount = fake.render(<SupportProvider fallback={null}><TicketForm where={{ path: '/home', agencyId: 3 }} onCreated={() => undefined} onCancel={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => expect(pageText()).toContain('Priorité Agent'));
    expect(pageText()).toContain('Accès agent uniquement');
    expect(pageText()).toContain('Date d’échéance');
  });
});
