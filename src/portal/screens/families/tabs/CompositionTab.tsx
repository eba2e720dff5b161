/** The composition tab of a family's page (spec 001 §7): its children, parents, contacts and other addresses, each a table with add, edit and (but parents) delete. */
import { AddressesPanel } from '../AddressesPanel';
import { ChildrenPanel } from '../ChildrenPanel';
import { ContactsPanel } from '../ContactsPanel';
import { ParentsPanel } from '../ParentsPanel';
import type { FamilyTabProps } from './tabProps';

export function CompositionTab({ family, onChange }: FamilyTabProps) {
  return (
    <div className="ap-record-stack">
      <ChildrenPanel family={family} onChange={onChange} />
      <ParentsPanel family={family} onChange={onChange} />
      <ContactsPanel family={family} onChange={onChange} />
      <AddressesPanel family={family} onChange={onChange} />
    </div>
  );
}
