import { describe, expect, it } from 'vitest';
import { QUICK_CREATE_ITEMS, environmentTag, shortcutAction } from '../../../src/domain/header';

describe('environment tag', () => {
  it("says 'Dev' on a local host", () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'portail.local', 'app.localhost']) expect([host, environmentTag(host)]).toEqual([host, 'Dev']);
  });

  it("says 'Pré-prod' on a pre-production host", () => {
    for (const host of ['preprod.agence.fr', 'portail-pre-prod.agence.fr', 'recette.agence.fr', 'PREPROD.example.com']) expect([host, environmentTag(host)]).toEqual([host, 'Pré-prod']);
  });

  it('says nothing in production', () => {
    for (const host of ['portail.agence.fr', 'localhost.agence.fr', '10.0.0.5', '']) expect([host, environmentTag(host)]).toEqual([host, null]);
  });
});

describe('quick create', () => {
  it('creates a prospect; Message has no handler', () => {
    expect(QUICK_CREATE_ITEMS).toEqual([{ label: 'Prospect', path: '/prospects/new' }, { label: 'Message' }]);
  });
});

describe('keyboard shortcuts', () => {
  it('open quick search, favorites, collective planning and downloads with Ctrl or Alt', () => {
    expect(shortcutAction({ key: 'r', ctrlKey: true })).toBe('quickSearch');
    expect(shortcutAction({ key: 'F', altKey: true })).toBe('favorites');
    expect(shortcutAction({ key: 'p', ctrlKey: true })).toBe('collectivePlanning');
    expect(shortcutAction({ key: 't', altKey: true })).toBe('downloads');
    expect(shortcutAction({ key: '®', code: 'KeyR', altKey: true })).toBe('quickSearch');
  });

  it('close quick search with Escape and ignore the rest', () => {
    expect(shortcutAction({ key: 'Escape' })).toBe('closeQuickSearch');
    expect(shortcutAction({ key: 'r' })).toBeNull();
    expect(shortcutAction({ key: 'x', ctrlKey: true })).toBeNull();
  });
});
