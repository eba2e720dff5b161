/**
 * /agency's settings pages and /calculator, React and Preact: each form sends its call with
 * the typed values and says so; a wrong value is shown on its field and nothing is sent; the
 * server's error lands on the field it names; leaving a changed form asks first; a template
 * is put in force and previewed by one-use token; a pack of signatures is ordered and an
 * order cancelled after confirmation; the calculator gives the family's monthly cost.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as agency from '../../../../src/api/contract/agencySettings';
import { getTemporaryToken } from '../../../../src/api/contract/auth';
import { HEADERS } from '../../../../src/api/contract/common';
import { ORDER_ALREADY_USED } from '../../../../src/domain/agency/orders';
import { APP_VERSION } from '../../../../src/domain/version';
import { AgencyOrdersScreen } from '../../../../src/portal/screens/agency/AgencyOrdersScreen';
import { AgencyInformationsScreen, AgencyPresentationScreen } from '../../../../src/portal/screens/agency/AgencySettingsScreens';
import { AgencyTemplatesScreen } from '../../../../src/portal/screens/agency/AgencyTemplatesScreen';
import { CalculatorScreen } from '../../../../src/portal/screens/calculator/CalculatorScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, fillAndClick, find, findAll, leave, nextFrame, pageText, press, richText, typeInto, writeInto } from '../widgets/support/dom';
import { failure, fakePortal, type FakeHandler } from '../widgets/support/portal';

const SETTINGS: agency.AgencySettings = {
  agencyId: 1, label: "Agence Lyon Presqu'île", contactMail: 'lyon@garde-et-compagnie.fr', phone: '04 72 00 12 34', hotlinePhone: null, address: '12 rue de la République',
  zipCode: '69002', city: 'Lyon', presentation: '<p>Bienvenue</p>', proMessage: null, parentsMessage: 'Inscriptions ouvertes', recipientMails: ['lyon@garde-et-compagnie.fr'],
};

const template = (id: number, kind: agency.DocumentTemplate['kind'], label: string, inForce: boolean): agency.DocumentTemplate => ({
  id, kind, label, description: `Contenu de ${label}`, inForce, updatedAt: '2026-05-04T10:00:00.000Z', contractTypes: [],
});

const order = (id: number, quantity: number, status: agency.SignProcedureOrder['status']): agency.SignProcedureOrder => ({
  id, quantity, unitPriceCents: 280, totalCents: quantity * 280, status, orderedAt: '2026-10-01T09:00:00.000Z', orderedBy: { id: 2, firstName: 'Sophie', lastName: 'Lefèvre' }, canceledAt: null,
});

const fieldError = (field: string, label: string) =>
  new Response(JSON.stringify({ errors: [{ code: 'PARAMETERS_ERROR', label, field }] }), { status: 400, headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION } });

function api(location: string, extra: ReadonlyArray<readonly [Parameters<typeof fakePortal>[0][number][0], FakeHandler]> = []) {
  let settings = SETTINGS;
  const asked: string[] = [];
  const fake = fakePortal([
    ...extra,
    [agency.agencySettings, () => settings],
    [agency.updateAgencyContact, ({ body }) => (settings = { ...settings, ...(body as object) })],
    [agency.updateAgencyAddress, ({ body }) => (settings = { ...settings, ...(body as object) })],
    [agency.updateAgencyRecipients, ({ body }) => (settings = { ...settings, ...(body as object) })],
    [agency.updateAgencyAppHomeMessages, ({ body }) => (settings = { ...settings, ...(body as object) })],
    [agency.updateAgencyPresentation, ({ body }) => (settings = { ...settings, ...(body as object) })],
  ]);
  const router = createRouter('memory', undefined, location, () => (asked.push(location), false));
  Object.assign(fake.portal, { router, session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal({ id: 1 }) } });
  return { ...fake, router, asked };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

const panel = (title: string) => find(`section[aria-label="${title}"]`);
/** The confirmation dialog's button named `name`; throws (so that `eventually` retries) while there is none. */
const dialogButton = (name: string) => button(name, find('dialog'));
/** The value of a facts line (`<dt>label</dt><dd>value</dd>`). */
const fact = (label: string) => {
  const term = findAll('dt').find((dt) => dt.textContent === label);
  if (!term) throw new Error(`absent : ${label}`);
  return pageText(term.nextElementSibling!);
};
const callsOf = (fake: ReturnType<typeof api>, name: string) => fake.calls.filter((c) => c.name === name);

describe('/agency/informations', () => {
  it('shows the settings, refuses a wrong e-mail on its field without sending, then saves the contact and says so', async () => {
    const fake = api('/agency/informations');
    unmount = fake.render(<AgencyInformationsScreen params={{}} title="Agence – Informations" />).unmount;
    await eventually(() => expect(control('E-mail de contact').value).toBe('lyon@garde-et-compagnie.fr'));
    expect(control<HTMLTextAreaElement>('Message aux parents').value).toBe('Inscriptions ouvertes');
    expect(find('nav[aria-label="Pages de l’agence"] a[aria-current="page"]').textContent).toBe('Informations');

    typeInto(control('E-mail de contact'), 'contact@');
    await nextFrame(); // Preact renders the typed value after the event
    leave(control('E-mail de contact'));
    await eventually(() => expect(pageText(panel('Coordonnées'))).toContain('Email non valide'));
    button('Enregistrer', panel('Coordonnées')).click();
    await eventually(() => expect(pageText(panel('Coordonnées'))).toContain('Le formulaire contient des erreurs'));
    expect(callsOf(fake, 'agency.contact')).toHaveLength(0);

    typeInto(control('E-mail de contact'), 'contact@gc-lyon.fr');
    typeInto(control('Téléphone de la hotline'), '0472009999');
    await nextFrame();
    button('Enregistrer', panel('Coordonnées')).click();
    await eventually(() => expect(pageText(panel('Coordonnées'))).toContain('Enregistrement effectué !'));
    expect(callsOf(fake, 'agency.contact')[0]).toMatchObject({ params: { agencyId: '1' }, body: { contactMail: 'contact@gc-lyon.fr', phone: '04 72 00 12 34', hotlinePhone: '0472009999' } });
  });

  it("puts the server's error on the field it names", async () => {
    const fake = api('/agency/informations', [[agency.updateAgencyAddress, () => fieldError('city', 'Ville inconnue pour ce code postal')]]);
    unmount = fake.render(<AgencyInformationsScreen params={{}} title="Agence – Informations" />).unmount;
    await eventually(() => expect(control('Ville').value).toBe('Lyon'));
    typeInto(control('Ville'), 'Lyonn');
    await nextFrame();
    button('Enregistrer', panel('Adresse')).click();
    await eventually(() => expect(find('[aria-invalid="true"]', panel('Adresse')).id).toBe(control('Ville').id));
    expect(pageText(panel('Adresse'))).toContain('Ville inconnue pour ce code postal');
    expect(pageText(panel('Adresse'))).not.toContain('Enregistrement effectué !');
  });

  it('sends the recipients one per line, and asks before leaving a changed form', async () => {
    const fake = api('/agency/informations');
    unmount = fake.render(<AgencyInformationsScreen params={{}} title="Agence – Informations" />).unmount;
    const recipients = await eventually(() => control<HTMLTextAreaElement>('Adresses e-mail (une par ligne)'));
    typeInto(recipients, 'planning@gc-lyon.fr\n\ndirection@gc-lyon.fr');
    const save = button('Enregistrer', panel('Destinataires des confirmations d’événements'));
    await eventually(() => expect(save.disabled).toBe(false));
    await nextFrame(); // the leave guard is an effect, which Preact runs after the paint
    find<HTMLAnchorElement>('nav[aria-label="Pages de l’agence"] a[href="#/agency/templates"]').click();
    expect(fake.asked).toHaveLength(1);
    expect(fake.router.location.value).toBe('/agency/informations');

    save.click();
    await eventually(() => expect(callsOf(fake, 'agency.recipients')[0]?.body).toEqual({ recipientMails: ['planning@gc-lyon.fr', 'direction@gc-lyon.fr'] }));
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
  });
});

describe('/agency/presentation', () => {
  it('edits the presentation in the rich-text editor and saves it as HTML', async () => {
    const fake = api('/agency/presentation');
    unmount = fake.render(<AgencyPresentationScreen params={{}} title="Agence – Présentation" />).unmount;
    const area = await eventually(() => richText('Texte de présentation'));
    press(area, 'a', { ctrlKey: true });
    writeInto(area, 'Garde à domicile');
    press(area, 'a', { ctrlKey: true });
    button('Gras').click();
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    expect(callsOf(fake, 'agency.presentation')[0]?.body).toEqual({ presentation: '<p><strong>Garde à domicile</strong></p>' });
  });
});

describe('/agency/templates', () => {
  it('shows the template in force of each kind, puts another in force, and previews one by one-use token', async () => {
    let templates = [template(1, 'SEPA_MANDATE', 'Mandat SEPA standard', true), template(2, 'SEPA_MANDATE', 'Mandat SEPA bilingue', false)];
    const fake = api('/agency/templates', [
      [agency.agencyTemplates, () => templates],
      [agency.putTemplateInForce, ({ params }) => (templates = templates.map((t) => ({ ...t, inForce: t.id === Number(params.templateId) })))],
      [getTemporaryToken, () => ({ token: 'jeton-unique', maxUsages: 1, expiresAt: '2026-03-01T10:05:00.000Z' })],
    ]);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    unmount = fake.render(<AgencyTemplatesScreen params={{}} title="Agence – Modèles" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    const inForce = () => findAll('tbody tr').filter((row) => row.textContent?.includes('En vigueur')).map((row) => find('.ap-strong', row).textContent);
    expect(inForce()).toEqual(['Mandat SEPA standard']);
    expect(pageText()).toContain('Mandat de prélèvement SEPA');

    button('Mettre en vigueur : Mandat SEPA bilingue').click();
    await eventually(() => expect(inForce()).toEqual(['Mandat SEPA bilingue']));
    expect(callsOf(fake, 'agency.templates.inForce')[0]?.params).toEqual({ agencyId: '1', templateId: '2' });

    button('Aperçu de Mandat SEPA standard').click();
    await eventually(() => expect(open).toHaveBeenCalled());
    expect(String(open.mock.calls[0]![0])).toMatch(/\/private\/agencies\/1\/templates\/1\/preview\?inline=true&tk=jeton-unique$/);
  });
});

describe('/agency/orders', () => {
  it("shows the server's refusal to cancel an order whose signatures are spent", async () => {
    const fake = api('/agency/orders', [
      [agency.signProceduresBalance, () => ({ ordered: 25, used: 20, balance: 5 })],
      [agency.signProcedureOrders, () => [order(1, 25, 'ORDERED')]],
      [agency.signatoryInfos, () => ({ agencyLabel: 'Agence', firstName: 'Sophie', lastName: 'Lefèvre', email: 'directrice@demo.fr', role: 'Directrice' })],
      [agency.cancelSignProcedureOrder, () => failure(400, 'PARAMETERS_ERROR', ORDER_ALREADY_USED)],
    ]);
    unmount = fake.render(<AgencyOrdersScreen params={{}} title="Agence – Commandes" />).unmount;
    (await eventually(() => find<HTMLButtonElement>('tbody button'))).click();
    (await eventually(() => dialogButton('Annuler la commande'))).click();
    await eventually(() => expect(find('[role="alert"]').textContent).toBe(ORDER_ALREADY_USED));
    expect(fact('Signatures disponibles')).toBe('5');
  });

  it('asks an admin with no agency chosen to choose one', async () => {
    const fake = api('/agency/orders');
    Object.assign(fake.portal, { session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal(null) } });
    unmount = fake.render(<AgencyOrdersScreen params={{}} title="Agence – Commandes" />).unmount;
    await eventually(() => expect(pageText()).toContain('Aucune agence choisie'));
    expect(find<HTMLAnchorElement>('a[href="#/agencies"]').textContent).toBe('Choisir une agence');
  });

  it('shows the balance and the signatory, orders a pack after confirmation, and cancels an order', async () => {
    let orders = [order(1, 25, 'ORDERED')];
    const used = 10;
    const ordered = () => orders.filter((o) => o.status === 'ORDERED').reduce((sum, o) => sum + o.quantity, 0);
    const fake = api('/agency/orders', [
      [agency.signProceduresBalance, () => ({ ordered: ordered(), used, balance: ordered() - used })],
      [agency.signProcedureOrders, () => orders],
      [agency.signatoryInfos, () => ({ agencyLabel: "Agence Lyon Presqu'île", firstName: 'Sophie', lastName: 'Lefèvre', email: 'directrice@demo.fr', role: "Directeur(trice) d'agence" })],
      [agency.orderSignProcedures, ({ body }) => {
        const created = order(2, (body as { quantity: number }).quantity, 'ORDERED');
        orders = [created, ...orders];
        return created;
      }],
      [agency.cancelSignProcedureOrder, ({ params }) => {
        orders = orders.map((o) => (o.id === Number(params.id) ? { ...o, status: 'CANCELED' as const, canceledAt: '2026-10-02T09:00:00.000Z' } : o));
        return orders.find((o) => o.id === Number(params.id));
      }],
    ]);
    unmount = fake.render(<AgencyOrdersScreen params={{}} title="Agence – Commandes" />).unmount;
    const balance = () => fact('Signatures disponibles');
    await eventually(() => expect(balance()).toBe('15'));
    expect(fact('Signataire')).toBe('Sophie Lefèvre');

    const pack = control<HTMLSelectElement>('Pack');
    pack.value = '50';
    pack.dispatchEvent(new Event('change', { bubbles: true }));
    await nextFrame();
    button('Commander').click();
    await eventually(() => expect(pageText(find('dialog'))).toContain('50 signatures'));
    expect(callsOf(fake, 'agency.orders.create')).toHaveLength(0);
    dialogButton('Commander').click();
    await eventually(() => expect(balance()).toBe('65'));
    expect(callsOf(fake, 'agency.orders.create')[0]?.body).toEqual({ quantity: 50 });
    expect(pageText()).toContain('Commande enregistrée !');

    findAll<HTMLButtonElement>('tbody button')[0]!.click();
    await eventually(() => expect(pageText(find('dialog'))).toContain('Confirmez-vous l’annulation de la commande de 50 signatures'));
    dialogButton('Annuler la commande').click();
    await eventually(() => expect(balance()).toBe('15'));
    expect(callsOf(fake, 'agency.orders.cancel')[0]?.params).toEqual({ id: '2' });
    expect(findAll('.ap-tag').map((t) => t.textContent)).toEqual(['Annulée', 'Commandée']);
  });
  it('orders the pack chosen just before « Commander », with no pause between them', async () => {
    const fake = api('/agency/orders', [
      [agency.signProceduresBalance, () => ({ ordered: 25, used: 10, balance: 15 })],
      [agency.signProcedureOrders, () => [order(1, 25, 'ORDERED')]],
      [agency.signatoryInfos, () => ({ agencyLabel: "Agence Lyon Presqu'île", firstName: 'Sophie', lastName: 'Lefèvre', email: 'directrice@demo.fr', role: "Directeur(trice) d'agence" })],
      [agency.orderSignProcedures, ({ body }) => order(2, (body as { quantity: number }).quantity, 'ORDERED')],
    ]);
    unmount = fake.render(<AgencyOrdersScreen params={{}} title="Agence – Commandes" />).unmount;
    await eventually(() => expect(fact('Signatures disponibles')).toBe('15'));
    fillAndClick([['Pack', '50']], 'Commander');
    await eventually(() => expect(pageText(find('dialog'))).toContain('50 signatures'));
    dialogButton('Commander').click();
    await eventually(() => expect(callsOf(fake, 'agency.orders.create')[0]?.body).toEqual({ quantity: 50 }));
  });
});

describe('an adviser whose agency withholds the agency settings right', () => {
  const FEATURES = ['billingEnabled', 'signProceduresEnabled'];
  const asAdviser = (fake: ReturnType<typeof api>, advisersRights: string[] = ['BILLING']) =>
    Object.assign(fake.portal, { session: { user: signal({ role: 'ADVISER' }) }, agencyContext: { agency: signal({ id: 1, features: FEATURES, advisersRights }) } });

  it('reads the informations and the presentation, with a note, and can save none of them', async () => {
    const fake = api('/agency/informations');
    asAdviser(fake);
    unmount = fake.render(<AgencyInformationsScreen params={{}} title="Agence – Informations" />).unmount;
    await eventually(() => expect(control('E-mail de contact').value).toBe('lyon@garde-et-compagnie.fr'));
    expect(pageText()).toContain('Vous consultez les paramètres de l’agence : les modifier demande le droit « Paramètres de l’agence », que l’agence n’accorde pas à ses conseillers.');
    expect(findAll('button').filter((b) => b.textContent === 'Enregistrer')).toHaveLength(0);
    // Inside a disabled fieldset (happy-dom does not apply :disabled through it; the browser test types into one).
    expect(control('E-mail de contact').closest('fieldset')?.disabled).toBe(true);
    expect(control<HTMLTextAreaElement>('Message aux parents').closest('fieldset')?.disabled).toBe(true);
    unmount();
    const presentation = api('/agency/presentation');
    asAdviser(presentation);
    unmount = presentation.render(<AgencyPresentationScreen params={{}} title="Agence – Présentation" />).unmount;
    await eventually(() => expect(control<HTMLTextAreaElement>('Texte de présentation').closest('fieldset')?.disabled).toBe(true));
    expect(findAll('button').filter((b) => b.textContent === 'Enregistrer')).toHaveLength(0);
  });

  it('with the right, edits them as the director does', async () => {
    const fake = api('/agency/informations');
    asAdviser(fake, ['BILLING', 'AGENCY_SETTINGS']);
    unmount = fake.render(<AgencyInformationsScreen params={{}} title="Agence – Informations" />).unmount;
    await eventually(() => expect(control('E-mail de contact').value).toBe('lyon@garde-et-compagnie.fr'));
    expect(control('E-mail de contact').closest('fieldset')).toBeNull();
    expect(findAll('button').filter((b) => b.textContent === 'Enregistrer')).toHaveLength(4);
    expect(pageText()).not.toContain('Vous consultez les paramètres');
  });

  it('sees the balance and the signatory, not the orders nor « Commander »; previews templates without putting one in force', async () => {
    const fake = api('/agency/orders', [
      [agency.signProceduresBalance, () => ({ ordered: 25, used: 20, balance: 5 })],
      [agency.signatoryInfos, () => ({ agencyLabel: 'Agence', firstName: 'Sophie', lastName: 'Lefèvre', email: 'directrice@demo.fr', role: 'Directrice' })],
    ]);
    asAdviser(fake);
    unmount = fake.render(<AgencyOrdersScreen params={{}} title="Agence – Commandes" />).unmount;
    await eventually(() => expect(fact('Signatures disponibles')).toBe('5'));
    expect(pageText(panel('Commandes'))).toBe('CommandesCommander des signatures demande le droit « Paramètres de l’agence », que l’agence n’accorde pas à ses conseillers.');
    expect(findAll('button').filter((b) => b.textContent?.includes('Commander'))).toHaveLength(0);
    expect(callsOf(fake, 'agency.orders')).toHaveLength(0);
    unmount();
    const templates = api('/agency/templates', [[agency.agencyTemplates, () => [template(1, 'SEPA_MANDATE', 'Mandat SEPA standard', true), template(2, 'SEPA_MANDATE', 'Mandat SEPA bilingue', false)]]]);
    asAdviser(templates);
    unmount = templates.render(<AgencyTemplatesScreen params={{}} title="Agence – Modèles" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(findAll('tbody button').map((b) => b.getAttribute('aria-label'))).toEqual(['Aperçu de Mandat SEPA standard', 'Aperçu de Mandat SEPA bilingue']);
  });

  it('with electronic signature off, the agency’s pages do not offer the orders', async () => {
    const fake = api('/agency/informations');
    Object.assign(fake.portal, { session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal({ id: 1, features: ['billingEnabled'], advisersRights: [] }) } });
    unmount = fake.render(<AgencyInformationsScreen params={{}} title="Agence – Informations" />).unmount;
    await eventually(() => expect(control('E-mail de contact').value).toBe('lyon@garde-et-compagnie.fr'));
    expect(findAll('nav[aria-label="Pages de l’agence"] a').map((a) => a.textContent)).toEqual(['Informations', 'Présentation', 'Tarifs', 'Modèles']);
  });
});

describe('/calculator', () => {
  it("gives the family's monthly cost after the CMG and the tax credit, as typed", async () => {
    const fake = api('/calculator');
    unmount = fake.render(<CalculatorScreen params={{}} title="Calculateur" />).unmount;
    typeInto(await eventually(() => control('Plafond mensuel du CMG notifié par la CAF')), '500');
    // 10 h a week at 25,00 €: 1 083,33 € a month, 500,00 € of CMG, half the rest as tax credit.
    await eventually(() => expect(fact('Coût réel pour la famille par mois')).toBe('291,66 €'));
    expect(fact('Coût mensuel TTC')).toBe('1 083,33 €');
    expect(fact('CMG de la CAF')).toBe('− 500,00 €');
    expect(fact('Heures par mois')).toBe('43h20');

    typeInto(control('Heures de garde par semaine'), 'dix');
    await nextFrame();
    leave(control('Heures de garde par semaine'));
    await eventually(() => expect(pageText()).toContain('Nombre d’heures non valide'));
    expect(pageText(panel('Coût pour la famille'))).toContain('Corrigez les valeurs saisies');
    expect(pageText()).not.toContain('celles de la France');
  });

  it('warns a Geneva agency that the aids are French ones', async () => {
    const fake = api('/calculator');
    Object.assign(fake.portal, { session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal({ id: 2, schoolVacationZone: 'SUISSE_GEN' }) } });
    unmount = fake.render(<CalculatorScreen params={{}} title="Calculateur" />).unmount;
    await eventually(() => expect(pageText()).toContain('elles ne s’appliquent pas à une famille qui réside en Suisse'));
  });
});
