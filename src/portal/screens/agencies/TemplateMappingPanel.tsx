/**
 * The custom template engine mapping of /agencies/{agencyId} (spec 001 §7, src/domain/templateMapping.ts):
 * a template identifier per kind of document, empty for the standard one; 'Revenir aux modèles
 * standard' deletes the mapping after confirmation.
 */
import { useState } from 'react';
import { deleteTemplateMapping, saveTemplateMapping, templateMapping, type TemplateMappingAnswer } from '../../../api/contract/agencyAdmin';
import { TEMPLATE_KINDS, TEMPLATE_KIND_LABELS } from '../../../domain/agency/templates';
import { TEMPLATE_KEY_MAX, TEMPLATE_MAPPING_RULES, mappingToValues, valuesToMapping } from '../../../domain/templateMapping';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { FormPanel } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Loading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';

const TITLE = 'Modèles personnalisés';

export function TemplateMappingPanel({ agencyId }: { agencyId: number }) {
  const { data, loading, reload } = useCall(templateMapping, { params: { id: agencyId } });
  if (!data) return loading ? <Loading /> : null;
  // Keyed by the agency: the answer read again after a save keeps the form and its « Enregistrement effectué ! ».
  return <MappingForm key={agencyId} answer={data} onDeleted={reload} />;
}

function MappingForm({ answer, onDeleted }: { answer: TemplateMappingAnswer; onDeleted(): void }) {
  const { client } = usePortal();
  const form = useForm(mappingToValues(answer.mapping), TEMPLATE_MAPPING_RULES);
  const [saved, setSaved] = useState(false);
  const [asking, setAsking] = useState(false);
  const remove = useAction(async () => {
    await client.call(deleteTemplateMapping, { query: { agencyId: answer.agencyId } });
    form.reset(mappingToValues(null));
    setAsking(false);
    onDeleted();
  });
  const onSubmit = () =>
    void form.submit(async (values) => {
      const next = await client.call(saveTemplateMapping, { params: { id: answer.agencyId }, body: valuesToMapping(values) });
      form.reset(mappingToValues(next.mapping));
      setSaved(true);
    });
  return (
    <FormPanel title={TITLE} form={form} onSubmit={onSubmit} saved={saved}>
      <p className="ap-muted ap-option-group__help">
        {answer.mapping
          ? 'L’agence produit ses documents avec ses propres modèles : un type laissé vide garde le modèle standard du réseau.'
          : 'L’agence utilise les modèles standard du réseau. Indiquez l’identifiant d’un modèle du moteur de documents pour le remplacer ; un type laissé vide garde le modèle standard.'}
      </p>
      {TEMPLATE_KINDS.map((kind) => (
        <TextField key={kind} label={TEMPLATE_KIND_LABELS[kind]} maxLength={TEMPLATE_KEY_MAX} {...form.field(kind)} />
      ))}
      {answer.mapping ? (
        <div className="ap-option-group__help">
          <Button variant="secondary" onClick={() => setAsking(true)}>Revenir aux modèles standard</Button>
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog title="Revenir aux modèles standard" confirmLabel="Revenir aux modèles standard" pending={remove.pending} onConfirm={() => void remove.run()} onCancel={() => { remove.reset(); setAsking(false); }}>
          <p>Les modèles personnalisés de l’agence ne seront plus utilisés pour ses prochains documents.</p>
          {remove.error ? <Alert tone="danger">{remove.error}</Alert> : null}
        </ConfirmDialog>
      ) : null}
    </FormPanel>
  );
}
