/**
 * The community's posts (spec 000 §3, 001 §3, §9; /community/posts): their types, statuses and
 * communities in French, the form's rules (title, description and place at most 250 characters,
 * spec 001 §9) and the pictures' (3 MB, images only: `pictureError` of users.ts, the same rule).
 * Checked by the portal and the sandbox alike.
 *
 * Decisions on what the spec leaves "not shown":
 * - A post is written for one community: PRO (the professionals' app, the default of 000 §9)
 *   or PARENT (the families' app).
 * - Title and description are required; the place is optional, the day (`eventDate`) is
 *   required for an EVENT and dropped for the other types.
 * - A comment is 1 to 500 characters (the length of a message); the agency writes them under its
 *   own name, the app's users under theirs; a post holds 6 pictures at most.
 */
import type { FormRules } from './form/rules';
import { MESSAGES } from './messages';

export const POST_TYPES = ['NEWS', 'EVENT', 'TRICK'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_TYPE_LABELS: Record<PostType, string> = { NEWS: 'Actualité', EVENT: 'Événement', TRICK: 'Astuce' };

export const POST_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_LABELS: Record<PostStatus, string> = { DRAFT: 'Brouillon', PUBLISHED: 'Publiée' };

export const COMMUNITY_TYPES = ['PRO', 'PARENT'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];
export const COMMUNITY_TYPE_LABELS: Record<CommunityType, string> = { PRO: 'Intervenants', PARENT: 'Parents' };
/** Spec 000 §9: « Default community type PRO ». */
export const DEFAULT_COMMUNITY_TYPE: CommunityType = 'PRO';

/** Spec 001 §9: post title, description and place 250 characters. */
export const POST_TEXT_MAX = 250;
export const COMMENT_MAX = 500;
export const POST_PICTURES_MAX = 6;

export type PostField = 'type' | 'status' | 'communityType' | 'title' | 'description' | 'place' | 'eventDate';
export const POST_RULES: FormRules<PostField> = {
  type: { required: true },
  status: { required: true },
  communityType: { required: true },
  title: { required: true, max: POST_TEXT_MAX },
  description: { required: true, max: POST_TEXT_MAX },
  place: { max: POST_TEXT_MAX },
  eventDate: { required: (values) => values.type === 'EVENT' },
};

export const COMMENT_RULES: FormRules<'content'> = { content: { required: true, max: COMMENT_MAX } };

export const COMMUNITY_MESSAGES = {
  deleteConfirm: 'Confirmez-vous la suppression de cette publication ?',
  commentDeleteConfirm: 'Confirmez-vous la suppression de ce commentaire ?',
  pictureDeleteConfirm: 'Confirmez-vous la suppression de cette photo ?',
  tooManyPictures: `Une publication compte ${POST_PICTURES_MAX} photos au plus`,
  published: 'Publication publiée',
  commentAdded: 'Commentaire ajouté',
  noPost: 'Aucune publication',
  notAvailable: 'La communauté n’est pas activée pour votre agence',
  required: MESSAGES.required,
} as const;


export type PostValues = Record<PostField, string>;

/** The form's values: an existing post's, or a new draft for the professionals' community. */
export function postValues(post: { type: string; status: string; communityType: string; title: string; description: string; place: string | null; eventDate: string | null } | null): PostValues {
  return post
    ? { type: post.type, status: post.status, communityType: post.communityType, title: post.title, description: post.description, place: post.place ?? '', eventDate: post.eventDate ?? '' }
    : { type: 'NEWS', status: 'DRAFT', communityType: DEFAULT_COMMUNITY_TYPE, title: '', description: '', place: '', eventDate: '' };
}

/** What the form sends: trimmed texts, a blank place null, the day only for an event. */
export function postBody(values: Readonly<PostValues>) {
  return {
    type: values.type as PostType,
    status: values.status as PostStatus,
    communityType: values.communityType as CommunityType,
    title: values.title.trim(),
    description: values.description.trim(),
    place: values.place.trim() || null,
    eventDate: values.type === 'EVENT' && values.eventDate ? values.eventDate : null,
  };
}

/** The counter under a limited field: '12 / 250 caractères'. */
export const characterCount = (value: string, max = POST_TEXT_MAX) => `${value.length} / ${max} caractères`;
