/**
 * /activity/prosPlannings, the collective planning (spec 001 §2): the agency's professionals
 * on the timeline, a day or a week from Monday; previous and next, a date, a page size
 * (50 by default), the candidates and suspended options, those without prestations hidden or not, the legend; back to /activity.
 * `day` and `mode` live in the query, so the page can be linked and reloaded; the options
 * and the page stay in the screen. The period's public holidays (the element's cache, shared
 * with /plannings) show above the timeline. Each row names its professional with a resource label.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'tabler-icons-react';
import { searchProPlannings } from '../../../api/contract/activity';
import {
  DEFAULT_PRO_PLANNING_MODE, PRO_PLANNINGS_PAGE_SIZE, PRO_PLANNINGS_TEXTS as TEXTS, excludedStatuses, periodDays, shiftPeriod, type ProPlanningMode,
} from '../../../domain/activity/proPlannings';
import { toIsoDate } from '../../../domain/format/date';
import { monthsOf } from '../../../domain/planning/form';
import { buildLocation } from '../../../domain/routes';
import { prosPlanningsSearch } from '../../routes/activitySearch';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useHolidays } from '../../hooks/useHolidays';
import { useCall } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Loading } from '../../ui/Spinner';
import { ChoiceGroup } from '../../widgets/ChoiceGroup';
import { DateField } from '../../widgets/DateField';
import { Pagination } from '../../widgets/Pagination';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { PlanningTimeline, type TimelineResource } from '../../widgets/timeline/PlanningTimeline';
import { activityCss } from './activity.css';
import { proPlanningItems } from './proPlanningItems';

const MODES = [
  { value: 'DAY', label: TEXTS.day },
  { value: 'WEEK', label: TEXTS.week },
] as const;

/** A row's professional (module-level: a stable function, the timeline's rows are memoised; it holds nothing). */
const proRowLabel = (resource: TimelineResource) => <ResourceLabel kind="employee" id={Number(resource.id)} label={resource.label} />;

export function ProsPlanningsScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('activity', activityCss);
  const { router, clock } = usePortal();
  const query = prosPlanningsSearch(router.location.value);
  const day = query.day ?? toIsoDate(clock.now());
  const mode = (query.mode as ProPlanningMode | undefined) ?? DEFAULT_PRO_PLANNING_MODE;
  const [excludeCandidates, setExcludeCandidates] = useState(true);
  const [includeSuspended, setIncludeSuspended] = useState(false);
  const [withEventsOnly, setWithEventsOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PRO_PLANNINGS_PAGE_SIZE);

  const go = (next: { day?: string; mode?: ProPlanningMode }) => {
    setPage(0);
    router.navigate(buildLocation('/activity/prosPlannings', {}, { day: next.day ?? day, mode: next.mode ?? mode }));
  };
  const option = (set: (value: boolean) => void) => (value: boolean) => {
    setPage(0);
    set(value);
  };

  const { data, loading } = useCall(searchProPlannings, { body: { day, mode, excludeCandidates, excludedStatus: excludedStatuses(includeSuspended), withEventsOnly, pageNumber: page, pageSize } });
  const days = periodDays(mode, day);
  const items = useMemo(() => proPlanningItems(data?.content ?? [], days), [data, days[0], days.length]);
  const holidays = useHolidays(monthsOf(days));
  const holidaysShown = days.filter((d) => holidays.has(d));

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button icon={<ArrowLeft size={16} aria-hidden="true" />} onClick={() => router.navigate('/activity')}>
          {TEXTS.back}
        </Button>
      </div>
      <div className="ap-activity__bar">
        <ChoiceGroup<ProPlanningMode> legend={TEXTS.mode} value={mode} choices={MODES} onValueChange={(value) => go({ mode: value })} />
        <Button icon={<ChevronLeft size={16} aria-hidden="true" />} aria-label={TEXTS.previous[mode]} title={TEXTS.previous[mode]} onClick={() => go({ day: shiftPeriod(mode, day, -1) })} />
        <DateField label={TEXTS.date} value={day} clearable={false} onValueChange={(value) => value && go({ day: value })} />
        <Button icon={<ChevronRight size={16} aria-hidden="true" />} aria-label={TEXTS.next[mode]} title={TEXTS.next[mode]} onClick={() => go({ day: shiftPeriod(mode, day, 1) })} />
        <Checkbox label={TEXTS.excludeCandidates} checked={excludeCandidates} onCheckedChange={option(setExcludeCandidates)} />
        <Checkbox label={TEXTS.includeSuspended} checked={includeSuspended} onCheckedChange={option(setIncludeSuspended)} />
        <Checkbox label={TEXTS.withEventsOnly} checked={withEventsOnly} onCheckedChange={option(setWithEventsOnly)} />
      </div>
      {holidaysShown.length ? (
        <ul className="ap-activity__holidays">
          {holidaysShown.map((d) => (
            <li key={d}>{TEXTS.holiday(holidays.get(d)!, d)}</li>
          ))}
        </ul>
      ) : null}
      {loading && !data ? (
        <Loading />
      ) : (
        <div className={loading ? 'ap-activity__busy' : undefined}>
          <PlanningTimeline mode={mode} day={day} resources={items.resources} events={items.events} label={TEXTS.timeline} renderLabel={proRowLabel} />
        </div>
      )}
      {data ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.totalElements}
          onPage={setPage}
          onPageSize={(size) => {
            setPage(0);
            setPageSize(size);
          }}
        />
      ) : null}
    </>
  );
}
