/**
 * The side of a ticket's page: facts, priority (read-only) and, for agents, status, assignment, 'Priorité Agent',
 * due date; tags (agents add and remove, new ones up to 100 characters); links grouped by nature (agents add
 * and delete); every file of the ticket (downloads; the author agent deletes).
 */
import { useState } from 'react';
import { Link as LinkIcon, Plus, X } from 'tabler-icons-react';
import {
  addTagRef, createTag, deleteAttachment, deleteLink, deleteTagRef, listAgents, listTags, updateTicketAgentPriority, updateTicketAssignment,
  updateTicketStatus, type Attachment, type Ticket,
} from '../../../api/contract/support';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { LINK_TYPES, LINK_TYPE_LABELS, TAG_NAME_MAX, TICKET_STATUSES, TICKET_STATUS_LABELS, TICKET_TYPE_LABELS, type TicketStatus } from '../../../domain/support/rules';
import { maxLengthMessage } from '../../../domain/validation';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { LinkDialog } from './LinkDialog';
import { FileList } from './Attachments';
import { PrioritySlider, StatusTag } from './TicketTags';
import { useSupport } from './SupportContext';
import { useSupportCall } from './supportQuery';

const TEAM = '0';

export function TicketSide({ ticket, files, onChanged }: { ticket: Ticket; files: readonly Attachment[]; onChanged(): void }) {
  const support = useSupport();
  const [linking, setLinking] = useState(false);
  const [agentPriority, setAgentPriority, latestAgentPriority] = useLatestState(ticket.agentPriority ?? 4);
  const agents = useSupportCall(support.call, listAgents, support.agent ? {} : null);
  const action = useAction(async (work: () => Promise<unknown>) => {
    await work();
    onChanged();
  });
  const run = (work: Parameters<typeof support.call>[0]) => void action.run(() => support.call(work));

  return (
    <aside className="ap-ticket__side">
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      <section aria-label="Informations">
        {support.agent ? (
          <>
            <SelectField label="Statut" value={ticket.status} onValueChange={(status) => run((c) => c.call(updateTicketStatus, { params: { id: ticket.id }, body: { status: status as TicketStatus } }))}
              options={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }))} />
            <SelectField label="Assigné à" value={String(ticket.assigment?.id ?? TEAM)}
              onValueChange={(v) => run((c) => c.call(updateTicketAssignment, { params: { id: ticket.id }, body: { assignment: v === TEAM ? null : Number(v) } }))}
              options={[{ value: TEAM, label: 'Équipe support' }, ...(agents.data ?? []).map((a) => ({ value: String(a.id), label: a.fullName }))]} />
          </>
        ) : null}
        <dl className="ap-ticket__facts">
          {support.agent ? null : (
            <>
              <dt>Statut</dt>
              <dd><StatusTag status={ticket.status} /></dd>
            </>
          )}
          <dt>Type</dt>
          <dd>{TICKET_TYPE_LABELS[ticket.type]}</dd>
          <dt>Créé par</dt>
          <dd>{ticket.createdBy.fullName}</dd>
          <dt>Créé le</dt>
          <dd>{formatDateTime(ticket.createdAt)}</dd>
          <dt>Messages</dt>
          <dd>{ticket.nbEntries}</dd>
          <dt>Pièces jointes</dt>
          <dd>{ticket.nbAttachments}</dd>
          {support.agent ? null : (
            <>
              <dt>Assigné à</dt>
              <dd>{ticket.assigment?.fullName ?? 'Équipe support'}</dd>
            </>
          )}
          {support.agent ? (
            <>
              <dt>Échéance</dt>
              <dd>{ticket.dueDate ? formatDate(ticket.dueDate) : '—'}</dd>
              <dt>Accès</dt>
              <dd>{ticket.agentPrivacy ? <Tag tone="warning">Accès agent uniquement</Tag> : 'Tous'}</dd>
            </>
          ) : null}
        </dl>
        <PrioritySlider label="Priorité" value={ticket.priority} />
        {support.agent ? (
          <div className="ap-editor__actions">
            <PrioritySlider label="Priorité Agent" value={agentPriority} onChange={setAgentPriority} />
            {agentPriority !== ticket.agentPriority ? (
              <Button onClick={() => run((c) => c.call(updateTicketAgentPriority, { params: { id: ticket.id }, body: { agentPriority: latestAgentPriority() } }))}>Enregistrer</Button>
            ) : null}
          </div>
        ) : null}
      </section>
      <TagsSection ticket={ticket} run={run} />
      <section aria-label="Liens">
        <div className="ap-ticket__head">
          <h4>Liens</h4>
          {support.agent ? <Button variant="ghost" icon={<LinkIcon size={16} aria-hidden="true" />} onClick={() => setLinking(true)}>Ajouter un lien</Button> : null}
        </div>
        {ticket.links.length === 0 ? <p className="ap-muted">Aucun lien</p> : null}
        <div className="ap-links">
          {LINK_TYPES.filter((type) => ticket.links.some((l) => l.linkType === type)).map((type) => (
            <div key={type}>
              <h5>{LINK_TYPE_LABELS[type]}</h5>
              <ul>
                {ticket.links.filter((l) => l.linkType === type).map((link) => (
                  <li key={link.id}>
                    <span>#{link.supportTicket2.id} {link.supportTicket2.title}</span>
                    <StatusTag status={link.supportTicket2.status} />
                    {support.agent ? (
                      <Button variant="ghost" icon={<X size={14} aria-hidden="true" />} aria-label={`Supprimer le lien vers #${link.supportTicket2.id}`} title="Supprimer le lien"
                        onClick={() => run((c) => c.call(deleteLink, { params: { id: ticket.id, linkId: link.id } }))} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-label="Pièces jointes du ticket">
        <h4>Pièces jointes</h4>
        {files.length === 0 ? <p className="ap-muted">Aucune pièce jointe</p> : null}
        <FileList files={files} canDelete={(file) => support.agent && file.createdBy === support.user.id}
          onDelete={(file) => run((c) => c.call(deleteAttachment, { params: { id: file.id } }))} />
      </section>
      {linking ? <LinkDialog ticketId={ticket.id} onClose={() => setLinking(false)} onLinked={() => { setLinking(false); onChanged(); }} /> : null}
    </aside>
  );
}

function TagsSection({ ticket, run }: { ticket: Ticket; run(work: Parameters<ReturnType<typeof useSupport>['call']>[0]): void }) {
  const support = useSupport();
  const [name, setName, latestName] = useLatestState('');
  // A tag created here is a write of `support`: the cache asks the tags again.
  const tags = useSupportCall(support.call, listTags, support.agent ? {} : null);
  const tooLong = name.trim().length > TAG_NAME_MAX ? maxLengthMessage(TAG_NAME_MAX) : null;
  const add = () => {
    // The name of the last keystroke, not of the last render (Enter or a click right after typing).
    const wanted = latestName().trim();
    if (!wanted || wanted.length > TAG_NAME_MAX) return;
    setName('');
    run(async (c) => {
      const tag = tags.data?.find((t) => t.name.toLowerCase() === wanted.toLowerCase()) ?? (await c.call(createTag, { body: { name: wanted } }));
      return c.call(addTagRef, { params: { id: ticket.id }, body: { tagId: tag.id } });
    });
  };
  return (
    <section aria-label="Étiquettes">
      <h4>Étiquettes</h4>
      <span className="ap-tags">
        {ticket.tagRefs.length === 0 ? <span className="ap-muted">Aucune étiquette</span> : null}
        {ticket.tagRefs.map((ref) => (
          <Tag key={ref.id}>
            {ref.tagName}
            {support.agent ? (
              <button type="button" className="ap-tag__remove" aria-label={`Retirer l’étiquette ${ref.tagName}`} onClick={() => run((c) => c.call(deleteTagRef, { params: { id: ticket.id, refId: ref.id } }))}>
                <X size={12} aria-hidden="true" />
              </button>
            ) : null}
          </Tag>
        ))}
      </span>
      {support.agent ? (
        <div className="ap-editor__actions">
          <TextField label="Ajouter une étiquette" value={name} onValueChange={setName} error={tooLong} list={`ap-tags-${ticket.id}`}
            onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); add(); } }} />
          <datalist id={`ap-tags-${ticket.id}`}>{tags.data?.map((t) => <option key={t.id} value={t.name} />)}</datalist>
          <Button icon={<Plus size={16} aria-hidden="true" />} aria-label="Ajouter l’étiquette" onClick={add} />
        </div>
      ) : null}
    </section>
  );
}
