/**
 * What the household and home-care options open, over real HTTP: Lyon sells childcare, household
 * work (« Ménage et repassage ») and home care (« Aide aux seniors »); an option switched off
 * takes its line out of the agency's lists and its types cannot be chosen any more (an estimate,
 * a planning event, a family's default type, a new prestation type: 403 FEATURE_DISABLED naming
 * the option), while childcare still works. An estimate sent for signing needs the electronic
 * signature option.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { adminAgency, updateAgencyOptions, type AgencyOptions } from '../../src/api/contract/agencyAdmin';
import { createProspect } from '../../src/api/contract/customerRecord';
import { estimateMailTemplate } from '../../src/api/contract/estimateDocuments';
import { createEstimate, getEstimate, sendEstimate, updateEstimate, validateEstimate } from '../../src/api/contract/estimates';
import { setFamilyDefaultPrestationType } from '../../src/api/contract/familyRecord';
import { createEvents } from '../../src/api/contract/planningEngine';
import {
  addMissingPriceGridItems, createPrestationType, createPriceGrid, getPriceGrid, prestationTypesAndFormulas, productTypes, searchPriceGrids, updatePrestationTypeArchiveStatus, updatePriceGridItem,
} from '../../src/api/contract/pricing';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let admin: ApiClient;
let director: ApiClient;
let seeded: AgencyOptions;
const LYON = 1;

beforeAll(async () => {
  server = await startSandbox();
  admin = await loggedInClient(server.url, 'admin@demo.fr');
  director = await loggedInClient(server.url, 'directrice@demo.fr');
  seeded = (await admin.call(adminAgency, { params: { id: LYON } })).options;
});
afterAll(() => server.close());

const setOptions = (change: Partial<AgencyOptions>) => admin.call(updateAgencyOptions, { params: { id: LYON }, body: { ...seeded, ...change } });
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const refusalOf = async (promise: Promise<unknown>) => {
  const failure = await failureOf(promise);
  return failure && { status: failure.status, errors: failure.errors };
};
const one = (sql: string, ...params: unknown[]) => server.sandbox.db.prepare(sql).pluck().get(...params) as number;
const typeId = (label: string) => one('SELECT id FROM prestation_types WHERE agency_id = ? AND label = ?', LYON, label);
const CHILDCARE = "Garde d'enfants à domicile";
const planning = { slots: [{ weekDay: 3 as const, startTime: '09:00', endTime: '12:00' }], repetitionType: 'EVERY_WEEKS' as const, periodStartDate: '2027-03-01', periodEndDate: '2027-03-31' };

let count = 0;
async function prospect() {
  return (await director.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Claire', lastName: `Lignes${++count}` }, email: `lignes.${count}@exemple.fr` } })).customerId;
}
const listed = async () => {
  const [{ prestationTypes }, products] = await Promise.all([director.call(prestationTypesAndFormulas, {}), director.call(productTypes, {})]);
  return { products: products.map((p) => p.label), types: prestationTypes.filter((t) => !t.archived && t.type === 'CUSTOM').map((t) => `${t.productType} ${t.label}`) };
};
const event = (prestationTypeId: number, day: string) => ({
  familyId: one('SELECT id FROM families WHERE agency_id = ? ORDER BY id LIMIT 1', LYON), proId: one("SELECT id FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT 1", LYON),
  prestationTypeId, day, startTime: '07:00', endTime: '07:30', repetition: { type: 'NO_REPETITION' as const }, bypassRejections: true,
});

const LINES = [
  { flag: 'householdEnabled', type: 'Ménage et repassage', left: ['HOMECARE Aide aux seniors', "CHILDCARE Sortie d'école et activités"], products: ["Garde d'enfants", 'Aide à domicile'], label: "Les prestations « Entretien de la maison » ne sont pas proposées : l'option « Ménage et repassage » n'est pas activée pour cette agence." },
  { flag: 'homecareEnabled', type: 'Aide aux seniors', left: ['HOUSEHOLD Ménage et repassage', "CHILDCARE Sortie d'école et activités"], products: ["Garde d'enfants", 'Entretien de la maison'], label: "Les prestations « Aide à domicile » ne sont pas proposées : l'option « Aide à domicile » n'est pas activée pour cette agence." },
] as const;

describe('the lines of business follow their options', () => {
  it('Lyon, with both options on, offers its three lines', async () => {
    expect([seeded.householdEnabled, seeded.homecareEnabled]).toEqual([true, true]);
    expect(await listed()).toEqual({
      products: ["Garde d'enfants", 'Entretien de la maison', 'Aide à domicile'],
      types: ['HOMECARE Aide aux seniors', 'HOUSEHOLD Ménage et repassage', "CHILDCARE Sortie d'école et activités"],
    });
  });

  it.each(LINES)('$flag on: an estimate, an event and a family’s default take « $type »', async ({ type }) => {
    const customerId = await prospect();
    const estimate = await director.call(createEstimate, { body: { customerId, prestationTypeId: typeId(type), planning } });
    expect(estimate.prestationType?.label).toBe(type);
    const made = await director.call(createEvents, { body: event(typeId(type), type === 'Aide aux seniors' ? '2027-04-05' : '2027-04-06') });
    expect(made.created).toHaveLength(1);
    const familyId = one('SELECT id FROM families WHERE agency_id = ? ORDER BY id LIMIT 1 OFFSET 1', LYON);
    expect((await director.call(setFamilyDefaultPrestationType, { params: { id: familyId, type: typeId(type) } })).defaultPrestationType?.label).toBe(type);
  });

  it.each(LINES)('$flag off: « $type » is neither listed nor chosen, childcare still is', async ({ flag, type, left, products, label }) => {
    const customerId = await prospect();
    const kept = await director.call(createEstimate, { body: { customerId, prestationTypeId: typeId(type), planning } });
    const line = type === 'Aide aux seniors' ? 'HOMECARE' : 'HOUSEHOLD';
    await setOptions({ [flag]: false });
    try {
      expect(await listed()).toEqual({ products, types: left });
      const refusal = { status: 403, errors: [{ code: 'FEATURE_DISABLED', label }] };
      expect(await refusalOf(director.call(createEstimate, { body: { customerId, prestationTypeId: typeId(type), planning } }))).toEqual(refusal);
      expect(await refusalOf(director.call(updateEstimate, { params: { id: kept.id }, body: { prestationTypeId: typeId(type), planning } }))).toEqual(refusal);
      expect(await refusalOf(director.call(createEvents, { body: event(typeId(type), '2027-04-07') }))).toEqual(refusal);
      const familyId = one('SELECT id FROM families WHERE agency_id = ? ORDER BY id LIMIT 1 OFFSET 2', LYON);
      expect(await refusalOf(director.call(setFamilyDefaultPrestationType, { params: { id: familyId, type: typeId(type) } }))).toEqual(refusal);
      expect(await refusalOf(director.call(createPrestationType, { body: { type: 'CUSTOM', label: 'Nouveau service', productType: line } }))).toEqual(refusal);
      // A new grid lists no price of the closed line, nor does « Ajouter les tarifs manquants »; the type stays as it is.
      const grid = await director.call(createPriceGrid, { body: { label: `Sans ${type}`, customerId: null, formulaId: null, validFrom: '2026-04-01', validTo: null, perKmCents: 0, nightIncreasePercent: 0, sundayIncreasePercent: 0, holidayIncreasePercent: 0 } });
      const linesOf = (items: readonly { productType: string }[]) => [...new Set(items.map((item) => item.productType))].sort();
      expect([linesOf(grid.items), grid.items.length]).toEqual([line === 'HOUSEHOLD' ? ['CHILDCARE', 'HOMECARE'] : ['CHILDCARE', 'HOUSEHOLD'], 9]);
      expect((await director.call(addMissingPriceGridItems, { params: { id: grid.id } })).items).toEqual(grid.items);
      expect(await refusalOf(director.call(updatePrestationTypeArchiveStatus, { params: { id: typeId(type) }, query: { archive: 'true' } }))).toEqual(refusal);
      expect(one('SELECT archived FROM prestation_types WHERE id = ?', typeId(type))).toBe(0);
      // An older grid keeps the line's price, which cannot change until the option is on again.
      const older = (await director.call(searchPriceGrids, { body: { pageSize: 100 } })).content.find((g) => g.items.some((item) => item.prestationTypeLabel === type))!;
      const price = older.items.find((item) => item.prestationTypeLabel === type)!;
      expect(await refusalOf(director.call(updatePriceGridItem, { params: { id: older.id, itemId: price.id }, body: { hourlyRate: 1 } }))).toEqual(refusal);
      expect((await director.call(getPriceGrid, { params: { id: older.id } })).items.find((item) => item.id === price.id)?.hourlyRate).toBe(price.hourlyRate);
      // What already carries the type keeps it; childcare is chosen as before.
      expect((await director.call(getEstimate, { params: { id: kept.id } })).prestationType?.label).toBe(type);
      const childcare = await director.call(updateEstimate, { params: { id: kept.id }, body: { prestationTypeId: typeId(CHILDCARE), planning } });
      expect(childcare.prestationType?.label).toBe(CHILDCARE);
    } finally {
      await setOptions({});
    }
  });
});

describe('sending an estimate for signing', () => {
  async function ready() {
    const draft = await director.call(createEstimate, { body: { customerId: await prospect(), prestationTypeId: typeId(CHILDCARE), planning } });
    return director.call(validateEstimate, { params: { id: draft.id } });
  }

  it('signProceduresEnabled off: refused naming the option, the estimate stays ready; a mail still goes', async () => {
    const [estimate, other] = [await ready(), await ready()];
    await setOptions({ signProceduresEnabled: false });
    try {
      const refusal = { status: 403, errors: [{ code: 'FEATURE_DISABLED', label: "La signature électronique n'est pas activée pour cette agence." }] };
      expect(await refusalOf(director.call(sendEstimate, { params: { id: estimate.id }, body: { forSignProcedure: true } }))).toEqual(refusal);
      expect(await refusalOf(director.call(estimateMailTemplate, { params: { id: estimate.id }, query: { forSignProcedure: 'true' } }))).toEqual(refusal);
      expect((await director.call(getEstimate, { params: { id: estimate.id } })).status).toBe('READY');
      expect((await director.call(sendEstimate, { params: { id: other.id }, body: {} })).status).toBe('SENT');
    } finally {
      await setOptions({});
    }
  });

  it('signProceduresEnabled on: sent for signing', async () => {
    const estimate = await ready();
    expect((await director.call(sendEstimate, { params: { id: estimate.id }, body: { forSignProcedure: true } })).status).toBe('SENT_SIGN');
  });
});
