/** The infos tab of a family's page: the infos form and the address form (each its own call, answering the family), and the family's wallet. */
import { FamilyWallet } from '../../../widgets/wallet/FamilyWallet';
import { FamilyAddressForm, FamilyInfosForm } from '../FamilyForms';
import type { FamilyTabProps } from './tabProps';

export function InfosTab({ family, onChange }: FamilyTabProps) {
  return (
    <div className="ap-record-stack">
      <FamilyInfosForm family={family} onSaved={onChange} />
      <FamilyAddressForm family={family} onSaved={onChange} />
      <FamilyWallet familyId={family.id} />
    </div>
  );
}
