/**
 * The Planning tab's week of a professional or a family on the hour grid (the same grid as
 * /plannings), from this week, with the previous and next weeks and a day to jump to. Loaded on demand.
 */
import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'tabler-icons-react';
import { toIsoDate } from '../../../domain/format/date';
import { PLANNING_TEXTS, shiftView, viewDays } from '../../../domain/planning/form';
import type { PartySide } from '../../../domain/planningEvent';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import type { Choice } from '../../ui/RemoteSelect';
import PlanningGrid from './PlanningGrid';
import { planningsCss } from './plannings.css';

export default function RecordWeekGrid({ by, party }: { by: PartySide; party: Choice }) {
  useStyles('plannings', planningsCss);
  const { clock } = usePortal();
  const [day, setDay] = useState(() => toIsoDate(clock.now()));
  const days = viewDays('WEEK', day);
  return (
    <section className="ap-panel" aria-label={PLANNING_TEXTS.weekOf}>
      <div className="ap-plannings__bar">
        <Button icon={<ChevronLeft size={16} aria-hidden="true" />} aria-label={PLANNING_TEXTS.previousWeek} title={PLANNING_TEXTS.previousWeek} onClick={() => setDay(shiftView('WEEK', day, -1))} />
        <DateField label={PLANNING_TEXTS.weekOf} value={days[0]!} clearable={false} onValueChange={(value) => value && setDay(value)} />
        <Button icon={<ChevronRight size={16} aria-hidden="true" />} aria-label={PLANNING_TEXTS.nextWeek} title={PLANNING_TEXTS.nextWeek} onClick={() => setDay(shiftView('WEEK', day, 1))} />
      </div>
      <PlanningGrid by={by} party={party} days={days} />
    </section>
  );
}
