import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILES, acceptAttribute, acceptedTypeOf, fileRefusal, sniffFileType } from '../../../src/domain/files/fileTypes';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...strToU8(part)] : part)));

describe('sniffFileType', () => {
  it.each([
    ['PDF', bytes('%PDF-1.7\n%\u00e2\u00e3'), 'contrat.bin'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'page.html'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0]), 'photo'],
    ['GIF', bytes('GIF89a\u0001\u0000'), 'a.gif'],
    ['WEBP', bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'a.webp'],
    ['HEIC', bytes([0, 0, 0, 24], 'ftypheic'), 'scan.heic'],
    ['MOV', bytes([0, 0, 0, 20], 'ftypqt  '), 'film.mov'],
    ['MP4', bytes([0, 0, 0, 20], 'ftypisom'), 'film.mp4'],
    ['WEBM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0]), 'film.webm'],
    ['DOC', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'lettre.doc'],
    ['XLS', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'budget.xls'],
    ['RTF', bytes('{\\rtf1\\ansi Bonjour}'), 'lettre.rtf'],
    ['CSV', bytes('nom;prénom\nMartin;Claire\n'), 'export.csv'],
    ['TXT', bytes('sync 07:00 OK\n'), 'synchro.log'],
    ['TXT', bytes('Relevé de mars'), 'LISEZMOI'],
    ['XML', bytes('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022"></Document>'), 'prelevements.xml'],
  ])('tells %s from the bytes of « %s »', (expected, content, name) => {
    expect(sniffFileType(content, name)).toBe(expected);
  });

  it('tells the office documents inside a ZIP from their entries', () => {
    expect(sniffFileType(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w/>') }), 'x.bin')).toBe('DOCX');
    expect(sniffFileType(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<x/>') }), 'x.bin')).toBe('XLSX');
    expect(sniffFileType(zipSync({ mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }] }), 'x.bin')).toBe('ODT');
    expect(sniffFileType(zipSync({ 'octobre/bulletin.pdf': strToU8('%PDF-1.4') }), 'bulletins.zip')).toBe('ZIP');
  });

  it.each([
    ['<!doctype html><script>alert(1)</script>', 'page.html'],
    ['\ufeff  <html><body>', 'notes.txt'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg'],
    ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.xml'],
    ['<?xml version="1.0"?><?xml-stylesheet href="x.xsl"?><a/>', 'a.xml'],
    ['Bonjour <script>alert(1)</script>', 'page.html'],
    ['MZ', 'outil.exe'],
  ])('knows no type for markup or a text under another name: %s', (content, name) => {
    expect(sniffFileType(bytes(content), name)).toBeNull();
  });

  it('knows no type for empty or binary bytes it does not recognise', () => {
    expect(sniffFileType(new Uint8Array(0), 'vide.txt')).toBeNull();
    expect(sniffFileType(new Uint8Array(16), 'zeros.pdf')).toBeNull();
    expect(sniffFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'inconnu.msg')).toBeNull();
  });
});

describe('what an upload accepts', () => {
  it('accepts by the bytes, whatever the declared name', () => {
    expect(acceptedTypeOf({ bytes: bytes('%PDF-1.4'), fileName: 'scan.jpg' }, ACCEPTED_FILES.pdf)).toBe('PDF');
    expect(acceptedTypeOf({ bytes: bytes('%PDF-1.4'), fileName: 'scan.pdf' }, ACCEPTED_FILES.pictures)).toBeNull();
    expect(acceptedTypeOf({ bytes: bytes('<?xml version="1.0"?><a/>'), fileName: 'a.xml' }, ACCEPTED_FILES.supportAttachments)).toBeNull();
  });

  it('refuses in French, naming the file and the accepted formats', () => {
    expect(fileRefusal('page.html', ['PDF', 'PNG', 'JPEG'])).toBe("Le fichier « page.html » n'est pas accepté : formats acceptés PDF, PNG, JPEG.");
  });

  it("gives a chooser's accept: MIME types and extensions", () => {
    expect(acceptAttribute(ACCEPTED_FILES.drop)).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,image/heic,.heic,.heif');
  });
});
