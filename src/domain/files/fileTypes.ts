/**
 * The file types the agency's uploads and downloads know, told from their bytes (magic numbers), never from the
 * uploader's declared type or the name alone: a page declared `image/png`, or a PNG declared `text/html`, is what
 * its bytes are. The name only chooses among types the bytes cannot tell apart (an OLE document as .doc, .xls or
 * .ppt; a text as CSV or plain text). Markup (HTML, SVG, XHTML) is never a known upload type: it could run as a page.
 *
 * Pure: the sandbox checks uploads and downloads with it, the portal builds its choosers' `accept` from it.
 */

interface FileTypeInfo {
  /** What the French messages call it. */
  readonly label: string;
  readonly mimeType: string;
  readonly extensions: readonly string[];
  /** Only PDF and raster images may open in the browser (`inline`); everything else downloads. */
  readonly inline: boolean;
}

const type = (label: string, mimeType: string, extensions: readonly string[], inline = false): FileTypeInfo => ({ label, mimeType, extensions, inline });

export const FILE_TYPES = {
  PDF: type('PDF', 'application/pdf', ['pdf'], true),
  PNG: type('PNG', 'image/png', ['png'], true),
  JPEG: type('JPEG', 'image/jpeg', ['jpg', 'jpeg'], true),
  GIF: type('GIF', 'image/gif', ['gif'], true),
  WEBP: type('WebP', 'image/webp', ['webp'], true),
  HEIC: type('HEIC', 'image/heic', ['heic', 'heif']),
  MP4: type('MP4', 'video/mp4', ['mp4', 'm4v']),
  MOV: type('MOV', 'video/quicktime', ['mov']),
  WEBM: type('WebM', 'video/webm', ['webm']),
  ZIP: type('ZIP', 'application/zip', ['zip']),
  DOCX: type('DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['docx']),
  XLSX: type('XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['xlsx']),
  PPTX: type('PPTX', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ['pptx']),
  ODT: type('ODT', 'application/vnd.oasis.opendocument.text', ['odt']),
  ODS: type('ODS', 'application/vnd.oasis.opendocument.spreadsheet', ['ods']),
  ODP: type('ODP', 'application/vnd.oasis.opendocument.presentation', ['odp']),
  DOC: type('DOC', 'application/msword', ['doc']),
  XLS: type('XLS', 'application/vnd.ms-excel', ['xls']),
  PPT: type('PPT', 'application/vnd.ms-powerpoint', ['ppt']),
  RTF: type('RTF', 'application/rtf', ['rtf']),
  CSV: type('CSV', 'text/csv', ['csv']),
  TXT: type('TXT', 'text/plain', ['txt', 'log']),
  /** Exports the sandbox writes (SEPA debit orders); no upload accepts it (SVG and XHTML are XML too). */
  XML: type('XML', 'application/xml', ['xml']),
} as const satisfies Record<string, FileTypeInfo>;

export type FileTypeId = keyof typeof FILE_TYPES;
/** The types one upload accepts, as its endpoint declares them. */
export type AcceptedTypes = readonly FileTypeId[];

const latin1 = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
/** The type among `candidates` whose extensions hold the file name's; null when none does. */
const byName = (fileName: string, candidates: readonly FileTypeId[]) => candidates.find((id) => (FILE_TYPES[id].extensions as readonly string[]).includes(extensionOf(fileName))) ?? null;

/** ISO base media (MP4, MOV, HEIC): 'ftyp' at 4, the major brand after. */
function isoMediaType(bytes: Uint8Array): FileTypeId | null {
  if (latin1(bytes, 4, 8) !== 'ftyp') return null;
  const brand = latin1(bytes, 8, 12);
  if (['heic', 'heix', 'heim', 'heis', 'hevc', 'mif1', 'msf1'].includes(brand)) return 'HEIC';
  return brand === 'qt  ' ? 'MOV' : 'MP4';
}

/** A ZIP archive, or the office documents made of one (their entries' names are stored in clear). */
function zipType(bytes: Uint8Array): FileTypeId {
  // OpenDocument: a first entry 'mimetype', stored uncompressed, holding the type.
  if (latin1(bytes, 30, 38) === 'mimetype') {
    const declared = latin1(bytes, 38, 38 + 80);
    if (declared.startsWith('application/vnd.oasis.opendocument.text')) return 'ODT';
    if (declared.startsWith('application/vnd.oasis.opendocument.spreadsheet')) return 'ODS';
    if (declared.startsWith('application/vnd.oasis.opendocument.presentation')) return 'ODP';
  }
  const names = new TextDecoder('latin1').decode(bytes);
  if (names.includes('[Content_Types].xml')) {
    if (names.includes('word/')) return 'DOCX';
    if (names.includes('xl/')) return 'XLSX';
    if (names.includes('ppt/')) return 'PPTX';
  }
  return 'ZIP';
}

/** Text with no control characters but tabs and line ends (UTF-8 or a Windows code page: Excel's CSV). */
function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d);
}

/** The markup a browser would render (HTML, SVG, XHTML): refused, whatever the declared type. */
const RENDERABLE_MARKUP = /<(?:!doctype\s+html|html|svg|script|body|head|iframe|xsl:stylesheet|\?xml-stylesheet)\b/i;

function textType(bytes: Uint8Array, fileName: string): FileTypeId | null {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, 8192)).replace(/^\u00ef\u00bb\u00bf/, '').trimStart();
  if (text.startsWith('<')) return text.startsWith('<?xml') && !RENDERABLE_MARKUP.test(text) ? 'XML' : null;
  if (text.startsWith('{\\rtf')) return 'RTF';
  // Plain text keeps a text's name (or none): 'page.html' starting with words is not a text file the agency sends.
  if (extensionOf(fileName) === '') return 'TXT';
  return byName(fileName, ['CSV', 'TXT']);
}

/** The type of a file from its bytes (the name only chooses among types the bytes cannot tell apart); null when unknown or markup. */
export function sniffFileType(bytes: Uint8Array, fileName: string): FileTypeId | null {
  if (latin1(bytes, 0, 5) === '%PDF-') return 'PDF';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'JPEG';
  if (['GIF87a', 'GIF89a'].includes(latin1(bytes, 0, 6))) return 'GIF';
  if (latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 12) === 'WEBP') return 'WEBP';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'WEBM';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return zipType(bytes);
  // OLE compound file: Word, Excel and PowerPoint before 2007; its name says which.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return byName(fileName, ['DOC', 'XLS', 'PPT']);
  const media = isoMediaType(bytes);
  if (media) return media;
  return bytes.length > 0 && isText(bytes) ? textType(bytes, fileName) : null;
}

/** The labels of accepted types, for messages: 'PDF, PNG, JPEG'. */
export const acceptedLabels = (accepted: AcceptedTypes) => accepted.map((id) => FILE_TYPES[id].label).join(', ');

/** The French refusal of a file of another type, naming it and what is accepted. */
export const fileRefusal = (fileName: string, accepted: AcceptedTypes) =>
  `Le fichier « ${fileName} » n'est pas accepté : formats acceptés ${acceptedLabels(accepted)}.`;

/** A file chooser's `accept`: the MIME types and extensions of the accepted types. */
export const acceptAttribute = (accepted: AcceptedTypes) =>
  accepted.flatMap((id) => [FILE_TYPES[id].mimeType, ...FILE_TYPES[id].extensions.map((extension) => `.${extension}`)]).join(',');

/** The accepted type a file is, or null when refused. */
export function acceptedTypeOf(file: { bytes: Uint8Array; fileName: string }, accepted: AcceptedTypes): FileTypeId | null {
  const sniffed = sniffFileType(file.bytes, file.fileName);
  return sniffed && accepted.includes(sniffed) ? sniffed : null;
}

const PICTURES = ['PNG', 'JPEG', 'GIF', 'WEBP'] as const satisfies AcceptedTypes;
/** The library's types (src/domain/library.ts names each document type after them). */
const DOCUMENTS = [...PICTURES, 'MP4', 'WEBM', 'MOV', 'PDF', 'DOC', 'DOCX', 'ODT', 'XLS', 'XLSX', 'ODS', 'CSV', 'PPT', 'PPTX', 'ODP', 'TXT', 'RTF'] as const satisfies AcceptedTypes;

/**
 * The lists the uploads accept (each endpoint of the contract names its own in `uploads`): pictures are raster
 * images; documents to sign or replacing a generated one, PDF; the library and support attachments, office
 * documents, pictures, videos and texts — never HTML, SVG, XML or scripts; paysheets, a ZIP archive; the public drop
 * page, what a family's phone or scanner makes.
 */
export const ACCEPTED_FILES = {
  pictures: PICTURES,
  pdf: ['PDF'],
  documents: DOCUMENTS,
  supportAttachments: [...DOCUMENTS, 'ZIP'],
  archive: ['ZIP'],
  drop: ['PDF', 'JPEG', 'PNG', 'HEIC'],
} as const satisfies Record<string, AcceptedTypes>;

/** The MIME types of accepted types (a chooser's declared type pre-checked by the portal). */
export const mimeTypesOf = (accepted: AcceptedTypes): readonly string[] => accepted.map((id) => FILE_TYPES[id].mimeType);
