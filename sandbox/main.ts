/**
 * Process entry of the sandbox (`npm run sandbox`, or dist/sandbox/main.mjs under `npm start`).
 * Options: PORT (default 8080), HOST (default 127.0.0.1), --db <file>, --memory, --scale <n>, --quiet,
 * --portal-url <url> (repeatable or comma-separated; env PORTAL_URLS): the portal pages reset and activation links may point to;
 * --now 2026-03-16T08:30 (the sandbox's clock starts at that Paris time and runs on; the seed is made on that day);
 * bench only: --bench-exports <n> --bench-export-mb <m>, --bench-customers <n>, --bench-planning <n>.
 */
import { resolve } from 'node:path';
import { DEFAULT_DB, createSandbox } from './server';
import { distRoutes } from './http/static';
import { isSeedCurrent } from './seed/index';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/organisation';
import { parseInstant } from '../src/domain/parisTime';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const listOf = (text: string | undefined) => (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);
/** Every value of a repeatable option, each possibly a comma-separated list. */
const argumentList = (name: string) => process.argv.flatMap((arg, i) => (arg === name ? listOf(process.argv[i + 1]) : []));

const root = process.cwd();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const db = process.argv.includes('--memory') ? ':memory:' : (argument('--db') ?? DEFAULT_DB);
const scale = Number(argument('--scale') ?? 1);
// Bench only: N extra exports of M MB in agency 1 (bench/downloads.mjs).
const benchCount = Number(argument('--bench-exports') ?? 0);
const benchMb = Number(argument('--bench-export-mb') ?? 1);
// Bench only: about N customers and prospects in Lyon, the rest of the seed at --scale (bench/customers.mjs).
const benchCustomers = Number(argument('--bench-customers') ?? 0);
// Bench only: Lyon with 200 professionals and N events this week (bench/planning.mjs).
const benchPlanning = Number(argument('--bench-planning') ?? 0);
// The portal pages a password-reset link may point to (default: the sandbox's own page).
const portalUrls = [...argumentList('--portal-url'), ...listOf(process.env.PORTAL_URLS)];
const nowText = argument('--now');
const now = nowText === undefined ? undefined : parseInstant(nowText);

if (!Number.isInteger(port) || port < 0 || !Number.isFinite(scale) || scale < 1 || !Number.isInteger(benchCount) || benchCount < 0 || !Number.isInteger(benchCustomers) || benchCustomers < 0 || !Number.isInteger(benchPlanning) || benchPlanning < 0 || !(benchMb > 0) || now === null) {
  console.error('Usage : PORT=8080 node dist/sandbox/main.mjs [--db fichier.db | --memory] [--scale N] [--bench-exports N --bench-export-mb M] [--bench-customers N] [--bench-planning N] [--portal-url URL] [--now 2026-03-16T08:30] [--quiet]');
  process.exit(2);
}

const sandbox = createSandbox({
  db,
  scale,
  ...(benchCount > 0 ? { benchExports: { count: benchCount, bytes: Math.round(benchMb * 1024 * 1024) } } : {}),
  benchCustomers,
  benchPlanning,
  ...(portalUrls.length ? { portalUrls } : {}),
  ...(now !== undefined ? { now } : {}),
  log: !process.argv.includes('--quiet'),
  staticRoutes: { ...distRoutes(resolve(root, 'dist')), '/': resolve(root, 'examples') },
});
const { url } = await sandbox.listen(port, host);
const staleSeed = isSeedCurrent(sandbox.db)
  ? ''
  : `\n  ATTENTION : cette base a été remplie par une version antérieure de la sandbox (clients, plannings, indisponibilités, nouveautés, tickets de support ou notes manquants).\n  Supprimez ${resolve(root, db)} (ou lancez avec --memory) pour recréer les données de démonstration.\n`;

const width = Math.max(...DEMO_USERS.map((u) => u.login.length));
console.log(`
Sandbox de l'API démarrée : ${url}
  Portail intégré dans un intranet : ${url}/   (bundle Preact : ${url}/?bundle=preact)   Bundles : ${url}/dist/
  Base de données : ${db === ':memory:' ? 'en mémoire' : resolve(root, db)}${scale > 1 ? ` (volumes ×${scale})` : ''}${staleSeed}${nowText !== undefined ? `\n  Horloge : partie du ${nowText} (heure de Paris)` : ''}

Comptes de démonstration (mot de passe : ${DEMO_PASSWORD}) :
${DEMO_USERS.map((u) => `  ${u.login.padEnd(width)}  ${u.role.padEnd(8)}  ${u.firstName} ${u.lastName}, ${u.note}`).join('\n')}

Code TOTP de totp@demo.fr : ${url}/sandbox/totp-code?login=totp@demo.fr
  (ou ajoutez le secret du fichier sandbox/README.md à une application d'authentification)
Courriels envoyés (mot de passe oublié) : ${url}/sandbox/mails

Ctrl+C pour arrêter.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nArrêt de la sandbox…');
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
