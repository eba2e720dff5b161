/** An address of a family (spec 001 §3: street, zip code, city, city code, additional info, note, coordinates): its form, its body and its fields, for the family's address and its other addresses. */
import type { FamilyAddress, FamilyAddressBody } from '../../../api/contract/familyRecord';
import { ADDRESS_RULES, type AddressField } from '../../../domain/families/form';
import { orNull } from '../../kit/FormPanel';
import { useForm, type Form } from '../../kit/useForm';
import { TextField } from '../../ui/TextField';

const coordinate = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export function useAddressForm(address: FamilyAddress | null): Form<AddressField> {
  return useForm(
    {
      street: address?.street ?? '', zipCode: address?.zipCode ?? '', city: address?.city ?? '', cityCode: address?.cityCode ?? '',
      additionalInfo: address?.additionalInfo ?? '', note: address?.note ?? '', lat: coordinate(address?.lat ?? null), lng: coordinate(address?.lng ?? null),
    },
    ADDRESS_RULES,
  );
}

const number = (value: string) => (value.trim() ? Number(value.trim().replace(',', '.')) : null);

export function addressBody(v: Readonly<Record<AddressField, string>>): FamilyAddressBody {
  return {
    street: v.street.trim(), zipCode: v.zipCode.trim(), city: v.city.trim(), cityCode: orNull(v.cityCode), additionalInfo: orNull(v.additionalInfo), note: orNull(v.note),
    lat: number(v.lat), lng: number(v.lng),
  };
}

export function AddressFields({ form }: { form: Form<AddressField> }) {
  return (
    <>
      <TextField label="Adresse" required maxLength={250} {...form.field('street')} />
      <TextField label="Complément d’adresse" hint="Bâtiment, étage, digicode…" maxLength={250} {...form.field('additionalInfo')} />
      <TextField label="Code postal" required maxLength={10} {...form.field('zipCode')} />
      <TextField label="Ville" required maxLength={150} {...form.field('city')} />
      <TextField label="Code commune (INSEE)" maxLength={10} {...form.field('cityCode')} />
      <TextField label="Latitude" inputMode="decimal" {...form.field('lat')} />
      <TextField label="Longitude" inputMode="decimal" {...form.field('lng')} />
      <TextField label="Note" maxLength={500} {...form.field('note')} />
    </>
  );
}
