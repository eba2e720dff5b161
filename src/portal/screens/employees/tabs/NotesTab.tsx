/** The notes tab of an employee's record: the notes about the professional (its id is the employee's). */
import { RecordNotes } from '../../../kit/tabs/RecordNotes';
import type { EmployeeTabProps } from './tabProps';

export function NotesTab({ employee, kind, noteId }: EmployeeTabProps) {
  return <RecordNotes about={{ proId: employee.id, label: `${employee.firstName} ${employee.lastName}` }} noteId={noteId} notesPath={`/${kind}/${employee.id}/notes`} />;
}
