/**
 * A template's preview: a sample document of its kind made with the agency's letterhead and
 * fictitious data, watermarked 'APERÇU', so that a director sees what the template produces
 * before putting it in force.
 */
import type { AgencySettings, DocumentTemplate } from '../../src/api/contract/agencySettings';
import { TEMPLATE_KIND_LABELS, type TemplateKind } from '../../src/domain/agency/templates';
import { renderPdf, wrapLines } from './pdf';

const SAMPLE_BODY: Readonly<Record<TemplateKind, string>> = {
  ESTIMATE: "Devis pour la garde de Léo (4 ans) au domicile familial, 12 heures par semaine, du lundi au vendredi à la sortie de l'école.",
  CONTRACT: "Contrat de prestation de garde d'enfants à domicile entre l'agence et la famille Martin, pour une durée indéterminée.",
  SEPA_MANDATE: "Mandat autorisant l'agence à débiter le compte de la famille Martin pour le règlement de ses factures mensuelles.",
  WORK_CONTRACT: "Contrat de travail à durée indéterminée à temps partiel d'intervenante en garde d'enfants, 24 heures hebdomadaires.",
  FISCAL_ATTESTATION: 'Attestation des sommes versées en 2025 au titre des services à la personne, ouvrant droit au crédit d’impôt de 50 %.',
};

export function templatePreviewPdf(agency: AgencySettings, template: DocumentTemplate): Promise<Buffer> {
  return renderPdf({
    title: `${TEMPLATE_KIND_LABELS[template.kind]} — ${template.label}`,
    subject: `Aperçu du modèle ${template.label}`,
    date: new Date(template.updatedAt),
    issuer: [agency.label, agency.address, `${agency.zipCode} ${agency.city}`, agency.phone, agency.contactMail],
    recipient: ['Famille Martin', '5 place Bellecour', '69002 Lyon'],
    paragraphs: [...wrapLines(SAMPLE_BODY[template.kind]), '', ...wrapLines(template.description)],
    totals: [],
    footer: [`${agency.label} — document d'exemple, données fictives`],
    watermark: 'APERÇU',
  });
}

export const templatePreviewFileName = (template: DocumentTemplate) => `apercu-modele-${template.id}.pdf`;
