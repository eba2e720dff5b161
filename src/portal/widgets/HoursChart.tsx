/**
 * The hours of the last six months (the overview widgets): an SVG bar chart with each
 * month's hours ('38h30') above its bar and its French name below, a month not yet
 * validated marked with an asterisk, and optionally the monthly average as a dashed line.
 * Given each month's `increased` minutes (spec 001 §2: the chart includes the increased hours),
 * the part of the bar they make is drawn darker, named under the chart and given in the table.
 * The drawing is hidden from screen readers, which read the same figures in a table instead.
 * Other monthly figures (amounts, counts) draw the same way with their own `format` and `valueHeader`.
 */
import { formatMonth, frenchDay } from '../../domain/format/date';
import { formatDuration } from '../../domain/format/duration';
import { useStyles } from '../ui/useStyles';
import { hoursChartCss } from './hoursChart.css';

export interface MonthHours {
  /** 'YYYY-MM'. */
  month: string;
  /** The month's figure: minutes, unless the chart's `format` reads another unit. */
  minutes: number;
  /** Not validated yet: its name takes an asterisk, explained under the chart. */
  provisional?: boolean;
  /** The increased (majorées) minutes among `minutes`. */
  increased?: number;
}

export interface HoursChartProps {
  /** Oldest first. */
  months: readonly MonthHours[];
  title?: string;
  /** The monthly average in minutes, drawn as a dashed line and given under the chart. */
  average?: number | null;
  /** How a figure is written (above its bar, in the table, the average): durations by default. */
  format?: (value: number) => string;
  /** The table's header of the figures. */
  valueHeader?: string;
}

export const PROVISIONAL_NOTE = '* mois non validé';
export const INCREASED_NOTE = 'dont heures majorées';

const BAR = 36;
const GAP = 20;
const TOP = 20;
const PLOT = 120;
const BOTTOM = 22;

/** The height of a month's increased part, within its bar. */
const increasedHeight = (m: MonthHours, max: number) => (max > 0 ? Math.round((Math.min(Math.max(m.increased ?? 0, 0), Math.max(m.minutes, 0)) / max) * PLOT) : 0);

export function HoursChart({ months, title = 'Heures des six derniers mois', average = null, format = formatDuration, valueHeader = 'Heures' }: HoursChartProps) {
  useStyles('hours-chart', hoursChartCss);
  const max = Math.max(...months.map((m) => m.minutes), average ?? 0, 0);
  const averageY = average !== null && max > 0 ? TOP + PLOT - Math.round((Math.max(average, 0) / max) * PLOT) : null;
  const width = months.length * (BAR + GAP) + GAP;
  const height = TOP + PLOT + BOTTOM;
  const withIncreased = months.some((m) => m.increased !== undefined);
  const provisional = months.some((m) => m.provisional);
  return (
    <figure className="ap-hours-chart">
      <figcaption className="ap-hours-chart__title">{title}</figcaption>
      <svg className="ap-hours-chart__svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
        <line className="ap-hours-chart__axis" x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} />
        {months.map((m, index) => {
          const barHeight = max > 0 ? Math.round((Math.max(m.minutes, 0) / max) * PLOT) : 0;
          const x = GAP + index * (BAR + GAP);
          return (
            <g key={m.month} className="ap-hours-chart__month">
              <rect className="ap-hours-chart__bar" x={x} y={TOP + PLOT - barHeight} width={BAR} height={barHeight} rx={3} />
              {increasedHeight(m, max) > 0 ? (
                <rect className="ap-hours-chart__increased" x={x} y={TOP + PLOT - increasedHeight(m, max)} width={BAR} height={increasedHeight(m, max)} />
              ) : null}
              <text className="ap-hours-chart__value" x={x + BAR / 2} y={TOP + PLOT - barHeight - 6} textAnchor="middle">
                {format(m.minutes)}
              </text>
              <text className="ap-hours-chart__label" x={x + BAR / 2} y={height - 6} textAnchor="middle">
                {frenchDay(`${m.month}-01`)?.format('MMM') ?? m.month}
                {m.provisional ? '*' : ''}
              </text>
            </g>
          );
        })}
        {averageY !== null ? <line className="ap-hours-chart__average" x1={0} x2={width} y1={averageY} y2={averageY} /> : null}
      </svg>
      <table className="ap-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Mois</th>
            <th scope="col">{valueHeader}</th>
            {withIncreased ? <th scope="col">Heures majorées</th> : null}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">
                {formatMonth(`${m.month}-01`)}
                {m.provisional ? ' (non validé)' : ''}
              </th>
              <td>{format(m.minutes)}</td>
              {withIncreased ? <td>{format(m.increased ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {average !== null || provisional || withIncreased ? (
        <p className="ap-hours-chart__notes">
          {average !== null ? <span>Moyenne mensuelle : {format(average)}</span> : null}
          {withIncreased ? (
            <span className="ap-hours-chart__legend" aria-hidden="true">
              <svg width={10} height={10} focusable="false">
                <rect className="ap-hours-chart__bar" width={10} height={10} rx={2} />
                <rect className="ap-hours-chart__increased" width={10} height={10} rx={2} />
              </svg>
              {INCREASED_NOTE}
            </span>
          ) : null}
          {provisional ? <span aria-hidden="true">{PROVISIONAL_NOTE}</span> : null}
        </p>
      ) : null}
    </figure>
  );
}
