/** The paysheets tab of an employee's record: the paysheets filed from the portal (PaysheetsUpload) or `agency paysheets upload`, newest month first, each downloaded through a one-use token. */
import { Download } from 'tabler-icons-react';
import { downloadPaysheet, paysheetsOfEmployee, type EmployeePaysheet } from '../../../../api/contract/paysheets';
import { formatDateTime, formatMonth, formatOfMonth } from '../../../../domain/format/date';
import { saveFrom } from '../../../app/saveFile';
import { usePortal } from '../../../context';
import { useAction } from '../../../kit/useAction';
import { useCall } from '../../../kit/useQuery';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Table, type Column } from '../../../ui/Table';
import type { EmployeeTabProps } from './tabProps';

const day = (p: EmployeePaysheet) => `${p.month}-01`;

export function PaysheetsTab({ employee }: EmployeeTabProps) {
  const { client } = usePortal();
  const list = useCall(paysheetsOfEmployee, { params: { id: employee.id } });
  const download = useAction(async (p: EmployeePaysheet) => saveFrom(await client.downloadUrl(downloadPaysheet, { params: { id: employee.id, pid: p.id } }), p.fileName.split('/').pop() ?? p.fileName));
  const columns: Column<EmployeePaysheet>[] = [
    { key: 'month', header: 'Mois', nowrap: true, cell: (p) => formatMonth(day(p)) },
    { key: 'file', header: 'Fichier', wide: true, cell: (p) => p.fileName },
    { key: 'uploaded', header: 'Déposé le', nowrap: true, cell: (p) => formatDateTime(p.uploadedAt) },
    {
      key: 'actions', header: 'Actions',
      cell: (p) => <Button variant="ghost" icon={<Download size={16} aria-hidden="true" />} title="Télécharger" aria-label={`Télécharger le bulletin ${formatOfMonth(day(p))}`} onClick={() => void download.run(p)} />,
    },
  ];
  return (
    <section className="ap-panel" aria-label="Bulletins de paie">
      <h2 className="ap-panel__title">Bulletins de paie</h2>
      {download.error ? <Alert tone="danger">{download.error}</Alert> : null}
      <Table caption="Bulletins de paie" columns={columns} rows={list.data ?? []} rowKey={(p) => p.id} loading={list.loading && !list.data} empty="Aucun bulletin de paie déposé" />
    </section>
  );
}
