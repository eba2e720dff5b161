/** One price grid: its label, validity, kilometre price and increases, the hourly rate of each prestation, missing items, change log, deletion. */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { addMissingPriceGridItems, deletePriceGrid, getPriceGrid, priceGridChangelogs, updatePriceGrid, updatePriceGridItem, type PriceGrid, type PriceGridItem } from '../../../api/contract/pricing';
import { closedLineNote } from '../../../domain/agency/productGates';
import { BILLING_TEXTS, PRICE_TEXTS } from '../../../domain/billing/texts';
import { formatCents, parseAmountToCents, type Currency } from '../../../domain/format/amount';
import { formatDecimal } from '../../../domain/format/number';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useLatestState } from '../../hooks/useLatestState';
import { useCall } from '../../hooks/useQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';
import { ChangeLog } from './parts';

const amountText = (cents: number | null) => (cents === null ? '' : formatDecimal(cents / 100, 2));

const ratesOf = (grid: PriceGrid) => Object.fromEntries(grid.items.map((i) => [i.id, amountText(i.hourlyRate)]));
const formOf = (grid: PriceGrid) => ({
  label: grid.label, validFrom: grid.validFrom, validTo: grid.validTo ?? '', perKm: amountText(grid.perKmCents),
  night: String(grid.nightIncreasePercent), sunday: String(grid.sundayIncreasePercent), holiday: String(grid.holidayIncreasePercent),
});

interface PriceGridDialogProps {
  gridId: number;
  currency: Currency;
  onClose(): void;
}

/** The grid read, then its editor keyed by its id: the form starts from the grid on screen, never from another one's answer. */
export function PriceGridDialog(props: PriceGridDialogProps) {
  const loaded = useCall(getPriceGrid, { params: { id: props.gridId } }).data;
  if (loaded?.id !== props.gridId) return null;
  return <PriceGridEditor key={loaded.id} loaded={loaded} {...props} />;
}

function PriceGridEditor({ loaded, currency, onClose }: PriceGridDialogProps & { loaded: PriceGrid }) {
  useSignals();
  const { client, agencyContext } = usePortal();
  const agency = agencyContext.agency.value;
  const gates = agency?.features && agency.advisersRights ? { features: agency.features, advisersRights: agency.advisersRights } : null;
  const [grid, setGrid] = useState<PriceGrid>(loaded);
  const [rates, setRates, latestRates] = useLatestState<Record<number, string>>(() => ratesOf(loaded));
  const [form, setForm, latestForm] = useLatestState(() => formOf(loaded));
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const log = useCall(priceGridChangelogs, { params: { id: loaded.id } });
  // A change's answer is the grid as saved: the form starts again from it.
  const show = (answer: PriceGrid) => {
    setGrid(answer);
    setRates(ratesOf(answer));
    setForm(formOf(answer));
  };
  const action = useAction(async (work: () => Promise<PriceGrid | void>, message: string = MESSAGES.saved) => {
    setNotice(null);
    const answer = await work();
    if (answer) show(answer);
    setNotice(message);
    log.reload();
  });

  // Both saves read the values of the last keystroke, not of the last render (a click right after typing).
  const saveRate = (item: PriceGridItem) => {
    const text = latestRates()[item.id]?.trim() ?? '';
    const cents = text ? parseAmountToCents(text) : null;
    setFormError(text && (cents === null || cents < 0) ? BILLING_TEXTS.invalidAmount : null);
    if (text && (cents === null || cents < 0)) return;
    void action.run(() => client.call(updatePriceGridItem, { params: { id: grid.id, itemId: item.id }, body: { hourlyRate: cents } }));
  };
  const saveGrid = () => {
    const form = latestForm();
    void action.run(() =>
      client.call(updatePriceGrid, {
        params: { id: grid.id },
        body: {
          label: form.label.trim(), customerId: grid.customer?.id ?? null, formulaId: grid.formulaId, validFrom: form.validFrom, validTo: form.validTo || null,
          perKmCents: parseAmountToCents(form.perKm) ?? 0, nightIncreasePercent: Number(form.night) || 0, sundayIncreasePercent: Number(form.sunday) || 0, holidayIncreasePercent: Number(form.holiday) || 0,
        },
      }),
    );
  };
  const field = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const columns: Column<PriceGridItem>[] = [
    { key: 'label', header: 'Prestation', cell: (i) => i.prestationTypeLabel },
    { key: 'current', header: 'Tarif horaire TTC', numeric: true, nowrap: true, cell: (i) => (i.hourlyRate === null ? <span className="ap-negative">{PRICE_TEXTS.notPriced}</span> : formatCents(i.hourlyRate, { currency })) },
    {
      key: 'edit',
      header: 'Nouveau tarif',
      // A closed line's price is kept for the bills that used it, and changed only once its option is on again (the server refuses).
      cell: (i) => {
        const closed = closedLineNote(i.productType, gates);
        if (closed) return <span className="ap-muted">{closed}</span>;
        return (
          <span className="ap-row-actions">
            <TextField hideLabel className="ap-amount-input" label={`Tarif horaire de « ${i.prestationTypeLabel} »`} inputMode="decimal" value={rates[i.id] ?? ''} onValueChange={(value) => setRates((r) => ({ ...r, [i.id]: value }))} />
            <Button onClick={() => saveRate(i)}>Enregistrer</Button>
          </span>
        );
      },
    },
  ];
  return (
    <Modal
      title={grid.label}
      subtitle={grid.customer?.label ?? PRICE_TEXTS.agencyGrid}
      width={900}
      onClose={onClose}
      footer={
        <>
          <Button variant="danger" disabled={grid.billCount > 0} onClick={() => void action.run(async () => (await client.call(deletePriceGrid, { params: { id: grid.id } }), onClose()), MESSAGES.deleted)}>Supprimer</Button>
          <Button onClick={() => void action.run(() => client.call(addMissingPriceGridItems, { params: { id: grid.id } }))}>Ajouter les tarifs manquants</Button>
        </>
      }
    >
      {formError ?? action.error ? <Alert tone="danger">{formError ?? action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="ap-filters">
        <TextField label="Libellé" value={form.label} maxLength={150} onValueChange={field('label')} />
        <DateField label="Valable du" value={form.validFrom} onValueChange={field('validFrom')} />
        <DateField label="Au (facultatif)" value={form.validTo} onValueChange={field('validTo')} />
        <TextField label={`Kilomètre (${currency === 'CHF' ? 'CHF' : '€'})`} inputMode="decimal" value={form.perKm} onValueChange={field('perKm')} />
        <TextField label="Majoration de nuit (%)" inputMode="decimal" value={form.night} onValueChange={field('night')} />
        <TextField label="Majoration du dimanche (%)" inputMode="decimal" value={form.sunday} onValueChange={field('sunday')} />
        <TextField label="Majoration jour férié (%)" inputMode="decimal" value={form.holiday} onValueChange={field('holiday')} />
      </div>
      <Button onClick={saveGrid}>Enregistrer la grille</Button>
      <Table caption="Tarifs de la grille" columns={columns} rows={grid.items} rowKey={(i) => i.id} />
      {log.data?.length ? <ChangeLog entries={log.data} label="Historique de la grille" /> : null}
    </Modal>
  );
}
