import type { ProfessionalSummary } from '../../../../api/contract/professionals';

/** What every tab of a professional's page receives from the page. */
export interface ProfessionalTabProps {
  pro: ProfessionalSummary;
  /** notes/{noteId}: the note to open. */
  noteId: number | null;
  /** The summary changed (a picture saved or deleted): the page asks it again. */
  reload(): void;
}
