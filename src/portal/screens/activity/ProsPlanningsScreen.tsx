/**
 * /activity/prosPlannings, the collective planning (spec 001 §2): the agency's professionals
 * on the timeline, a day or a week from Monday; previous and next, a date, a page size
 * (50 by default), the candidates and suspended options, those without prestations hidden or not, the legend; back to /activity.
 * `day`, `mode`, the options, the page and its size live in the query (the kit's list controller), so the page can be
 * linked and reloaded: `?day=2026-03-16&mode=DAY&excludeCandidates=false&includeSuspended=true&page=2&size=100`, the
 * defaults left out. The period's public holidays (the element's cache, shared
 * with /plannings) show above the timeline. Each row names its professional with a resource label.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'tabler-icons-react';
import { searchProPlannings, type ProPlanning } from '../../../api/contract/activity';
import {
  DEFAULT_PRO_PLANNING_MODE, PRO_PLANNINGS_PAGE_SIZE, PRO_PLANNINGS_TEXTS as TEXTS, excludedStatuses, periodDays, shiftPeriod, type ProPlanningMode,
} from '../../../domain/activity/proPlannings';
import { toIsoDate } from '../../../domain/format/date';
import { monthsOf } from '../../../domain/planning/form';
import { chosenFilter, type ListConfig, type ListState } from '../../../domain/list/listState';
import { prosPlanningsSearch } from '../../routes/activitySearch';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useHolidays } from '../../kit/useHolidays';
import { useStyles } from '../../ui/useStyles';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { useListController } from '../../kit/useListController';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Loading } from '../../ui/Spinner';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { DateField } from '../../ui/DateField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { PlanningTimeline, type TimelineResource } from '../../widgets/timeline/PlanningTimeline';
import { activityCss } from './activity.css';
import { proPlanningItems } from './proPlanningItems';

const MODES = [
  { value: 'DAY', label: TEXTS.day },
  { value: 'WEEK', label: TEXTS.week },
] as const;

/** The options as the list's filters, named as the search's fields; each has its default (candidates excluded, the others off). */
const FLAG_DEFAULTS = { excludeCandidates: true, includeSuspended: false, withEventsOnly: false } as const;
type Flag = keyof typeof FLAG_DEFAULTS;
const PROS_CONFIG: ListConfig = {
  attributes: { excludeCandidates: 'enum', includeSuspended: 'enum', withEventsOnly: 'enum' },
  defaultFilters: { excludeCandidates: { values: ['true'] } },
  defaultSort: null,
  defaultPageSize: PRO_PLANNINGS_PAGE_SIZE,
  routeQuery: ['day', 'mode'],
};
const flag = (state: ListState, name: Flag) => chosenFilter(state, name) === 'true';

/** A row's professional (module-level: a stable function, the timeline's rows are memoised; it holds nothing). */
const proRowLabel = (resource: TimelineResource) => <ResourceLabel kind="employee" id={Number(resource.id)} label={resource.label} />;

export function ProsPlanningsScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('activity', activityCss);
  const { client, router, clock } = usePortal();
  const query = prosPlanningsSearch(router.location.value);
  const day = query.day ?? toIsoDate(clock.now());
  const mode = (query.mode as ProPlanningMode | undefined) ?? DEFAULT_PRO_PLANNING_MODE;
  const list = useListController<ProPlanning, unknown>('activity.prosPlannings', PROS_CONFIG, (state) =>
    listCall(client, searchProPlannings, {
      body: {
        day, mode, excludeCandidates: flag(state, 'excludeCandidates'), excludedStatus: excludedStatuses(flag(state, 'includeSuspended')),
        withEventsOnly: flag(state, 'withEventsOnly'), pageNumber: state.page, pageSize: state.pageSize,
      },
    }),
  );
  // A day or a mode is a step Back returns from; the list keeps its options and opens its first page.
  const go = (name: 'day' | 'mode', value: string) => list.setRouteParam(name, value);
  const option = (name: Flag) => (value: boolean) => list.setFilter(name, value === FLAG_DEFAULTS[name] ? (PROS_CONFIG.defaultFilters?.[name] ?? null) : { values: [String(value)] });

  const days = periodDays(mode, day);
  const items = useMemo(() => proPlanningItems(list.rows, days), [list.rows, days[0], days.length]);
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
        <ChoiceGroup<ProPlanningMode> legend={TEXTS.mode} value={mode} choices={MODES} onValueChange={(value) => go('mode', value)} />
        <Button icon={<ChevronLeft size={16} aria-hidden="true" />} aria-label={TEXTS.previous[mode]} title={TEXTS.previous[mode]} onClick={() => go('day', shiftPeriod(mode, day, -1))} />
        <DateField label={TEXTS.date} value={day} clearable={false} onValueChange={(value) => value && go('day', value)} />
        <Button icon={<ChevronRight size={16} aria-hidden="true" />} aria-label={TEXTS.next[mode]} title={TEXTS.next[mode]} onClick={() => go('day', shiftPeriod(mode, day, 1))} />
        <Checkbox label={TEXTS.excludeCandidates} checked={flag(list.state, 'excludeCandidates')} onCheckedChange={option('excludeCandidates')} />
        <Checkbox label={TEXTS.includeSuspended} checked={flag(list.state, 'includeSuspended')} onCheckedChange={option('includeSuspended')} />
        <Checkbox label={TEXTS.withEventsOnly} checked={flag(list.state, 'withEventsOnly')} onCheckedChange={option('withEventsOnly')} />
      </div>
      {holidaysShown.length ? (
        <ul className="ap-activity__holidays">
          {holidaysShown.map((d) => (
            <li key={d}>{TEXTS.holiday(holidays.get(d)!, d)}</li>
          ))}
        </ul>
      ) : null}
      {list.initialLoading ? (
        <Loading />
      ) : (
        <div className={list.loading ? 'ap-activity__busy' : undefined} aria-busy={list.loading || undefined}>
          <PlanningTimeline mode={mode} day={day} resources={items.resources} events={items.events} label={TEXTS.timeline} renderLabel={proRowLabel} />
        </div>
      )}
      <ListPagination list={list} emptyShown />
    </>
  );
}
