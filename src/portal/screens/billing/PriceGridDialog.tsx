/** One price grid: its label, validity, kilometre price and increases, the hourly rate of each prestation, missing items, change log, deletion (kit forms). */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { addMissingPriceGridItems, deletePriceGrid, getPriceGrid, priceGridChangelogs, updatePriceGrid, updatePriceGridItem, type PriceGrid, type PriceGridItem } from '../../../api/contract/pricing';
import { closedLineNote } from '../../../domain/agency/productGates';
import { PRICE_TEXTS } from '../../../domain/billing/texts';
import type { FormRules } from '../../../domain/form/rules';
import { amountRule, decimalRule, readDecimal } from '../../../domain/form/typedNumbers';
import { formatCents, parseAmountToCents, type Currency } from '../../../domain/format/amount';
import { formatDecimal } from '../../../domain/format/number';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { FormFields } from '../../kit/FormFields';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';
import { ChangeLog } from './ChangeLog';

const amountText = (cents: number | null) => (cents === null ? '' : formatDecimal(cents / 100, 2));

type GridField = 'label' | 'validFrom' | 'validTo' | 'perKm' | 'night' | 'sunday' | 'holiday';
const formOf = (grid: PriceGrid): Record<GridField, string> => ({
  label: grid.label, validFrom: grid.validFrom, validTo: grid.validTo ?? '', perKm: amountText(grid.perKmCents),
  night: String(grid.nightIncreasePercent).replace('.', ','), sunday: String(grid.sundayIncreasePercent).replace('.', ','), holiday: String(grid.holidayIncreasePercent).replace('.', ','),
});
// Typed text that does not read stops the save with the field's message (once, '12,5' % was sent as 0); an empty one is 0.
const PERCENT = decimalRule((value) => value >= 0 && value <= 300);
const GRID_RULES: FormRules<GridField> = { perKm: amountRule((cents) => cents >= 0), night: PERCENT, sunday: PERCENT, holiday: PERCENT };
const RATE_RULES: FormRules<'rate'> = { rate: amountRule((cents) => cents >= 0) };
const percentOf = (text: string) => (text.trim() ? readDecimal(text)! : 0);

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
  const form = useForm(formOf(loaded), GRID_RULES);
  const [notice, setNotice] = useState<string | null>(null);
  const log = useCall(priceGridChangelogs, { params: { id: loaded.id } });
  // A change's answer is the grid as saved: the form starts again from it (each rate's form from its item, by its key).
  const show = (answer: PriceGrid) => {
    setGrid(answer);
    form.reset(formOf(answer));
  };
  const action = useAction(async (work: () => Promise<PriceGrid | void>, message: string = MESSAGES.saved) => {
    setNotice(null);
    const answer = await work();
    if (answer) show(answer);
    setNotice(message);
    log.reload();
  });

  const saveRate = (item: PriceGridItem, rate: string) => {
    const cents = rate.trim() ? parseAmountToCents(rate) : null;
    return action.run(() => client.call(updatePriceGridItem, { params: { id: grid.id, itemId: item.id }, body: { hourlyRate: cents } }));
  };
  const saveGrid = () =>
    form.submit((values) =>
      action.run(() =>
        client.call(updatePriceGrid, {
          params: { id: grid.id },
          body: {
            label: values.label.trim(), customerId: grid.customer?.id ?? null, formulaId: grid.formulaId, validFrom: values.validFrom, validTo: values.validTo || null,
            perKmCents: parseAmountToCents(values.perKm) ?? 0, nightIncreasePercent: percentOf(values.night), sundayIncreasePercent: percentOf(values.sunday), holidayIncreasePercent: percentOf(values.holiday),
          },
        }),
      ),
    );
  const columns: Column<PriceGridItem>[] = [
    { key: 'label', header: 'Prestation', cell: (i) => i.prestationTypeLabel },
    { key: 'current', header: 'Tarif horaire TTC', numeric: true, nowrap: true, cell: (i) => (i.hourlyRate === null ? <span className="ap-negative">{PRICE_TEXTS.notPriced}</span> : formatCents(i.hourlyRate, { currency })) },
    {
      key: 'edit',
      header: 'Nouveau tarif',
      // A closed line's price is kept for the bills that used it, and changed only once its option is on again (the server refuses).
      cell: (i) => {
        const closed = closedLineNote(i.productType, gates);
        return closed ? <span className="ap-muted">{closed}</span> : <RateForm key={`${i.id}-${i.hourlyRate}`} item={i} save={(rate) => saveRate(i, rate)} />;
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
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="ap-filters">
        <FormFields form={form}>
          <TextField label="Libellé" maxLength={150} {...form.field('label')} />
          <DateField label="Valable du" {...form.field('validFrom')} />
          <DateField label="Au (facultatif)" {...form.field('validTo')} />
          <TextField label={`Kilomètre (${currency === 'CHF' ? 'CHF' : '€'})`} inputMode="decimal" {...form.field('perKm')} />
          <TextField label="Majoration de nuit (%)" inputMode="decimal" {...form.field('night')} />
          <TextField label="Majoration du dimanche (%)" inputMode="decimal" {...form.field('sunday')} />
          <TextField label="Majoration jour férié (%)" inputMode="decimal" {...form.field('holiday')} />
        </FormFields>
      </div>
      <Button onClick={() => void saveGrid()}>Enregistrer la grille</Button>
      <Table caption="Tarifs de la grille" columns={columns} rows={grid.items} rowKey={(i) => i.id} />
      {log.data?.length ? <ChangeLog entries={log.data} label="Historique de la grille" /> : null}
    </Modal>
  );
}

/** A rate's own kit form, in its row: a rate that does not read stops its « Enregistrer » with 'Montant invalide' under it. */
function RateForm({ item, save }: { item: PriceGridItem; save(rate: string): Promise<void> }) {
  const form = useForm({ rate: amountText(item.hourlyRate) }, RATE_RULES);
  return (
    <span className="ap-row-actions">
      <TextField hideLabel className="ap-amount-input" label={`Tarif horaire de « ${item.prestationTypeLabel} »`} inputMode="decimal" {...form.field('rate')} />
      <Button onClick={() => void form.submit(({ rate }) => save(rate))}>Enregistrer</Button>
    </span>
  );
}
