/**
 * Which columns a list shows, chosen by the user and remembered for them (spec 000 §3: a
 * preference by name and value, `list.<name>.columns` holding the keys shown). Until the
 * preferences have answered, the list's default columns show.
 */
import { useEffect, useState } from 'react';
import { myPreferences, setPreference } from '../../api/contract/account';
import { usePortal } from '../context';
import { useCall } from './useQuery';

export const columnsPreferenceName = (list: string) => `list.${list}.columns`;

/** The keys a stored value keeps (unknown or removed columns are dropped; nothing valid → the defaults). */
export function readColumnChoice(value: string | undefined, all: readonly string[], defaults: readonly string[]): string[] {
  try {
    const parsed: unknown = value ? JSON.parse(value) : null;
    const kept = Array.isArray(parsed) ? all.filter((key) => parsed.includes(key)) : [];
    return kept.length ? kept : [...defaults];
  } catch {
    return [...defaults];
  }
}

export function useColumnChoice(list: string, all: readonly string[], defaults: readonly string[]) {
  const { client } = usePortal();
  const [shown, setShown] = useState<string[]>([...defaults]);
  const preferences = useCall(myPreferences, { query: {} }).data;
  // The stored choice once read, until one is made here.
  useEffect(() => {
    if (preferences) setShown(readColumnChoice(preferences.find((p) => p.name === columnsPreferenceName(list))?.value, all, defaults));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preferences, list]);
  const choose = (keys: readonly string[]) => {
    const next = all.filter((key) => keys.includes(key));
    setShown(next);
    // Best effort: the choice applies at once; a failed save only means it is not remembered.
    void client.call(setPreference, { body: { name: columnsPreferenceName(list), value: JSON.stringify(next) } }).catch(() => undefined);
  };
  return { shown, choose };
}
