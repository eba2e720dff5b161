/**
 * The messages and discussions tabs of an employee's record: the discussion of the agency with the professional, where
 * staff write to her, and the same with her direct messages with the families.
 */
import { MessageThread } from '../../../widgets/thread/MessageThread';
import type { EmployeeTabProps } from './tabProps';

const recipientOf = ({ employee }: EmployeeTabProps) => ({ kind: 'PRO' as const, id: employee.id, label: `${employee.firstName} ${employee.lastName}` });

export const MessagesTab = (props: EmployeeTabProps) => <MessageThread recipient={recipientOf(props)} />;
export const DiscussionsTab = (props: EmployeeTabProps) => <MessageThread recipient={recipientOf(props)} withDirect />;
