/**
 * The agency's document library (/library, spec 000 §3 library document types): the seven
 * types in French, what file each type takes, and the upload's checks (3 MB, spec 001 §9, with
 * spec 002's words for a file too large). Checked by the portal and the sandbox alike.
 *
 * Decisions on what the spec leaves "not shown": a document's type follows its file (its MIME
 * type, else, when the browser gives none, its extension), so the upload asks only the title and the file; a file of no type
 * below is refused (400 field `file`); the title is required, 150 characters at most (a name's).
 */
import { PICTURE_MAX_BYTES, USER_MESSAGES } from './users';

export const LIBRARY_DOCUMENT_TYPES = ['PHOTO', 'VIDEO', 'WORD', 'EXCEL', 'POWER_POINT', 'PDF', 'DOCUMENT'] as const;
export type LibraryDocumentType = (typeof LIBRARY_DOCUMENT_TYPES)[number];

export const LIBRARY_TYPE_LABELS: Record<LibraryDocumentType, string> = {
  PHOTO: 'Photo', VIDEO: 'Vidéo', WORD: 'Word', EXCEL: 'Excel', POWER_POINT: 'PowerPoint', PDF: 'PDF', DOCUMENT: 'Document texte',
};

/** The MIME types and extensions of each type. */
const FILE_KINDS: Record<LibraryDocumentType, { mimeTypes: readonly string[]; extensions: readonly string[] }> = {
  PHOTO: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] },
  VIDEO: { mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'], extensions: ['mp4', 'webm', 'mov'] },
  WORD: {
    mimeTypes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text'],
    extensions: ['doc', 'docx', 'odt'],
  },
  EXCEL: {
    mimeTypes: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.oasis.opendocument.spreadsheet', 'text/csv'],
    extensions: ['xls', 'xlsx', 'ods', 'csv'],
  },
  POWER_POINT: {
    mimeTypes: ['application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/vnd.oasis.opendocument.presentation'],
    extensions: ['ppt', 'pptx', 'odp'],
  },
  PDF: { mimeTypes: ['application/pdf'], extensions: ['pdf'] },
  DOCUMENT: { mimeTypes: ['text/plain', 'application/rtf', 'text/rtf'], extensions: ['txt', 'rtf'] },
};

export const LIBRARY_FILE_MAX_BYTES = PICTURE_MAX_BYTES;
export const LIBRARY_TITLE_MAX = 150;

/** What the file chooser offers: every accepted MIME type and extension. */
export const LIBRARY_ACCEPT = Object.values(FILE_KINDS).flatMap((kind) => [...kind.mimeTypes, ...kind.extensions.map((e) => `.${e}`)]).join(',');

export const LIBRARY_MESSAGES = {
  fileTooLarge: USER_MESSAGES.pictureTooLarge,
  fileRefused: 'Ce type de fichier n’est pas accepté (photo, vidéo, Word, Excel, PowerPoint, PDF ou texte)',
  deleteConfirm: 'Confirmez-vous la suppression de ce document ?',
  uploaded: 'Document ajouté à la bibliothèque',
  deleted: 'Document supprimé',
  noDocument: 'Aucun document',
  notAvailable: 'La bibliothèque n’est pas activée pour votre agence',
} as const;

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The document type of a file, by its MIME type, else (none, or the generic one) its extension; null when the library takes no such file. */
export function libraryTypeOf(file: { mimeType: string; fileName: string }): LibraryDocumentType | null {
  const mimeType = file.mimeType.toLowerCase().split(';')[0]!.trim();
  const byMime = LIBRARY_DOCUMENT_TYPES.find((type) => FILE_KINDS[type].mimeTypes.includes(mimeType));
  if (byMime) return byMime;
  // A browser that does not know the type sends none, or the generic one: the extension says.
  if (mimeType !== '' && mimeType !== 'application/octet-stream') return null;
  const extension = extensionOf(file.fileName);
  return LIBRARY_DOCUMENT_TYPES.find((type) => FILE_KINDS[type].extensions.includes(extension)) ?? null;
}

/** The file's error, or null when the library takes it. */
export function libraryFileError(file: { mimeType: string; fileName: string; size: number }): string | null {
  if (!libraryTypeOf(file)) return LIBRARY_MESSAGES.fileRefused;
  if (file.size > LIBRARY_FILE_MAX_BYTES) return LIBRARY_MESSAGES.fileTooLarge;
  return null;
}

/** A title from a file's name: without its extension, underscores and dashes as spaces. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim().slice(0, LIBRARY_TITLE_MAX);
}
