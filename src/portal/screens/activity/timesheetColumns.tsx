/** The columns the timesheets list and a timesheet's page share: counts, duration, kms, completion, validation. */
import type { Timesheet } from '../../../api/contract/timesheets';
import { TIMESHEET_TEXTS as TEXTS } from '../../../domain/activity/timesheets';
import { formatDate } from '../../../domain/format/date';
import { formatDistance } from '../../../domain/format/distance';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import type { Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TimesheetCompletion } from '../../widgets/records/TimesheetCompletion';

export function ValidationTag({ sheet }: { sheet: Pick<Timesheet, 'validationDate'> }) {
  return sheet.validationDate ? <Tag tone="success">{TEXTS.validatedOn(formatDate(sheet.validationDate))}</Tag> : <Tag>{TEXTS.notValidated}</Tag>;
}

export const TIMESHEET_FIGURE_COLUMNS: ReadonlyArray<Column<Timesheet>> = [
  { key: 'slots', header: TEXTS.slots, numeric: true, cell: (sheet) => formatInteger(sheet.slotsCount) },
  { key: 'proSlots', header: TEXTS.proSlots, numeric: true, cell: (sheet) => formatInteger(sheet.proSlotsCount) },
  { key: 'customerSlots', header: TEXTS.customerSlots, numeric: true, cell: (sheet) => formatInteger(sheet.customerSlotsCount) },
  { key: 'duration', header: TEXTS.duration, numeric: true, cell: (sheet) => formatDuration(sheet.slotsDuration) },
  { key: 'kms', header: TEXTS.kms, numeric: true, nowrap: true, cell: (sheet) => formatDistance(sheet.kms) },
  { key: 'completion', header: TEXTS.completion, cell: (sheet) => <TimesheetCompletion sheets={[sheet]} /> },
  { key: 'validation', header: TEXTS.validation, nowrap: true, cell: (sheet) => <ValidationTag sheet={sheet} /> },
];
