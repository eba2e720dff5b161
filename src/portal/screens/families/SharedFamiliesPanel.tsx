/**
 * The shared cares a family is part of (spec 001 §7 shared families: two families sharing a
 * nanny), in its composition: each with its member families; 'Créer une garde partagée' chooses
 * the other families (one to three); 'Modifier' renames the care
 * and changes its other members (the family whose page it is stays one); 'Supprimer' asks first
 * and leaves the families as they are; 'Quitter la garde partagée' takes the family out once
 * confirmed (with one family left, the care is deleted: src/domain/families/sharedCare.ts).
 */
import { useMemo, useState } from 'react';
import { DoorExit } from 'tabler-icons-react';
import { createSharedFamily, deleteSharedFamily, searchSharedFamilies, updateSharedFamily, type SharedFamily } from '../../../api/contract/sharedFamilies';
import { LEAVE_SHARED_CARE_TEXTS, leavingSharedCare } from '../../../domain/families/sharedCare';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { TextField } from '../../ui/TextField';
import { FamilySelector } from '../../widgets/Selectors';
import type { Choice } from '../../ui/RemoteSelect';
import { PartPanel, type PartDialogProps } from './PartPanel';

/** A name of its own: the one shown unless it is the members' names (the name by default). */
const ownName = (shared: SharedFamily) => (shared.name === shared.members.map((m) => m.name).join(' / ') ? '' : shared.name);

export function SharedFamiliesPanel({ familyId, familyName }: { familyId: number; familyName: string }) {
  const { client } = usePortal();
  const list = useCall(searchSharedFamilies, { body: { familyId, pageSize: 50 } });
  // One component for the panel's life: a new one each render would reset the open dialog.
  const leavingOf = (s: SharedFamily) => leavingSharedCare(s.members.map((m) => m.id), familyId);
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
      remove={{ question: 'Confirmez-vous la suppression de cette garde partagée ? Les familles restent inchangées.', run: (s) => client.call(deleteSharedFamily, { params: { id: s.id } }) }}
      confirmed={{
        label: LEAVE_SHARED_CARE_TEXTS.action,
        icon: <DoorExit size={16} aria-hidden="true" />,
        labels: { title: LEAVE_SHARED_CARE_TEXTS.title, confirmLabel: LEAVE_SHARED_CARE_TEXTS.confirm },
        question: (s) => LEAVE_SHARED_CARE_TEXTS.question(leavingOf(s), familyName),
        run: async (s) => {
          const leaving = leavingOf(s);
          if (leaving.kind === 'delete') return client.call(deleteSharedFamily, { params: { id: s.id } });
          return client.call(updateSharedFamily, { params: { id: s.id }, body: { name: ownName(s) || null, memberFamilyIds: leaving.memberFamilyIds } });
        },
        done: LEAVE_SHARED_CARE_TEXTS.done,
      }}
      Dialog={Dialog}
      columns={[
        { key: 'name', header: 'Nom', wide: true, cell: (s) => ownName(s) || <span className="ap-muted">—</span> },
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

type MemberField = 'second' | 'third' | 'fourth';
const MEMBER_FIELDS: readonly MemberField[] = ['second', 'third', 'fourth'];
const MEMBER_LABELS: Record<MemberField, string> = { second: 'Deuxième famille', third: 'Troisième famille (facultatif)', fourth: 'Quatrième famille (facultatif)' };

function SharedFamilyDialog({ familyId, familyName, row, onClose, onSaved }: PartDialogProps<SharedFamily, unknown> & { familyName: string }) {
  const { client } = usePortal();
  const others = (row?.members ?? []).filter((m) => m.id !== familyId).map((m) => ({ id: m.id, label: m.name }));
  const [chosen, setChosen] = useState<Record<MemberField, Choice | null>>({ second: others[0] ?? null, third: others[1] ?? null, fourth: others[2] ?? null });
  const form = useForm<MemberField | 'name'>(
    { name: row ? ownName(row) : '', second: others[0] ? String(others[0].id) : '', third: others[1] ? String(others[1].id) : '', fourth: others[2] ? String(others[2].id) : '' },
    { second: { required: true } },
  );
  const choose = (field: MemberField) => (choice: Choice | null) => {
    setChosen((current) => ({ ...current, [field]: choice }));
    form.set(field, choice ? String(choice.id) : '');
  };
  const submit = () =>
    void form.submit(async (v) => {
      const memberFamilyIds = [familyId, ...MEMBER_FIELDS.filter((field) => v[field]).map((field) => Number(v[field]))];
      onSaved(
        row
          ? await client.call(updateSharedFamily, { params: { id: row.id }, body: { name: v.name.trim() || null, memberFamilyIds } })
          : await client.call(createSharedFamily, { body: { memberFamilyIds } }),
      );
    });
  return (
    <FormDialog title={row ? 'Modifier la garde partagée' : 'Créer une garde partagée'} form={form} onSubmit={submit} onClose={onClose}>
      {row ? (
        <div className="ap-form-grid ap-form-intro">
          <TextField label="Nom de la garde" hint="Vide : les noms des familles" maxLength={150} {...form.field('name')} />
        </div>
      ) : null}
      <p className="ap-muted ap-form-intro">{`${familyName} partage son intervenant avec :`}</p>
      <div className="ap-form-grid ap-form-grid--room">
        {MEMBER_FIELDS.map((field) => (
          <FamilySelector
            key={field}
            label={MEMBER_LABELS[field]}
            value={chosen[field]}
            onValueChange={choose(field)}
            error={form.errors[field]}
            exclude={[familyId, ...MEMBER_FIELDS.filter((f) => f !== field && chosen[f]).map((f) => chosen[f]!.id)]}
          />
        ))}
      </div>
    </FormDialog>
  );
}
