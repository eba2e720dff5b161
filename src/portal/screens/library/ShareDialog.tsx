/**
 * « Partager » on a library document (issue 34 §4): makes a link valid 1, 7 or 30 days (counted on
 * the server's clock), shows it to copy, lists the links that still open with their expiry, and
 * revokes one after confirmation. The link opens /share/{token} without login (SharedDocumentScreen).
 */
import { useRef, useState } from 'react';
import { Copy, Link } from 'tabler-icons-react';
import { listLibraryShares, revokeLibraryShare, shareLibraryDocument, type LibraryDocument, type LibraryShare } from '../../../api/contract/library';
import { formatDateTime } from '../../../domain/format/date';
import { SHARE_DURATIONS, SHARE_DURATION_LABELS, SHARE_MESSAGES, shareLink, type ShareDuration } from '../../../domain/publicDocuments';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useStyles } from '../../ui/useStyles';
import { useCall } from '../../kit/useQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';

const DURATION_OPTIONS = SHARE_DURATIONS.map((days) => ({ value: String(days), label: SHARE_DURATION_LABELS[days] }));
const REVOCATION = { title: 'Désactivation du lien', confirmLabel: 'Désactiver' };
const shareCss = `
.ap-share__make { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-3); }
.ap-share__make .ap-field { flex: 1 1 260px; min-width: 0; }
.ap-share__made { display: grid; gap: var(--ap-space-3); }
.ap-share__link { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--ap-font-size-sm); }
.ap-share__title { margin: var(--ap-space-2) 0 0; font-size: var(--ap-font-size-md); }
`;

export function ShareDialog({ document, onClose }: { document: LibraryDocument; onClose(): void }) {
  useStyles('library-share', shareCss);
  const { client } = usePortal();
  const page = useRef<HTMLDivElement>(null);
  const [days, setDays] = useState<ShareDuration>(7);
  const [made, setMade] = useState<LibraryShare | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const linkOf = (share: LibraryShare) => shareLink(page.current?.ownerDocument.defaultView?.location.href ?? '', share.token);
  const live = useCall(listLibraryShares, { params: { id: document.id } });
  const create = useAction(async () => {
    setNotice(null);
    // The link made before leaves at once: while the new one is being made, only the new one may be copied.
    setMade(null);
    setMade(await client.call(shareLibraryDocument, { params: { id: document.id }, body: { days } }));
    live.reload();
  });
  const revoke = useAction(async (share: LibraryShare) => {
    await client.call(revokeLibraryShare, { params: { id: document.id, shareToken: share.token } });
    if (made?.token === share.token) setMade(null);
    setNotice(SHARE_MESSAGES.revoked);
    live.reload();
  });
  const revocation = useDeleteConfirmation<LibraryShare>(SHARE_MESSAGES.revokeConfirm, (share) => revoke.run(share), REVOCATION);
  const copy = useAction(async (share: LibraryShare) => {
    await page.current?.ownerDocument.defaultView?.navigator.clipboard.writeText(linkOf(share));
    setNotice(SHARE_MESSAGES.copied);
  });

  const columns: Column<LibraryShare>[] = [
    // The token's start names the link (the whole address is copied, never read).
    { key: 'link', header: 'Lien', wide: true, cell: (share) => <span className="ap-share__link" title={linkOf(share)}>…/share/{share.token.slice(0, 8)}…</span> },
    { key: 'created', header: 'Créé le', nowrap: true, cell: (share) => formatDateTime(share.createdAt) },
    { key: 'expires', header: 'Expire le', nowrap: true, cell: (share) => formatDateTime(share.expiresAt) },
    {
      key: 'actions', header: 'Actions', nowrap: true,
      cell: (share) => (
        <span className="ap-row-actions">
          <Button variant="ghost" icon={<Copy size={16} aria-hidden="true" />} aria-label={`Copier le lien créé le ${formatDateTime(share.createdAt)}`} title="Copier le lien" onClick={() => void copy.run(share)} />
          <Button variant="ghost" onClick={() => revocation.ask(share)}>Désactiver</Button>
        </span>
      ),
    },
  ];

  return (
    <Modal title={`Partager « ${document.title} »`} subtitle={document.fileName} width={760} onClose={onClose}>
      <div className="ap-form" ref={page}>
        <p className="ap-muted">Le lien ouvre le document sans connexion, jusqu’à son expiration ou sa désactivation.</p>
        <div className="ap-share__make">
          <SelectField label="Durée de validité" value={String(days)} options={DURATION_OPTIONS} onValueChange={(value) => setDays(Number(value) as ShareDuration)} />
          <Button variant="primary" icon={<Link size={16} aria-hidden="true" />} loading={create.pending} onClick={() => void create.run()}>Créer le lien</Button>
        </div>
        {create.error ? <Alert tone="danger">{create.error}</Alert> : null}
        {made ? (
          <div className="ap-share__made">
            <Alert tone="success">{SHARE_MESSAGES.created}, valable jusqu’au {formatDateTime(made.expiresAt)}.</Alert>
            <div className="ap-share__make">
              <TextField label="Lien à envoyer" value={linkOf(made)} readOnly onValueChange={() => undefined} onFocus={(event) => event.currentTarget.select()} />
              <Button icon={<Copy size={16} aria-hidden="true" />} onClick={() => void copy.run(made)}>Copier le lien</Button>
            </div>
          </div>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {revoke.error ?? copy.error ? <Alert tone="danger">{revoke.error ?? copy.error}</Alert> : null}
        <h3 className="ap-share__title">Liens actifs</h3>
        <Table caption="Liens actifs" columns={columns} rows={live.data ?? []} rowKey={(share) => share.token} loading={live.loading && !live.data} empty={SHARE_MESSAGES.noLiveLink} />
      </div>
      {revocation.dialog}
    </Modal>
  );
}
