/**
 * /agency/prices, a customer's grids (spec 002 §7.2): the grids of the customer chosen and the
 * one that prices its bills at a date (today by default), marked in the list (the agency's
 * default grid listed too when it is that one).
 */
import { useState } from 'react';
import { customerPriceGrids, relevantPriceGrid, type PriceGrid } from '../../../api/contract/pricing';
import { gridsWithRelevant, relevantGridHint } from '../../../domain/billing/priceGrids';
import { toIsoDate } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { useReloadOn } from '../../kit/useReloadOn';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { DateField } from '../../ui/DateField';
import type { Choice } from '../../ui/RemoteSelect';
import { CustomerSelector } from '../../widgets/Selectors';

export function CustomerPriceGrids({ columns, version }: { columns: Column<PriceGrid>[]; version: number }) {
  const { clock } = usePortal();
  const [customer, setCustomer] = useState<Choice | null>(null);
  const [date, setDate] = useState(toIsoDate(clock.now()));
  const grids = useCall(customerPriceGrids, customer ? { params: { id: customer.id } } : null);
  const relevant = useCall(relevantPriceGrid, customer && date ? { params: { id: customer.id, date } } : null);
  useReloadOn(version, grids, relevant);
  const marked: Column<PriceGrid>[] = [
    { key: 'relevant', header: 'À cette date', nowrap: true, cell: (g) => (g.id === relevant.data?.id ? <Tag tone="success">Applicable</Tag> : null) },
    // The customer is the one chosen: its column would only repeat it.
    ...columns.filter((column) => column.key !== 'customer'),
  ];
  return (
    <section className="ap-bill-section" aria-labelledby="customer-price-grids">
      <h2 id="customer-price-grids">Grilles d’un client</h2>
      <div className="ap-billing-toolbar">
        <CustomerSelector value={customer} onValueChange={setCustomer} />
        <DateField label="Applicable au" value={date} onValueChange={setDate} />
      </div>
      {customer ? (
        <>
          {date && !relevant.loading ? <p className="ap-muted">{relevantGridHint(date, relevant.data)}</p> : null}
          <Table caption={`Grilles de ${customer.label}`} columns={marked} rows={gridsWithRelevant(grids.data ?? [], relevant.data)} rowKey={(g) => g.id} loading={grids.loading && !grids.data} />
        </>
      ) : (
        <p className="ap-muted">Choisissez un client pour voir ses grilles et celle qui s’applique à une date.</p>
      )}
    </section>
  );
}
