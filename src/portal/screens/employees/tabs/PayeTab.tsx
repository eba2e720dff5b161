/**
 * The paye tab of an employee's record (spec 001 §7 Paye, Work contracts): before the payroll
 * knows the employee, « Initialiser la paie »; then the paye contracts, the current period
 * (hours to validate per contract, bonuses, down payments, « Valider la période »), and the
 * work contracts. Shown only where paye is available (the record page checks it).
 */
import { useState } from 'react';
import { initializePaye, payeConfig } from '../../../../api/contract/paye';
import { formatDateTime } from '../../../../domain/format/date';
import { usePortal } from '../../../context';
import { useAction } from '../../../kit/useAction';
import { useCall } from '../../../kit/useQuery';
import { useStyles } from '../../../ui/useStyles';
import { Fact } from '../../../kit/Fact';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Loading } from '../../../ui/Spinner';
import { PayeContracts } from '../paye/PayeContracts';
import { PayePeriod } from '../paye/PayePeriod';
import { WorkContracts } from '../paye/WorkContracts';
import { payeCss } from '../paye/paye.css';
import type { EmployeeTabProps } from './tabProps';

export function PayeTab({ employee }: EmployeeTabProps) {
  useStyles('paye', payeCss);
  const { client } = usePortal();
  const [version, setVersion] = useState(0);
  const config = useCall(payeConfig, { params: { id: employee.id } });
  const initialize = useAction(async () => {
    await client.call(initializePaye, { params: { id: employee.id } });
    config.reload();
    setVersion((v) => v + 1);
  });
  // The paye contracts and the periods read again after a change of one of them.
  const changed = () => setVersion((v) => v + 1);

  if (employee.candidate) return <Alert tone="info">La paie concerne les salariés : passez d’abord le candidat en salarié.</Alert>;
  if (!config.data) return config.loading ? <Loading /> : <Alert tone="danger">La paie de ce salarié n’a pas pu être chargée.</Alert>;
  return (
    <div className="ap-record-stack">
      {config.data.initialized ? (
        <>
          <section className="ap-panel" aria-label="Paie">
            <h2 className="ap-panel__title">Paie</h2>
            <dl className="ap-facts">
              <Fact label="Matricule de paie" value={config.data.payrollNumber} />
              <Fact label="Initialisée le" value={config.data.initializedAt ? formatDateTime(config.data.initializedAt) : null} />
            </dl>
          </section>
          <PayeContracts employeeId={employee.id} version={version} onChange={changed} />
          <PayePeriod employeeId={employee.id} version={version} />
        </>
      ) : (
        <section className="ap-panel" aria-label="Paie">
          <EmptyState title="La paie n’est pas encore initialisée pour ce salarié">
            {initialize.error ? <Alert tone="danger">{initialize.error}</Alert> : null}
            <Button variant="primary" loading={initialize.pending} onClick={() => void initialize.run()}>Initialiser la paie</Button>
          </EmptyState>
        </section>
      )}
      <WorkContracts employeeId={employee.id} />
    </div>
  );
}
