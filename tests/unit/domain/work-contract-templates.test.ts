/** Which template a work contract is made from, from a table of cases with the messages: a template serves the contract types it declares. */
import { describe, expect, it } from 'vitest';
import type { WorkContractType } from '../../../src/domain/paye/labels';
import { noTemplateError, templateForType, templateTypeError, type TypedTemplate } from '../../../src/domain/paye/workContractTemplates';

const cdi = { id: 1, label: 'CDI temps partiel', inForce: true, contractTypes: ['CDI'] };
const cdd = { id: 2, label: 'CDD remplacement', inForce: false, contractTypes: ['CDD'] };
const both = { id: 3, label: 'Contrat type', inForce: false, contractTypes: ['CDI', 'CDD'] };
const none = { id: 4, label: 'Ancien modèle', inForce: false, contractTypes: [] };

describe('the template of a new contract', () => {
  it.each<[string, TypedTemplate[], WorkContractType, number | null]>([
    ['a CDI from the CDI template in force', [cdi, cdd], 'CDI', 1],
    ['a CDD from the CDD template, though the CDI one is in force', [cdi, cdd], 'CDD', 2],
    ['the one in force first when several serve', [both, { ...cdd, inForce: true }], 'CDD', 2],
    ['else the first that serves', [cdi, both, cdd], 'CDD', 3],
    ['none when no template serves the type', [cdi, none], 'CDD', null],
  ])('%s', (_, templates, type, id) => expect(templateForType(templates, type)?.id ?? null).toBe(id));
});

describe('a template chosen by hand', () => {
  it.each<[TypedTemplate, WorkContractType, string | null]>([
    [cdi, 'CDI', null],
    [both, 'CDD', null],
    [cdi, 'CDD', 'Le modèle « CDI temps partiel » sert aux contrats CDI : choisissez un modèle de CDD'],
    [cdd, 'CDI', 'Le modèle « CDD remplacement » sert aux contrats CDD : choisissez un modèle de CDI'],
    [none, 'CDI', 'Le modèle « Ancien modèle » ne sert à aucun type de contrat : choisissez un modèle de CDI'],
  ])('%o for a %s', (template, type, label) => expect(templateTypeError(template, type)?.label ?? null).toBe(label));

  it('says when the agency has no template for the type', () => {
    expect(noTemplateError('CDD')).toEqual({ code: 'WORK_CONTRACT_NO_TEMPLATE', label: 'Aucun modèle de contrat de travail ne sert aux contrats CDD : ajoutez-en un aux modèles de l’agence' });
  });
});
