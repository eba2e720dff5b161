/**
 * A page of posts: title (to its page) over its community, type, status, author, date and comments, with
 * the pagination widget, on the kit's list: its filters and page in the URL (`?type=NEWS&status=DRAFT&q=fête&page=2`).
 * /community/posts filters it (its `filters`); a professional's « Publications » tab shows the professional's (`authorId`).
 */
import type { ReactNode } from 'react';
import { searchPosts, type Post, type PostsFilter } from '../../../api/contract/community';
import { COMMUNITY_MESSAGES, COMMUNITY_TYPE_LABELS, POST_STATUS_LABELS, POST_TYPE_LABELS } from '../../../domain/community';
import { formatDate } from '../../../domain/format/date';
import { chosenFilter, type ListConfig, type ListState } from '../../../domain/list/listState';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { useListController, type ListController } from '../../kit/useListController';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { POSTS_LIST, POSTS_PAGE_SIZE } from './postsList';

/** « Communauté des intervenants », under the title. */
export const communityOf = (post: Pick<Post, 'communityType'>) => `Communauté des ${COMMUNITY_TYPE_LABELS[post.communityType].toLowerCase()}`;

const TYPE_TONES = { NEWS: 'info', EVENT: 'primary', TRICK: 'warning' } as const;

const POSTS_CONFIG: ListConfig = { attributes: { type: 'enum', status: 'enum', communityType: 'enum' }, defaultSort: null, defaultPageSize: POSTS_PAGE_SIZE };

/** What is asked: the list's filters, then its page (the body the route's loader starts for the first page). */
const postsBody = (fixed: Props['filter'], state: ListState): PostsFilter => {
  const chosen = (attribute: string) => chosenFilter(state, attribute) || null;
  const type = chosen('type') as PostsFilter['type'];
  const status = chosen('status') as PostsFilter['status'];
  const communityType = chosen('communityType') as PostsFilter['communityType'];
  return {
    ...fixed, ...(type ? { type } : {}), ...(status ? { status } : {}), ...(communityType ? { communityType } : {}), ...(state.text ? { text: state.text } : {}),
    pageNumber: state.page, pageSize: state.pageSize,
  };
};

interface Props {
  /** What the list always keeps (a professional's posts). */
  filter: Omit<PostsFilter, 'pageNumber' | 'pageSize'>;
  caption: string;
  /** Hides the author's column (a professional's own posts). */
  hideAuthor?: boolean;
  /** The filters over the table, on the list's state. */
  filters?(list: ListController<Post>): ReactNode;
}

export function PostsTable({ filter, caption, hideAuthor = false, filters }: Props) {
  const { client } = usePortal();
  const list = useListController<Post, unknown>(POSTS_LIST, POSTS_CONFIG, (state) => listCall(client, searchPosts, { body: postsBody(filter, state) }));
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
