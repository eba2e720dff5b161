/** Zip entry names as their tool meant them (issue 34 §3): UTF-8 when flagged, CP437 otherwise, the Unicode Path field first. */
import { crc32 } from 'node:zlib';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntryNames } from '../../../src/domain/files/zipEntryNames';
import { zipWithCp437Names, zipWithRawNames } from '../../support/zips';

const pdf = strToU8('%PDF-1.4\n%%EOF\n');

describe('zipEntryNames', () => {
  it('reads a name without the UTF-8 flag as CP437, where fflate reads Latin-1', () => {
    const zip = zipWithCp437Names({ 'mars/Bulletin Chloé Dupré.pdf': pdf, 'mars/lisez-moi.txt': pdf });
    expect(Object.keys(unzipSync(zip))[0]).toBe('mars/Bulletin Chlo\u0082 Dupr\u0082.pdf');
    expect(zipEntryNames(zip)).toEqual([
      { name: 'mars/Bulletin Chloé Dupré.pdf', libraryName: 'mars/Bulletin Chlo\u0082 Dupr\u0082.pdf', encoding: 'CP437' },
      { name: 'mars/lisez-moi.txt', libraryName: 'mars/lisez-moi.txt', encoding: 'CP437' },
    ]);
  });

  it('reads a flagged name as UTF-8', () => {
    expect(zipEntryNames(zipSync({ 'Bulletin Chloé.pdf': pdf }))).toEqual([{ name: 'Bulletin Chloé.pdf', libraryName: 'Bulletin Chloé.pdf', encoding: 'UTF-8' }]);
  });

  it('takes the Info-ZIP Unicode Path of an unflagged UTF-8 name (Linux zip), not when its CRC is of another name', () => {
    const raw = strToU8('Chloé.pdf');
    // Version 1, the CRC-32 of the raw name, the UTF-8 name.
    const unicodePath = (crc: number) => new Uint8Array([1, ...new Uint8Array(new Uint32Array([crc]).buffer), ...strToU8('Chloé.pdf')]);
    expect(zipEntryNames(zipWithRawNames([{ raw, bytes: pdf, extra: { 0x7075: unicodePath(crc32(raw)) } }]))![0]).toMatchObject({ name: 'Chloé.pdf', encoding: 'UTF-8' });
    // A field left from another name: the raw bytes as CP437.
    expect(zipEntryNames(zipWithRawNames([{ raw, bytes: pdf, extra: { 0x7075: unicodePath(crc32(raw) ^ 1) } }]))![0]).toMatchObject({ name: 'Chlo├⌐.pdf', encoding: 'CP437' });
  });

  it('answers null for bytes that are not a zip archive', () => {
    expect(zipEntryNames(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(zipEntryNames(new Uint8Array(100))).toBeNull();
  });
});
