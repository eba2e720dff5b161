/**
 * The estimate page's documents and signatures, React and Preact: « Envoyer pour signature »
 * shows the agency's balance and sends the edited invitation, then the procedure's tag and
 * events in French; an empty balance says so and keeps « Envoyer » off; « Envoyer par e-mail »
 * sends the attachments ticked; « Télécharger » saves the PDF through a one-use token.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signProceduresBalance } from '../../../../src/api/contract/agencySettings';
import { getTemporaryToken } from '../../../../src/api/contract/auth';
import { estimateAvailableAttachments, estimateMailTemplate } from '../../../../src/api/contract/estimateDocuments';
import * as api from '../../../../src/api/contract/estimates';
import type { Estimate } from '../../../../src/api/contract/estimates';
import { customerPriceGrids } from '../../../../src/api/contract/pricing';
import { estimateSignProcedures, type SignProcedure } from '../../../../src/api/contract/signProcedures';
import { EstimateScreen } from '../../../../src/portal/screens/estimates/EstimateScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, nextFrame, pageText } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

const estimate = (status: Estimate['status']): Estimate => ({
  id: 42, number: 'DEV-2026-100042', status, vatIncludedAmount: 87938, periodStartDate: '2027-01-04', periodEndDate: '2027-01-31', createdAt: '2026-11-20T09:00:00.000Z',
  customer: { id: 7, label: 'Camille Fontaine', type: 'NATURAL' }, prestationType: { id: 3, label: 'Garde d’enfants' }, priceGrid: null, planning: null, amounts: null,
  comments: null, contractId: null,
});
const template = { recipient: 'camille@exemple.fr', subject: 'Devis DEV-2026-100042 à signer électroniquement', body: 'Bonjour Camille Fontaine' };
const procedure: SignProcedure = {
  id: 5, estimateId: 42, workContractId: null, status: 'IN_PROGRESS', recipient: 'camille@exemple.fr', signedByRecipientAt: null, createdAt: '2026-11-24T09:00:00.000Z',
  events: [{ id: 1, type: 'CREATED', at: '2026-11-24T09:00:00.000Z' }, { id: 2, type: 'MEMBER_INVITED', at: '2026-11-24T09:00:00.000Z' }],
};

function portal(status: Estimate['status'], balance: number) {
  let current = estimate(status);
  let procedures: SignProcedure[] = [];
  const fake = fakePortal([
    [api.getEstimate, () => current],
    [api.estimateChangelogs, () => []],
    [customerPriceGrids, () => []],
    [estimateSignProcedures, () => procedures],
    [signProceduresBalance, () => ({ ordered: 50, used: 50 - balance, balance })],
    [estimateMailTemplate, () => template],
    [estimateAvailableAttachments, () => [
      { id: 'ESTIMATE', label: 'Devis DEV-2026-100042', fileName: 'devis-DEV-2026-100042.pdf', byDefault: true },
      { id: 'GENERAL_TERMS', label: 'Conditions générales de vente', fileName: 'conditions-generales-de-vente.pdf', byDefault: false },
    ]],
    [api.sendEstimate, ({ body }) => {
      const signing = (body as { forSignProcedure?: boolean }).forSignProcedure === true;
      if (signing) procedures = [procedure];
      return (current = estimate(signing ? 'SENT_SIGN' : 'SENT'));
    }],
    [getTemporaryToken, () => ({ token: 'tk-1', maxUsages: 1, expiresAt: '2026-11-24T10:05:00.000Z' })],
  ]);
  const lists = { prestationTypes: [], productTypes: [], formulas: [] };
  Object.assign(fake.portal, { router: createRouter('memory', undefined, '/customers/7/estimates/42'), session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal({ id: 1, label: 'Agence Lyon Presqu’île', schoolVacationZone: 'A' }), version: signal(0), lists: signal(lists), requestLists: () => undefined } });
  return fake;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});
const dialog = () => find('dialog[open]');

describe('EstimateScreen: documents and signatures', () => {
  it('offers no « Envoyer pour signature » where electronic signature is off, the mail sending still', async () => {
    const fake = portal('READY', 13);
    const agency = { id: 1, label: 'Agence Lyon Presqu’île', schoolVacationZone: 'A', features: ['billingEnabled'], advisersRights: ['BILLING'] };
    Object.assign(fake.portal.agencyContext, { agency: signal(agency) });
    unmount = fake.render(<EstimateScreen params={{ customerId: '7', estimateId: '42' }} title="Devis" />).unmount;
    await eventually(() => expect(pageText()).toContain('Devis DEV-2026-100042'));
    const buttons = findAll('button').map((b) => b.textContent);
    expect(buttons).toContain('Envoyer par e-mail');
    expect(buttons).not.toContain('Envoyer pour signature');
  });

  it('sends for signing with the balance shown, then shows the procedure’s tag and events', async () => {
    const fake = portal('READY', 13);
    unmount = fake.render(<EstimateScreen params={{ customerId: '7', estimateId: '42' }} title="Devis" />).unmount;
    await eventually(() => expect(pageText()).toContain('Devis DEV-2026-100042'));
    expect(pageText()).not.toContain('Signature électronique');
    button('Envoyer pour signature').click();
    await eventually(() => expect(dialog().textContent).toContain('Signatures électroniques disponibles : 13'));
    await eventually(() => expect((control('Objet') as HTMLInputElement).value).toBe(template.subject));
    await eventually(() => find('dialog[open]'));
    button('Envoyer', dialog()).click();
    await eventually(() => expect(find('.ap-record-head .ap-tag').textContent).toBe('En attente de signature'));
    expect(fake.calls.find((c) => c.name === 'estimates.send')?.body).toEqual({ forSignProcedure: true, mail: template });
    await eventually(() => expect(pageText()).toContain('Signature électronique'));
    expect(pageText()).toContain('En attente du destinataire');
    expect(pageText()).toContain('Destinataire invité à signer');
    expect(pageText()).toContain('Procédure de signature créée');
  });

  it('says when the balance is empty and does not send', async () => {
    const fake = portal('READY', 0);
    unmount = fake.render(<EstimateScreen params={{ customerId: '7', estimateId: '42' }} title="Devis" />).unmount;
    await eventually(() => expect(pageText()).toContain('Devis DEV-2026-100042'));
    button('Envoyer pour signature').click();
    await eventually(() => expect(dialog().textContent).toContain('Votre solde de signatures électroniques est épuisé'));
    expect(button('Envoyer', dialog()).disabled).toBe(true);
    expect(fake.calls.some((c) => c.name === 'estimates.send')).toBe(false);
  });

  it('sends by e-mail with the attachments ticked', async () => {
    const fake = portal('READY', 13);
    unmount = fake.render(<EstimateScreen params={{ customerId: '7', estimateId: '42' }} title="Devis" />).unmount;
    await eventually(() => expect(pageText()).toContain('Devis DEV-2026-100042'));
    button('Envoyer par e-mail').click();
    await eventually(() => expect(dialog().textContent).toContain('Pièces jointes'));
    expect((control('Devis DEV-2026-100042 (devis-DEV-2026-100042.pdf)') as HTMLInputElement).checked).toBe(true);
    control('Conditions générales de vente (conditions-generales-de-vente.pdf)').click();
    await eventually(() => expect((control('Objet') as HTMLInputElement).value).toBe(template.subject));
    await eventually(() => find('dialog[open]'));
    button('Envoyer', dialog()).click();
    await eventually(() => expect(find('.ap-record-head .ap-tag').textContent).toBe('Envoyé'));
    expect(fake.calls.find((c) => c.name === 'estimates.send')?.body).toEqual({ forSignProcedure: false, mail: { ...template, attachments: ['ESTIMATE', 'GENERAL_TERMS'] } });
  });

  it('saves the PDF through a one-use token', async () => {
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const fake = portal('SENT', 13);
    unmount = fake.render(<EstimateScreen params={{ customerId: '7', estimateId: '42' }} title="Devis" />).unmount;
    await eventually(() => expect(pageText()).toContain('Devis DEV-2026-100042'));
    button('Télécharger').click();
    await eventually(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.href).toBe('https://api.agence.test/private/estimates/42/download?tk=tk-1');
    expect(saved[0]!.download).toBe('devis-DEV-2026-100042.pdf');
  });
});
