/**
 * The order files start in: the browser files first (each holds the browser for long), then the files that run the CLI,
 * then the rest as vitest orders them (slowest of the last run first, else the largest), so the slowest do not run last.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const rank = (file: TestSpecification) => (file.project.name === 'e2e' ? 0 : /\/cli[-.][^/]*$/.test(file.moduleId) ? 1 : 2);

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
