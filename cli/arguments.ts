/** Parsers of option values, with French usage errors. */
import { InvalidArgumentError } from 'commander';

export function positiveInteger(option: string) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError(`${option} attend un nombre entier positif (reçu « ${value} »).`);
    return number;
  };
}

/** One of `values` (commander's own choices would print its help and errors in English). */
export function oneOf<T extends string>(option: string, values: readonly T[]) {
  return (value: string): T => {
    if ((values as readonly string[]).includes(value)) return value as T;
    throw new InvalidArgumentError(`${option} attend l'une de ces valeurs : ${values.join(', ')} (reçu « ${value} »).`);
  };
}
