/** Adds a link (agents, spec 002 §5): its nature and the target ticket, found by its title; both required. */
import { useCallback, useState } from 'react';
import { createLink, searchTickets } from '../../../api/contract/support';
import { LINK_TYPES, LINK_TYPE_LABELS, SUPPORT_MESSAGES, type LinkType } from '../../../domain/support/rules';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/SelectField';
import { RemoteSelect, type Choice } from '../../ui/RemoteSelect';
import { useSupport } from './SupportContext';

export function LinkDialog({ ticketId, onLinked, onClose }: { ticketId: number; onLinked(): void; onClose(): void }) {
  const support = useSupport();
  const [nature, setNature, latestNature] = useLatestState<LinkType | ''>('');
  const [target, setTarget, latestTarget] = useLatestState<Choice | null>(null);
  const [tried, setTried] = useState(false);
  const search = useCallback(
    async (titlePattern: string) =>
      (await support.call((c) => c.call(searchTickets, { body: { titlePattern, pageNumber: 0, pageSize: 20 } }))).content
        .filter((t) => t.id !== ticketId)
        .map((t) => ({ id: t.id, label: `#${t.id} ${t.title}` })),
    [support, ticketId],
  );
  const save = useAction(async () => {
    setTried(true);
    // The choices of the last gesture, not of the last render (a click right after choosing).
    const linkType = latestNature();
    const ticket = latestTarget();
    if (!linkType || !ticket) return;
    await support.call((c) => c.call(createLink, { params: { id: ticketId }, body: { supportTicketId: ticket.id, linkType } }));
    onLinked();
  });
  return (
    <Modal title="Ajouter un lien" width={520} onClose={onClose} footer={<Button variant="primary" loading={save.pending} onClick={() => void save.run()}>Ajouter</Button>}>
      <div className="ap-form ap-link-dialog">
        {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
        <SelectField label="Nature du lien" value={nature} error={tried && !nature ? SUPPORT_MESSAGES.required : null} onValueChange={(v) => setNature(v as LinkType | '')}
          options={[{ value: '', label: 'Choisir…' }, ...LINK_TYPES.map((t) => ({ value: t, label: LINK_TYPE_LABELS[t] }))]} />
        <RemoteSelect label="Ticket cible" value={target} onValueChange={setTarget} search={search} placeholder="Titre du ticket" />
        {tried && !target ? <span className="ap-field__error">{SUPPORT_MESSAGES.required}</span> : null}
      </div>
    </Modal>
  );
}
