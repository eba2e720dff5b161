/** The planning tab of an employee's record: next and last events, timesheets and hours (the planning overview). */
import { PlanningOverview } from '../../../widgets/records/PlanningOverview';
import type { EmployeeTabProps } from './tabProps';

export const PlanningTab = ({ employee }: EmployeeTabProps) => <PlanningOverview proId={employee.id} />;
