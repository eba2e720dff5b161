/**
 * The prospecting board (spec 001 §4): its columns, what each shows, and what a move into a
 * column means — an open stage is a stage change; « Perdu » marks the prospect lost; « Devenu
 * client » turns it into a customer (both the record's own actions, asked before).
 */
import type { ProspectStage } from '../../api/contract/customers';
import { BOARD_STAGES } from './actions';

export const BOARD_COLUMNS: readonly ProspectStage[] = [...BOARD_STAGES, 'LOSS', 'TURNED_TO_CUSTOMER'];

/** The v2 filters of a column: the open prospects of a stage, the lost ones, or the prospects turned customers (still active). */
export function boardColumnFilters(stage: ProspectStage) {
  const status = stage === 'LOSS' ? 'ARCHIVED_PROSPECT' : stage === 'TURNED_TO_CUSTOMER' ? 'ACTIVE_CUSTOMER' : 'PROSPECT';
  return [
    { attribute: 'stage' as const, operator: 'EQUALS' as const, value: stage },
    { attribute: 'status' as const, operator: 'EQUALS' as const, value: status },
  ];
}

export function moveKind(to: ProspectStage): 'stage' | 'lost' | 'customer' {
  return to === 'LOSS' ? 'lost' : to === 'TURNED_TO_CUSTOMER' ? 'customer' : 'stage';
}
