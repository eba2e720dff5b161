/** The family tab of a customer's record (spec 001 §3): its families, their children with birth dates, the CAF number, the parents' active app accounts, links to the family pages; a family created from here. */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { childAgeLabel } from '../../../../domain/birthdays';
import { formatDate } from '../../../../domain/format/date';
import { usePortal } from '../../../context';
import { Link } from '../../../app/Link';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { NewFamilyDialog } from '../../families/NewFamilyDialog';
import { Table } from '../../../ui/Table';
import type { CustomerTabProps } from './tabProps';

export function FamilyTab({ customer }: CustomerTabProps) {
  const { clock } = usePortal();
  const [creating, setCreating] = useState(false);
  const create = (
    <>
      <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
        Créer une famille
      </Button>
      {creating ? <NewFamilyDialog customer={{ id: customer.customerId, lastName: customer.customerMainContact.lastName }} onClose={() => setCreating(false)} /> : null}
    </>
  );
  if (!customer.families.length) return <EmptyState title="Aucune famille rattachée">{create}</EmptyState>;
  return (
    <div className="ap-record-stack">
      <section className="ap-panel" aria-label="Famille">
        <div className="ap-page-head ap-page-head--actions">
          <h2 className="ap-panel__title">Famille</h2>
          {create}
        </div>
        <dl className="ap-facts">
          <dt>{customer.families.length > 1 ? 'Familles' : 'Famille'}</dt>
          <dd>
            {customer.families.map((family, i) => (
              <span key={family.id}>
                {i ? ', ' : ''}
                <Link to={`/families/${family.id}/resume`}>{family.name}</Link>
              </span>
            ))}
          </dd>
          <dt>N° d’allocataire CAF</dt>
          <dd>{customer.cafNumber ?? 'Non renseigné'}</dd>
          <dt>Enfants</dt>
          <dd>{customer.childrenCount}</dd>
          <dt>Comptes parents actifs</dt>
          <dd>{customer.activeParentsAccountsCount}</dd>
        </dl>
      </section>
      <section className="ap-panel" aria-label="Enfants">
        <h2 className="ap-panel__title">Enfants</h2>
        <Table
          caption="Enfants"
          rows={customer.childrenInfos}
          rowKey={(child) => `${child.firstName}-${child.birthDate}`}
          empty="Aucun enfant"
          columns={[
            { key: 'name', header: 'Prénom', cell: (child) => child.firstName },
            { key: 'birth', header: 'Date de naissance', nowrap: true, cell: (child) => formatDate(child.birthDate) },
            { key: 'age', header: 'Âge', cell: (child) => childAgeLabel(child.birthDate, clock.now()) },
          ]}
        />
      </section>
    </div>
  );
}
