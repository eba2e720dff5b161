/**
 * /families/{familyId}/… (spec 001 §2): a family's page. The header shows its name, its
 * customer and the deletion (confirmed); each tab of the route table is its own lazy chunk,
 * the tab in the URL.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import { Trash } from 'tabler-icons-react';
import { deleteFamily, getFamily, type FamilyDetails } from '../../../api/contract/familyRecord';
import { parseLocation, tabOf } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { RecordPage, TabContent } from '../../kit/RecordPage';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import type { FamilyTabProps } from './tabs/tabProps';

const TABS = {
  resume: lazyComponent(() => import('./tabs/ResumeTab'), (m) => m.ResumeTab),
  infos: lazyComponent(() => import('./tabs/InfosTab'), (m) => m.InfosTab),
  composition: lazyComponent(() => import('./tabs/CompositionTab'), (m) => m.CompositionTab),
  planning: lazyComponent(() => import('./tabs/FollowUpTabs'), (m) => m.PlanningTab),
  notes: lazyComponent(() => import('./tabs/FollowUpTabs'), (m) => m.NotesTab),
  messages: lazyComponent(() => import('./tabs/FollowUpTabs'), (m) => m.MessagesTab),
};

const TAB_LABELS: ReadonlyArray<readonly [keyof typeof TABS, string]> = [
  ['resume', 'Résumé'], ['infos', 'Informations'], ['composition', 'Composition'], ['planning', 'Planning'], ['notes', 'Notes'], ['messages', 'Messages'],
];

export function FamilyRecordScreen({ params }: ScreenProps) {
  useSignals();
  const { client, router } = usePortal();
  const { path } = parseLocation(router.location.value);
  const familyId = Number(params.familyId);
  const tab = tabOf(path);
  const [updated, setUpdated] = useState<FamilyDetails | null>(null);
  const loaded = useCall(getFamily, { params: { id: familyId } });
  const removal = useAction(async (family: FamilyDetails) => {
    await client.call(deleteFamily, { params: { id: family.id } });
    router.navigate(family.customer ? `/customers/${family.customer.id}/family` : '/home');
  });
  const deletion = useDeleteConfirmation<FamilyDetails>('Confirmez-vous la suppression de cette famille, de ses enfants, parents, contacts et adresses ?', (family) => removal.run(family));
  const family = updated?.id === familyId ? updated : loaded.data;

  if (!family) return loaded.loading ? <Loading /> : <Alert tone="danger">Cette famille n’existe pas ou n’est pas celle de votre agence.</Alert>;
  const props: FamilyTabProps = { family, noteId: params.noteId ? Number(params.noteId) : null, onChange: setUpdated };
  return (
    <RecordPage
      name={family.name}
      subtitle={family.customer ? <>Client : <Link to={`/customers/${family.customer.id}/home`}>{family.customer.name}</Link></> : 'Sans client rattaché'}
      actions={
        <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} onClick={() => deletion.ask(family)}>
          Supprimer la famille
        </Button>
      }
      tabs={TAB_LABELS.map(([key, label]) => ({ key, label, to: `/families/${familyId}/${key}` }))}
      current={tab}
    >
      {removal.error ? <Alert tone="danger">{removal.error}</Alert> : null}
      {deletion.dialog}
      <TabContent tabs={TABS} current={tab} props={props} />
    </RecordPage>
  );
}
