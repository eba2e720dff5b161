/**
 * The names of a zip archive's entries as their tool meant them (issue 34 §3): UTF-8 when the entry's flag (general
 * purpose bit 11) says so or an Info-ZIP Unicode Path field (0x7075) gives it, CP437 otherwise, the zip format's
 * default, which the Windows explorer and Linux `zip` write without the flag. Read from the central directory, since
 * fflate only decodes a name as UTF-8 or Latin-1 and does not tell which (`libraryName`: its key for that entry).
 */

export interface ZipEntryName {
  /** The name as intended: « Bulletin Chloé.pdf ». */
  readonly name: string;
  /** The name fflate's `unzipSync` keys that entry by. */
  readonly libraryName: string;
  readonly encoding: 'UTF-8' | 'CP437';
}

/** CP437's upper half (0x80–0xFF); its lower half is ASCII. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

export const decodeCp437 = (bytes: Uint8Array): string => Array.from(bytes, (byte) => (byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80]!)).join('');
const decodeUtf8 = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes);
const decodeLatin1 = (bytes: Uint8Array): string => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** The Info-ZIP Unicode Path of an entry's extra fields, when it is for this very raw name (its CRC matches). */
function unicodePath(view: DataView, bytes: Uint8Array, start: number, end: number, raw: Uint8Array): string | null {
  for (let at = start; at + 4 <= end; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x7075 && size >= 5 && bytes[at + 4] === 1 && view.getUint32(at + 5, true) === crc32(raw)) return decodeUtf8(bytes.subarray(at + 9, at + 4 + size));
    at += 4 + size;
  }
  return null;
}

/** Every entry's name, in the central directory's order; null when the bytes are not a zip archive. */
export function zipEntryNames(bytes: Uint8Array): ZipEntryName[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  // The end-of-central-directory record: after it, at most a 65,535-byte comment.
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) if (--end < bytes.length - 22 - 65_535) return null;
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: ZipEntryName[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const utf8 = (view.getUint16(at + 8, true) & 0x0800) !== 0;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const raw = bytes.subarray(at + 46, at + 46 + nameLength);
    const extraStart = at + 46 + nameLength;
    const unicode = utf8 ? null : unicodePath(view, bytes, extraStart, extraStart + extraLength, raw);
    names.push({
      name: utf8 ? decodeUtf8(raw) : (unicode ?? decodeCp437(raw)),
      libraryName: utf8 ? decodeUtf8(raw) : decodeLatin1(raw),
      encoding: utf8 || unicode !== null ? 'UTF-8' : 'CP437',
    });
    at = extraStart + extraLength + commentLength;
  }
  return names;
}
