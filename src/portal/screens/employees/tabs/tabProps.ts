import type { EmployeeDetails } from '../../../../api/contract/employeeRecord';
import type { EmployeesListKind } from '../employeesList';

/** What every tab of an employee's or candidate's record receives from the record page. */
export interface EmployeeTabProps {
  employee: EmployeeDetails;
  /** Under which list the record lives (a candidate under /candidates). */
  kind: EmployeesListKind;
  /** notes/{noteId}: the note to open. */
  noteId: number | null;
  /** An update answered the record: the page shows it (header included) without asking again. */
  onChange(employee: EmployeeDetails): void;
  reload(): void;
}
