/**
 * A contract's drawer, React and Preact: its status, period, planning and monthly billing; the
 * family's fee marked as already billed; the end of contract refused in the form before its
 * minimum date (the typed day reaching the form, never silently dropped), then sent; the archive toggle;
 * the signed copy uploaded as a multipart PDF; the history.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../../src/api/contract/contracts';
import type { Contract, ContractBillingMonthlyData } from '../../../../src/api/contract/contracts';
import { getCustomer } from '../../../../src/api/contract/customers';
import { ContractDrawer } from '../../../../src/portal/screens/contracts/ContractDrawer';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, leave, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { CUSTOMER } from '../widgets/support/explorer';
import { fakePortal } from '../widgets/support/portal';

const contract = (extra: Partial<Contract> = {}): Contract => ({
  id: 9, number: 'CT-2027-10042', customer: { id: 7, label: 'Camille Fontaine' }, family: { id: 4, name: 'Fontaine' }, prestationType: { id: 3, label: 'Garde d’enfants' },
  startDate: '2027-01-04', endDate: '2027-01-31', weeklyMinutes: 510, state: 'UPCOMING', status: 'READY', archived: false, initializedAt: null,
  monthlyBillItemLabel: 'Garde d’enfants — contrat CT-2027-10042', priceGrid: { id: 5, label: 'Tarifs 2026' }, estimate: { id: 42, number: 'DEV-2026-100042' },
  customDocument: false, signedFileName: null, signedAt: null, createdAt: '2026-11-20T09:00:00.000Z', ...extra,
});

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

const openDialog = () => findAll<HTMLDialogElement>('dialog[open]').at(-1)!;
const tags = () => findAll('section[aria-label="Contrat"] .ap-tag').map((t) => t.textContent);

describe('ContractDrawer', () => {
  it('shows the contract, refuses an end before the minimum date in the form, then ends, archives and takes the signed copy', async () => {
    let current = contract();
    let fee: ContractBillingMonthlyData['fees'][number] = { id: 3, label: 'Frais de dossier', vatIncluded: 6000, state: 'PENDING' };
    const fake = fakePortal([
      [api.getContract, () => current],
      [api.contractPrestations, () => [{ prestationType: { id: 3, label: 'Garde d’enfants' }, weeklyMinutes: 510, slots: [{ weekDay: 1, startTime: '16:30', endTime: '19:00' }, { weekDay: 3, startTime: '12:00', endTime: '18:00' }] }]],
      [api.contractBillingMonthlyData, () => ({ label: current.monthlyBillItemLabel, priceGrid: current.priceGrid, monthlyMinutes: 2210, fees: [fee] })],
      [api.markContractFeeAlreadyBilled, () => ({ label: current.monthlyBillItemLabel, priceGrid: current.priceGrid, monthlyMinutes: 2210, fees: [(fee = { ...fee, state: 'ALREADY_BILLED' })] })],
      [api.contractChangelogs, () => [{ id: 1, at: '2026-11-20T09:00:00.000Z', author: 'Sophie Lefèvre', description: 'Contrat créé depuis le devis DEV-2026-100042' }]],
      [api.contractEndMinDate, () => ({ minDate: '2027-01-04' })],
      [api.endContract, ({ body }) => (current = contract({ ...current, endDate: (body as { endDate: string }).endDate }))],
      [api.toggleContractArchive, () => (current = contract({ ...current, archived: !current.archived }))],
      [api.markContractSigned, () => (current = contract({ ...current, status: 'SIGNED', signedFileName: 'contrat.pdf', signedAt: '2026-11-24T10:00:00.000Z' }))],
    ]);
    Object.assign(fake.portal, { router: createRouter('memory', undefined, '/customers/7/contracts?contract=9'), agencyContext: { agency: signal(null) } });
    const changed = vi.fn();
    unmount = fake.render(<ContractDrawer contractId={9} recordPath="/customers/7" onClose={() => undefined} onChanged={changed} />).unmount;

    await eventually(() => expect(pageText()).toContain('Contrat CT-2027-10042'));
    expect(tags()).toEqual(['Validé', 'À venir']);
    await eventually(() => expect(pageText()).toContain('36h50'));
    const text = pageText();
    for (const shown of ['du 04/01/2027 au 31/01/2027', '8h30', 'Lundi', '16:30', 'Garde d’enfants — contrat CT-2027-10042', 'Tarifs 2026', 'Devis DEV-2026-100042', 'Sophie Lefèvre — Contrat créé depuis le devis DEV-2026-100042'])
      expect(text).toContain(shown);

    // The family's fee, billed outside the portal.
    expect(pageText()).toContain('Frais de dossier60,00 €À facturer');
    button('Marquer comme déjà facturés les frais « Frais de dossier »').click();
    await eventually(() => expect(pageText()).toContain('Frais de dossier60,00 €Déjà facturés'));
    expect(fake.calls.find((c) => c.name === 'contracts.markFeeAsAlreadyBilled')?.params).toEqual({ id: '9', fid: '3' });

    button('Fin de contrat').click();
    await eventually(() => expect(pageText(openDialog())).toContain('Au plus tôt le 04/01/2027'));
    // A day typed before the minimum reaches the form, whose rule shows its message on leaving the field.
    typeInto(control('Date de fin du contrat', openDialog()), '03/01/2027');
    leave(control('Date de fin du contrat', openDialog()));
    await eventually(() => expect(pageText(openDialog())).toContain('La date de fin ne peut pas être avant le 04/01/2027'));
    expect(control<HTMLInputElement>('Date de fin du contrat', openDialog()).value).toBe('03/01/2027');
    button('Enregistrer', openDialog()).click();
    await nextFrame();
    await eventually(() => expect(pageText(openDialog())).toContain('La date de fin ne peut pas être avant le 04/01/2027'));
    expect(fake.calls.some((c) => c.name === 'contracts.endOfContract')).toBe(false);
    typeInto(control('Date de fin du contrat', openDialog()), '15/01/2027');
    await eventually(() => expect(pageText(openDialog())).not.toContain('ne peut pas être avant'));
    button('Enregistrer', openDialog()).click();
    await eventually(() => expect(pageText()).toContain('du 04/01/2027 au 15/01/2027'));
    expect(fake.calls.find((c) => c.name === 'contracts.endOfContract')?.body).toEqual({ endDate: '2027-01-15' });

    button('Archiver').click();
    await eventually(() => expect(tags()).toContain('Archivé'));
    expect(button('Désarchiver')).toBeTruthy();

    const input = control<HTMLInputElement>('Copie signée du contrat (PDF)');
    vi.spyOn(input, 'click').mockImplementation(() => undefined);
    button('Déposer la copie signée').click();
    Object.defineProperty(input, 'files', { value: [new File([new TextEncoder().encode('%PDF-1.7 signé')], 'contrat.pdf', { type: 'application/pdf' })], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(tags()[0]).toBe('Signé'));
    // The test DOM's FormData keeps the bytes, not the file's name.
    const sent = fake.calls.find((c) => c.name === 'contracts.markAsSigned')?.body as { document: { bytes: Uint8Array } };
    expect(new TextDecoder().decode(sent.document.bytes)).toBe('%PDF-1.7 signé');
    expect(pageText()).toContain('contrat.pdf, déposée le 24/11/2026');
    // Signed: neither deleted nor replaced.
    expect(findAll('button').map((b) => b.textContent?.trim())).not.toContain('Supprimer');
    expect(findAll('button').map((b) => b.textContent?.trim())).not.toContain('Remplacer par un PDF');
    expect(changed).toHaveBeenCalled();
  }, 20_000);

  it("lists the customer's families with the contract's part there, and marks one family's part set up", async () => {
    const families = [{ id: 4, name: 'Fontaine' }, { id: 6, name: 'Fontaine (père)' }];
    let changelogs = [{ id: 1, at: '2026-11-20T09:00:00.000Z', author: 'Sophie Lefèvre', description: 'Contrat créé depuis le devis DEV-2026-100042' }];
    const fake = fakePortal([
      [api.getContract, () => contract()],
      [api.contractPrestations, () => []],
      [api.contractBillingMonthlyData, () => ({ label: 'Garde', priceGrid: null, monthlyMinutes: 2210, fees: [] })],
      [api.contractChangelogs, () => changelogs],
      [getCustomer, () => ({ ...CUSTOMER, customerId: 7, families })],
      [api.contractFamily, ({ params }) => ({ family: families.find((f) => f.id === Number(params.fid))!, billed: params.fid === '4', monthMinutes: params.fid === '4' ? 1530 : 0, initializedAt: null })],
      [api.markContractExpressionInitialized, ({ params }) => {
        changelogs = [{ id: 2, at: '2026-11-24T10:00:00.000Z', author: 'Sophie Lefèvre', description: 'Contrat initialisé pour la famille Fontaine (père)' }, ...changelogs];
        return { family: families.find((f) => f.id === Number(params.x))!, billed: false, monthMinutes: 0, initializedAt: '2026-11-24T10:00:00.000Z' };
      }],
    ]);
    Object.assign(fake.portal, { router: createRouter('memory', undefined, '/customers/7/contracts?contract=9'), agencyContext: { agency: signal(null) } });
    unmount = fake.render(<ContractDrawer contractId={9} recordPath="/customers/7" onClose={() => undefined} onChanged={() => undefined} />).unmount;

    const section = () => find('section[aria-label="Familles du contrat"]');
    await eventually(() => expect(section().querySelectorAll('tbody tr')).toHaveLength(2));
    const rows = () => [...section().querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()));
    expect(rows()[0]!.slice(0, 2)).toEqual(['Fontaine Facturée', '25h30']);
    expect(rows()[1]!.slice(0, 2)).toEqual(['Fontaine (père)', '0h00']);
    expect(fake.calls.filter((c) => c.name === 'contracts.family').map((c) => c.params)).toEqual([{ id: '9', fid: '4' }, { id: '9', fid: '6' }]);

    button('Marquer comme initialisée la famille Fontaine (père)').click();
    await eventually(() => expect(rows()[1]![2]).toBe('Initialisée le 24/11/2026'));
    expect(fake.calls.find((c) => c.name === 'contracts.markExpressionAsInitialized')?.params).toEqual({ id: '9', x: '6' });
    expect(pageText()).toContain('Contrat initialisé pour la famille Fontaine (père)');
    // The history asked again shows the new line.
    await eventually(() => expect(pageText()).toContain('Sophie Lefèvre — Contrat initialisé pour la famille Fontaine (père)'));
    expect(rows()[0]![2]).toBe('Marquer comme initialisée');
  }, 20_000);
});
