import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATUSES, PROSPECT_STAGES } from '../../../../src/api/contract/customers';
import { CUSTOMER_ACTIONS, afterAction, allowedActions, archiveEvent, isBoardStage, refusedActionLabel } from '../../../../src/domain/customers/actions';

describe('customer actions by status (spec 001 §4)', () => {
  it('lets a prospect be converted, lost, archived or moved on the board; a customer only archived', () => {
    expect(allowedActions('PROSPECT')).toEqual(['TO_CUSTOMER', 'MARK_AS_LOST', 'ARCHIVE', 'CHANGE_STAGE']);
    expect(allowedActions('ACTIVE_CUSTOMER')).toEqual(['ARCHIVE']);
    expect(allowedActions('ARCHIVED_CUSTOMER')).toEqual(['UNARCHIVE']);
    expect(allowedActions('ARCHIVED_PROSPECT')).toEqual(['UNARCHIVE']);
  });

  it('refuses every other move with a French reason, and only those', () => {
    for (const status of CUSTOMER_STATUSES) {
      for (const action of CUSTOMER_ACTIONS) {
        const label = refusedActionLabel(status, action);
        expect(label === null).toBe(allowedActions(status).includes(action));
      }
    }
    expect(refusedActionLabel('ACTIVE_CUSTOMER', 'TO_CUSTOMER')).toBe('Seul un prospect peut devenir client');
    expect(refusedActionLabel('ACTIVE_CUSTOMER', 'MARK_AS_LOST')).toBe('Seul un prospect peut être marqué comme perdu');
    expect(refusedActionLabel('ARCHIVED_PROSPECT', 'TO_CUSTOMER')).toMatch(/désarchivez-le/);
    expect(refusedActionLabel('ARCHIVED_CUSTOMER', 'ARCHIVE')).toBe('Cette fiche est déjà archivée');
  });

  it('says where each move leaves the record', () => {
    expect(afterAction('PROSPECT', 'TO_CUSTOMER')).toEqual({ status: 'ACTIVE_CUSTOMER', stage: 'TURNED_TO_CUSTOMER' });
    expect(afterAction('PROSPECT', 'MARK_AS_LOST')).toEqual({ status: 'ARCHIVED_PROSPECT', stage: 'LOSS' });
    expect(afterAction('PROSPECT', 'ARCHIVE')).toEqual({ status: 'ARCHIVED_PROSPECT', stage: 'LOSS' });
    expect(afterAction('ARCHIVED_PROSPECT', 'UNARCHIVE')).toEqual({ status: 'PROSPECT', stage: 'TO_FOLLOW_UP' });
    expect(afterAction('ACTIVE_CUSTOMER', 'ARCHIVE')).toEqual({ status: 'ARCHIVED_CUSTOMER' });
    expect(afterAction('ARCHIVED_CUSTOMER', 'UNARCHIVE')).toEqual({ status: 'ACTIVE_CUSTOMER' });
  });

  it('names the history event of archiving and unarchiving by kind of record', () => {
    expect(archiveEvent('PROSPECT', true)).toBe('PROSPECT_ARCHIVED');
    expect(archiveEvent('ARCHIVED_PROSPECT', false)).toBe('PROSPECT_UNARCHIVED');
    expect(archiveEvent('ACTIVE_CUSTOMER', true)).toBe('CUSTOMER_ARCHIVED');
    expect(archiveEvent('ARCHIVED_CUSTOMER', false)).toBe('CUSTOMER_UNARCHIVED');
  });

  it('keeps LOSS and TURNED_TO_CUSTOMER off the prospecting board', () => {
    expect(PROSPECT_STAGES.filter((stage) => !isBoardStage(stage))).toEqual(['LOSS', 'TURNED_TO_CUSTOMER']);
  });
});
