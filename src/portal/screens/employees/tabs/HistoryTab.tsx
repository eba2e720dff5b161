/** The history tab of an employee's record: the shared history panel on the employee's changelogs. */
import { createEmployeeChangelog, deleteEmployeeChangelog, employeeChangelogs, updateEmployeeChangelog } from '../../../../api/contract/employeeRecord';
import { USER_HISTORY_EVENTS, type UserHistoryEvent } from '../../../../domain/customers/actions';
import { EMPLOYEE_HISTORY_EVENT_LABELS } from '../../../../domain/employees/labels';
import { usePortal } from '../../../context';
import { HistoryPanel, type HistoryCalls } from '../../../kit/tabs/HistoryPanel';
import { callRequest } from '../../../state/queryCache';
import type { EmployeeTabProps } from './tabProps';

export function HistoryTab({ employee, reload }: EmployeeTabProps) {
  const { client } = usePortal();
  const id = employee.id;
  const calls: HistoryCalls<UserHistoryEvent> = {
    list: callRequest(client, employeeChangelogs, { params: { id } }),
    // An exchange moves the record's last exchange: the header follows.
    add: (entry) => client.call(createEmployeeChangelog, { params: { id }, body: entry }).then(reload),
    update: (changelogId, entry) => client.call(updateEmployeeChangelog, { params: { id, changelogId }, body: entry }),
    remove: (changelogId) => client.call(deleteEmployeeChangelog, { params: { id, changelogId } }),
  };
  return <HistoryPanel calls={calls} labels={EMPLOYEE_HISTORY_EVENT_LABELS} userTypes={USER_HISTORY_EVENTS} />;
}
