/** The planning, notes and messages tabs of a family's page: the shared record widgets, given the family. */
import { RecordNotes } from '../../../kit/tabs/RecordNotes';
import { MessageThread } from '../../../widgets/thread/MessageThread';
import { PlanningOverview } from '../../../widgets/records/PlanningOverview';
import { lazyComponent } from '../../../app/lazyComponent';
import type { FamilyTabProps } from './tabProps';

/** The hour grid of /plannings, on demand. */
const RecordWeekGrid = lazyComponent(() => import('../../plannings/RecordWeekGrid'), (m) => m.default);

export const PlanningTab = ({ family }: FamilyTabProps) => (
  <>
    <PlanningOverview familyId={family.id} />
    <RecordWeekGrid by="family" party={{ id: family.id, label: family.name }} />
  </>
);

export const NotesTab = ({ family, noteId }: FamilyTabProps) => (
  <RecordNotes about={{ familyId: family.id, label: family.name }} noteId={noteId} notesPath={`/families/${family.id}/notes`} />
);

/** The discussion of the agency with the family (the reply box writes to it), with the family's direct messages with its professionals. */
export const MessagesTab = ({ family }: FamilyTabProps) => <MessageThread recipient={{ kind: 'FAMILY', id: family.id, label: family.name }} withDirect />;
