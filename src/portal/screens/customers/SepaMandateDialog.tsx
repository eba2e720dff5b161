/**
 * Creates or edits a SEPA mandate on the kit's form, or changes the account of a signed one: holder, IBAN and BIC
 * checked as typed by the domain (the IBAN shown in fours, the BIC of the IBAN's country), signature date (makes it
 * signed; a date that does not read blocks the save). A signed mandate keeps its account (`src/domain/customers/sepa.ts`):
 * its « Modifier » is a change of account, which creates a new mandate to sign and revokes this one.
 */
import { changeSepaMandateAccount, createSepaMandate, updateSepaMandate, type SepaMandate } from '../../../api/contract/sepaMandates';
import { formatDate } from '../../../domain/format/date';
import { bicOfIbanError, formatIban, ibanError } from '../../../domain/iban';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';

interface Props { customerId: number; mandate: SepaMandate | null; onDone(): void; onCancel(): void }

const bicOfTheIban = (bic: string, values: Readonly<Record<string, string>>) => bicOfIbanError(bic, values.iban ?? '');

export function SepaMandateDialog({ customerId, mandate, onDone, onCancel }: Props) {
  const { client } = usePortal();
  const change = mandate?.status === 'SIGNED';
  const form = useForm(
    { debtorName: mandate?.debtorName ?? '', iban: mandate && !change ? formatIban(mandate.iban) : '', bic: mandate && !change ? mandate.bic : '', signatureDate: mandate?.signatureDate ?? '' },
    { debtorName: { required: true }, iban: { required: true, check: ibanError }, bic: { required: true, check: bicOfTheIban } },
  );
  const { iban } = form.values;
  // IBAN and BIC are checked as soon as typed, not only on leaving the field.
  const live = (name: 'iban' | 'bic', check: (text: string) => string | null) => ({ ...form.field(name), error: form.errors[name] ?? (form.values[name].trim() ? check(form.values[name]) : null) });
  const submit = () =>
    void form.submit(async ({ debtorName, iban, bic, signatureDate }) => {
      const account = { debtorName: debtorName.trim(), iban, bic };
      if (change) await client.call(changeSepaMandateAccount, { params: { id: customerId, sid: mandate.id }, body: account });
      else if (mandate) await client.call(updateSepaMandate, { params: { id: customerId, sid: mandate.id }, body: { ...account, signatureDate: signatureDate || null } });
      else await client.call(createSepaMandate, { params: { id: customerId }, body: { ...account, signatureDate: signatureDate || null } });
      onDone();
    });
  const title = change ? `Changement de compte du mandat ${mandate.rum}` : mandate ? `Mandat ${mandate.rum}` : 'Nouveau mandat de prélèvement SEPA';
  return (
    <FormDialog
      title={title}
      subtitle={mandate ? undefined : 'La référence unique du mandat (RUM) est attribuée à l’enregistrement'}
      width={560}
      form={form}
      onSubmit={submit}
      onClose={onCancel}
      submitLabel={change ? 'Changer de compte' : 'Enregistrer'}
    >
      <div className="ap-form">
        {change ? (
          <Alert tone="info">
            {`Ce mandat a été signé le ${formatDate(mandate.signatureDate ?? '')} : son titulaire, son IBAN et son BIC ne changent plus. Le nouveau compte fera l’objet d’un nouveau mandat, avec une nouvelle RUM, à faire signer ; le mandat ${mandate.rum} sera révoqué à la date du jour.`}
          </Alert>
        ) : null}
        <TextField label="Titulaire du compte" maxLength={150} {...form.field('debtorName')} data-autofocus />
        <TextField label={change ? 'Nouvel IBAN' : 'IBAN'} maxLength={42} autoComplete="off" spellCheck={false} {...live('iban', ibanError)}
          hint={iban.trim() && !ibanError(iban) ? formatIban(iban) : undefined} />
        <TextField label={change ? 'Nouveau BIC' : 'BIC'} maxLength={14} autoComplete="off" spellCheck={false} {...live('bic', (bic) => bicOfIbanError(bic, iban))} />
        {change ? null : <DateField label="Date de signature" hint="Renseignée, elle marque le mandat comme signé" {...form.field('signatureDate')} />}
      </div>
    </FormDialog>
  );
}
