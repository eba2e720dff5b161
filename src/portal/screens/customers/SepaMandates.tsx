/**
 * A customer's SEPA mandates (spec 001 §7), for the customer record: the table (RUM and its
 * document, holder, IBAN in fours and BIC, status and the date of its step) and each mandate's actions: preview and download through
 * one-use tokens, edit (a signed one changes account instead: a new mandate to sign, this one
 * revoked), send by mail (editable template), history, regenerate with the other template
 * (until signed), working copy, custom PDF (the signed scan), deletion confirmed.
 * Self-contained: takes the customer's id, calls through the portal's client.
 */
import { useState } from 'react';
import { ArrowsExchange, Download, Eye, FileText, FileUpload, History, Mail, Pencil, Plus, Refresh, Trash } from 'tabler-icons-react';
import { downloadMedia } from '../../../api/contract/billing';
import {
  applySepaMandateCustomDocument, deleteSepaMandate, downloadSepaMandate, downloadSepaMandateWorkingCopy, recomputeSepaMandateDocument, sendSepaMandate,
  sepaMandateChangelogs, sepaMandateMailTemplate, sepaMandatesOfCustomer, type SepaMandate,
} from '../../../api/contract/sepaMandates';
import { SEPA_MANDATE_STATUS_TAGS, SEPA_MANDATE_TEMPLATES, SEPA_TEXTS, sepaMandateFileName } from '../../../domain/customers/sepa';
import { formatDate } from '../../../domain/format/date';
import { formatIban } from '../../../domain/iban';
import { MESSAGES } from '../../../domain/messages';
import { openPreview, saveFrom } from '../../app/saveFile';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { billingCss } from '../../widgets/billing.css';
import { SendMailDialog } from '../../widgets/SendMailDialog';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { usePdfUpload } from '../../widgets/usePdfUpload';
import { ChangeLog } from '../billing/ChangeLog';
import { SepaMandateDialog } from './SepaMandateDialog';

type Open = { kind: 'form'; mandate: SepaMandate | null } | { kind: 'send' | 'history'; mandate: SepaMandate };

/** The date of the mandate's last step: signed, else sent, else created. */
function statusDate(mandate: SepaMandate): string {
  if (mandate.revokedAt) return `Révoqué le ${formatDate(mandate.revokedAt)}`;
  if (mandate.signatureDate) return `Signé le ${formatDate(mandate.signatureDate)}`;
  if (mandate.sentAt) return `Envoyé le ${formatDate(mandate.sentAt)}`;
  return `Créé le ${formatDate(mandate.createdAt)}`;
}
const otherTemplate = (mandate: SepaMandate) => (mandate.templateId === 1 ? 2 : 1);

export function SepaMandates({ customerId }: { customerId: number }) {
  useStyles('billing', billingCss);
  const { client } = usePortal();
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useCall(sepaMandatesOfCustomer, { params: { id: customerId } });
  const history = useCall(sepaMandateChangelogs, open?.kind === 'history' ? { params: { id: customerId, sid: open.mandate.id } } : null);
  const paramsOf = (mandate: SepaMandate) => ({ id: customerId, sid: mandate.id });

  /** Runs a call, then shows its message (none for a download) and reloads the list. */
  const action = useAction(async (work: () => Promise<string | null>) => {
    setNotice(null);
    const message = await work();
    setNotice(message);
    if (message) list.reload();
  });
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    list.reload();
  };
  const removal = useDeleteConfirmation<SepaMandate>(SEPA_TEXTS.confirmDelete, (mandate) =>
    action.run(async () => (await client.call(deleteSepaMandate, { params: paramsOf(mandate) }), MESSAGES.deleted)),
  );

  const download = (mandate: SepaMandate, workingCopy = false) =>
    void action.run(async () => {
      saveFrom(await client.downloadUrl(workingCopy ? downloadSepaMandateWorkingCopy : downloadSepaMandate, { params: paramsOf(mandate) }), sepaMandateFileName(mandate.rum));
      return null;
    });
  const preview = (mandate: SepaMandate) =>
    void action.run(async () => {
      openPreview(await client.downloadUrl(downloadSepaMandate, { params: paramsOf(mandate), query: { inline: 'true' } }));
      return null;
    });
  const downloadCustom = (media: NonNullable<SepaMandate['customDocumentMedia']>) =>
    void action.run(async () => {
      saveFrom(await client.downloadUrl(downloadMedia, { params: { id: media.id } }), media.fileName);
      return null;
    });
  const upload = usePdfUpload<SepaMandate>('Document PDF du mandat', (mandate, document) =>
    action.run(async () => (await client.call(applySepaMandateCustomDocument, { params: paramsOf(mandate), body: { document } }), MESSAGES.saved)),
  );

  // Five columns, so that the table and its actions fit the record's width: the BIC under the
  // IBAN, the document under the RUM, the date of the status's step under its tag.
  const columns: Column<SepaMandate>[] = [
    {
      key: 'rum', header: 'RUM', nowrap: true,
      cell: (m) => (
        <>
          <span className="ap-strong">{m.rum}</span>
          <span className="ap-cell-sub">
            {m.customDocumentMedia ? (
              <Button variant="ghost" icon={<Download size={16} aria-hidden="true" />} title={m.customDocumentMedia.fileName} aria-label={`Document importé du mandat ${m.rum}`} onClick={() => downloadCustom(m.customDocumentMedia!)}>
                Document importé
              </Button>
            ) : (
              `Modèle ${SEPA_MANDATE_TEMPLATES[m.templateId] ?? ''}`
            )}
          </span>
        </>
      ),
    },
    { key: 'debtor', header: 'Titulaire', cell: (m) => m.debtorName },
    {
      key: 'iban', header: 'IBAN et BIC', nowrap: true,
      cell: (m) => (
        <>
          {formatIban(m.iban)}
          <span className="ap-cell-sub">{m.bic}</span>
        </>
      ),
    },
    {
      key: 'status', header: 'Statut', nowrap: true,
      cell: (m) => (
        <>
          <Tag tone={SEPA_MANDATE_STATUS_TAGS[m.status].tone}>{SEPA_MANDATE_STATUS_TAGS[m.status].label}</Tag>
          <span className="ap-cell-sub">{statusDate(m)}</span>
          {m.replacedBy ? <span className="ap-cell-sub">Remplacé par {m.replacedBy.rum}</span> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (m) => (
        <span className="ap-row-actions ap-sepa-actions">
          <Button variant="ghost" icon={<Eye size={16} aria-hidden="true" />} title="Aperçu" aria-label={`Aperçu du mandat ${m.rum}`} onClick={() => preview(m)} />
          <Button variant="ghost" icon={<Download size={16} aria-hidden="true" />} title="Télécharger" aria-label={`Télécharger le mandat ${m.rum}`} onClick={() => download(m)} />
          {m.status === 'SIGNED' ? (
            <Button variant="ghost" icon={<ArrowsExchange size={16} aria-hidden="true" />} title="Changer de compte" aria-label={`Changer de compte du mandat ${m.rum}`}
              onClick={() => setOpen({ kind: 'form', mandate: m })} />
          ) : m.status !== 'REVOKED' ? (
            <Button variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} title="Modifier" aria-label={`Modifier le mandat ${m.rum}`} onClick={() => setOpen({ kind: 'form', mandate: m })} />
          ) : null}
          <Button variant="ghost" icon={<Mail size={16} aria-hidden="true" />} title="Envoyer par e-mail" aria-label={`Envoyer le mandat ${m.rum}`} onClick={() => setOpen({ kind: 'send', mandate: m })} />
          <Button variant="ghost" icon={<History size={16} aria-hidden="true" />} title="Historique" aria-label={`Historique du mandat ${m.rum}`} onClick={() => setOpen({ kind: 'history', mandate: m })} />
          {m.status === 'CREATED' || m.status === 'SENT' ? (
            <Button variant="ghost" icon={<Refresh size={16} aria-hidden="true" />} title={`Modèle ${SEPA_MANDATE_TEMPLATES[otherTemplate(m)]}`}
              aria-label={`Régénérer le mandat ${m.rum} avec le modèle ${SEPA_MANDATE_TEMPLATES[otherTemplate(m)]}`}
              onClick={() => void action.run(async () => (await client.call(recomputeSepaMandateDocument, { params: paramsOf(m), query: { newTemplateId: otherTemplate(m) } }), MESSAGES.saved))} />
          ) : null}
          <Button variant="ghost" icon={<FileText size={16} aria-hidden="true" />} title="Copie de travail" aria-label={`Copie de travail du mandat ${m.rum}`} onClick={() => download(m, true)} />
          <Button variant="ghost" icon={<FileUpload size={16} aria-hidden="true" />} title="Remplacer par un document PDF" aria-label={`Remplacer le document du mandat ${m.rum}`}
            onClick={() => upload.choose(m)} />
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} title="Supprimer" aria-label={`Supprimer le mandat ${m.rum}`} onClick={() => removal.ask(m)} />
        </span>
      ),
    },
  ];

  return (
    <section className="ap-panel" aria-labelledby={`sepa-${customerId}`}>
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title" id={`sepa-${customerId}`}>Mandats de prélèvement SEPA</h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setOpen({ kind: 'form', mandate: null })}>Nouveau mandat</Button>
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {upload.input}
      <Table caption="Mandats de prélèvement SEPA" columns={columns} rows={list.data ?? []} rowKey={(m) => m.id} loading={list.loading && !list.data} empty={SEPA_TEXTS.empty} />
      {open?.kind === 'form' ? <SepaMandateDialog customerId={customerId} mandate={open.mandate} onCancel={() => setOpen(null)} onDone={() => done(open.mandate?.status === 'SIGNED' ? SEPA_TEXTS.accountChanged : MESSAGES.saved)} /> : null}
      {open?.kind === 'send' ? (
        <SendMailDialog
          editRecipient
          loadTemplate={() => client.call(sepaMandateMailTemplate, { params: paramsOf(open.mandate) })}
          send={async ({ recipient, subject, body }) => {
            await client.call(sendSepaMandate, { params: paramsOf(open.mandate), body: { subject, body, ...(recipient.trim() ? { recipients: [recipient.trim()] } : {}) } });
            done(SEPA_TEXTS.sent);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'history' ? (
        <Modal title={`Historique du mandat ${open.mandate.rum}`} width={640} onClose={() => setOpen(null)}>
          {history.data?.length ? <ChangeLog entries={history.data} label={`Historique du mandat ${open.mandate.rum}`} /> : <p className="ap-muted">{history.loading ? 'Chargement…' : 'Aucune modification'}</p>}
        </Modal>
      ) : null}
      {removal.dialog}
    </section>
  );
}
