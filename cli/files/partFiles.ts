/**
 * Files written whole or not at all. Each body goes to a hidden temporary file in the
 * target folder (`.name.agency-<pid>.part`), is flushed to disk, then renamed to its final
 * name: a crash, a Ctrl-C or a cut connection never leaves a partial file under the final
 * name. On SIGINT and SIGTERM the temporary files under way are removed before leaving;
 * those a killed process left behind are removed by the next run in the same folder.
 */
import { createWriteStream, unlinkSync } from 'node:fs';
import { open, readdir, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const PART = /^\..+\.agency-(\d+)\.part$/;

export function partNameOf(finalPath: string, pid = process.pid): string {
  return join(dirname(finalPath), `.${basename(finalPath)}.agency-${pid}.part`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the temporary files that processes no longer running left in `dir`. */
export async function removeStaleParts(dir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    const pid = Number(PART.exec(name)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    await unlink(join(dir, name)).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}

/** The temporary files of one command; `close()` when it ends (also stops watching signals). */
export class PartFiles {
  private readonly underWay = new Set<string>();
  private readonly onSignal = (signal: NodeJS.Signals) => {
    for (const part of this.underWay) {
      try {
        unlinkSync(part);
      } catch {
        // already renamed or removed
      }
    }
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };

  constructor() {
    process.on('SIGINT', this.onSignal);
    process.on('SIGTERM', this.onSignal);
  }

  /**
   * Streams `body` to `finalPath` through a temporary file; answers the bytes written.
   * `expectedBytes` (the announced size) turns a short body into an error.
   */
  async write(finalPath: string, body: Readable, expectedBytes?: number): Promise<number> {
    const part = partNameOf(finalPath);
    this.underWay.add(part);
    try {
      const sink = createWriteStream(part, { mode: 0o644 });
      await pipeline(body, sink);
      const bytes = sink.bytesWritten;
      if (expectedBytes !== undefined && bytes !== expectedBytes) throw new Error(`fichier incomplet (${bytes} octets reçus sur ${expectedBytes})`);
      await syncFile(part);
      await rename(part, finalPath);
      await syncFolder(dirname(finalPath));
      return bytes;
    } catch (error) {
      await unlink(part).catch(() => undefined);
      throw error;
    } finally {
      this.underWay.delete(part);
    }
  }

  close(): void {
    process.off('SIGINT', this.onSignal);
    process.off('SIGTERM', this.onSignal);
  }
}

/** The bytes reach the disk before the rename (fsync flushes the file whatever descriptor wrote it). */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The rename itself reaches the disk (a power cut after it keeps the file). */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}
