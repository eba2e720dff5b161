/**
 * /plannings/import/progisap, /domino, /ximi: the interventions exported by another planning
 * program, imported from a CSV file in the portal (the shared import widget: every line
 * checked as the CLI does, nothing sent while one is wrong). The format is the route's last
 * segment; the tabs switch between the three. `agency import plannings` stays the batch path.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { importPlannings, PLANNING_FORMATS, type PlanningFormat } from '../../../api/contract/imports';
import { PLANNINGS } from '../../../domain/imports/specs';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { TabBar } from '../../kit/TabBar';
import { ImportFile } from '../../widgets/ImportFile';

const PROGRAMS: Record<PlanningFormat, string> = { progisap: 'Progisap', domino: 'Domino', ximi: 'Ximi' };
const TABS = PLANNING_FORMATS.map((format) => ({ key: format, label: PROGRAMS[format], to: `/plannings/import/${format}` }));

const formatOf = (location: string): PlanningFormat => PLANNING_FORMATS.find((format) => location.split(/[?#]/)[0]!.endsWith(`/${format}`)) ?? 'progisap';

export function PlanningImportScreen({ title }: ScreenProps) {
  useSignals();
  const { client, router } = usePortal();
  const format = formatOf(router.location.value);
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <TabBar tabs={TABS} current={format} label="Logiciel d'origine" />
      <p className="ap-import__intro">
        Les interventions exportées par {PROGRAMS[format]} (fichier CSV) deviennent des prestations du planning : chaque ligne est vérifiée avant l’envoi, et
        l’intervenant(e) et le client sont retrouvés par leurs références.
      </p>
      <ImportFile
        key={format}
        spec={PLANNINGS[format]}
        send={(rows, { skipRefused }) => client.call(importPlannings, { params: { format }, body: { rows, skipRefused } })}
        skipRefused
        command={`agency import plannings --format ${format} planning-${format}.csv --dry-run\nagency import plannings --format ${format} planning-${format}.csv`}
      />
    </>
  );
}
