/** The agencies' product types, prestation types (some custom, one archived) and price-grid formulas. */
import type { Db } from '../store/db';
import { AGENCY } from './organisation';

type Product = 'CHILDCARE' | 'HOUSEHOLD' | 'HOMECARE';
type Vat = 'ZERO' | 'REDUIT_10_0' | 'REDUIT_HANDICAP_5_5';

const PRODUCTS: Record<Product, string> = {
  CHILDCARE: "Garde d'enfants",
  HOUSEHOLD: 'Entretien de la maison',
  HOMECARE: 'Aide à domicile',
};

/** Lyon sells all three lines; Paris childcare and housework; Geneva childcare only, VAT-exempt in Switzerland. */
const PRODUCTS_BY_AGENCY: Record<number, [Product, Vat][]> = {
  [AGENCY.lyon]: [['CHILDCARE', 'REDUIT_10_0'], ['HOUSEHOLD', 'REDUIT_10_0'], ['HOMECARE', 'REDUIT_HANDICAP_5_5']],
  [AGENCY.geneve]: [['CHILDCARE', 'ZERO']],
  [AGENCY.paris]: [['CHILDCARE', 'REDUIT_10_0'], ['HOUSEHOLD', 'REDUIT_10_0']],
};

/** The prestation of school runs: none on public holidays nor in school vacations (seed/planning.ts). */
export const SCHOOL_RUN = "Sortie d'école et activités";

const CHILDCARE_TYPES: [type: string, label: string][] = [
  ['CHILDCARE', "Garde d'enfants à domicile"],
  ['CHILDCARE_BILINGUAL', 'Garde bilingue (anglais)'],
  ['CHILDCARE_TUTORING', 'Garde et aide aux devoirs'],
  ['CHILDCARE_UNDER_THREE', "Garde d'enfants de moins de 3 ans"],
  ['CHILDCARE_OVER_THREE', "Garde d'enfants de 3 ans et plus"],
  ['CHILDCARE_FIVE_CHILDREN_AND_MORE', 'Garde de 5 enfants et plus'],
  ['SPECIAL', 'Garde spécifique (handicap, horaires atypiques)'],
  ['CUSTOM', SCHOOL_RUN],
];
/** Custom types of the other lines, and an old one kept for its contracts. */
const OTHER_TYPES: { product: Product; label: string; archived?: boolean }[] = [
  { product: 'HOUSEHOLD', label: 'Ménage et repassage' },
  { product: 'HOMECARE', label: 'Aide aux seniors' },
  { product: 'CHILDCARE', label: 'Garde pendant les grèves scolaires (2024)', archived: true },
];

const FORMULAS: [code: string, label: string, description: string][] = [
  ['HOURLY', 'Tarif horaire', "Un tarif horaire unique, quel que soit le nombre d'enfants gardés."],
  ['HOURLY_BY_CHILDREN', "Tarif horaire selon le nombre d'enfants", "Le tarif horaire dépend du nombre d'enfants gardés ensemble : 1, 2, 3 et plus."],
  ['MONTHLY_PACKAGE', 'Forfait mensuel', "Un montant fixe chaque mois, calculé sur les heures prévues au contrat et lissé sur l'année."],
];
const FORMULAS_BY_AGENCY: Record<number, { code: string; archived?: boolean }[]> = {
  [AGENCY.lyon]: [{ code: 'HOURLY' }, { code: 'HOURLY_BY_CHILDREN' }, { code: 'MONTHLY_PACKAGE' }],
  [AGENCY.geneve]: [{ code: 'HOURLY' }, { code: 'MONTHLY_PACKAGE' }],
  [AGENCY.paris]: [{ code: 'HOURLY' }, { code: 'HOURLY_BY_CHILDREN' }, { code: 'MONTHLY_PACKAGE', archived: true }],
};

/** Answers the childcare prestation types of each agency that are still offered, for the contracts. */
export function seedPricing(db: Db): Map<number, number[]> {
  const product = db.prepare('INSERT INTO product_types (agency_id, code, label, vat_rate) VALUES (?, ?, ?, ?)');
  const prestation = db.prepare('INSERT INTO prestation_types (agency_id, type, label, product_type, archived) VALUES (?, ?, ?, ?, ?)');
  const formula = db.prepare('INSERT INTO price_grid_formulas (agency_id, code, label, description, archived) VALUES (?, ?, ?, ?, ?)');
  const childcare = new Map<number, number[]>();
  for (const [agencyId, products] of Object.entries(PRODUCTS_BY_AGENCY).map(([id, list]) => [Number(id), list] as const)) {
    for (const [code, vat] of products) product.run(agencyId, code, PRODUCTS[code], vat);
    const sold = new Set(products.map(([code]) => code));
    childcare.set(agencyId, CHILDCARE_TYPES.map(([type, label]) => Number(prestation.run(agencyId, type, label, 'CHILDCARE', 0).lastInsertRowid)));
    for (const other of OTHER_TYPES.filter((o) => sold.has(o.product))) prestation.run(agencyId, 'CUSTOM', other.label, other.product, other.archived ? 1 : 0);
    for (const { code, archived } of FORMULAS_BY_AGENCY[agencyId] ?? []) {
      const [, label, description] = FORMULAS.find(([c]) => c === code)!;
      formula.run(agencyId, code, label, description, archived ? 1 : 0);
    }
  }
  // The option opening home care is on where the agency sells it (Lyon), as household work's column is.
  db.prepare(`UPDATE agencies SET options = json_set(options, '$.homecareEnabled', json('true')) WHERE id IN (SELECT agency_id FROM product_types WHERE code = 'HOMECARE')`).run();
  return childcare;
}
