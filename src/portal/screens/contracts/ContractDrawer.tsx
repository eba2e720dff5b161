/**
 * A contract in a drawer over its customer's contracts tab (spec 001's route table has no
 * contract page: decision in src/api/README.md): its status and state, period, prestation and
 * weekly planning, the customer's families with the contract's part there (ContractFamilies),
 * monthly billing data and the family's fees (« Déjà facturés »), the link to the
 * consumption tracking, signed copy, document and history, and the actions of
 * spec 001 §7 — download by one-use token, working copy, mail, signed copy upload, custom PDF,
 * regeneration, end of contract, bill line label, archive toggle, mark as initialized, delete.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Archive, ArchiveOff, CalendarOff, Check, Download, FileText, FileUpload, Mail, Pencil, Refresh, Replace, Trash } from 'tabler-icons-react';
import {
  applyContractCustomDocument, contractBillingMonthlyData, contractChangelogs, contractMailTemplate, contractPrestations, deleteContract, downloadContract, downloadContractWorkingCopy,
  getContract, markContractFeeAlreadyBilled, markContractInitialized, markContractSigned, recomputeContractDocument, sendContract, toggleContractArchive, type Contract, type ContractBillingMonthlyData,
} from '../../../api/contract/contracts';
import { WEEK_DAY_NAMES, type WeekDay } from '../../../domain/calendar';
import { CONTRACT_STATE_LABELS, CONTRACT_STATUS_LABELS, FEE_STATE_LABELS, contractFileName } from '../../../domain/contracts';
import { currencyOfAgency, formatCents } from '../../../domain/format/amount';
import { slotMinutes } from '../../../domain/estimates/planning';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { formatPeriod } from '../../../domain/format/period';
import { MESSAGES } from '../../../domain/messages';
import { saveFrom } from '../../app/saveFile';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useReloadOn } from '../../kit/useReloadOn';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Fact } from '../../kit/Fact';
import { kitCss } from '../../kit/kit.css';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { Table } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { billingCss } from '../../widgets/billing.css';
import { SendMailDialog } from '../../widgets/SendMailDialog';
import { ContractFamilies } from './ContractFamilies';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { usePdfUpload } from '../../widgets/usePdfUpload';
import { ChangeLog } from '../billing/ChangeLog';
import { BillItemLabelDialog, EndOfContractDialog } from './ContractDialogs';

type Open = 'end' | 'label' | 'send' | null;

export interface ContractDrawerProps {
  contractId: number;
  /** The customer's record path ('/customers/12'), for the link to the estimate. */
  recordPath: string;
  onClose(): void;
  /** The contract changed or was deleted: the list behind reloads. */
  onChanged(): void;
}

export function ContractDrawer({ contractId, recordPath, onClose, onChanged }: ContractDrawerProps) {
  // Billing's style of the change logs' list (ChangeLog) and the kit's toolbars and stacks.
  useStyles('billing', billingCss);
  useStyles('kit', kitCss);
  useSignals();
  const { client, agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const params = { id: contractId };
  const [updated, setUpdated] = useState<Contract | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const loaded = useCall(getContract, { params });
  const contract = updated?.id === contractId ? updated : loaded.data;
  const prestations = useCall(contractPrestations, { params });
  const monthly = useCall(contractBillingMonthlyData, { params });
  // The contract changed on screen (its end, its fees): its monthly data is asked again.
  useReloadOn(contract, monthly);
  // A fee marked answers the monthly data again: shown at once, without asking.
  const [feesAfter, setFeesAfter] = useState<{ contract: Contract | null | undefined; fees: ContractBillingMonthlyData['fees'] } | null>(null);
  const fees = feesAfter && feesAfter.contract === contract ? feesAfter.fees : (monthly.data?.fees ?? []);
  const feeAction = useAction(async (fid: number) => {
    const next = await client.call(markContractFeeAlreadyBilled, { params: { id: contractId, fid } });
    setFeesAfter({ contract, fees: next.fees });
    setNotice('Frais marqués comme déjà facturés');
  });
  // A family's part marked set up writes a history line: the history is asked again.
  const [familiesMarked, setFamiliesMarked] = useState(0);
  const logs = useCall(contractChangelogs, { params });
  useReloadOn(contract, logs);
  useReloadOn(familiesMarked, logs);

  const changed = (next: Contract, message: string | null = MESSAGES.saved) => {
    setUpdated(next);
    setOpen(null);
    setNotice(message);
    onChanged();
  };
  const action = useAction(async (work: () => Promise<Contract | null>, message: string | null = MESSAGES.saved) => {
    setNotice(null);
    const next = await work();
    if (next) changed(next, message);
  });
  const download = (workingCopy: boolean) =>
    void action.run(async () => {
      const url = await client.downloadUrl(workingCopy ? downloadContractWorkingCopy : downloadContract, { params });
      saveFrom(url, (!workingCopy && contract?.signedFileName) || contractFileName(contract!.number));
      return null;
    });
  const signedCopy = usePdfUpload<Contract>('Copie signée du contrat (PDF)', (c, document) =>
    action.run(() => client.call(markContractSigned, { params: { id: c.id }, body: { document } }), 'Copie signée enregistrée'),
  );
  const replace = usePdfUpload<Contract>('Document remplaçant le contrat (PDF)', (c, newDocument) =>
    action.run(() => client.call(applyContractCustomDocument, { params: { id: c.id }, body: { newDocument } })),
  );
  const removal = useDeleteConfirmation<Contract>('Voulez-vous vraiment supprimer ce contrat ? Son devis redevient signé.', async (c) => {
    await client.call(deleteContract, { params: { id: c.id } });
    onChanged();
    onClose();
  });

  if (!contract) {
    return (
      <Drawer title="Contrat" onClose={onClose}>
        {loaded.loading ? <Loading /> : <Alert tone="danger">Ce contrat n’existe pas ou n’est pas celui de votre agence.</Alert>}
      </Drawer>
    );
  }
  const status = CONTRACT_STATUS_LABELS[contract.status];
  const state = CONTRACT_STATE_LABELS[contract.state];
  const signed = contract.status === 'SIGNED';
  const slots = prestations.data?.flatMap((p) => p.slots) ?? [];
  const icon = (Icon: typeof Download) => <Icon size={16} aria-hidden="true" />;

  return (
    <Drawer
      title={`Contrat ${contract.number}`}
      subtitle={[contract.customer.label, contract.prestationType.label].join(' · ')}
      icon={<FileText size={20} aria-hidden="true" />}
      onClose={onClose}
      footer={
        <>
          <Button icon={icon(contract.archived ? ArchiveOff : Archive)}
            onClick={() => void action.run(() => client.call(toggleContractArchive, { params }), contract.archived ? 'Contrat désarchivé' : 'Contrat archivé')}>
            {contract.archived ? 'Désarchiver' : 'Archiver'}
          </Button>
          {signed ? null : <Button variant="danger" icon={icon(Trash)} onClick={() => removal.ask(contract)}>Supprimer</Button>}
        </>
      }
    >
      <div className="ap-record-stack">
        {action.error || feeAction.error ? <Alert tone="danger">{action.error ?? feeAction.error}</Alert> : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {signedCopy.input}
        {replace.input}
        <div className="ap-list-toolbar" role="group" aria-label="Actions du contrat">
          <Button icon={icon(Download)} onClick={() => download(false)}>Télécharger</Button>
          <Button icon={icon(Mail)} onClick={() => setOpen('send')}>Envoyer par e-mail</Button>
          <Button icon={icon(FileUpload)} onClick={() => signedCopy.choose(contract)}>{signed ? 'Remplacer la copie signée' : 'Déposer la copie signée'}</Button>
        </div>

        <section className="ap-panel" aria-label="Contrat">
          <div className="ap-page-head ap-page-head--actions">
            <h3 className="ap-panel__title">Contrat</h3>
            <span className="ap-row-actions">
              <Button variant="ghost" icon={icon(CalendarOff)} onClick={() => setOpen('end')}>Fin de contrat</Button>
              {contract.initializedAt ? null : (
                <Button variant="ghost" icon={icon(Check)} onClick={() => void action.run(() => client.call(markContractInitialized, { params }), 'Contrat marqué comme initialisé')}>
                  Marquer comme initialisé
                </Button>
              )}
            </span>
          </div>
          <dl className="ap-facts">
            <Fact
              label="Statut"
              value={
                <>
                  <Tag tone={status.tone}>{status.label}</Tag> <Tag tone={state.tone}>{state.label}</Tag>
                  {contract.archived ? <> <Tag tone="neutral">Archivé</Tag></> : null}
                </>
              }
            />
            <Fact label="Prestation" value={contract.prestationType.label} />
            <Fact label="Famille" value={contract.family?.name} />
            <Fact label="Période" value={formatPeriod(contract.startDate, contract.endDate)} />
            <Fact label="Heures par semaine" value={formatDuration(contract.weeklyMinutes)} />
            <Fact label="Devis d’origine" value={contract.estimate ? <Link to={`${recordPath}/estimates/${contract.estimate.id}`}>Devis {contract.estimate.number}</Link> : null} />
            <Fact label="Initialisé le" value={contract.initializedAt ? formatDateTime(contract.initializedAt) : 'Pas encore initialisé'} />
          </dl>
        </section>

        <section className="ap-panel" aria-label="Facturation mensuelle">
          <div className="ap-page-head ap-page-head--actions">
            <h3 className="ap-panel__title">Facturation mensuelle</h3>
            <Button variant="ghost" icon={icon(Pencil)} onClick={() => setOpen('label')}>Modifier le libellé</Button>
          </div>
          <dl className="ap-facts">
            <Fact label="Libellé de la facture" value={contract.monthlyBillItemLabel} />
            <Fact label="Grille tarifaire" value={contract.priceGrid?.label ?? 'Grille de l’agence en vigueur'} />
            <Fact label="Heures par mois (moyenne)" value={monthly.data ? formatDuration(monthly.data.monthlyMinutes) : null} />
            <Fact label="Suivi" value={<Link to="/billing/consumptionTracking">Suivi des consommations</Link>} />
          </dl>
          <Table
            caption="Frais de la famille"
            loading={monthly.loading && !monthly.data}
            rows={fees}
            rowKey={(fee) => fee.id}
            empty="Aucun frais"
            columns={[
              { key: 'label', header: 'Frais', wide: true, cell: (f) => f.label },
              { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (f) => formatCents(f.vatIncluded, { currency }) },
              { key: 'state', header: 'État', nowrap: true, cell: (f) => <Tag tone={f.state === 'PENDING' ? 'warning' : 'success'}>{FEE_STATE_LABELS[f.state]}</Tag> },
              {
                key: 'actions', header: 'Actions',
                cell: (f) => (f.state === 'PENDING' ? (
                  <Button variant="ghost" icon={icon(Check)} aria-label={`Marquer comme déjà facturés les frais « ${f.label} »`}
                    onClick={() => void feeAction.run(f.id)}>Déjà facturés</Button>
                ) : null),
              },
            ]}
          />
        </section>

        <section className="ap-panel" aria-label="Planning hebdomadaire">
          <h3 className="ap-panel__title">Planning hebdomadaire</h3>
          <Table
            caption="Planning hebdomadaire"
            loading={prestations.loading && !prestations.data}
            rows={slots.map((slot, index) => ({ ...slot, index }))}
            rowKey={(slot) => slot.index}
            empty="Contrat repris de l’ancien outil : planning non détaillé"
            columns={[
              { key: 'day', header: 'Jour', cell: (s) => WEEK_DAY_NAMES[s.weekDay as WeekDay] },
              { key: 'from', header: 'De', nowrap: true, cell: (s) => s.startTime },
              { key: 'to', header: 'À', nowrap: true, cell: (s) => s.endTime },
              { key: 'duration', header: 'Durée', numeric: true, nowrap: true, cell: (s) => formatDuration(slotMinutes(s)) },
            ]}
          />
        </section>

        <ContractFamilies contract={contract} onMarked={(message) => (setNotice(message), setFamiliesMarked((n) => n + 1))} />

        <section className="ap-panel" aria-label="Document">
          <h3 className="ap-panel__title">Document</h3>
          <dl className="ap-facts">
            <Fact label="Copie signée" value={contract.signedFileName ? `${contract.signedFileName}, déposée le ${formatDate(contract.signedAt!.slice(0, 10))}` : 'Aucune'} />
            <Fact label="Document" value={contract.customDocument ? 'Document importé' : 'Généré depuis le modèle'} />
          </dl>
          <div className="ap-list-toolbar">
            <Button variant="ghost" icon={icon(FileText)} onClick={() => download(true)}>Copie de travail</Button>
            {signed ? null : (
              <>
                <Button variant="ghost" icon={icon(Replace)} onClick={() => replace.choose(contract)}>Remplacer par un PDF</Button>
                {contract.customDocument ? (
                  <Button variant="ghost" icon={icon(Refresh)} onClick={() => void action.run(() => client.call(recomputeContractDocument, { params }))}>Régénérer depuis le modèle</Button>
                ) : null}
              </>
            )}
          </div>
        </section>

        <section className="ap-panel" aria-label="Historique du contrat">
          <h3 className="ap-panel__title">Historique</h3>
          {logs.data?.length ? <ChangeLog entries={logs.data} label="Historique du contrat" /> : logs.loading ? <Loading /> : <EmptyState />}
        </section>
      </div>
      {open === 'end' ? <EndOfContractDialog contract={contract} onClose={() => setOpen(null)} onSaved={(next) => changed(next)} /> : null}
      {open === 'label' ? <BillItemLabelDialog contract={contract} onClose={() => setOpen(null)} onSaved={(next) => changed(next)} /> : null}
      {open === 'send' ? (
        <SendMailDialog
          editRecipient
          loadTemplate={() => client.call(contractMailTemplate, { params })}
          send={async ({ recipient, subject, body }) =>
            changed(await client.call(sendContract, { params, body: { subject, body, ...(recipient.trim() ? { recipients: [recipient.trim()] } : {}) } }), 'Contrat envoyé')}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {removal.dialog}
    </Drawer>
  );
}
