/**
 * The employee's earlier paye periods (the months before this one), newest first, with their
 * status; « Consulter » shows one as it was kept, read-only: its hours and gross pay per
 * contract, bonuses, down payments and totals, and its notes. No call changes a past period.
 */
import { useState } from 'react';
import { payePastPeriod, payePastPeriods, type PastPeriod } from '../../../../api/contract/paye';
import { formatDateTime, formatMonth } from '../../../../domain/format/date';
import { payePeriodStatusLabel } from '../../../../domain/paye/labels';
import { useCall } from '../../../kit/useQuery';
import { useReloadOn } from '../../../kit/useReloadOn';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/Spinner';
import { Table, type Column } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { PeriodEntries } from './PeriodEntries';
import { PeriodTable, PeriodTotals } from './PeriodFigures';

const monthLabel = (month: string) => formatMonth(`${month}-01`);
const nothing = () => Promise.resolve();

export function PastPeriods({ employeeId, version }: { employeeId: number; version: number }) {
  const [shown, setShown] = useState<string | null>(null);
  const list = useCall(payePastPeriods, { params: { id: employeeId } });
  useReloadOn(version, list);
  const period = useCall(payePastPeriod, shown ? { params: { id: employeeId, month: shown } } : null);
  const columns: Column<PastPeriod>[] = [
    { key: 'month', header: 'Période', cell: (p) => <span className="ap-strong">{monthLabel(p.month)}</span> },
    { key: 'status', header: 'Statut', nowrap: true, cell: (p) => <Tag tone={p.validated ? 'success' : 'warning'}>{payePeriodStatusLabel(p.validated)}</Tag> },
    { key: 'validatedAt', header: 'Validée le', nowrap: true, cell: (p) => (p.validatedAt ? formatDateTime(p.validatedAt) : '') },
    { key: 'actions', header: 'Actions', cell: (p) => <Button aria-label={`Consulter la période ${monthLabel(p.month)}`} onClick={() => setShown(p.month)}>Consulter</Button> },
  ];
  return (
    <section className="ap-panel" aria-labelledby={`paye-past-${employeeId}`}>
      <h2 className="ap-panel__title" id={`paye-past-${employeeId}`}>Périodes précédentes</h2>
      <Table caption="Périodes précédentes" columns={columns} rows={list.data ?? []} rowKey={(p) => p.month} loading={list.loading && !list.data} empty="Aucune période précédente" />
      {shown ? (
        <Modal title={`Période de ${monthLabel(shown)}`} subtitle="En lecture seule : une période passée ne se modifie plus" width={1100} onClose={() => setShown(null)}>
          {period.data ? (
            <>
              <PeriodTable period={period.data} caption={`Heures de ${monthLabel(shown)} par contrat`} />
              <div className="ap-paye-entries">
                <PeriodEntries title="Primes" entries={period.data.bonuses} rules={{}} withLabel locked addLabel="" deleteQuestion="" onAdd={nothing} onDelete={nothing} />
                <PeriodEntries title="Acomptes" entries={period.data.downPayments} rules={{}} locked addLabel="" deleteQuestion="" onAdd={nothing} onDelete={nothing} />
              </div>
              <PeriodTotals period={period.data} label={`Totaux de ${monthLabel(shown)}`} />
              {period.data.notes ? <p className="ap-paye-notes">{period.data.notes}</p> : null}
            </>
          ) : <Loading />}
        </Modal>
      ) : null}
    </section>
  );
}
