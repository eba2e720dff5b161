/** The resource label's options and paths, and the resource explorer's moves (spec 001 §2, §9). */
import { describe, expect, it } from 'vitest';
import {
  chooseView, exploreState, explorerBack, explorerKind, explorerViews, labelOptions, newTabUrl, previewFooter, resourcePath, searchPicked,
  EXPLORER_VIEW_LABELS, type ExplorerState,
} from '../../../src/domain/explorer';

describe('resource label', () => {
  it('opens a customer or an employee on its home, a family on its summary', () => {
    expect(resourcePath({ kind: 'customer', id: 4 })).toBe('/customers/4/home');
    expect(resourcePath({ kind: 'employee', id: 7 })).toBe('/employees/7/home');
    expect(resourcePath({ kind: 'family', id: 12 })).toBe('/families/12/resume');
  });

  it('offers the new tab only with hash routing, and the filter only where the list offers it', () => {
    expect(labelOptions('hash', false)).toEqual(['preview', 'open', 'newTab']);
    expect(labelOptions('hash', true)).toEqual(['preview', 'open', 'newTab', 'filter']);
    expect(labelOptions('memory', false)).toEqual(['preview', 'open']);
    expect(labelOptions('memory', true)).toEqual(['preview', 'open', 'filter']);
  });

  it("puts the portal's hash on the host page's address, replacing the one it had", () => {
    expect(newTabUrl('https://intranet.example.fr/portail.html?x=1#/billing/bills', '#/customers/4/home')).toBe('https://intranet.example.fr/portail.html?x=1#/customers/4/home');
    expect(newTabUrl('https://intranet.example.fr/', '#/employees/7/home')).toBe('https://intranet.example.fr/#/employees/7/home');
  });
});

describe('resource explorer', () => {
  it('explores a family through its customer, with the customer views; an employee with three', () => {
    expect(explorerKind('family')).toBe('customer');
    expect(explorerViews('customer').map((v) => EXPLORER_VIEW_LABELS[v])).toEqual(['Informations générales', 'Solde Client', 'Factures', 'Devis', 'Messages', 'Notes épinglées']);
    expect(explorerViews('employee').map((v) => EXPLORER_VIEW_LABELS[v])).toEqual(['Informations générales', 'Messages', 'Notes épinglées']);
  });

  it('goes back from a sub-view to the main view, then to search, then to the resource explored', () => {
    const start = exploreState({ kind: 'customer', id: 4 });
    expect(start).toEqual({ mode: 'explore', kind: 'customer', target: { kind: 'customer', id: 4 }, view: 'main' });
    const bills = chooseView(start, 'bills');
    expect(bills).toMatchObject({ view: 'bills' });
    const main = explorerBack(bills)!;
    expect(main).toEqual(start);
    const search = explorerBack(main)!;
    expect(search).toEqual({ mode: 'search', kind: 'customer', target: { kind: 'customer', id: 4 } });
    expect(explorerBack(search)).toEqual(start);
    const empty: ExplorerState = { mode: 'search', kind: 'employee', target: null };
    expect(explorerBack(empty)).toBeNull();
  });

  it('refuses a view the kind has not, and explores what search mode picked', () => {
    const employee = exploreState({ kind: 'employee', id: 7 });
    expect(chooseView(employee, 'bills')).toBe(employee);
    expect(chooseView(employee, 'notes')).toMatchObject({ view: 'notes' });
    expect(searchPicked({ mode: 'search', kind: 'customer', target: null }, 12)).toEqual(exploreState({ kind: 'family', id: 12 }));
    expect(searchPicked({ mode: 'search', kind: 'employee', target: null }, 9)).toEqual(exploreState({ kind: 'employee', id: 9 }));
  });

  it("says 'Aperçu des N premiers sur M' only past one page of 20", () => {
    expect(previewFooter(20, 57)).toBe('Aperçu des 20 premiers sur 57');
    expect(previewFooter(20, 1234)).toBe('Aperçu des 20 premiers sur 1\u202f234');
    expect(previewFooter(20, 20)).toBeNull();
    expect(previewFooter(3, 3)).toBeNull();
  });
});
