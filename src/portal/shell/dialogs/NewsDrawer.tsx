/** The what's-new drawer (spec 000 §2.3, §2.5): the latest changes, newest first, each with its screenshot. */
import { News as NewsIcon } from 'tabler-icons-react';
import { listNews } from '../../../api/contract/news';
import { formatLongDate } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { Drawer } from '../../ui/Drawer';
import { Loading } from '../../ui/Spinner';
import type { ShellDialogProps } from '../ShellDialogs';

export default function NewsDrawer({ onClose }: ShellDialogProps) {
  const { client } = usePortal();
  const { data, loading } = useCall(listNews, {});
  return (
    <Drawer title="Nouveautés" subtitle="Ce qui a changé dans le portail" icon={<NewsIcon size={22} />} onClose={onClose}>
      {loading && !data ? <Loading /> : null}
      {data && data.length === 0 ? <p className="ap-muted">{MESSAGES.noResult}</p> : null}
      <div className="ap-news">
        {data?.map((news) => (
          <article key={news.id} className="ap-panel ap-news__item">
            <h3>{news.title}</h3>
            <p className="ap-muted">{formatLongDate(news.date)}</p>
            <p>{news.description}</p>
            <img src={`${client.baseUrl}${news.imageUrl}`} alt={`Capture d’écran : ${news.title}`} loading="lazy" />
          </article>
        ))}
      </div>
    </Drawer>
  );
}
