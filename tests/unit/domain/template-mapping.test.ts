/** The custom template engine mapping's rules: identifiers checked, empty kinds kept standard, an empty mapping told apart. */
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../src/domain/form/rules';
import { TEMPLATE_MAPPING_MESSAGES, TEMPLATE_MAPPING_RULES, isEmptyMapping, mappingToValues, valuesToMapping } from '../../../src/domain/templateMapping';

describe('template mapping', () => {
  it('turns empty or blank fields into the standard template (null) and back', () => {
    const mapping = valuesToMapping({ ESTIMATE: ' lyon/devis ', CONTRACT: '', SEPA_MANDATE: '  ', WORK_CONTRACT: 'paie.v3', FISCAL_ATTESTATION: '' });
    expect(mapping).toEqual({ ESTIMATE: 'lyon/devis', CONTRACT: null, SEPA_MANDATE: null, WORK_CONTRACT: 'paie.v3', FISCAL_ATTESTATION: null });
    expect(mappingToValues(mapping).CONTRACT).toBe('');
    expect(mappingToValues(null)).toEqual({ ESTIMATE: '', CONTRACT: '', SEPA_MANDATE: '', WORK_CONTRACT: '', FISCAL_ATTESTATION: '' });
    expect(isEmptyMapping(mapping)).toBe(false);
    expect(isEmptyMapping(valuesToMapping(mappingToValues(null)))).toBe(true);
  });

  it('accepts letters, digits, _ - . / and refuses spaces, accents, a leading sign or more than 100 characters', () => {
    const errors = (ESTIMATE: string) => formErrors({ ...mappingToValues(null), ESTIMATE }, TEMPLATE_MAPPING_RULES).ESTIMATE ?? null;
    expect(errors('lyon/devis_v2-2026.docx')).toBeNull();
    expect(errors('')).toBeNull();
    expect(errors('devis client')).toBe(TEMPLATE_MAPPING_MESSAGES.key);
    expect(errors('modèle')).toBe(TEMPLATE_MAPPING_MESSAGES.key);
    expect(errors('/devis')).toBe(TEMPLATE_MAPPING_MESSAGES.key);
    expect(errors('a'.repeat(101))).not.toBeNull();
  });
});
