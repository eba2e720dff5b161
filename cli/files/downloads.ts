/**
 * What the download commands share (exports, fiscal attestations): unique final names, the
 * plan of one outcome per file, the folder cleaned of an interrupted run's temporary files,
 * N downloads at a time with retries, each body streamed through PartFiles, and the table.
 */
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { formatFileSize } from '../../src/domain/format/fileSize';
import { mapPool } from '../batch/pool';
import { progressBar } from '../batch/progress';
import type { Cli } from '../context';
import { explain } from '../explain';
import { retrying } from '../retry';
import type { Session } from '../session';
import { renderTable } from '../table';
import { PartFiles, removeStaleParts } from './partFiles';

export type FileStatus = 'planned' | 'downloaded' | 'skipped' | 'failed';

export interface FileOutcome {
  id: number;
  name: string | null;
  path: string | null;
  size: number | null;
  status: FileStatus;
  error: string | null;
}

export const FILE_STATUS_TEXT: Record<FileStatus, string> = { planned: 'à télécharger', downloaded: 'téléchargé', skipped: 'déjà présent', failed: 'échec' };

export interface DownloadOptions {
  out?: string;
  skipExisting?: boolean;
  concurrency?: number;
  dryRun?: boolean;
}

/** Final names: each item's name (no folder separators), made unique with the item's number when two share it. */
export function uniqueFileNames<T>(items: readonly T[], idOf: (item: T) => number, nameOf: (item: T) => string): Map<number, string> {
  const taken = new Set<string>();
  const names = new Map<number, string>();
  for (const item of items) {
    let name = nameOf(item).replace(/[/\\]/g, '_');
    if (taken.has(name)) name = name.replace(/(\.[^.]*)?$/, `-${idOf(item)}$1`);
    taken.add(name);
    names.set(idOf(item), name);
  }
  return names;
}

export function plannedFile(id: number, outDir: string, name: string, size: number | null): FileOutcome {
  return { id, name, path: join(outDir, name), size, status: 'planned', error: null };
}

/**
 * Complete on disk: present (files only ever appear whole under their final name) and, when
 * the size is known, of that size (an older, different file is fetched again).
 */
export async function isComplete(path: string, size: number | null): Promise<boolean> {
  const found = await stat(path).catch(() => null);
  return found?.isFile() === true && (size === null || found.size === size);
}

/** --dry-run: what would be downloaded, and with --skip-existing what is already there. */
export async function simulateDownloads<T extends FileOutcome>(outcomes: T[], options: DownloadOptions): Promise<T[]> {
  for (const outcome of outcomes) if (options.skipExisting && (await isComplete(outcome.path!, outcome.size))) outcome.status = 'skipped';
  return outcomes;
}

/** Creates the folder and removes the temporary files a killed run left there. */
export async function prepareFolder(cli: Cli, outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const stale = await removeStaleParts(outDir);
  if (stale.length) cli.out.info(`${stale.length} fichier(s) temporaire(s) d'une exécution interrompue supprimé(s).`);
}

export interface Download<T extends FileOutcome> {
  outcome: T;
  /** The file's answer (a fresh one-use token each time: retried as a whole). */
  fetch: () => Promise<Response>;
  /** After the file is on disk (downloaded now, or complete from an earlier run). */
  then?: (outcome: T) => Promise<void>;
}

/** Downloads each file to its planned path, N at a time; each outcome is updated in place. */
export async function downloadFiles<T extends FileOutcome>(cli: Cli, session: Session, plan: Download<T>[], options: DownloadOptions): Promise<T[]> {
  const parts = new PartFiles();
  const progress = progressBar(cli, 'Téléchargement', plan.length);
  try {
    return await mapPool(plan, options.concurrency ?? 4, async ({ outcome, fetch, then }) => {
      try {
        if (options.skipExisting && (await isComplete(outcome.path!, outcome.size))) outcome.status = 'skipped';
        else {
          outcome.size = await retrying(async () => streamTo(parts, await fetch(), outcome.path!));
          outcome.status = 'downloaded';
        }
        await then?.(outcome);
      } catch (error) {
        if (outcome.status === 'planned') outcome.status = 'failed';
        outcome.error = explain(error, session.apiUrl).message;
      }
      progress.advance();
      return outcome;
    });
  } finally {
    progress.stop();
    parts.close();
  }
}

async function streamTo(parts: PartFiles, response: Response, path: string): Promise<number> {
  if (!response.body) throw new Error('réponse sans contenu');
  const announced = Number(response.headers.get('content-length'));
  return parts.write(path, Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), Number.isFinite(announced) && announced > 0 ? announced : undefined);
}

/** The table of a download: number, file, size, result (`resultText` says what became of each). */
export function downloadTable<T extends FileOutcome>(outcomes: T[], resultText: (outcome: T) => string): string[] {
  return renderTable(
    [{ title: 'N°', align: 'right' }, { title: 'Fichier' }, { title: 'Taille', align: 'right' }, { title: 'Résultat' }],
    outcomes.map((o) => [String(o.id), o.name ?? '—', o.size === null ? '' : formatFileSize(o.size), resultText(o)]),
  );
}

export function countByStatus(outcomes: FileOutcome[]): Record<FileStatus, number> {
  const counts: Record<FileStatus, number> = { planned: 0, downloaded: 0, skipped: 0, failed: 0 };
  for (const o of outcomes) counts[o.status]++;
  return counts;
}
