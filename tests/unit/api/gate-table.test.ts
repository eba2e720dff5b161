// @vitest-environment node
/** docs/gates.md is the table of the gates as the code holds it: every option flag and adviser right, with what it closes. */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { allEndpoints } from '../../../src/api/contract/index';
import { gateTableMarkdown } from '../../../src/api/gateTable';
import { ADVISER_RIGHTS, OPTION_FLAGS } from '../../../src/domain/agency/gates';

const PAGE = 'docs/gates.md';
const expected = gateTableMarkdown(allEndpoints);
if (process.env.WRITE_DOCS === '1') writeFileSync(PAGE, expected);

it('docs/gates.md is the table the code holds (WRITE_DOCS=1 rewrites it)', () => {
  expect(readFileSync(PAGE, 'utf8')).toBe(expected);
});

it('lists every option flag and every adviser right, each with its section', () => {
  const page = readFileSync(PAGE, 'utf8');
  for (const name of [...OPTION_FLAGS, ...ADVISER_RIGHTS]) {
    expect(page).toContain(`| \`${name}\` |`);
    expect(page).toContain(`### \`${name}\` — `);
  }
});

it('names the billing endpoints under billingEnabled (the table reads the contract)', () => {
  const billing = readFileSync(PAGE, 'utf8').split('### `billingEnabled`')[1]!.split('###')[0]!;
  expect(billing).toContain('`billing.searchBills`');
  // The routes that name the billing areas as their gate (src/domain/routes.ts), fiscal attestations among them.
  expect(billing).toContain('- Routes (route guard, menu, /activity tiles): `/billing`, `/billing/home`, `/billing/bills`, `/billing/bills/{billId}`, ');
  expect(billing).toContain('`/billing/paymentsTracking`, `/billing/fiscalAttestations`\n');
});
