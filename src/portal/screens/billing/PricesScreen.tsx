/**
 * /agency/prices (spec 002 §7.2): the agency's prestation types (create a custom one, archive
 * or bring back) and its price grids (search, create, edit the hourly rate of each
 * prestation, add the missing items, change log, delete when no bill uses it).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Archive, ArchiveOff, Edit, Plus } from 'tabler-icons-react';
import {
  createPrestationType, createPriceGrid, prestationTypesAndFormulas, searchPriceGrids, updatePrestationTypeArchiveStatus, type PrestationType, type PriceGrid,
} from '../../../api/contract/pricing';
import { PRICE_TEXTS } from '../../../domain/billing/texts';
import { currencyOfAgency, formatCents } from '../../../domain/format/amount';
import { toIsoDate } from '../../../domain/format/date';
import { gridValidity } from '../../../domain/billing/priceGrids';
import { MESSAGES } from '../../../domain/messages';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAgencyLists } from '../../kit/useAgencyLists';
import { useAction } from '../../kit/useAction';
import { useDebounced } from '../../ui/useDebounced';
import { useLatestState } from '../../ui/useLatestState';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { billingCss } from '../../widgets/billing.css';
import { AgencyTabBar } from '../agency/AgencyTabs';
import { CustomerPriceGrids } from './CustomerPriceGrids';
import { PriceGridDialog } from './PriceGridDialog';

export function PricesScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('billing', billingCss);
  const { client, clock, agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const products = useAgencyLists()?.productTypes ?? [];
  // The new prestation of the last keystroke, read at the click (no render may come between them).
  const [prestation, setPrestation, latestPrestation] = useLatestState({ label: '', product: 'CHILDCARE' });
  const [tried, setTried] = useState(false);
  const [pattern, setPattern] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const searched = useDebounced(pattern, 300);
  const lists = useCall(prestationTypesAndFormulas, {});
  const grids = useCall(searchPriceGrids, { body: { pattern: searched || null, pageSize: 100 } });
  const [gridsVersion, setGridsVersion] = useState(0);
  // What a change may have changed: the lists, the grids, the chosen customer's grids (CustomerPriceGrids).
  const reloadGrids = () => {
    lists.reload();
    grids.reload();
    setGridsVersion((v) => v + 1);
  };
  const action = useAction(async (work: () => Promise<unknown>) => {
    setNotice(null);
    await work();
    setNotice(MESSAGES.saved);
    reloadGrids();
    // The estimate and family forms offer the agency's prestation types from its lists.
    agencyContext.listsChanged();
  });

  const typeColumns: Column<PrestationType>[] = [
    { key: 'label', header: 'Prestation', cell: (t) => <span className="ap-strong">{t.label}</span> },
    { key: 'product', header: 'Produit', cell: (t) => products.find((p) => p.code === t.productType)?.label ?? t.productType },
    { key: 'state', header: 'Statut', nowrap: true, cell: (t) => (t.archived ? <Tag tone="neutral">{PRICE_TEXTS.archived}</Tag> : <Tag tone="success">{PRICE_TEXTS.active}</Tag>) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (t) => (
        <Button variant="ghost" icon={t.archived ? <ArchiveOff size={16} aria-hidden="true" /> : <Archive size={16} aria-hidden="true" />}
          onClick={() => void action.run(() => client.call(updatePrestationTypeArchiveStatus, { params: { id: t.id }, query: { archive: t.archived ? 'false' : 'true' } }))}>
          {t.archived ? 'Réactiver' : 'Archiver'}
        </Button>
      ),
    },
  ];
  const gridColumns: Column<PriceGrid>[] = [
    { key: 'label', header: 'Grille', cell: (g) => <span className="ap-strong">{g.label}</span> },
    { key: 'customer', header: 'Client', cell: (g) => g.customer?.label ?? <span className="ap-muted">{PRICE_TEXTS.agencyGrid}</span> },
    { key: 'validity', header: 'Validité', cell: gridValidity },
    { key: 'km', header: 'Kilomètre', numeric: true, nowrap: true, cell: (g) => formatCents(g.perKmCents, { currency }) },
    { key: 'increases', header: 'Majorations', nowrap: true, cell: (g) => <span title="Nuit / dimanche / jour férié">{`${g.nightIncreasePercent} / ${g.sundayIncreasePercent} / ${g.holidayIncreasePercent} %`}</span> },
    { key: 'unpriced', header: 'Tarifs', nowrap: true, cell: (g) => (g.items.some((i) => i.hourlyRate === null) ? <Tag tone="danger">{PRICE_TEXTS.notPriced}</Tag> : `${g.items.length}`) },
    { key: 'bills', header: 'Factures', numeric: true, cell: (g) => g.billCount },
    { key: 'actions', header: 'Actions', cell: (g) => <Button variant="ghost" icon={<Edit size={16} aria-hidden="true" />} aria-label={`Modifier ${g.label}`} title="Modifier" onClick={() => setEditing(g.id)} /> },
  ];
  const addPrestation = () => {
    setTried(true);
    const { label, product } = latestPrestation();
    if (!label.trim()) return;
    void action.run(async () => {
      await client.call(createPrestationType, { body: { type: 'CUSTOM', label: label.trim(), productType: product as PrestationType['productType'] } });
      setPrestation((current) => ({ ...current, label: '' }));
      setTried(false);
    });
  };
  const newGrid = () =>
    void action.run(async () => {
      const grid = await client.call(createPriceGrid, {
        body: { label: 'Nouvelle grille', customerId: null, formulaId: null, validFrom: toIsoDate(clock.now()), validTo: null, perKmCents: 0, nightIncreasePercent: 25, sundayIncreasePercent: 25, holidayIncreasePercent: 100 },
      });
      setEditing(grid.id);
    });

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
        <p className="ap-muted">Types de prestation et grilles tarifaires de l’agence (tarifs horaires TTC)</p>
      </div>
      <AgencyTabBar current="prices" />
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <section className="ap-bill-section" aria-labelledby="prestation-types">
        <h2 id="prestation-types">Types de prestation</h2>
        <Table caption="Types de prestation" columns={typeColumns} rows={lists.data?.prestationTypes ?? []} rowKey={(t) => t.id} loading={lists.loading && !lists.data} />
        <div className="ap-billing-toolbar">
          <TextField label="Nouvelle prestation" value={prestation.label} maxLength={150} onValueChange={(label) => setPrestation((current) => ({ ...current, label }))}
            error={tried && !prestation.label.trim() ? MESSAGES.required : null} />
          <SelectField label="Produit" value={prestation.product} options={products.map((p) => ({ value: p.code, label: p.label }))} onValueChange={(product) => setPrestation((current) => ({ ...current, product }))} />
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={addPrestation}>Ajouter</Button>
        </div>
      </section>
      <section className="ap-bill-section" aria-labelledby="price-grids">
        <h2 id="price-grids">Grilles tarifaires</h2>
        <div className="ap-billing-toolbar">
          <TextField label="Grille ou client" type="search" value={pattern} onValueChange={setPattern} />
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={newGrid}>Nouvelle grille</Button>
        </div>
        <Table caption="Grilles tarifaires" columns={gridColumns} rows={grids.data?.content ?? []} rowKey={(g) => g.id} loading={grids.loading && !grids.data} />
      </section>
      <CustomerPriceGrids columns={gridColumns} version={gridsVersion} />
      {editing !== null ? <PriceGridDialog gridId={editing} currency={currency} onClose={() => (setEditing(null), reloadGrids())} /> : null}
    </>
  );
}
