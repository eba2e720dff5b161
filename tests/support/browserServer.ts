/**
 * vitest `globalSetup` of the browser tests: one Chromium for the whole run, which every test file
 * connects to (each page still gets a context of its own), instead of one start per file.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { CHROMIUM, hasChromium } from '../e2e/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's Chromium; '' when Chromium is missing. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (!hasChromium) return project.provide('browserEndpoint', '');
  // Without the run's LD_PRELOAD: under `faketime` (the suite run on another date) its library in Chromium's processes
  // left every page blank. The pages' time is the harness's clock (context.clock.install), never the machine's.
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, env: { ...process.env, LD_PRELOAD: '' } });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
