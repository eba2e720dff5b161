/** Files as uploads carry them, whose bytes are really of their type (the sandbox tells a type from its bytes). */
import type { UploadedFile } from '../../src/api/endpoint';

const SIGNATURES = {
  PNG: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  JPEG: [0xff, 0xd8, 0xff, 0xe0],
  PDF: [...Buffer.from('%PDF-1.4\n')],
  ZIP: [0x50, 0x4b, 0x03, 0x04],
} as const;

/** A file of `size` bytes (64 unless said) starting with its type's signature; `mimeType` as the browser declared it. */
export function sampleFile(type: keyof typeof SIGNATURES, fileName: string, mimeType: string, size = 64): UploadedFile {
  const bytes = new Uint8Array(Math.max(size, SIGNATURES[type].length));
  bytes.set(SIGNATURES[type]);
  return { fileName, mimeType, bytes };
}

/** A Word document's first bytes: a ZIP whose entries name `[Content_Types].xml` and `word/`. */
export function docxFile(fileName: string, mimeType = 'application/octet-stream'): UploadedFile {
  const names = Buffer.from('[Content_Types].xml word/document.xml');
  return { fileName, mimeType, bytes: new Uint8Array([...SIGNATURES.ZIP, ...new Uint8Array(26), ...names]) };
}
