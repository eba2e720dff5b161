/**
 * The professionals free on the dialog's slot (`searchAvailablePros`), those who know the
 * family (or one of the shared family's members) first; a click chooses one. Asked on demand: the slot must be complete.
 */
import { useState } from 'react';
import { searchAvailablePros, type AvailablePro } from '../../../api/contract/unavailabilities';
import { PLANNING_TEXTS } from '../../../domain/planning/form';
import { proLabel } from '../../../domain/quickSearch';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import type { Choice } from '../../ui/RemoteSelect';

export interface AvailableProsProps {
  day: string;
  startTime: string;
  endTime: string;
  familyId: number | null;
  sharedFamilyId?: number | null;
  onPick(pro: Choice): void;
}

export function AvailablePros({ day, startTime, endTime, familyId, sharedFamilyId = null, onPick }: AvailableProsProps) {
  const { client } = usePortal();
  const [pros, setPros] = useState<AvailablePro[] | null>(null);
  const search = useAction(async () => setPros(await client.call(searchAvailablePros, { body: { day, startTime, endTime, familyId, sharedFamilyId } })));
  const complete = Boolean(day && startTime && endTime && startTime !== endTime);
  return (
    <div className="ap-available-pros">
      <Button disabled={!complete} loading={search.pending} onClick={() => void search.run()}>
        {PLANNING_TEXTS.availablePros}
      </Button>
      {search.error ? <Alert tone="danger">{search.error}</Alert> : null}
      {pros && !pros.length ? <p className="ap-muted">{PLANNING_TEXTS.noneAvailable}</p> : null}
      {pros?.length ? (
        <ul aria-label={PLANNING_TEXTS.availablePros}>
          {pros.map((pro) => (
            <li key={pro.id}>
              <Button
                variant="ghost"
                onClick={() => {
                  onPick({ id: pro.id, label: proLabel(pro) });
                  setPros(null);
                }}
              >
                {proLabel(pro)}
                {pro.knowsFamily ? <span className="ap-muted"> ({PLANNING_TEXTS.knowsFamily})</span> : null}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
