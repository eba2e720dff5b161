/**
 * The messages and discussions tabs of an employee's record (read-only until the messages issue
 * adds sending): the agency's messages with the professional, and the discussions with the
 * families too (direct messages).
 */
import { MessagesList } from '../../../widgets/records/MessagesList';
import type { EmployeeTabProps } from './tabProps';

export const MessagesTab = ({ employee }: EmployeeTabProps) => <MessagesList proId={employee.id} />;
export const DiscussionsTab = ({ employee }: EmployeeTabProps) => <MessagesList proId={employee.id} includeDirectMessages />;
