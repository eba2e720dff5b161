/**
 * /agency/paye: the agency's paye (spec 001 §7 looks-for-agency-initialization,
 * validate-employees-mapping). Spec 000 §2.1 gives it no route; decided: a page of the agency
 * settings, where a director looks for the agency's set-up, shown only where paye is available
 * (elsewhere the tab is absent and the route goes to /accessdenied). It says how many of the
 * agency's employees the payroll knows and lists the unmatched ones, each with a field for its
 * payroll number; « Valider le rapprochement » sends the numbers typed (the others stay
 * listed), and a refused number shows on its row. Under it, the month's paysheets are filed from a zip (PaysheetsUpload).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { looksForAgencyInitialization, validateEmployeesMapping, type AgencyPayeState } from '../../../api/contract/paye';
import { ACCESS_DENIED_PATH, buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useWriteAnswer } from '../../kit/useWriteAnswer';
import { Fact } from '../../kit/Fact';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { PaysheetsUpload } from '../../widgets/paysheets/PaysheetsUpload';
import { usePayeAvailable } from '../employees/usePayeAvailable';
import { AgencyHead, NoAgency } from './AgencyTabs';

type Unmapped = AgencyPayeState['unmapped'][number];

export const MAPPING_NOTHING_TYPED = 'Saisissez le matricule de paie d’au moins un salarié';

export function AgencyPayeScreen(_: ScreenProps) {
  useSignals();
  const { client, agencyContext, router } = usePortal();
  const agencyId = agencyContext.agency.value?.id ?? null;
  const available = usePayeAvailable();
  const denied = agencyId !== null && !available;
  useEffect(() => {
    if (denied) router.navigate(ACCESS_DENIED_PATH, { replace: true });
  }, [denied, router]);
  const loaded = useCall(looksForAgencyInitialization, agencyId === null || denied ? null : {});
  const [state, setAnswer] = useWriteAnswer<AgencyPayeState>(loaded.data, agencyId);
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useAction(async () => {
    setNotice(null);
    setRowErrors({});
    const mappings = (state?.unmapped ?? []).flatMap((e) => (numbers[e.id]?.trim() ? [{ employeeId: e.id, payrollNumber: numbers[e.id]!.trim() }] : []));
    if (!mappings.length) throw new ApiError(400, 'NOTHING_TYPED', MAPPING_NOTHING_TYPED, validateEmployeesMapping.name);
    try {
      const next = await client.call(validateEmployeesMapping, { body: { mappings } });
      setAnswer(next);
      setNumbers({});
      setNotice(`${mappings.length} salarié${mappings.length > 1 ? 's' : ''} rapproché${mappings.length > 1 ? 's' : ''} dans la paie`);
    } catch (error) {
      // The refusals name their row: `mappings.{index}` (…`.payrollNumber` for a malformed number).
      if (error instanceof ApiError) {
        const byRow = Object.fromEntries(error.errors.flatMap((e) => {
          const index = /^mappings\.(\d+)/.exec(e.field ?? '')?.[1];
          return index === undefined ? [] : [[mappings[Number(index)]!.employeeId, e.label]];
        }));
        setRowErrors(byRow);
        if (Object.keys(byRow).length) throw new ApiError(400, error.code, 'Certains matricules sont refusés : corrigez-les avant de valider', error.endpoint);
      }
      throw error;
    }
  });

  const head = <AgencyHead current="paye" intro="Paie de l’agence : les salariés du portail rapprochés de ceux du logiciel de paie" />;
  if (agencyId === null) return <div className="ap-record-stack">{head}<NoAgency /></div>;
  if (denied) return null;
  const columns: Column<Unmapped>[] = [
    { key: 'ref', header: 'Référence', nowrap: true, cell: (e) => e.ref ?? '—' },
    { key: 'name', header: 'Salarié', fill: true, cell: (e) => <Link to={buildPath('/employees/{employeeId}/paye', { employeeId: e.id })}>{`${e.lastName} ${e.firstName}`}</Link> },
    {
      key: 'payrollNumber', header: 'Matricule de paie', cell: (e) => (
        <TextField label={`Matricule de paie de ${e.firstName} ${e.lastName}`} hideLabel maxLength={30} value={numbers[e.id] ?? ''} error={rowErrors[e.id]}
          onValueChange={(value) => setNumbers((all) => ({ ...all, [e.id]: value }))} />
      ),
    },
  ];
  return (
    <div className="ap-record-stack">
      {head}
      {!state ? (
        loaded.loading ? <Loading /> : <Alert tone="danger">La paie de l’agence n’a pas pu être chargée.</Alert>
      ) : (
        <>
          <section className="ap-panel" aria-labelledby="agency-paye-state">
            <div className="ap-page-head ap-page-head--actions">
              <h2 className="ap-panel__title" id="agency-paye-state">Paie de l’agence</h2>
              <Tag tone={state.initialized ? 'success' : 'warning'}>{state.initialized ? 'Paie initialisée' : 'Paie à initialiser'}</Tag>
            </div>
            <dl className="ap-facts">
              <Fact label="Salariés de l’agence" value={String(state.employeesCount)} />
              <Fact label="Rapprochés dans la paie" value={String(state.mappedCount)} />
              <Fact label="À rapprocher" value={String(state.unmapped.length)} />
            </dl>
          </section>
          <section className="ap-panel" aria-labelledby="agency-paye-mapping">
            <div className="ap-page-head ap-page-head--actions">
              <h2 className="ap-panel__title" id="agency-paye-mapping">Salariés à rapprocher</h2>
              {state.unmapped.length ? <Button variant="primary" loading={save.pending} onClick={() => void save.run()}>Valider le rapprochement</Button> : null}
            </div>
            {notice ? <Alert tone="success">{notice}</Alert> : null}
            {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
            <p className="ap-muted">Saisissez le matricule que le logiciel de paie donne à chaque salarié ; ceux laissés vides restent à rapprocher.</p>
            <Table caption="Salariés à rapprocher" columns={columns} rows={state.unmapped} rowKey={(e) => e.id} empty="Tous les salariés de l’agence sont rapprochés dans la paie" />
          </section>
          <PaysheetsUpload />
        </>
      )}
    </div>
  );
}
