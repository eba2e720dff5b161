/** What `computePlanning` answers for the planning being typed (weeks, hours, the holidays left out, the sessions) and its amounts. */
import { formatDate, formatLongDate } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import type { ComputedPlanning, EstimateAmounts } from '../../../api/contract/estimates';
import type { Currency } from '../../../domain/format/amount';
import { AmountsFacts } from './AmountsFacts';
import { Table } from '../../ui/Table';

/** Sessions shown before « … et N autres séances ». */
const SHOWN_SESSIONS = 20;

export function PlanningPreview({ planning, amounts, currency }: { planning: ComputedPlanning; amounts: EstimateAmounts | null; currency: Currency }) {
  const more = planning.sessions.length - SHOWN_SESSIONS;
  return (
    <section className="ap-panel" aria-label="Planning calculé">
      <h2 className="ap-panel__title">Planning calculé</h2>
      <dl className="ap-facts">
        <dt>Semaines</dt>
        <dd>{planning.weeksCount}</dd>
        <dt>Séances</dt>
        <dd>{planning.sessions.length}</dd>
        {planning.skippedHolidays.length ? (
          <>
            <dt>Jours fériés écartés</dt>
            <dd>{planning.skippedHolidays.map((holiday) => `${holiday.label} (${formatDate(holiday.day)})`).join(', ')}</dd>
          </>
        ) : null}
        {amounts ? <AmountsFacts amounts={amounts} currency={currency} /> : (
          <>
            <dt>Heures prévues</dt>
            <dd>{formatDuration(planning.minutes)}</dd>
            <dt>Montant</dt>
            <dd>Choisissez le type de prestation pour voir le montant</dd>
          </>
        )}
      </dl>
      <Table
        caption="Séances prévues"
        rows={planning.sessions.slice(0, SHOWN_SESSIONS)}
        rowKey={(session) => `${session.day}-${session.startTime}`}
        empty="Aucune séance sur cette période"
        columns={[
          { key: 'day', header: 'Jour', cell: (session) => formatLongDate(session.day) },
          { key: 'time', header: 'Horaires', nowrap: true, cell: (session) => `${session.startTime} – ${session.endTime}` },
          { key: 'duration', header: 'Durée', numeric: true, cell: (session) => formatDuration(session.minutes) },
        ]}
      />
      {more > 0 ? <p className="ap-muted">… et {more} autres séances</p> : null}
    </section>
  );
}
