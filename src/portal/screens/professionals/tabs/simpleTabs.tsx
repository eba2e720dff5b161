/**
 * The tabs of a professional's page that are one widget each: notes about the professional,
 * the discussion of the agency with it (where staff write), its planning overview and week on the hour grid, and the posts it
 * wrote in the community (each opening its page).
 */
import { RecordNotes } from '../../../kit/tabs/RecordNotes';
import { MessageThread } from '../../../widgets/thread/MessageThread';
import { PlanningOverview } from '../../../widgets/records/PlanningOverview';
import { lazyComponent } from '../../../app/lazyComponent';
import { PostsTable } from '../../community/PostsTable';
import type { ProfessionalTabProps } from './tabProps';

/** The hour grid of /plannings, on demand. */
const RecordWeekGrid = lazyComponent(() => import('../../plannings/RecordWeekGrid'), (m) => m.default);

const nameOf = (pro: ProfessionalTabProps['pro']) => `${pro.firstName} ${pro.lastName}`;

export const NotesTab = ({ pro, noteId }: ProfessionalTabProps) => (
  <RecordNotes about={{ proId: pro.id, label: nameOf(pro) }} noteId={noteId} notesPath={`/professionals/${pro.id}/notes`} />
);
export const MessagesTab = ({ pro }: ProfessionalTabProps) => <MessageThread recipient={{ kind: 'PRO', id: pro.id, label: nameOf(pro) }} />;
export const PlanningTab = ({ pro }: ProfessionalTabProps) => (
  <>
    <PlanningOverview proId={pro.id} />
    <RecordWeekGrid by="pro" party={{ id: pro.id, label: nameOf(pro) }} />
  </>
);
export const PostsTab = ({ pro }: ProfessionalTabProps) => (
  <section className="ap-panel" aria-label="Publications">
    <h2 className="ap-panel__title">Publications</h2>
    <PostsTable filter={{ authorId: pro.id }} caption={`Publications de ${nameOf(pro)}`} hideAuthor />
  </section>
);
