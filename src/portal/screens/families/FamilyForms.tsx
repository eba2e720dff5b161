/**
 * The forms of a family's infos tab: the infos (name, CAF number, theoretical monthly hours,
 * default prestation type, home options) and the family's address with its coordinates.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { updateFamily, updateFamilyAddress, type FamilyDetails } from '../../../api/contract/familyRecord';
import { FAMILY_INFOS_RULES, parseHours } from '../../../domain/families/form';
import { HOME_OPTION_LABELS, HOME_OPTIONS, type HomeOption } from '../../../domain/families/labels';
import { formatDuration } from '../../../domain/format/duration';
import { usePortal } from '../../context';
import { useAgencyLists } from '../../kit/useAgencyLists';
import { FormPanel, orNull, useSavedFlag } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { AddressFields, addressBody, useAddressForm } from './AddressFields';

interface FormProps {
  family: FamilyDetails;
  onSaved(family: FamilyDetails): void;
}

const optionsOf = (text: string) => text.split(',').filter(Boolean) as HomeOption[];

export function FamilyInfosForm({ family, onSaved }: FormProps) {
  useSignals();
  const { client } = usePortal();
  const flag = useSavedFlag();
  const form = useForm(
    {
      name: family.name,
      cafNumber: family.cafNumber ?? '',
      monthPlannedHours: family.monthPlannedDurationAvg === null ? '' : formatDuration(family.monthPlannedDurationAvg),
      defaultPrestationTypeId: family.defaultPrestationType ? String(family.defaultPrestationType.id) : '',
      homeOptions: family.homeOptions.join(','),
    },
    FAMILY_INFOS_RULES,
  );
  // The agency's prestation types not archived, and the family's own if it was archived since.
  const types = (useAgencyLists()?.prestationTypes ?? []).filter((type) => !type.archived || type.id === family.defaultPrestationType?.id);
  const typeOptions = [{ value: '', label: 'Aucun' }, ...types.map((type) => ({ value: String(type.id), label: type.label }))];
  if (family.defaultPrestationType && !types.length) typeOptions.push({ value: String(family.defaultPrestationType.id), label: family.defaultPrestationType.label });
  const chosen = optionsOf(form.values.homeOptions);
  const submit = () =>
    void form
      .submit(async (v) => {
        const body = {
          name: v.name.trim(),
          cafNumber: orNull(v.cafNumber),
          monthPlannedDurationAvg: v.monthPlannedHours.trim() ? parseHours(v.monthPlannedHours) : null,
          defaultPrestationTypeId: v.defaultPrestationTypeId ? Number(v.defaultPrestationTypeId) : null,
          homeOptions: optionsOf(v.homeOptions),
        };
        onSaved(await client.call(updateFamily, { params: { id: family.id }, body }));
      })
      .then(flag.mark);
  return (
    <FormPanel title="Informations" form={form} onSubmit={submit} saved={flag.saved}>
      <TextField label="Nom de la famille" required maxLength={150} {...form.field('name')} />
      <TextField label="N° d’allocataire CAF" maxLength={30} {...form.field('cafNumber')} />
      <TextField label="Heures mensuelles théoriques" hint="Par exemple 40, 42,5 ou 42h30 ; vide : non défini" {...form.field('monthPlannedHours')} />
      <SelectField label="Type de prestation par défaut" options={typeOptions} value={form.values.defaultPrestationTypeId} onValueChange={(value) => form.set('defaultPrestationTypeId', value)} />
      <fieldset className="ap-fieldset">
        <legend>Options du domicile</legend>
        {HOME_OPTIONS.map((option) => (
          <Checkbox
            key={option}
            label={HOME_OPTION_LABELS[option]}
            checked={chosen.includes(option)}
            onCheckedChange={(checked) => form.set('homeOptions', HOME_OPTIONS.filter((o) => (o === option ? checked : chosen.includes(o))).join(','))}
          />
        ))}
      </fieldset>
    </FormPanel>
  );
}

export function FamilyAddressForm({ family, onSaved }: FormProps) {
  const { client } = usePortal();
  const flag = useSavedFlag();
  const form = useAddressForm(family.address);
  const submit = () =>
    void form.submit(async (v) => onSaved(await client.call(updateFamilyAddress, { params: { id: family.id }, body: addressBody(v) }))).then(flag.mark);
  return (
    <FormPanel title="Adresse" form={form} onSubmit={submit} saved={flag.saved}>
      <AddressFields form={form} />
    </FormPanel>
  );
}
