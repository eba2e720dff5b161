/**
 * Batches of one change per item (mark as emitted, delete, send): each item is done on its
 * own, a failure is recorded with its reason and the others go on; then the summary table.
 */
import type { Cli } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { explain } from '../explain';
import { confirm } from '../prompt';
import type { Session } from '../session';
import { renderTable } from '../table';
import { mapPool } from './pool';
import { reportBatch } from './report';

export interface ChangeOutcome {
  id: number;
  status: 'planned' | 'done' | 'failed';
  error: string | null;
}

/** Runs `change` for each id, 4 at a time (or plans it with --dry-run); never throws for one item. */
export function changeEach(session: Session, ids: readonly number[], dryRun: boolean | undefined, change: (id: number) => Promise<unknown>): Promise<ChangeOutcome[]> {
  return mapPool(ids, 4, async (id): Promise<ChangeOutcome> => {
    if (dryRun) return { id, status: 'planned', error: null };
    try {
      await change(id);
      return { id, status: 'done', error: null };
    } catch (error) {
      return { id, status: 'failed', error: explain(error, session.apiUrl).message };
    }
  });
}

export interface ChangeWords {
  /** The item in the summary, with its plural mark: 'export(s)'. */
  items: string;
  /** How a failure names its item: `export n° 12`. */
  label: (id: number) => string;
  /** The verbs of one item ('supprimé', 'à supprimer'); the summary adds '(s)' to `done`. */
  done: string;
  planned: string;
  /** The key of the items in the JSON document. */
  key: string;
}

export function reportChanges(cli: Cli, outcomes: ChangeOutcome[], words: ChangeWords, dryRun: boolean): void {
  const text = (o: ChangeOutcome) => (o.status === 'failed' ? `échec : ${o.error}` : o.status === 'planned' ? words.planned : words.done);
  const plural = (verb: string) => verb.replace(/^(\S+)/, '$1(s)');
  const ok = outcomes.filter((o) => o.status !== 'failed').length;
  reportBatch(cli.out, {
    data: { dryRun, [words.key]: outcomes },
    table: renderTable([{ title: 'N°', align: 'right' }, { title: 'Résultat' }], outcomes.map((o) => [String(o.id), text(o)])),
    summary: dryRun ? `Simulation : ${ok} ${words.items} ${words.planned}. Rien n'a été changé.` : `${ok} ${words.items} ${plural(words.done)}, ${outcomes.length - ok} échec(s).`,
    total: outcomes.length,
    failures: outcomes.filter((o) => o.error).map((o) => ({ label: words.label(o.id), reason: o.error! })),
  });
}

/** A deletion asks first (unless --yes; without a terminal, a usage error naming --yes). */
export async function confirmDeletion(cli: Cli, question: string): Promise<void> {
  if (!(await confirm(cli.terminal, cli.options.yes, question))) throw new CliError('suppression annulée : rien n’a été supprimé.', EXIT.failure);
}
