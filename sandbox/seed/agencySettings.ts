/**
 * The agencies' settings (spec 001 §3 Agency): hotline, presentation, app home messages and
 * recipients of event confirmations; their document templates, one in force per kind; and
 * Lyon's and Paris's orders of sign procedures with what they used. No random draw: the
 * same rows every time.
 */
import type { WorkContractType } from '../../src/domain/paye/labels';
import { SIGNATURE_PACKS } from '../../src/domain/agency/orders';
import { TEMPLATE_KINDS, type TemplateKind } from '../../src/domain/agency/templates';
import { addDays } from '../dates';
import type { Db } from '../store/db';
import { AGENCY } from './organisation';

const SETTINGS = [
  {
    id: AGENCY.lyon, hotline: '04 72 00 99 99', recipients: ['lyon@garde-et-compagnie.fr', 'planning.lyon@garde-et-compagnie.fr'], used: 37,
    presentation: "<h2>Garde &amp; Compagnie Lyon Presqu'île</h2><p>Depuis 2012, nos intervenantes gardent vos enfants <strong>à domicile</strong>, à la sortie de l'école comme le mercredi.</p><ul><li>Garde périscolaire</li><li>Aide aux devoirs</li><li>Ménage et repassage</li></ul>",
    pro: 'Pensez à valider vos relevés d’heures avant le 3 du mois.', parents: 'Les inscriptions pour les vacances de printemps sont ouvertes : contactez l’agence.',
  },
  {
    id: AGENCY.paris, hotline: null, recipients: ['paris11@garde-et-compagnie.fr'], used: 4,
    presentation: '<p>Garde d’enfants et aide à domicile dans le 11e arrondissement.</p>', pro: null, parents: null,
  },
  { id: AGENCY.geneve, hotline: null, recipients: [], used: 0, presentation: null, pro: null, parents: null },
] as const;

/** Two templates of each kind, the first in force; a work contract's declares the contract types it serves. */
const TEMPLATES: readonly (readonly [TemplateKind, string, string, WorkContractType[]?])[] = [
  ['ESTIMATE', 'Devis standard', 'Le planning hebdomadaire, le tarif horaire TTC et le reste à charge après crédit d’impôt.'],
  ['ESTIMATE', 'Devis détaillé (aides CAF)', 'Le devis standard, avec l’estimation du CMG de la CAF pour les enfants de moins de six ans.'],
  ['CONTRACT', 'Contrat de prestation', 'Conditions générales de prestation, planning et tarifs, résiliation avec un mois de préavis.'],
  ['CONTRACT', 'Contrat de prestation — garde partagée', 'Le contrat de prestation, avec la répartition des heures entre les familles de la garde partagée.'],
  ['SEPA_MANDATE', 'Mandat SEPA standard', 'Le mandat de prélèvement SEPA Core en français.'],
  ['SEPA_MANDATE', 'Mandat SEPA bilingue', 'Le mandat de prélèvement SEPA Core en français et en anglais.'],
  ['WORK_CONTRACT', 'CDI temps partiel', 'Contrat à durée indéterminée à temps partiel, convention collective des entreprises de services à la personne.', ['CDI']],
  ['WORK_CONTRACT', 'CDD remplacement', 'Contrat à durée déterminée pour le remplacement d’une salariée absente.', ['CDD']],
  ['FISCAL_ATTESTATION', 'Attestation fiscale standard', 'Le total payé dans l’année pour les services ouvrant droit au crédit d’impôt.'],
  ['FISCAL_ATTESTATION', 'Attestation fiscale détaillée', 'L’attestation standard, avec la liste des paiements de l’année.'],
];

export function seedAgencySettings(db: Db, today: Date): void {
  const at = (daysAgo: number, hour = 10) => {
    const day = addDays(today, -daysAgo);
    day.setUTCHours(hour);
    return day.toISOString();
  };
  const settings = db.prepare(`UPDATE agencies SET hotline_phone = @hotline, presentation = @presentation, pro_message = @pro, parents_message = @parents,
    event_recipient_mails = @recipients, sign_procedures_used = @used WHERE id = @id`);
  for (const s of SETTINGS) settings.run({ ...s, recipients: JSON.stringify(s.recipients) });

  const template = db.prepare('INSERT INTO document_templates (agency_id, kind, label, description, in_force, updated_at, contract_types) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const agencyId of [AGENCY.lyon, AGENCY.paris, AGENCY.geneve]) {
    for (const kind of TEMPLATE_KINDS) {
      TEMPLATES.filter(([k]) => k === kind).forEach(([, label, description, types = []], i) =>
        template.run(agencyId, kind, label, description, i === 0 ? 1 : 0, at(200 - i * 30), JSON.stringify(types)));
    }
  }

  const order = db.prepare('INSERT INTO sign_procedure_orders (agency_id, quantity, unit_price_cents, status, ordered_at, ordered_by, canceled_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const place = (agencyId: number, quantity: number, daysAgo: number, by: number, canceledDaysAgo: number | null = null) =>
    order.run(agencyId, quantity, SIGNATURE_PACKS[quantity], canceledDaysAgo === null ? 'ORDERED' : 'CANCELED', at(daysAgo), by, canceledDaysAgo === null ? null : at(canceledDaysAgo, 11));
  place(AGENCY.lyon, 25, 150, 2);
  place(AGENCY.lyon, 100, 60, 2, 59);
  place(AGENCY.lyon, 25, 20, 3);
  place(AGENCY.paris, 10, 45, 5);
}
