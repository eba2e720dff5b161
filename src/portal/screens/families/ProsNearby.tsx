/**
 * The professionals near a family on its summary (spec 001 §7 getRecentProsWithAffinities,
 * getNearestProsWithAffinities): those who worked there lately and the nearest, each nearest
 * first with its distance, its last day at the family and the other families it serves; each
 * professional's name is its resource label.
 */
import { nearestProsWithAffinities, recentProsWithAffinities, type ProWithAffinities } from '../../../api/contract/familyRecord';
import { distanceLabel } from '../../../domain/families/affinities';
import { formatDate } from '../../../domain/format/date';
import { useCall } from '../../kit/useQuery';
import { Table, type Column } from '../../ui/Table';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';

const COLUMNS: ReadonlyArray<Column<ProWithAffinities>> = [
  { key: 'name', header: 'Intervenant', wide: true, cell: (pro) => <ResourceLabel kind="employee" id={pro.id} label={`${pro.firstName} ${pro.lastName}`} /> },
  { key: 'distance', header: 'Distance', numeric: true, nowrap: true, cell: (pro) => distanceLabel(pro.distanceKm) },
  { key: 'last', header: 'Dernière intervention', nowrap: true, cell: (pro) => (pro.lastEventDay ? formatDate(pro.lastEventDay) : 'Jamais') },
  {
    key: 'families',
    header: 'Familles servies',
    fill: true,
    cell: (pro) => (pro.familiesCount ? `${pro.families.map((f) => f.name).join(', ')}${pro.familiesCount > pro.families.length ? ` et ${pro.familiesCount - pro.families.length} autre${pro.familiesCount - pro.families.length > 1 ? 's' : ''}` : ''}` : 'Aucune autre'),
  },
];

function ProsTable({ title, empty, pros }: { title: string; empty: string; pros: { data: ProWithAffinities[] | null; loading: boolean } }) {
  return (
    <section className="ap-panel" aria-label={title}>
      <h2 className="ap-panel__title">{title}</h2>
      <Table caption={title} rows={pros.data ?? []} loading={pros.loading} rowKey={(pro) => pro.id} empty={empty} columns={COLUMNS} />
    </section>
  );
}

export function ProsNearby({ familyId }: { familyId: number }) {
  const recent = useCall(recentProsWithAffinities, { params: { id: familyId } });
  const nearest = useCall(nearestProsWithAffinities, { params: { id: familyId } });
  return (
    <>
      <ProsTable title="Intervenants récents" empty="Aucun intervenant ces 90 derniers jours" pros={recent} />
      <ProsTable title="Intervenants les plus proches" empty="Aucun résultat (adresse de la famille sans coordonnées)" pros={nearest} />
    </>
  );
}
