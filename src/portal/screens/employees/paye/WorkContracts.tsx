/**
 * An employee's work contracts (spec 001 §7): the table (type, job, dates, weekly hours, rate,
 * status), « Nouveau contrat de travail », and per contract: download or preview (a new tab) through a one-use token,
 * mail (editable template; « Envoyer pour signature »: a sign procedure on the agency's balance, its status beside the contract's and its events
 * under « Signature électronique »), history; until signed: working copy, a custom PDF in place of the generated document, regeneration from a
 * template of the agency's (`RegenerateWorkContractDialog`), edit, delete, « Marquer comme signé » with the signed PDF (first saying what
 * becomes of a procedure under way).
 * A row shows « Télécharger » and its main action (« Marquer comme signé », or « Aperçu » once signed); the others are in its
 * « Plus d'actions » menu, so that the table fits 1440 px.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type ReactNode } from 'react';
import { DotsVertical, Download, Eye, FileText, FileUpload, History, Mail, Pencil, Plus, Refresh, Replace, Signature, Trash } from 'tabler-icons-react';
import {
  applyWorkContractCustomDocument, deleteWorkContract, downloadWorkContract, downloadWorkContractWorkingCopy, markWorkContractSigned, sendWorkContract, workContractChangelogs,
  workContractMailTemplate, workContractSignProcedures, workContractsOfEmployee, type WorkContract,
} from '../../../../api/contract/workContracts';
import { areaGate } from '../../../../domain/agency/gates';
import { handSignatureNotice, isSignProcedureOpen, signProcedureTag } from '../../../../domain/estimates/signProcedure';
import { formatCents } from '../../../../domain/format/amount';
import { formatDate } from '../../../../domain/format/date';
import { MESSAGES } from '../../../../domain/messages';
import { WORK_CONTRACT_STATUS_LABELS, WORK_CONTRACT_STATUS_TONES } from '../../../../domain/paye/labels';
import { openPreview, saveFrom } from '../../../app/saveFile';
import { usePortal } from '../../../context';
import { useAction } from '../../../kit/useAction';
import { useCall } from '../../../kit/useQuery';
import { useMayUse } from '../../../kit/useMayUse';
import { callRequest } from '../../../state/queryCache';
import { Alert } from '../../../ui/Alert';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Button, IconButton } from '../../../ui/Button';
import { Dropdown, type DropdownEntry } from '../../../ui/Dropdown';
import { Modal } from '../../../ui/Modal';
import { Table, type Column } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { SendMailDialog } from '../../../widgets/SendMailDialog';
import { SignProcedureList } from '../../../widgets/SignProcedureList';
import { useSignProcedures } from '../../../widgets/useSignProcedures';
import { useSignBalance } from '../../../widgets/useSignBalance';
import { useDeleteConfirmation } from '../../../widgets/useDeleteConfirmation';
import { usePdfUpload } from '../../../widgets/usePdfUpload';
import { ChangeLog } from '../../billing/ChangeLog';
import { RegenerateWorkContractDialog } from './RegenerateWorkContractDialog';
import { WorkContractDialog } from './WorkContractDialog';

type Open =
  | { kind: 'form'; contract: WorkContract | null }
  | { kind: 'history' | 'recompute' | 'signature' | 'handSigned'; contract: WorkContract }
  | { kind: 'send'; contract: WorkContract; forSignProcedure: boolean };

const nameOf = (c: WorkContract) => `${c.type} ${c.jobTitle} du ${formatDate(c.startDate)}`;

export function WorkContracts({ employeeId }: { employeeId: number }) {
  useSignals();
  // The signing invitation is electronic signature's: not offered where it is off (the server refuses its template).
  const maySign = useMayUse()({ gate: areaGate('signProcedures') });
  const { client } = usePortal();
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // While a contract's sign procedure waits for its signer, the list follows the provider by itself.
  const list = useCall(workContractsOfEmployee, { params: { id: employeeId } }, { pending: (contracts) => contracts.some((c) => c.signProcedure !== null && c.signProcedure !== undefined && isSignProcedureOpen(c.signProcedure.status)) });
  const history = useCall(workContractChangelogs, open?.kind === 'history' ? { params: { id: employeeId, cid: open.contract.id } } : null);
  const procedures = useSignProcedures(open?.kind === 'signature' ? callRequest(client, workContractSignProcedures, { params: { id: employeeId, cid: open.contract.id } }) : null);
  const balance = useSignBalance(open?.kind === 'send' && open.forSignProcedure, 'ce contrat de travail');
  const paramsOf = (c: WorkContract) => ({ id: employeeId, cid: c.id });

  /** Runs a call, then shows its message (none for a download) and reloads the list. */
  const action = useAction(async (work: () => Promise<string | null>) => {
    setNotice(null);
    const message = await work();
    setNotice(message);
    if (message) list.reload();
  });
  const removal = useDeleteConfirmation<WorkContract>('Voulez-vous vraiment supprimer ce contrat de travail ?', (c) =>
    action.run(async () => (await client.call(deleteWorkContract, { params: paramsOf(c) }), MESSAGES.deleted)),
  );
  const upload = usePdfUpload<WorkContract>('Contrat de travail signé (PDF)', (c, document) =>
    action.run(async () => (await client.call(markWorkContractSigned, { params: paramsOf(c), body: { document } }), 'Contrat marqué comme signé')),
  );
  /** Signed by hand: first what becomes of its electronic procedure, when it has one to speak of. */
  const markSigned = (c: WorkContract) => (c.signProcedure && handSignatureNotice([c.signProcedure]) ? setOpen({ kind: 'handSigned', contract: c }) : upload.choose(c));
  const replace = usePdfUpload<WorkContract>('Document remplaçant le contrat de travail (PDF)', (c, newDocument) =>
    action.run(async () => (await client.call(applyWorkContractCustomDocument, { params: paramsOf(c), body: { newDocument } }), MESSAGES.saved)),
  );
  const download = (c: WorkContract, workingCopy = false) =>
    void action.run(async () => {
      const url = await client.downloadUrl(workingCopy ? downloadWorkContractWorkingCopy : downloadWorkContract, { params: paramsOf(c) });
      saveFrom(url, (!workingCopy && c.signedFileName) || `contrat-de-travail-${c.id}.pdf`);
      return null;
    });
  const preview = (c: WorkContract) =>
    void action.run(async () => {
      openPreview(await client.downloadUrl(downloadWorkContract, { params: paramsOf(c), query: { inline: 'true' } }));
      return null;
    });

  /** A dialog's change saved: it closes, the notice says so and the list reloads. */
  const closeSaved = () => {
    setOpen(null);
    setNotice(MESSAGES.saved);
    list.reload();
  };

  const columns: Column<WorkContract>[] = [
    { key: 'type', header: 'Type', nowrap: true, cell: (c) => c.type },
    { key: 'job', header: 'Emploi', cell: (c) => c.jobTitle },
    { key: 'start', header: 'Début', nowrap: true, cell: (c) => formatDate(c.startDate) },
    { key: 'end', header: 'Fin', nowrap: true, cell: (c) => (c.endDate ? formatDate(c.endDate) : '—') },
    { key: 'hours', header: 'Heures / semaine', numeric: true, nowrap: true, cell: (c) => String(c.weeklyHours).replace('.', ',') },
    { key: 'rate', header: 'Taux horaire brut', numeric: true, nowrap: true, cell: (c) => formatCents(c.hourlyRateCents) },
    { key: 'document', header: 'Document', cell: (c) => (c.customDocument ? 'Document importé' : c.template ? `Modèle ${c.template.label}` : '—') },
    {
      key: 'status', header: 'Statut', nowrap: true,
      cell: (c) => {
        const procedure = c.signProcedure && signProcedureTag(c.signProcedure);
        return (
          <span className="ap-row-actions">
            <Tag tone={WORK_CONTRACT_STATUS_TONES[c.status]}>{WORK_CONTRACT_STATUS_LABELS[c.status]}</Tag>
            {procedure ? <Tag tone={procedure.tone}>{`Signature : ${procedure.label}`}</Tag> : null}
          </span>
        );
      },
    },
    {
      key: 'actions', header: 'Actions', nowrap: true,
      cell: (c) => {
        const signed = c.status === 'SIGNED';
        const entry = (key: string, label: string, icon: ReactNode, onSelect: () => void): DropdownEntry => ({ key, label, icon, onSelect });
        const more: DropdownEntry[] = [
          ...(signed ? [] : [entry('preview', 'Aperçu', <Eye size={16} aria-hidden="true" />, () => preview(c))]),
          entry('mail', 'Envoyer par e-mail', <Mail size={16} aria-hidden="true" />, () => setOpen({ kind: 'send', contract: c, forSignProcedure: false })),
          // One procedure at a time (the server refuses another while one waits).
          ...(signed || !maySign || (c.signProcedure && isSignProcedureOpen(c.signProcedure.status)) ? [] : [
            entry('sign', 'Envoyer pour signature', <Signature size={16} aria-hidden="true" />, () => setOpen({ kind: 'send', contract: c, forSignProcedure: true })),
          ]),
          ...(c.signProcedure ? [entry('signature', 'Signature électronique', <Signature size={16} aria-hidden="true" />, () => setOpen({ kind: 'signature', contract: c }))] : []),
          ...(signed ? [] : [
            entry('edit', 'Modifier', <Pencil size={16} aria-hidden="true" />, () => setOpen({ kind: 'form', contract: c })),
            entry('recompute', 'Régénérer depuis le modèle…', <Refresh size={16} aria-hidden="true" />, () => setOpen({ kind: 'recompute', contract: c })),
            entry('replace', 'Remplacer par un document PDF', <Replace size={16} aria-hidden="true" />, () => replace.choose(c)),
            entry('workingCopy', 'Copie de travail', <FileText size={16} aria-hidden="true" />, () => download(c, true)),
          ]),
          entry('history', 'Historique', <History size={16} aria-hidden="true" />, () => setOpen({ kind: 'history', contract: c })),
          ...(signed ? [] : [entry('delete', 'Supprimer', <Trash size={16} aria-hidden="true" />, () => removal.ask(c))]),
        ];
        return (
          <span className="ap-row-actions">
            <IconButton icon={<Download size={16} aria-hidden="true" />} label={`Télécharger le contrat ${nameOf(c)}`} onClick={() => download(c)} />
            {signed ? (
              <IconButton icon={<Eye size={16} aria-hidden="true" />} label={`Aperçu du contrat ${nameOf(c)}`} onClick={() => preview(c)} />
            ) : (
              <IconButton icon={<FileUpload size={16} aria-hidden="true" />} label={`Marquer comme signé le contrat ${nameOf(c)}`} onClick={() => markSigned(c)} />
            )}
            <Dropdown compact align="end" label={<DotsVertical size={16} aria-hidden="true" />} ariaLabel={`Plus d'actions pour le contrat ${nameOf(c)}`} entries={more} />
          </span>
        );
      },
    },
  ];

  return (
    <section className="ap-panel" aria-labelledby={`work-contracts-${employeeId}`}>
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title" id={`work-contracts-${employeeId}`}>Contrats de travail</h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setOpen({ kind: 'form', contract: null })}>Nouveau contrat de travail</Button>
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {upload.input}
      {replace.input}
      <div className="ap-paye-table">
        <Table caption="Contrats de travail" columns={columns} rows={list.data ?? []} rowKey={(c) => c.id} loading={list.loading && !list.data} empty="Aucun contrat de travail" />
      </div>
      {open?.kind === 'form' ? (
        <WorkContractDialog employeeId={employeeId} contract={open.contract} onClose={() => setOpen(null)}
          onSaved={closeSaved} />
      ) : null}
      {open?.kind === 'recompute' ? (
        <RegenerateWorkContractDialog employeeId={employeeId} contract={open.contract} onClose={() => setOpen(null)}
          onDone={closeSaved} />
      ) : null}
      {open?.kind === 'send' ? (
        <SendMailDialog
          editRecipient
          {...(open.forSignProcedure ? { title: 'Envoyer pour signature', sendDisabled: balance.empty } : {})}
          loadTemplate={() => client.call(workContractMailTemplate, { params: paramsOf(open.contract), query: { forSignProcedure: open.forSignProcedure ? 'true' : 'false' } })}
          send={async ({ recipient, subject, body }) => {
            const recipients = recipient.trim() ? { recipients: [recipient.trim()] } : {};
            await client.call(sendWorkContract, { params: paramsOf(open.contract), body: { subject, body, ...recipients, ...(open.forSignProcedure ? { forSignProcedure: true } : {}) } });
            setOpen(null);
            setNotice(open.forSignProcedure ? 'Contrat envoyé pour signature électronique' : 'Contrat envoyé');
            list.reload();
          }}
          onCancel={() => setOpen(null)}
        >
          {open.forSignProcedure ? balance.notice : null}
        </SendMailDialog>
      ) : null}
      {open?.kind === 'signature' ? (
        <Modal title={`Signature électronique du contrat ${nameOf(open.contract)}`} width={640} onClose={() => setOpen(null)}>
          {procedures.data ? <SignProcedureList procedures={procedures.data} /> : <p className="ap-muted">Chargement…</p>}
        </Modal>
      ) : null}
      {open?.kind === 'handSigned' ? (
        <ConfirmDialog title="Marquer comme signé" confirmLabel="Choisir le contrat signé (PDF)" onCancel={() => setOpen(null)}
          onConfirm={() => (upload.choose(open.contract), setOpen(null))}>
          <p>{handSignatureNotice(open.contract.signProcedure ? [open.contract.signProcedure] : [])}</p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'history' ? (
        <Modal title={`Historique du contrat ${nameOf(open.contract)}`} width={640} onClose={() => setOpen(null)}>
          {history.data?.length ? <ChangeLog entries={history.data} label={`Historique du contrat ${nameOf(open.contract)}`} /> : <p className="ap-muted">{history.loading ? 'Chargement…' : 'Aucune modification'}</p>}
        </Modal>
      ) : null}
      {removal.dialog}
    </section>
  );
}
