#!/usr/bin/env node
// Downloads of the exports centre: the built CLI (`agency exports download`, streamed to disk
// through temporary files) at concurrency 1 and 8, against a plain sequential loop of fetch
// calls (temporary token, download, arrayBuffer, writeFile). Files of 1 MB and of 50 MB, from
// a sandbox seeded with bench exports (`--bench-exports N --bench-export-mb M`). Reports the
// wall time, the throughput and the peak memory (max RSS) of each process.
// Run after `npm run build`: `node bench/downloads.mjs [--small 200] [--big 20] [--runs 3]` (median time, highest peak).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberOption, root, startBuiltSandbox } from './support.mjs';

const cliPath = `${root}dist/cli/agency.mjs`;
const LOGIN = { login: 'directrice@demo.fr', password: 'Demo-2026!' };
/** Prints the process's peak resident memory on exit (KB, as getrusage gives it). */
const PEAK = `data:text/javascript,process.on('exit',()=>process.stderr.write('\\nMAXRSS '+process.resourceUsage().maxRSS+'\\n'))`;

// ---- the plain loop, run as its own process so that its memory is measured alike ---------
if (process.argv[2] === '--plain-loop') {
  const [, , , url, out, year, month] = process.argv;
  const json = (path, body, token) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
  const { token } = await json('/public/login/portal', LOGIN);
  const page = await json('/private/exports/search', { relevantYear: Number(year), relevantMonth: Number(month), pageSize: 500 }, token);
  for (const e of page.content) {
    const tk = (await json('/private/auth/getTemporaryToken', { maxUsages: 1 }, token)).token;
    const response = await fetch(`${url}/private/exports/${e.id}/download?tk=${tk}`);
    await writeFile(join(out, e.documentName), Buffer.from(await response.arrayBuffer()));
  }
  process.exit(0);
}

if (!existsSync(cliPath) || !existsSync(`${root}dist/sandbox/main.mjs`)) throw new Error('Lancez « npm run build » d’abord.');

function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', PEAK, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`${args.join(' ')} → ${code}\n${stderr}`));
      resolve({ seconds, peakMb: Number(/MAXRSS (\d+)/.exec(stderr)?.[1]) / 1024 });
    });
  });
}

function startSandbox(count, mb) {
  return startBuiltSandbox(['--bench-exports', String(count), '--bench-export-mb', String(mb)]);
}

async function folderBytes(dir) {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

const today = new Date();
const year = String(today.getUTCFullYear());
const month = String(today.getUTCMonth() + 1);
const rows = [];
const runs = numberOption('--runs', 3);

for (const [count, mb] of [
  [numberOption('--small', 200), 1],
  [numberOption('--big', 20), 50],
]) {
  const sandbox = await startSandbox(count, mb);
  const config = await mkdtemp(join(tmpdir(), 'agency-bench-config-'));
  const env = { XDG_CONFIG_HOME: config, AGENCY_API_URL: sandbox.url };
  const login = spawn(process.execPath, [cliPath, 'login', '--login', LOGIN.login, '--password-stdin'], { env: { ...process.env, ...env }, stdio: ['pipe', 'ignore', 'inherit'] });
  login.stdin.end(`${LOGIN.password}\n`);
  await new Promise((resolve) => login.on('close', resolve));

  const contenders = [
    ['boucle fetch séquentielle (arrayBuffer + writeFile)', (out) => run([new URL(import.meta.url).pathname, '--plain-loop', sandbox.url, out, year, month])],
    ['agency exports download --concurrency 1', (out) => run([cliPath, '--quiet', 'exports', 'download', '--year', year, '--month', month, '--out', out, '--concurrency', '1'], env)],
    ['agency exports download --concurrency 8', (out) => run([cliPath, '--quiet', 'exports', 'download', '--year', year, '--month', month, '--out', out, '--concurrency', '8'], env)],
  ];
  for (const [name, contender] of contenders) {
    const measures = [];
    for (let i = 0; i < runs; i++) {
      const out = await mkdtemp(join(tmpdir(), 'agency-bench-out-'));
      const { seconds, peakMb } = await contender(out);
      const bytes = await folderBytes(out);
      if (bytes !== count * Math.round(mb * 1024 * 1024)) throw new Error(`${name} : ${bytes} octets reçus au lieu de ${count * mb} Mo`);
      measures.push({ seconds, peakMb });
      console.error(`${count} × ${mb} Mo — ${name} : ${seconds.toFixed(2)} s, ${(bytes / 1024 / 1024 / seconds).toFixed(1)} Mo/s, pic ${peakMb.toFixed(0)} Mo`);
      await rm(out, { recursive: true, force: true });
    }
    // Median time of the runs, highest peak.
    const seconds = measures.map((m) => m.seconds).sort((a, b) => a - b)[Math.floor(runs / 2)];
    rows.push({ files: `${count} × ${mb} Mo`, name, seconds, throughput: (count * mb) / seconds, peakMb: Math.max(...measures.map((m) => m.peakMb)) });
  }
  sandbox.stop();
  await rm(config, { recursive: true, force: true });
}

console.log('| fichiers | programme | durée | débit | mémoire max (RSS) |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.files} | ${r.name} | ${r.seconds.toFixed(2)} s | ${r.throughput.toFixed(1)} Mo/s | ${r.peakMb.toFixed(0)} Mo |`);
