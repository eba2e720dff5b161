/** Static files under URL prefixes (e.g. `/dist/` → dist/), without leaving their folder. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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

/** The file a URL path names, or null when no route serves it or it would leave its folder. */
export async function findStaticFile(routes: StaticRoutes, pathname: string): Promise<string | null> {
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
    if (info?.isFile()) return target;
    if (info?.isDirectory()) {
      const index = join(target, 'index.html');
      if ((await stat(index).catch(() => null))?.isFile()) return index;
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

export async function sendStaticFile(response: ServerResponse, file: string, headOnly: boolean, ifNoneMatch?: string): Promise<void> {
  const info = await stat(file);
  const tag = entityTag(info.size, info.mtime);
  const headers = {
    'Cache-Control': HASHED_NAME.test(file.split(sep).join('/')) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: tag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (ifNoneMatch?.split(',').some((candidate) => candidate.trim() === tag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    ...headers,
  });
  if (headOnly) {
    response.end();
    return;
  }
  await new Promise<void>((done, fail) => {
    createReadStream(file).on('error', fail).on('end', done).pipe(response);
  });
}
