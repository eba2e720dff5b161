/**
 * Before an absence or weekly unavailability is saved over planned events: the events, a
 * decision for each, then the unavailability and the decisions saved together (`onSave`).
 */
import type { AffectedEvent, ReplacementDecision } from '../../../api/contract/replacements';
import { REPLACEMENT_TEXTS } from '../../../domain/planning/replacementTexts';
import { useAction } from '../../kit/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ReplacementList } from './ReplacementList';
import { useReplacementDecisions } from './useReplacementDecisions';

export interface AffectedEventsDialogProps {
  events: readonly AffectedEvent[];
  onSave(decisions: ReplacementDecision[]): Promise<void>;
  onBack(): void;
  onClose(): void;
}

export function AffectedEventsDialog({ events, onSave, onBack, onClose }: AffectedEventsDialogProps) {
  const state = useReplacementDecisions(events);
  const save = useAction(() => state.save(onSave));
  return (
    <Modal
      title={REPLACEMENT_TEXTS.title(events.length)}
      width={880}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onBack}>{REPLACEMENT_TEXTS.back}</Button>
          <Button variant="primary" loading={save.pending} onClick={() => void save.run()}>
            {REPLACEMENT_TEXTS.save}
          </Button>
        </>
      }
    >
      <p className="ap-replacement__intro">{REPLACEMENT_TEXTS.intro}</p>
      {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
      <ReplacementList events={events} state={state} />
    </Modal>
  );
}
