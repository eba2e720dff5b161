/**
 * /share/{shareToken}: a document an agency shared, opened without login — its name, size and
 * the agency, and the download; an unknown, expired or revoked token says which in French (rules
 * in src/domain/publicDocuments.ts).
 */
import { useEffect, useState } from 'react';
import { Download, File } from 'tabler-icons-react';
import { ApiError } from '../../../api/client';
import { downloadSharedDocument, getSharedDocument, type SharedDocument } from '../../../api/contract/publicPages';
import { formatDate } from '../../../domain/format/date';
import { formatFileSize } from '../../../domain/format/fileSize';
import { MESSAGES } from '../../../domain/messages';
import { PUBLIC_MESSAGES } from '../../../domain/publicDocuments';
import { AuthLayout } from '../../app/AuthLayout';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Spinner';
import { publicPagesCss } from './public.css';

/** The page's message for a link that does not open: expired, revoked, unknown, or another failure. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.genericError;
  if (error.code === 'SHARE_EXPIRED') return PUBLIC_MESSAGES.shareExpired;
  if (error.code === 'SHARE_REVOKED') return PUBLIC_MESSAGES.shareRevoked;
  return error.status === 404 ? PUBLIC_MESSAGES.shareNotFound : MESSAGES.genericError;
}

type State = { kind: 'loading' } | { kind: 'found'; document: SharedDocument } | { kind: 'failed'; message: string };

export function SharedDocumentScreen({ params, title }: ScreenProps) {
  useStyles('public-pages', publicPagesCss);
  const { client } = usePortal();
  const shareToken = String(params.shareToken ?? '');
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    client.call(getSharedDocument, { params: { shareToken } }).then(
      (document) => live && setState({ kind: 'found', document }),
      (error: unknown) => live && setState({ kind: 'failed', message: failureMessage(error) }),
    );
    return () => void (live = false);
  }, [client, shareToken]);

  if (state.kind === 'loading') return <AuthLayout title={title}><Loading /></AuthLayout>;
  if (state.kind === 'failed') return <AuthLayout title={title}><Alert tone="warning">{state.message}</Alert></AuthLayout>;
  const { document } = state;
  return (
    <AuthLayout title={title} intro={<>{document.agencyName} vous a partagé ce document.</>}>
      <div className="ap-form">
        <p className="ap-public-file">
          <File size={28} aria-hidden="true" />
          <span>
            <strong>{document.fileName}</strong>
            <span className="ap-muted"> · {formatFileSize(document.size)}</span>
          </span>
        </p>
        <p className="ap-muted">Lien valable jusqu’au {formatDate(document.expiresAt)}.</p>
        <a className="ap-button ap-button--primary ap-button--block" href={client.publicUrl(downloadSharedDocument, { params: { shareToken } })} download={document.fileName}>
          <Download size={16} aria-hidden="true" /> Télécharger
        </a>
      </div>
    </AuthLayout>
  );
}
