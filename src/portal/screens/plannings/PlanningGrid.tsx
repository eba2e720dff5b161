/**
 * A professional's or a family's week (or day) on the hour grid, with its totals: /plannings'
 * week and day, and the Planning tab of both records. A professional's absences and weekly
 * unavailabilities lie behind. A drop or an arrow key proposes a slot: the engine's preflight
 * first (the moved event left out); accepted, it is saved; refused, its labels show and nothing is
 * saved, with « Déplacer quand même » where every rejection may be bypassed. A drag over an empty
 * place opens the new event's dialog on that slot; a block opens its own, which also cancels,
 * restores or deletes it as the lists do. Loaded on demand (default export).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { preflightEvents, temporalSearch, updateEvents, type LabelledEvent, type PreflightSlot } from '../../../api/contract/planningEngine';
import { ABSENCE_TYPES, searchUnavailabilities } from '../../../api/contract/unavailabilities';
import { listWeeklyUnavailabilities } from '../../../api/contract/weeklyUnavailabilities';
import { agencyIncreaseOptions } from '../../../domain/billing/compute';
import { formatDuration } from '../../../domain/format/duration';
import { HOUR_GRID_TEXTS as TEXTS, periodSegments, weekTotals, weeklySegments, type GridSegment, type GridSlot } from '../../../domain/planning/hourGrid';
import { PLANNING_TEXTS, monthsOf, slotLabel } from '../../../domain/planning/form';
import { eventPartyLabel, type PartySide } from '../../../domain/planningEvent';
import { WEEKLY_UNAVAILABILITY_LABEL } from '../../../domain/unavailability/types';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useHolidays } from '../../kit/useHolidays';
import { useCall } from '../../kit/useQuery';
import { useReloadOn } from '../../kit/useReloadOn';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import type { Choice } from '../../ui/RemoteSelect';
import { HourGrid, type GridBackdrop, type GridEvent } from '../../widgets/hourGrid/HourGrid';
import { EventActionsBar } from './EventActionsBar';
import { EventDialog } from './EventDialog';
import { useEventActions } from './useEventActions';

export interface PlanningGridProps {
  by: PartySide;
  /** The professional or family shown. */
  party: Choice;
  days: readonly string[];
  /** Something was saved (the caller's other lists may follow). */
  onChanged?(): void;
  /** Changed by the caller when it saved something itself: the week is read again. */
  refresh?: number;
}

type Block = GridEvent & { event: LabelledEvent };

interface Refusal {
  event: LabelledEvent;
  slot: GridSlot;
  rejections: PreflightSlot['rejections'];
  bypassable: boolean;
}

export default function PlanningGrid({ by, party, days, onChanged, refresh = 0 }: PlanningGridProps) {
  useSignals();
  const { client, agencyContext } = usePortal();
  const from = days[0]!;
  const to = days.at(-1)!;
  const target = by === 'pro' ? { proId: party.id } : { familyId: party.id };
  const events = useCall(temporalSearch, { body: { from, to, ...target } });
  // A save made beside the grid (the screen's event dialog) asks its events again.
  useReloadOn(refresh, events);
  const absences = useCall(searchUnavailabilities, by === 'pro' ? { body: { userIds: [party.id], startDate: from, endDate: to, pageNumber: 0, pageSize: 100 } } : null);
  const weekly = useCall(listWeeklyUnavailabilities, by === 'pro' ? { params: { userId: party.id } } : null);
  const holidayNames = useHolidays(monthsOf(days));
  const holidays = useMemo(() => new Map([...holidayNames].map(([day, name]) => [day, PLANNING_TEXTS.holiday(name)])), [holidayNames]);
  const [editing, setEditing] = useState<LabelledEvent | GridSlot | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [proposed, setProposed] = useState<{ event: Block; slot: GridSlot } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const blocks = useMemo(
    () => (events.data ?? []).map((event): Block => ({ id: event.id, day: event.day, startTime: event.startTime, endTime: event.endTime, title: eventPartyLabel(event, by), detail: event.prestation ?? null, cancelled: event.cancellation !== null, event })),
    [events.data, by],
  );
  const backdrops = useMemo(
    () => [
      ...(absences.data?.content ?? []).flatMap((a) => periodSegments<GridBackdrop>({ id: `absence-${a.id}`, kind: ABSENCE_TYPES[a.type].legend, label: ABSENCE_TYPES[a.type].label }, a.startDateTime, a.endDateTime, days)),
      ...(weekly.data ?? []).flatMap((w) => weeklySegments(w, days).map((s): GridSegment<GridBackdrop> => ({ ...s, item: { id: `weekly-${w.id}`, kind: 'weeklyUnavailability', label: w.comment ? `${WEEKLY_UNAVAILABILITY_LABEL} : ${w.comment}` : WEEKLY_UNAVAILABILITY_LABEL } }))),
    ],
    [absences.data, weekly.data, days],
  );
  const totals = weekTotals(blocks.filter((block) => !block.cancelled), days, agencyIncreaseOptions(agencyContext.agency.value));

  const saved = (text: string) => {
    setNotice(text);
    events.reload();
    onChanged?.();
  };
  const actions = useEventActions(saved);
  const save = async (event: LabelledEvent, slot: GridSlot, bypassRejections: boolean) => {
    await client.call(updateEvents, { body: { events: [{ id: event.id, familyId: event.family.id, proId: event.user.id, ...slot }], bypassRejections } });
    setRefusal(null);
    saved(TEXTS.moved);
  };
  const move = useAction(async (block: Block, slot: GridSlot) => {
    const { event } = block;
    setRefusal(null);
    setNotice(null);
    setProposed({ event: block, slot });
    try {
      const body = { familyId: event.family.id, proId: event.user.id, sharedFamilyId: event.sharedFamily?.id ?? null, ...slot, repetition: { type: 'NO_REPETITION' as const }, eventId: event.id };
      const { slots } = await client.call(preflightEvents, { body });
      const rejections = slots.flatMap((s) => s.rejections);
      if (rejections.length) setRefusal({ event, slot, rejections, bypassable: slots.every((s) => !s.rejections.length || s.bypassable) });
      else await save(event, slot, false);
    } finally {
      setProposed(null);
    }
  });
  const anyway = useAction(async (refused: Refusal) => save(refused.event, refused.slot, true));

  // A professional's week is read against 48 h; a day has its own totals only.
  const week = days.length > 1;
  const hours = by === 'pro' && week ? TEXTS.limit : null;
  return (
    <div className="ap-planning-grid">
      <dl className={`ap-hg__totals${hours && totals.overLimit ? ' ap-hg__totals--over' : ''}`} aria-label={week ? TEXTS.hours : TEXTS.dayHours}>
        <div>
          <dt>{week ? TEXTS.hours : TEXTS.dayHours}</dt>
          <dd>
            {formatDuration(totals.minutes)}
            {hours ? ` ${hours}` : ''}
          </dd>
        </div>
        <div>
          <dt>{TEXTS.increased}</dt>
          <dd>{formatDuration(totals.increasedMinutes)}</dd>
        </div>
        <div>
          <dt>{week ? PLANNING_TEXTS.week : PLANNING_TEXTS.dayView}</dt>
          <dd>{TEXTS.events(totals.count)}</dd>
        </div>
        {hours && totals.overLimit ? <strong role="status">{TEXTS.overLimit}</strong> : null}
      </dl>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {move.error ? <Alert tone="danger">{move.error}</Alert> : null}
      {actions.error ? <Alert tone="danger">{actions.error}</Alert> : null}
      {refusal ? (
        <Alert tone="warning">
          <strong>{TEXTS.refused}</strong> — {slotLabel(refusal.slot)} : {refusal.rejections.map((r) => r.label).join(' ; ')}
          <span className="ap-form-actions">
            {refusal.bypassable ? (
              <Button variant="danger" loading={anyway.pending} onClick={() => void anyway.run(refusal)}>
                {TEXTS.moveAnyway}
              </Button>
            ) : null}
            <Button onClick={() => setRefusal(null)}>{TEXTS.keep}</Button>
          </span>
          {anyway.error ? <span className="ap-field__error">{anyway.error}</span> : null}
        </Alert>
      ) : null}
      {events.loading && !events.data ? (
        <Loading />
      ) : (
        <HourGrid<Block>
          days={days}
          events={blocks}
          backdrops={backdrops}
          notes={holidays}
          proposed={proposed}
          label={TEXTS.label(party.label)}
          onCreate={(slot) => setEditing(slot)}
          onMove={(block, slot) => void move.run(block, slot)}
          onOpen={(block) => setEditing(block.event)}
        />
      )}
      {editing ? (
        <EventDialog
          day={editing.day}
          slot={'id' in editing ? null : editing}
          pro={by === 'pro' ? party : null}
          family={by === 'family' ? party : null}
          event={'id' in editing ? editing : null}
          actions={'id' in editing ? <EventActionsBar event={editing} actions={actions} onClose={() => setEditing(null)} /> : null}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            saved(text);
          }}
        />
      ) : null}
      {actions.dialogs}
    </div>
  );
}
