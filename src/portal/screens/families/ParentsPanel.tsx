/** The parents of a family (spec 001 §7: add, edit) with the state of their app account. */
import { createParent, updateParent, type FamilyDetails, type Parent } from '../../../api/contract/familyRecord';
import { CIVILITY_LABELS } from '../../../domain/employees/labels';
import { PARENT_RULES } from '../../../domain/families/form';
import { formatPhone } from '../../../domain/phone';
import { userStatusLabel, userStatusTone } from '../../../domain/userStatus';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { optionsOf, orNull } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { PhoneText } from '../../ui/PhoneField';
import { PartPanel, type PartDialogProps } from './PartPanel';

const fullName = (parent: { firstName: string; lastName: string }) => `${parent.firstName} ${parent.lastName}`;

export function ParentsPanel({ family, onChange }: { family: FamilyDetails; onChange(family: FamilyDetails): void }) {
  return (
    <PartPanel<Parent>
      title="Parents"
      addLabel="Ajouter un parent"
      empty="Aucun parent"
      rows={family.parents}
      nameOf={fullName}
      familyId={family.id}
      onChange={onChange}
      Dialog={ParentDialog}
      columns={[
        { key: 'name', header: 'Nom', cell: (p) => <span className="ap-strong">{fullName(p)}</span> },
        { key: 'mobile', header: 'Mobile', nowrap: true, cell: (p) => <PhoneText value={p.mobile} /> },
        { key: 'email', header: 'E-mail', cell: (p) => (p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : '') },
        { key: 'account', header: 'Compte', cell: (p) => (p.accountStatus ? <Tag tone={userStatusTone(p.accountStatus)}>{userStatusLabel(p.accountStatus)}</Tag> : 'Sans compte') },
      ]}
    />
  );
}

function ParentDialog({ familyId, row: parent, onClose, onSaved }: PartDialogProps<Parent>) {
  const { client } = usePortal();
  const form = useForm(
    { civility: parent?.civility ?? '', firstName: parent?.firstName ?? '', lastName: parent?.lastName ?? '', email: parent?.email ?? '', mobile: parent?.mobile ? formatPhone(parent.mobile) : '' },
    PARENT_RULES,
  );
  const submit = () =>
    void form.submit(async (v) => {
      const body = { civility: (v.civility || null) as Parent['civility'], firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: orNull(v.email), mobile: orNull(v.mobile) };
      onSaved(parent ? await client.call(updateParent, { params: { id: familyId, pid: parent.id }, body }) : await client.call(createParent, { params: { id: familyId }, body }));
    });
  return (
    <FormDialog title={parent ? 'Modifier le parent' : 'Ajouter un parent'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        <SelectField label="Civilité" options={optionsOf(CIVILITY_LABELS, '—')} {...form.field('civility')} />
        <TextField label="Prénom" required maxLength={150} {...form.field('firstName')} />
        <TextField label="Nom" required maxLength={150} {...form.field('lastName')} />
        <TextField label="E-mail" type="email" maxLength={200} hint="Un parent avec un e-mail reçoit un compte sur l’application" {...form.field('email')} />
        <TextField label="Mobile" type="tel" {...form.field('mobile')} />
      </div>
    </FormDialog>
  );
}
