/**
 * /plannings, the individual plannings (spec 001 §2): a professional's or a family's day or week
 * on the hour grid (PlanningGrid, loaded on demand), or month as lists (its whole weeks, the days of
 * other months dimmed), with the previous and next periods and a day or month to jump to; a new event or
 * series, or a change to one, in a dialog checked by the planning engine first; an event
 * deleted after a confirmation, cancelled with a reason (or restored). Beside it, the interventions
 * to staff (the default professional's next events; under it when the room lacks), each opening its dialog.
 * The choice (`by`, `id`), the day and the view live in the query: a reload or a link keeps them.
 * Each event's other party is a resource label whose « Utiliser comme filtre » shows that party's planning.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { getFamily } from '../../../api/contract/familyRecord';
import { getProfessional } from '../../../api/contract/professionals';
import { ChevronLeft, ChevronRight, Plus } from 'tabler-icons-react';
import { defaultProNextEvents, temporalSearch, type PlannedEvent } from '../../../api/contract/planningEngine';
import { toIsoDate } from '../../../domain/format/date';
import { PLANNING_TEXTS, monthsOf, shiftView, shownDay, viewDays, type PlanningView } from '../../../domain/planning/form';
import { eventPartyFilter, type PartySide } from '../../../domain/planningEvent';
import { proLabel } from '../../../domain/quickSearch';
import { buildLocation } from '../../../domain/routes';
import { planningsSearch } from '../../routes/activitySearch';
import { lazyComponent } from '../../app/lazyComponent';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useHolidays } from '../../kit/useHolidays';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { DateField } from '../../ui/DateField';
import { MonthField } from '../../ui/MonthField';
import type { Choice } from '../../ui/RemoteSelect';
import { FamilySelector, ProfessionalSelector } from '../../widgets/Selectors';
import { EventDialog } from './EventDialog';
import { ToStaffPanel } from './ToStaffPanel';
import { WeekGrid } from './WeekGrid';
import { useEventActions } from './useEventActions';
import { planningsCss } from './plannings.css';

const BY_CHOICES = [
  { value: 'pro', label: PLANNING_TEXTS.byPro },
  { value: 'family', label: PLANNING_TEXTS.byFamily },
] as const;
const VIEW_CHOICES = [
  { value: 'DAY', label: PLANNING_TEXTS.dayView },
  { value: 'WEEK', label: PLANNING_TEXTS.week },
  { value: 'LIST', label: PLANNING_TEXTS.list },
  { value: 'MONTH', label: PLANNING_TEXTS.month },
] as const;

/** The hour grid, on demand: not on the signed-in path. */
const PlanningGrid = lazyComponent(() => import('./PlanningGrid'), (m) => m.default);

interface Shown {
  by: PartySide;
  id: number | null;
  day: string;
  view: PlanningView;
}

/** The chosen professional or family named: the choice just made, else (a reload, a link) its record's name. */
function useChosen(by: PartySide, id: number | null, picked: Choice | null): Choice | null {
  const known = picked && picked.id === id ? picked : null;
  const asked = id !== null && !known ? { params: { id } } : null;
  const pro = useCall(getProfessional, by === 'pro' ? asked : null).data;
  const family = useCall(getFamily, by === 'family' ? asked : null).data;
  const loaded = by === 'pro' ? (pro && { id: pro.id, label: proLabel(pro) }) : (family && { id: family.id, label: family.name });
  return known ?? (loaded?.id === id ? loaded : null);
}

export function PlanningsScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('plannings', planningsCss);
  const { clock, router } = usePortal();
  const today = toIsoDate(clock.now());
  const query = planningsSearch(router.location.value);
  const shown: Shown = { by: (query.by as PartySide | undefined) ?? 'pro', id: query.id ? Number(query.id) : null, day: shownDay(query.day, today), view: (query.view as PlanningView | undefined) ?? 'WEEK' };
  const { by, day, view } = shown;
  const go = (next: Partial<Shown>) => {
    const to = { ...shown, ...next };
    router.navigate(buildLocation('/plannings', {}, { by: to.by, id: to.id, day: to.day, view: to.view }));
  };
  const [picked, setPicked] = useState<Choice | null>(null);
  const chosen = useChosen(by, shown.id, picked);
  const pick = (side: PartySide) => (choice: Choice | null) => {
    setPicked(choice);
    go({ by: side, id: choice?.id ?? null });
  };
  const pro = by === 'pro' ? chosen : null;
  const family = by === 'family' ? chosen : null;
  /** The dialog: a new event, or the event to change. */
  const [editing, setEditing] = useState<PlannedEvent | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);
  const days = viewDays(view, day);
  const month = view === 'MONTH' ? day.slice(0, 7) : null;
  const listed = view === 'MONTH' || view === 'LIST';
  const holidays = useHolidays(monthsOf(days));

  const week = useCall(temporalSearch, chosen && listed ? { body: { from: days[0]!, to: days.at(-1)!, ...(by === 'pro' ? { proId: chosen.id } : { familyId: chosen.id }) } } : null);
  const toStaff = useCall(defaultProNextEvents, {});
  // « Utiliser comme filtre » on an event's other party: that party's planning.
  const filterBy = (event: PlannedEvent) => {
    const filter = eventPartyFilter(event, by);
    pick(filter.by)(filter.choice);
  };
  const reload = () => {
    setSaves((count) => count + 1);
    week.reload();
    toStaff.reload();
  };
  const actions = useEventActions((done) => {
    setNotice(done);
    reload();
  });
  // A new event's day: today when shown, else the period's first day (the month's first in a month).
  const inWeek = days.includes(today) ? today : month ? `${month}-01` : days[0]!;
  const previous = { DAY: PLANNING_TEXTS.previousDay, WEEK: PLANNING_TEXTS.previousWeek, LIST: PLANNING_TEXTS.previousWeek, MONTH: PLANNING_TEXTS.previousMonth }[view];
  const next = { DAY: PLANNING_TEXTS.nextDay, WEEK: PLANNING_TEXTS.nextWeek, LIST: PLANNING_TEXTS.nextWeek, MONTH: PLANNING_TEXTS.nextMonth }[view];

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          {PLANNING_TEXTS.newEvent}
        </Button>
      </div>
      <div className="ap-plannings__bar">
        <ChoiceGroup<PartySide> legend={PLANNING_TEXTS.whose} value={by} choices={BY_CHOICES} onValueChange={(side) => go({ by: side, id: null })} />
        {by === 'pro' ? <ProfessionalSelector value={pro} onValueChange={pick('pro')} /> : <FamilySelector value={family} onValueChange={pick('family')} />}
        <ChoiceGroup<PlanningView> legend={PLANNING_TEXTS.view} value={view} choices={VIEW_CHOICES} onValueChange={(value) => go({ view: value })} />
        <div className="ap-plannings__nav">
          <Button icon={<ChevronLeft size={16} aria-hidden="true" />} aria-label={previous} title={previous} onClick={() => go({ day: shiftView(view, day, -1) })} />
          {month ? (
            <MonthField label={PLANNING_TEXTS.month} value={month} clearable={false} onValueChange={(value) => value && go({ day: `${value}-01` })} />
          ) : (
            <DateField label={view === 'DAY' ? PLANNING_TEXTS.day : PLANNING_TEXTS.weekOf} value={days[0]!} clearable={false} onValueChange={(value) => value && go({ day: value })} />
          )}
          <Button icon={<ChevronRight size={16} aria-hidden="true" />} aria-label={next} title={next} onClick={() => go({ day: shiftView(view, day, 1) })} />
        </div>
      </div>
      {actions.error ? <Alert tone="danger">{actions.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="ap-plannings__layout">
        <div className="ap-plannings__main">
          {!chosen ? <EmptyState title={PLANNING_TEXTS.choose} /> : null}
          {chosen && !listed ? <PlanningGrid key={`${by}-${chosen.id}`} by={by} party={chosen} days={days} onChanged={toStaff.reload} refresh={saves} /> : null}
          {chosen && listed && week.loading && !week.data ? <Loading /> : null}
          {chosen && listed && week.data ? <WeekGrid days={days} month={month} events={week.data} today={today} holidays={holidays} by={by} onFilter={filterBy} onEdit={setEditing} onDelete={actions.remove} onCancel={actions.cancel} onRestore={actions.restore} /> : null}
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
      {actions.dialogs}
    </>
  );
}
