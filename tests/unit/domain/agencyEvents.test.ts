/** The agency events' table (spec 001 §3 notification types): French labels, icons, groups, links to screens that exist. */
import { describe, expect, it } from 'vitest';
import {
  AGENCY_EVENT_GROUPS,
  AGENCY_EVENT_TYPES,
  AGENCY_EVENT_TYPE_INFO,
  agencyEventDetail,
  agencyEventLabel,
  agencyEventLink,
  typesOfGroups,
  type AgencyEventResource,
  type AgencyEventType,
} from '../../../src/domain/agencyEvents';
import { matchRoute } from '../../../src/domain/routes';

/** Every ref a type may need, so that each link can be built. */
const FULL: AgencyEventResource = {
  familyId: 12, familyName: 'Famille Martin', proId: 7, proName: 'Inès Haddad', customerId: 40, customerName: 'Claire Martin', estimateId: 5, postId: 3,
  postTitle: 'Atelier peinture', noteId: 9, day: '2026-11-27', month: '2026-10', text: 'Bonjour',
};

describe('agency event types', () => {
  it('covers every notification type of spec 001 §3 with a French label, an icon and a group', () => {
    expect(AGENCY_EVENT_TYPES).toHaveLength(24);
    for (const type of AGENCY_EVENT_TYPES) {
      const info = AGENCY_EVENT_TYPE_INFO[type];
      expect(info.label, type).toMatch(/^[A-ZÉ]/);
      expect(info.label, type).not.toMatch(/_/);
      expect(info.icon, type).toMatch(/^[A-Z]\w+$/);
      expect(AGENCY_EVENT_GROUPS).toContain(info.group);
    }
    expect(new Set(AGENCY_EVENT_TYPES.map((t) => AGENCY_EVENT_TYPE_INFO[t].label)).size).toBe(24);
  });

  it('words a childcare request by its kind and state, and an external contact by its kind', () => {
    const request = (requestType: 'CREATION' | 'MODIFICATION' | 'CANCELATION') => ({ type: 'NEW_CHILDCARE_REQUEST' as const, resourceData: { ...FULL, requestType, requestState: 'PENDING' as const } });
    expect(agencyEventLabel(request('CREATION'))).toBe('Nouvelle demande de garde');
    expect(agencyEventLabel(request('MODIFICATION'))).toBe('Demande de modification de garde');
    expect(agencyEventLabel(request('CANCELATION'))).toBe("Demande d'annulation de garde");
    expect(agencyEventDetail({ type: 'NEW_CHILDCARE_REQUEST', resourceData: { familyName: 'Famille Martin', day: '2026-11-27', requestState: 'ACCEPTED' } })).toBe('Famille Martin · 27/11/2026 · Acceptée');
    expect(agencyEventLabel({ type: 'EXTERNAL_CONTACT_CREATION', resourceData: { contactType: 'CANDIDATES' } })).toBe('Nouvelle candidature reçue');
    expect(agencyEventLabel({ type: 'SIGN_PROCEDURE_SIGNED', resourceData: {} })).toBe('Document signé électroniquement');
  });

  it('links each event to a route of the portal, or to none for network and support messages', () => {
    const none: AgencyEventType[] = ['GLOBAL_CHILDCARE_MESSAGE', 'GLOBAL_HOUSEHOLD_MESSAGE', 'GLOBAL_HOMECARE_MESSAGE', 'NEW_SUPPORT_MESSAGE'];
    for (const type of AGENCY_EVENT_TYPES) {
      const link = agencyEventLink({ type, resourceData: FULL });
      if (none.includes(type)) expect(link, type).toBeNull();
      else expect(matchRoute(link!), `${type} → ${link}`).not.toBeNull();
    }
  });

  it('opens the screen of what the event is about', () => {
    const link = (type: AgencyEventType, resourceData: AgencyEventResource) => agencyEventLink({ type, resourceData });
    expect(link('NEW_MESSAGE', {})).toBe('/messages/inbox');
    expect(link('NEW_CHILDCARE_REQUEST', FULL)).toBe('/families/12/planning');
    expect(link('TIMESHEET_VALIDATION_CANCELED', FULL)).toBe('/activity/timesheets/2026-10/7/12');
    expect(link('NOTE_REMINDER_OUTDATED', { proId: 7, noteId: 9 })).toBe('/professionals/7/notes/9');
    expect(link('NOTE_REMINDER_OUTDATED', { familyId: 12, noteId: 9 })).toBe('/families/12/notes/9');
    expect(link('SIGN_PROCEDURE_REFUSED', FULL)).toBe('/customers/40/estimates/5');
    expect(link('SIGN_PROCEDURE_CLOSED', { customerId: 40 })).toBe('/customers/40/contracts');
    expect(link('PAYE_END_OF_CONTRACT_VALIDATED', FULL)).toBe('/employees/7/paye');
    expect(link('EXTERNAL_CONTACT_CREATION', { contactType: 'PROSPECTS', customerId: 40 })).toBe('/prospects/40/home');
    expect(link('EXTERNAL_CONTACT_CREATION', { contactType: 'CANDIDATES', proId: 7 })).toBe('/candidates/7/home');
    expect(link('UPDATED_POST_COMMENT', { postTitle: 'Sans lien' })).toBe('/community/posts');
    expect(link('PROSPECTING_REMINDER_TRIGGER', {})).toBe('/prospecting/reminders');
  });

  it('turns the ticked groups into the types the search asks for', () => {
    expect(typesOfGroups(['SIGNATURES'])).toEqual(['SIGN_PROCEDURE_SIGNED', 'SIGN_PROCEDURE_REFUSED', 'SIGN_PROCEDURE_EXPIRED', 'SIGN_PROCEDURE_ERROR', 'SIGN_PROCEDURE_CANCELLED', 'SIGN_PROCEDURE_CLOSED']);
    expect(typesOfGroups(['MESSAGES', 'REQUESTS'])).toEqual(['NEW_MESSAGE', 'NEW_CHILDCARE_REQUEST']);
    expect(AGENCY_EVENT_GROUPS.flatMap((group) => typesOfGroups([group])).sort()).toEqual([...AGENCY_EVENT_TYPES].sort());
  });
});
