/**
 * /agencies/{agencyId}, React and Preact: the agency and its options by theme; an option
 * switched off is sent with all the others unchanged and the agency in effect is read again
 * (the menu follows); a wrong colour is shown on its field and nothing is sent; the custom
 * template engine mapping is saved, refused on a wrong identifier, and deleted after confirmation.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../../src/api/contract/agencyAdmin';
import { MESSAGES } from '../../../../src/domain/messages';
import { TEMPLATE_MAPPING_MESSAGES } from '../../../../src/domain/templateMapping';
import { AgencyAdminScreen } from '../../../../src/portal/screens/agencies/AgencyAdminScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

const OPTIONS: api.AgencyOptions = {
  partCommunityEnabled: true, proCommunityEnabled: true, proCommunityWriterEnabled: false, timesheetsEnabled: true, libraryEnabled: true, householdEnabled: true,
  homecareEnabled: false, schoolVacationZone: 'A', billingEnabled: true, globalBillingEnabled: false, avimEnabled: true, sharedFamiliesEnabled: false,
  draftBillsSharingEnabled: false, billsSharingFirstMonth: null, christmasIncreaseEnabled: true, mayDayIncreaseEnabled: true, fiscalAttestationsEnabled: true,
  contractDocumentEnabled: true, signProceduresEnabled: true, signProceduresMail: null, signProceduresPrimaryColor: '#1F4E79', signProceduresSecondaryColor: '#F2A900',
  logoFormat: 'SQUARE', signedDocsAgencyExcluded: false, eventsNotificationEnabled: true, eventsNotificationDelay: 30, eventsNotificationCustomMails: ['planning@gc-lyon.fr'],
  subscriptionMailSubject: null, forgottenPasswordMailSubject: null, mailCustomizationsEnabled: false, advisersRights: ['BILLING'], payeEnabled: true,
  payeActiveForAgency: true, payeCompatibilityModeEnabled: false,
};
const LYON: api.AdminAgency = {
  id: 1, label: "Agence Lyon Presqu'île", clientId: 1, clientLabel: 'Garde & Compagnie', address: '12 rue de la République', zipCode: '69002', city: 'Lyon',
  email: 'lyon@garde-et-compagnie.fr', phone: '04 72 00 12 34', options: OPTIONS,
};

function screen(initialMapping: api.TemplateMappingAnswer['mapping'] = null) {
  let agency = LYON;
  let mapping = initialMapping;
  const fake = fakePortal([
    [api.adminAgency, () => agency],
    [api.updateAgencyOptions, ({ body }) => (agency = { ...agency, options: body as api.AgencyOptions })],
    [api.templateMapping, () => ({ agencyId: 1, mapping })],
    [api.saveTemplateMapping, ({ body }) => ({ agencyId: 1, mapping: (mapping = body as typeof mapping) })],
    [api.deleteTemplateMapping, () => void (mapping = null)],
  ]);
  const select = vi.fn(async () => undefined);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, '/agencies/1', () => false), agencyContext: { agency: signal({ id: 1 }), select } });
  unmount = fake.render(<AgencyAdminScreen params={{ agencyId: '1' }} title="Agence" />).unmount;
  return { ...fake, select };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const box = (label: string) => control(label);
const updates = (fake: ReturnType<typeof screen>) => fake.calls.filter((c) => c.name === 'admin.agencyOptions');

describe('/agencies/{agencyId}', () => {
  it('shows the options by theme, sends the library switched off with the rest unchanged, and reads the agency in effect again', async () => {
    const fake = screen();
    await eventually(() => expect(box('Bibliothèque').checked).toBe(true));
    expect(pageText()).toContain('Garde & Compagnie');
    expect(findAll('fieldset.ap-option-group > legend').map((legend) => legend.textContent)).toEqual([
      'Communauté', 'Activité', 'Facturation', 'Documents et signatures', 'Notifications et e-mails', 'Droits et paie',
    ]);
    expect(box('Majoration du 25 décembre').checked).toBe(true);
    expect(control<HTMLSelectElement>('Zone de vacances scolaires').value).toBe('A');

    box('Bibliothèque').click();
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain(MESSAGES.saved));
    expect(updates(fake)[0]!.body).toEqual({ ...OPTIONS, libraryEnabled: false });
    await eventually(() => expect(fake.select).toHaveBeenCalledWith(1, 1));
  });

  it('shows a wrong colour on its field and sends nothing', async () => {
    const fake = screen();
    await eventually(() => expect(control('Couleur principale').value).toBe('#1F4E79'));
    typeInto(control('Couleur principale'), 'bleu');
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(find('[aria-invalid="true"]').id).toBe(control('Couleur principale').id));
    expect(pageText()).toContain('Couleur attendue au format #RRVVBB');
    expect(updates(fake)).toHaveLength(0);
  });

  it('maps the estimates and contracts to the agency’s own templates, the other kinds keeping the standard ones', async () => {
    const fake = screen();
    const panel = () => find('section[aria-label="Modèles personnalisés"]');
    await eventually(() => expect(pageText(panel())).toContain('L’agence utilise les modèles standard du réseau.'));
    expect(() => button('Revenir aux modèles standard')).toThrow();
    typeInto(control('Devis', panel()), 'lyon/devis-v2');
    typeInto(control('Contrat de prestation', panel()), 'lyon/contrat-2026');
    await nextFrame();
    button('Enregistrer', panel()).click();
    await eventually(() => expect(pageText(panel())).toContain(MESSAGES.saved));
    expect(fake.calls.find((c) => c.name === 'admin.templateMapping.save')!.body).toEqual({
      ESTIMATE: 'lyon/devis-v2', CONTRACT: 'lyon/contrat-2026', SEPA_MANDATE: null, WORK_CONTRACT: null, FISCAL_ATTESTATION: null,
    });
    expect(updates(fake)).toHaveLength(0);
  });

  it('shows a wrong template identifier on its field and sends nothing', async () => {
    const fake = screen();
    const panel = () => find('section[aria-label="Modèles personnalisés"]');
    await eventually(() => control('Mandat de prélèvement SEPA', panel()));
    typeInto(control('Mandat de prélèvement SEPA', panel()), 'mandat sepa');
    await nextFrame();
    button('Enregistrer', panel()).click();
    await eventually(() => expect(pageText(panel())).toContain(TEMPLATE_MAPPING_MESSAGES.key));
    expect(find('[aria-invalid="true"]', panel()).id).toBe(control('Mandat de prélèvement SEPA', panel()).id);
    expect(fake.calls.filter((c) => c.name === 'admin.templateMapping.save')).toHaveLength(0);
  });

  it('goes back to the standard templates after confirmation', async () => {
    const fake = screen({ ESTIMATE: 'lyon/devis-v2', CONTRACT: null, SEPA_MANDATE: null, WORK_CONTRACT: null, FISCAL_ATTESTATION: 'lyon/attestation' });
    const panel = () => find('section[aria-label="Modèles personnalisés"]');
    await eventually(() => expect(control('Devis', panel()).value).toBe('lyon/devis-v2'));
    button('Revenir aux modèles standard').click();
    const confirm = await eventually(() => button('Revenir aux modèles standard', find('dialog[open]')));
    confirm.click();
    await eventually(() => expect(pageText(panel())).toContain('L’agence utilise les modèles standard du réseau.'));
    expect(control('Devis', panel()).value).toBe('');
    expect(fake.calls.find((c) => c.name === 'admin.templateMapping.delete')!.query).toEqual({ agencyId: '1' });
  });
});
