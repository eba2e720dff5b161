/**
 * Dates and mail headers in the contract (issue 28 §7), over real HTTP: the sandbox validates with
 * the contract, so an impossible day and a subject carrying a header of its own are refused (400,
 * naming the field) before any handler runs, and nothing reaches the outbox.
 */
import { describe, expect, it } from 'vitest';
import { sendBills } from '../../src/api/contract/billing';
import { sendContract } from '../../src/api/contract/contracts';
import { sendEstimate } from '../../src/api/contract/estimates';
import { searchPlanningEvents } from '../../src/api/contract/planning';
import { relevantPriceGrid } from '../../src/api/contract/pricing';
import { listMails } from '../../src/api/contract/sandbox';
import { sendSepaMandate } from '../../src/api/contract/sepaMandates';
import { sendWorkContract } from '../../src/api/contract/workContracts';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const s = lyonAndParisSandbox();
const HOSTILE_SUBJECT = 'Mandat\r\nBcc: espion@evil.example';
const LINE_BREAK = 'Ne doit contenir ni retour chariot ni saut de ligne';
const DATE = 'Date attendue au format AAAA-MM-JJ, un jour réel du 2018-01-01 au 2100-12-31';
const mail = { subject: HOSTILE_SUBJECT, body: 'Veuillez trouver le document ci-joint.', recipients: ['famille@exemple.fr'] };

describe('a subject with CR LF', () => {
  const sends = [
    { name: 'contracts.send', path: fillPath(sendContract.path, { id: 1 }), body: mail, field: 'subject' },
    { name: 'sepaMandates.send', path: fillPath(sendSepaMandate.path, { id: 1, sid: 1 }), body: mail, field: 'subject' },
    { name: 'workContracts.send', path: fillPath(sendWorkContract.path, { id: 1, cid: 1 }), body: mail, field: 'subject' },
    { name: 'billing.send', path: sendBills.path, body: { billIds: [1], subject: HOSTILE_SUBJECT, body: 'Votre facture.' }, field: 'subject' },
    { name: 'estimates.send', path: fillPath(sendEstimate.path, { id: 1 }), body: { mail: { recipient: 'famille@exemple.fr', subject: HOSTILE_SUBJECT, body: 'Votre devis.' } }, field: 'mail.subject' },
  ];

  it.each(sends)('is refused by $name (400, naming the field), and nothing is mailed', async ({ path, body, field }) => {
    expect(await s.api.post(path, body, s.director)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'PARAMETERS_ERROR', field, label: `Champ « ${field} » : ${LINE_BREAK}` }] },
    });
    expect((await s.api.get(listMails.path)).body).toEqual([]);
  });

  it('a recipient with CR LF is refused too', async () => {
    const answer = await s.api.post(fillPath(sendContract.path, { id: 1 }), { ...mail, subject: 'Contrat', recipients: ['famille@exemple.fr\r\nBcc: espion@evil.example'] }, s.director);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ code: 'PARAMETERS_ERROR', field: 'recipients.0', label: `Champ « recipients.0 » : ${LINE_BREAK}` });
  });
});

describe('an impossible day', () => {
  it('2026-02-30 in a body is refused, not rolled to 2 March', async () => {
    expect(await s.api.post(searchPlanningEvents.path, { day: '2026-02-30' }, s.director)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'PARAMETERS_ERROR', field: 'day', label: `Champ « day » : ${DATE}` }] },
    });
    expect((await s.api.post(searchPlanningEvents.path, { day: '2026-03-02' }, s.director)).status).toBe(200);
  });

  it('2026-02-30 and 2017-12-31 in a path are refused', async () => {
    for (const date of ['2026-02-30', '2017-12-31', '2101-01-01']) {
      expect(await s.api.get(fillPath(relevantPriceGrid.path, { id: 1, date }), s.director)).toMatchObject({
        status: 400,
        body: { errors: [{ code: 'PARAMETERS_ERROR', field: 'params.date', label: `Champ « params.date » : ${DATE}` }] },
      });
    }
  });
});
