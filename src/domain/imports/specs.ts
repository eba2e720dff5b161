/**
 * The columns of each import file, and how a checked line becomes a row of the contract
 * (src/api/contract/imports.ts). `agency import <kind> --help`, the README and the sample
 * files under examples/ follow these lists.
 */
import type { CustomerImportRow, EmployeeImportRow, PayeDataImportRow, PlanningFormat, PlanningImportRow } from '../../api/contract/imports';
import { CUSTOMER_SOURCE_LABELS } from '../labels';
import { addMinutes } from '../time';
import { fold, type CellValue, type ColumnSpec } from './cells';

export type CheckedValues = Record<string, CellValue>;

export interface ImportSpec<Row> {
  /** What one row is, for messages: « client », « salarié »… */
  title: string;
  columns: readonly ColumnSpec[];
  /** The row of the contract from a line's checked values. */
  toRow(values: CheckedValues, line: number): Row;
  /** Checks across columns: the column's header and the reason. */
  crossCheck?(values: CheckedValues): { column: string; reason: string } | null;
}

const words = (pairs: Record<string, CellValue>) => Object.fromEntries(Object.entries(pairs).map(([word, value]) => [fold(word), value]));
const text = (values: CheckedValues, key: string) => values[key] as string;
const optional = (values: CheckedValues, key: string) => (values[key] ?? null) as string | null;

const SOURCES = words({
  ...Object.fromEntries(Object.entries(CUSTOMER_SOURCE_LABELS).map(([code, label]) => [label, code])),
  ...Object.fromEntries(Object.keys(CUSTOMER_SOURCE_LABELS).map((code) => [code, code])),
});

export const CUSTOMERS: ImportSpec<CustomerImportRow> = {
  title: 'client ou prospect',
  columns: [
    { key: 'prospect', header: 'Statut', required: true, kind: 'choice', choices: words({ client: false, cliente: false, prospect: true }), help: 'client ou prospect' },
    {
      key: 'type', header: 'Nature', required: false, kind: 'choice',
      choices: words({ particulier: 'NATURAL', 'personne physique': 'NATURAL', entreprise: 'LEGAL', 'personne morale': 'LEGAL', prestataire: 'BUSINESS_PROVIDER' }),
      help: 'particulier (par défaut), entreprise ou prestataire',
    },
    { key: 'label', header: 'Nom', aliases: ['Nom du client', 'Libellé'], required: true, kind: 'text', help: 'nom du client (famille ou entreprise), 200 caractères au plus' },
    { key: 'contactFirstName', header: 'Prénom du contact', required: true, kind: 'text', max: 100, help: 'prénom du contact principal' },
    { key: 'contactLastName', header: 'Nom du contact', required: true, kind: 'text', max: 100, help: 'nom du contact principal' },
    { key: 'email', header: 'Email', aliases: ['E-mail', 'Courriel', 'Mail'], required: false, kind: 'email', help: 'adresse e-mail' },
    { key: 'phone', header: 'Téléphone', aliases: ['Tél', 'Téléphone fixe'], required: false, kind: 'phone', help: 'téléphone : 0 puis 9 chiffres (ou +33)' },
    { key: 'mobile', header: 'Mobile', aliases: ['Portable', 'Téléphone mobile'], required: false, kind: 'mobile', help: 'mobile : 06 ou 07 puis 8 chiffres (ou +33)' },
    { key: 'address', header: 'Adresse', required: false, kind: 'text', help: 'adresse (plusieurs lignes possibles entre guillemets)' },
    { key: 'postcode', header: 'Code postal', aliases: ['CP'], required: false, kind: 'postcode', help: 'code postal (4 ou 5 chiffres)' },
    { key: 'city', header: 'Ville', aliases: ['Commune'], required: false, kind: 'text', max: 100, help: 'ville' },
    { key: 'source', header: 'Source', aliases: ['Origine'], required: false, kind: 'choice', choices: SOURCES, help: `origine du contact : ${Object.values(CUSTOMER_SOURCE_LABELS).join(', ')}` },
  ],
  toRow: (v, line) => ({
    line,
    prospect: v.prospect as boolean,
    type: (v.type ?? 'NATURAL') as CustomerImportRow['type'],
    label: text(v, 'label'),
    contactFirstName: text(v, 'contactFirstName'),
    contactLastName: text(v, 'contactLastName'),
    email: optional(v, 'email'),
    phone: optional(v, 'phone'),
    mobile: optional(v, 'mobile'),
    address: optional(v, 'address'),
    postcode: optional(v, 'postcode'),
    city: optional(v, 'city'),
    source: optional(v, 'source') as CustomerImportRow['source'],
  }),
};

export const EMPLOYEES: ImportSpec<EmployeeImportRow> = {
  title: 'salarié ou candidat',
  columns: [
    { key: 'candidate', header: 'Statut', required: true, kind: 'choice', choices: words({ 'salarié': false, 'salariée': false, intervenant: false, intervenante: false, candidat: true, candidate: true }), help: 'salarié ou candidat' },
    { key: 'civility', header: 'Civilité', required: true, kind: 'choice', choices: words({ Mme: 'MME', Madame: 'MME', M: 'M', Monsieur: 'M' }), help: 'Mme ou M.' },
    { key: 'firstName', header: 'Prénom', required: true, kind: 'text', max: 100, help: 'prénom' },
    { key: 'lastName', header: 'Nom', required: true, kind: 'text', max: 100, help: 'nom' },
    { key: 'birthDate', header: 'Date de naissance', required: true, kind: 'birthDate', help: 'JJ/MM/AAAA' },
    { key: 'email', header: 'Email', aliases: ['E-mail', 'Courriel', 'Mail'], required: true, kind: 'email', help: 'adresse e-mail' },
    { key: 'mobile', header: 'Mobile', aliases: ['Portable'], required: true, kind: 'mobile', help: '06 ou 07 puis 8 chiffres (ou +33)' },
    { key: 'phone', header: 'Téléphone', aliases: ['Tél', 'Téléphone fixe'], required: false, kind: 'phone', help: '0 puis 9 chiffres (ou +33)' },
    { key: 'address', header: 'Adresse', required: true, kind: 'text', help: 'adresse' },
    { key: 'postcode', header: 'Code postal', aliases: ['CP'], required: true, kind: 'postcode', help: '4 ou 5 chiffres' },
    { key: 'city', header: 'Ville', aliases: ['Commune'], required: true, kind: 'text', max: 100, help: 'ville' },
    { key: 'socialSecurityNumber', header: 'N° de sécurité sociale', aliases: ['NIR', 'Numéro de sécurité sociale'], required: false, kind: 'nir', help: '13 ou 15 chiffres (avec la clé)' },
    { key: 'hiredOn', header: "Date d'embauche", required: false, kind: 'date', help: 'JJ/MM/AAAA' },
  ],
  toRow: (v, line) => ({
    line,
    candidate: v.candidate as boolean,
    civility: v.civility as EmployeeImportRow['civility'],
    firstName: text(v, 'firstName'),
    lastName: text(v, 'lastName'),
    birthDate: text(v, 'birthDate'),
    email: text(v, 'email'),
    mobile: text(v, 'mobile'),
    phone: optional(v, 'phone'),
    address: text(v, 'address'),
    postcode: text(v, 'postcode'),
    city: text(v, 'city'),
    socialSecurityNumber: optional(v, 'socialSecurityNumber'),
    hiredOn: optional(v, 'hiredOn'),
  }),
};

export const PAYE_DATA: ImportSpec<PayeDataImportRow> = {
  title: 'données de paie',
  columns: [
    { key: 'employeeRef', header: 'Matricule', required: true, kind: 'text', max: 40, help: 'référence du salarié (INT-1-0001)' },
    { key: 'month', header: 'Mois', required: true, kind: 'month', help: 'MM/AAAA' },
    { key: 'workedMinutes', header: 'Heures travaillées', required: true, kind: 'hours', help: 'heures, virgule décimale (151,67)' },
    { key: 'hourlyRateCents', header: 'Taux horaire brut', required: true, kind: 'amount', help: 'euros, virgule décimale (12,50)' },
    { key: 'bonusCents', header: 'Primes', required: false, kind: 'amount', help: 'euros (0 par défaut)' },
    { key: 'mileageAllowanceCents', header: 'Indemnités kilométriques', aliases: ['IK'], required: false, kind: 'amount', help: 'euros (0 par défaut)' },
  ],
  toRow: (v, line) => ({
    line,
    employeeRef: text(v, 'employeeRef'),
    month: text(v, 'month'),
    workedMinutes: v.workedMinutes as number,
    hourlyRateCents: v.hourlyRateCents as number,
    bonusCents: (v.bonusCents ?? 0) as number,
    mileageAllowanceCents: (v.mileageAllowanceCents ?? 0) as number,
  }),
};

const planningRow = (v: CheckedValues, line: number, endTime: string): PlanningImportRow => ({
  line,
  employeeRef: text(v, 'employeeRef'),
  customerRef: text(v, 'customerRef'),
  day: text(v, 'day'),
  startTime: text(v, 'startTime'),
  endTime,
});
const differentTimes = (endHeader: string) => (v: CheckedValues) =>
  v.startTime === v.endTime ? { column: endHeader, reason: "l'heure de fin doit être différente de l'heure de début" } : null;
const EMPLOYEE_REF = 'matricule de l’intervenant (INT-1-0001)';
const CUSTOMER_REF = 'référence du client (CLI-1-0001), qui doit avoir une famille';

/** The three planning programs' exports: same events, their own column titles. An end before the start is the next day (night). */
export const PLANNINGS: Record<PlanningFormat, ImportSpec<PlanningImportRow>> = {
  progisap: {
    title: 'intervention',
    columns: [
      { key: 'employeeRef', header: 'Matricule intervenant', required: true, kind: 'text', max: 40, help: EMPLOYEE_REF },
      { key: 'customerRef', header: 'Code client', required: true, kind: 'text', max: 40, help: CUSTOMER_REF },
      { key: 'day', header: 'Date', required: true, kind: 'date', help: 'JJ/MM/AAAA' },
      { key: 'startTime', header: 'Heure début', required: true, kind: 'time', help: 'HH:MM' },
      { key: 'endTime', header: 'Heure fin', required: true, kind: 'time', help: 'HH:MM' },
    ],
    toRow: (v, line) => planningRow(v, line, text(v, 'endTime')),
    crossCheck: differentTimes('Heure fin'),
  },
  domino: {
    title: 'intervention',
    columns: [
      { key: 'day', header: 'Date intervention', required: true, kind: 'date', help: 'JJ/MM/AAAA' },
      { key: 'startTime', header: 'Début', required: true, kind: 'time', help: 'HH:MM' },
      { key: 'endTime', header: 'Fin', required: true, kind: 'time', help: 'HH:MM' },
      { key: 'employeeRef', header: 'Salarié', required: true, kind: 'text', max: 40, help: EMPLOYEE_REF },
      { key: 'customerRef', header: 'Client', required: true, kind: 'text', max: 40, help: CUSTOMER_REF },
      { key: 'activity', header: 'Prestation', required: false, kind: 'text', help: 'libellé de la prestation (ignoré)' },
    ],
    toRow: (v, line) => planningRow(v, line, text(v, 'endTime')),
    crossCheck: differentTimes('Fin'),
  },
  ximi: {
    title: 'intervention',
    columns: [
      { key: 'employeeRef', header: 'Intervenant', required: true, kind: 'text', max: 40, help: EMPLOYEE_REF },
      { key: 'customerRef', header: 'Bénéficiaire', required: true, kind: 'text', max: 40, help: CUSTOMER_REF },
      { key: 'day', header: 'Date', required: true, kind: 'date', help: 'JJ/MM/AAAA' },
      { key: 'startTime', header: 'Heure de début', required: true, kind: 'time', help: 'HH:MM' },
      { key: 'duration', header: 'Durée (h)', aliases: ['Durée'], required: true, kind: 'hours', help: 'durée en heures, virgule décimale (3,5), 24 au plus' },
    ],
    toRow: (v, line) => planningRow(v, line, addMinutes(text(v, 'startTime'), v.duration as number)),
    crossCheck: (v) => {
      const minutes = v.duration as number;
      return minutes > 0 && minutes < 24 * 60 ? null : { column: 'Durée (h)', reason: 'la durée doit être comprise entre 0 et 24 heures (exclues)' };
    },
  },
};
