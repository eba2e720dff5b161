/**
 * Archived employees and candidates in the v2 lists, over real HTTP: the lists' default status
 * filters leave them out; « Archivé » in the status filter brings them back, flagged; unarchived,
 * they are listed again; the distribution counts them apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { archiveEmployee, unarchiveEmployee } from '../../src/api/contract/employeeRecord';
import { employeesV2Distribution, searchEmployeesV2 } from '../../src/api/contract/employees';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const EMPLOYEES = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'];
const idOf = (status: string) => server.sandbox.db.prepare('SELECT id FROM employees WHERE agency_id = 1 AND status = ? ORDER BY id LIMIT 1').pluck().get(status) as number;
const ids = async (values: string[]) =>
  (await api.call(searchEmployeesV2, { body: { filters: [{ attribute: 'status', operator: 'IN', values }], pageSize: 500 } })).content.map((row) => row.id);

describe('archived employees and candidates', () => {
  it('are out of the lists filtered on their statuses, and back with « Archivé »', async () => {
    const employee = idOf('ACTIVE');
    const candidate = idOf('CANDIDATE');
    expect(await ids(['ACTIVE'])).toContain(employee);
    await api.call(archiveEmployee, { params: { id: employee } });
    await api.call(archiveEmployee, { params: { id: candidate } });

    expect(await ids(['ACTIVE'])).not.toContain(employee);
    expect(await ids(EMPLOYEES)).not.toContain(employee);
    expect(await ids(['CANDIDATE'])).not.toContain(candidate);
    expect(await ids(['ARCHIVED'])).toEqual([employee]);
    expect(await ids(['CANDIDATE_ARCHIVED'])).toEqual([candidate]);
    const [row] = (await api.call(searchEmployeesV2, { body: { filters: [{ attribute: 'status', operator: 'IN', values: ['ARCHIVED'] }] } })).content;
    expect([row?.status, row?.archived]).toEqual(['ACTIVE', true]);

    const distribution = await api.call(employeesV2Distribution, { body: { attribute: 'status' } });
    expect(distribution.values.find((v) => v.value === 'ARCHIVED')?.count).toBe(1);

    await api.call(unarchiveEmployee, { params: { id: employee } });
    expect(await ids(['ACTIVE'])).toContain(employee);
    expect(await ids(['ARCHIVED'])).toEqual([]);
  });
});
