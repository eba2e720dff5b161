/** The family's other addresses (spec 001 §7: grandparents' home, a second home…), with add, edit and delete. */
import { createFamilyAddress, deleteFamilyAddress, updateOtherAddress, type FamilyDetails, type OtherAddress } from '../../../api/contract/familyRecord';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { AddressFields, addressBody, useAddressForm } from './AddressFields';
import { PartPanel, type PartDialogProps } from './PartPanel';

const lineOf = (address: OtherAddress) => `${address.street}, ${address.zipCode} ${address.city}`;

export function AddressesPanel({ family, onChange }: { family: FamilyDetails; onChange(family: FamilyDetails): void }) {
  const { client } = usePortal();
  return (
    <PartPanel<OtherAddress>
      title="Autres adresses"
      addLabel="Ajouter une adresse"
      empty="Aucune autre adresse"
      rows={family.addresses}
      nameOf={lineOf}
      familyId={family.id}
      onChange={onChange}
      remove={{ question: 'Confirmez-vous la suppression de cette adresse ?', run: (address) => client.call(deleteFamilyAddress, { params: { id: family.id, pid: address.id } }) }}
      Dialog={AddressDialog}
      columns={[
        { key: 'address', header: 'Adresse', cell: (a) => lineOf(a) },
        { key: 'more', header: 'Complément', cell: (a) => a.additionalInfo ?? '' },
        { key: 'note', header: 'Note', cell: (a) => a.note ?? '' },
      ]}
    />
  );
}

function AddressDialog({ familyId, row: address, onClose, onSaved }: PartDialogProps<OtherAddress>) {
  const { client } = usePortal();
  const form = useAddressForm(address);
  const submit = () =>
    void form.submit(async (v) => {
      const body = addressBody(v);
      onSaved(address ? await client.call(updateOtherAddress, { params: { id: familyId, pid: address.id }, body }) : await client.call(createFamilyAddress, { params: { id: familyId }, body }));
    });
  return (
    <FormDialog title={address ? 'Modifier l’adresse' : 'Ajouter une adresse'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        <AddressFields form={form} />
      </div>
    </FormDialog>
  );
}
