#!/usr/bin/env node
// Issue 14's planning engine benchmark: the preflight of a 52-week series against a
// professional who already has about 2,000 events (sandbox time: the request over loopback,
// from sending to the parsed answer, the engine's check within it). The professional's
// events are created first through the API: 42 weekly series of a year (6 two-hour slots a
// day, 7 days a week), from three months ahead (beyond the seed's planning).
// Run after `npm run build`: `node bench/planning.mjs [--runs 50] [--url http://127.0.0.1:8080]`.
import { startBuiltSandbox } from './support.mjs';

const arg = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const runs = arg('--runs', 50);
const given = process.argv.includes('--url') ? process.argv[process.argv.indexOf('--url') + 1] : null;
const server = given ? null : await startBuiltSandbox();
const url = given ?? server.url;

const login = await (await fetch(`${url}/public/login/portal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'directrice@demo.fr', password: 'Demo-2026!' }) })).json();
async function call(method, path, body) {
  const answer = await fetch(url + path, { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` }, body: JSON.stringify(body) });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

const iso = (date) => date.toISOString().slice(0, 10);
const addDays = (day, days) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
// A Monday three months ahead.
const ahead = iso(new Date(Date.now() + 92 * 86_400_000));
const monday = addDays(ahead, -((new Date(`${ahead}T00:00:00Z`).getUTCDay() + 6) % 7));
const lastDay = addDays(monday, 7 * 52 - 1);

const pros = (await call('POST', '/private/professionals/search', { namePattern: '', pageNumber: 0, pageSize: 50 })).content;
const families = (await call('POST', '/private/families/search', { pageNumber: 0, pageSize: 50 })).content;
const pro = pros.at(-1);
const SLOTS = [['07:00', '09:00'], ['09:00', '11:00'], ['11:00', '13:00'], ['13:00', '15:00'], ['15:00', '17:00'], ['17:00', '19:00']];
let created = 0;
const started = performance.now();
for (let weekDay = 0; weekDay < 7; weekDay++) {
  for (const [i, [startTime, endTime]] of SLOTS.entries()) {
    const answer = await call('POST', '/private/plannings/events', {
      familyId: families[i % families.length].id, proId: pro.id, day: addDays(monday, weekDay), startTime, endTime,
      repetition: { type: 'EVERY_WEEKS', until: lastDay }, bypassRejections: true,
    });
    created += answer.created.length;
  }
}
const setup = performance.now() - started;

// The series checked: Mondays 08:00–10:00 for a year, at another family; every slot meets the professional's events.
const series = { familyId: families[SLOTS.length % families.length].id, proId: pro.id, day: monday, startTime: '08:00', endTime: '10:00', repetition: { type: 'EVERY_WEEKS', until: addDays(monday, 7 * 51) } };
const times = [];
let slots = null;
for (let i = 0; i < runs + 3; i++) {
  const t0 = performance.now();
  slots = (await call('POST', '/private/plannings/events/preflight', series)).slots;
  if (i >= 3) times.push(performance.now() - t0); // three warm-up runs
}
const sorted = [...times].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
console.log(`Intervenant(e) ${pro.firstName} ${pro.lastName} : ${created} prestations créées en ${(setup / 1000).toFixed(1)} s (42 séries hebdomadaires d’un an)`);
console.log(`Préflight d’une série de ${slots.length} semaines, ${slots.filter((s) => s.rejections.length).length} créneaux refusés`);
console.log('| runs | p50 | p95 | min | max |');
console.log('| --- | --- | --- | --- | --- |');
console.log(`| ${runs} | ${at(0.5).toFixed(1)} ms | ${at(0.95).toFixed(1)} ms | ${sorted[0].toFixed(1)} ms | ${sorted.at(-1).toFixed(1)} ms |`);
server?.stop();
