/** The contacts of a family (spec 001 §7: grandparents, godparents, friends, professionals…), with add, edit and delete. */
import { createFamilyContact, deleteFamilyContact, updateFamilyContact, type FamilyContact, type FamilyDetails } from '../../../api/contract/familyRecord';
import { CONTACT_RULES } from '../../../domain/families/form';
import { CONTACT_TYPE_LABELS, type ContactType } from '../../../domain/families/labels';
import { formatPhone } from '../../../domain/phone';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { optionsOf, orNull } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { PhoneText } from '../../ui/PhoneField';
import { PartPanel, type PartDialogProps } from './PartPanel';

const fullName = (contact: { firstName: string; lastName: string }) => `${contact.firstName} ${contact.lastName}`;

export function ContactsPanel({ family, onChange }: { family: FamilyDetails; onChange(family: FamilyDetails): void }) {
  const { client } = usePortal();
  return (
    <PartPanel<FamilyContact>
      title="Contacts"
      addLabel="Ajouter un contact"
      empty="Aucun contact"
      rows={family.contacts}
      nameOf={fullName}
      familyId={family.id}
      onChange={onChange}
      remove={{ question: 'Confirmez-vous la suppression de ce contact ?', run: (contact) => client.call(deleteFamilyContact, { params: { id: family.id, pid: contact.id } }) }}
      Dialog={ContactDialog}
      columns={[
        { key: 'name', header: 'Nom', cell: (c) => <span className="ap-strong">{fullName(c)}</span> },
        { key: 'type', header: 'Lien', cell: (c) => CONTACT_TYPE_LABELS[c.type] },
        { key: 'phone', header: 'Téléphone', nowrap: true, cell: (c) => <PhoneText value={c.phone} /> },
        { key: 'email', header: 'E-mail', cell: (c) => (c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '') },
        { key: 'comment', header: 'Commentaire', cell: (c) => c.comment ?? '' },
      ]}
    />
  );
}

function ContactDialog({ familyId, row: contact, onClose, onSaved }: PartDialogProps<FamilyContact>) {
  const { client } = usePortal();
  const form = useForm(
    { type: contact?.type ?? '', firstName: contact?.firstName ?? '', lastName: contact?.lastName ?? '', phone: contact?.phone ? formatPhone(contact.phone) : '', email: contact?.email ?? '', comment: contact?.comment ?? '' },
    CONTACT_RULES,
  );
  const submit = () =>
    void form.submit(async (v) => {
      const body = { type: v.type as ContactType, firstName: v.firstName.trim(), lastName: v.lastName.trim(), phone: orNull(v.phone), email: orNull(v.email), comment: orNull(v.comment) };
      onSaved(contact ? await client.call(updateFamilyContact, { params: { id: familyId, pid: contact.id }, body }) : await client.call(createFamilyContact, { params: { id: familyId }, body }));
    });
  return (
    <FormDialog title={contact ? 'Modifier le contact' : 'Ajouter un contact'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        <SelectField label="Lien avec la famille" options={optionsOf(CONTACT_TYPE_LABELS, 'Choisir')} {...form.field('type')} />
        <TextField label="Prénom" required maxLength={150} {...form.field('firstName')} />
        <TextField label="Nom" required maxLength={150} {...form.field('lastName')} />
        <TextField label="Téléphone" type="tel" {...form.field('phone')} />
        <TextField label="E-mail" type="email" maxLength={200} {...form.field('email')} />
        <TextField label="Commentaire" maxLength={500} {...form.field('comment')} />
      </div>
    </FormDialog>
  );
}
