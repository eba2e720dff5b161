/**
 * Adds a document to the library: the file (its type follows it; a file the library does not
 * take or over 3 MB is refused before sending, with the spec's message) and its title, taken
 * from the file's name until the user writes one.
 */
import { useState } from 'react';
import { uploadLibraryDocument, type LibraryDocument } from '../../../api/contract/library';
import type { UploadedFile } from '../../../api/endpoint';
import { formatFileSize } from '../../../domain/format/fileSize';
import { LIBRARY_ACCEPT, LIBRARY_TITLE_MAX, LIBRARY_TYPE_LABELS, libraryFileError, libraryTypeOf, titleFromFileName } from '../../../domain/library';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useFileUpload } from '../../widgets/usePdfUpload';

const RULES = { title: { required: true, max: LIBRARY_TITLE_MAX }, file: { required: true } };

export function LibraryUploadDialog({ onClose, onSaved }: { onClose(): void; onSaved(document: LibraryDocument): void }) {
  const { client } = usePortal();
  const form = useForm({ title: '', file: '' }, RULES);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const chooser = useFileUpload('Choisir le fichier', (_: null, picked: UploadedFile) => {
    const refused = libraryFileError({ mimeType: picked.mimeType, fileName: picked.fileName, size: picked.bytes.length });
    setFileError(refused);
    setFile(refused ? null : picked);
    form.set('file', refused ? '' : picked.fileName);
    if (!refused && !form.values.title.trim()) form.set('title', titleFromFileName(picked.fileName));
  }, LIBRARY_ACCEPT);
  const submit = () =>
    void form.submit(async (values) => {
      onSaved(await client.call(uploadLibraryDocument, { body: { title: values.title.trim(), file: file! } }));
    });
  const type = file ? libraryTypeOf(file) : null;
  const shownFileError = fileError ?? (form.errors.file ? MESSAGES.required : null);
  return (
    <FormDialog title="Ajouter un document" form={form} onSubmit={submit} onClose={onClose} submitLabel="Ajouter">
      <div className="ap-library__form">
      <div className="ap-field">
        <span className="ap-field__label" id="ap-library-file">Fichier</span>
        <div className="ap-library__file">
          <Button onClick={() => chooser.choose(null)} aria-describedby="ap-library-file ap-library-file-state">{file ? 'Changer de fichier' : 'Choisir un fichier'}</Button>
          <span id="ap-library-file-state" className="ap-muted">
            {file && type ? `${file.fileName} · ${LIBRARY_TYPE_LABELS[type]} · ${formatFileSize(file.bytes.length)}` : 'Aucun fichier choisi'}
          </span>
        </div>
        {shownFileError ? <span className="ap-field__error" role="alert">{shownFileError}</span> : null}
        <span className="ap-field__hint">Photo, vidéo, Word, Excel, PowerPoint, PDF ou texte, de 3 Mo au plus.</span>
        {chooser.input}
      </div>
      <TextField label="Titre" required maxLength={LIBRARY_TITLE_MAX} {...form.field('title')} />
      </div>
    </FormDialog>
  );
}
