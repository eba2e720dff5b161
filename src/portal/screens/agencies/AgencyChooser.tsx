/**
 * Choosing the agency to work on (spec 000 §2.2, §6): a multi-agency manager must
 * choose before the menu appears; an admin chooses to leave the admin menu for an
 * agency's. Selecting calls selectContext, then the agency's lists load.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { BuildingStore } from 'tabler-icons-react';
import { agencyChoices, type AgencyChoice } from '../../../api/contract/auth';
import { canManageAgencies } from '../../../domain/permissions';
import { HOME_PATH } from '../../../domain/routes';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Table, type Column } from '../../ui/Table';

export function AgencyChooser() {
  useSignals();
  const portal = usePortal();
  const current = portal.agencyContext.agency.value;
  const admin = canManageAgencies(portal.session.user.value?.role);

  const choices = useCall(agencyChoices, {});

  const choose = useAction(async (choice: AgencyChoice) => {
    await portal.agencyContext.select(choice.id, choice.clientId);
    portal.router.navigate(HOME_PATH);
  });

  const columns: Column<AgencyChoice>[] = [
    {
      key: 'label',
      header: 'Agence',
      cell: (row) => (
        <span className="ap-inline">
          <BuildingStore size={18} aria-hidden="true" /> {row.label}
        </span>
      ),
    },
    ...(admin
      ? [{ key: 'options', header: 'Paramétrage', cell: (row: AgencyChoice) => <Link to={`/agencies/${row.id}`} aria-label={`Options de ${row.label}`}>Options</Link> }]
      : []),
    {
      key: 'action',
      header: 'Action',
      numeric: true,
      cell: (row) =>
        current?.id === row.id ? (
          <span className="ap-muted">Agence actuelle</span>
        ) : (
          <Button variant="primary" aria-label={`Choisir ${row.label}`} loading={choose.pending} onClick={() => void choose.run(row)}>
            Choisir
          </Button>
        ),
    },
  ];

  return (
    <section className="ap-panel" aria-labelledby="ap-agency-chooser">
      <h2 id="ap-agency-chooser" className="ap-panel__title">
        Choisissez l’agence sur laquelle travailler
      </h2>
      <p className="ap-muted ap-panel__intro">Le menu et les écrans de l’agence s’affichent une fois l’agence choisie. Vous pourrez en changer à tout moment (« changer », en haut de page).</p>
      {choose.error ? <Alert tone="danger">{choose.error}</Alert> : null}
      <Table caption="Agences" columns={columns} rows={choices.data ?? []} rowKey={(row) => row.id} loading={choices.loading} />
    </section>
  );
}
