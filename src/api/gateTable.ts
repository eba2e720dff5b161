/**
 * docs/gates.md, written from the table itself: for each option flag and each adviser right
 * (src/domain/agency/gates.ts), the areas, the routes naming them (src/domain/routes.ts) and the endpoints of the contract it governs, and
 * the lines of business (productGates.ts). tests/unit/api/gate-table.test.ts fails when the page
 * and this text differ (WRITE_DOCS=1 writes it), so the page is never edited by hand.
 */
import { ADVISER_RIGHT_LABELS } from '../domain/agencyOptions';
import { OPTION_FLAG_LABELS } from '../domain/agency/gateRefusals';
import { ADMIN_ONLY_AREAS, ADVISER_RIGHTS, GATED_AREAS, inArea, OPTION_FLAGS, type Gate, type OptionFlag } from '../domain/agency/gates';
import { PRODUCT_TYPE_FEATURES } from '../domain/agency/productGates';
import { ROUTES } from '../domain/routes';
import type { EndpointDef } from './endpoint';

const flagsOf = (gate: Gate | undefined): OptionFlag[] =>
  gate ? [...(typeof gate.feature === 'string' ? [gate.feature] : (gate.feature ?? [])), ...(gate.anyFeature ?? []), ...(gate.staffFeature ? [gate.staffFeature] : [])] : [];

/** Names as code, wrapped so that no line passes 200 characters (docs.test.ts). */
function wrapped(prefix: string, names: readonly string[]): string[] {
  const lines: string[] = [];
  let line = prefix;
  for (const name of names.map((n) => `\`${n}\``)) {
    if (line.length + name.length + 2 > 190) (lines.push(`${line.trimEnd()}`), (line = '  '));
    line += `${name}, `;
  }
  lines.push(line.replace(/, $/, ''));
  return lines;
}

function section(title: string, areas: readonly (typeof GATED_AREAS)[number][], endpoints: readonly EndpointDef[], extra: readonly string[]): string[] {
  const screens = ROUTES.filter((route) => areas.some((area) => area.id === route.gate)).map((route) => route.pattern);
  return [
    `### ${title}`,
    `- Areas: ${areas.map((area) => area.label).join(', ') || 'none'}`,
    ...(screens.length ? wrapped('- Routes (route guard, menu, /activity tiles): ', screens) : []),
    ...extra,
    ...(endpoints.length ? wrapped(`- Endpoints (${endpoints.length}): `, endpoints.map((e) => e.name).sort()) : extra.length ? [] : ['- Endpoints: none (it tunes what is sent or shown: docs/decisions.md)']),
    '',
  ];
}

export function gateTableMarkdown(endpoints: readonly EndpointDef[]): string {
  const lines = [
    '# What each option and adviser right governs',
    '',
    'Written from `src/domain/agency/gates.ts` and the contract by `src/api/gateTable.ts`; `tests/unit/api/gate-table.test.ts` fails when this',
    'page is out of date (`WRITE_DOCS=1` rewrites it). A closed gate: the sandbox answers 403 `FEATURE_DISABLED` (an option off) or',
    '`ADVISER_RIGHT_REQUIRED` (an adviser without the right) before the handler; the portal offers none of these endpoints nor screens.',
    'Directors hold every right; an admin acts in the agency she chose, and passes the « staff » flags (paye, fiscal attestations).',
    '',
    '| Option | Label | Areas | Endpoints |',
    '| --- | --- | --- | --- |',
  ];
  const byFlag = OPTION_FLAGS.map((flag) => ({
    flag,
    areas: GATED_AREAS.filter((area) => flagsOf(area.gate).includes(flag)),
    endpoints: endpoints.filter((endpoint) => flagsOf(endpoint.gate).includes(flag)),
    line: Object.values(PRODUCT_TYPE_FEATURES).find((line) => line?.flag === flag),
  }));
  for (const { flag, areas, endpoints: gated, line } of byFlag) {
    lines.push(`| \`${flag}\` | ${OPTION_FLAG_LABELS[flag].label} | ${areas.map((a) => a.label).join(', ') || (line ? 'line of business' : '—')} | ${gated.length} |`);
  }
  lines.push('', '| Adviser right | Label | Areas | Endpoints |', '| --- | --- | --- | --- |');
  const byRight = ADVISER_RIGHTS.map((right) => ({
    right,
    areas: GATED_AREAS.filter((area) => (area.gate as Gate).adviserRight === right),
    endpoints: endpoints.filter((endpoint) => endpoint.gate?.adviserRight === right),
  }));
  for (const { right, areas, endpoints: gated } of byRight) lines.push(`| \`${right}\` | ${ADVISER_RIGHT_LABELS[right]} | ${areas.map((a) => a.label).join(', ')} | ${gated.length} |`);
  lines.push('', '## Options', '');
  for (const { flag, areas, endpoints: gated, line } of byFlag) {
    const extra = line
      ? [
          `- Line of business « ${line.label} »: its prestation and product types are not listed; a call that chooses one (estimate, planning event, family default,`,
          '  new type), archives it or prices it answers 403 `FEATURE_DISABLED`; a new grid has no price for it; what already carries one keeps it (productGates.ts)',
        ]
      : [];
    lines.push(...section(`\`${flag}\` — ${OPTION_FLAG_LABELS[flag].label}`, areas, gated, extra));
  }
  lines.push('## Adviser rights', '');
  for (const { right, areas, endpoints: gated } of byRight) lines.push(...section(`\`${right}\` — ${ADVISER_RIGHT_LABELS[right]}`, areas, gated, []));
  lines.push('## The admin’s alone', '');
  for (const area of ADMIN_ONLY_AREAS) {
    lines.push(`### ${area.label}`, '- Screens: the « Importer » buttons and the import screens; CLI: `agency import …` (exit 4 for the others)');
    lines.push(...wrapped('- Endpoints: ', endpoints.filter((endpoint) => inArea(area, endpoint)).map((e) => e.name).sort()), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
