/** The children of a family (spec 001 §7): name, birth date and age, and what a parent would tell (school, allergies, habits). */
import { createChild, deleteChild, updateChild, type Child, type FamilyDetails } from '../../../api/contract/familyRecord';
import { childAgeLabel } from '../../../domain/birthdays';
import { BIRTH_DATE_EARLIEST } from '../../../domain/dateRange';
import { childRules } from '../../../domain/families/form';
import { GENDER_LABELS, type Gender } from '../../../domain/families/labels';
import { formatDate, toIsoDate } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { optionsOf, orNull } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { CommentField } from '../../ui/CommentField';
import { DateField } from '../../ui/DateField';
import { PartPanel, type PartDialogProps } from './PartPanel';

const fullName = (child: { firstName: string; lastName: string }) => `${child.firstName} ${child.lastName}`;

export function ChildrenPanel({ family, onChange }: { family: FamilyDetails; onChange(family: FamilyDetails): void }) {
  const { client, clock } = usePortal();
  return (
    <PartPanel<Child>
      title="Enfants"
      addLabel="Ajouter un enfant"
      empty="Aucun enfant"
      rows={family.children}
      nameOf={fullName}
      familyId={family.id}
      onChange={onChange}
      remove={{ question: 'Confirmez-vous la suppression de cet enfant ?', run: (child) => client.call(deleteChild, { params: { id: family.id, cid: child.id } }) }}
      Dialog={ChildDialog}
      columns={[
        { key: 'name', header: 'Nom', cell: (c) => <span className="ap-strong">{fullName(c)}</span> },
        { key: 'birth', header: 'Date de naissance', nowrap: true, cell: (c) => formatDate(c.birthDate) },
        { key: 'age', header: 'Âge', cell: (c) => childAgeLabel(c.birthDate, clock.now()) },
        { key: 'school', header: 'École', cell: (c) => c.informations.school ?? '' },
        { key: 'allergies', header: 'Allergies', cell: (c) => c.informations.allergies ?? '' },
      ]}
    />
  );
}

function ChildDialog({ familyId, row: child, onClose, onSaved }: PartDialogProps<Child>) {
  const { client, clock } = usePortal();
  const today = toIsoDate(clock.now());
  const form = useForm(
    {
      firstName: child?.firstName ?? '', lastName: child?.lastName ?? '', birthDate: child?.birthDate ?? '', gender: child?.gender ?? '',
      school: child?.informations.school ?? '', allergies: child?.informations.allergies ?? '', habits: child?.informations.habits ?? '',
    },
    childRules(today),
  );
  const submit = () =>
    void form.submit(async (v) => {
      const body = {
        firstName: v.firstName.trim(), lastName: v.lastName.trim(), birthDate: v.birthDate, gender: (v.gender || null) as Gender | null,
        informations: { school: orNull(v.school), allergies: orNull(v.allergies), habits: orNull(v.habits) },
      };
      onSaved(child ? await client.call(updateChild, { params: { id: familyId, cid: child.id }, body }) : await client.call(createChild, { params: { id: familyId }, body }));
    });
  return (
    <FormDialog title={child ? 'Modifier l’enfant' : 'Ajouter un enfant'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        <TextField label="Prénom" required maxLength={150} {...form.field('firstName')} />
        <TextField label="Nom" required maxLength={150} {...form.field('lastName')} />
        <DateField label="Date de naissance" required earliest={BIRTH_DATE_EARLIEST} max={today} {...form.field('birthDate')} />
        <SelectField label="Sexe" options={optionsOf(GENDER_LABELS, 'Non renseigné')} {...form.field('gender')} />
        <TextField label="École ou crèche" maxLength={150} {...form.field('school')} />
        <CommentField label="Allergies" max={500} {...form.field('allergies')} />
        <CommentField label="Habitudes" max={500} {...form.field('habits')} />
      </div>
    </FormDialog>
  );
}
