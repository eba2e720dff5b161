/**
 * The shared cares a family is part of (spec 001 §7 shared families: two families sharing a
 * nanny), in its composition: each with its member families; 'Créer une garde partagée' chooses
 * the other families (one to three); 'Supprimer' asks first and leaves the families as they are.
 */
import { useMemo, useState } from 'react';
import { createSharedFamily, deleteSharedFamily, searchSharedFamilies, type SharedFamily } from '../../../api/contract/sharedFamilies';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { FamilySelector } from '../../widgets/Selectors';
import type { Choice } from '../../widgets/RemoteSelect';
import { PartPanel, type PartDialogProps } from './PartPanel';

export function SharedFamiliesPanel({ familyId, familyName }: { familyId: number; familyName: string }) {
  const { client } = usePortal();
  const list = useLoad(() => client.call(searchSharedFamilies, { body: { familyId, pageSize: 50 } }), [client, familyId]);
  // One component for the panel's life: a new one each render would reset the open dialog.
  const Dialog = useMemo(() => (props: PartDialogProps<SharedFamily, unknown>) => <SharedFamilyDialog {...props} familyName={familyName} />, [familyName]);
  return (
    <PartPanel<SharedFamily, unknown>
      title="Gardes partagées"
      addLabel="Créer une garde partagée"
      empty="Aucune garde partagée"
      rows={list.data?.content ?? []}
      loading={list.loading && !list.data}
      nameOf={(s) => s.name}
      familyId={familyId}
      onChange={() => list.reload()}
      readOnlyRows
      remove={{ question: 'Confirmez-vous la suppression de cette garde partagée ? Les familles restent inchangées.', run: (s) => client.call(deleteSharedFamily, { params: { id: s.id } }) }}
      Dialog={Dialog}
      columns={[
        {
          key: 'members',
          header: 'Familles',
          fill: true,
          cell: (s) => (
            <span className="ap-inline-list">
              {s.members.map((m, index) => (
                <span key={m.id}>
                  {index ? ' / ' : ''}
                  {m.id === familyId ? <span className="ap-strong">{m.name}</span> : <Link to={`/families/${m.id}`}>{m.name}</Link>}
                </span>
              ))}
            </span>
          ),
        },
      ]}
    />
  );
}

type SharedField = 'second' | 'third';
const other = (field: SharedField): SharedField => (field === 'second' ? 'third' : 'second');

function SharedFamilyDialog({ familyId, familyName, onClose, onSaved }: PartDialogProps<SharedFamily, unknown> & { familyName: string }) {
  const { client } = usePortal();
  const [chosen, setChosen] = useState<Record<SharedField, Choice | null>>({ second: null, third: null });
  const form = useForm<SharedField>({ second: '', third: '' }, { second: { required: true } });
  const choose = (field: SharedField) => (choice: Choice | null) => {
    setChosen((current) => ({ ...current, [field]: choice }));
    form.set(field, choice ? String(choice.id) : '');
  };
  const submit = () =>
    void form.submit(async (v) => {
      const memberFamilyIds = [familyId, Number(v.second), ...(v.third ? [Number(v.third)] : [])];
      onSaved(await client.call(createSharedFamily, { body: { memberFamilyIds } }));
    });
  return (
    <FormDialog title="Créer une garde partagée" form={form} onSubmit={submit} onClose={onClose}>
      <p className="ap-muted ap-form-intro">{`${familyName} partage son intervenant avec :`}</p>
      <div className="ap-form-grid ap-form-grid--room">
        {(['second', 'third'] as const).map((field) => (
          <FamilySelector
            key={field}
            label={field === 'second' ? 'Deuxième famille' : 'Troisième famille (facultatif)'}
            value={chosen[field]}
            onValueChange={choose(field)}
            error={form.errors[field]}
            exclude={[familyId, ...(chosen[other(field)] ? [chosen[other(field)]!.id] : [])]}
          />
        ))}
      </div>
    </FormDialog>
  );
}
