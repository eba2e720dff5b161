/**
 * /billing/fiscalAttestations (spec 002 §2, §6, §7.7): only when the agency enables them or
 * for an admin (others are sent to /accessdenied). By year: search by family, recompute the
 * year, validate its drafts; each attestation downloaded (one-use token), sent or deleted. The list is the kit's
 * (useListController): year, search and page in the URL, one search per change, asked again after a change of an attestation.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Check, Download, FileText, FileUpload, Mail, Plus, Refresh, Trash } from 'tabler-icons-react';
import { downloadMedia } from '../../../api/contract/billing';
import {
  applyFiscalAttestationCustomDocument, countFiscalAttestationTemplates, createFiscalAttestationForFamily, deleteFiscalAttestation, downloadFiscalAttestation, downloadFiscalAttestationWorkingCopy, recomputeFiscalAttestationDocument,
  recomputeFiscalAttestations, sendFiscalAttestation, validateFiscalAttestations, type FiscalAttestation,
} from '../../../api/contract/fiscalAttestations';
import { FISCAL_ATTESTATION_STATUS_TAGS, FISCAL_TEXTS } from '../../../domain/billing/texts';
import { MESSAGES } from '../../../domain/messages';
import { canSeeFiscalAttestations } from '../../../domain/permissions';
import { ACCESS_DENIED_PATH } from '../../../domain/routes';
import { saveFrom } from '../../app/saveFile';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useStyles } from '../../ui/useStyles';
import { ListPagination } from '../../kit/ListPagination';
import { useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { FamilySelector } from '../../widgets/Selectors';
import { usePdfUpload } from '../../widgets/usePdfUpload';
import { useCall } from '../../kit/useQuery';
import { billingCss } from '../../widgets/billing.css';
import { FISCAL_ATTESTATIONS_CONFIG, FISCAL_ATTESTATIONS_LIST, fiscalAttestationsListRequest, yearOfFiscalAttestationsList } from './fiscalAttestationsList';
import { Money } from './Money';

type Confirm = { kind: 'validate' } | { kind: 'delete'; attestation: FiscalAttestation };

export function FiscalAttestationsScreen(props: ScreenProps) {
  useSignals();
  const { router, session, agencyContext } = usePortal();
  const allowed = canSeeFiscalAttestations(agencyContext.agency.value, session.user.value?.role);
  useEffect(() => {
    if (!allowed) router.navigate(ACCESS_DENIED_PATH, { replace: true });
  }, [allowed, router]);
  // The list asks nothing of an agency without them.
  return allowed ? <FiscalAttestationsList {...props} /> : null;
}

function FiscalAttestationsList({ title }: ScreenProps) {
  useSignals();
  useStyles('billing', billingCss);
  const { client, clock, router } = usePortal();
  const thisYear = new Date(clock.now()).getFullYear();
  const year = yearOfFiscalAttestationsList(router.location.value, thisYear);
  const list = useListController<FiscalAttestation, unknown>(FISCAL_ATTESTATIONS_LIST, FISCAL_ATTESTATIONS_CONFIG, fiscalAttestationsListRequest(client, year));
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [family, setFamily] = useState<{ id: number; label: string } | null>(null);
  const templates = useCall(countFiscalAttestationTemplates, {}).data;

  // The list asks again by itself: the calls that change an attestation write them (the contract's `writes`).
  const action = useAction(async (work: () => Promise<string | null>) => {
    setNotice(null);
    const message = await work();
    setConfirm(null);
    setNotice(message);
  });

  const download = (row: FiscalAttestation, workingCopy = false) =>
    void action.run(async () => {
      saveFrom(await client.downloadUrl(workingCopy ? downloadFiscalAttestationWorkingCopy : downloadFiscalAttestation, { params: { id: row.id } }), `attestation-fiscale-${row.year}.pdf`);
      return null;
    });
  const upload = usePdfUpload<FiscalAttestation>('Document PDF de l’attestation', (row, document) =>
    action.run(async () => (await client.call(applyFiscalAttestationCustomDocument, { params: { id: row.id }, body: { document } }), MESSAGES.saved)),
  );
  const downloadCustom = (media: NonNullable<FiscalAttestation['customDocumentMedia']>) =>
    void action.run(async () => {
      saveFrom(await client.downloadUrl(downloadMedia, { params: { id: media.id } }), media.fileName);
      return null;
    });
  /** Decided: two templates, standard (1) and detailed with the payments (2); the action switches to the other one. */
  const otherTemplate = (row: FiscalAttestation) => (row.templateId === 1 ? 2 : 1);
  const columns: Column<FiscalAttestation>[] = [
    { key: 'family', header: 'Famille', cell: (row) => <span className="ap-strong">{row.family.name}</span> },
    { key: 'amount', header: 'Montant réglé', numeric: true, nowrap: true, cell: (row) => <Money cents={row.amount} currency={row.currency} /> },
    { key: 'payments', header: 'Paiements', numeric: true, cell: (row) => row.paymentsCount },
    {
      key: 'template',
      header: 'Modèle',
      cell: (row) =>
        row.customDocumentMedia ? (
          <Button variant="ghost" icon={<Download size={16} aria-hidden="true" />} title={row.customDocumentMedia.fileName} aria-label={`${FISCAL_TEXTS.customDocument} de ${row.family.name}`} onClick={() => downloadCustom(row.customDocumentMedia!)}>
            {FISCAL_TEXTS.customDocument}
          </Button>
        ) : (
          FISCAL_TEXTS.templates[row.templateId as 1 | 2] ?? ''
        ),
    },
    { key: 'status', header: 'Statut', nowrap: true, cell: (row) => <Tag tone={FISCAL_ATTESTATION_STATUS_TAGS[row.status].tone}>{FISCAL_ATTESTATION_STATUS_TAGS[row.status].label}</Tag> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <span className="ap-row-actions">
          <Button variant="ghost" icon={<Download size={16} aria-hidden="true" />} aria-label={`Télécharger l’attestation de ${row.family.name}`} title="Télécharger" onClick={() => download(row)} />
          <Button variant="ghost" icon={<FileText size={16} aria-hidden="true" />} aria-label={`Copie de travail de l’attestation de ${row.family.name}`} title="Copie de travail" onClick={() => download(row, true)} />
          {row.status !== 'SENT' ? (
            <Button variant="ghost" icon={<Refresh size={16} aria-hidden="true" />} aria-label={`Régénérer l’attestation de ${row.family.name} avec le modèle ${FISCAL_TEXTS.templates[otherTemplate(row)]}`}
              title={`Modèle ${FISCAL_TEXTS.templates[otherTemplate(row)]}`}
              onClick={() => void action.run(async () => (await client.call(recomputeFiscalAttestationDocument, { params: { id: row.id }, query: { newTemplateId: otherTemplate(row) } }), MESSAGES.saved))} />
          ) : null}
          {row.status !== 'SENT' ? (
            <Button variant="ghost" icon={<FileUpload size={16} aria-hidden="true" />} aria-label={`Remplacer le document de l’attestation de ${row.family.name}`} title="Remplacer par un document PDF" onClick={() => upload.choose(row)} />
          ) : null}
          {row.status !== 'DRAFT' ? (
            <Button variant="ghost" icon={<Mail size={16} aria-hidden="true" />} aria-label={`Envoyer l’attestation de ${row.family.name}`} title="Envoyer"
              onClick={() => void action.run(async () => (await client.call(sendFiscalAttestation, { params: { id: row.id } }), MESSAGES.saved))} />
          ) : null}
          {row.status !== 'SENT' ? (
            <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer l’attestation de ${row.family.name}`} title="Supprimer" onClick={() => setConfirm({ kind: 'delete', attestation: row })} />
          ) : null}
        </span>
      ),
    },
  ];
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i)).map((value) => ({ value, label: value }));
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
        <p className="ap-muted">Sommes réglées dans l’année pour le crédit d’impôt (hors espèces, CESU préfinancés et prépaiements)</p>
      </div>
      <div className="ap-billing-toolbar">
        <SelectField label="Année" value={String(year)} options={years} onValueChange={(value) => list.setRouteParam('year', value)} />
        <TextField label="Famille" type="search" value={list.text} onValueChange={list.setText} />
        <Button icon={<Refresh size={16} aria-hidden="true" />} loading={action.pending && !confirm}
          onClick={() => void action.run(async () => FISCAL_TEXTS.recomputed((await client.call(recomputeFiscalAttestations, { params: { year } })).count))}>
          Recalculer {year}
        </Button>
        <Button variant="primary" icon={<Check size={16} aria-hidden="true" />} onClick={() => setConfirm({ kind: 'validate' })}>Valider les brouillons</Button>
      </div>
      <div className="ap-billing-toolbar">
        <FamilySelector value={family} onValueChange={setFamily} />
        <Button icon={<Plus size={16} aria-hidden="true" />} disabled={!family}
          onClick={() => void action.run(async () => (await client.call(createFiscalAttestationForFamily, { params: { year, familyId: family!.id } }), MESSAGES.saved))}>
          Créer pour la famille
        </Button>
        {templates ? <span className="ap-muted">{FISCAL_TEXTS.templateCount(templates.count)}</span> : null}
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {upload.input}
      <Table caption={`Attestations fiscales ${year}`} columns={columns} rows={list.rows} rowKey={(row) => row.id} loading={list.initialLoading} />
      <ListPagination list={list} />
      {confirm ? (
        <ConfirmDialog
          title={confirm.kind === 'validate' ? 'Valider les attestations' : 'Supprimer l’attestation'}
          confirmLabel={confirm.kind === 'validate' ? 'Valider' : 'Supprimer'}
          pending={action.pending}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            void action.run(async () =>
              confirm.kind === 'validate'
                ? FISCAL_TEXTS.validated((await client.call(validateFiscalAttestations, { params: { year } })).count)
                : (await client.call(deleteFiscalAttestation, { params: { id: confirm.attestation.id } }), MESSAGES.deleted),
            )
          }
        >
          <p>{confirm.kind === 'validate' ? FISCAL_TEXTS.confirmValidate(year) : FISCAL_TEXTS.confirmDelete}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
