/**
 * Dated unavailabilities (absences, spec 000 §2.6): columns Du, Au, Type, Durée, the comment
 * as a tooltip, and an optional delete column (`onDelete`) that asks
 * 'Confirmez-vous la suppression de cette indisponibilité ?' first.
 */
import { Trash } from 'tabler-icons-react';
import { ABSENCE_TYPES, type Unavailability } from '../../../api/contract/unavailabilities';
import { formatDateTime } from '../../../domain/format/date';
import { DELETE_UNAVAILABILITY_CONFIRMATION } from '../../../domain/unavailability/types';
import { useStyles } from '../../ui/useStyles';
import { Button } from '../../ui/Button';
import { Table, type Column } from '../../ui/Table';
import { CommentTip } from '../CommentTip';
import { useDeleteConfirmation } from '../useDeleteConfirmation';
import { daysLabel } from './daysLabel';
import { unavailabilityCss } from './unavailability.css';

export type DatedUnavailability = Pick<Unavailability, 'id' | 'type' | 'startDateTime' | 'endDateTime' | 'comment' | 'durationInDays'>;

export interface DatedUnavailabilityTableProps<Row extends DatedUnavailability = DatedUnavailability> {
  rows: readonly Row[];
  /** Columns before Du (the agency's list shows whose absence it is). */
  leading?: ReadonlyArray<Column<Row>>;
  loading?: boolean;
  /** Adds the delete column: deletes one absence after the confirmation. */
  onDelete?: (row: Row) => Promise<unknown>;
  empty?: string;
}

export function DatedUnavailabilityTable<Row extends DatedUnavailability = DatedUnavailability>({ rows, leading = [], loading = false, onDelete, empty }: DatedUnavailabilityTableProps<Row>) {
  useStyles('unavailability', unavailabilityCss);
  const confirmation = useDeleteConfirmation(DELETE_UNAVAILABILITY_CONFIRMATION, (row: Row) => onDelete?.(row) ?? Promise.resolve());
  const columns: Column<Row>[] = [
    ...leading,
    { key: 'from', header: 'Du', nowrap: true, cell: (row) => formatDateTime(row.startDateTime) },
    { key: 'to', header: 'Au', nowrap: true, cell: (row) => formatDateTime(row.endDateTime) },
    { key: 'type', header: 'Type', cell: (row) => ABSENCE_TYPES[row.type].label },
    { key: 'duration', header: 'Durée', numeric: true, nowrap: true, cell: (row) => daysLabel(row.durationInDays) },
    { key: 'comment', header: 'Commentaire', cell: (row) => <CommentTip comment={row.comment} /> },
  ];
  if (onDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <span className="ap-unavailability__actions">
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer l’indisponibilité du ${formatDateTime(row.startDateTime)}`} title="Supprimer" onClick={() => confirmation.ask(row)} />
        </span>
      ),
    });
  }
  return (
    <>
      <Table caption="Indisponibilités" columns={columns} rows={rows} rowKey={(row) => row.id} loading={loading} {...(empty ? { empty } : {})} />
      {confirmation.dialog}
    </>
  );
}
