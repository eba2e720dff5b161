import { describe, expect, it } from 'vitest';
import {
  SIGN_OUTCOME_EFFECTS, SIGN_PROCEDURE_EVENT_LABELS, SIGN_PROCEDURE_EVENTS, SIGN_PROCEDURE_STATUSES, SIGN_START_EVENTS, refusedSignOutcome, signBalanceText,
  signOutcomeEvents, signProcedureAfter, signProcedureTag, type SignProcedureStatus,
} from '../../../src/domain/estimates/signProcedure';

const tag = (status: SignProcedureStatus, signedByRecipientAt: string | null = null) => signProcedureTag({ status, signedByRecipientAt });

describe('sign procedure tags (spec 001 §4)', () => {
  it('gives the spec’s labels and colours', () => {
    expect(tag('DRAFT')).toEqual({ label: 'Brouillon', tone: 'info' });
    expect(tag('PENDING')).toEqual({ label: 'En attente', tone: 'info' });
    expect(tag('COMPLETED')).toEqual({ label: 'Signée, terminée', tone: 'success' });
    expect(tag('EXPIRED')).toEqual({ label: 'Expirée', tone: 'warning' });
    expect(tag('REFUSED')).toEqual({ label: 'Refusée', tone: 'warning' });
    expect(tag('CANCELED')).toEqual({ label: 'Annulée', tone: 'warning' });
    expect(tag('CLOSED')).toEqual({ label: 'Fermée', tone: 'warning' });
    expect(tag('ERROR')).toEqual({ label: 'En erreur', tone: 'danger' });
    expect(tag('FILE_TRANSFERT_ERROR')).toEqual({ label: 'Erreur avec le document', tone: 'danger' });
  });

  it('reads IN_PROGRESS as waiting for the recipient, then for the agency once the recipient has signed', () => {
    expect(tag('IN_PROGRESS')).toEqual({ label: 'En attente du destinataire', tone: 'info' });
    expect(tag('IN_PROGRESS', '2026-11-24T10:00:00.000Z').label).toBe('En attente de l’agence');
  });
});

describe('sign procedure transitions', () => {
  const run = (events: readonly Parameters<typeof signProcedureAfter>[1][]) => events.reduce<SignProcedureStatus | null>((status, event) => status && signProcedureAfter(status, event), 'DRAFT');

  it('starts DRAFT → PENDING → IN_PROGRESS, then ends signed, refused or expired', () => {
    expect(run(SIGN_START_EVENTS)).toBe('IN_PROGRESS');
    const waiting = { signedByRecipientAt: null };
    expect(run([...SIGN_START_EVENTS, ...signOutcomeEvents('SIGN', waiting)])).toBe('COMPLETED');
    expect(run([...SIGN_START_EVENTS, ...signOutcomeEvents('REFUSE', waiting)])).toBe('REFUSED');
    expect(run([...SIGN_START_EVENTS, ...signOutcomeEvents('EXPIRE', waiting)])).toBe('EXPIRED');
    expect(run([...SIGN_START_EVENTS, ...signOutcomeEvents('EXPIRE', waiting), ...signOutcomeEvents('CLOSE', waiting)])).toBe('CLOSED');
  });

  it('keeps IN_PROGRESS when the recipient signs (the agency still has to)', () => {
    expect(signProcedureAfter('IN_PROGRESS', 'MEMBER_SIGNED')).toBe('IN_PROGRESS');
  });

  it('refuses what the table does not allow', () => {
    expect(signProcedureAfter('DRAFT', 'FINISHED')).toBeNull();
    expect(signProcedureAfter('COMPLETED', 'MEMBER_DECLINED')).toBeNull();
    expect(signProcedureAfter('EXPIRED', 'MEMBER_SIGNED')).toBeNull();
    expect(signProcedureAfter('DRAFT', 'FILE_TRANSFER_ERROR')).toBe('FILE_TRANSFERT_ERROR');
    expect(signProcedureAfter('REFUSED', 'CLOSED')).toBe('CLOSED');
    for (const final of ['ERROR', 'FILE_TRANSFERT_ERROR', 'CLOSED'] as const) {
      for (const event of SIGN_PROCEDURE_EVENTS) if (event !== 'CREATED') expect(signProcedureAfter(final, event)).toBeNull();
    }
  });

  it('labels every status and event in French', () => {
    for (const status of SIGN_PROCEDURE_STATUSES) expect(tag(status).label).toMatch(/\p{L}/u);
    expect(SIGN_PROCEDURE_EVENT_LABELS.MEMBER_SIGNED).toBe('Document signé par le destinataire');
    expect(SIGN_PROCEDURE_EVENT_LABELS.EXPIRED).toBe('Procédure expirée sans signature');
  });
});

describe('the sandbox switch’s outcomes', () => {
  it('lets the recipient sign first, then the agency completes', () => {
    expect(signOutcomeEvents('RECIPIENT_SIGN', { signedByRecipientAt: null })).toEqual(['MEMBER_SIGNED']);
    expect(signOutcomeEvents('SIGN', { signedByRecipientAt: '2026-11-24T10:00:00.000Z' })).toEqual(['FINISHED']);
  });

  it('refuses an outcome the procedure’s state does not allow, naming the state', () => {
    expect(refusedSignOutcome('SIGN', { status: 'IN_PROGRESS', signedByRecipientAt: null })).toBeNull();
    expect(refusedSignOutcome('CLOSE', { status: 'COMPLETED', signedByRecipientAt: null })).toBeNull();
    expect(refusedSignOutcome('REFUSE', { status: 'COMPLETED', signedByRecipientAt: null })).toBe('Impossible : cette procédure de signature est « Signée, terminée »');
    expect(refusedSignOutcome('CLOSE', { status: 'IN_PROGRESS', signedByRecipientAt: null })).toBe('Impossible : cette procédure de signature est « En attente du destinataire »');
    expect(refusedSignOutcome('RECIPIENT_SIGN', { status: 'IN_PROGRESS', signedByRecipientAt: '2026-11-24T10:00:00.000Z' })).not.toBeNull();
  });

  it('moves the estimate and the prospect: signed, refused, back to sent when expired', () => {
    expect([SIGN_OUTCOME_EFFECTS.SIGN.estimate, SIGN_OUTCOME_EFFECTS.SIGN.stage]).toEqual(['SIGNED', 'ESTIMATE_SIGNED']);
    expect([SIGN_OUTCOME_EFFECTS.REFUSE.estimate, SIGN_OUTCOME_EFFECTS.REFUSE.stage]).toEqual(['REFUSED', 'ESTIMATE_REFUSED']);
    expect([SIGN_OUTCOME_EFFECTS.EXPIRE.estimate, SIGN_OUTCOME_EFFECTS.EXPIRE.stage]).toEqual(['SENT', 'ESTIMATE_SENT']);
    expect(SIGN_OUTCOME_EFFECTS.RECIPIENT_SIGN.estimate).toBeNull();
  });

  it('tells the balance where a procedure is sent', () => {
    expect(signBalanceText(13)).toBe('Signatures électroniques disponibles : 13. L’envoi en utilise une.');
    expect(signBalanceText(0)).toMatch(/^Votre solde de signatures électroniques est épuisé/);
  });
});
