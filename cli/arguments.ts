/** Parsers of option values, with French usage errors. */
import { InvalidArgumentError } from 'commander';
import { CliError, EXIT } from './exit-codes';

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

/** A year of the product's range (2018 to 2100). */
export function year(option: string) {
  return (value: string): number => {
    const number = positiveInteger(option)(value);
    if (number < 2018 || number > 2100) throw new InvalidArgumentError(`${option} attend une année entre 2018 et 2100 (reçu « ${value} »).`);
    return number;
  };
}

/** Numbers given as arguments (`ID…`), without repeats; a usage error names `what`. */
export function idList(values: readonly string[], what: string): number[] {
  const parse = positiveInteger(what);
  try {
    return [...new Set(values.map((value) => parse(value)))];
  } catch (error) {
    throw new CliError((error as Error).message, EXIT.usage);
  }
}
