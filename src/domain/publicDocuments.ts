/**
 * The public pages of spec 000 §2.1 that need no login: a shared document (/share/{shareToken})
 * and the agency's drop page (/listo/{dropId}) where a family sends documents. The spec gives
 * only the routes; the rules below are the product's decisions, written here once:
 * - A share token opens one document of the agency that made it, until it expires (30 days
 *   by default, at most 90; the library offers 1, 7 or 30 days) or the agency revokes it. An
 *   unknown token answers 404; an expired or revoked one 410 with its own message, so that the
 *   person who received the link knows to ask for a new one (tokens are 144 random bits: telling
 *   « expired » from « unknown » helps no guesser). Expiry is counted on the sandbox's clock.
 *   A share is only made for a document of the session's agency.
 * - A drop page has a fixed id per agency. A family sends one file at a time, with its name
 *   (required, at most 150 characters) and an optional message (at most 500): PDF, JPEG, PNG
 *   or HEIC, at most 10 MB. Each file dropped becomes a document of the agency, shared to the
 *   agency itself, and an agency event NEW_MESSAGE (no type of 001 §3 is a drop; a family
 *   writing to the agency is the nearest) whose text names the file and the sender and whose
 *   link opens the file's share page.
 */
import { ACCEPTED_FILES, acceptAttribute, mimeTypesOf } from './files/fileTypes';
import { buildPath } from './routes';

export const SHARE_DEFAULT_DAYS = 30;
export const SHARE_MAX_DAYS = 90;
/** The durations « Partager » offers, in days. */
export const SHARE_DURATIONS = [1, 7, 30] as const;
export type ShareDuration = (typeof SHARE_DURATIONS)[number];
export const SHARE_DURATION_LABELS: Record<ShareDuration, string> = { 1: '1 jour', 7: '7 jours', 30: '30 jours' };

export const DROP_MIME_TYPES = mimeTypesOf(ACCEPTED_FILES.drop);
export const DROP_MAX_BYTES = 10 * 1024 * 1024;
export const DROP_SENDER_MAX = 150;
export const DROP_MESSAGE_MAX = 500;
/** What the file input accepts (the browser's picker; the sandbox checks again). */
export const DROP_ACCEPT = acceptAttribute(ACCEPTED_FILES.drop);

export const PUBLIC_MESSAGES = {
  shareNotFound: "Ce lien de partage n'existe pas. Vérifiez l'adresse reçue, ou demandez un nouveau lien à l'agence qui vous l'a envoyé.",
  shareExpired: "Ce lien de partage a expiré. Demandez un nouveau lien à l'agence qui vous l'a envoyé.",
  shareRevoked: "Ce lien de partage a été désactivé par l'agence. Demandez un nouveau lien à l'agence qui vous l'a envoyé.",
  dropNotFound: "Cette page de dépôt n'existe pas. Vérifiez l'adresse que l'agence vous a donnée.",
  dropFileMissing: 'Choisissez un fichier à envoyer',
  dropFileType: 'Seuls les fichiers PDF, JPEG, PNG ou HEIC sont acceptés',
  dropFileTooLarge: 'Le fichier ne doit pas dépasser les 10 Mo',
  dropSent: "Votre document a bien été envoyé à l'agence. Vous pouvez en déposer un autre.",
} as const;

/** The French message of a dropped file that is refused, or null. */
export function dropFileError(file: { mimeType: string; size: number } | null): string | null {
  if (!file) return PUBLIC_MESSAGES.dropFileMissing;
  if (!DROP_MIME_TYPES.includes(file.mimeType)) return PUBLIC_MESSAGES.dropFileType;
  if (file.size > DROP_MAX_BYTES) return PUBLIC_MESSAGES.dropFileTooLarge;
  return null;
}

/** Whether a share made at `expiresAt` still opens at `now` (ISO date-times). */
export function isShareOpen(expiresAt: string, now: string): boolean {
  return expiresAt > now;
}

/** What « Partager » says (issue 34 §4, docs/decisions.md). */
export const SHARE_MESSAGES = {
  created: 'Lien de partage créé',
  revoked: 'Lien désactivé : il n’ouvre plus le document',
  revokeConfirm: 'Désactiver ce lien ? La personne qui l’a reçu ne pourra plus ouvrir le document.',
  noLiveLink: 'Aucun lien actif pour ce document',
  copied: 'Lien copié',
} as const;

/** The address to send: the portal's page (`pageUrl`, without its hash) opened on /share/{token}. */
export function shareLink(pageUrl: string, token: string): string {
  return `${pageUrl.split('#')[0]}#${buildPath('/share/{shareToken}', { shareToken: token })}`;
}

export type ShareState = 'open' | 'expired' | 'revoked';

/** What a share's link does at `now`: a revocation wins over an expiry (the agency's last word). */
export function shareState(share: { expiresAt: string; revokedAt: string | null }, now: string): ShareState {
  if (share.revokedAt) return 'revoked';
  return isShareOpen(share.expiresAt, now) ? 'open' : 'expired';
}

/** The agency event's text for a dropped file: '« bulletin.pdf » déposé par Claire Martin'. */
export function dropEventText(fileName: string, sender: string): string {
  return `« ${fileName} » déposé par ${sender}`;
}
