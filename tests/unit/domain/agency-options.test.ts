import { describe, expect, it } from 'vitest';
import { AgencyOptions } from '../../../src/api/contract/agencyAdmin';
import { OPTION_FIELDS, OPTION_RULES, optionsToValues, valuesToOptions } from '../../../src/domain/agencyOptions';
import { formErrors } from '../../../src/domain/form/rules';
import { menu, type MenuContext } from '../../../src/domain/menu';
import { ACCESS_DENIED_PATH, resolveNavigation } from '../../../src/domain/routes';

const director = { role: 'DIRECTOR', isMultiAgencies: false } as const;
const agency = (flags: Partial<NonNullable<MenuContext['agency']>> = {}): MenuContext['agency'] => ({ billingConfig: { fiscalAttestationsEnabled: true }, ...flags });
const ids = (context: MenuContext['agency']) => menu({ user: director, agency: context, today: '2026-11-24' }).map((entry) => entry.id);
const shortcutPaths = (context: MenuContext['agency'], id: string) =>
  menu({ user: director, agency: context, today: '2026-11-24' }).find((entry) => entry.id === id)!.shortcuts.map((s) => s.path);

const OPTIONS: AgencyOptions = {
  partCommunityEnabled: true, proCommunityEnabled: false, proCommunityWriterEnabled: false, timesheetsEnabled: true, libraryEnabled: false, householdEnabled: true,
  homecareEnabled: false, schoolVacationZone: 'A', billingEnabled: true, globalBillingEnabled: false, avimEnabled: true, sharedFamiliesEnabled: false,
  draftBillsSharingEnabled: false, billsSharingFirstMonth: '2026-01', christmasIncreaseEnabled: true, mayDayIncreaseEnabled: true, fiscalAttestationsEnabled: true,
  contractDocumentEnabled: true, signProceduresEnabled: true, signProceduresMail: null, signProceduresPrimaryColor: '#1F4E79', signProceduresSecondaryColor: '#F2A900',
  logoFormat: 'SQUARE', signedDocsAgencyExcluded: false, eventsNotificationEnabled: true, eventsNotificationDelay: 30,
  eventsNotificationCustomMails: ['planning@agence.fr', 'direction@agence.fr'], subscriptionMailSubject: null, forgottenPasswordMailSubject: 'Votre mot de passe',
  mailCustomizationsEnabled: false, advisersRights: ['BILLING', 'EXPORTS'], payeEnabled: true, payeActiveForAgency: true, payeCompatibilityModeEnabled: false,
};

describe('agency options in the menu', () => {
  it('hides the library, the community and the timesheets shortcut of an agency that switched them off', () => {
    expect(ids(agency())).toEqual(expect.arrayContaining(['community', 'library']));
    expect(ids(agency({ libraryEnabled: false }))).not.toContain('library');
    expect(ids(agency({ libraryEnabled: false }))).toContain('community');
    expect(ids(agency({ communityEnabled: false }))).not.toContain('community');
    expect(shortcutPaths(agency(), 'activity')).toContain('/activity/timesheets?month=2026-11');
    expect(shortcutPaths(agency({ timesheetsEnabled: false }), 'activity')).not.toContain('/activity/timesheets?month=2026-11');
  });
});

describe('agency options on the routes', () => {
  it('denies the pages of an option switched off, and only those', () => {
    const to = (location: string, flags: Parameters<typeof agency>[0]) => resolveNavigation(location, { role: 'DIRECTOR', agency: agency(flags) });
    expect(to('/library', { libraryEnabled: false })).toEqual({ kind: 'redirect', to: ACCESS_DENIED_PATH });
    expect(to('/community/posts/12', { communityEnabled: false })).toEqual({ kind: 'redirect', to: ACCESS_DENIED_PATH });
    expect(to('/activity/timesheets?month=2026-11', { timesheetsEnabled: false })).toEqual({ kind: 'redirect', to: ACCESS_DENIED_PATH });
    expect(to('/library', {}).kind).toBe('render');
    expect(to('/customers', { libraryEnabled: false, communityEnabled: false }).kind).toBe('render');
    expect(resolveNavigation('/library', { role: 'ADMIN', agency: null }).kind).toBe('render');
  });
});

describe('the options page model', () => {
  it('labels every option of the contract once, each with its help', () => {
    const names = OPTION_FIELDS.map((field) => field.name);
    expect([...names].sort()).toEqual(Object.keys(AgencyOptions.shape).sort());
    expect(OPTION_FIELDS.every((field) => field.label && field.help)).toBe(true);
  });

  it('reads the form back into the same options', () => {
    expect(valuesToOptions(optionsToValues(OPTIONS))).toEqual(OPTIONS);
    expect(optionsToValues(OPTIONS)).toMatchObject({ libraryEnabled: 'false', eventsNotificationDelay: '30', signProceduresMail: '', advisersRights: 'BILLING\nEXPORTS' });
  });

  it('names the wrong texts with their message', () => {
    const values = { ...optionsToValues(OPTIONS), signProceduresPrimaryColor: 'bleu', eventsNotificationDelay: '2000', eventsNotificationCustomMails: 'planning@agence.fr\ndirection@', billsSharingFirstMonth: '2026-13' };
    expect(formErrors(values, OPTION_RULES)).toEqual({
      signProceduresPrimaryColor: 'Couleur attendue au format #RRVVBB',
      eventsNotificationDelay: 'Un nombre entier de minutes, de 0 à 1440',
      eventsNotificationCustomMails: 'Une adresse e-mail par ligne',
      billsSharingFirstMonth: 'Mois attendu au format AAAA-MM',
    });
  });
});
