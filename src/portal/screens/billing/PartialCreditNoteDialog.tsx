/**
 * A partial credit note (spec 002 §7.6): an amount per line of the bill, at most what the
 * line still carries; the server computes the VAT split and the remainder after it, shows a
 * preview PDF (one-use token), then creates it.
 */
import { useState } from 'react';
import {
  buildPreviewPartialCreditNoteContext, computePartialCreditNoteAmounts, createPartialCreditNote, previewPartialCreditNote, type BillDetail,
} from '../../../api/contract/billing';
import { fillPath } from '../../../api/endpoint';
import { BILLING_TEXTS } from '../../../domain/billing/texts';
import { formatCents, parseAmountToCents } from '../../../domain/format/amount';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { openPreview } from '../../app/saveFile';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';

type Kind = 'ITEM' | 'ADJUSTMENT' | 'FEE';
interface Line {
  kind: Kind;
  id: number;
  label: string;
  vatIncluded: number;
}

type Computed = Awaited<ReturnType<typeof computeOf>>;
async function computeOf(client: ReturnType<typeof usePortal>['client'], id: number, lines: { kind: Kind; id: number; amount: number }[]) {
  return client.call(computePartialCreditNoteAmounts, { params: { id }, body: { lines } });
}

export function PartialCreditNoteDialog({ bill, onDone, onCancel }: { bill: BillDetail; onDone(noteId: number): void; onCancel(): void }) {
  const { client } = usePortal();
  const money = (cents: number) => formatCents(cents, { currency: bill.currency });
  const lines: Line[] = [
    ...bill.items.map((i) => ({ kind: 'ITEM' as const, id: i.id, label: i.label, vatIncluded: i.vatIncluded })),
    ...bill.adjustments.filter((a) => a.vatIncluded > 0).map((a) => ({ kind: 'ADJUSTMENT' as const, id: a.id, label: a.label, vatIncluded: a.vatIncluded })),
    ...bill.fees.map((f) => ({ kind: 'FEE' as const, id: f.id, label: f.label, vatIncluded: f.vatIncluded })),
  ];
  const [amounts, setAmounts, latestAmounts] = useLatestState<Record<string, string>>({});
  const [computed, setComputed] = useState<Computed | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const keyOf = (line: Line) => `${line.kind}-${line.id}`;
  // The amounts of the last keystroke, not of the last render (« Calculer » right after typing).
  const asked = () => {
    const amounts = latestAmounts();
    const chosen = lines.flatMap((line) => {
      const text = amounts[keyOf(line)]?.trim();
      if (!text) return [];
      const cents = parseAmountToCents(text);
      return [{ kind: line.kind, id: line.id, amount: cents ?? -1 }];
    });
    if (chosen.some((line) => line.amount <= 0)) return BILLING_TEXTS.invalidAmount;
    return chosen.length ? chosen : BILLING_TEXTS.noCreditNoteLine;
  };
  const withLines = (work: (chosen: { kind: Kind; id: number; amount: number }[]) => Promise<void>) => async () => {
    const chosen = asked();
    setFormError(typeof chosen === 'string' ? chosen : null);
    if (typeof chosen !== 'string') await work(chosen);
  };
  const compute = useAction(withLines(async (chosen) => setComputed(await computeOf(client, bill.id, chosen))));
  const preview = useAction(
    withLines(async (chosen) => {
      const { hash, token } = await client.call(buildPreviewPartialCreditNoteContext, { params: { id: bill.id }, body: { lines: chosen } });
      openPreview(`${client.baseUrl}${fillPath(previewPartialCreditNote.path, { id: bill.id, hash })}?${new URLSearchParams({ tk: token, inline: 'true' })}`);
    }),
  );
  const create = useAction(
    withLines(async (chosen) => {
      const note = await client.call(createPartialCreditNote, { params: { id: bill.id }, body: { lines: chosen } });
      onDone(note.id);
    }),
  );
  const error = formError ?? compute.error ?? preview.error ?? create.error;

  const columns: Column<Line>[] = [
    { key: 'label', header: 'Ligne', cell: (line) => line.label },
    { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (line) => money(line.vatIncluded) },
    {
      key: 'credit',
      header: 'À créditer',
      cell: (line) => (
        <TextField
          hideLabel
          className="ap-amount-input"
          label={`Montant à créditer sur « ${line.label} »`}
          inputMode="decimal"
          value={amounts[keyOf(line)] ?? ''}
          onValueChange={(value) => {
            setAmounts((current) => ({ ...current, [keyOf(line)]: value }));
            setComputed(null);
          }}
        />
      ),
    },
  ];
  return (
    <Modal
      title="Avoir partiel"
      subtitle={`Sur la facture ${bill.billNumber ?? ''}`}
      width={760}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>Annuler</Button>
          <Button loading={compute.pending} onClick={() => void compute.run()}>
            Calculer
          </Button>
          <Button loading={preview.pending} onClick={() => void preview.run()}>
            Aperçu
          </Button>
          <Button variant="primary" loading={create.pending} disabled={!computed} onClick={() => void create.run()}>
            Créer l’avoir
          </Button>
        </>
      }
    >
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Table caption="Lignes de la facture" columns={columns} rows={lines} rowKey={keyOf} />
      {computed ? (
        <dl className="ap-bill-totals" aria-label="Montants de l'avoir">
          <dt>Total HT</dt>
          <dd>{money(computed.vatExcludedAmount)}</dd>
          <dt>TVA</dt>
          <dd>{money(computed.vatAmount)}</dd>
          <dt className="ap-bill-totals__main">Avoir TTC</dt>
          <dd>{money(computed.vatIncludedAmount)}</dd>
          <dt>Reste à payer ensuite</dt>
          <dd>{money(computed.remainingAfter)}</dd>
        </dl>
      ) : (
        <p className="ap-muted">{BILLING_TEXTS.computeFirst}</p>
      )}
    </Modal>
  );
}
