import { launchChromium } from './support.mjs';
import { createSandbox } from '../sandbox/server.ts';
const sb = createSandbox({ db: ':memory:', staticRoutes: { '/dist/': 'dist', '/': 'tests/e2e/pages' } });
const { url } = await sb.listen(0, '127.0.0.1');
const server = { url, stop: () => sb.close() };
const browser = await launchChromium();
for (const bundle of ['iife', 'iife', 'iife', 'react']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = [];
  page.on('response', (r) => { if (r.status() === 401) log.push(`${r.request().method()} ${new URL(r.url()).pathname}`); });
  page.on('request', (r) => { if (!r.url().includes('/dist/')) log.push(`> ${r.method()} ${new URL(r.url()).pathname} ${Date.now() % 100000}`); });
  await page.goto(`${server.url}/plain.html?bundle=${bundle}`);
  const portal = page.locator('agency-portal').first();
  await portal.locator('input[name="login"]').fill('directrice@demo.fr');
  await portal.locator('input[name="password"]').fill('Demo-2026!');
  await portal.locator('button[type="submit"]').click();
  await portal.getByText('Bonjour Sophie').waitFor();
  log.push('--- logout');
  await portal.locator('.ap-header__user > button[aria-haspopup="menu"]').click();
  await portal.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.waitForTimeout(1500);
  console.log(bundle, log.join('\n'));
  await context.close();
}
await browser.close(); server.stop();
