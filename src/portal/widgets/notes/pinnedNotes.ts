/**
 * The search of the notes pinned on a family or a professional (StickyNotes.tsx), also asked by a record's loader
 * before its tab renders: the same input, so the same key in the query cache.
 */
import { BOOKMARK_ON_SCOPE, NOTES_PAGE_SIZE } from '../../../domain/notes';

export type PinnedNotesOf = { familyId: number } | { proId: number };

export function pinnedNotesInput(about: PinnedNotesOf) {
  const target = 'familyId' in about ? { familyId: about.familyId } : { proId: about.proId };
  return { body: { ...target, bookmarkStatuses: [BOOKMARK_ON_SCOPE], pageNumber: 0, pageSize: NOTES_PAGE_SIZE } };
}
