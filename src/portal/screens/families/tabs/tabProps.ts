import type { FamilyDetails } from '../../../../api/contract/familyRecord';

/** What every tab of a family's page receives from the page. */
export interface FamilyTabProps {
  family: FamilyDetails;
  /** notes/{noteId}: the note to open. */
  noteId: number | null;
  /** A write answered the family: the page shows it (header and counts included) without asking again. */
  onChange(family: FamilyDetails): void;
}
