/**
 * A customer's price grids (spec 001 §7 infos: price grid, initPriceGrid, nextPriceGrid): its own
 * grids with their validity, the one that prices its bills today (the agency's default when it has
 * none); « Initialiser la grille » gives it its own copy of a grid from today, « Prochaine grille »
 * one from a later day. Grid prices are written on /agency/prices.
 */
import { useState } from 'react';
import { CalendarEvent, Plus } from 'tabler-icons-react';
import { initCustomerPriceGrid, nextCustomerPriceGrid } from '../../../api/contract/customerRecord';
import type { CustomerDetails } from '../../../api/contract/customers';
import { customerPriceGrids, relevantPriceGrid, searchPriceGrids } from '../../../api/contract/pricing';
import { gridsWithRelevant } from '../../../domain/billing/priceGrids';
import { formatDate, toIsoDate } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { Table } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { DateField } from '../../ui/DateField';

export function CustomerGrids({ customerId, onChange }: { customerId: number; onChange(customer: CustomerDetails): void }) {
  const { clock } = usePortal();
  const [asked, setAsked] = useState<'init' | 'next' | null>(null);
  const today = toIsoDate(clock.now());
  const grids = useCall(customerPriceGrids, { params: { id: customerId } });
  const relevant = useCall(relevantPriceGrid, { params: { id: customerId, date: today } });
  const rows = gridsWithRelevant(grids.data ?? [], relevant.data);
  return (
    <section className="ap-panel" aria-label="Grilles tarifaires">
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title">Grilles tarifaires</h2>
        <div className="ap-record-head__actions">
          <Link to="/agency/prices">Tarifs de l’agence</Link>
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setAsked('init')}>
            Initialiser la grille
          </Button>
          <Button icon={<CalendarEvent size={16} aria-hidden="true" />} onClick={() => setAsked('next')}>
            Prochaine grille
          </Button>
        </div>
      </div>
      <Table
        caption="Grilles tarifaires du client"
        loading={grids.loading && !grids.data}
        rows={rows}
        rowKey={(grid) => grid.id}
        empty="Aucune grille"
        columns={[
          { key: 'label', header: 'Grille', cell: (grid) => <span className="ap-strong">{grid.label}</span> },
          { key: 'scope', header: 'Portée', cell: (grid) => (grid.customer ? 'Propre au client' : 'Grille de l’agence') },
          { key: 'validity', header: 'Validité', nowrap: true, cell: (grid) => `du ${formatDate(grid.validFrom)}${grid.validTo ? ` au ${formatDate(grid.validTo)}` : ''}` },
          { key: 'relevant', header: 'Aujourd’hui', cell: (grid) => (grid.id === relevant.data?.id ? <Tag tone="success">Applicable</Tag> : null) },
        ]}
      />
      {asked ? (
        <GridDialog
          customerId={customerId}
          next={asked === 'next'}
          today={today}
          onClose={() => setAsked(null)}
          onDone={(customer) => {
            setAsked(null);
            grids.reload();
            relevant.reload();
            onChange(customer);
          }}
        />
      ) : null}
    </section>
  );
}

/** Chooses the grid to copy (the agency's grids) and, for the next one, the day it starts. */
function GridDialog({ customerId, next, today, onClose, onDone }: { customerId: number; next: boolean; today: string; onClose(): void; onDone(customer: CustomerDetails): void }) {
  const { client } = usePortal();
  const agencyGrids = useCall(searchPriceGrids, { body: { pattern: null, customerId: null, pageNumber: 0, pageSize: 100 } });
  const choices = (agencyGrids.data?.content ?? []).filter((grid) => grid.customer === null);
  const form = useForm({ gridId: '', validFrom: '' }, { gridId: { required: true }, validFrom: { required: next } });
  const submit = () =>
    void form.submit(async ({ gridId, validFrom }) =>
      onDone(
        next
          ? await client.call(nextCustomerPriceGrid, { params: { id: customerId }, body: { gridId: Number(gridId), validFrom } })
          : await client.call(initCustomerPriceGrid, { params: { id: customerId, gridId: Number(gridId) } }),
      ),
    );
  return (
    <FormDialog title={next ? 'Prochaine grille tarifaire' : 'Initialiser la grille tarifaire'} form={form} onSubmit={submit} onClose={onClose} width={520}>
      <p className="ap-muted">
        {next
          ? 'Le client aura sa propre copie de la grille choisie à partir de la date donnée ; sa grille actuelle s’arrête la veille.'
          : 'Le client aura sa propre copie de la grille choisie, applicable dès aujourd’hui.'}
      </p>
      <SelectField label="Grille d’origine" options={[{ value: '', label: 'Choisir une grille' }, ...choices.map((grid) => ({ value: String(grid.id), label: grid.label }))]} {...form.field('gridId')} />
      {next ? <DateField label="À partir du" min={today} required {...form.field('validFrom')} /> : null}
    </FormDialog>
  );
}
