/** Whom the agency answers, and the threads of /channels (issue 15). */
import { describe, expect, it } from 'vitest';
import { recipientFields, replyRecipient, threadsOf } from '../../../src/domain/messaging';

const AGENCY = { kind: 'AGENCY', id: 1, label: 'Agence' } as const;
const BERNARD = { kind: 'FAMILY', id: 5, label: 'Famille Bernard' } as const;
const INES = { kind: 'PRO', id: 11, label: 'Inès Haddad' } as const;

describe('replyRecipient', () => {
  it("answers the agency's correspondent, and nobody for a direct message", () => {
    expect(replyRecipient({ fromAgency: false, from: BERNARD, to: AGENCY })).toEqual(BERNARD);
    expect(replyRecipient({ fromAgency: true, from: AGENCY, to: INES })).toEqual(INES);
    expect(replyRecipient({ from: BERNARD, to: INES })).toBeNull();
  });

  it('puts the recipient in the field the sending call names', () => {
    expect(recipientFields(BERNARD)).toEqual({ recipientFamily: 5, recipientId: null });
    expect(recipientFields(INES)).toEqual({ recipientFamily: null, recipientId: 11 });
  });
});

describe('threadsOf', () => {
  it('makes one thread per correspondent, newest first, counting only what the agency has not read', () => {
    const threads = threadsOf([
      { fromAgency: false, from: BERNARD, to: AGENCY, sendDate: '2026-11-20T08:00:00Z', unread: true },
      { fromAgency: true, from: AGENCY, to: INES, sendDate: '2026-11-21T08:00:00Z', unread: true },
      { fromAgency: true, from: AGENCY, to: BERNARD, sendDate: '2026-11-19T08:00:00Z', unread: false },
      { fromAgency: false, from: BERNARD, to: AGENCY, sendDate: '2026-11-18T08:00:00Z', unread: true },
      { from: BERNARD, to: INES, sendDate: '2026-11-22T08:00:00Z', unread: true },
    ]);
    expect(threads).toEqual([
      { recipient: INES, lastDate: '2026-11-21T08:00:00Z', unread: 0 },
      { recipient: BERNARD, lastDate: '2026-11-20T08:00:00Z', unread: 2 },
    ]);
  });
});
