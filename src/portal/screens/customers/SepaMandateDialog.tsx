/**
 * Creates or edits a SEPA mandate on the kit's form: holder, IBAN and BIC checked as typed by the domain (the IBAN
 * shown in fours), signature date (makes it signed; a date that does not read blocks the save).
 */
import { createSepaMandate, updateSepaMandate, type SepaMandate } from '../../../api/contract/sepaMandates';
import { bicError, formatIban, ibanError } from '../../../domain/iban';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';

export function SepaMandateDialog({ customerId, mandate, onDone, onCancel }: { customerId: number; mandate: SepaMandate | null; onDone(): void; onCancel(): void }) {
  const { client } = usePortal();
  const form = useForm(
    { debtorName: mandate?.debtorName ?? '', iban: mandate ? formatIban(mandate.iban) : '', bic: mandate?.bic ?? '', signatureDate: mandate?.signatureDate ?? '' },
    { debtorName: { required: true }, iban: { required: true, check: ibanError }, bic: { required: true, check: bicError } },
  );
  const { iban } = form.values;
  // IBAN and BIC are checked as soon as typed, not only on leaving the field.
  const live = (name: 'iban' | 'bic', check: (text: string) => string | null) => ({ ...form.field(name), error: form.errors[name] ?? (form.values[name].trim() ? check(form.values[name]) : null) });
  const submit = () =>
    void form.submit(async ({ debtorName, iban, bic, signatureDate }) => {
      const body = { debtorName: debtorName.trim(), iban, bic, signatureDate: signatureDate || null };
      if (mandate) await client.call(updateSepaMandate, { params: { id: customerId, sid: mandate.id }, body });
      else await client.call(createSepaMandate, { params: { id: customerId }, body });
      onDone();
    });
  return (
    <FormDialog
      title={mandate ? `Mandat ${mandate.rum}` : 'Nouveau mandat de prélèvement SEPA'}
      subtitle={mandate ? undefined : 'La référence unique du mandat (RUM) est attribuée à l’enregistrement'}
      width={560}
      form={form}
      onSubmit={submit}
      onClose={onCancel}
    >
      <div className="ap-form">
        <TextField label="Titulaire du compte" maxLength={150} {...form.field('debtorName')} data-autofocus />
        <TextField label="IBAN" maxLength={42} autoComplete="off" spellCheck={false} {...live('iban', ibanError)}
          hint={iban.trim() && !ibanError(iban) ? formatIban(iban) : undefined} />
        <TextField label="BIC" maxLength={14} autoComplete="off" spellCheck={false} {...live('bic', bicError)} />
        <DateField label="Date de signature" hint="Renseignée, elle marque le mandat comme signé" {...form.field('signatureDate')} />
      </div>
    </FormDialog>
  );
}
