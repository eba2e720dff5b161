/** Test data made through the API: a contract from a prospect's estimate, as an agency makes one. */
import type { ApiClient } from '../../src/api/client';
import { createProspect } from '../../src/api/contract/customerRecord';
import { convertEstimateToContract, createEstimate, markEstimateSigned, validateEstimate } from '../../src/api/contract/estimates';
import type { Db } from '../../sandbox/store/db';

/** A prospect's estimate for January 2027 (Mondays 16:30–19:00, Wednesdays 12:00–18:00), signed and turned into a contract. */
export async function newContract(api: ApiClient, db: Db, email: string): Promise<{ contractId: number; customerId: number; estimateId: number }> {
  const customerId = (await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Louise', lastName: 'Garnier' }, email } })).customerId;
  const prestationTypeId = db.prepare("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1").pluck().get() as number;
  const planning = {
    slots: [{ weekDay: 1 as const, startTime: '16:30', endTime: '19:00' }, { weekDay: 3 as const, startTime: '12:00', endTime: '18:00' }],
    repetitionType: 'EVERY_WEEKS' as const, periodStartDate: '2027-01-04', periodEndDate: '2027-01-31',
  };
  const estimate = await api.call(createEstimate, { body: { customerId, prestationTypeId, planning } });
  await api.call(validateEstimate, { params: { id: estimate.id } });
  await api.call(markEstimateSigned, { params: { id: estimate.id } });
  const { contractId } = await api.call(convertEstimateToContract, { params: { id: estimate.id }, body: { allowOverrides: false, breakFromPreviousContract: false } });
  return { contractId, customerId, estimateId: estimate.id };
}
