/** Creates or edits a SEPA mandate: holder, IBAN and BIC checked as typed by the domain (the IBAN shown in fours), signature date (makes it signed). */
import { useState } from 'react';
import { createSepaMandate, updateSepaMandate, type SepaMandate } from '../../../api/contract/sepaMandates';
import { bicError, formatIban, ibanError } from '../../../domain/iban';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useLatestState } from '../../hooks/useLatestState';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';

export function SepaMandateDialog({ customerId, mandate, onDone, onCancel }: { customerId: number; mandate: SepaMandate | null; onDone(): void; onCancel(): void }) {
  const { client } = usePortal();
  const [values, setValues, latest] = useLatestState({
    debtorName: mandate?.debtorName ?? '', iban: mandate ? formatIban(mandate.iban) : '', bic: mandate?.bic ?? '', signatureDate: mandate?.signatureDate ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const { debtorName, iban, bic, signatureDate } = values;
  // Checked live once typed (a field left empty says so at the submit).
  const errors = {
    debtorName: submitted && !debtorName.trim() ? MESSAGES.required : null,
    iban: iban.trim() ? ibanError(iban) : submitted ? MESSAGES.required : null,
    bic: bic.trim() ? bicError(bic) : submitted ? MESSAGES.required : null,
  };
  const action = useAction(async () => {
    setSubmitted(true);
    // The values of the last keystroke, not of the last render (a save right after typing).
    const { debtorName, iban, bic, signatureDate } = latest();
    if (!debtorName.trim() || ibanError(iban) || bicError(bic)) return;
    const body = { debtorName: debtorName.trim(), iban, bic, signatureDate: signatureDate || null };
    if (mandate) await client.call(updateSepaMandate, { params: { id: customerId, sid: mandate.id }, body });
    else await client.call(createSepaMandate, { params: { id: customerId }, body });
    onDone();
  });
  return (
    <Modal
      title={mandate ? `Mandat ${mandate.rum}` : 'Nouveau mandat de prélèvement SEPA'}
      subtitle={mandate ? undefined : 'La référence unique du mandat (RUM) est attribuée à l’enregistrement'}
      width={560}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>Annuler</Button>
          <Button variant="primary" loading={action.pending} onClick={() => void action.run()}>Enregistrer</Button>
        </>
      }
    >
      <div className="ap-form">
        {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
        <TextField label="Titulaire du compte" value={debtorName} maxLength={150} error={errors.debtorName} onValueChange={set('debtorName')} data-autofocus />
        <TextField label="IBAN" value={iban} maxLength={42} autoComplete="off" spellCheck={false} error={errors.iban}
          hint={iban.trim() && !errors.iban ? formatIban(iban) : undefined} onValueChange={set('iban')} />
        <TextField label="BIC" value={bic} maxLength={14} autoComplete="off" spellCheck={false} error={errors.bic} onValueChange={set('bic')} />
        <DateField label="Date de signature" value={signatureDate} hint="Renseignée, elle marque le mandat comme signé" onValueChange={set('signatureDate')} />
      </div>
    </Modal>
  );
}
