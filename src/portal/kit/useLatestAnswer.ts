/**
 * What a read answered and what the changes made on screen answered since (a call that answers the record anew): the
 * change's answer shows until the read answers again (another change elsewhere, a reload), kept apart from the read.
 */
import { useState } from 'react';

export function useLatestAnswer<T>(read: T | null): [T | null, (next: T) => void] {
  const [changed, setChanged] = useState<{ over: T | null; value: T } | null>(null);
  const shown = changed && changed.over === read ? changed.value : read;
  return [shown, (value: T) => setChanged({ over: read, value })];
}
