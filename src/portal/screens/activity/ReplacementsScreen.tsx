/**
 * /activity/replacements, « Prestations à remplacer » (issue 33): the upcoming events of
 * professionals absent on them that no decision has settled, each to keep, cancel or replace.
 */
import { pendingReplacements, resolveReplacements, type AffectedEvent } from '../../../api/contract/replacements';
import { REPLACEMENT_TEXTS } from '../../../domain/planning/replacementTexts';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { ReplacementList } from '../../widgets/replacement/ReplacementList';
import { useReplacementDecisions } from '../../widgets/replacement/useReplacementDecisions';

function Decisions({ events, onSaved }: { events: AffectedEvent[]; onSaved(): void }) {
  const { client } = usePortal();
  const state = useReplacementDecisions(events);
  const save = useAction(() =>
    state.save(async (decisions) => {
      await client.call(resolveReplacements, { body: { decisions } });
      onSaved();
    }),
  );
  return (
    <section className="ap-panel" aria-label={REPLACEMENT_TEXTS.pendingTitle}>
      <p className="ap-replacement__intro">{REPLACEMENT_TEXTS.intro}</p>
      {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
      <ReplacementList events={events} state={state} showPro />
      <div className="ap-replacement__bar">
        <Button variant="primary" loading={save.pending} onClick={() => void save.run()}>
          {REPLACEMENT_TEXTS.pendingSave}
        </Button>
      </div>
    </section>
  );
}

export function ReplacementsScreen({ title }: ScreenProps) {
  const { data, reload } = useCall(pendingReplacements, {});
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      {!data ? <Spinner /> : data.length ? <Decisions key={data.map((e) => e.id).join(',')} events={data} onSaved={reload} /> : <EmptyState title={REPLACEMENT_TEXTS.pendingNone} />}
    </>
  );
}
