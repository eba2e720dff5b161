/** French (and Genevan) names, streets and places for realistic demo data. */
import type { Random } from './prng';

export const FEMALE_FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Sarah', 'Julie', 'Emma', 'Louise', 'Clémence', 'Anne-Sophie', 'Marie-Claire', 'Élodie',
  'Aurélie', 'Nadia', 'Fatoumata', 'Amélie', 'Hélène', 'Océane', 'Laëtitia', 'Marine', 'Céline', 'Zoé', 'Agathe', 'Yasmine',
] as const;
export const MALE_FIRST_NAMES = [
  'Lucas', 'Hugo', 'Thomas', 'Nicolas', 'Mehdi', 'Antoine', 'Jean-Baptiste', 'Mathis', 'Théo', 'Julien', 'Olivier', 'François',
  'Rémi', 'Bastien', 'Youssef', 'Étienne', 'Loïc', 'Cédric', 'Paul', 'Gaël',
] as const;
export const CHILD_FIRST_NAMES = [
  'Jade', 'Louis', 'Gabriel', 'Alice', 'Raphaël', 'Lina', 'Arthur', 'Rose', 'Jules', 'Ambre', 'Adam', 'Mila', 'Léon', 'Anna', 'Noé',
  'Romy', 'Sacha', 'Iris', 'Maël', 'Lou', 'Timéo', 'Éléna', 'Nino', 'Capucine',
] as const;
export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre',
  'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier', 'Dupont', 'Lambert',
  'Bonnet', 'François', 'Martinez', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel',
  'Nicolas', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson',
  'Benali', 'Diallo', 'Nguyen', 'Haddad', 'Da Silva', 'Lemaire', 'Brun', 'Chauvin', 'Barbier', 'Carpentier',
] as const;
const STREET_KINDS = ['rue', 'avenue', 'boulevard', 'place', 'impasse', 'quai', 'chemin'] as const;
const STREET_NAMES = [
  'de la République', 'Victor-Hugo', 'Jean-Jaurès', 'des Lilas', 'du Général-de-Gaulle', 'Pasteur', 'de la Paix', 'des Écoles',
  'Émile-Zola', 'Gambetta', 'des Tilleuls', 'Voltaire', 'de la Gare', 'Saint-Exupéry', 'Jules-Ferry', 'des Acacias', 'Molière',
  'du Marché', 'Léon-Blum', 'de Verdun',
] as const;

export interface Place {
  postcode: string;
  city: string;
  /** INSEE code in France, OFS number in Switzerland. */
  cityCode: string;
}

export const PLACES_BY_AGENCY: Record<number, { homes: readonly Place[]; staff: readonly Place[] }> = {
  1: {
    homes: [
      { postcode: '69001', city: 'Lyon 1er Arrondissement', cityCode: '69381' },
      { postcode: '69002', city: 'Lyon 2e Arrondissement', cityCode: '69382' },
      { postcode: '69003', city: 'Lyon 3e Arrondissement', cityCode: '69383' },
      { postcode: '69006', city: 'Lyon 6e Arrondissement', cityCode: '69386' },
      { postcode: '69007', city: 'Lyon 7e Arrondissement', cityCode: '69387' },
    ],
    staff: [
      { postcode: '69100', city: 'Villeurbanne', cityCode: '69266' },
      { postcode: '69300', city: 'Caluire-et-Cuire', cityCode: '69034' },
      { postcode: '69130', city: 'Écully', cityCode: '69081' },
      { postcode: '69200', city: 'Vénissieux', cityCode: '69259' },
      { postcode: '69008', city: 'Lyon 8e Arrondissement', cityCode: '69388' },
    ],
  },
  2: {
    homes: [
      { postcode: '1205', city: 'Genève', cityCode: '6621' },
      { postcode: '1206', city: 'Genève', cityCode: '6621' },
      { postcode: '1227', city: 'Carouge', cityCode: '6608' },
    ],
    // Many Geneva employees live across the border, in France.
    staff: [
      { postcode: '74100', city: 'Annemasse', cityCode: '74012' },
      { postcode: '74160', city: 'Saint-Julien-en-Genevois', cityCode: '74243' },
      { postcode: '74240', city: 'Gaillard', cityCode: '74133' },
      { postcode: '01210', city: 'Ferney-Voltaire', cityCode: '01160' },
    ],
  },
  3: {
    homes: [
      { postcode: '75011', city: 'Paris 11e Arrondissement', cityCode: '75111' },
      { postcode: '75012', city: 'Paris 12e Arrondissement', cityCode: '75112' },
      { postcode: '75020', city: 'Paris 20e Arrondissement', cityCode: '75120' },
      { postcode: '75010', city: 'Paris 10e Arrondissement', cityCode: '75110' },
    ],
    staff: [
      { postcode: '93100', city: 'Montreuil', cityCode: '93048' },
      { postcode: '94300', city: 'Vincennes', cityCode: '94080' },
      { postcode: '93200', city: 'Saint-Denis', cityCode: '93066' },
      { postcode: '75019', city: 'Paris 19e Arrondissement', cityCode: '75119' },
    ],
  },
};

export function streetAddress(random: Random): string {
  return `${random.int(1, 180)} ${random.pick(STREET_KINDS)} ${random.pick(STREET_NAMES)}`;
}

/** A French mobile (06 or 07), written in pairs. */
export function mobile(random: Random): string {
  return `0${random.pick(['6', '7'])}${random.digits(8)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** A landline of the place's region (01 Île-de-France, 04 south-east and the French side of Geneva), in pairs. */
export function landline(random: Random, postcode: string): string {
  const region = /^(75|9[1-5]|7[78])/.test(postcode) ? '1' : '4';
  return `0${region}${random.digits(8)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** A Swiss mobile (+41 7x). */
export function swissMobile(random: Random): string {
  return `+41 7${random.pick(['6', '8', '9'])} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`;
}

export function emailOf(firstName: string, lastName: string, domain: string): string {
  const ascii = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z]+/g, '-');
  return `${ascii(firstName)}.${ascii(lastName)}@${domain}`;
}

/** A social-security number (NIR) with its key: sex, year, month, department, commune, order, key. */
export function socialSecurityNumber(random: Random, female: boolean, birthDate: string, cityCode: string): string {
  const [year, month] = birthDate.split('-');
  const insee = /^\d{5}$/.test(cityCode) ? cityCode : `99${random.digits(3)}`; // born abroad: 99 + country
  const body = `${female ? 2 : 1}${year!.slice(2)}${month}${insee}${random.digits(3)}`;
  const key = 97 - Number(BigInt(body) % 97n);
  return `${body}${String(key).padStart(2, '0')}`;
}

/** A French IBAN with valid check digits (bank, branch, account, RIB key). */
export function frenchIban(random: Random): string {
  const bban = `${random.digits(5)}${random.digits(5)}${random.digits(11)}${random.digits(2)}`;
  const check = 98 - Number(BigInt(`${bban}152700`) % 97n); // "FR00" moved to the end, letters as numbers (F=15, R=27)
  return `FR${String(check).padStart(2, '0')}${bban}`;
}

export const FRENCH_BICS = ['BNPAFRPPXXX', 'SOGEFRPPXXX', 'CRLYFRPPXXX', 'AGRIFRPPXXX', 'CCBPFRPPXXX', 'CMCIFRPPXXX', 'PSSTFRPPLYO'] as const;
