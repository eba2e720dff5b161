/** The what's-new drawer: the news, and their screenshots for a plain <img>. */
import * as news from '../../src/api/contract/news';
import { listNews, newsImageFile } from '../store/news';
import { found } from './scope';
import { handlersFor } from './types';

export const newsHandlers = handlersFor(news, {
  listNews: ({ app }) => listNews(app.db),
  newsImage: ({ params, app }) => ({ ...found(newsImageFile(app.db, params.id)), inline: true, drawn: true }),
});
