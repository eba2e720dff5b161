/**
 * A read's data, replaced by what a write answered (the record as saved) until another record is read: `of` names the
 * record (an agency's id), so another agency's screen never shows the last one's saved answer.
 */
import { useState } from 'react';

export function useWriteAnswer<T>(read: T | null, of: unknown): [shown: T | null, answered: (answer: T) => void] {
  const [answer, setAnswer] = useState<{ of: unknown; value: T } | null>(null);
  const shown = answer !== null && Object.is(answer.of, of) ? answer.value : read;
  return [shown, (value: T) => setAnswer({ of, value })];
}
