/**
 * One part of a family's composition as a table (children, parents, contacts, addresses,
 * children addresses): 'Ajouter' and each row's 'Modifier' open the part's dialog, 'Supprimer'
 * asks first; a part may offer another confirmed action on its rows (a family leaving a shared
 * care); every write answers the family (or, for the agency's children addresses, the address),
 * which the page then shows.
 */
import { useState, type ReactNode } from 'react';
import { Edit, Plus, Trash } from 'tabler-icons-react';
import type { FamilyDetails } from '../../../api/contract/familyRecord';
import { MESSAGES } from '../../../domain/messages';
import { useAction } from '../../kit/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Table, type Column } from '../../ui/Table';
import { useDeleteConfirmation, type ConfirmationLabels } from '../../widgets/useDeleteConfirmation';

/** What a part's dialog receives: the row to edit (null: a new one), and where its answer goes. */
export interface PartDialogProps<Row, Saved = FamilyDetails> {
  familyId: number;
  row: Row | null;
  onClose(): void;
  onSaved(saved: Saved): void;
}

export interface PartPanelProps<Row extends { id: number }, Saved = FamilyDetails> {
  title: string;
  addLabel: string;
  empty: string;
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row>>;
  /** How a row is named in its buttons' labels ('Modifier Jade Martin'). */
  nameOf(row: Row): string;
  /** Absent: the part is not deleted here (parents: the spec has no such call). */
  remove?: { question: string; run(row: Row): Promise<Saved> };
  familyId: number;
  onChange(saved: Saved): void;
  Dialog(props: PartDialogProps<Row, Saved>): ReactNode;
  /** Above the table (a search field). */
  toolbar?: ReactNode;
  /** A row's own buttons, before 'Modifier' (a bookmark). */
  rowActions?(row: Row): ReactNode;
  /** A row's confirmed action besides the deletion, just before it: its button, its dialog's question and the notice once done. */
  confirmed?: ConfirmedAction<Row, Saved>;
  loading?: boolean;
}

export interface ConfirmedAction<Row, Saved> {
  label: string;
  icon: ReactNode;
  labels: ConfirmationLabels;
  question(row: Row): string;
  run(row: Row): Promise<Saved>;
  done: string;
}

export function PartPanel<Row extends { id: number }, Saved = FamilyDetails>({
  title, addLabel, empty, rows, columns, nameOf, remove, familyId, onChange, Dialog, toolbar, rowActions, confirmed, loading = false,
}: PartPanelProps<Row, Saved>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const removal = useAction(async (row: Row) => {
    onChange(await remove!.run(row));
    setNotice(MESSAGES.deleted);
  });
  const deletion = useDeleteConfirmation<Row>(remove?.question ?? '', (row) => removal.run(row));
  const action = useAction(async (row: Row) => {
    onChange(await confirmed!.run(row));
    setNotice(confirmed!.done);
  });
  const confirmation = useDeleteConfirmation<Row>((row) => confirmed?.question(row) ?? '', (row) => action.run(row), confirmed?.labels);
  const actions: Column<Row> = {
    key: 'actions',
    header: '',
    cell: (row) => (
      <span className="ap-row-actions">
        {rowActions?.(row)}
        <Button variant="ghost" aria-label={`Modifier ${nameOf(row)}`} icon={<Edit size={16} aria-hidden="true" />} onClick={() => setEditing(row)} />
        {confirmed ? <Button variant="ghost" aria-label={`${confirmed.label} ${nameOf(row)}`} title={confirmed.label} icon={confirmed.icon} onClick={() => confirmation.ask(row)} /> : null}
        {remove ? <Button variant="ghost" aria-label={`Supprimer ${nameOf(row)}`} icon={<Trash size={16} aria-hidden="true" />} onClick={() => deletion.ask(row)} /> : null}
      </span>
    ),
  };
  return (
    <section className="ap-panel" aria-label={title}>
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title">{title}</h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {removal.error ? <Alert tone="danger">{removal.error}</Alert> : null}
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {toolbar}
      <Table caption={title} rows={rows} loading={loading} rowKey={(row) => row.id} empty={empty} columns={[...columns, actions]} />
      {deletion.dialog}
      {confirmation.dialog}
      {editing ? (
        <Dialog
          familyId={familyId}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(MESSAGES.saved);
            onChange(saved);
          }}
        />
      ) : null}
    </section>
  );
}
