/** Estimates (spec 001 §7) over real HTTP: a draft through its whole life to a contract, the table's refusals, overlapping contracts. */
import { describe, expect, it } from 'vitest';
import { searchContracts } from '../../src/api/contract/contracts';
import { getCustomer } from '../../src/api/contract/customers';
import { createProspect } from '../../src/api/contract/customerRecord';
import * as api from '../../src/api/contract/estimates';
import { fillPath } from '../../src/api/endpoint';
import { ESTIMATE_ACTIONS, ESTIMATE_MOVES, estimateActionsFor, type EstimateAction } from '../../src/domain/estimates/status';
import { CONTRACT_OVERLAP } from '../../src/domain/estimates/labels';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const path = (endpoint: { path: string }, id: number) => fillPath(endpoint.path, { id });
const one = (sql: string, ...params: unknown[]) => sandbox.server.sandbox.db.prepare(sql).pluck().get(...params);

// January 2027 in zone A (Lyon): the Christmas vacations end on the 3rd; Mondays 4…25, Wednesdays 6…27.
const planning = {
  slots: [{ weekDay: 1, startTime: '16:30', endTime: '19:00' }, { weekDay: 3, startTime: '12:00', endTime: '18:00' }],
  repetitionType: 'EVERY_WEEKS',
  periodStartDate: '2027-01-04',
  periodEndDate: '2027-01-31',
};
const childcareType = () => one("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1") as number;

/** Each action of the table as a call. */
const call = (action: EstimateAction, id: number) => {
  const token = sandbox.director;
  switch (action) {
    case 'update': return sandbox.api.put(path(api.updateEstimate, id), { prestationTypeId: childcareType(), planning }, token);
    case 'validate': return sandbox.api.post(path(api.validateEstimate, id), {}, token);
    case 'send': return sandbox.api.post(path(api.sendEstimate, id), {}, token);
    case 'sendForSigning': return sandbox.api.post(path(api.sendEstimate, id), { forSignProcedure: true }, token);
    case 'markSigned': return sandbox.api.put(path(api.markEstimateSigned, id), {}, token);
    case 'markRefused': return sandbox.api.put(path(api.markEstimateRefused, id), {}, token);
    case 'convertToContract': return sandbox.api.post(path(api.convertEstimateToContract, id), { allowOverrides: false, breakFromPreviousContract: false }, token);
    case 'updateComments': return sandbox.api.put(path(api.updateEstimateComments, id), { comments: 'Essai' }, token);
    case 'delete': return sandbox.api.del(path(api.deleteEstimate, id), token);
  }
};

/** Every action the status forbids answers 400 with its own French label, and changes nothing. */
async function expectForbiddenRefused(id: number, status: string) {
  const allowed = estimateActionsFor(status as never);
  for (const action of ESTIMATE_ACTIONS.filter((a) => !allowed.includes(a))) {
    const answer = await call(action, id);
    expect([action, answer.status, answer.body.errors]).toEqual([action, 400, [{ code: 'ESTIMATE_STATUS_FORBIDS', label: ESTIMATE_MOVES[action].forbidden }]]);
  }
  expect((await sandbox.api.get(path(api.getEstimate, id), sandbox.director)).body.status).toBe(status);
}

async function step(action: EstimateAction, id: number, status: string) {
  const answer = await call(action, id);
  expect([action, answer.status]).toEqual([action, 200]);
  expect(answer.body.status ?? answer.body.estimate.status).toBe(status);
  return answer.body;
}

let prospects = 0;
const newProspect = async () => {
  const answer = await sandbox.api.post(createProspect.path, { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Camille', lastName: 'Fontaine' }, email: `camille.fontaine.${++prospects}@exemple.fr` }, sandbox.director);
  return createProspect.response.parse(answer.body).customerId;
};
const stageOf = async (customerId: number) => (await sandbox.api.get(fillPath(getCustomer.path, { id: customerId }), sandbox.director)).body;

describe('planning computations', () => {
  it('lists the sessions, leaves Easter Monday out and counts the weeks', async () => {
    const april = { ...planning, periodStartDate: '2026-04-01', periodEndDate: '2026-04-30' };
    const answer = api.computeEstimatePlanning.response.parse((await sandbox.api.post(api.computeEstimatePlanning.path, april, sandbox.director)).body);
    expect(answer.sessions).toHaveLength(8);
    expect(answer.skippedHolidays).toEqual([{ day: '2026-04-06', label: 'Lundi de Pâques' }]);
    expect([answer.minutes, answer.weeksCount]).toEqual([3 * 150 + 5 * 360, 5]);
    // Lyon is in zone A: its spring vacations (4th to 19th) leave three sessions.
    const outside = await sandbox.api.post(api.computeEstimateWeeksCount.path, { ...april, repetitionType: 'EVERY_WEEKS_NO_SCHOOL_VACATIONS' }, sandbox.director);
    expect(outside.body).toEqual({ weeksCount: 3 });
  });

  it('refuses a slot ending when it starts, and a period ending before it starts, naming the field', async () => {
    const bad = { ...planning, slots: [{ weekDay: 1, startTime: '09:00', endTime: '09:00' }], periodEndDate: '2026-12-01' };
    const answer = await sandbox.api.post(api.computeEstimatePlanning.path, bad, sandbox.director);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['periodEndDate', 'slots.0.endTime']);
  });
});

describe('an estimate through its whole life', () => {
  it('goes from a draft to a contract, each forbidden action refused with its label on the way', async () => {
    const customerId = await newProspect();
    const created = await sandbox.api.post(api.createEstimate.path, { customerId, prestationTypeId: childcareType(), planning, comments: 'Sorties d’école' }, sandbox.director);
    expect(created.status).toBe(200);
    const draft = api.createEstimate.response.parse(created.body);
    const rate = one('SELECT hourly_rate FROM price_grid_items WHERE grid_id = ? AND prestation_type_id = ?', draft.priceGrid!.id, childcareType()) as number;
    expect(draft).toMatchObject({ status: 'DRAFT', customer: { id: customerId, type: 'NATURAL' }, comments: 'Sorties d’école', contractId: null, periodEndDate: '2027-01-31' });
    expect(draft.number).toMatch(/^DEV-\d{4}-1\d{5}$/);
    expect(draft.planning!.weeksCount).toBe(4);
    // 4 × 2 h 30 + 4 × 6 h = 34 h.
    expect(draft.amounts).toMatchObject({ minutes: 2040, hourlyRate: rate, vatIncluded: 34 * rate, taxCredit: Math.round(17 * rate), vatRate: 'REDUIT_10_0' });
    expect(draft.amounts!.vatExcluded + draft.amounts!.vat).toBe(34 * rate);
    expect(draft.vatIncludedAmount).toBe(34 * rate);
    const id = draft.id;

    await expectForbiddenRefused(id, 'DRAFT');
    await step('validate', id, 'READY');
    await expectForbiddenRefused(id, 'READY');
    await step('send', id, 'SENT');
    expect((await stageOf(customerId)).stage).toBe('ESTIMATE_SENT');
    await expectForbiddenRefused(id, 'SENT');
    await step('sendForSigning', id, 'SENT_SIGN');
    expect((await stageOf(customerId)).stage).toBe('ESTIMATE_SENT_FOR_SIGNING');
    await expectForbiddenRefused(id, 'SENT_SIGN');
    await step('markSigned', id, 'SIGNED');
    expect((await stageOf(customerId)).stage).toBe('ESTIMATE_SIGNED');
    await step('updateComments', id, 'SIGNED');
    await expectForbiddenRefused(id, 'SIGNED');

    const converted = await step('convertToContract', id, 'CONTRACTED');
    expect(converted.estimate.contractId).toBe(converted.contractId);
    await expectForbiddenRefused(id, 'CONTRACTED');

    const contracts = searchContracts.response.parse((await sandbox.api.post(searchContracts.path, { customerId, pageNumber: 0, pageSize: 10 }, sandbox.director)).body);
    expect(contracts.content).toEqual([expect.objectContaining({ id: converted.contractId, startDate: '2027-01-04', endDate: '2027-01-31', weeklyMinutes: 510, state: 'UPCOMING' })]);
    expect(contracts.content[0]!.prestationType.id).toBe(childcareType());
    expect((await stageOf(customerId)).status).toBe('ACTIVE_CUSTOMER');

    const logs = api.estimateChangelogs.response.parse((await sandbox.api.get(path(api.estimateChangelogs, id), sandbox.director)).body);
    expect(logs.map((l) => l.description)).toEqual([
      `Devis transformé en contrat : ${contracts.content[0]!.number}`, 'Commentaires modifiés', 'Devis marqué comme signé',
      // Marked signed by hand: the sign procedure's events, then its cancellation.
      'Signature électronique : Procédure annulée', 'Signature électronique : Destinataire invité à signer', 'Signature électronique : Procédure de signature démarrée',
      'Signature électronique : Document transmis au service de signature', 'Signature électronique : Procédure de signature créée', 'Devis envoyé pour signature',
      'Devis envoyé par e-mail', 'Devis validé', 'Devis créé',
    ]);
    expect(logs[0]!.author).toBe('Sophie Lefèvre');

    const listed = api.searchEstimates.response.parse((await sandbox.api.post(api.searchEstimates.path, { customerId, pageNumber: 0, pageSize: 10 }, sandbox.director)).body);
    expect(listed.content.map((e) => [e.number, e.status, e.vatIncludedAmount])).toEqual([[draft.number, 'CONTRACTED', 34 * rate]]);
  });

  it('refuses a conversion over a contract in force unless told to end it or to overlap', async () => {
    const customerId = await newProspect();
    const signed = async (periodStartDate: string) => {
      const draft = (await sandbox.api.post(api.createEstimate.path, { customerId, prestationTypeId: childcareType(), planning: { ...planning, periodStartDate, periodEndDate: '2027-06-30' } }, sandbox.director)).body;
      for (const action of ['validate', 'markSigned'] as const) await call(action, draft.id);
      return draft.id as number;
    };
    const first = await signed('2027-01-04');
    const options = (allowOverrides: boolean, breakFromPreviousContract: boolean) => ({ allowOverrides, breakFromPreviousContract });
    const firstContract = (await sandbox.api.post(path(api.convertEstimateToContract, first), options(false, false), sandbox.director)).body.contractId;
    const second = await signed('2027-03-01');
    const refused = await sandbox.api.post(path(api.convertEstimateToContract, second), options(false, false), sandbox.director);
    expect([refused.status, refused.body.errors]).toEqual([400, [{ code: CONTRACT_OVERLAP.code, label: CONTRACT_OVERLAP.label }]]);
    const broken = await sandbox.api.post(path(api.convertEstimateToContract, second), options(false, true), sandbox.director);
    expect(broken.status).toBe(200);
    expect(one('SELECT end_date FROM contracts WHERE id = ?', firstContract)).toBe('2027-02-28');
    const third = await signed('2027-03-15');
    expect((await sandbox.api.post(path(api.convertEstimateToContract, third), options(true, false), sandbox.director)).status).toBe(200);
  });

  it('answers an estimate of the seed with its number, amount and period only', async () => {
    const id = one("SELECT id FROM estimates WHERE agency_id = 1 AND slots IS NULL ORDER BY id LIMIT 1") as number;
    const seeded = api.getEstimate.response.parse((await sandbox.api.get(path(api.getEstimate, id), sandbox.director)).body);
    expect(seeded).toMatchObject({ planning: null, amounts: null, prestationType: null });
    // 3,330.00 € incl. VAT.
    expect(seeded.vatIncludedAmount).toBe(333000);
  });

  it('deletes a draft and hides another agency’s', async () => {
    const customerId = await newProspect();
    const create = async () => (await sandbox.api.post(api.createEstimate.path, { customerId, prestationTypeId: childcareType(), planning }, sandbox.director)).body.id as number;
    const draft = await create();
    expect((await sandbox.api.get(path(api.getEstimate, draft), sandbox.paris)).status).toBe(404);
    expect((await sandbox.api.del(path(api.deleteEstimate, draft), sandbox.director)).status).toBe(204);
    expect((await sandbox.api.get(path(api.getEstimate, draft), sandbox.director)).status).toBe(404);
    const unknownType = await sandbox.api.post(api.createEstimate.path, { customerId, prestationTypeId: 999_999, planning }, sandbox.director);
    expect(unknownType.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'Type de prestation inconnu dans cette agence', field: 'prestationTypeId' }]);
  });
});
