/**
 * Fields whose text is read into a value (a date, a month, a time): while their text does not read, the value the
 * form holds is not what the field shows, so the kit's form refuses to save (useForm's submit). Each such field
 * registers its check with the kit form around it (FormPanel and FormDialog provide the form's readings); the check
 * reads the field's text as it is now (no render needed), shows the field's own message and answers it.
 */
import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';

/** Reads the field's text: null when it reads (its value taken), else its message, shown on the field. */
export type TextCheck = () => string | null;

export interface FieldReadings {
  add(check: TextCheck): () => void;
  /** Runs every field's check (each unreadable field shows its message): the first message, or null. */
  unread(): string | null;
}

export function createFieldReadings(): FieldReadings {
  const checks = new Set<TextCheck>();
  return {
    add(check) {
      checks.add(check);
      return () => void checks.delete(check);
    },
    unread() {
      let first: string | null = null;
      for (const check of checks) {
        const error = check();
        first ??= error;
      }
      return first;
    },
  };
}

export const FieldReadingsContext = createContext<FieldReadings | null>(null);

/** Registers a reading field with the kit form around it, if any; the latest `check` is the one run. */
export function useFieldReading(check: TextCheck): void {
  const readings = useContext(FieldReadingsContext);
  const latest = useRef(check);
  latest.current = check;
  // A layout effect: registered before the field is first painted (Preact runs plain effects a frame later).
  useLayoutEffect(() => readings?.add(() => latest.current()), [readings]);
}

/** The readings of one form, kept across renders (useForm's; a form with a model of its own asks `unread()` before it saves). */
export function useFieldReadings(): FieldReadings {
  return useState(createFieldReadings)[0];
}
