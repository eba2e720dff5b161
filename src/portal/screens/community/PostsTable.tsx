/**
 * A page of posts: title (to its page) over its community, type, status, author, date and comments, with
 * the pagination widget. /community/posts filters it; a professional's « Publications » tab
 * shows the professional's (`authorId`).
 */
import { useState } from 'react';
import type { Post, PostsFilter } from '../../../api/contract/community';
import { COMMUNITY_MESSAGES, COMMUNITY_TYPE_LABELS, POST_STATUS_LABELS, POST_TYPE_LABELS } from '../../../domain/community';
import { formatDate } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { Pagination } from '../../widgets/Pagination';
import { POSTS_PAGE_SIZE, searchPostsPage } from './postsList';

/** « Communauté des intervenants », under the title. */
export const communityOf = (post: Pick<Post, 'communityType'>) => `Communauté des ${COMMUNITY_TYPE_LABELS[post.communityType].toLowerCase()}`;

const TYPE_TONES = { NEWS: 'info', EVENT: 'primary', TRICK: 'warning' } as const;

interface Props {
  filter: Omit<PostsFilter, 'pageNumber' | 'pageSize'>;
  caption: string;
  /** Hides the author's column (a professional's own posts). */
  hideAuthor?: boolean;
}

export function PostsTable({ filter, caption, hideAuthor = false }: Props) {
  const { client, routeLoads } = usePortal();
  const [page, setPage] = useState({ number: 0, size: POSTS_PAGE_SIZE, key: '' });
  const key = JSON.stringify(filter);
  // A new filter starts again from the first page.
  const pageNumber = page.key === key ? page.number : 0;
  const list = useLoad(() => searchPostsPage(client, routeLoads, { ...filter, pageNumber, pageSize: page.size }), [client, routeLoads, key, pageNumber, page.size]);
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
      <Table caption={caption} columns={columns} rows={list.data?.content ?? []} rowKey={(p) => p.id} loading={list.loading && !list.data} empty={COMMUNITY_MESSAGES.noPost} />
      {list.data && list.data.totalElements > 0 ? (
        <Pagination page={pageNumber} pageSize={page.size} total={list.data.totalElements}
          onPage={(number) => setPage({ ...page, number, key })} onPageSize={(size) => setPage({ number: 0, size, key })} />
      ) : null}
    </>
  );
}
