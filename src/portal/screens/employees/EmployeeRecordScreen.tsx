/**
 * /employees/{id}/… and /candidates/{id}/… (spec 001 §2): the record of an employee or a
 * candidate. The header shows the name, reference, status and the actions the status allows;
 * each tab of the route table is its own lazy chunk, the tab in the URL.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import { getEmployee, type EmployeeDetails } from '../../../api/contract/employeeRecord';
import { PAYE_TABS } from '../../../domain/permissions';
import { ACCESS_DENIED_PATH, parseLocation, tabOf } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { RecordPage, TabContent } from '../../kit/RecordPage';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Spinner';
import { EmployeeActions } from './EmployeeActions';
import { EmployeeStatusTag } from './EmployeeStatusTag';
import { listKindOf, type EmployeesListKind } from './employeesList';
import type { EmployeeTabProps } from './tabs/tabProps';
import { usePayeAvailable } from './usePayeAvailable';

const TABS = {
  home: lazyComponent(() => import('./tabs/HomeTab'), (m) => m.HomeTab),
  infos: lazyComponent(() => import('./tabs/InfosTab'), (m) => m.InfosTab),
  messages: lazyComponent(() => import('./tabs/MessagesTab'), (m) => m.MessagesTab),
  discussions: lazyComponent(() => import('./tabs/MessagesTab'), (m) => m.DiscussionsTab),
  notes: lazyComponent(() => import('./tabs/NotesTab'), (m) => m.NotesTab),
  planning: lazyComponent(() => import('./tabs/PlanningTab'), (m) => m.PlanningTab),
  history: lazyComponent(() => import('./tabs/HistoryTab'), (m) => m.HistoryTab),
  absences: lazyComponent(() => import('./tabs/AbsencesTab'), (m) => m.AbsencesTab),
  paye: lazyComponent(() => import('./tabs/PayeTab'), (m) => m.PayeTab),
  paysheets: lazyComponent(() => import('./tabs/PaysheetsTab'), (m) => m.PaysheetsTab),
};

const TAB_LABELS: ReadonlyArray<readonly [keyof typeof TABS, string]> = [
  ['home', 'Synthèse'], ['infos', 'Informations'], ['messages', 'Messages'], ['discussions', 'Discussions'], ['notes', 'Notes'],
  ['planning', 'Planning'], ['history', 'Historique'], ['absences', 'Absences'], ['paye', 'Paie'], ['paysheets', 'Bulletins de paie'],
];

/** The record's tabs; paye and paysheets only where paye is available, and not for a candidate (not paid yet). */
export function recordTabs(kind: EmployeesListKind, employeeId: number, withPaye: boolean) {
  return TAB_LABELS.filter(([key]) => (withPaye && kind === 'employees') || !PAYE_TABS.includes(key)).map(([key, label]) => ({ key, label, to: `/${kind}/${employeeId}/${key}` }));
}

export function EmployeeRecordScreen({ params }: ScreenProps) {
  useSignals();
  const { router } = usePortal();
  const { path } = parseLocation(router.location.value);
  const kind = listKindOf(path);
  const employeeId = Number(params.employeeId);
  const tab = tabOf(path);
  const payeAvailable = usePayeAvailable();
  const [updated, setUpdated] = useState<EmployeeDetails | null>(null);
  const denied = PAYE_TABS.includes(tab) && !payeAvailable;
  useEffect(() => {
    if (denied) router.navigate(ACCESS_DENIED_PATH, { replace: true });
  }, [denied, router]);
  const loaded = useCall(getEmployee, { params: { id: employeeId } });
  const employee = updated?.id === employeeId ? updated : loaded.data;

  if (denied) return null;
  if (!employee) return loaded.loading ? <Loading /> : <Alert tone="danger">Cette fiche n’existe pas ou n’est pas celle de votre agence.</Alert>;
  // The tabs link under its own list (a candidate under /candidates), whichever path opened it.
  const ownKind: EmployeesListKind = employee.candidate ? 'candidates' : 'employees';
  const props: EmployeeTabProps = { employee, kind: ownKind, noteId: params.noteId ? Number(params.noteId) : null, onChange: setUpdated, reload: loaded.reload };
  return (
    <RecordPage
      name={`${employee.firstName} ${employee.lastName}`}
      subtitle={[employee.ref, employee.proInfos.jobTitle].filter(Boolean).join(' · ')}
      tag={<EmployeeStatusTag employee={employee} />}
      actions={
        <EmployeeActions
          employee={employee}
          onChange={(next) => {
            setUpdated(next);
            const nextKind: EmployeesListKind = next.candidate ? 'candidates' : 'employees';
            if (nextKind !== kind) router.navigate(`/${nextKind}/${next.id}/${tab}`);
          }}
        />
      }
      tabs={recordTabs(ownKind, employeeId, payeAvailable)}
      current={tab}
    >
      <TabContent tabs={TABS} current={tab} props={props} />
    </RecordPage>
  );
}
