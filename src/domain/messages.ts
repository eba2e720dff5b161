/** The spec's French messages that more than one part of the product shows (000 §5 and §8). Word for word. */
export const MESSAGES = {
  genericError: "Oups, une erreur est survenue. L'opération n'a pas abouti",
  saved: 'Enregistrement effectué !',
  /** Decided by the product: the spec names a « standard delete success message » without its words. */
  deleted: 'Suppression effectuée !',
  /** Spec 001 §8, word for word. */
  required: 'Champ obligatoire',
  formHasErrors: 'Le formulaire contient des erreurs. Veuillez les corriger avant de poursuivre',
  invalidEmail: 'Email non valide',
  /** Decided by the product: a number typed as text that does not read (a percentage, a number attribute), as 'Email non valide'. */
  invalidNumber: 'Nombre non valide',
  invalidFormat: "Le format n'est pas valide ! ",
  duplicateLogin: "Ce login n'est pas disponible",
  wrongCurrentPassword: "Le mot de passe actuel n'est pas correct",
  parametersError: 'Les données transmises sont incorrectes',
  unauthorizedAction: 'Action non autorisée',
  noResult: 'Aucun résultat',
  /** Decided by the product (the spec gives no wording for a failed login). */
  badCredentials: 'Identifiant ou mot de passe incorrect',
  badTotpCode: 'Le code de vérification est incorrect',
  sessionExpired: 'Votre session a expiré, veuillez vous reconnecter',
  forbidden: "Vous n'avez pas les droits nécessaires pour cette opération",
  notFound: "L'élément demandé n'existe pas",
  forgottenPasswordTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré',
  invalidPassword: "Le format n'est pas valide ! ",
  /** Shown inside <agency-portal> when its api-base attribute is missing. */
  missingApiBase: "Le portail ne peut pas démarrer : l'attribut « api-base » (adresse de l'API) est manquant.",
  invalidApiBase: "Le portail ne peut pas démarrer : l'attribut « api-base » n'est pas une adresse valide.",
  /** The upgrade dialog (spec 000 §2.5 gives no wording: decided here). */
  upgradeTitle: 'Nouvelle version du portail',
  upgradeText: 'Une nouvelle version du portail a été déployée. Rechargez la page pour continuer avec la version à jour.',
  upgradeAction: 'Recharger la page',
  maintenanceTitle: 'Maintenance en cours',
  maintenanceText: "Le portail est momentanément indisponible pour cause de maintenance. Il redeviendra accessible dès la fin de l'opération.",
} as const;

/** Answered (429) after too many failed sign-in attempts; `minutes` is how long to wait, rounded up. */
export function tooManyAttempts(minutes: number): string {
  return `Trop de tentatives. Réessayez dans ${minutes} ${minutes > 1 ? 'minutes' : 'minute'}.`;
}

/** Error codes the API answers, with the spec's French label of each (000 §8; codes without a spec label are the product's). */
export const ERROR_LABELS: Record<string, string> = {
  DUPLICATE_LOGIN: MESSAGES.duplicateLogin,
  INVALID_CREDENTIALS: MESSAGES.wrongCurrentPassword,
  PARAMETERS_ERROR: MESSAGES.parametersError,
  BAD_CREDENTIALS: MESSAGES.badCredentials,
  BAD_TOTP_CODE: MESSAGES.badTotpCode,
  UNAUTHENTICATED: MESSAGES.sessionExpired,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: MESSAGES.notFound,
  INVALID_FORGOTTEN_PASSWORD_TOKEN: MESSAGES.forgottenPasswordTokenInvalid,
};
