/** The planning, notes and messages tabs of a family's page: the shared record widgets, given the family. */
import { RecordNotes } from '../../../kit/tabs/RecordNotes';
import { MessagesList } from '../../../widgets/records/MessagesList';
import { PlanningOverview } from '../../../widgets/records/PlanningOverview';
import type { FamilyTabProps } from './tabProps';

export const PlanningTab = ({ family }: FamilyTabProps) => <PlanningOverview familyId={family.id} />;

export const NotesTab = ({ family, noteId }: FamilyTabProps) => (
  <RecordNotes about={{ familyId: family.id, label: family.name }} noteId={noteId} notesPath={`/families/${family.id}/notes`} />
);

/** The agency's messages with the family (« Écrire » writes to it) and the family's direct messages with its professionals. */
export const MessagesTab = ({ family }: FamilyTabProps) => <MessagesList familyId={family.id} includeDirectMessages recipientLabel={family.name} />;
