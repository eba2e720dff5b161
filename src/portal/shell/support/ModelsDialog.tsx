/** The models of messages (agents, spec 002 §2, §5): the list, 'Utiliser' (fills the editor), and a new model (title and content required). */
import { useState } from 'react';
import { createModel, listModels, useModel as useModelCall, type EntryModel } from '../../../api/contract/support';
import { MESSAGES } from '../../../domain/messages';
import { SUPPORT_MESSAGES, supportTextError } from '../../../domain/support/rules';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { SafeHtml } from '../../ui/SafeHtml';
import { Loading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { HtmlEditor } from '../../widgets/HtmlEditor';
import { useSupport } from './SupportContext';
import { useSupportCall } from './supportQuery';

export function ModelsDialog({ onUse, onClose }: { onUse(model: EntryModel): void; onClose(): void }) {
  const support = useSupport();
  const { data, loading, reload } = useSupportCall(support.call, listModels, {});
  const [creating, setCreating] = useState(false);
  const empty = { title: '', content: '', open: true };
  const [model, setModel, latestModel] = useLatestState(empty);
  const set = <K extends keyof typeof empty>(key: K) => (value: (typeof empty)[K]) => setModel((current) => ({ ...current, [key]: value }));
  const [tried, setTried] = useState(false);
  const errorsOf = ({ title, content }: typeof empty) => ({ title: title.trim() ? null : SUPPORT_MESSAGES.required, content: supportTextError(content, SUPPORT_MESSAGES.modelContentRequired) });
  const errors = errorsOf(model);
  const use = useAction(async (chosen: EntryModel) => onUse(await support.call((c) => c.call(useModelCall, { params: { id: chosen.id } }))));
  const save = useAction(async () => {
    setTried(true);
    // The model of the last keystroke, not of the last render (a save right after typing).
    const typed = latestModel();
    const found = errorsOf(typed);
    if (found.title || found.content) return;
    await support.call((c) => c.call(createModel, { body: { title: typed.title.trim(), content: typed.content, public: typed.open } }));
    setCreating(false);
    setModel(empty);
    setTried(false);
    reload();
  });
  return (
    <Modal title="Modèles de messages" width={760} onClose={onClose}
      footer={creating ? <Button variant="primary" loading={save.pending} onClick={() => void save.run()}>Enregistrer le modèle</Button> : <Button onClick={() => setCreating(true)}>Nouveau modèle</Button>}>
      {use.error || save.error ? <Alert tone="danger">{use.error ?? save.error}</Alert> : null}
      {creating ? (
        <div className="ap-form">
          {tried && (errors.title || errors.content) ? <Alert tone="warning">{MESSAGES.formHasErrors}</Alert> : null}
          <TextField label="Titre du modèle" value={model.title} onValueChange={set('title')} error={tried ? errors.title : null} maxLength={200} />
          <HtmlEditor label="Contenu du modèle" value={model.content} onValueChange={set('content')} error={tried ? errors.content : null} rows={5} />
          <Checkbox label="Modèle public" checked={model.open} onCheckedChange={set('open')} />
        </div>
      ) : null}
      {loading && !data ? <Loading /> : null}
      {data && !data.length ? <EmptyState /> : null}
      <ul className="ap-models">
        {data?.map((model) => (
          <li key={model.id}>
            <div>
              <strong>{model.title}</strong>
              <SafeHtml html={model.content} />
            </div>
            <Button onClick={() => void use.run(model)}>Utiliser</Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
