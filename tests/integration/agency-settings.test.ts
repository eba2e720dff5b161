/**
 * The agency's settings over real HTTP (spec 001 §7 agency calls): each form saved and read
 * back; bad input refused with 400 naming the field (a Geneva agency's Swiss zip code and
 * numbers accepted); another agency's settings not found;
 * templates listed with one in force per kind, another put in force, previewed once by a
 * one-use token; an order of signatures raises the balance and its cancellation lowers it,
 * and an order whose signatures are spent cannot be cancelled.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import * as agency from '../../src/api/contract/agencySettings';
import { selectContext } from '../../src/api/contract/auth';
import { ORDER_ALREADY_USED, PACK_REFUSED } from '../../src/domain/agency/orders';
import { SWISS_ZIP_CODE_MESSAGE, ZIP_CODE_MESSAGE } from '../../src/domain/agency/settings';
import { MESSAGES } from '../../src/domain/messages';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
const LYON = { agencyId: 1 };

beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const byField = (error: ApiError | null) => Object.fromEntries((error?.errors ?? []).map((e) => [e.field, e.label]));
const settings = () => api.call(agency.agencySettings, { params: LYON });

describe('informations and presentation', () => {
  it('reads the seeded settings of the agency', async () => {
    expect(await settings()).toMatchObject({
      label: "Agence Lyon Presqu'île", contactMail: 'lyon@garde-et-compagnie.fr', phone: '04 72 00 12 34', hotlinePhone: '04 72 00 99 99', zipCode: '69002',
      recipientMails: ['lyon@garde-et-compagnie.fr', 'planning.lyon@garde-et-compagnie.fr'],
    });
  });

  it('saves each form and reads it back', async () => {
    await api.call(agency.updateAgencyContact, { params: LYON, body: { contactMail: 'contact@gc-lyon.fr', phone: '+33 4 78 11 22 33', hotlinePhone: '' } });
    await api.call(agency.updateAgencyAddress, { params: LYON, body: { address: '3 quai Saint-Antoine', zipCode: '69002', city: 'Lyon' } });
    await api.call(agency.updateAgencyPresentation, { params: LYON, body: { presentation: '<p>Nouvelle <strong>présentation</strong></p>' } });
    await api.call(agency.updateAgencyAppHomeMessages, { params: LYON, body: { proMessage: 'Réunion mardi 9 h', parentsMessage: '  ' } });
    const answer = await api.call(agency.updateAgencyRecipients, { params: LYON, body: { recipientMails: [' planning@gc-lyon.fr', 'PLANNING@gc-lyon.fr', 'direction@gc-lyon.fr'] } });
    expect(answer.recipientMails).toEqual(['planning@gc-lyon.fr', 'direction@gc-lyon.fr']);
    expect(await settings()).toMatchObject({
      contactMail: 'contact@gc-lyon.fr', phone: '04 78 11 22 33', hotlinePhone: null, address: '3 quai Saint-Antoine', zipCode: '69002', city: 'Lyon',
      presentation: '<p>Nouvelle <strong>présentation</strong></p>', proMessage: 'Réunion mardi 9 h', parentsMessage: null,
      recipientMails: ['planning@gc-lyon.fr', 'direction@gc-lyon.fr'],
    });
  });

  it('answers 400 naming each field in error, and saves nothing', async () => {
    const contact = await failureOf(api.call(agency.updateAgencyContact, { params: LYON, body: { contactMail: 'contact@', phone: '', hotlinePhone: '12 34' } }));
    expect(contact?.status).toBe(400);
    expect(byField(contact)).toEqual({ contactMail: MESSAGES.invalidEmail, phone: MESSAGES.required, hotlinePhone: MESSAGES.invalidFormat });
    const address = await failureOf(api.call(agency.updateAgencyAddress, { params: LYON, body: { address: '3 quai Saint-Antoine', zipCode: '6902', city: '' } }));
    expect(byField(address)).toEqual({ zipCode: ZIP_CODE_MESSAGE, city: MESSAGES.required });
    const recipients = await failureOf(api.call(agency.updateAgencyRecipients, { params: LYON, body: { recipientMails: ['ok@gc-lyon.fr', 'marie@'] } }));
    expect(byField(recipients)).toEqual({ recipientMails: `${MESSAGES.invalidEmail} : marie@` });
    const messages = await failureOf(api.call(agency.updateAgencyAppHomeMessages, { params: LYON, body: { proMessage: 'x'.repeat(501), parentsMessage: null } }));
    expect(Object.keys(byField(messages))).toEqual(['proMessage']);
    expect(await settings()).toMatchObject({ contactMail: 'contact@gc-lyon.fr', zipCode: '69002', recipientMails: ['planning@gc-lyon.fr', 'direction@gc-lyon.fr'] });
  });

  it('takes a Geneva agency’s Swiss zip code and numbers', async () => {
    const geneva = await loggedInClient(server.url, 'multi@demo.fr');
    await geneva.call(selectContext, { body: { clientId: 2, agencyId: 2 } });
    const params = { agencyId: 2 };
    expect(await geneva.call(agency.updateAgencyAddress, { params, body: { address: '10 rue du Rhône', zipCode: '1204', city: 'Genève' } })).toMatchObject({ zipCode: '1204' });
    expect(await geneva.call(agency.updateAgencyContact, { params, body: { contactMail: 'geneve@kinder-leman.ch', phone: '+41 22 310 45 68', hotlinePhone: null } })).toMatchObject({ phone: '+41 22 310 45 68' });
    const french = await failureOf(geneva.call(agency.updateAgencyAddress, { params, body: { address: '10 rue du Rhône', zipCode: '74100', city: 'Annemasse' } }));
    expect(byField(french)).toEqual({ zipCode: SWISS_ZIP_CODE_MESSAGE });
  });

  it("does not find another agency's settings", async () => {
    expect((await failureOf(api.call(agency.agencySettings, { params: { agencyId: 3 } })))?.status).toBe(404);
    expect((await failureOf(api.call(agency.updateAgencyPresentation, { params: { agencyId: 3 }, body: { presentation: 'x' } })))?.status).toBe(404);
  });
});

describe('templates', () => {
  it('lists the templates by kind with one in force each, and puts another in force', async () => {
    const templates = await api.call(agency.agencyTemplates, { params: LYON });
    const inForce = templates.filter((t) => t.inForce).map((t) => t.kind);
    expect(inForce).toEqual(['ESTIMATE', 'CONTRACT', 'SEPA_MANDATE', 'WORK_CONTRACT', 'FISCAL_ATTESTATION']);
    const bilingual = templates.find((t) => t.label === 'Mandat SEPA bilingue')!;
    const after = await api.call(agency.putTemplateInForce, { params: { ...LYON, templateId: bilingual.id } });
    expect(after.filter((t) => t.kind === 'SEPA_MANDATE').map((t) => [t.label, t.inForce])).toEqual([['Mandat SEPA bilingue', true], ['Mandat SEPA standard', false]]);
    expect(after.filter((t) => t.inForce)).toHaveLength(5);
  });

  it('previews a template as a PDF through a one-use token', async () => {
    const [template] = await api.call(agency.agencyTemplates, { params: LYON });
    const url = await api.downloadUrl(agency.previewTemplate, { params: { ...LYON, templateId: template!.id }, query: { inline: 'true' } });
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/pdf');
    expect((await PDFDocument.load(await first.arrayBuffer())).getTitle()).toContain(template!.label);
    expect((await fetch(url)).status).toBe(401);
  });
});

describe('sign procedures: orders and balance', () => {
  const balance = () => api.call(agency.signProceduresBalance, { params: LYON });

  it('raises the balance with an order and lowers it back when cancelled', async () => {
    expect(await balance()).toEqual({ ordered: 50, used: 37, balance: 13 });
    const order = await api.call(agency.orderSignProcedures, { body: { quantity: 50 } });
    expect(order).toMatchObject({ quantity: 50, unitPriceCents: 250, totalCents: 12_500, status: 'ORDERED', orderedBy: { firstName: 'Sophie', lastName: 'Lefèvre' } });
    expect(await balance()).toEqual({ ordered: 100, used: 37, balance: 63 });
    expect((await api.call(agency.signProcedureOrders))[0]?.id).toBe(order.id);
    expect(await api.call(agency.cancelSignProcedureOrder, { params: { id: order.id } })).toMatchObject({ status: 'CANCELED' });
    expect(await balance()).toEqual({ ordered: 50, used: 37, balance: 13 });
  });

  it('refuses a pack size not sold, a second cancellation, and an order whose signatures are spent', async () => {
    expect(byField(await failureOf(api.call(agency.orderSignProcedures, { body: { quantity: 12 } })))).toEqual({ quantity: PACK_REFUSED });
    const orders = await api.call(agency.signProcedureOrders);
    const spent = orders.find((o) => o.status === 'ORDERED')!;
    expect((await failureOf(api.call(agency.cancelSignProcedureOrder, { params: { id: spent.id } })))?.message).toBe(ORDER_ALREADY_USED);
    const canceled = orders.find((o) => o.status === 'CANCELED')!;
    expect((await failureOf(api.call(agency.cancelSignProcedureOrder, { params: { id: canceled.id } })))?.status).toBe(400);
    expect(await balance()).toEqual({ ordered: 50, used: 37, balance: 13 });
  });

  it('gives the signatory: the agency’s director', async () => {
    expect(await api.call(agency.signatoryInfos)).toEqual({ agencyLabel: "Agence Lyon Presqu'île", firstName: 'Sophie', lastName: 'Lefèvre', email: 'directrice@demo.fr', role: "Directeur(trice) d'agence" });
  });
});
