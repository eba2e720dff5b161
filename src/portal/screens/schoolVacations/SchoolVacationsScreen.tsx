/**
 * /school-vacations (admin, spec 001 §7): the vacations of a school year, by zone, that the
 * planning's repetitions « hors vacances scolaires » and the estimates follow; a period added,
 * changed or deleted (confirmed) takes effect on the next planning computed.
 */
import { useState } from 'react';
import { Edit, Plus, Trash } from 'tabler-icons-react';
import { deleteSchoolVacation, schoolVacations, type SchoolVacation } from '../../../api/contract/schoolVacations';
import { formatDate, toIsoDate } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { ZONE_OPTIONS } from '../../../domain/schoolVacationForm';
import {
  SCHOOL_VACATION_KIND_LABELS, SCHOOL_VACATION_ZONE_LABELS, periodDays, yearPeriodOf, yearPeriodsAround, type SchoolVacationZone,
} from '../../../domain/schoolVacations';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { SchoolVacationDialog } from './SchoolVacationDialog';

const ALL_ZONES = [{ value: '', label: 'Toutes les zones' }, ...ZONE_OPTIONS];

export function SchoolVacationsScreen({ title }: ScreenProps) {
  const { client, clock } = usePortal();
  const today = toIsoDate(clock.now());
  const [yearPeriod, setYearPeriod] = useState(() => yearPeriodOf(today));
  const [zone, setZone] = useState('');
  const [editing, setEditing] = useState<SchoolVacation | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useCall(schoolVacations, { query: { yearPeriod, ...(zone ? { zone: zone as SchoolVacationZone } : {}) } });
  const removal = useAction(async (period: SchoolVacation) => {
    setNotice(null);
    await client.call(deleteSchoolVacation, { params: { id: period.id } });
    setNotice(MESSAGES.deleted);
    list.reload();
  });
  const deletion = useDeleteConfirmation<SchoolVacation>('Confirmez-vous la suppression de ces vacances ?', (period) => removal.run(period));
  // A period saved in a farther school year keeps its year in the choices.
  const yearOptions = [...new Set([...yearPeriodsAround(today), yearPeriod])].sort().map((value) => ({ value, label: value }));
  const name = (p: SchoolVacation) => `${SCHOOL_VACATION_KIND_LABELS[p.kind]} (${SCHOOL_VACATION_ZONE_LABELS[p.zone]})`;

  const columns: Column<SchoolVacation>[] = [
    { key: 'zone', header: 'Zone', nowrap: true, cell: (p) => SCHOOL_VACATION_ZONE_LABELS[p.zone] },
    { key: 'kind', header: 'Vacances', wide: true, cell: (p) => <span className="ap-strong">{SCHOOL_VACATION_KIND_LABELS[p.kind]}</span> },
    { key: 'start', header: 'Du', nowrap: true, cell: (p) => formatDate(p.startDate) },
    { key: 'end', header: 'Au', nowrap: true, cell: (p) => formatDate(p.endDate) },
    { key: 'days', header: 'Jours', numeric: true, cell: (p) => periodDays(p.startDate, p.endDate) },
    {
      key: 'actions', header: 'Actions', nowrap: true,
      cell: (p) => (
        <span className="ap-row-actions">
          <Button variant="ghost" icon={<Edit size={16} aria-hidden="true" />} aria-label={`Modifier ${name(p)}`} title="Modifier" onClick={() => setEditing(p)} />
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer ${name(p)}`} title="Supprimer" onClick={() => deletion.ask(p)} />
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Ajouter des vacances
        </Button>
      </div>
      <p className="ap-muted">Les répétitions « hors vacances scolaires » ou « pendant les vacances scolaires » des plannings et des devis suivent les vacances de la zone de l’agence. Chaque période va du premier au dernier jour sans école inclus.</p>
      <div className="ap-filters" role="search" aria-label="Filtres des vacances scolaires">
        <SelectField label="Année scolaire" value={yearPeriod} options={yearOptions} onValueChange={setYearPeriod} />
        <SelectField label="Zone" value={zone} options={ALL_ZONES} onValueChange={setZone} />
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {removal.error ? <Alert tone="danger">{removal.error}</Alert> : null}
      <Table caption={`Vacances scolaires ${yearPeriod}`} columns={columns} rows={list.data ?? []} rowKey={(p) => p.id} loading={list.loading && !list.data} empty="Aucune période de vacances pour cette année scolaire" />
      {deletion.dialog}
      {editing ? (
        <SchoolVacationDialog
          period={editing === 'new' ? null : editing}
          zone={zone}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(MESSAGES.saved);
            if (saved.yearPeriod !== yearPeriod) setYearPeriod(saved.yearPeriod);
            else list.reload();
          }}
        />
      ) : null}
    </>
  );
}
