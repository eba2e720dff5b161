/**
 * The order files start in: the browser files first (each holds the browser for long), then the files that run the CLI,
 * then the rest as vitest orders them (slowest of the last run first, else the largest), so the slowest do not run last.
 * JavaScript, so that vitest.config.ts imports it with its extension.
 */
import { BaseSequencer } from 'vitest/node';

/** @param {import('vitest/node').TestSpecification} file */
const rank = (file) => (file.project.name === 'e2e' ? 0 : /\/cli[-.][^/]*$/.test(file.moduleId) ? 1 : 2);

export class SlowestFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
