/** Files of tickets and entries: the list with its downloads, the picker with the 3 MB rule, chosen files as attachments to send. */
import { useRef, useState } from 'react';
import { Paperclip, Trash, X } from 'tabler-icons-react';
import { createTicket, downloadAttachment, type Attachment, type NewAttachment } from '../../../api/contract/support';
import { acceptAttribute } from '../../../domain/files/fileTypes';
import { formatFileSize } from '../../../domain/format/fileSize';
import { keepSmallFiles } from '../../../domain/support/form';
import { SUPPORT_MESSAGES } from '../../../domain/support/rules';
import { Button } from '../../ui/Button';
import { useSupport } from './SupportContext';

/** Files of a ticket or an entry: each downloads through a one-use token; the delete button shows where allowed. */
export function FileList({ files, canDelete, onDelete }: { files: readonly Attachment[]; canDelete?: (file: Attachment) => boolean; onDelete?: (file: Attachment) => void }) {
  const support = useSupport();
  if (!files.length) return null;
  const open = async (file: Attachment) => {
    const url = await support.call((client) => client.downloadUrl(downloadAttachment, { params: { id: file.id } }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    link.click();
  };
  return (
    <ul className="ap-files" aria-label="Pièces jointes">
      {files.map((file) => (
        <li key={file.id}>
          <Paperclip size={14} aria-hidden="true" />
          <a href="#" onClick={(event) => { event.preventDefault(); void open(file); }}>{file.fileName}</a>
          <span className="ap-muted">{formatFileSize(file.length)}</span>
          {canDelete?.(file) && onDelete ? (
            <Button variant="ghost" icon={<Trash size={14} aria-hidden="true" />} aria-label={`Supprimer ${file.fileName}`} title="Supprimer" onClick={() => onDelete(file)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function toBase64(file: File): Promise<string> {
  return new Promise((done, fail) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => fail(reader.error);
    reader.readAsDataURL(file);
  });
}

export const toNewAttachments = (files: readonly File[]): Promise<NewAttachment[]> =>
  Promise.all(files.map(async (file) => ({ fileName: file.name, mimeType: file.type || 'application/octet-stream', contentBase64: await toBase64(file) })));

/** Chosen files; one over 3 MB is refused with the spec's message and left out of the list. */
export function FilePicker({ files, onFilesChange, label = 'Pièces jointes' }: { files: File[]; onFilesChange(files: File[]): void; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <div className="ap-field">
      <span className="ap-field__label">{label}</span>
      <div className="ap-editor__actions">
        <Button icon={<Paperclip size={16} aria-hidden="true" />} onClick={() => input.current?.click()}>
          Joindre des fichiers
        </Button>
        <input ref={input} type="file" multiple hidden aria-label={label} accept={acceptAttribute(createTicket.uploads.files)}
          onChange={(event) => {
            const chosen = Array.from((event.target as HTMLInputElement).files ?? []);
            const { kept, refused: tooLarge } = keepSmallFiles(chosen);
            setRefused(tooLarge.map((f) => f.name));
            onFilesChange([...files, ...kept]);
            (event.target as HTMLInputElement).value = '';
          }} />
      </div>
      {refused.map((name) => (
        <span key={name} className="ap-field__error" role="alert">
          {name} : {SUPPORT_MESSAGES.fileTooLarge}
        </span>
      ))}
      {files.length ? (
        <ul className="ap-files">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <Paperclip size={14} aria-hidden="true" /> {file.name} <span className="ap-muted">{formatFileSize(file.size)}</span>
              <Button variant="ghost" icon={<X size={14} aria-hidden="true" />} aria-label={`Retirer ${file.name}`} title="Retirer" onClick={() => onFilesChange(files.filter((_, j) => j !== i))} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
