/**
 * « Régénérer depuis le modèle » (spec 001 §7, recompute-document-from-template): the agency's
 * work-contract templates that serve the contract's type, the contract's own preselected (else the one in force); the document is
 * made again from the one chosen (`newTemplateId` only when it is another) and a custom document is
 * dropped.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { agencyTemplates } from '../../../../api/contract/agencySettings';
import { recomputeWorkContractDocument, type WorkContract } from '../../../../api/contract/workContracts';
import { usePortal } from '../../../context';
import { useCall } from '../../../kit/useQuery';
import { FormDialog } from '../../../kit/FormDialog';
import { useForm } from '../../../kit/useForm';
import { SelectField } from '../../../ui/SelectField';
import { Loading } from '../../../ui/Spinner';

export function RegenerateWorkContractDialog({ employeeId, contract, onClose, onDone }: { employeeId: number; contract: WorkContract; onClose(): void; onDone(): void }) {
  useSignals();
  const { agencyContext } = usePortal();
  const agencyId = agencyContext.agency.value?.id ?? null;
  const templates = useCall(agencyTemplates, agencyId === null ? null : { params: { agencyId } });
  // Only the templates that serve the contract's type: a CDD is never made from a CDI template.
  const choices = (templates.data ?? []).filter((t) => t.kind === 'WORK_CONTRACT' && t.contractTypes.includes(contract.type));
  return templates.loading ? (
    <FormDialog title="Régénérer depuis le modèle" form={{ dirty: false, pending: false, message: null }} onSubmit={() => undefined} onClose={onClose} submitLabel="Régénérer" width={520}>
      <Loading />
    </FormDialog>
  ) : (
    <Choice employeeId={employeeId} contract={contract} choices={choices} onClose={onClose} onDone={onDone} />
  );
}

function Choice({ employeeId, contract, choices, onClose, onDone }: {
  employeeId: number; contract: WorkContract; choices: { id: number; label: string; inForce: boolean }[]; onClose(): void; onDone(): void;
}) {
  const { client } = usePortal();
  const preselected = contract.template?.id ?? choices.find((t) => t.inForce)?.id ?? choices[0]?.id;
  const form = useForm({ templateId: preselected === undefined ? '' : String(preselected) }, { templateId: { required: choices.length > 0 } });
  const submit = () =>
    void form.submit(async ({ templateId }) => {
      const chosen = Number(templateId);
      await client.call(recomputeWorkContractDocument, { params: { id: employeeId, cid: contract.id }, query: chosen === contract.template?.id ? {} : { newTemplateId: chosen } });
      onDone();
    });
  return (
    <FormDialog title="Régénérer depuis le modèle" form={form} onSubmit={submit} onClose={onClose} submitLabel="Régénérer" width={520}>
      {choices.length ? (
        <>
          <SelectField
            label="Modèle de contrat de travail"
            options={choices.map((t) => ({ value: String(t.id), label: t.inForce ? `${t.label} (en vigueur)` : t.label }))}
            {...form.field('templateId')}
          />
          <p className="ap-muted">Le document du contrat est généré à nouveau depuis ce modèle ; un document importé est remplacé.</p>
        </>
      ) : (
        <p className="ap-muted">Aucun modèle de contrat de travail</p>
      )}
    </FormDialog>
  );
}
