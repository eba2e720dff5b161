/** The 'Nouveau ticket' form (spec 002 §2, §5): defaults, checks, suggestions, context data. */
import { PRIORITY_DEFAULT } from '../scales';
import { ATTACHMENT_MAX_BYTES, SUPPORT_MESSAGES, supportTextError, type TicketType } from './rules';

export interface TicketFormState {
  type: TicketType;
  title: string;
  description: string;
  priority: number;
  agentPriority: number;
  agentPrivacy: boolean;
  /** 'YYYY-MM-DD' or ''. */
  dueDate: string;
  useContextData: boolean;
}

export const NEW_TICKET: TicketFormState = {
  type: 'DEMAND', title: '', description: '', priority: PRIORITY_DEFAULT, agentPriority: PRIORITY_DEFAULT, agentPrivacy: false, dueDate: '', useContextData: false,
};

export type TicketFormErrors = Partial<Record<'type' | 'title' | 'description', string>>;

/** Title, description and type are required ('Champ obligatoire'); the description stays under 5000 characters. */
export function ticketFormErrors(form: TicketFormState): TicketFormErrors {
  const errors: TicketFormErrors = {};
  if (!form.type) errors.type = SUPPORT_MESSAGES.required;
  if (!form.title.trim()) errors.title = SUPPORT_MESSAGES.required;
  const description = supportTextError(form.description);
  if (description) errors.description = description;
  return errors;
}

/** Splits chosen files into those kept and those refused for their size (the form removes those from its list). */
export function keepSmallFiles<F extends { size: number; name: string }>(files: readonly F[]): { kept: F[]; refused: F[] } {
  return { kept: files.filter((f) => f.size <= ATTACHMENT_MAX_BYTES), refused: files.filter((f) => f.size > ATTACHMENT_MAX_BYTES) };
}

export interface TicketSuggestion {
  type: TicketType;
  title: string;
  description: string;
}

/**
 * Decided: the suggestions of a bill page (the spec shows the table, not its rows) are the usual requests
 * about a bill; choosing one fills the form. Other pages have none.
 */
export function ticketSuggestions(path: string): TicketSuggestion[] {
  const bill = /^\/billing\/bills\/([^/]+)$/.exec(path);
  if (!bill) return [];
  const ref = `la facture ${decodeURIComponent(bill[1]!)}`;
  return [
    { type: 'BUG', title: `Montant erroné sur ${ref}`, description: `Le montant de ${ref} ne correspond pas aux heures réalisées.` },
    { type: 'QUESTION', title: `Avoir partiel sur ${ref}`, description: `Comment établir un avoir partiel sur ${ref} ?` },
    { type: 'BUG', title: `Envoi impossible de ${ref}`, description: `L'envoi de ${ref} par e-mail échoue.` },
  ];
}

/** What 'useContextData' sends: the page the user is on and the portal's version. */
export const contextData = (path: string, appVersion: string, agencyId: number | null): string =>
  JSON.stringify({ page: path, appVersion, agencyId });
