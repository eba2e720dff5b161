/**
 * A page of posts: title (to its page) over its community, type, status, author, date and comments, with
 * the pagination widget, on the kit's list: its filters and page in the URL (`?type=NEWS&status=DRAFT&q=fête&page=2`).
 * /community/posts filters it (its `filters`); a professional's « Publications » tab shows the professional's (`authorId`).
 */
import type { ReactNode } from 'react';
import type { Post } from '../../../api/contract/community';
import { COMMUNITY_MESSAGES, COMMUNITY_TYPE_LABELS, POST_STATUS_LABELS, POST_TYPE_LABELS } from '../../../domain/community';
import { formatDate } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { ListPagination } from '../../kit/ListPagination';
import { useListController, type ListController } from '../../kit/useListController';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { POSTS_CONFIG, POSTS_LIST, postsListRequest, type PostsFixedFilter } from './postsList';

/** « Communauté des intervenants », under the title. */
export const communityOf = (post: Pick<Post, 'communityType'>) => `Communauté des ${COMMUNITY_TYPE_LABELS[post.communityType].toLowerCase()}`;

const TYPE_TONES = { NEWS: 'info', EVENT: 'primary', TRICK: 'warning' } as const;

interface Props {
  /** What the list always keeps (a professional's posts). */
  filter: PostsFixedFilter;
  caption: string;
  /** Hides the author's column (a professional's own posts). */
  hideAuthor?: boolean;
  /** The filters over the table, on the list's state. */
  filters?(list: ListController<Post>): ReactNode;
}

export function PostsTable({ filter, caption, hideAuthor = false, filters }: Props) {
  const { client } = usePortal();
  const list = useListController<Post, unknown>(POSTS_LIST, POSTS_CONFIG, postsListRequest(client, filter));
  const columns: Column<Post>[] = [
    {
      key: 'title', header: 'Titre', wide: true,
      cell: (p) => <><Link to={`/community/posts/${p.id}`} className="ap-strong">{p.title}</Link><br /><span className="ap-muted">{communityOf(p)}</span></>,
    },
    { key: 'type', header: 'Type', nowrap: true, cell: (p) => <Tag tone={TYPE_TONES[p.type]}>{POST_TYPE_LABELS[p.type]}</Tag> },
    { key: 'status', header: 'Statut', nowrap: true, cell: (p) => <Tag tone={p.status === 'PUBLISHED' ? 'success' : 'neutral'}>{POST_STATUS_LABELS[p.status]}</Tag> },
    ...(hideAuthor ? [] : [{ key: 'author', header: 'Auteur', nowrap: true, cell: (p: Post) => p.author.label }]),
    { key: 'date', header: 'Date', nowrap: true, cell: (p) => formatDate(p.publishedAt ?? p.createdAt) },
    { key: 'comments', header: 'Commentaires', numeric: true, cell: (p) => p.commentsCount },
  ];
  return (
    <>
      {filters?.(list)}
      <Table caption={caption} columns={columns} rows={list.rows} rowKey={(p) => p.id} loading={list.initialLoading} empty={COMMUNITY_MESSAGES.noPost} />
      <ListPagination list={list} />
    </>
  );
}
