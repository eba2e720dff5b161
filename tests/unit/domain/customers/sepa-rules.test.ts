/** SEPA mandates' rules from tables of cases with their messages: a signed mandate's account locked, the change of account, the BIC of the IBAN's country, the IBAN masked. */
import { describe, expect, it } from 'vitest';
import { type SepaMandateStatus, accountChangeError, mandateEditError, sepaMandateStatus } from '../../../../src/domain/customers/sepa';
import { bicMatchesIban, bicOfIbanError, maskIban } from '../../../../src/domain/iban';

const account = { debtorName: 'Claire Martin', iban: 'FR7630006000011234567890189', bic: 'BNPAFRPPXXX' };
const other = { debtorName: 'Claire Martin', iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF' };
const LOCKED = 'Un mandat signé garde son titulaire, son IBAN et son BIC : pour un autre compte, faites un changement de compte (un nouveau mandat à signer)';
const REVOKED = 'Un mandat révoqué ne peut plus être modifié';

describe('editing a mandate', () => {
  it.each<[SepaMandateStatus, typeof account, string | null]>([
    ['CREATED', other, null],
    ['SENT', other, null],
    ['SIGNED', { ...account, iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'bnpa frpp xxx' }, null],
    ['SIGNED', other, LOCKED],
    ['SIGNED', { ...account, debtorName: 'Paul Martin' }, LOCKED],
    ['SIGNED', { ...account, bic: 'SOGEFRPPXXX' }, LOCKED],
    ['REVOKED', account, REVOKED],
  ])('%s mandate edited to %o: %s', (status, form, label) => {
    expect(mandateEditError({ ...account, status }, form)?.label ?? null).toBe(label);
  });

  it('names the rule by its code', () => {
    expect(mandateEditError({ ...account, status: 'SIGNED' }, other)).toEqual({ code: 'SEPA_MANDATE_LOCKED', label: LOCKED });
  });
});

describe('changing the account of a mandate', () => {
  it.each<[SepaMandateStatus, typeof account, string | null]>([
    ['SIGNED', other, null],
    ['SIGNED', { ...account, debtorName: 'Paul Martin' }, null],
    ['SIGNED', account, 'SEPA_CHANGE_SAME_ACCOUNT'],
    ['CREATED', other, 'SEPA_CHANGE_NOT_SIGNED'],
    ['SENT', other, 'SEPA_CHANGE_NOT_SIGNED'],
    ['REVOKED', other, 'SEPA_MANDATE_REVOKED'],
  ])('%s mandate to %o: %s', (status, form, code) => {
    expect(accountChangeError({ ...account, status }, form)?.code ?? null).toBe(code);
  });

  it('says why in French', () => {
    expect(accountChangeError({ ...account, status: 'CREATED' }, other)?.label).toBe('Seul un mandat signé change de compte : celui-ci se modifie directement');
    expect(accountChangeError({ ...account, status: 'SIGNED' }, account)?.label).toBe('Le nouveau compte est celui du mandat : changez le titulaire, l’IBAN ou le BIC');
  });

  it('reads a revocation date as REVOKED, whatever was signed', () => {
    expect(sepaMandateStatus({ signatureDate: '2025-09-04', sentAt: '2025-09-02T10:00:00Z', revokedAt: '2026-03-16' })).toBe('REVOKED');
  });
});

describe('the BIC of the IBAN', () => {
  const MISMATCH = 'Le BIC ne correspond pas à l’IBAN : ses lettres 5 et 6 doivent être le pays de l’IBAN';
  it.each<[string, string, string | null]>([
    ['BNPAFRPPXXX', 'FR7630006000011234567890189', null],
    ['bnpa frpp', 'fr76 3000 6000 0112 3456 7890 189', null],
    ['BFCORERX', 'FR7630006000011234567890189', null], // La Réunion: French IBAN, BIC of the island
    ['DEUTDEFF', 'DE89370400440532013000', null],
    ['UBSWCHZH80A', 'CH9300762011623852957', null],
    ['DEUTDEFF', 'FR7630006000011234567890189', MISMATCH],
    ['BNPAFRPPXXX', 'CH9300762011623852957', MISMATCH],
    ['BNPAFR', 'FR7630006000011234567890189', 'BIC invalide'],
    ['BNPAFRPPXXX', 'FR76 pas un IBAN', null], // the IBAN's own message says it
  ])('%s with %s: %s', (bic, iban, message) => {
    expect(bicOfIbanError(bic, iban)).toBe(message);
  });

  it('compares letters 5 and 6 of the BIC with the IBAN’s first two', () => {
    expect(bicMatchesIban('ABNANL2A', 'NL91ABNA0417164300')).toBe(true);
    expect(bicMatchesIban('ABNANL2A', 'BE68539007547034')).toBe(false);
  });
});

describe('the IBAN in a mail', () => {
  it.each([
    ['FR7630006000011234567890189', '**** **** **** **** **** ***0 189'],
    ['fr76 3000 6000 0112 3456 7890 189', '**** **** **** **** **** ***0 189'],
    ['BE68539007547034', '**** **** **** 7034'],
    ['CH9300762011623852957', '**** **** **** **** *295 7'],
  ])('%s is written %s', (iban, masked) => expect(maskIban(iban)).toBe(masked));
});
