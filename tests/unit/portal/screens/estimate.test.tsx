/**
 * The estimate pages, React and Preact: an estimate shows its status tag, its amounts and only
 * the actions its status allows; marking it signed, then converting it with an option explained
 * in the dialog, sends the contract's bodies; the draft form computes the planning and saves
 * the body the contract expects, or shows what is missing.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../../../src/api/contract/estimates';
import type { Estimate } from '../../../../src/api/contract/estimates';
import { customerPriceGrids, relevantPriceGrid } from '../../../../src/api/contract/pricing';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { TIME_INVALID } from '../../../../src/domain/timeInput';
import { EstimateForm } from '../../../../src/portal/screens/estimates/EstimateForm';
import { EstimateScreen } from '../../../../src/portal/screens/estimates/EstimateScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { refusesThenSaves } from '../support/refusedSave';
import { button, choose, control, find, findAll, leave, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

const estimate = (status: Estimate['status'], extra: Partial<Estimate> = {}): Estimate => ({
  id: 42, number: 'DEV-2026-100042', status, vatIncludedAmount: 87938, periodStartDate: '2027-01-04', periodEndDate: '2027-01-31', createdAt: '2026-11-20T09:00:00.000Z',
  customer: { id: 7, label: 'Camille Fontaine', type: 'NATURAL' }, prestationType: { id: 3, label: 'Garde d’enfants' }, priceGrid: { id: 5, label: 'Tarifs 2026' },
  planning: {
    slots: [{ weekDay: 1, startTime: '16:30', endTime: '19:00' }, { weekDay: 3, startTime: '12:00', endTime: '18:00' }],
    repetitionType: 'EVERY_WEEKS', periodStartDate: '2027-01-04', periodEndDate: '2027-01-31', weeksCount: 4,
  },
  amounts: { minutes: 2250, hourlyRate: 2345, vatRate: 'REDUIT_10_0', vatIncluded: 87938, vatExcluded: 79944, vat: 7994, taxCredit: 43969, afterTaxCredit: 43969 },
  comments: 'Sorties d’école', contractId: null, ...extra,
});

function portal(handlers: Parameters<typeof fakePortal>[0], location = '/customers/7/estimates/42') {
  const fake = fakePortal([...handlers, [customerPriceGrids, () => []]]);
  const router = createRouter('memory', undefined, location);
  const lists = { prestationTypes: [{ id: 3, type: 'CHILDCARE', label: 'Garde d’enfants', productType: 'CHILDCARE', archived: false }], productTypes: [{ code: 'CHILDCARE', label: 'Garde d’enfants', vatRate: 'REDUIT_10_0' }], formulas: [] };
  Object.assign(fake.portal, { router, session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal(null), version: signal(0), lists: signal(lists), requestLists: () => undefined } });
  return { ...fake, router };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const headerButtons = () => findAll<HTMLButtonElement>('.ap-record-head__actions button').map((b) => b.textContent?.trim());
const inDialog = (name: string) => button(name, find('dialog[open]'));

describe('EstimateScreen', () => {
  it('shows the tag, the amounts and only the allowed actions, then signs and converts with the option chosen', async () => {
    let current = estimate('READY');
    const fake = portal([
      [api.getEstimate, () => current],
      [api.estimateChangelogs, () => [{ id: 1, at: '2026-11-20T09:00:00.000Z', author: 'Sophie Lefèvre', description: 'Devis créé' }]],
      [api.markEstimateSigned, () => (current = estimate('SIGNED'))],
      [api.convertEstimateToContract, () => ({ contractId: 9, estimate: (current = estimate('CONTRACTED', { contractId: 9 })) })],
    ]);
    unmount = fake.render(<EstimateScreen params={{ customerId: '7', estimateId: '42' }} title="Devis" />).unmount;
    await eventually(() => expect(pageText()).toContain('Devis DEV-2026-100042'));
    expect(find('.ap-tag').textContent).toBe('Validé');
    const text = pageText();
    for (const shown of ['879,38', '799,44', '79,94', '439,69', 'TVA (10 %)', 'Toutes les semaines', 'Lundi de 16:30 à 19:00', 'Sorties d’école']) expect(text).toContain(shown);
    await eventually(() => expect(pageText()).toContain('Sophie Lefèvre — Devis créé'));
    expect(headerButtons()).toEqual(['Envoyer par e-mail', 'Envoyer pour signature', 'Marquer comme signé', 'Marquer comme refusé', 'Modifier les commentaires', 'Supprimer', 'Télécharger']);

    button('Marquer comme signé').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Le client a signé le devis DEV-2026-100042 ?'));
    inDialog('Marquer comme signé').click();
    await eventually(() => expect(find('.ap-tag').textContent).toBe('Signé'));
    expect(headerButtons()).toEqual(['Transformer en contrat', 'Modifier les commentaires', 'Télécharger']);

    button('Transformer en contrat').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Le contrat en cours du client s’arrête la veille du début de ce nouveau contrat'));
    expect(pageText()).toContain('Le contrat est créé même si un autre contrat du client couvre déjà une partie de la période');
    control('Mettre fin au contrat en cours').click();
    await nextFrame();
    inDialog('Transformer en contrat').click();
    await eventually(() => expect(find('.ap-tag').textContent).toBe('Transformé en contrat'));
    expect(headerButtons()).toEqual(['Télécharger']);
    // A prospect became a customer: the contract is under /customers.
    expect(findAll<HTMLAnchorElement>('a[href$="/customers/7/contracts?contract=9"]').map((a) => a.textContent)).toContain('Voir le contrat');
    expect(fake.calls.find((c) => c.name === 'estimates.toContract')?.body).toEqual({ allowOverrides: false, breakFromPreviousContract: true });
  });

  it('says the history is empty rather than showing a bare panel', async () => {
    const fake = portal([
      [api.getEstimate, () => estimate('DRAFT')],
      [api.estimateChangelogs, () => []],
    ]);
    unmount = fake.render(<EstimateScreen params={{ customerId: '7', estimateId: '42' }} title="Devis" />).unmount;
    await eventually(() => expect(find('section[aria-label="Historique du devis"]').textContent).toContain('Aucun résultat'));
  });
});

describe('EstimateForm', () => {
  it('says what is missing and sends nothing', async () => {
    const saved: unknown[] = [];
    const fake = portal([]);
    unmount = fake.render(<EstimateForm customerId={7} customerType="NATURAL" submitLabel="Enregistrer le brouillon" save={async (body) => void saved.push(body)} />).unmount;
    await eventually(() => button('Enregistrer le brouillon'));
    button('Enregistrer le brouillon').click();
    await eventually(() => expect(pageText()).toContain('Champ obligatoire'));
    expect(saved).toEqual([]);
  });

  it('gives every slot its line and its delete button, the last one kept', async () => {
    const fake = portal([]);
    unmount = fake.render(<EstimateForm customerId={7} customerType="NATURAL" submitLabel="Enregistrer le brouillon" save={async () => undefined} />).unmount;
    await eventually(() => button('Ajouter un créneau'));
    expect(button('Retirer le créneau 1').disabled).toBe(true);
    button('Ajouter un créneau').click();
    await eventually(() => expect(findAll('[role="group"][aria-label^="Créneau"]')).toHaveLength(2));
    expect(button('Retirer le créneau 1').disabled).toBe(false);
    button('Retirer le créneau 2').click();
    await eventually(() => expect(findAll('[role="group"][aria-label^="Créneau"]')).toHaveLength(1));
    expect(find('section[aria-label="Planning hebdomadaire souhaité"] h2').textContent).toBe('Planning hebdomadaire souhaité');
  });

  it('computes the planning typed, then saves the draft’s body', async () => {
    const saved: unknown[] = [];
    const fake = portal([
      [api.computeEstimatePlanning, () => ({ sessions: [{ day: '2027-01-04', startTime: '16:30', endTime: '19:00', minutes: 150 }], minutes: 150, weeksCount: 1, skippedHolidays: [] })],
      [relevantPriceGrid, () => ({
        id: 5, label: 'Tarifs 2026', customer: null, formulaId: null, validFrom: '2026-01-01', validTo: null, perKmCents: 45, nightIncreasePercent: 25,
        sundayIncreasePercent: 25, holidayIncreasePercent: 100, billCount: 0, items: [{ id: 1, prestationTypeId: 3, prestationTypeLabel: 'Garde d’enfants', productType: 'CHILDCARE', hourlyRate: 2345 }],
      })],
    ]);
    unmount = fake.render(<EstimateForm customerId={7} customerType="NATURAL" submitLabel="Enregistrer le brouillon" save={async (body) => void saved.push(body)} />).unmount;
    await eventually(() => control<HTMLSelectElement>('Type de prestation'));
    choose(control<HTMLSelectElement>('Type de prestation'), '3');
    for (const [label, value] of [['Début de la période', '04/01/2027'], ['Fin de la période', '10/01/2027'], ['Début', '16:30'], ['Fin', '19:00']] as const) {
      const input = control(label);
      typeInto(input, value);
      leave(input);
      await nextFrame();
    }
    button('Calculer le planning').click();
    await eventually(() => expect(pageText()).toContain('Planning calculé'));
    // 2 h 30 at 23,45 € = 58,63 € TTC, of which the family gets 29,32 € back.
    expect(pageText()).toMatch(/Montant TTC\s*58,63/);
    expect(pageText()).toMatch(/Crédit d’impôt estimé \(50 %\)\s*29,32/);
    expect(fake.calls.find((c) => c.name === 'pricing.relevantGrid')?.params).toEqual({ id: '7', date: '2027-01-04' });
    expect(fake.calls.find((c) => c.name === 'estimates.computePlanning')?.body).toEqual({
      slots: [{ weekDay: 1, startTime: '16:30', endTime: '19:00' }], repetitionType: 'EVERY_WEEKS', periodStartDate: '2027-01-04', periodEndDate: '2027-01-10',
    });
    button('Enregistrer le brouillon').click();
    await eventually(() => expect(saved).toHaveLength(1));
    expect(api.EstimateBody.safeParse(saved[0]).success).toBe(true);
    expect(saved[0]).toMatchObject({ prestationTypeId: 3, priceGridId: null, comments: null });
  });

  describe('fields that cannot lie', () => {
    const BODY = {
      prestationTypeId: 3, priceGridId: 5, comments: 'Sorties d’école',
      planning: { slots: [{ weekDay: 1, startTime: '16:30', endTime: '19:00' }, { weekDay: 3, startTime: '12:00', endTime: '18:00' }], repetitionType: 'EVERY_WEEKS', periodStartDate: '2027-01-04', periodEndDate: '2027-01-31' },
    };
    const open = async () => {
      const draft = estimate('DRAFT');
      const fake = portal([[api.updateEstimate, () => draft]]);
      const save = async (body: api.EstimateBody) => void (await fake.portal.client.call(api.updateEstimate, { params: { id: 42 }, body }));
      unmount = fake.render(<EstimateForm customerId={7} customerType="NATURAL" estimate={draft} submitLabel="Enregistrer le brouillon" save={save} />).unmount;
      await eventually(() => expect(control('Fin de la période').value).toBe('31/01/2027'));
      return fake;
    };

    it('refuses a period’s end that does not exist', async () => {
      const { calls } = await open();
      await refusesThenSaves({
        calls, field: 'Fin de la période', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '24/01/2027', save: 'Enregistrer le brouillon',
        endpoint: 'estimates.update', body: { ...BODY, planning: { ...BODY.planning, periodEndDate: '2027-01-24' } },
      });
    });

    it('refuses a slot’s time that does not read', async () => {
      const { calls } = await open();
      await refusesThenSaves({
        calls, field: 'Début', wrong: 'ab:cd', message: TIME_INVALID, right: '17:00', save: 'Enregistrer le brouillon',
        endpoint: 'estimates.update', body: { ...BODY, planning: { ...BODY.planning, slots: [{ ...BODY.planning.slots[0], startTime: '17:00' }, BODY.planning.slots[1]] } },
      });
    });
  });
});
