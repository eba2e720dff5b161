/**
 * The infos tab of a customer's record (spec 001 §7 Customers): identity, contact and free-text infos, address,
 * notes, contacts, price grids and SEPA mandates — each its own form and call; a form holding
 * unsaved changes asks before the page is left.
 */
import { ContactsPanel } from '../ContactsPanel';
import { CustomerAddressForm, CustomerIdentityForm, CustomerNotesForm } from '../CustomerForms';
import { CustomerGrids } from '../CustomerGrids';
import { SepaMandates } from '../SepaMandates';
import type { CustomerTabProps } from './tabProps';

export function InfosTab({ customer, onChange }: CustomerTabProps) {
  return (
    <div className="ap-record-stack">
      <CustomerIdentityForm customer={customer} onSaved={onChange} />
      <CustomerAddressForm customer={customer} onSaved={onChange} />
      <ContactsPanel customerId={customer.customerId} />
      <CustomerNotesForm customer={customer} onSaved={onChange} />
      <CustomerGrids customerId={customer.customerId} onChange={onChange} />
      <SepaMandates customerId={customer.customerId} />
    </div>
  );
}
