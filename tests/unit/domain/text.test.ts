/** Accent folding and file-name slugs, shared by the portal, the CLI and the sandbox. */
import { describe, expect, it } from 'vitest';
import { fiscalAttestationFileName } from '../../../src/domain/billing/format';
import { fileSlug, foldAccents } from '../../../src/domain/text';

describe('text rules', () => {
  it('folds accents and case, cedillas and ligature-free letters included', () => {
    expect(foldAccents('Lefèvre')).toBe('lefevre');
    expect(foldAccents('François Hélène Noël')).toBe('francois helene noel');
    expect(foldAccents('ÉLODIE')).toBe('elodie');
  });

  it('makes a file-name part of any text: one dash for each run of other characters, none at the ends', () => {
    expect(fileSlug('Famille François')).toBe('famille-francois');
    expect(fileSlug("  L'Hôte & Fils (Lyon)  ")).toBe('l-hote-fils-lyon');
  });

  it('names a fiscal attestation by its year and family, without accents', () => {
    expect(fiscalAttestationFileName({ year: 2026, family: { name: 'Famille François' } })).toBe('attestation-fiscale-2026-famille-francois.pdf');
  });
});
