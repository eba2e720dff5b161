/**
 * The coverage guard of the resources (src/api/resources.ts): every endpoint declares what it reads or writes, so
 * that the portal's cache keeps its answers and drops them at the right writes. A test runs it on the contract.
 */
import type { EndpointDef } from './endpoint';
import { isResource } from './resources';

/**
 * The only answers declared `reads: []`, never kept: the session's own calls (signing in, tokens, the agency chosen:
 * each answer is for once) and the sandbox's test switches (a test reads them as they are now).
 */
export const NEVER_KEPT: readonly string[] = [
  'auth.agencyChoices', 'auth.changeForgottenPassword', 'auth.checkForgottenPasswordToken', 'auth.currentRole', 'auth.forgottenPassword',
  'auth.getTemporaryToken', 'auth.login', 'auth.logout', 'auth.refreshTokens', 'auth.selectContext', 'auth.totpCode',
  'sandbox.mails', 'sandbox.setSwitches', 'sandbox.totpCode',
];

/** A POST or PUT that only reads: a search, a computation, a preview, a file made from a search (its path or its action says so). */
const QUERY_PATH = /search|compute|preview|preflight|similar|candidates|affected|few-?hours|export|allMines|pre-process/i;
const lastSegment = (path: string) => path.split('/').filter((part) => part && !part.startsWith('{')).pop() ?? '';
const isQuery = (endpoint: EndpointDef) =>
  endpoint.method === 'GET' || QUERY_PATH.test(lastSegment(endpoint.path)) || QUERY_PATH.test(endpoint.name.split('.').pop() ?? '');

/** What is wrong, one line per endpoint (empty: the contract is covered). */
export function resourceCoverageGaps(endpoints: readonly EndpointDef[]): string[] {
  const gaps: string[] = [];
  for (const endpoint of endpoints) {
    const { name, reads, writes } = endpoint;
    const unknown = [...(reads ?? []), ...(writes ?? [])].filter((resource) => !isResource(resource));
    if (unknown.length) gaps.push(`${name} : ressource inconnue ${unknown.join(', ')}`);
    if (!reads && !writes) gaps.push(`${name} : ne déclare ni reads ni writes`);
    else if (!isQuery(endpoint) && !writes?.length && !NEVER_KEPT.includes(name)) gaps.push(`${name} : écriture sans writes`);
    if (reads?.length === 0 && !NEVER_KEPT.includes(name)) gaps.push(`${name} : reads vide hors de NEVER_KEPT`);
    if (NEVER_KEPT.includes(name) && (reads?.length !== 0 || writes)) gaps.push(`${name} : NEVER_KEPT doit déclarer reads: [] seulement`);
  }
  return gaps;
}
