/** The AVIM state machine: allowed moves, forbidden ones, expiry of a request not validated in 30 days, French labels. */
import { describe, expect, it } from 'vitest';
import { AVIM_MOVES, AVIM_STATUSES, AVIM_STATUS_TAGS, allowsAvim, avimActionsFor, avimStatusAt } from '../../../../src/domain/customers/avim';
import { mandateReference, sepaMandateStatus } from '../../../../src/domain/customers/sepa';

describe('AVIM', () => {
  it('subscribes a customer not subscribed, validates a pending request, re-subscribes a pending or expired one', () => {
    expect(avimActionsFor('NOT_SUBSCRIBED')).toEqual(['subscribe']);
    expect(avimActionsFor('PENDING_CUSTOMER_VALIDATION')).toEqual(['resubscribe', 'markValidated']);
    expect(avimActionsFor('EXPIRED')).toEqual(['resubscribe']);
    expect(avimActionsFor('VALIDATED')).toEqual([]);
    expect(AVIM_MOVES.subscribe.to).toBe('PENDING_CUSTOMER_VALIDATION');
    expect(AVIM_MOVES.markValidated.to).toBe('VALIDATED');
  });

  it('forbids the other moves, each with its French label', () => {
    expect(allowsAvim('subscribe', 'VALIDATED')).toBe(false);
    expect(allowsAvim('markValidated', 'NOT_SUBSCRIBED')).toBe(false);
    expect(allowsAvim('markValidated', 'EXPIRED')).toBe(false);
    expect(allowsAvim('resubscribe', 'NOT_SUBSCRIBED')).toBe(false);
    expect(AVIM_MOVES.markValidated.forbidden).toMatch(/^Seule une inscription en attente/);
  });

  it('reads a pending request as expired 30 days after it was sent', () => {
    const record = { status: 'PENDING_CUSTOMER_VALIDATION' as const, subscribedAt: '2026-01-01T10:00:00.000Z' };
    expect(avimStatusAt(record, new Date('2026-01-31T09:59:59Z'))).toBe('PENDING_CUSTOMER_VALIDATION');
    expect(avimStatusAt(record, new Date('2026-01-31T10:00:00Z'))).toBe('EXPIRED');
    expect(avimStatusAt({ status: 'VALIDATED', subscribedAt: '2020-01-01T00:00:00Z' }, new Date('2026-01-01'))).toBe('VALIDATED');
  });

  it('labels every state in French', () => {
    for (const status of AVIM_STATUSES) expect(AVIM_STATUS_TAGS[status].label).toMatch(/^[A-ZÉ]/);
  });
});

describe('SEPA mandate', () => {
  it('is SIGNED with a signature date, else SENT once mailed, else CREATED', () => {
    expect(sepaMandateStatus({ signatureDate: '2026-02-01', sentAt: null, revokedAt: null })).toBe('SIGNED');
    expect(sepaMandateStatus({ signatureDate: null, sentAt: '2026-02-01T10:00:00Z', revokedAt: null })).toBe('SENT');
    expect(sepaMandateStatus({ signatureDate: null, sentAt: null, revokedAt: null })).toBe('CREATED');
  });
  it('numbers its RUM per agency', () => expect(mandateReference(1, 123)).toBe('RUM-01-000123'));
});
