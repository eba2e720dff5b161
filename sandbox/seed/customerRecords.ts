/**
 * Customers and prospects in volume (spec 001 §3, §4): per agency and per unit of scale about
 * 60 customers and 40 prospects in all, the families' ones included (the others have no
 * family yet: companies, providers, new leads). Every record gets an adviser, prospects a
 * stage (lost ones archived, converted customers TURNED_TO_CUSTOMER), a history, contacts and,
 * where its stage says so, estimates. A PRNG of its own, so that the data seeded before and
 * after it does not move.
 */
import { PROSPECT_STAGES } from '../../src/api/contract/customers';
import type { CustomerHistoryEvent, EstimateStatus } from '../../src/domain/customers/labels';
import { addDays, isoDate } from '../dates';
import { staffOfAgency } from '../store/customerRecords';
import type { Db } from '../store/db';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, PLACES_BY_AGENCY, emailOf, landline, mobile, streetAddress, swissMobile } from './french';
import { AGENCY } from './organisation';
import { exchangeAt } from './people';
import { SEED, mulberry32, type Random } from './prng';

const SOURCES = [
  'WEBSITE', 'WEBSITE', 'RECOMMENDATION', 'RECOMMENDATION', 'GOOGLE_SEARCH', 'GOOGLE_ADS', 'FACEBOOK', 'INSTAGRAM', 'FLYER', 'SOCIAL_CENTER', 'PARTNER', 'HUMAN',
  'PRESS', 'RADIO', 'SHOP', 'TUTORING', 'FRANCE_TRAVAIL', 'DEPARTMENT', 'INTEGRATION_PARTNER', 'ASSOCIATION', 'OTHER',
] as const;
const COMPANIES = ['Cabinet', 'Groupe', 'Clinique', 'Résidence', 'Atelier', 'Société', 'Laboratoire', 'Hôtel'] as const;
const PROVIDERS = ['Aide & Domicile', 'Services à la personne', 'Accompagnement familial', 'Garde partagée', 'Maison des familles'] as const;
const CONTACT_ROLES = { NATURAL: ['Père', 'Mère', 'Grand-mère', 'Grand-père', 'Voisine'], OTHER: ['Responsable RH', 'Comptabilité', 'Direction', 'Assistante de direction'] };
/** The open stages a prospect is seeded in (LOSS and TURNED_TO_CUSTOMER come from its fate). */
const OPEN_STAGES = PROSPECT_STAGES.slice(0, 6);
const CONTACT_COMMENTS: Partial<Record<CustomerHistoryEvent, readonly string[]>> = {
  CONTACT_BY_CALL: ['Appel pour présenter nos services', 'Rappel : souhaite une garde après l’école', 'A rappelé pour les horaires du mercredi', 'Messagerie, à rappeler'],
  CONTACT_BY_MAIL: ['Envoi de la plaquette et des tarifs', 'Réponse aux questions sur le crédit d’impôt', 'Relance par e-mail'],
  CONTACT_BY_APPOINTMENT: ['Rendez-vous à l’agence avec les deux parents', 'Visite à domicile pour évaluer les besoins'],
  CONTACT_BY_MESSAGE: ['SMS de confirmation du rendez-vous', 'Message laissé sur le formulaire du site'],
};
const NOTES = [
  'Famille très arrangeante sur les horaires.', 'Préfère être contactée le soir après 18 h.', 'Demande une intervenante bilingue anglais.',
  'Allergie aux arachides chez l’aîné : bien le rappeler aux intervenants.', 'Paiement par CESU préfinancés de l’employeur.',
];
const INFOS = [
  'Besoin : sorties d’école 4 jours par semaine.', 'Besoin : garde le mercredi et pendant les vacances scolaires.', 'Besoin : aide aux devoirs pour deux enfants.',
  'Besoin : garde de nuit ponctuelle.', 'Connu par le bouche-à-oreille de l’école.',
];

interface Row {
  id: number;
  agencyId: number;
  type: 'NATURAL' | 'LEGAL' | 'BUSINESS_PROVIDER';
  prospect: number;
  archived: number;
  createdAt: string;
  firstName: string;
  lastName: string;
  contractsCount: number;
  familiesCount: number;
}

/** Customers without a family, so that each agency has about 60 × volume customers and 40 × volume prospects. */
function insertWithoutFamily(db: Db, random: Random, today: Date, agencyId: number, volume: number): void {
  const counts = db
    .prepare("SELECT SUM(prospect = 0) AS customers, SUM(prospect = 1) AS prospects, SUM(ref NOT LIKE '%-900_') AS numbered FROM customers WHERE agency_id = ?")
    .get(agencyId) as { customers: number; prospects: number; numbered: number };
  /** References follow the families' ones (CLI-1-0021…), around the seed's 9001 and 9002. */
  const ref = (i: number) => {
    const n = counts.numbered + i + 1;
    return `CLI-${agencyId}-${String(n >= 9001 ? n + 2 : n).padStart(4, '0')}`;
  };
  const insert = db.prepare(`INSERT INTO customers (agency_id, ref, type, label, prospect, archived, civility, contact_first_name, contact_last_name, email, phone,
    mobile, address, postcode, city, source, last_exchange_at, next_exchange_at, created_at) VALUES (@agencyId, @ref, @type, @label, @prospect, @archived, @civility,
    @firstName, @lastName, @email, @phone, @mobile, @address, @postcode, @city, @source, @lastExchangeAt, @nextExchangeAt, @createdAt)`);
  const places = PLACES_BY_AGENCY[agencyId]!;
  const swiss = agencyId === AGENCY.geneve;
  const missing = [...Array(Math.max(0, 60 * volume - counts.customers)).fill(false), ...Array(Math.max(0, 40 * volume - counts.prospects)).fill(true)] as boolean[];
  missing.forEach((prospect, i) => {
    const female = random.chance(0.7);
    const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const draw = random.next();
    const type = prospect ? (draw < 0.9 ? 'NATURAL' : 'LEGAL') : draw < 0.75 ? 'NATURAL' : draw < 0.9 ? 'LEGAL' : 'BUSINESS_PROVIDER';
    const label =
      type === 'NATURAL' ? `${firstName} ${lastName}` : type === 'LEGAL' ? `${random.pick(COMPANIES)} ${random.pick(LAST_NAMES)}` : `${random.pick(PROVIDERS)} ${random.pick(LAST_NAMES)}`;
    const place = random.pick(places.homes);
    const createdAt = addDays(today, -random.int(prospect ? 1 : 60, prospect ? 240 : 1500));
    createdAt.setUTCHours(random.int(8, 18), random.pick([0, 15, 30, 45]));
    insert.run({
      agencyId, ref: ref(i), type, label, prospect: prospect ? 1 : 0, archived: !prospect && i % 8 === 7 ? 1 : 0, civility: female ? 'MME' : 'M',
      firstName, lastName, email: emailOf(firstName, lastName, type === 'NATURAL' ? 'famille.fr' : 'entreprise.fr').replace('@', `${i + 1}@`),
      phone: random.chance(0.3) && !swiss ? landline(random, place.postcode) : null, mobile: swiss ? swissMobile(random) : mobile(random),
      address: streetAddress(random), postcode: place.postcode, city: place.city, source: random.pick(SOURCES), lastExchangeAt: null, nextExchangeAt: null,
      createdAt: createdAt.toISOString(),
    });
  });
}

/** `lyonVolume`: the bench's volume of customers in Lyon (100 records a unit), when above `volume`. */
/** The contact's civility from their first name when the seed's lists know it (« Mme » Agathe), else the draw. */
function civilityOf(firstName: string, drawnFemale: boolean): 'MME' | 'M' {
  if ((FEMALE_FIRST_NAMES as readonly string[]).includes(firstName)) return 'MME';
  if ((MALE_FIRST_NAMES as readonly string[]).includes(firstName)) return 'M';
  return drawnFemale ? 'MME' : 'M';
}

export function seedCustomerRecords(db: Db, today: Date, volume: number, lyonVolume = 0): void {
  const random = mulberry32(SEED + 40);
  const update = db.prepare(`UPDATE customers SET stage = @stage, adviser_id = @adviserId, archived = @archived, notes = @notes, infos = @infos,
    civility = coalesce(civility, @civility), last_exchange_at = coalesce(@lastExchangeAt, last_exchange_at), next_exchange_at = coalesce(@nextExchangeAt, next_exchange_at) WHERE id = @id`);
  const history = db.prepare(`INSERT INTO customer_changelogs (agency_id, customer_id, type, comment, author_id, editable, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const contact = db.prepare('INSERT INTO customer_contacts (customer_id, first_name, last_name, role, phone, email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const estimate = db.prepare(`INSERT INTO estimates (agency_id, customer_id, number, status, vat_included_amount, period_start, period_end, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const now = today.getTime() + 9 * 3_600_000;

  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    insertWithoutFamily(db, random, today, agencyId, agencyId === AGENCY.lyon ? Math.max(volume, lyonVolume) : volume);
    const staff = staffOfAgency(db, agencyId).map((s) => s.id);
    let estimateNumber = 0;
    const rows = db
      .prepare(`SELECT id, agency_id AS agencyId, type, prospect, archived, created_at AS createdAt, contact_first_name AS firstName, contact_last_name AS lastName,
        (SELECT COUNT(*) FROM contracts k WHERE k.customer_id = c.id) AS contractsCount,
        (SELECT COUNT(*) FROM families f WHERE f.customer_id = c.id) AS familiesCount FROM customers c WHERE agency_id = ? ORDER BY id`)
      .all(agencyId) as Row[];
    rows.forEach((row, i) => {
      const adviserId = staff.length ? staff[i % staff.length]! : null;
      const created = Date.parse(row.createdAt);
      /** An instant between the creation and now, at office hours, `share` of the way. */
      const between = (share: number) => {
        const at = new Date(created + (now - created) * share);
        at.setUTCHours(random.int(8, 17), random.pick([0, 15, 30, 45]));
        return new Date(Math.min(Math.max(at.getTime(), created + 60_000), now)).toISOString();
      };
      const log = (type: CustomerHistoryEvent, at: string, comment: string | null = null, editable = false) =>
        history.run(agencyId, row.id, type, comment, adviserId, editable ? 1 : 0, at);
      const addEstimate = (status: EstimateStatus, at: string) => {
        const start = addDays(new Date(at), random.int(7, 30));
        estimate.run(agencyId, row.id, `DEV-${start.getUTCFullYear()}-${agencyId}${String(++estimateNumber).padStart(5, '0')}`, status, random.int(60, 900) * 1000,
          isoDate(start), random.chance(0.3) ? null : isoDate(addDays(start, random.int(90, 330))), at);
      };

      log('CREATION', row.createdAt);
      // Exchanges before the fate: calls, mails, appointments.
      let lastExchangeAt: string | null = null;
      const exchanges = random.int(row.prospect ? 1 : 0, 3);
      for (let e = 0; e < exchanges; e++) {
        const type = random.pick(['CONTACT_BY_CALL', 'CONTACT_BY_CALL', 'CONTACT_BY_MAIL', 'CONTACT_BY_APPOINTMENT', 'CONTACT_BY_MESSAGE'] as const);
        lastExchangeAt = between((e + 1) / (exchanges + 2));
        log(type, lastExchangeAt, random.pick(CONTACT_COMMENTS[type]!), true);
      }

      let stage: string | null = null;
      let archived = row.archived;
      let nextExchangeAt: string | null = null;
      if (row.prospect) {
        // One prospect without a family in seven is lost (archived); the others spread over the open stages.
        archived = archived || (i % 7 === 3 && !row.familiesCount) ? 1 : 0;
        stage = archived ? 'LOSS' : row.createdAt > addDays(today, -3).toISOString() ? 'STARTING' : OPEN_STAGES[i % OPEN_STAGES.length]!;
        if (stage.startsWith('ESTIMATE') || (stage === 'LOSS' && random.chance(0.5))) {
          const at = between(0.7);
          const status: EstimateStatus = stage === 'ESTIMATE_SIGNED' ? 'SIGNED' : stage === 'ESTIMATE_REFUSED' || stage === 'LOSS' ? 'REFUSED' : 'SENT';
          addEstimate(status, at);
          log('ESTIMATE_SENT_BY_MAIL', at);
          if (stage === 'ESTIMATE_SENT_FOR_SIGNING') log('ESTIMATE_SIGN_PROCEDURE_SENT', between(0.8));
          if (stage === 'ESTIMATE_SIGNED') log('ESTIMATE_MARKED_AS_SIGNED', between(0.85));
          if (status === 'REFUSED') log('ESTIMATE_SIGN_PROCEDURE_REFUSED', between(0.85));
        }
        if (archived) log('PROSPECT_ARCHIVED', between(0.95), 'Prospect perdu');
        // The prospects to call back: some late (today or before), most ahead.
        else nextExchangeAt = exchangeAt(random, today, random.chance(0.3) ? -random.int(0, 5) : random.int(1, 20));
      } else {
        // Customers who came as prospects (the families' ones, and one in three of the others).
        const converted = row.contractsCount > 0 || (row.type === 'NATURAL' && random.chance(0.35));
        if (converted) {
          stage = 'TURNED_TO_CUSTOMER';
          const at = between(0.5);
          addEstimate(row.contractsCount > 0 ? 'CONTRACTED' : 'SIGNED', between(0.45));
          log('PROSPECT_TO_CUSTOMER', at);
        }
        if (archived) log('CUSTOMER_ARCHIVED', between(0.95), 'Fin des prestations');
        else if (random.chance(0.15)) addEstimate(random.pick(['DRAFT', 'VALIDATED', 'READY', 'CANCELED'] as const), between(0.9));
        if (!archived && random.chance(0.3)) nextExchangeAt = exchangeAt(random, today, random.int(1, 30));
      }

      const contacts = row.type === 'NATURAL' ? (random.chance(0.3) ? 1 : 0) : random.int(1, 2);
      for (let c = 0; c < contacts; c++) {
        const female = random.chance(0.6);
        const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
        const lastName = row.type === 'NATURAL' && random.chance(0.7) ? row.lastName : random.pick(LAST_NAMES);
        const role = random.pick(row.type === 'NATURAL' ? CONTACT_ROLES.NATURAL : CONTACT_ROLES.OTHER);
        contact.run(row.id, firstName, lastName, role, mobile(random), random.chance(0.6) ? emailOf(firstName, lastName, 'mail.fr') : null, row.createdAt);
      }

      update.run({
        id: row.id, stage, adviserId, archived, civility: civilityOf(row.firstName, random.chance(0.7)), notes: random.chance(0.4) ? random.pick(NOTES) : null,
        infos: random.chance(0.5) ? random.pick(INFOS) : null, lastExchangeAt, nextExchangeAt,
      });
    });
  }
}
