/**
 * App accounts of professionals and parents (spec 001 §7 Users and professionals): their two
 * kinds and list titles, the account form's rules and the picture's (3 MB, 001 §9, with spec
 * 002's words for a file too large). Checked by the portal and the sandbox alike.
 *
 * Decisions: a picture is a JPEG, PNG, GIF or WebP image; the account form asks first name,
 * last name (150 characters) and the login e-mail (200), all required.
 */
import type { FormRules } from './form/rules';
import { ACCEPTED_FILES, mimeTypesOf } from './files/fileTypes';

export const USER_TYPES = ['PRO', 'FAMILY'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The /users lists' titles per `type` query (the route table's). */
export const USER_LIST_TITLES = { all: 'Utilisateurs', pro: 'Intervenants', family: 'Parents' } as const;
export const USER_TYPE_LABELS: Record<UserType, string> = { PRO: 'Intervenant(e)', FAMILY: 'Parent' };
/** The tabs over the three lists, as the menu's shortcuts name them. */
export const USER_LIST_TAB_LABELS = { all: 'Tous', pro: 'Intervenants', family: 'Parents' } as const;

export const PICTURE_MAX_BYTES = 3 * 1024 * 1024;
export const PICTURE_MIME_TYPES = mimeTypesOf(ACCEPTED_FILES.pictures);

export const USER_MESSAGES = {
  /** Spec 002 §8's words for a file over 3 MB. */
  pictureTooLarge: 'Le fichier ne doit pas dépasser les 3Mo',
  pictureNotImage: 'Le fichier doit être une image (JPEG, PNG, GIF ou WebP)',
  /** Spec 001 §8 names the avatar's notifications, not their words: decided here. */
  pictureSaved: 'Photo enregistrée',
  pictureUpdateError: "La photo n'a pas pu être enregistrée",
  pictureDeleted: 'Photo supprimée',
  pictureDeleteError: "La photo n'a pas pu être supprimée",
  deleteConfirm: (count: number) => (count > 1 ? `Supprimer ces ${count} utilisateurs ?` : 'Supprimer cet utilisateur ?'),
  /** Said with the confirmation: what goes and what stays. */
  deleteKeepsPeople: 'Seul le compte de l’application est supprimé (identifiant et accès) : la fiche de l’intervenant(e), son planning et sa paie restent, comme le parent dans sa famille.',
  proAccountDeleted: (login: string) => `Compte de l’application supprimé (identifiant ${login}) : la fiche reste`,
  activationMailSent: (count: number) => (count > 1 ? `${count} mails d'activation envoyés` : "Mail d'activation envoyé"),
  unlocked: 'Compte débloqué',
  /** Decided (issue 34 §7): an active account has its password; it is not sent an activation link. */
  alreadyActive: (logins: readonly string[]) => (logins.length > 1 ? `Ces comptes sont déjà activés : ${logins.join(', ')}` : 'Ce compte est déjà activé'),
  /** Decided (the spec gives no wording): an activation link used (or its account active already), or expired. */
  activationLinkUsed: "Ce lien d'activation a déjà été utilisé : votre compte est activé. Connectez-vous à l'application avec votre identifiant et votre mot de passe.",
  activationLinkExpired: "Ce lien d'activation a expiré : il est valable une heure. Demandez à votre agence de vous envoyer un nouveau mail d'activation.",
  loginTaken: 'Un utilisateur existe déjà avec cet e-mail',
  proCreatedElsewhere: 'Un(e) intervenant(e) se crée depuis la fiche « Nouveau salarié »',
  /** Decided: a candidate's status moves with its record (« Passer en salarié »), not from the users' list. */
  candidateStatusRefused: 'Le statut d’un(e) candidat(e) change depuis sa fiche (« Passer en salarié »)',
} as const;

/** The picture's error, or null when it may be saved. */
export function pictureError(file: { mimeType: string; size: number }): string | null {
  if (!PICTURE_MIME_TYPES.includes(file.mimeType)) return USER_MESSAGES.pictureNotImage;
  if (file.size > PICTURE_MAX_BYTES) return USER_MESSAGES.pictureTooLarge;
  return null;
}

export type UserAccountField = 'firstName' | 'lastName' | 'login';
export const USER_ACCOUNT_RULES: FormRules<UserAccountField> = {
  firstName: { required: true, max: 150 },
  lastName: { required: true, max: 150 },
  login: { required: true, email: true, max: 200 },
};

/** The /users lists: every user (no `type`), `type=pro` or `type=family`, and the kinds each searches. */
export type UserListKind = 'all' | 'pro' | 'family';
export const USER_LIST_KINDS: readonly UserListKind[] = ['all', 'pro', 'family'];
export const USER_TYPES_OF_LIST: Record<UserListKind, readonly UserType[]> = { all: USER_TYPES, pro: ['PRO'], family: ['FAMILY'] };

export function userListKindOf(query: string): UserListKind {
  const type = new URLSearchParams(query).get('type');
  return type === 'pro' || type === 'family' ? type : 'all';
}

/** The statuses a selection may be given from the list, with the button's words. */
export const USER_STATUS_ACTIONS = [
  { status: 'ACTIVE', label: 'Activer' },
  { status: 'INACTIVE', label: 'Désactiver' },
  { status: 'SUSPENDED', label: 'Suspendre' },
] as const;
