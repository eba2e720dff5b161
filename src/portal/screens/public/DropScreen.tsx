/**
 * /listo/{dropId}: the agency's public drop page, where a family sends it documents without
 * login, one file at a time with its name and an optional message (PDF, JPEG, PNG or HEIC,
 * 10 Mo at most: checked here before sending, and again by the sandbox). Rules in
 * src/domain/publicDocuments.ts; the agency sees each file in its events on /home.
 */
import { useId, useState, type FormEvent } from 'react';
import { FileUpload } from 'tabler-icons-react';
import type { UploadedFile } from '../../../api/endpoint';
import { getDropPage, uploadToDrop, type DroppedDocument } from '../../../api/contract/publicPages';
import { formatFileSize } from '../../../domain/format/fileSize';
import { MESSAGES } from '../../../domain/messages';
import { DROP_ACCEPT, DROP_MESSAGE_MAX, DROP_SENDER_MAX, PUBLIC_MESSAGES, dropFileError } from '../../../domain/publicDocuments';
import { AuthLayout } from '../../app/AuthLayout';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { FieldMessages, TextField, describedBy } from '../../ui/TextField';
import { CommentField } from '../../ui/CommentField';
import { publicPagesCss } from './public.css';

export function DropScreen({ params, title }: ScreenProps) {
  useStyles('public-pages', publicPagesCss);
  const { client } = usePortal();
  const dropId = String(params.dropId ?? '');
  const page = useCall(getDropPage, { params: { dropId } });
  const [sender, setSender, latestSender] = useLatestState('');
  const [message, setMessage, latestMessage] = useLatestState('');
  const [file, setFile, latestFile] = useLatestState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<DroppedDocument[]>([]);
  const fileId = `ap-drop-file-${useId()}`;
  const fileErrorOf = (chosen: File | null) => dropFileError(chosen && { mimeType: chosen.type || 'application/octet-stream', size: chosen.size });
  const fileError = checked ? fileErrorOf(file) : null;
  const senderError = checked && !sender.trim() ? MESSAGES.required : null;
  const send = useAction(async (file: File, sender: string, message: string) => {
    const body: UploadedFile = { fileName: file.name, mimeType: file.type || 'application/octet-stream', bytes: new Uint8Array(await file.arrayBuffer()) };
    const answer = await client.call(uploadToDrop, { params: { dropId }, body: { file: body, sender, ...(message ? { message } : {}) } });
    setSent((list) => [answer, ...list]);
    setFile(null);
    setMessage('');
    setChecked(false);
    setInputKey((key) => key + 1);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    // The values of the last keystroke, not of the last render (a send right after typing).
    const typed = { file: latestFile(), sender: latestSender().trim(), message: latestMessage().trim() };
    if (!typed.sender || fileErrorOf(typed.file) || !typed.file) return;
    void send.run(typed.file, typed.sender, typed.message);
  };

  if (page.loading) return <AuthLayout title={title}><Loading /></AuthLayout>;
  if (!page.data) return <AuthLayout title={title}><Alert tone="warning">{PUBLIC_MESSAGES.dropNotFound}</Alert></AuthLayout>;
  return (
    <AuthLayout title={title} intro={<>Envoyez vos documents à <strong>{page.data.agencyName}</strong> : PDF, JPEG, PNG ou HEIC, 10 Mo au plus par fichier.</>}>
      <form className="ap-form" onSubmit={onSubmit} noValidate>
        {sent.length ? (
          <Alert tone="success">
            {PUBLIC_MESSAGES.dropSent}
            <ul className="ap-public-list">
              {sent.map((d) => <li key={d.receivedAt + d.fileName}>{d.fileName} ({formatFileSize(d.size)})</li>)}
            </ul>
          </Alert>
        ) : null}
        {send.error ? <Alert tone="danger">{send.error}</Alert> : null}
        <TextField label="Votre nom" name="sender" autoComplete="name" maxLength={DROP_SENDER_MAX} value={sender} onValueChange={setSender} error={senderError} />
        <div className="ap-field">
          <label className="ap-field__label" htmlFor={fileId}>Document</label>
          <div className="ap-public-file">
            <FileUpload size={28} aria-hidden="true" />
            <input key={inputKey} id={fileId} name="file" type="file" accept={DROP_ACCEPT} aria-invalid={fileError ? true : undefined} aria-describedby={describedBy(fileId, fileError, null)}
              onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)} />
          </div>
          <FieldMessages inputId={fileId} error={fileError} hint={null} />
        </div>
        <CommentField label="Message (facultatif)" value={message} max={DROP_MESSAGE_MAX} onValueChange={setMessage} />
        <div className="ap-form__actions">
          <Button type="submit" variant="primary" block loading={send.pending}>Envoyer le document</Button>
        </div>
      </form>
    </AuthLayout>
  );
}
