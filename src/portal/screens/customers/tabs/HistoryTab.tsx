/** The history tab of a customer's record: the shared history panel on the customer's changelogs. */
import { createCustomerChangelog, customerChangelogs, deleteCustomerChangelog, updateCustomerChangelog } from '../../../../api/contract/customerRecord';
import { USER_HISTORY_EVENTS, type UserHistoryEvent } from '../../../../domain/customers/actions';
import { CUSTOMER_HISTORY_EVENT_LABELS } from '../../../../domain/customers/labels';
import { usePortal } from '../../../context';
import { HistoryPanel, type HistoryCalls } from '../../../kit/tabs/HistoryPanel';
import { callRequest } from '../../../state/queryCache';
import type { CustomerTabProps } from './tabProps';

export function HistoryTab({ customer, reload }: CustomerTabProps) {
  const { client } = usePortal();
  const id = customer.customerId;
  const calls: HistoryCalls<UserHistoryEvent> = {
    list: callRequest(client, customerChangelogs, { params: { id } }),
    // An exchange moves the record's last exchange: the header follows.
    add: (entry) => client.call(createCustomerChangelog, { params: { id }, body: entry }).then(reload),
    update: (changelogId, entry) => client.call(updateCustomerChangelog, { params: { id, changelogId }, body: entry }),
    remove: (changelogId) => client.call(deleteCustomerChangelog, { params: { id, changelogId } }),
  };
  return <HistoryPanel calls={calls} labels={CUSTOMER_HISTORY_EVENT_LABELS} userTypes={USER_HISTORY_EVENTS} />;
}
