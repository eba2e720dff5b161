/**
 * The document templates an agency uses (spec 001 §2 /agency/templates): one kind per document
 * the agency produces, several templates per kind, exactly one in force per kind (the one new
 * documents of that kind are generated with). Decision: the spec lists neither kinds nor
 * moves; these are the documents of spec 001 and 002 that are made from a template.
 */
export const TEMPLATE_KINDS = ['ESTIMATE', 'CONTRACT', 'SEPA_MANDATE', 'WORK_CONTRACT', 'FISCAL_ATTESTATION'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_KIND_LABELS: Readonly<Record<TemplateKind, string>> = {
  ESTIMATE: 'Devis',
  CONTRACT: 'Contrat de prestation',
  SEPA_MANDATE: 'Mandat de prélèvement SEPA',
  WORK_CONTRACT: 'Contrat de travail',
  FISCAL_ATTESTATION: 'Attestation fiscale',
};

export const TEMPLATE_IN_FORCE = 'En vigueur';
