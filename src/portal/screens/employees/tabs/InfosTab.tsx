/**
 * The infos tab of an employee's record (spec 001 §7 Employees): identity and contact, address,
 * transport options, professional information, notes — each its own form and call; a form
 * holding unsaved changes asks before the page is left.
 */
import { EmployeeAddressForm, EmployeeIdentityForm, EmployeeNotesForm, EmployeeProInfosForm, EmployeeTransportForm } from '../EmployeeForms';
import type { EmployeeTabProps } from './tabProps';

export function InfosTab({ employee, onChange }: EmployeeTabProps) {
  return (
    <div className="ap-record-stack">
      <EmployeeIdentityForm employee={employee} onSaved={onChange} />
      <EmployeeAddressForm employee={employee} onSaved={onChange} />
      <EmployeeTransportForm employee={employee} onSaved={onChange} />
      <EmployeeProInfosForm employee={employee} onSaved={onChange} />
      <EmployeeNotesForm employee={employee} onSaved={onChange} />
    </div>
  );
}
