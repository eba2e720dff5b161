/**
 * The signature rules from tables of cases with their messages: a work contract sent for signing
 * (not once signed, not while a procedure waits), what its procedure's outcome does to it, what a
 * document marked signed by hand says of its procedures, the empty balance in the document's words.
 */
import { describe, expect, it } from 'vitest';
import { handSignatureNotice, signBalanceEmpty, signBalanceText, type SignProcedureStatus } from '../../../src/domain/estimates/signProcedure';
import type { WorkContractStatus } from '../../../src/domain/paye/labels';
import { WORK_CONTRACT_SIGN_OUTCOME_STATUS, workContractSigningError } from '../../../src/domain/paye/workContractSigning';

describe('a work contract sent for signing', () => {
  it.each<[WorkContractStatus, SignProcedureStatus[], string | null]>([
    ['DRAFT', [], null],
    ['SENT', ['REFUSED', 'EXPIRED'], null],
    ['SENT', ['CANCELED'], null],
    ['SENT', ['IN_PROGRESS'], 'Une procédure de signature électronique de ce contrat attend déjà le salarié : attendez sa fin, ou marquez le contrat comme signé'],
    ['SENT', ['PENDING', 'EXPIRED'], 'Une procédure de signature électronique de ce contrat attend déjà le salarié : attendez sa fin, ou marquez le contrat comme signé'],
    ['SIGNED', [], 'Ce contrat de travail est déjà signé : il ne peut plus être envoyé pour signature'],
    ['SIGNED', ['COMPLETED'], 'Ce contrat de travail est déjà signé : il ne peut plus être envoyé pour signature'],
  ])('%s with procedures %j', (status, procedures, label) => {
    expect(workContractSigningError({ status }, procedures.map((p) => ({ status: p })))?.label ?? null).toBe(label);
  });

  it('is SIGNED only when the employee signs; every other outcome leaves it as it was', () => {
    expect(WORK_CONTRACT_SIGN_OUTCOME_STATUS).toEqual({ SIGN: 'SIGNED', RECIPIENT_SIGN: null, REFUSE: null, EXPIRE: null, ERROR: null, CLOSE: null });
  });
});

describe('a document marked signed by hand', () => {
  const sent = '2026-03-10T09:00:00.000Z';
  it.each<[string, { status: SignProcedureStatus; signedByRecipientAt: string | null }[], string | null]>([
    ['no procedure', [], null],
    ['only closed ones', [{ status: 'EXPIRED', signedByRecipientAt: null }, { status: 'CANCELED', signedByRecipientAt: null }], null],
    ['one waiting for the recipient', [{ status: 'IN_PROGRESS', signedByRecipientAt: null }, { status: 'EXPIRED', signedByRecipientAt: null }],
      'La procédure de signature électronique envoyée le 10/03/2026 sera annulée : son lien ne fonctionnera plus. La signature déjà utilisée n’est pas rendue, aucune autre n’est utilisée.'],
    ['one the recipient signed, waiting for the agency', [{ status: 'IN_PROGRESS', signedByRecipientAt: '2026-03-12T10:00:00.000Z' }],
      'Le destinataire a déjà signé électroniquement le 12/03/2026 : la procédure, qui attend l’agence, sera annulée. Aucune signature électronique de plus n’est utilisée.'],
    ['one completed', [{ status: 'COMPLETED', signedByRecipientAt: '2026-03-12T10:00:00.000Z' }],
      'Ce document est déjà signé électroniquement (le 12/03/2026) : la procédure reste telle quelle. Aucune signature électronique n’est utilisée.'],
  ])('%s', (_case, procedures, notice) => {
    expect(handSignatureNotice(procedures.map((p) => ({ ...p, createdAt: sent })))).toBe(notice);
  });
});

describe('the empty balance', () => {
  it.each([
    ['ce devis' as const, 'Votre solde de signatures électroniques est épuisé : commandez un pack de signatures (Agence › Commandes) avant d’envoyer ce devis pour signature'],
    ['ce contrat de travail' as const, 'Votre solde de signatures électroniques est épuisé : commandez un pack de signatures (Agence › Commandes) avant d’envoyer ce contrat de travail pour signature'],
  ])('names %s', (document, label) => {
    expect(signBalanceEmpty(document)).toEqual({ code: 'SIGN_PROCEDURES_BALANCE_EMPTY', label });
    expect(signBalanceText(0, document)).toBe(label);
    expect(signBalanceText(3, document)).toBe('Signatures électroniques disponibles : 3. L’envoi en utilise une.');
  });
});
