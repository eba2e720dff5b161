/**
 * The weekly unavailabilities of a professional (spec 000 §2.6): columns Jour, Horaire,
 * Applicable, Type, the comment as a tooltip, and a delete button when `onDelete` is given
 * (editable), which asks 'Confirmez-vous la suppression de cette indisponibilité ?' first.
 */
import { Trash } from 'tabler-icons-react';
import { weeklySlotRows, type WeeklySlot, type WeeklySlotRow } from '../../../domain/unavailability/slotLabels';
import { DELETE_UNAVAILABILITY_CONFIRMATION } from '../../../domain/unavailability/types';
import { useStyles } from '../../ui/useStyles';
import { Button } from '../../ui/Button';
import { Table, type Column } from '../../ui/Table';
import { CommentTip } from '../CommentTip';
import { useDeleteConfirmation } from '../useDeleteConfirmation';
import { unavailabilityCss } from './unavailability.css';

export interface WeeklyUnavailabilityTableProps {
  slots: readonly WeeklySlot[];
  loading?: boolean;
  /** Makes the table editable: deletes one slot after the confirmation. */
  onDelete?: (slot: WeeklySlotRow) => Promise<unknown>;
}

export function WeeklyUnavailabilityTable({ slots, loading = false, onDelete }: WeeklyUnavailabilityTableProps) {
  useStyles('unavailability', unavailabilityCss);
  const confirmation = useDeleteConfirmation(DELETE_UNAVAILABILITY_CONFIRMATION, (row: WeeklySlotRow) => onDelete?.(row) ?? Promise.resolve());
  const columns: Column<WeeklySlotRow>[] = [
    { key: 'day', header: 'Jour', nowrap: true, cell: (row) => row.day },
    { key: 'time', header: 'Horaire', nowrap: true, cell: (row) => row.time },
    { key: 'period', header: 'Applicable', cell: (row) => row.period },
    { key: 'type', header: 'Type', nowrap: true, cell: (row) => row.type },
    { key: 'comment', header: 'Commentaire', cell: (row) => <CommentTip comment={row.comment} /> },
  ];
  if (onDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <span className="ap-unavailability__actions">
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer l’indisponibilité du ${row.day.toLowerCase()} (${row.time.toLowerCase()})`} title="Supprimer" onClick={() => confirmation.ask(row)} />
        </span>
      ),
    });
  }
  return (
    <>
      <Table caption="Indisponibilités hebdomadaires" columns={columns} rows={weeklySlotRows(slots)} rowKey={(row) => row.id} loading={loading} />
      {confirmation.dialog}
    </>
  );
}
