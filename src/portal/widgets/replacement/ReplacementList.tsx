/**
 * The events an absence falls on, each with its decision (issue 33), and « Remplacer toutes
 * par » the professionals free on every one of them.
 */
import { useState } from 'react';
import type { AffectedEvent } from '../../../api/contract/replacements';
import { formatLongDate } from '../../../domain/format/date';
import { candidateLabel } from '../../../domain/planning/replacementForm';
import { REPLACEMENT_TEXTS } from '../../../domain/planning/replacementTexts';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { DecisionFields } from './DecisionFields';
import { replacementCss } from './replacement.css';
import type { ReplacementDecisions } from './useReplacementDecisions';

export function ReplacementList({ events, state, showPro = false }: { events: readonly AffectedEvent[]; state: ReplacementDecisions; showPro?: boolean }) {
  useStyles('replacement', replacementCss);
  const [all, setAll] = useState('');
  if (state.loading) return <Spinner />;
  return (
    <div className="ap-replacement">
      {state.anyRefused ? <Alert tone="danger">{REPLACEMENT_TEXTS.refused}</Alert> : null}
      {events.length > 1 ? (
        <div className="ap-replacement__all">
          <SelectField
            label={REPLACEMENT_TEXTS.replaceAll}
            options={state.common.length ? [{ value: '', label: '—' }, ...state.common.map((c) => ({ value: String(c.id), label: candidateLabel(c) }))] : [{ value: '', label: REPLACEMENT_TEXTS.noCommon }]}
            value={all}
            onValueChange={setAll}
          />
          <Button disabled={!all} onClick={() => state.replaceAll(all)}>
            Appliquer
          </Button>
        </div>
      ) : null}
      <ul className="ap-replacement__list">
        {events.map((event) => (
          <li key={event.id} className="ap-replacement__event" aria-label={`Prestation du ${formatLongDate(event.day)} de ${event.startTime} à ${event.endTime}`}>
            <div className="ap-replacement__what">
              <span className="ap-replacement__when">{`${formatLongDate(event.day)}, ${event.startTime} – ${event.endTime}`}</span>
              <span>{event.sharedFamily?.name ?? event.family.name}</span>
              {showPro ? <span>{`${event.user.firstName} ${event.user.lastName}`}</span> : null}
              {event.prestation ? <span className="ap-replacement__why">{event.prestation}</span> : null}
              <span className="ap-replacement__why">{event.reasons.join(' · ')}</span>
            </div>
            <DecisionFields
              draft={state.draftOf(event.id)}
              candidates={state.candidatesOf(event.id)}
              checked={state.checked}
              refusal={state.refusalOf(event.id)}
              onChange={(draft) => state.change(event.id, draft)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
