/**
 * One filter of a list, as a button that opens its panel: the values to tick, each with how many
 * of the list's matches carry it (the v2 distribution, asked when the panel opens), or a range
 * for numbers and dates. The button says what is chosen: « Statut : Client ».
 */
import { useEffect, useState } from 'react';
import { ChevronDown } from 'tabler-icons-react';
import type { Distribution, NumericStats } from '../../api/contract/searchV2';
import { filterSummary, rangeFilter, type FilterChoice } from '../../domain/list/filters';
import { isRange, type ListFilter } from '../../domain/list/listState';
import { formatDecimal, formatInteger } from '../../domain/format/number';
import { usePopover } from '../ui/usePopover';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Loading } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { DateField } from '../ui/DateField';

export interface FilterPopoverProps {
  label: string;
  filter: ListFilter | undefined;
  onChange(filter: ListFilter | null): void;
  /** Values to tick (enums: every code with its label; texts: the distribution's values). */
  choices?: readonly FilterChoice[];
  /** The counts beside the choices; texts without `choices` list the distribution's values. */
  distribution?: () => Promise<Distribution>;
  range?: 'number' | 'date';
  /** A number range shows the attribute's min, max, mean and sum over the list's matches (v2 stats). */
  stats?: () => Promise<NumericStats>;
}

export function FilterPopover({ label, filter, onChange, choices, distribution, range, stats }: FilterPopoverProps) {
  const { open, toggle, onEscape, wrapper, button } = usePopover();
  const summary = filterSummary(filter, choices);
  return (
    <div ref={wrapper} className="ap-filter" onKeyDown={onEscape}>
      <button
        ref={button}
        type="button"
        className={`ap-filter__button${summary ? ' ap-filter__button--set' : ''}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={toggle}
      >
        <span>{summary ? `${label} : ${summary}` : label}</span>
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open ? (
        <div className="ap-filter__panel" role="dialog" aria-label={`Filtre ${label}`}>
          {range ? (
            <RangePanel kind={range} filter={filter} onChange={onChange} stats={stats} />
          ) : (
            <ValuesPanel label={label} filter={filter} onChange={onChange} choices={choices} distribution={distribution} />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** What a panel asks once, when it opens (a failure leaves it empty, silently: spec 001 §8). */
function useOnOpen<T>(ask: (() => Promise<T>) | undefined): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    ask().then((value) => live && setAnswer(value), () => undefined);
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return answer;
}

function ValuesPanel({ label, filter, onChange, choices, distribution }: Omit<FilterPopoverProps, 'range' | 'stats'>) {
  const counts = useOnOpen<Distribution>(distribution);
  const loading = !!distribution && counts === null;
  const chosen = filter && !isRange(filter) ? filter.values : [];
  const countOf = (value: string) => counts?.values.find((entry) => String(entry.value) === value)?.count;
  const shown: readonly FilterChoice[] =
    choices ?? (counts?.values ?? []).filter((entry) => entry.value !== null && entry.value !== '').map((entry) => ({ value: String(entry.value), label: entry.label ?? String(entry.value) }));
  const toggleValue = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    onChange({ values: next });
  };
  if (loading && !choices) return <Loading />;
  return (
    <fieldset className="ap-filter__values">
      <legend className="ap-visually-hidden">{label}</legend>
      {shown.length === 0 ? <p className="ap-muted">Aucune valeur</p> : null}
      {shown.map((choice) => {
        const count = countOf(choice.value);
        return (
          <div key={choice.value} className="ap-filter__value">
            <Checkbox label={choice.label} checked={chosen.includes(choice.value)} onCheckedChange={(on) => toggleValue(choice.value, on)} />
            <span className="ap-filter__count" aria-label={count === undefined ? undefined : `${count} résultat(s)`}>
              {count === undefined ? (loading ? '…' : '0') : formatInteger(count)}
            </span>
          </div>
        );
      })}
      {chosen.length ? (
        <Button variant="ghost" onClick={() => onChange(null)}>
          Tout afficher
        </Button>
      ) : null}
    </fieldset>
  );
}

function RangePanel({ kind, filter, onChange, stats }: { kind: 'number' | 'date'; filter: ListFilter | undefined; onChange(filter: ListFilter | null): void; stats?: (() => Promise<NumericStats>) | undefined }) {
  const summary = useOnOpen(stats);
  const current = filter && isRange(filter) ? filter : { from: null, to: null };
  const set = (bound: 'from' | 'to', value: string) => onChange(rangeFilter({ ...current, [bound]: value || null }));
  return (
    <div className="ap-filter__range">
      {kind === 'date' ? (
        <>
          <DateField label="Du" value={current.from ?? ''} onValueChange={(value) => set('from', value)} />
          <DateField label="Au" value={current.to ?? ''} onValueChange={(value) => set('to', value)} />
        </>
      ) : (
        <>
          <TextField label="De" inputMode="numeric" value={current.from ?? ''} onValueChange={(value) => set('from', value)} />
          <TextField label="À" inputMode="numeric" value={current.to ?? ''} onValueChange={(value) => set('to', value)} />
        </>
      )}
      {summary && summary.count > 0 ? (
        <p className="ap-filter__stats ap-muted">
          {`Min ${formatInteger(summary.min ?? 0)} · Max ${formatInteger(summary.max ?? 0)} · Moyenne ${formatDecimal(summary.mean ?? 0, 1)} · Total ${formatInteger(summary.sum ?? 0)}`}
        </p>
      ) : null}
      {current.from || current.to ? (
        <Button variant="ghost" onClick={() => onChange(null)}>
          Effacer
        </Button>
      ) : null}
    </div>
  );
}
