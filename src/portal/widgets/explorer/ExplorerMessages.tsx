/** The explorer's messages view (spec 001 §2): direction icon, unread dot, date, from and to, content; a click opens the modal « Message ». */
import { useState } from 'react';
import { searchFamilyMessages, searchProMessages, type Message } from '../../../api/contract/messages';
import { EXPLORER_PAGE_SIZE } from '../../../domain/explorer';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { MessageDialog, messageColumns } from '../records/messageParts';
import { recordsCss } from '../records/records.css';
import type { RecordTarget } from '../records/target';
import { ExplorerList } from './parts';

export function ExplorerMessages({ familyId, proId }: RecordTarget) {
  useStyles('records', recordsCss);
  const { client } = usePortal();
  const [opened, setOpened] = useState<Message | null>(null);
  const { data, loading } = useLoad(() => {
    const query = { pageNumber: 0, pageSize: EXPLORER_PAGE_SIZE, includeDirectMessages: 'false', directOnly: 'false' } as const;
    return familyId !== undefined ? client.call(searchFamilyMessages, { params: { id: familyId }, query }) : client.call(searchProMessages, { params: { id: proId }, query });
  }, [client, familyId, proId]);
  return (
    <>
      <ExplorerList caption="Messages" columns={messageColumns(setOpened, []).filter((c) => c.key !== 'type')} page={data} loading={loading} rowKey={(m) => m.id} />
      {opened ? <MessageDialog message={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
