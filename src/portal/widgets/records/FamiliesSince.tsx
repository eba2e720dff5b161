/** The families a professional works for, with the day of the first event ('Depuis le'): the employee's home tab and the professional's summary. */
import { formatDate } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import { Table } from '../../ui/Table';

export function FamiliesSince({ families }: { families: ReadonlyArray<{ id: number; name: string; since: string }> }) {
  return (
    <section className="ap-panel" aria-label="Familles">
      <h2 className="ap-panel__title">Familles</h2>
      <Table
        caption="Familles"
        rows={families}
        rowKey={(family) => family.id}
        empty="Aucune famille"
        columns={[
          { key: 'name', header: 'Famille', cell: (family) => <Link to={`/families/${family.id}/resume`}>{family.name}</Link> },
          { key: 'since', header: 'Depuis le', nowrap: true, cell: (family) => formatDate(family.since) },
        ]}
      />
    </section>
  );
}
