/**
 * The community's posts, their pictures (medias) and comments (migration 061_community_library):
 * the searches of /community/posts and of a professional's « Publications » tab, one post with
 * its comments, and their changes. Checks are the handler's (src/domain/community.ts).
 */
import type { PostDetail, PostDraft, PostsFilter, Post } from '../../src/api/contract/community';
import type { UploadedFile } from '../../src/api/endpoint';
import type { Db } from './db';
import { deleteMedia, getMedia, saveMedia, type Media } from './medias';
import { pageOf, where, type PageRequest } from './paging';
import { matchesPattern, searchPattern } from './search';
import type { Page } from './types';

interface PostRow {
  id: number;
  type: Post['type'];
  status: Post['status'];
  communityType: Post['communityType'];
  title: string;
  description: string;
  place: string | null;
  eventDate: string | null;
  authorProId: number | null;
  proLabel: string | null;
  agencyLabel: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  commentsCount: number;
}

const SELECT = `SELECT p.id, p.type, p.status, p.community_type AS communityType, p.title, p.description, p.place, p.event_day AS eventDate,
  p.author_pro_id AS authorProId, e.first_name || ' ' || e.last_name AS proLabel, a.label AS agencyLabel,
  p.created_at AS createdAt, p.updated_at AS updatedAt, p.published_at AS publishedAt,
  (SELECT COUNT(*) FROM post_comments c WHERE c.post_id = p.id) AS commentsCount
  FROM posts p JOIN agencies a ON a.id = p.agency_id LEFT JOIN employees e ON e.id = p.author_pro_id`;

function picturesOf(db: Db, postId: number): Post['pictures'] {
  return db.prepare('SELECT pp.id, m.file_name AS fileName FROM post_pictures pp JOIN medias m ON m.id = pp.media_id WHERE pp.post_id = ? ORDER BY pp.id').all(postId) as Post['pictures'];
}

function toPost(db: Db, row: PostRow): Post {
  const { authorProId, proLabel, agencyLabel, ...rest } = row;
  return {
    ...rest,
    author: authorProId !== null ? { kind: 'PRO', id: authorProId, label: proLabel ?? '' } : { kind: 'AGENCY', id: 0, label: agencyLabel },
    pictures: picturesOf(db, row.id),
  };
}

export function searchPosts(db: Db, agencyId: number, filter: Omit<PostsFilter, 'pageNumber' | 'pageSize'>, paging: PageRequest): Page<Post> {
  const clause = where([
    'p.agency_id = @agencyId',
    Boolean(filter.type) && 'p.type = @type',
    Boolean(filter.status) && 'p.status = @status',
    Boolean(filter.communityType) && 'p.community_type = @communityType',
    Boolean(filter.authorId) && 'p.author_pro_id = @authorId',
    matchesPattern('p.title', 'p.description', "COALESCE(p.place, '')"),
  ]);
  const args = {
    agencyId, type: filter.type ?? null, status: filter.status ?? null, communityType: filter.communityType ?? null,
    authorId: filter.authorId ?? null, pattern: searchPattern(filter.text),
  };
  const total = db.prepare(`SELECT COUNT(*) FROM posts p ${clause}`).pluck().get(args) as number;
  const rows = db
    .prepare(`${SELECT} ${clause} ORDER BY p.created_at DESC, p.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as PostRow[];
  return pageOf(rows.map((row) => toPost(db, row)), total, paging);
}

/** The agency's post with its comments, oldest first; null when not found in the agency. */
export function getPost(db: Db, agencyId: number, id: number): PostDetail | null {
  const row = db.prepare(`${SELECT} WHERE p.id = ? AND p.agency_id = ?`).get(id, agencyId) as PostRow | undefined;
  if (!row) return null;
  const comments = db
    .prepare('SELECT id, author_kind AS kind, author_id AS authorId, author_label AS label, content, created_at AS createdAt FROM post_comments WHERE post_id = ? ORDER BY created_at, id')
    .all(id) as { id: number; kind: 'AGENCY' | 'PRO' | 'PARENT'; authorId: number; label: string; content: string; createdAt: string }[];
  return {
    ...toPost(db, row),
    comments: comments.map(({ kind, authorId, label, ...comment }) => ({ ...comment, author: { kind, id: authorId, label } })),
  };
}

/** The draft as stored: blank place null, the day only for an event. */
type StoredDraft = Required<Omit<PostDraft, 'place' | 'eventDate'>> & { place: string | null; eventDate: string | null };

export function storedDraft(draft: PostDraft): StoredDraft {
  return {
    type: draft.type,
    status: draft.status ?? 'DRAFT',
    communityType: draft.communityType ?? 'PRO',
    title: draft.title.trim(),
    description: draft.description.trim(),
    place: draft.place?.trim() || null,
    eventDate: draft.type === 'EVENT' ? (draft.eventDate ?? null) : null,
  };
}

export function insertPost(db: Db, agencyId: number, draft: StoredDraft, at: string, authorProId: number | null = null): number {
  return Number(
    db
      .prepare(
        `INSERT INTO posts (agency_id, type, status, community_type, title, description, place, event_day, author_pro_id, created_at, updated_at, published_at)
         VALUES (@agencyId, @type, @status, @communityType, @title, @description, @place, @eventDate, @authorProId, @at, @at, @publishedAt)`,
      )
      .run({ ...draft, agencyId, authorProId, at, publishedAt: draft.status === 'PUBLISHED' ? at : null }).lastInsertRowid,
  );
}

/** `publishedAt` is set the first time the post is published and kept after. */
export function updatePost(db: Db, id: number, draft: StoredDraft, at: string): void {
  db.prepare(
    `UPDATE posts SET type = @type, status = @status, community_type = @communityType, title = @title, description = @description, place = @place,
     event_day = @eventDate, updated_at = @at, published_at = CASE WHEN @status = 'PUBLISHED' THEN COALESCE(published_at, @at) ELSE published_at END WHERE id = @id`,
  ).run({ ...draft, id, at });
}

export function deletePost(db: Db, id: number): void {
  const medias = db.prepare('SELECT media_id FROM post_pictures WHERE post_id = ?').pluck().all(id) as number[];
  db.prepare('DELETE FROM posts WHERE id = ?').run(id);
  medias.forEach((media) => deleteMedia(db, media));
}

export function addPicture(db: Db, agencyId: number, postId: number, file: UploadedFile, at: string): void {
  db.prepare('INSERT INTO post_pictures (post_id, media_id) VALUES (?, ?)').run(postId, saveMedia(db, agencyId, file, at));
}

/** The picture's media, when it is one of the post's. */
export function pictureOf(db: Db, agencyId: number, postId: number, pictureId: number): Media | null {
  const mediaId = db.prepare('SELECT media_id FROM post_pictures WHERE id = ? AND post_id = ?').pluck().get(pictureId, postId) as number | undefined;
  return mediaId === undefined ? null : getMedia(db, agencyId, mediaId);
}

export function deletePicture(db: Db, postId: number, pictureId: number): boolean {
  const mediaId = db.prepare('SELECT media_id FROM post_pictures WHERE id = ? AND post_id = ?').pluck().get(pictureId, postId) as number | undefined;
  if (mediaId === undefined) return false;
  db.prepare('DELETE FROM post_pictures WHERE id = ?').run(pictureId);
  deleteMedia(db, mediaId);
  return true;
}

export interface CommentAuthor {
  kind: 'AGENCY' | 'PRO' | 'PARENT';
  id: number;
  label: string;
}

export function addComment(db: Db, postId: number, author: CommentAuthor, content: string, at: string): void {
  db.prepare('INSERT INTO post_comments (post_id, author_kind, author_id, author_label, content, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(postId, author.kind, author.id, author.label, content, at);
}

export function deleteComment(db: Db, postId: number, commentId: number): boolean {
  return db.prepare('DELETE FROM post_comments WHERE id = ? AND post_id = ?').run(commentId, postId).changes > 0;
}
