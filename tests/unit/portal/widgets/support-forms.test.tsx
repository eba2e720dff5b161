/**
 * The support drawer's forms (spec 002 §2, §5), React and Preact: the model dialog, the comment
 * editor, the link dialog and the ticket's tags send what was typed or chosen right before the
 * click, with no render in between (preact/compat renders a tick later: a form saving from its
 * last render's values once sent the previous ones).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  addTagRef, createEntry, createTicket, createLink, createModel, createTag, getSupportUser, listAgents, listModels, listTags, searchTickets, type SupportUser, type Ticket,
} from '../../../../src/api/contract/support';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { fromLocalDateTime } from '../../../../src/domain/format/localDateTime';
import { CommentEditor } from '../../../../src/portal/shell/support/CommentEditor';
import { LinkDialog } from '../../../../src/portal/shell/support/LinkDialog';
import { ModelsDialog } from '../../../../src/portal/shell/support/ModelsDialog';
import { SupportProvider } from '../../../../src/portal/shell/support/SupportContext';
import { TicketForm } from '../../../../src/portal/shell/support/TicketForm';
import { TicketSide } from '../../../../src/portal/shell/support/TicketSide';
import { eventually } from '../../support/render';
import { refusesThenSaves } from '../support/refusedSave';
import { button, control, fillAndClick, findAll, nextFrame, pageText, richText, typeInto, writeInto } from './support/dom';
import { fakePortal, onePage, type FakeHandler } from './support/portal';

const AGENT: SupportUser = { id: 30, fullName: 'Lucie Garnier', type: 'AGENT' };
const TICKET: Ticket = {
  id: 7, title: 'Planning vide', description: 'Le planning de la semaine est vide', status: 'NEW', type: 'BUG', priority: 5, agentPriority: 4, dueDate: null, agentPrivacy: false,
  createdBy: { id: 32, fullName: 'Élodie Petit' }, createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-21T08:00:00Z', tagRefs: [], nbEntries: 1, nbAttachments: 0,
  nbUnreadEntries: 0, assigment: null, attachments: [], links: [], useContextData: false, contextData: null,
};
const entryOf = (body: { supportTicketEntryForm: { content: string } }) => ({
  id: 50, supportTicketId: 7, content: body.supportTicketEntryForm.content, publishedAt: '2026-11-21T09:00:00Z', visibility: null, contentType: 'COMMENT', actionType: 'COMMENT',
  createdBy: 30, createdByName: 'Lucie Garnier', deletedAt: null, attachments: [], read: true,
});

function api(extra: ReadonlyArray<readonly [Parameters<typeof fakePortal>[0][number][0], FakeHandler]> = []) {
  return fakePortal([
    [getSupportUser, () => AGENT],
    [listModels, () => []],
    [listAgents, () => [AGENT]],
    [listTags, () => [{ id: 3, name: 'Planning' }]],
    [createModel, ({ body }) => ({ id: 9, usageCount: 0, ...(body as object) })],
    [createEntry, ({ body }) => entryOf(body as { supportTicketEntryForm: { content: string } })],
    [searchTickets, () => onePage([{ ...TICKET, id: 8, title: 'Export des factures' }])],
    [createLink, ({ body }) => ({ id: 4, linkType: (body as { linkType: string }).linkType, supportTicket1: { id: 7, title: 'Planning vide', status: 'NEW' }, supportTicket2: { id: 8, title: 'Export des factures', status: 'NEW' } })],
    [createTag, ({ body }) => ({ id: 11, name: (body as { name: string }).name })],
    [addTagRef, ({ body }) => ({ id: 21, tagId: (body as { tagId: number }).tagId, tagName: 'Urgent client' })],
    ...extra,
  ]);
}
const bodyOf = (fake: ReturnType<typeof api>, name: string) => fake.calls.find((c) => c.name === name)?.body;

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('support forms typed and sent at once', () => {
  it('ModelsDialog saves the title and content typed just before « Enregistrer le modèle »', async () => {
    const fake = api();
    unmount = fake.render(<SupportProvider fallback={null}><ModelsDialog onUse={() => undefined} onClose={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => button('Nouveau modèle').click());
    await eventually(() => richText('Contenu du modèle'));
    fillAndClick([['Titre du modèle', 'Relance planning'], ['Contenu du modèle', 'Bonjour, votre planning est à jour.']], 'Enregistrer le modèle');
    await eventually(() => expect(bodyOf(fake, 'support.createModel')).toEqual({ title: 'Relance planning', content: '<p>Bonjour, votre planning est à jour.</p>', public: true }));
    expect(pageText()).not.toContain('Champ obligatoire');
  });

  it('CommentEditor sends the message typed just before « Envoyer »', async () => {
    const fake = api();
    const sent: number[] = [];
    unmount = fake.render(<SupportProvider fallback={null}><CommentEditor ticketId={7} onSent={() => sent.push(1)} /></SupportProvider>).unmount;
    await eventually(() => richText('Votre message'));
    fillAndClick([['Votre message', 'Corrigé dans la version 4.2']], 'Envoyer');
    await eventually(() => expect(sent).toHaveLength(1));
    expect(bodyOf(fake, 'support.createEntry')).toMatchObject({ supportTicketEntryForm: { supportTicketId: 7, content: '<p>Corrigé dans la version 4.2</p>', visibility: null } });
  });

  it('LinkDialog adds the link of the nature chosen just before « Ajouter »', async () => {
    const fake = api();
    const linked: number[] = [];
    unmount = fake.render(<SupportProvider fallback={null}><LinkDialog ticketId={7} onLinked={() => linked.push(1)} onClose={() => undefined} /></SupportProvider>).unmount;
    await eventually(() => control('Ticket cible'));
    // The target is found as a person does (typing, then the list); the nature is chosen and sent at once.
    control('Ticket cible').focus();
    typeInto(control('Ticket cible'), 'Export');
    await eventually(() => expect(findAll('[role="option"]').map((o) => o.textContent)).toContain('#8 Export des factures'));
    findAll('[role="option"]')[0]!.click();
    await nextFrame();
    fillAndClick([['Nature du lien', 'BLOCKS']], 'Ajouter');
    await eventually(() => expect(linked).toHaveLength(1));
    expect(bodyOf(fake, 'support.createLink')).toEqual({ supportTicketId: 8, linkType: 'BLOCKS' });
  });

  it('TicketSide adds the tag typed just before « Ajouter l’étiquette »', async () => {
    const fake = api();
    const changed: number[] = [];
    unmount = fake.render(<SupportProvider fallback={null}><TicketSide ticket={TICKET} files={[]} onChanged={() => changed.push(1)} /></SupportProvider>).unmount;
    await eventually(() => control('Ajouter une étiquette'));
    fillAndClick([['Ajouter une étiquette', 'Urgent client']], 'Ajouter l’étiquette');
    await eventually(() => expect(changed).toHaveLength(1));
    expect(bodyOf(fake, 'support.createTag')).toEqual({ name: 'Urgent client' });
    expect(bodyOf(fake, 'support.addTagRef')).toEqual({ tagId: 11 });
  });

  describe('fields that cannot lie', () => {
    it('the delayed send refuses a publication day that does not exist', async () => {
      const fake = api();
      unmount = fake.render(<SupportProvider fallback={null}><CommentEditor ticketId={7} onSent={() => undefined} /></SupportProvider>).unmount;
      writeInto(await eventually(() => richText('Votre message')), 'Corrigé');
      (await eventually(() => button('Envoi différé'))).click();
      typeInto(await eventually(() => control('Date')), '20/03/2026');
      await nextFrame();
      await refusesThenSaves({
        calls: fake.calls, field: 'Date', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '21/03/2026', save: 'Programmer l’envoi', endpoint: 'support.createEntry',
        body: { supportTicketEntryForm: { supportTicketId: 7, content: '<p>Corrigé</p>', visibility: null, publishedDate: fromLocalDateTime('2026-03-21T09:00') }, files: [] },
      });
    });

    it('a new ticket refuses a due date that does not exist', async () => {
      const fake = api([[createTicket, () => TICKET]]);
      unmount = fake.render(<SupportProvider fallback={null}><TicketForm where={{ path: '/home', agencyId: 1 }} onCreated={() => undefined} onCancel={() => undefined} /></SupportProvider>).unmount;
      typeInto(await eventually(() => control('Date d’échéance')), '20/03/2026');
      typeInto(control('Titre'), 'Planning vide');
      typeInto(control<HTMLTextAreaElement>('Description'), 'Le planning de la semaine est vide');
      await nextFrame();
      await refusesThenSaves({
        calls: fake.calls, field: 'Date d’échéance', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '21/03/2026', save: 'Soumettre le ticket', endpoint: 'support.createTicket',
        body: {
          supportTicketForm: { type: 'DEMAND', title: 'Planning vide', description: 'Le planning de la semaine est vide', priority: 4, useContextData: false, agentPriority: 4, agentPrivacy: false, dueDate: '2026-03-21' },
          files: [],
        },
      });
    });
  });
});
