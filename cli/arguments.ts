/** Parsers of option values, with French usage errors. */
import { InvalidArgumentError } from 'commander';

export function positiveInteger(option: string) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError(`${option} attend un nombre entier positif (reçu « ${value} »).`);
    return number;
  };
}
