/**
 * Chromium for the browser tests: Debian's /usr/bin/chromium driven by playwright-core.
 * Without it the tests are skipped with a message, except in CI where they fail.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const MISSING_CHROMIUM =
  `Chromium est introuvable (${CHROMIUM}) : installez-le avec « apt-get install -y chromium ». ` + `Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium".`;

if (!hasChromium && !process.env.CI) console.warn(`Tests navigateur ignorés. ${MISSING_CHROMIUM}`);

/** The run's Chromium (tests/support/browserServer.ts) when there is one, else a Chromium of this file's own. */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
