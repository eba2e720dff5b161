/**
 * The managers of an agency (/agencies/{agencyId}/managers): its directors and advisers, with
 * the agency as their own or among those of a multi-agency manager. Decided: adding a manager
 * who already has another agency makes them multi-agency (they keep both); a manager whose
 * only agency this is cannot be removed, so that nobody is left without an agency to work in.
 */
export const MANAGER_ROLES = ['DIRECTOR', 'ADVISER'] as const;

export const MANAGER_ROLE_LABELS: Readonly<Record<(typeof MANAGER_ROLES)[number], string>> = { DIRECTOR: 'Directeur', ADVISER: 'Conseiller' };

export const MANAGER_MESSAGES = {
  notManager: 'Seuls les directeurs et les conseillers peuvent être responsables d’une agence',
  already: 'Cet utilisateur est déjà responsable de cette agence',
  onlyAgency: 'C’est la seule agence de ce responsable : rattachez-le d’abord à une autre agence',
} as const;

/** The lines of the managers' history (each written in the agency concerned). */
export const MANAGER_HISTORY = {
  added: (name: string, agency: string) => `${name} devient responsable de l’agence « ${agency} »`,
  removed: (name: string, agency: string) => `${name} n’est plus responsable de l’agence « ${agency} »`,
  single: (name: string, agency: string) => `${name} n’a plus que l’agence « ${agency} » : son compte n’est plus multi-agences et s’ouvre directement sur cette agence`,
} as const;

/** Fewest characters a users search needs. */
export const USER_SEARCH_MIN = 2;
