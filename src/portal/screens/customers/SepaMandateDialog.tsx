/**
 * Creates or edits a SEPA mandate, or changes the account of a signed one: holder, IBAN and BIC
 * checked as typed by the domain (the IBAN shown in fours, the BIC of the IBAN's country). A
 * signed mandate keeps its account (`src/domain/customers/sepa.ts`): its « Modifier » is a
 * change of account, which creates a new mandate to sign and revokes this one.
 */
import { useState } from 'react';
import { changeSepaMandateAccount, createSepaMandate, updateSepaMandate, type SepaMandate } from '../../../api/contract/sepaMandates';
import { formatDate } from '../../../domain/format/date';
import { bicOfIbanError, formatIban, ibanError } from '../../../domain/iban';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useLatestState } from '../../hooks/useLatestState';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';

interface Props { customerId: number; mandate: SepaMandate | null; onDone(): void; onCancel(): void }

export function SepaMandateDialog({ customerId, mandate, onDone, onCancel }: Props) {
  const { client } = usePortal();
  const change = mandate?.status === 'SIGNED';
  const [values, setValues, latest] = useLatestState({
    debtorName: mandate?.debtorName ?? '', iban: mandate && !change ? formatIban(mandate.iban) : '', bic: mandate && !change ? mandate.bic : '', signatureDate: mandate?.signatureDate ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const { debtorName, iban, bic, signatureDate } = values;
  // Checked live once typed (a field left empty says so at the submit).
  const errors = {
    debtorName: submitted && !debtorName.trim() ? MESSAGES.required : null,
    iban: iban.trim() ? ibanError(iban) : submitted ? MESSAGES.required : null,
    bic: bic.trim() ? bicOfIbanError(bic, iban) : submitted ? MESSAGES.required : null,
  };
  const action = useAction(async () => {
    setSubmitted(true);
    // The values of the last keystroke, not of the last render (a save right after typing).
    const { debtorName, iban, bic, signatureDate } = latest();
    if (!debtorName.trim() || ibanError(iban) || bicOfIbanError(bic, iban)) return;
    const account = { debtorName: debtorName.trim(), iban, bic };
    if (change) await client.call(changeSepaMandateAccount, { params: { id: customerId, sid: mandate.id }, body: account });
    else if (mandate) await client.call(updateSepaMandate, { params: { id: customerId, sid: mandate.id }, body: { ...account, signatureDate: signatureDate || null } });
    else await client.call(createSepaMandate, { params: { id: customerId }, body: { ...account, signatureDate: signatureDate || null } });
    onDone();
  });
  const title = change ? `Changement de compte du mandat ${mandate.rum}` : mandate ? `Mandat ${mandate.rum}` : 'Nouveau mandat de prélèvement SEPA';
  return (
    <Modal
      title={title}
      subtitle={mandate ? undefined : 'La référence unique du mandat (RUM) est attribuée à l’enregistrement'}
      width={560}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>Annuler</Button>
          <Button variant="primary" loading={action.pending} onClick={() => void action.run()}>{change ? 'Changer de compte' : 'Enregistrer'}</Button>
        </>
      }
    >
      <div className="ap-form">
        {change ? (
          <Alert tone="info">
            {`Ce mandat a été signé le ${formatDate(mandate.signatureDate ?? '')} : son titulaire, son IBAN et son BIC ne changent plus. Le nouveau compte fera l’objet d’un nouveau mandat, avec une nouvelle RUM, à faire signer ; le mandat ${mandate.rum} sera révoqué à la date du jour.`}
          </Alert>
        ) : null}
        {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
        <TextField label="Titulaire du compte" value={debtorName} maxLength={150} error={errors.debtorName} onValueChange={set('debtorName')} data-autofocus />
        <TextField label={change ? 'Nouvel IBAN' : 'IBAN'} value={iban} maxLength={42} autoComplete="off" spellCheck={false} error={errors.iban}
          hint={iban.trim() && !errors.iban ? formatIban(iban) : undefined} onValueChange={set('iban')} />
        <TextField label={change ? 'Nouveau BIC' : 'BIC'} value={bic} maxLength={14} autoComplete="off" spellCheck={false} error={errors.bic} onValueChange={set('bic')} />
        {change ? null : <DateField label="Date de signature" value={signatureDate} hint="Renseignée, elle marque le mandat comme signé" onValueChange={set('signatureDate')} />}
      </div>
    </Modal>
  );
}
