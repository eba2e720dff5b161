/**
 * /professionals/{proId}/… (spec 001 §2): a professional's page, the tabs résumé, notes,
 * informations, messages, planning and publications, each a lazy chunk, the tab in the URL.
 * The header shows the name, login and account status.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazyComponent } from '../../app/lazyComponent';
import { getProfessionalSummary } from '../../../api/contract/professionals';
import { parseLocation, tabOf } from '../../../domain/routes';
import { userStatusLabel, userStatusTone } from '../../../domain/userStatus';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { RecordPage, TabContent } from '../../kit/RecordPage';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import type { ProfessionalTabProps } from './tabs/tabProps';

const TABS = {
  resume: lazyComponent(() => import('./tabs/ResumeTab'), (m) => m.ResumeTab),
  notes: lazyComponent(() => import('./tabs/simpleTabs'), (m) => m.NotesTab),
  infos: lazyComponent(() => import('./tabs/InfosTab'), (m) => m.InfosTab),
  messages: lazyComponent(() => import('./tabs/simpleTabs'), (m) => m.MessagesTab),
  planning: lazyComponent(() => import('./tabs/simpleTabs'), (m) => m.PlanningTab),
  posts: lazyComponent(() => import('./tabs/simpleTabs'), (m) => m.PostsTab),
};

const TAB_LABELS: ReadonlyArray<readonly [keyof typeof TABS, string]> = [
  ['resume', 'Résumé'], ['notes', 'Notes'], ['infos', 'Informations'], ['messages', 'Messages'], ['planning', 'Planning'], ['posts', 'Publications'],
];

export function ProfessionalRecordScreen({ params }: ScreenProps) {
  useSignals();
  const { router } = usePortal();
  const proId = Number(params.proId);
  const tab = tabOf(parseLocation(router.location.value).path);
  const loaded = useCall(getProfessionalSummary, { params: { id: proId } });
  const pro = loaded.data?.id === proId ? loaded.data : null;

  if (!pro) return loaded.loading ? <Loading /> : <Alert tone="danger">Cet(te) intervenant(e) n’existe pas ou n’est pas de votre agence.</Alert>;
  const props: ProfessionalTabProps = { pro, noteId: params.noteId ? Number(params.noteId) : null, reload: loaded.reload };
  return (
    <RecordPage
      name={`${pro.firstName} ${pro.lastName}`}
      subtitle={pro.login}
      tag={<Tag tone={userStatusTone(pro.status)}>{userStatusLabel(pro.status)}</Tag>}
      tabs={TAB_LABELS.map(([key, label]) => ({ key, label, to: `/professionals/${proId}/${key}` }))}
      current={tab}
    >
      <TabContent tabs={TABS} current={tab} props={props} />
    </RecordPage>
  );
}
