/**
 * The home tab of an employee's record (spec 001 §2, issue 12): contact and address, the next
 * exchange, transport options and professional information, the families served since when,
 * the pinned notes, the weekly unavailabilities (add and delete) and the recent absences.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { CIVILITY_LABELS, TRANSPORT_OPTION_LABELS } from '../../../../domain/employees/labels';
import { formatDate } from '../../../../domain/format/date';
import { formatDistance } from '../../../../domain/format/distance';
import { ContactFacts } from '../../../kit/ContactFacts';
import { ExchangeFacts } from '../../../kit/ExchangeFacts';
import { Fact } from '../../../kit/Fact';
import { StickyNotes } from '../../../widgets/notes/StickyNotes';
import { FamiliesSince } from '../../../widgets/records/FamiliesSince';
import { ProUnavailabilityPanels } from '../../../widgets/unavailability/ProUnavailabilityPanels';
import type { EmployeeTabProps } from './tabProps';

export function HomeTab({ employee }: EmployeeTabProps) {
  useSignals();
  const name = `${employee.firstName} ${employee.lastName}`;
  const transport = employee.transportOptions;
  const means = (Object.keys(TRANSPORT_OPTION_LABELS) as (keyof typeof TRANSPORT_OPTION_LABELS)[]).filter((key) => transport[key]).map((key) => TRANSPORT_OPTION_LABELS[key]);
  const pro = employee.proInfos;
  return (
    <div className="ap-record-home">
      <div className="ap-grid">
        <section className="ap-panel" aria-label="Contact">
          <h2 className="ap-panel__title">Contact</h2>
          <dl className="ap-facts">
            <Fact label="Civilité" value={CIVILITY_LABELS[employee.civility]} />
            <Fact label="Date de naissance" value={formatDate(employee.birthDate)} />
            <ContactFacts mobile={employee.phoneNumber1} phone={employee.phoneNumber2} email={employee.email} />
            <Fact label="Adresse" value={`${employee.address.street}, ${employee.address.zipCode} ${employee.address.city}`} />
          </dl>
        </section>
        <section className="ap-panel" aria-label="Suivi">
          <h2 className="ap-panel__title">Suivi</h2>
          <dl className="ap-facts">
            <ExchangeFacts next={employee.nextExchangeAt} last={employee.lastExchangeAt} />
            <Fact label="Poste" value={pro.jobTitle ?? '—'} />
            <Fact label="Date d’embauche" value={pro.hiredOn ? formatDate(pro.hiredOn) : '—'} />
            <Fact label="N° de sécurité sociale" value={pro.socialSecurityNumber ? 'Renseigné' : 'Non renseigné'} />
            <Fact label="Transport" value={means.length ? means.join(', ') : 'Non renseigné'} />
            <Fact label="Distance maximale" value={transport.maxDistanceKm === null ? '—' : formatDistance(transport.maxDistanceKm)} />
            <Fact label="Créé le" value={formatDate(employee.createdAt)} />
          </dl>
        </section>
      </div>
      <StickyNotes about={{ proId: employee.id, label: name }} />
      <FamiliesSince families={employee.families} />
      <ProUnavailabilityPanels userId={employee.id} />
    </div>
  );
}
