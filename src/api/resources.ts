/**
 * The resources an endpoint reads or writes (`EndpointDef.reads` / `writes`): what the portal's query cache keeps an
 * answer under and drops at a write. One word per kind of record the agency sees change; a record's own history
 * (customer or employee) is 'history' because many writes add to it. Coarse on purpose: a write naming one resource
 * too many costs a refetch, one too few leaves a screen stale.
 */
export const RESOURCES = [
  'account', 'accounting', 'agency', 'agencyEvents', 'agencyManagers', 'avim', 'bills', 'childrenAddresses', 'community', 'contracts',
  'customers', 'employees', 'estimates', 'exports', 'families', 'favorites', 'fiscalAttestations', 'history', 'library', 'messages',
  'news', 'notes', 'paye', 'paysheets', 'planning', 'prices', 'push', 'schoolVacations', 'sepaMandates', 'sharedFamilies',
  'signProcedures', 'support', 'timesheets', 'unavailabilities', 'userGuides', 'users', 'versions', 'wallet', 'workContracts',
] as const;

export type Resource = (typeof RESOURCES)[number];

export const isResource = (name: string): name is Resource => (RESOURCES as readonly string[]).includes(name);
