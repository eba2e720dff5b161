import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, isCompatibleWithHead } from '../../../src/domain/version';

describe('version', () => {
  it('is the version of package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
  });
  it('is compatible with a head of the same major version only', () => {
    expect(isCompatibleWithHead('1.0.0', '1.4.2')).toBe(true);
    expect(isCompatibleWithHead('1.3.0', '1.0.0')).toBe(true);
    expect(isCompatibleWithHead('1.0.0', '2.0.0')).toBe(false);
    expect(isCompatibleWithHead('2.1.0', '1.9.9')).toBe(false);
  });
  it('never locks users out on a missing or unreadable head version', () => {
    expect(isCompatibleWithHead('1.0.0', null)).toBe(true);
    expect(isCompatibleWithHead('1.0.0', 'inconnue')).toBe(true);
  });
});
