import type { CustomerDetails } from '../../../../api/contract/customers';
import type { CustomersListKind } from '../customersList';

/** What every tab of a customer's record receives from the record page. */
export interface CustomerTabProps {
  customer: CustomerDetails;
  /** Under which list the record lives (its status: a prospect under /prospects). */
  kind: CustomersListKind;
  /** notes/{noteId}: the note to open. */
  noteId: number | null;
  /** An update answered the record: the page shows it (header included) without asking again. */
  onChange(customer: CustomerDetails): void;
  reload(): void;
}
