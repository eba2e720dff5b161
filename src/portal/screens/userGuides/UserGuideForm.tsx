/** Creates or edits a guide: title, description, content in the rich-text editor, audience, scope, visible. */
import { useEffect, useId, useState } from 'react';
import { createUserGuide, getUserGuide, updateUserGuide, type UserGuide, type UserGuideSummary } from '../../../api/contract/userGuides';
import { GUIDE_ROLE_LABELS, SCOPE_LABELS } from '../../../domain/labels';
import { MESSAGES } from '../../../domain/messages';
import { EMPTY_USER_GUIDE, userGuideFormErrors, type UserGuideForm as Form } from '../../../domain/userGuideForm';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useCall } from '../../kit/useQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { Loading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { HtmlEditor } from '../../widgets/HtmlEditor';

const ROLES = Object.keys(GUIDE_ROLE_LABELS) as UserGuide['roleRestriction'];
const SCOPES = (Object.keys(SCOPE_LABELS) as UserGuide['scope'][]).map((value) => ({ value, label: SCOPE_LABELS[value] }));

export function UserGuideFormDialog({ guide, onSaved, onClose }: { guide: UserGuideSummary | null; onSaved(): void; onClose(): void }) {
  // The list carries no content: an edited guide is read in full first.
  const { data: full, loading } = useCall(getUserGuide, guide ? { params: { id: guide.id } } : null);
  const formId = `ap-guide-form-${useId()}`;
  const [pending, setPending] = useState(false);
  return (
    <Modal
      title={guide ? 'Modifier le guide' : 'Nouveau guide'}
      subtitle={guide?.title}
      width="min(1100px, 94vw)"
      onClose={onClose}
      footer={<Button type="submit" form={formId} variant="primary" loading={pending}>Enregistrer</Button>}
    >
      {guide && loading ? <Loading /> : null}
      {guide && !full ? null : <GuideFields formId={formId} initial={full ?? EMPTY_USER_GUIDE} id={guide?.id ?? null} onSaved={onSaved} onPending={setPending} />}
    </Modal>
  );
}

function GuideFields({ formId, initial, id, onSaved, onPending }: { formId: string; initial: Form; id: number | null; onSaved(): void; onPending(pending: boolean): void }) {
  const { client } = usePortal();
  const [form, setForm, latestForm] = useLatestState<Form>({
    title: initial.title, description: initial.description, content: initial.content, roleRestriction: initial.roleRestriction, scope: initial.scope, visible: initial.visible,
  });
  const [tried, setTried] = useState(false);
  const errors = userGuideFormErrors(form);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const toggleRole = (role: Form['roleRestriction'][number], on: boolean) =>
    setForm((current) => ({ ...current, roleRestriction: ROLES.filter((r) => (r === role ? on : current.roleRestriction.includes(r))) }));
  const save = useAction(async () => {
    setTried(true);
    // The values of the last keystroke, not of the last render (a save right after typing).
    const form = latestForm();
    if (Object.keys(userGuideFormErrors(form)).length) return;
    const body = { ...form, title: form.title.trim(), description: form.description.trim() };
    await (id === null ? client.call(createUserGuide, { body }) : client.call(updateUserGuide, { params: { id }, body }));
    onSaved();
  });
  useEffect(() => onPending(save.pending), [save.pending, onPending]);
  return (
    <form id={formId} className="ap-form" noValidate onSubmit={(event) => { event.preventDefault(); void save.run(); }}>
      {tried && Object.keys(errors).length ? <Alert tone="warning">{MESSAGES.formHasErrors}</Alert> : null}
      {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
      <TextField label="Titre" value={form.title} onValueChange={(v) => set('title', v)} error={tried ? errors.title : null} maxLength={200} required />
      <TextField label="Description" value={form.description} onValueChange={(v) => set('description', v)} error={tried ? errors.description : null} maxLength={500} />
      <HtmlEditor label="Contenu" value={form.content} onValueChange={(v) => set('content', v)} rows={14} />
      <div className="ap-guide-form__options">
        <fieldset className="ap-choices">
          <legend className="ap-field__label">Réservé à (aucun : tout le monde)</legend>
          <div className="ap-choices__options">
            {ROLES.map((role) => (
              <Checkbox key={role} label={GUIDE_ROLE_LABELS[role]} checked={form.roleRestriction.includes(role)} onCheckedChange={(on) => toggleRole(role, on)} />
            ))}
          </div>
        </fieldset>
        <ChoiceGroup legend="Portée" value={form.scope} choices={SCOPES} onValueChange={(v) => set('scope', v)} />
        <Checkbox label="Visible" checked={form.visible} onCheckedChange={(v) => set('visible', v)} />
      </div>
    </form>
  );
}
