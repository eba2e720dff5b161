/** The employee explorer's views (spec 001 §2): Informations générales, Messages and Notes épinglées (the professional's: same id). */
import { getEmployee, type EmployeeDetails } from '../../../api/contract/employeeRecord';
import { resourcePath } from '../../../domain/explorer';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import { useCall } from '../../kit/useQuery';
import { ContactFacts } from '../../kit/ContactFacts';
import { Fact } from '../../kit/Fact';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { ExplorerMessages, ExplorerNotes } from './lazyExplorerViews';
import type { ExplorerViewProps } from './ResourceExplorer';

function MainView({ employee, admin, onLeave }: { employee: EmployeeDetails; admin: boolean; onLeave(): void }) {
  const { street, zipCode, city } = employee.address;
  return (
    <>
      <dl className="ap-facts">
        {admin ? <Fact label="Identifiant" value={String(employee.id)} /> : null}
        <Fact label="Référence" value={employee.ref} />
        <Fact label="Nom" value={`${employee.firstName} ${employee.lastName}`} />
        <ContactFacts mobile={employee.phoneNumber1} phone={employee.phoneNumber2} email={employee.email} />
        <Fact label="Création" value={formatDate(employee.createdAt)} />
        <Fact label="Dernier échange" value={employee.lastExchangeAt ? formatDateTime(employee.lastExchangeAt) : null} />
        <Fact label="Prochain échange" value={employee.nextExchangeAt ? formatDateTime(employee.nextExchangeAt) : null} />
        <Fact label="Adresse" value={[street, [zipCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ')} />
      </dl>
      <p>
        <Link to={resourcePath({ kind: 'employee', id: employee.id })} onClick={onLeave}>
          Ouvrir la fiche salarié
        </Link>
      </p>
    </>
  );
}

export function EmployeeExplorer({ target, view, admin, onLeave, head }: ExplorerViewProps) {
  const employee = useCall(getEmployee, { params: { id: target.id } });
  if (employee.loading) return <Loading />;
  const data = employee.data;
  if (!data) return <>{head(null)}<EmptyState /></>;
  return (
    <>
      {head(`${data.firstName} ${data.lastName}`)}
      {view === 'main' ? <MainView employee={data} admin={admin} onLeave={onLeave} /> : null}
      {view === 'messages' ? <ExplorerMessages proId={data.id} /> : null}
      {view === 'notes' ? <ExplorerNotes proId={data.id} /> : null}
    </>
  );
}
