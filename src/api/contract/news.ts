/**
 * The what's-new drawer (spec 000 §2.3, §2.5: "screenshots"). Decision: a list of news,
 * newest first, each with a screenshot; the same for every user and agency.
 */
import * as z from 'zod/mini';
import { FILE, endpoint, ROLES } from '../endpoint';
import { IdParams, IsoDate } from './common';

export const News = z.object({
  id: z.number(),
  title: z.string(),
  date: IsoDate,
  description: z.string(),
  /** The screenshot: a path under the API base URL (the newsImage call), to prefix with it. */
  imageUrl: z.string(),
});
export type News = z.infer<typeof News>;

export const listNews = endpoint({
  name: 'news.list', reads: ['news'],
  method: 'GET',
  path: '/private/news',
  access: 'private',
  // Read by every role's application too (scopes APP and PORTAL), not back-office data.
  roles: ROLES,
  response: z.array(News),
});

/** A news screenshot (SVG or PNG). Public, so that a plain <img src> shows it: it holds nothing private. */
export const newsImage = endpoint({
  name: 'news.image', reads: ['news'],
  method: 'GET',
  path: '/public/news/{id}/image',
  access: 'public',
  params: IdParams,
  response: FILE,
});
