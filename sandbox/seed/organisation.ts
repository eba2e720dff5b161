/** Clients, agencies, custom attributes and the demo users. */
import { hashPassword } from '../security/password';
import type { Db } from '../store/db';

export const DEMO_PASSWORD = 'Demo-2026!';
/** Base32 TOTP secret of totp@demo.fr (documented in sandbox/README.md). */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

export const AGENCY = { lyon: 1, geneve: 2, paris: 3 } as const;

export interface DemoUser {
  id: number;
  login: string;
  firstName: string;
  lastName: string;
  role: 'ADMIN' | 'DIRECTOR' | 'ADVISER' | 'PRO';
  agencyId: number | null;
  clientId: number | null;
  multiAgencies?: readonly number[];
  totp?: boolean;
  unread: [messages: number, events: number];
  /** What it shows, for the start banner and the README. */
  note: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: 1, login: 'admin@demo.fr', firstName: 'Camille', lastName: 'Martin', role: 'ADMIN', agencyId: null, clientId: null, unread: [0, 1], note: 'administratrice, toutes les agences' },
  { id: 2, login: 'directrice@demo.fr', firstName: 'Sophie', lastName: 'Lefèvre', role: 'DIRECTOR', agencyId: AGENCY.lyon, clientId: 1, unread: [4, 2], note: "directrice de l'agence Lyon Presqu'île" },
  { id: 3, login: 'conseiller@demo.fr', firstName: 'Julien', lastName: 'Moreau', role: 'ADVISER', agencyId: AGENCY.lyon, clientId: 1, unread: [1, 0], note: "conseiller de l'agence Lyon Presqu'île" },
  { id: 4, login: 'multi@demo.fr', firstName: 'Nathalie', lastName: 'Dubois', role: 'DIRECTOR', agencyId: null, clientId: null, multiAgencies: [1, 2, 3], unread: [7, 3], note: 'directrice multi-agences (Lyon, Genève, Paris)' },
  { id: 5, login: 'totp@demo.fr', firstName: 'Karim', lastName: 'Benali', role: 'DIRECTOR', agencyId: AGENCY.paris, clientId: 1, totp: true, unread: [2, 0], note: "directeur de l'agence Paris 11e, avec code TOTP" },
  { id: 6, login: 'intervenante@demo.fr', firstName: 'Inès', lastName: 'Haddad', role: 'PRO', agencyId: AGENCY.lyon, clientId: 1, unread: [3, 1], note: "intervenante (application mobile) : le back-office lui répond 403" },
  // Support (spec 002): ids 30 to 39. Agents (support type AGENT, seed/support.ts) are the provider's team, admins of the portal.
  { id: 30, login: 'agent@demo.fr', firstName: 'Lucie', lastName: 'Garnier', role: 'ADMIN', agencyId: null, clientId: null, unread: [0, 0], note: 'agente du support (AGENT) : statuts, liens, étiquettes, modèles, messages réservés aux agents' },
  { id: 31, login: 'agent2@demo.fr', firstName: 'Thomas', lastName: 'Roux', role: 'ADMIN', agencyId: null, clientId: null, unread: [0, 0], note: 'agent du support (AGENT), second agent des assignations' },
  { id: 32, login: 'support@demo.fr', firstName: 'Élodie', lastName: 'Petit', role: 'DIRECTOR', agencyId: AGENCY.paris, clientId: 1, unread: [1, 0], note: "utilisatrice ordinaire du support, directrice de l'agence Paris 11e" },
  { id: 33, login: 'conseil-paris@demo.fr', firstName: 'Hugo', lastName: 'Lambert', role: 'ADVISER', agencyId: AGENCY.paris, clientId: 1, unread: [0, 0], note: "utilisateur ordinaire du support, conseiller de l'agence Paris 11e" },
];

export function seedOrganisation(db: Db, createdAt: string): void {
  const client = db.prepare('INSERT INTO clients (id, name, siret, created_at) VALUES (?, ?, ?, ?)');
  client.run(1, 'Garde & Compagnie', '81234567800029', createdAt);
  client.run(2, 'Kinder Léman', 'CHE-123.456.789', createdAt);

  const agency = db.prepare(`INSERT INTO agencies (id, client_id, label, address, postcode, city, city_code, phone, email, school_vacation_zone,
    household_enabled, billing_enabled, fiscal_attestations_enabled, paye_enabled, paye_active, paye_compatibility_mode, creditor_identifier, iban, bic)
    VALUES (@id, @clientId, @label, @address, @postcode, @city, @cityCode, @phone, @email, @zone, @household, @billing, @fiscal, @paye, @payeActive, 0, @ics, @iban, @bic)`);
  agency.run({
    id: AGENCY.lyon, clientId: 1, label: "Agence Lyon Presqu'île", address: '12 rue de la République', postcode: '69002', city: 'Lyon 2e Arrondissement',
    cityCode: '69382', phone: '04 72 00 12 34', email: 'lyon@garde-et-compagnie.fr', zone: 'A', household: 1, billing: 1, fiscal: 1, paye: 1, payeActive: 1,
    ics: 'FR72ZZZ654321', iban: 'FR7630004000031234567890143', bic: 'BNPAFRPPXXX',
  });
  agency.run({
    id: AGENCY.geneve, clientId: 2, label: 'Agence Genève Rive Gauche', address: '8 rue du Rhône', postcode: '1204', city: 'Genève', cityCode: '6621',
    phone: '+41 22 310 45 67', email: 'geneve@kinder-leman.ch', zone: 'SUISSE_GEN', household: 0, billing: 1, fiscal: 0, paye: 0, payeActive: 0,
    ics: 'CH51ZZZ12345', iban: 'CH9300762011623852957', bic: 'UBSWCHZH80A',
  });
  agency.run({
    id: AGENCY.paris, clientId: 1, label: 'Agence Paris 11e', address: '45 boulevard Voltaire', postcode: '75011', city: 'Paris 11e Arrondissement',
    cityCode: '75111', phone: '01 43 55 67 89', email: 'paris11@garde-et-compagnie.fr', zone: 'C', household: 1, billing: 1, fiscal: 1, paye: 1, payeActive: 0,
    ics: 'FR72ZZZ654322', iban: 'FR7610107001011234567890129', bic: 'BREDFRPPXXX',
  });

  const attribute = db.prepare('INSERT INTO custom_attributes (client_id, name, label, type, target) VALUES (?, ?, ?, ?, ?)');
  attribute.run(1, 'codeAcces', "Code d'accès du domicile", 'TEXT', 'CUSTOMER');
  attribute.run(1, 'permisB', 'Permis B', 'BOOLEAN', 'EMPLOYEE');
  attribute.run(1, 'dateVisiteMedicale', 'Date de la visite médicale', 'DATE', 'EMPLOYEE');
  attribute.run(2, 'numeroAvs', 'Numéro AVS', 'TEXT', 'EMPLOYEE');

  const user = db.prepare(`INSERT INTO users (id, login, password_hash, first_name, last_name, role, agency_id, client_id, is_multi_agencies, totp_secret,
    unread_messages, unread_events, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare('INSERT INTO user_agencies (user_id, agency_id) VALUES (?, ?)');
  for (const u of DEMO_USERS) {
    user.run(u.id, u.login, hashPassword(DEMO_PASSWORD), u.firstName, u.lastName, u.role, u.agencyId, u.clientId, u.multiAgencies ? 1 : 0,
      u.totp ? DEMO_TOTP_SECRET : null, u.unread[0], u.unread[1], createdAt, createdAt);
    for (const agencyId of u.multiAgencies ?? []) link.run(u.id, agencyId);
  }
}
