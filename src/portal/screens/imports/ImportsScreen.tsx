/**
 * /imports (ADMIN): customers and prospects, employees and candidates, or the month's paye
 * data, imported from a CSV file into the agency the admin chose (the shared import widget:
 * every line checked as the CLI does, nothing sent while one is wrong). Without a chosen
 * agency, the screen says where to choose one: the import calls work within an agency.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { importCustomers, importEmployees, importPayeData, type ImportAnswer } from '../../../api/contract/imports';
import type { ApiClient } from '../../../api/client';
import { CUSTOMERS, EMPLOYEES, PAYE_DATA, type ImportSpec } from '../../../domain/imports/specs';
import { ADMIN_LANDING_PATH } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { Alert } from '../../ui/Alert';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { ImportFile } from '../../widgets/ImportFile';

type Kind = 'customers' | 'employees' | 'paye-data';

interface Importer<Row> {
  label: string;
  spec: ImportSpec<Row>;
  send(client: ApiClient, rows: Row[]): Promise<ImportAnswer>;
  command: string;
}

const importer = <Row,>(value: Importer<Row>) => value as unknown as Importer<{ line: number }>;

const IMPORTERS: Record<Kind, Importer<{ line: number }>> = {
  customers: importer({ label: 'Clients et prospects', spec: CUSTOMERS, send: (client, rows) => client.call(importCustomers, { body: { rows } }), command: 'agency import customers clients.csv' }),
  employees: importer({ label: 'Salariés et candidats', spec: EMPLOYEES, send: (client, rows) => client.call(importEmployees, { body: { rows } }), command: 'agency import employees salaries.csv' }),
  'paye-data': importer({ label: 'Données de paie', spec: PAYE_DATA, send: (client, rows) => client.call(importPayeData, { body: { rows } }), command: 'agency import paye-data donnees-paie.csv' }),
};
const CHOICES = (Object.keys(IMPORTERS) as Kind[]).map((value) => ({ value, label: IMPORTERS[value].label }));

export function ImportsScreen({ title }: ScreenProps) {
  useSignals();
  const { client, agencyContext } = usePortal();
  const [kind, setKind] = useState<Kind>('customers');
  const agency = agencyContext.agency.value;
  const current = IMPORTERS[kind];
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      {agency ? (
        <>
          <p className="ap-import__intro">
            Les fichiers sont importés dans l’agence <strong>{agency.label}</strong>.
          </p>
          <ChoiceGroup<Kind> legend="Que voulez-vous importer ?" value={kind} choices={CHOICES} onValueChange={setKind} />
          <ImportFile key={kind} spec={current.spec} send={(rows) => current.send(client, rows)} command={`${current.command} --dry-run\n${current.command}`} />
        </>
      ) : (
        <Alert tone="warning">
          Choisissez d’abord l’agence dans laquelle importer, sur la page <Link to={ADMIN_LANDING_PATH}>Agences</Link>.
        </Alert>
      )}
    </>
  );
}
