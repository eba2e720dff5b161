/**
 * Zip archives as the Windows explorer and Linux `zip` write them: names in CP437, without the UTF-8 flag. fflate sets
 * the flag for any non-ASCII name, so the archive is made with ASCII stand-ins of the same length, whose bytes are then
 * overwritten by the CP437 ones in the local and central headers (neither CRC covers the name).
 */
import { strToU8, zipSync } from 'fflate';
import { decodeCp437 } from '../../src/domain/files/zipEntryNames';

const CP437 = new Map(Array.from({ length: 256 }, (_, byte) => [decodeCp437(new Uint8Array([byte])), byte]));

export function encodeCp437(text: string): Uint8Array {
  return new Uint8Array(Array.from(text, (char) => {
    const byte = CP437.get(char);
    if (byte === undefined) throw new Error(`« ${char} » n'existe pas en CP437`);
    return byte;
  }));
}

/** A zip of `files` whose names are written in CP437 with no UTF-8 flag. */
export const zipWithCp437Names = (files: Record<string, Uint8Array>): Uint8Array =>
  zipWithRawNames(Object.entries(files).map(([name, bytes]) => ({ raw: encodeCp437(name), bytes })));

/** A zip whose names are these bytes, never flagged UTF-8; `extra`: an entry's extra fields (a Unicode Path, 0x7075). */
export function zipWithRawNames(entries: ReadonlyArray<{ raw: Uint8Array; bytes: Uint8Array; extra?: Record<number, Uint8Array> }>): Uint8Array {
  const names = entries.map(({ raw }, index) => {
    // An ASCII stand-in of the same length, unique to this entry: '#0#~~~…'.
    const standIn = `#${index}#`.padEnd(raw.length, '~');
    if (standIn.length !== raw.length) throw new Error(`nom trop court pour l'archive de test (${raw.length} octets)`);
    return { raw, standIn };
  });
  const zip = zipSync(Object.fromEntries(entries.map(({ bytes, extra }, index) => [names[index]!.standIn, extra ? [bytes, { extra }] : bytes])));
  for (const { raw, standIn } of names) {
    const needle = strToU8(standIn);
    for (let at = 0; at <= zip.length - needle.length; at++) if (needle.every((byte, i) => zip[at + i] === byte)) zip.set(raw, at);
  }
  return zip;
}
