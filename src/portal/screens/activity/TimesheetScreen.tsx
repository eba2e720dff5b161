/**
 * /activity/timesheets/{month}/{proId}/{familyId}: a professional's month at a family (spec
 * 001 §2, §3): its figures, completion and validation, then its slots day by day with their
 * state, who confirmed them, duration and kms; « Valider le relevé » after a confirmation.
 */
import { useState } from 'react';
import { ArrowLeft, Check, LockOpen } from 'tabler-icons-react';
import { timesheetValidationError } from '../../../domain/activity/timesheetRules';
import { parisWallClock } from '../../../domain/parisTime';
import { getTimesheet, reopenTimesheet, validateTimesheet, type TimesheetDetail, type TimesheetSlot } from '../../../api/contract/timesheets';
import { TIMESHEET_STATE_LABELS, TIMESHEET_TEXTS as TEXTS } from '../../../domain/activity/timesheets';
import { formatDayMonth, formatMonth } from '../../../domain/format/date';
import { formatDistance } from '../../../domain/format/distance';
import { formatDuration } from '../../../domain/format/duration';
import { buildLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { Fact } from '../../kit/Fact';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { activityCss } from './activity.css';
import { TIMESHEET_FIGURE_COLUMNS } from './timesheetColumns';

const yesNo = (value: boolean) => (value ? TEXTS.yes : TEXTS.no);

const SLOT_COLUMNS: ReadonlyArray<Column<TimesheetSlot>> = [
  { key: 'day', header: TEXTS.day, nowrap: true, cell: (slot) => formatDayMonth(slot.day) },
  { key: 'hours', header: TEXTS.hours, nowrap: true, cell: (slot) => `${slot.startTime} – ${slot.endTime}` },
  { key: 'state', header: TEXTS.state, cell: (slot) => <Tag tone={TIMESHEET_STATE_LABELS[slot.state].tone}>{TIMESHEET_STATE_LABELS[slot.state].label}</Tag> },
  { key: 'pro', header: TEXTS.proConfirmed, cell: (slot) => yesNo(slot.proConfirmed) },
  { key: 'customer', header: TEXTS.customerConfirmed, cell: (slot) => yesNo(slot.customerConfirmed) },
  { key: 'duration', header: TEXTS.duration, numeric: true, cell: (slot) => formatDuration(slot.duration) },
  { key: 'kms', header: TEXTS.kms, numeric: true, nowrap: true, cell: (slot) => formatDistance(slot.kms) },
];

export function TimesheetScreen({ params, title }: ScreenProps) {
  useStyles('activity', activityCss);
  const { client, router, clock, session } = usePortal();
  const role = session.user.value?.role;
  const mayReopen = role === 'DIRECTOR' || role === 'ADMIN';
  const sheetParams = { month: String(params.month), proId: Number(params.proId), familyId: Number(params.familyId) };
  const loaded = useCall(getTimesheet, { params: sheetParams });
  const [saved, setSaved] = useState<TimesheetDetail | null>(null);
  const [confirming, setConfirming] = useState<'validate' | 'reopen' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const validate = useAction(async (kind: 'validate' | 'reopen') => {
    setConfirming(null);
    setNotice(null);
    setSaved(await client.call(kind === 'validate' ? validateTimesheet : reopenTimesheet, { params: sheetParams }));
    setNotice(kind === 'validate' ? TEXTS.validated : TEXTS.reopened);
  });
  const detail = saved ?? loaded.data;
  // Explained before sending: not before the month's last slot has ended (the server refuses it too).
  const tooEarly = detail && !detail.timesheet.validationDate ? timesheetValidationError(detail.slots, parisWallClock(clock.now())) : null;
  const back = () => router.navigate(buildLocation('/activity/timesheets', {}, { month: sheetParams.month }));

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{detail ? `${title} : ${detail.timesheet.pro.firstName} ${detail.timesheet.pro.lastName} — ${detail.timesheet.family.name}, ${formatMonth(`${sheetParams.month}-01`)}` : title}</h1>
        <Button icon={<ArrowLeft size={16} aria-hidden="true" />} onClick={back}>
          {TEXTS.back}
        </Button>
        {detail && !detail.timesheet.validationDate ? (
          <Button variant="primary" icon={<Check size={16} aria-hidden="true" />} loading={validate.pending} disabled={!!tooEarly} onClick={() => setConfirming('validate')}>
            {TEXTS.validate}
          </Button>
        ) : null}
        {detail?.timesheet.validationDate && mayReopen ? (
          <Button icon={<LockOpen size={16} aria-hidden="true" />} loading={validate.pending} onClick={() => setConfirming('reopen')}>{TEXTS.reopen}</Button>
        ) : null}
      </div>
      {tooEarly ? <Alert tone="info">{tooEarly.label}</Alert> : null}
      {validate.error ? <Alert tone="danger">{validate.error}</Alert> : null}
      {notice && !validate.error ? <Alert tone="success">{notice}</Alert> : null}
      {loaded.loading && !detail ? <Loading /> : null}
      {!loaded.loading && !detail ? <EmptyState /> : null}
      {detail ? (
        <>
          <dl className="ap-facts ap-activity__facts">
            {TIMESHEET_FIGURE_COLUMNS.map((column) => (
              <Fact key={column.key} label={column.header} value={column.cell(detail.timesheet)} />
            ))}
            {detail.timesheet.validatedDurations ? <Fact label={TEXTS.validatedDuration} value={formatDuration(detail.timesheet.validatedDurations.total)} /> : null}
            {detail.timesheet.validatedKms !== null ? <Fact label={TEXTS.validatedKms} value={formatDistance(detail.timesheet.validatedKms)} /> : null}
          </dl>
          <Table columns={SLOT_COLUMNS} rows={detail.slots} rowKey={(slot) => slot.eventId} caption={TEXTS.slots} />
        </>
      ) : null}
      {confirming ? (
        <ConfirmDialog title={TEXTS[confirming]} confirmLabel={TEXTS[confirming]} pending={validate.pending} onConfirm={() => void validate.run(confirming)} onCancel={() => setConfirming(null)}>
          {confirming === 'validate' ? TEXTS.confirmValidate : TEXTS.confirmReopen}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
