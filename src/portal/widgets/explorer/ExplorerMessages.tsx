/** The explorer's messages view (spec 001 §2): direction icon, unread dot, date, from and to, content; a click opens the modal « Message ». */
import { useState } from 'react';
import { searchFamilyMessages, searchProMessages, type Message } from '../../../api/contract/messages';
import { EXPLORER_PAGE_SIZE } from '../../../domain/explorer';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { messageColumns } from '../records/messageColumns';
import { MessageDialog } from '../records/MessageDialog';
import { recordsCss } from '../records/records.css';
import type { RecordTarget } from '../records/target';
import { ExplorerList } from './ExplorerList';

export function ExplorerMessages({ familyId, proId }: RecordTarget) {
  useStyles('records', recordsCss);
  const [opened, setOpened] = useState<Message | null>(null);
  const query = { pageNumber: 0, pageSize: EXPLORER_PAGE_SIZE, includeDirectMessages: 'false', directOnly: 'false' } as const;
  const family = useCall(searchFamilyMessages, familyId !== undefined ? { params: { id: familyId }, query } : null);
  const pro = useCall(searchProMessages, familyId === undefined ? { params: { id: proId }, query } : null);
  const { data, loading } = familyId !== undefined ? family : pro;
  return (
    <>
      <ExplorerList caption="Messages" columns={messageColumns(setOpened, []).filter((c) => c.key !== 'type')} page={data} loading={loading} rowKey={(m) => m.id} />
      {opened ? <MessageDialog message={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
