/** French labels of enumerations shown on screen. */
import type { Role } from '../api/endpoint';

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrateur',
  PRO: 'Intervenant',
  DIRECTOR: 'Direction',
  ADVISER: 'Conseiller',
  FAMILY: 'Famille',
  FRANCHISOR: 'Franchiseur',
};
