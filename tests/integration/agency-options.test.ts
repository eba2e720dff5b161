/** An agency's options (/agencies/{agencyId}, admin) over real HTTP: read, changed, checked, and followed by the session's agency that the menu reads. */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api/contract/agencyAdmin';
import { selectContext } from '../../src/api/contract/auth';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const admin = async () => (await sandbox.api.login('admin@demo.fr')).token;
const read = async (id: number, token: string) => api.adminAgency.response.parse((await sandbox.api.get(fillPath(api.adminAgency.path, { id }), token)).body);

describe('agency options', () => {
  it("reads Lyon with its own settings and the defaults of the rest; for admins only", async () => {
    const lyon = await read(1, await admin());
    expect(lyon).toMatchObject({ id: 1, label: "Agence Lyon Presqu'île", clientLabel: 'Garde & Compagnie' });
    expect(lyon.options).toMatchObject({
      schoolVacationZone: 'A', billingEnabled: true, avimEnabled: true, christmasIncreaseEnabled: true, mayDayIncreaseEnabled: true, fiscalAttestationsEnabled: true,
      payeEnabled: true, libraryEnabled: true, timesheetsEnabled: true, eventsNotificationDelay: 30, advisersRights: ['BILLING'],
    });
    expect((await sandbox.api.get(fillPath(api.adminAgency.path, { id: 1 }), sandbox.director)).status).toBe(403);
  });

  it('a library switched off answers in the options and in the agency the director and a multi-agency manager work in', async () => {
    const token = await admin();
    const { options } = await read(1, token);
    const answer = await sandbox.api.put(fillPath(api.updateAgencyOptions.path, { id: 1 }), { ...options, libraryEnabled: false, partCommunityEnabled: false, proCommunityEnabled: false }, token);
    expect(answer.status).toBe(200);
    expect(api.updateAgencyOptions.response.parse(answer.body).options).toMatchObject({ libraryEnabled: false, partCommunityEnabled: false, billingEnabled: true });
    expect((await read(1, token)).options.libraryEnabled).toBe(false);

    const director = await sandbox.api.login('directrice@demo.fr');
    expect(director.user.agency).toMatchObject({ id: 1, libraryEnabled: false, communityEnabled: false, timesheetsEnabled: true });
    const multi = (await sandbox.api.login('multi@demo.fr')).token;
    const chosen = await sandbox.api.post(selectContext.path, { clientId: 1, agencyId: 1 }, multi);
    expect(chosen.body.agency).toMatchObject({ libraryEnabled: false });
    // Paris keeps its own options.
    expect((await read(3, token)).options.libraryEnabled).toBe(true);
  });

  it('keeps the flags with a column of their own: the zone moves the agency to its calendar and currency, the session carries the two holiday increases', async () => {
    const token = await admin();
    const { options } = await read(3, token);
    const before = await sandbox.api.post(selectContext.path, { clientId: 1, agencyId: 3 }, sandbox.paris);
    expect(before.body.agency).toMatchObject({ christmasIncreaseEnabled: false, mayDayIncreaseEnabled: false });
    await sandbox.api.put(fillPath(api.updateAgencyOptions.path, { id: 3 }), { ...options, schoolVacationZone: 'SUISSE_GEN', avimEnabled: true, christmasIncreaseEnabled: true }, token);
    const chosen = await sandbox.api.post(selectContext.path, { clientId: 1, agencyId: 3 }, sandbox.paris);
    // The hour grid's week totals read these two (src/domain/billing/compute.ts, agencyIncreaseOptions).
    expect(chosen.body.agency).toMatchObject({ schoolVacationZone: 'SUISSE_GEN', currency: 'CHF', christmasIncreaseEnabled: true, mayDayIncreaseEnabled: false });
    expect((await read(3, token)).options).toMatchObject({ schoolVacationZone: 'SUISSE_GEN', avimEnabled: true });
    await sandbox.api.put(fillPath(api.updateAgencyOptions.path, { id: 3 }), options, token);
  });

  it('refuses wrong texts, naming each field, and changes nothing', async () => {
    const token = await admin();
    const { options } = await read(1, token);
    const answer = await sandbox.api.put(fillPath(api.updateAgencyOptions.path, { id: 1 }), { ...options, signProceduresPrimaryColor: 'bleu', eventsNotificationCustomMails: ['direction@'], eventsNotificationDelay: 2000 }, token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string; label: string }) => [e.field, e.label])).toEqual([
      ['signProceduresPrimaryColor', 'Couleur attendue au format #RRVVBB'],
      ['eventsNotificationDelay', 'Un nombre entier de minutes, de 0 à 1440'],
      ['eventsNotificationCustomMails', 'Une adresse e-mail par ligne'],
    ]);
    expect((await read(1, token)).options).toEqual(options);
    expect((await sandbox.api.get(fillPath(api.adminAgency.path, { id: 99 }), token)).status).toBe(404);
  });
});
