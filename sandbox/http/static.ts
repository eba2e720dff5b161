/** Static files under URL prefixes (e.g. `/dist/` → dist/), without leaving their folder. */
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export type StaticRoutes = Record<string, string>;

/**
 * What of dist/ is public: the portal's bundles (embed/) and the benchmarks' reference pages (bench/), nothing else —
 * dist/sandbox and dist/cli are the server and the CLI, with the demo accounts' secrets.
 */
export const distRoutes = (dist: string): StaticRoutes => ({ '/dist/embed/': join(dist, 'embed'), '/dist/bench/': join(dist, 'bench') });

/** A file found under a static route, with what its headers are made of (its size and modification time). */
export interface StaticFile {
  readonly path: string;
  readonly size: number;
  readonly modified: Date;
}

const found = (path: string, info: Stats): StaticFile => ({ path, size: info.size, modified: info.mtime });

/** The file a URL path names, or null when no route serves it or it would leave its folder. */
export async function findStaticFile(routes: StaticRoutes, pathname: string): Promise<StaticFile | null> {
  // Longest prefix first, so that '/dist/' wins over '/'.
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  for (const prefix of prefixes) {
    if (!decoded.startsWith(prefix)) continue;
    const root = resolve(routes[prefix]!);
    const target = resolve(join(root, decoded.slice(prefix.length)));
    if (target !== root && !target.startsWith(root + sep)) return null;
    const info = await stat(target).catch(() => null);
    // Only the types a page loads: no script of another kind, no database, no key.
    if (info?.isFile()) return extname(target).toLowerCase() in TYPES ? found(target, info) : null;
    if (info?.isDirectory()) {
      const index = join(target, 'index.html');
      const indexInfo = await stat(index).catch(() => null);
      if (indexInfo?.isFile()) return found(index, indexInfo);
    }
    return null;
  }
  return null;
}

/**
 * A file whose name carries its content's hash (a lazy chunk of the embed bundles, named by rollup.config.mjs's
 * `chunkFileNames`: `chunks-react/shell-CehOk0bp.js`)
 * never changes under that name: browsers keep it a year without asking again. Any other file (the entry, whose name
 * stays the same from one release to the next, the pages) is checked at each use, and answered 304 when unchanged.
 */
const HASHED_NAME = /\/chunks-[a-z]+\/[^/]+-[\w-]{8}\.js$/;

/** A validator of the file's version: its size and modification time, as common web servers build it. */
const entityTag = (size: number, modified: Date) => `"${size.toString(16)}-${modified.getTime().toString(16)}"`;

/** Files up to this size are kept in memory once read (the embed's largest, the classic script, is 1.2 MB). */
const KEPT_BYTES = 4 * 1024 * 1024;

/**
 * Sends the static files of one server, their contents kept in memory while they stay the same (same size and
 * modification time: a rebuild is seen at the next request). A page opened by URL asks for a dozen chunks at once;
 * read from disk through a stream each time, each waited for the disk before its first byte while the browser loaded
 * the page (bench/RESULTS.md, stop 29). Larger files (none today) are still streamed.
 */
export function staticFileSender() {
  const kept = new Map<string, { tag: string; body: Buffer }>();

  async function contents(file: StaticFile, tag: string): Promise<Buffer | null> {
    if (file.size > KEPT_BYTES) return null;
    const known = kept.get(file.path);
    if (known?.tag === tag) return known.body;
    const body = await readFile(file.path);
    kept.set(file.path, { tag, body });
    return body;
  }

  return async function sendStaticFile(response: ServerResponse, file: StaticFile, headOnly: boolean, ifNoneMatch?: string): Promise<void> {
    const tag = entityTag(file.size, file.modified);
    const headers = {
      'Cache-Control': HASHED_NAME.test(file.path.split(sep).join('/')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: tag,
      'Last-Modified': file.modified.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (ifNoneMatch?.split(',').some((candidate) => candidate.trim() === tag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    const body = headOnly ? null : await contents(file, tag);
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': body?.length ?? file.size,
      ...headers,
    });
    if (headOnly) return void response.end();
    if (body) return void response.end(body);
    await new Promise<void>((done, fail) => {
      createReadStream(file.path).on('error', fail).on('end', done).pipe(response);
    });
  };
}
