/** News of the what's-new drawer and their screenshots. */
import { newsImage } from '../../src/api/contract/news';
import { fillPath } from '../../src/api/endpoint';
import type { Db } from './db';
import type { News } from './types';

export function listNews(db: Db): News[] {
  const rows = db.prepare('SELECT id, title, published_on AS date, description FROM news ORDER BY published_on DESC, id DESC').all() as Omit<News, 'imageUrl'>[];
  return rows.map((row) => ({ ...row, imageUrl: fillPath(newsImage.path, { id: row.id }) }));
}

export function newsImageFile(db: Db, id: number): { name: string; mimeType: string; bytes: Buffer } | null {
  const row = db.prepare('SELECT image_name AS name, image_mime_type AS mimeType, image AS bytes FROM news WHERE id = ?').get(id);
  return (row as { name: string; mimeType: string; bytes: Buffer } | undefined) ?? null;
}
