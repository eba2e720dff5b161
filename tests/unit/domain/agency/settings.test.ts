/** The agency settings' rules: recipients typed one per line, their checks, and the zip codes and phones of a French or a Geneva agency. */
import { describe, expect, it } from 'vitest';
import { addressRules, contactRules, isSwissPhone, recipientsError, splitRecipients, SWISS_ZIP_CODE_MESSAGE, ZIP_CODE_MESSAGE } from '../../../../src/domain/agency/settings';
import { cancelRefusal, ORDER_ALREADY_CANCELED, ORDER_ALREADY_USED, orderTotalCents, packLabel } from '../../../../src/domain/agency/orders';
import { formErrors } from '../../../../src/domain/form/rules';

describe('recipients', () => {
  it('reads one address a line, or separated by commas or semicolons, blanks dropped', () => {
    expect(splitRecipients(' a@gc.fr\n\nb@gc.fr ; c@gc.fr,')).toEqual(['a@gc.fr', 'b@gc.fr', 'c@gc.fr']);
  });
  it('names the first wrong address, and refuses more than ten', () => {
    expect(recipientsError(['a@gc.fr', 'marie@', 'x'])).toBe('Email non valide : marie@');
    expect(recipientsError(Array.from({ length: 11 }, (_, i) => `p${i}@gc.fr`))).toBe('10 destinataires au plus');
    expect(recipientsError([])).toBeNull();
  });
});

describe('zip codes and phones by zone', () => {
  it('wants 5 digits and French numbers in France', () => {
    expect(formErrors({ address: '1 rue', zipCode: '1204', city: 'Lyon' }, addressRules('A'))).toEqual({ zipCode: ZIP_CODE_MESSAGE });
    expect(formErrors({ contactMail: 'a@gc.fr', phone: '+41 22 310 45 67', hotlinePhone: '' }, contactRules('A'))).toEqual({ phone: "Le format n'est pas valide ! " });
  });
  it('wants 4 digits and Swiss numbers in Geneva', () => {
    expect(formErrors({ address: '8 rue du Rhône', zipCode: '1204', city: 'Genève' }, addressRules('SUISSE_GEN'))).toEqual({});
    expect(formErrors({ address: '8 rue du Rhône', zipCode: '74100', city: 'Genève' }, addressRules('SUISSE_GEN'))).toEqual({ zipCode: SWISS_ZIP_CODE_MESSAGE });
    expect(isSwissPhone('+41 22 310 45 67')).toBe(true);
    expect(isSwissPhone('022 310 45 67')).toBe(true);
    expect(isSwissPhone('04 72 00 12 3')).toBe(false);
  });
});

describe('sign-procedure orders', () => {
  it('prices the packs and refuses another size', () => {
    expect(orderTotalCents(25)).toBe(7000);
    expect(orderTotalCents(12)).toBeNull();
    expect(packLabel(100).replace(/\s/g, ' ')).toBe('100 signatures — 2,00 € HT l’unité, 200,00 € HT');
  });
  it('cancels only an order whose signatures are not spent', () => {
    expect(cancelRefusal({ status: 'ORDERED', quantity: 25 }, 30)).toBeNull();
    expect(cancelRefusal({ status: 'ORDERED', quantity: 25 }, 13)).toBe(ORDER_ALREADY_USED);
    expect(cancelRefusal({ status: 'CANCELED', quantity: 25 }, 100)).toBe(ORDER_ALREADY_CANCELED);
  });
});
