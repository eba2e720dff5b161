/** One ticket's tab (spec 002 §2): title with refresh, description, files, the side facts, the timeline and the comment editor. */
import { useEffect } from 'react';
import { Refresh, X } from 'tabler-icons-react';
import { getTicket, listAttachments, searchEntries } from '../../../api/contract/support';
import { ENTRY_PAGE_SIZE } from '../../../domain/support/rules';
import { useQuery } from '../../kit/useQuery';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { CommentEditor } from './CommentEditor';
import { useSupport } from './SupportContext';
import { TicketSide } from './TicketSide';
import { Timeline } from './Timeline';

export function TicketDetail({ ticketId, onTitle, onClose }: { ticketId: number; onTitle(title: string): void; onClose(): void }) {
  const support = useSupport();
  const { data, loading, reload } = useQuery({
    key: `support.ticketDetail:${ticketId}`,
    reads: getTicket.reads,
    send: (signal) =>
      support.call(async (client) => {
        // The entries first: reading them marks them read, so the ticket's unread count that follows is current.
        const entries = await client.call(searchEntries, { params: { id: ticketId }, body: { pageNumber: 0, pageSize: ENTRY_PAGE_SIZE } }, { signal });
        const [ticket, files] = await Promise.all([client.call(getTicket, { params: { id: ticketId } }, { signal }), client.call(listAttachments, { params: { id: ticketId } }, { signal })]);
        return { ticket, files, entries: entries.content };
      }),
  });
  const title = data?.ticket.title;
  useEffect(() => {
    if (title) onTitle(title);
  }, [title, onTitle]);
  if (!data) return loading ? <Loading /> : <p className="ap-muted">Ce ticket n’est pas disponible.</p>;
  const { ticket, files, entries } = data;
  return (
    <article aria-label={`Ticket ${ticket.id}`}>
      <div className="ap-ticket__head">
        <h3>
          #{ticket.id} {ticket.title}
        </h3>
        <Button variant="ghost" icon={<Refresh size={16} aria-hidden="true" />} aria-label="Actualiser le ticket" title="Actualiser" loading={loading} onClick={reload} />
        <Button variant="ghost" className="ap-ticket__close" icon={<X size={16} aria-hidden="true" />} onClick={onClose}>
          Fermer l’onglet
        </Button>
      </div>
      <div className="ap-ticket">
        <div className="ap-ticket__main">
          <p className="ap-ticket__description">{ticket.description}</p>
          <Timeline entries={entries} onChanged={reload} />
          <CommentEditor ticketId={ticket.id} onSent={reload} />
        </div>
        <TicketSide key={ticket.updatedAt} ticket={ticket} files={files} onChanged={reload} />
      </div>
    </article>
  );
}
