/** The composition tab of a family's page (spec 001 §7): its children, parents, contacts, other addresses and the children addresses, each a table with add, edit and (but parents) delete; the shared cares the family is part of. */
import { AddressesPanel } from '../AddressesPanel';
import { ChildrenAddressesPanel } from '../ChildrenAddressesPanel';
import { ChildrenPanel } from '../ChildrenPanel';
import { ContactsPanel } from '../ContactsPanel';
import { ParentsPanel } from '../ParentsPanel';
import { SharedFamiliesPanel } from '../SharedFamiliesPanel';
import type { FamilyTabProps } from './tabProps';

export function CompositionTab({ family, onChange }: FamilyTabProps) {
  return (
    <div className="ap-record-stack">
      <ChildrenPanel family={family} onChange={onChange} />
      <ParentsPanel family={family} onChange={onChange} />
      <ContactsPanel family={family} onChange={onChange} />
      <AddressesPanel family={family} onChange={onChange} />
      <ChildrenAddressesPanel familyId={family.id} />
      <SharedFamiliesPanel familyId={family.id} familyName={family.name} />
    </div>
  );
}
