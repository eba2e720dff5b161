import { describe, expect, it } from 'vitest';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES, CUSTOMER_TYPES, ESTIMATE_STATUSES, PROSPECT_STAGES } from '../../../../src/api/contract/customers';
import { CUSTOMER_HISTORY_EVENTS } from '../../../../src/api/contract/customerRecord';
import { customerIdentityErrors, customerLabel } from '../../../../src/domain/customers/form';
import {
  CUSTOMER_HISTORY_EVENT_LABELS, CUSTOMER_SOURCE_LABELS, CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS, ESTIMATE_STATUS_LABELS, PROSPECT_STAGE_LABELS,
} from '../../../../src/domain/customers/labels';

const valid = { type: 'NATURAL', mainContact: { firstName: 'Léa', lastName: 'Dubois' }, email: 'lea.dubois@exemple.fr', phone: '04 78 12 34 56', mobile: '06 12 34 56 78' };

describe('customer identity checks (spec 001 §5, §8)', () => {
  it('accepts a complete natural customer, phones typed with separators or +33', () => {
    expect(customerIdentityErrors(valid)).toEqual({});
    expect(customerIdentityErrors({ ...valid, mobile: '+33 7 12 34 56 78', email: null, phone: '' })).toEqual({});
  });

  it("answers 'Champ obligatoire' for each missing required field; a company needs its name", () => {
    expect(customerIdentityErrors({ mainContact: { firstName: ' ' } })).toEqual({
      type: 'Champ obligatoire', 'mainContact.firstName': 'Champ obligatoire', 'mainContact.lastName': 'Champ obligatoire',
    });
    expect(customerIdentityErrors({ ...valid, type: 'LEGAL' })).toEqual({ customerName: 'Champ obligatoire' });
    expect(customerIdentityErrors({ ...valid, type: 'LEGAL', customerName: 'Cabinet Durand' })).toEqual({});
  });

  it('checks the e-mail and the phones: a mobile is 06 or 07, a landline 0[1-9], then 8 digits', () => {
    const errors = customerIdentityErrors({ ...valid, email: 'lea@', mobile: '04 78 12 34 56', phone: '00 12 34 56 78' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'mobile', 'phone']);
    // The spec's messages (000 §5): 'Email non valide', and the format message for phones.
    expect(errors).toEqual({ email: 'Email non valide', mobile: "Le format n'est pas valide ! ", phone: "Le format n'est pas valide ! " });
  });

  it('names a record after its given name, else its contact', () => {
    expect(customerLabel({ customerName: ' Cabinet Durand ', mainContact: { firstName: 'Léa', lastName: 'Dubois' } })).toBe('Cabinet Durand');
    expect(customerLabel({ customerName: null, mainContact: { firstName: 'Léa', lastName: 'Dubois' } })).toBe('Léa Dubois');
  });
});

describe('customer labels', () => {
  it('has a French label for every code', () => {
    const cases: [readonly string[], Readonly<Record<string, string>>][] = [
      [CUSTOMER_TYPES, CUSTOMER_TYPE_LABELS], [CUSTOMER_SOURCES, CUSTOMER_SOURCE_LABELS], [CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS],
      [PROSPECT_STAGES, PROSPECT_STAGE_LABELS], [CUSTOMER_HISTORY_EVENTS, CUSTOMER_HISTORY_EVENT_LABELS], [ESTIMATE_STATUSES, ESTIMATE_STATUS_LABELS],
    ];
    for (const [codes, labels] of cases) {
      expect(Object.keys(labels).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(labels[code]).toMatch(/^[A-ZÀ-Ý]/);
    }
  });
});
