/**
 * The community's posts (spec 000 §2.1 /community/posts, 001 §3 post types and statuses, §9
 * 250 characters; /professionals/{proId}/posts). The spec gives no call: decided here, on the
 * `/private/community` path (src/api/README.md).
 * - A post `{ id, type, status, communityType, title, description, place, eventDate, author,
 *   createdAt, updatedAt, publishedAt, pictures, commentsCount }`; `author` is the agency (its
 *   staff writes under the agency's label) or a professional (`kind` PRO, its id the
 *   professional's: the record's « Publications » tab searches `authorId`).
 * - Search by type, status, community, author and text (title, description, place), newest first.
 * - Create and update take the form at once; their checks are `POST_RULES` of
 *   src/domain/community.ts (400 naming the field). Publishing is the status PUBLISHED
 *   (`publishedAt` set the first time).
 * - Pictures: multipart field `picture`, an image of 3 MB at most (`pictureError`, 400 field
 *   `picture`), 6 per post; each shown by one-use token (an `<img>` sends no bearer).
 * - Comments: in the post's detail, oldest first, by the agency, a professional or a parent (`kind` PARENT); 1 to 500 characters (400 field `content`).
 * - Every call 403 `COMMUNITY_NOT_AVAILABLE` where the agency's community options are off (optionGates.ts).
 */
import * as z from 'zod/mini';
import { userPlainText } from './userTexts';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { COMMUNITY_TYPES, DEFAULT_COMMUNITY_TYPE, POST_STATUSES, POST_TYPES } from '../../domain/community';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { DownloadQuery, Id, IdParams, IsoDate, IsoDateTime, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { UploadedPicture } from './users';
import { areaGate } from '../../domain/agency/gates';

export const COMMUNITY_NOT_AVAILABLE_CODE = 'COMMUNITY_NOT_AVAILABLE';

export const PostAuthor = z.object({ kind: z.enum(['AGENCY', 'PRO', 'PARENT']), id: z.number(), label: z.string() });
export type PostAuthor = z.infer<typeof PostAuthor>;

export const PostPicture = z.object({ id: z.number(), fileName: z.string() });
export type PostPicture = z.infer<typeof PostPicture>;

export const Post = z.object({
  id: z.number(),
  type: z.enum(POST_TYPES),
  status: z.enum(POST_STATUSES),
  communityType: z.enum(COMMUNITY_TYPES),
  title: z.string(),
  description: z.string(),
  place: z.nullable(z.string()),
  eventDate: z.nullable(IsoDate),
  author: PostAuthor,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  publishedAt: z.nullable(IsoDateTime),
  pictures: z.array(PostPicture),
  commentsCount: z.number(),
});
export type Post = z.infer<typeof Post>;

export const PostComment = z.object({ id: z.number(), author: PostAuthor, content: z.string(), createdAt: IsoDateTime });
export type PostComment = z.infer<typeof PostComment>;

export const PostDetail = z.extend(Post, { comments: z.array(PostComment) });
export type PostDetail = z.infer<typeof PostDetail>;

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('community') } as const;
const root = '/private/community/posts';

export const PostsFilter = z.object({
  type: z.optional(z.nullable(z.enum(POST_TYPES))),
  status: z.optional(z.nullable(z.enum(POST_STATUSES))),
  communityType: z.optional(z.nullable(z.enum(COMMUNITY_TYPES))),
  /** A professional's posts (its record's tab). */
  authorId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  text: SearchText,
  ...pageRequest,
});
export type PostsFilter = z.input<typeof PostsFilter>;

export const searchPosts = endpoint({ ...base, name: 'community.search', reads: ['community'], method: 'POST', path: `${root}/search`, body: PostsFilter, response: page(Post) });

export const getPost = endpoint({ ...base, name: 'community.get', reads: ['community'], method: 'GET', path: `${root}/{id}`, params: IdParams, response: PostDetail });

/** The form; lengths and required fields are checked by the handler with POST_RULES, so that each answers its field. */
export const PostDraft = z.object({
  type: z.enum(POST_TYPES),
  status: z._default(z.enum(POST_STATUSES), 'DRAFT'),
  communityType: z._default(z.enum(COMMUNITY_TYPES), DEFAULT_COMMUNITY_TYPE),
  title: userPlainText(z.string()),
  description: userPlainText(z.string()),
  place: z.optional(z.nullable(userPlainText(z.string()))),
  eventDate: z.optional(z.nullable(IsoDate)),
});
export type PostDraft = z.input<typeof PostDraft>;

export const createPost = endpoint({ ...base, name: 'community.create', writes: ['community'], method: 'POST', path: root, body: PostDraft, response: PostDetail });
export const updatePost = endpoint({ ...base, name: 'community.update', writes: ['community'], method: 'PUT', path: `${root}/{id}`, params: IdParams, body: PostDraft, response: PostDetail });
export const deletePost = endpoint({ ...base, name: 'community.delete', writes: ['community'], method: 'DELETE', path: `${root}/{id}`, params: IdParams, response: EMPTY });

const PictureParams = z.object({ id: Id, pictureId: Id });

export const addPostPicture = endpoint({
  ...base, name: 'community.addPicture', writes: ['community'], method: 'POST', path: `${root}/{id}/pictures`, params: IdParams,
  bodyType: 'multipart', uploads: { picture: ACCEPTED_FILES.pictures }, body: z.object({ picture: UploadedPicture }), response: PostDetail,
});
export const deletePostPicture = endpoint({ ...base, name: 'community.deletePicture', writes: ['community'], method: 'DELETE', path: `${root}/{id}/pictures/{pictureId}`, params: PictureParams, response: PostDetail });
export const downloadPostPicture = endpoint({
  gate: areaGate('community'), name: 'community.downloadPicture', reads: ['community'], method: 'GET', path: `${root}/{id}/pictures/{pictureId}`, access: 'public', params: PictureParams, query: DownloadQuery, response: FILE,
});

const CommentParams = z.object({ id: Id, commentId: Id });

export const addPostComment = endpoint({
  ...base, name: 'community.addComment', writes: ['community'], method: 'POST', path: `${root}/{id}/comments`, params: IdParams, body: z.object({ content: userPlainText(z.string()) }), response: PostDetail,
});
export const deletePostComment = endpoint({ ...base, name: 'community.deleteComment', writes: ['community'], method: 'DELETE', path: `${root}/{id}/comments/{commentId}`, params: CommentParams, response: PostDetail });
