/**
 * A customer's price grids (spec 001 §7 infos: price grid): its own grids with their validity,
 * and the one that prices its bills today (the agency's default when it has none); grids are
 * written on /agency/prices.
 */
import { customerPriceGrids, relevantPriceGrid } from '../../../api/contract/pricing';
import { formatDate, toIsoDate } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { Table } from '../../ui/Table';
import { Tag } from '../../ui/Tag';

export function CustomerGrids({ customerId }: { customerId: number }) {
  const { client, clock } = usePortal();
  const today = toIsoDate(clock.now());
  const grids = useLoad(() => client.call(customerPriceGrids, { params: { id: customerId } }), [client, customerId]);
  const relevant = useLoad(() => client.call(relevantPriceGrid, { params: { id: customerId, date: today } }), [client, customerId, today]);
  const rows = [...(grids.data ?? [])];
  if (relevant.data && !rows.some((grid) => grid.id === relevant.data!.id)) rows.push(relevant.data);
  return (
    <section className="ap-panel" aria-label="Grilles tarifaires">
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title">Grilles tarifaires</h2>
        <Link to="/agency/prices">Gérer les grilles de l’agence</Link>
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
    </section>
  );
}
