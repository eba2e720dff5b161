/**
 * /agencies/{agencyId}, React and Preact: the agency and its options by theme; an option
 * switched off is sent with all the others unchanged and the agency in effect is read again
 * (the menu follows); a wrong colour is shown on its field and nothing is sent.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../../src/api/contract/agencyAdmin';
import { MESSAGES } from '../../../../src/domain/messages';
import { AgencyAdminScreen } from '../../../../src/portal/screens/agencies/AgencyAdminScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, pageText, pause, typeInto } from '../widgets/support/dom';
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

function screen() {
  let agency = LYON;
  const fake = fakePortal([
    [api.adminAgency, () => agency],
    [api.updateAgencyOptions, ({ body }) => (agency = { ...agency, options: body as api.AgencyOptions })],
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
    await pause();
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain(MESSAGES.saved));
    expect(updates(fake)[0]!.body).toEqual({ ...OPTIONS, libraryEnabled: false });
    await eventually(() => expect(fake.select).toHaveBeenCalledWith(1, 1));
  });

  it('shows a wrong colour on its field and sends nothing', async () => {
    const fake = screen();
    await eventually(() => expect(control('Couleur principale').value).toBe('#1F4E79'));
    typeInto(control('Couleur principale'), 'bleu');
    await pause();
    button('Enregistrer').click();
    await eventually(() => expect(find('[aria-invalid="true"]').id).toBe(control('Couleur principale').id));
    expect(pageText()).toContain('Couleur attendue au format #RRVVBB');
    expect(updates(fake)).toHaveLength(0);
  });
});
