/** The words of a customer's record actions (decided: the spec names the actions, not their wording). */
import type { CustomerAction } from './actions';

type StatusMove = Exclude<CustomerAction, 'CHANGE_STAGE'>;

export const CUSTOMER_ACTION_TEXTS: Readonly<Record<StatusMove, { button: string; title: string; question(name: string): string }>> = {
  TO_CUSTOMER: {
    button: 'Transformer en client',
    title: 'Transformer en client',
    question: (name) => `${name} devient client de l’agence : sa fiche passe dans la liste des clients. Confirmez-vous ?`,
  },
  MARK_AS_LOST: {
    button: 'Marquer comme perdu',
    title: 'Prospect perdu',
    question: (name) => `${name} sera marqué comme perdu et archivé. Confirmez-vous ?`,
  },
  ARCHIVE: {
    button: 'Archiver',
    title: 'Archiver la fiche',
    question: (name) => `La fiche de ${name} sera archivée : elle ne figurera plus dans les listes par défaut. Confirmez-vous ?`,
  },
  UNARCHIVE: {
    button: 'Désarchiver',
    title: 'Désarchiver la fiche',
    question: (name) => `La fiche de ${name} revient dans les listes. Confirmez-vous ?`,
  },
};

/** The search box of the customers' lists (what the v2 search's text looks in). */
export const CUSTOMERS_SEARCH_LABEL = 'Rechercher un nom, un contact, une référence, un e-mail, une ville';
