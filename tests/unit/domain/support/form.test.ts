import { describe, expect, it } from 'vitest';
import { keepSmallFiles, NEW_TICKET, ticketFormErrors, ticketSuggestions } from '../../../../src/domain/support/form';

describe('new ticket form', () => {
  it('starts as a DEMAND of priority 4, and requires title and description', () => {
    expect(NEW_TICKET).toMatchObject({ type: 'DEMAND', priority: 4, agentPriority: 4 });
    expect(ticketFormErrors(NEW_TICKET)).toEqual({ title: 'Champ obligatoire', description: 'Champ obligatoire' });
    expect(ticketFormErrors({ ...NEW_TICKET, title: 'Export', description: 'x'.repeat(5000) })).toEqual({
      description: 'Votre message ne peut pas dépasser les 5000 caractères.',
    });
    expect(ticketFormErrors({ ...NEW_TICKET, title: 'Export', description: 'Bonjour' })).toEqual({});
  });

  it('refuses files over 3 MB and keeps the others', () => {
    const files = [{ name: 'a.pdf', size: 3 * 1024 * 1024 }, { name: 'b.pdf', size: 3 * 1024 * 1024 + 1 }];
    expect(keepSmallFiles(files)).toEqual({ kept: [files[0]], refused: [files[1]] });
  });

  it('suggests on a bill page only', () => {
    expect(ticketSuggestions('/billing/bills/42').map((s) => s.title)).toContain('Montant erroné sur la facture 42');
    expect(ticketSuggestions('/billing/bills')).toEqual([]);
    expect(ticketSuggestions('/home')).toEqual([]);
  });
});
