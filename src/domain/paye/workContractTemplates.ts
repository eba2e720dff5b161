/**
 * Which template a work contract is generated from: a WORK_CONTRACT template declares the
 * contract types it serves (« CDI temps partiel » serves CDI, « CDD remplacement » CDD), so a
 * CDD never comes out of a CDI template. The template in force is taken when it serves the
 * type, else the agency's first template that does.
 */
import type { RuleError } from '../rule';
import type { WorkContractType } from './labels';

export interface TypedTemplate { id: number; label: string; inForce: boolean; contractTypes: readonly string[] }

/** The template a new contract of `type` is generated from; null when none serves it. */
export function templateForType<T extends TypedTemplate>(templates: readonly T[], type: WorkContractType): T | null {
  const serving = templates.filter((t) => t.contractTypes.includes(type));
  return serving.find((t) => t.inForce) ?? serving[0] ?? null;
}

/** A template chosen by hand (regenerating the document) that does not serve the contract's type. */
export function templateTypeError(template: TypedTemplate, type: WorkContractType): RuleError<'WORK_CONTRACT_TEMPLATE_TYPE'> | null {
  if (template.contractTypes.includes(type)) return null;
  const serves = template.contractTypes.length ? `sert aux contrats ${template.contractTypes.join(', ')}` : 'ne sert à aucun type de contrat';
  return { code: 'WORK_CONTRACT_TEMPLATE_TYPE', label: `Le modèle « ${template.label} » ${serves} : choisissez un modèle de ${type}` };
}

export const noTemplateError = (type: WorkContractType): RuleError<'WORK_CONTRACT_NO_TEMPLATE'> => ({
  code: 'WORK_CONTRACT_NO_TEMPLATE', label: `Aucun modèle de contrat de travail ne sert aux contrats ${type} : ajoutez-en un aux modèles de l’agence`,
});
