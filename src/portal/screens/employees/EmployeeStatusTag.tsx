import type { EmployeeDetails } from '../../../api/contract/employeeRecord';
import { employeeStatusTag } from '../../../domain/employees/labels';
import { Tag } from '../../ui/Tag';

export function EmployeeStatusTag({ employee }: { employee: Pick<EmployeeDetails, 'status' | 'archived'> }) {
  const { label, tone } = employeeStatusTag(employee);
  return <Tag tone={tone}>{label}</Tag>;
}
