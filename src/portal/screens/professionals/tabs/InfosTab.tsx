/**
 * The informations of a professional: contact, address, agency and hiring (the details panel's
 * call; the forms are the employee record's, linked), then its permissions per family.
 */
import { getProfessional } from '../../../../api/contract/professionals';
import { formatDate } from '../../../../domain/format/date';
import { Link } from '../../../app/Link';
import { useCall } from '../../../kit/useQuery';
import { ContactFacts } from '../../../kit/ContactFacts';
import { Fact } from '../../../kit/Fact';
import { Loading } from '../../../ui/Spinner';
import { PermissionsPanel } from '../PermissionsPanel';
import type { ProfessionalTabProps } from './tabProps';

export function InfosTab({ pro }: ProfessionalTabProps) {
  const details = useCall(getProfessional, { params: { id: pro.id } }).data;
  return (
    <div className="ap-record-home">
      <section className="ap-panel" aria-label="Coordonnées">
        <div className="ap-page-head ap-page-head--actions">
          <h2 className="ap-panel__title">Coordonnées</h2>
          <Link to={`/${pro.status === 'CANDIDATE' ? 'candidates' : 'employees'}/${pro.id}/infos`}>Modifier sur la fiche salarié</Link>
        </div>
        {details ? (
          <dl className="ap-facts">
            <Fact label="Référence" value={details.ref} />
            <ContactFacts mobile={details.phoneNumber1} phone={details.phoneNumber2} email={details.email} />
            <Fact label="Adresse" value={`${details.street}, ${details.zipCode} ${details.city}`} />
            <Fact label="Agence" value={details.agency.label} />
            <Fact label="Date d’embauche" value={details.hiredOn ? formatDate(details.hiredOn) : null} />
          </dl>
        ) : (
          <Loading />
        )}
      </section>
      <PermissionsPanel proId={pro.id} />
    </div>
  );
}
