/**
 * The agency's document library (/library, spec 000 §3 library document types): the seven
 * types in French, what file each type takes, and the upload's checks (3 MB, spec 001 §9, with
 * spec 002's words for a file too large). Checked by the portal and the sandbox alike.
 *
 * Decisions on what the spec leaves "not shown": a document's type follows its file (its MIME
 * type, else, when the browser gives none, its extension), so the upload asks only the title and the file; a file of no type
 * below is refused (400 field `file`); the title is required, 150 characters at most (a name's).
 */
import { ACCEPTED_FILES, FILE_TYPES, acceptAttribute, type FileTypeId } from './files/fileTypes';
import { PICTURE_MAX_BYTES, USER_MESSAGES } from './users';

export const LIBRARY_DOCUMENT_TYPES = ['PHOTO', 'VIDEO', 'WORD', 'EXCEL', 'POWER_POINT', 'PDF', 'DOCUMENT'] as const;
export type LibraryDocumentType = (typeof LIBRARY_DOCUMENT_TYPES)[number];

export const LIBRARY_TYPE_LABELS: Record<LibraryDocumentType, string> = {
  PHOTO: 'Photo', VIDEO: 'Vidéo', WORD: 'Word', EXCEL: 'Excel', POWER_POINT: 'PowerPoint', PDF: 'PDF', DOCUMENT: 'Document texte',
};

/** The file types of each document type (fileTypes.ts: their MIME types and extensions). */
const FILE_KINDS: Record<LibraryDocumentType, readonly FileTypeId[]> = {
  PHOTO: ['JPEG', 'PNG', 'GIF', 'WEBP'],
  VIDEO: ['MP4', 'WEBM', 'MOV'],
  WORD: ['DOC', 'DOCX', 'ODT'],
  EXCEL: ['XLS', 'XLSX', 'ODS', 'CSV'],
  POWER_POINT: ['PPT', 'PPTX', 'ODP'],
  PDF: ['PDF'],
  DOCUMENT: ['TXT', 'RTF'],
};
const mimeTypesOfKind = (type: LibraryDocumentType) => FILE_KINDS[type].map((id) => FILE_TYPES[id].mimeType);
const extensionsOfKind = (type: LibraryDocumentType): readonly string[] => FILE_KINDS[type].flatMap((id) => FILE_TYPES[id].extensions);

export const LIBRARY_FILE_MAX_BYTES = PICTURE_MAX_BYTES;
export const LIBRARY_TITLE_MAX = 150;

/** What the file chooser offers: every accepted MIME type and extension. */
export const LIBRARY_ACCEPT = acceptAttribute(ACCEPTED_FILES.documents);

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
  const byMime = LIBRARY_DOCUMENT_TYPES.find((type) => mimeTypesOfKind(type).includes(mimeType));
  if (byMime) return byMime;
  // A browser that does not know the type sends none, or the generic one: the extension says.
  if (mimeType !== '' && mimeType !== 'application/octet-stream') return null;
  const extension = extensionOf(file.fileName);
  return LIBRARY_DOCUMENT_TYPES.find((type) => extensionsOfKind(type).includes(extension)) ?? null;
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
