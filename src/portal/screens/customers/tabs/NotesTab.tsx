/** The notes tab of a customer's record: the notes about its family (a customer without a family has none yet). */
import { EmptyState } from '../../../ui/EmptyState';
import { RecordNotes } from '../../../kit/tabs/RecordNotes';
import type { CustomerTabProps } from './tabProps';

export function NotesTab({ customer, kind, noteId }: CustomerTabProps) {
  const family = customer.families[0];
  if (!family) return <EmptyState title="Aucune famille">Les notes portent sur la famille du client : elles seront disponibles dès qu’une famille lui sera rattachée.</EmptyState>;
  return <RecordNotes about={{ familyId: family.id, label: family.name }} noteId={noteId} notesPath={`/${kind}/${customer.customerId}/notes`} />;
}
