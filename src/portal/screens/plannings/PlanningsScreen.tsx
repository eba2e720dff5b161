/**
 * /plannings, the individual plannings (spec 001 §2): a professional's or a family's week,
 * Monday first, or month (its whole weeks, the days of other months dimmed), with the
 * previous and next weeks or months and a day or month to jump to; a new event or
 * series, or a change to one, in a dialog checked by the planning engine first; an event
 * deleted after a confirmation, cancelled with a reason (or restored). Beside it, the interventions
 * to staff (the default professional's next events; under it when the room lacks), each opening its dialog. Decision: the choice and the week stay in the screen (not in the query).
 * Each event's other party is a resource label whose « Utiliser comme filtre » shows that party's planning.
 */
import { useState } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'tabler-icons-react';
import { defaultProNextEvents, deleteCancellation, deleteEvents, temporalSearch, type PlannedEvent } from '../../../api/contract/planningEngine';
import { toIsoDate } from '../../../domain/format/date';
import { CANCELLATION_TEXTS } from '../../../domain/planning/cancellations';
import { PLANNING_TEXTS, monthsOf, shiftView, viewDays, type PlanningView } from '../../../domain/planning/form';
import { eventPartyFilter, type PartySide } from '../../../domain/planningEvent';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useHolidays } from '../../hooks/useHolidays';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { ChoiceGroup } from '../../widgets/ChoiceGroup';
import { DateField } from '../../widgets/DateField';
import { MonthField } from '../../widgets/MonthField';
import type { Choice } from '../../widgets/RemoteSelect';
import { FamilySelector, ProfessionalSelector } from '../../widgets/Selectors';
import { CancelEventDialog } from './CancelEventDialog';
import { DeleteEventDialog } from './DeleteEventDialog';
import { EventDialog } from './EventDialog';
import { ToStaffPanel } from './ToStaffPanel';
import { WeekGrid } from './WeekGrid';
import { planningsCss } from './plannings.css';

const BY_CHOICES = [
  { value: 'pro', label: PLANNING_TEXTS.byPro },
  { value: 'family', label: PLANNING_TEXTS.byFamily },
] as const;
const VIEW_CHOICES = [
  { value: 'WEEK', label: PLANNING_TEXTS.week },
  { value: 'MONTH', label: PLANNING_TEXTS.month },
] as const;

export function PlanningsScreen({ title }: ScreenProps) {
  useStyles('plannings', planningsCss);
  const { client, clock } = usePortal();
  const today = toIsoDate(clock.now());
  const [by, setBy] = useState<PartySide>('pro');
  const [pro, setPro] = useState<Choice | null>(null);
  const [family, setFamily] = useState<Choice | null>(null);
  const [day, setDay] = useState(today);
  const [view, setView] = useState<PlanningView>('WEEK');
  /** The dialog: a new event, or the event to change. */
  const [editing, setEditing] = useState<PlannedEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PlannedEvent | null>(null);
  const [cancelling, setCancelling] = useState<PlannedEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const days = viewDays(view, day);
  const month = view === 'MONTH' ? day.slice(0, 7) : null;
  const chosen = by === 'pro' ? pro : family;
  const holidays = useHolidays(monthsOf(days));

  const week = useLoad(
    chosen ? () => client.call(temporalSearch, { body: { from: days[0]!, to: days.at(-1)!, ...(by === 'pro' ? { proId: chosen.id } : { familyId: chosen.id }) } }) : null,
    [client, by, chosen?.id, days[0], days.length],
  );
  const toStaff = useLoad(() => client.call(defaultProNextEvents), [client]);
  // « Utiliser comme filtre » on an event's other party: that party's planning.
  const filterBy = (event: PlannedEvent) => {
    const filter = eventPartyFilter(event, by);
    (filter.by === 'pro' ? setPro : setFamily)(filter.choice);
    setBy(filter.by);
  };
  const reload = () => {
    week.reload();
    toStaff.reload();
  };
  const remove = useAction(async (event: PlannedEvent, following: boolean) => {
    try {
      await client.call(deleteEvents, { body: { ids: [event.id], following } });
      setNotice(PLANNING_TEXTS.deleted);
      reload();
    } finally {
      setDeleting(null);
    }
  });
  const restore = useAction(async (event: PlannedEvent) => {
    await client.call(deleteCancellation, { params: { id: event.id } });
    setNotice(CANCELLATION_TEXTS.restored);
    reload();
  });
  // A new event's day: today when shown, else the period's first day (the month's first in a month).
  const inWeek = days.includes(today) ? today : month ? `${month}-01` : days[0]!;
  const previous = view === 'WEEK' ? PLANNING_TEXTS.previousWeek : PLANNING_TEXTS.previousMonth;
  const next = view === 'WEEK' ? PLANNING_TEXTS.nextWeek : PLANNING_TEXTS.nextMonth;

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          {PLANNING_TEXTS.newEvent}
        </Button>
      </div>
      <div className="ap-plannings__bar">
        <ChoiceGroup<PartySide> legend={PLANNING_TEXTS.whose} value={by} choices={BY_CHOICES} onValueChange={setBy} />
        {by === 'pro' ? <ProfessionalSelector value={pro} onValueChange={setPro} /> : <FamilySelector value={family} onValueChange={setFamily} />}
        <ChoiceGroup<PlanningView> legend={PLANNING_TEXTS.view} value={view} choices={VIEW_CHOICES} onValueChange={setView} />
        <Button icon={<ChevronLeft size={16} aria-hidden="true" />} aria-label={previous} title={previous} onClick={() => setDay(shiftView(view, day, -1))} />
        {month ? (
          <MonthField label={PLANNING_TEXTS.month} value={month} clearable={false} onValueChange={(value) => value && setDay(`${value}-01`)} />
        ) : (
          <DateField label={PLANNING_TEXTS.weekOf} value={days[0]!} clearable={false} onValueChange={(value) => value && setDay(value)} />
        )}
        <Button icon={<ChevronRight size={16} aria-hidden="true" />} aria-label={next} title={next} onClick={() => setDay(shiftView(view, day, 1))} />
      </div>
      {remove.error ? <Alert tone="danger">{remove.error}</Alert> : null}
      {restore.error ? <Alert tone="danger">{restore.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="ap-plannings__layout">
        <div className="ap-plannings__main">
          {!chosen ? <EmptyState title={PLANNING_TEXTS.choose} /> : null}
          {chosen && week.loading && !week.data ? <Loading /> : null}
          {chosen && week.data ? <WeekGrid days={days} month={month} events={week.data} today={today} holidays={holidays} by={by} onFilter={filterBy} onEdit={setEditing} onDelete={setDeleting} onCancel={setCancelling} onRestore={(event) => void restore.run(event)} /> : null}
        </div>
        <ToStaffPanel events={toStaff.data} loading={toStaff.loading} onOpen={setEditing} />
      </div>
      {editing ? (
        <EventDialog
          day={inWeek}
          pro={pro}
          family={family}
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(saved);
            reload();
          }}
        />
      ) : null}
      {cancelling ? (
        <CancelEventDialog
          event={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(cancelled) => {
            setCancelling(null);
            setNotice(cancelled);
            reload();
          }}
        />
      ) : null}
      {deleting ? <DeleteEventDialog event={deleting} pending={remove.pending} onConfirm={(following) => void remove.run(deleting, following)} onCancel={() => setDeleting(null)} /> : null}
    </>
  );
}
