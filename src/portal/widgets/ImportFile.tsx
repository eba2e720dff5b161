/**
 * The portal's import of one CSV file, shared by every import screen (the three planning
 * imports, the customers', employees' and paye data's): a drop zone and a file input; the
 * file is read and every line checked in the browser by the same steps as the CLI
 * (src/domain/imports/file.ts); each error shows with its line, column and French reason,
 * and the send button stays disabled while one line is wrong; a good file is sent in one
 * call (`send`) and the answer shown line by line. The API's own refusals (400, an unknown
 * reference…, 409: a planning line the engine refuses) show in the same error table.
 * `command` is the CLI's batch path for the same file. `skipRefused`: the planning imports'
 * choice to import the other lines when the engine refuses some (then listed after the result).
 */
import { useRef, useState, type DragEvent } from 'react';
import { FileUpload } from 'tabler-icons-react';
import type { ImportAnswer } from '../../api/contract/imports';
import { ApiError } from '../../api/errors';
import { cellsInSpecOrder, locate, type ImportIssue } from '../../domain/imports/check';
import type { CheckedFile } from '../../domain/imports/file';
import { answerSummary, describeReading, IMPORTED_KIND_LABELS, IMPORTED_STATUS_LABELS, issueOfApiError } from '../../domain/imports/report';
import type { ImportSpec } from '../../domain/imports/specs';
import { MESSAGES } from '../../domain/messages';
import { useStyles } from '../ui/useStyles';
import { kitCss } from '../kit/kit.css';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Table, type Column } from '../ui/Table';
import { ImportColumnsTable } from './ImportColumnsTable';
import { importFileCss } from './importFile.css';

/** Lines of a good file shown before sending (the send covers them all). */
const PREVIEW_LINES = 100;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

type Phase<Row> =
  | { kind: 'empty' }
  | { kind: 'checked'; name: string; file: CheckedFile<Row> }
  /** `byPlanning`: lines the planning engine refused (409), which the other lines may be imported without. */
  | { kind: 'refused'; name: string; file: CheckedFile<Row>; issues: ImportIssue[]; byPlanning: boolean }
  | { kind: 'sent'; name: string; file: CheckedFile<Row>; answer: SentAnswer };

/** A planning import's answer also lists the lines the engine refused, when they were skipped. */
type SentAnswer = ImportAnswer & { refused?: { label: string; field: string }[] };

export interface ImportFileProps<Row extends { line: number }> {
  spec: ImportSpec<Row>;
  /** The import call with every row of the file (one call: all rows or none, unless `skipRefused`). */
  send(rows: Row[], options: { skipRefused: boolean }): Promise<SentAnswer>;
  /** The CLI's command for the same file, shown as the batch path. */
  command: string;
  /** Offers « Importer les autres lignes si le planning en refuse » (the planning imports). */
  skipRefused?: boolean;
}

const ISSUE_COLUMNS: ReadonlyArray<Column<ImportIssue & { index: number }>> = [
  { key: 'line', header: 'Ligne', numeric: true, nowrap: true, cell: (issue) => issue.line },
  { key: 'column', header: 'Colonne', nowrap: true, cell: (issue) => issue.column || '—' },
  { key: 'reason', header: 'Raison', cell: (issue) => issue.reason },
];

const ANSWER_COLUMNS: ReadonlyArray<Column<ImportAnswer['rows'][number]>> = [
  { key: 'line', header: 'Ligne', numeric: true, nowrap: true, cell: (row) => row.line },
  { key: 'status', header: 'Résultat', nowrap: true, cell: (row) => IMPORTED_STATUS_LABELS[row.status] },
  { key: 'kind', header: 'Type', nowrap: true, cell: (row) => IMPORTED_KIND_LABELS[row.kind][0] },
  { key: 'ref', header: 'Réf.', nowrap: true, cell: (row) => row.ref ?? '—' },
  { key: 'label', header: 'Nom', wide: true, cell: (row) => row.label },
];

function IssuesTable({ issues, caption }: { issues: readonly ImportIssue[]; caption: string }) {
  return <Table caption={caption} columns={ISSUE_COLUMNS} rows={issues.map((issue, index) => ({ ...issue, index }))} rowKey={(issue) => issue.index} />;
}

/** The good file's lines as the file writes them, in the spec's column order. */
function PreviewTable<Row extends { line: number }>({ spec, file }: { spec: ImportSpec<Row>; file: CheckedFile<Row> }) {
  const positions = locate(spec.columns, file.source?.headers ?? []);
  const records = (file.source?.records ?? []).slice(0, PREVIEW_LINES);
  const columns: Column<(typeof records)[number]>[] = [
    { key: 'line', header: 'Ligne', numeric: true, nowrap: true, cell: (record) => record.line },
    ...spec.columns.map((column, i) => ({ key: column.key, header: column.header, nowrap: true, cell: (record: (typeof records)[number]) => cellsInSpecOrder(positions, record)[i] || '—' })),
  ];
  return <Table caption="Lignes vérifiées" columns={columns} rows={records} rowKey={(record) => record.line} />;
}

export function ImportFile<Row extends { line: number }>({ spec, send, command, skipRefused: canSkip = false }: ImportFileProps<Row>) {
  useStyles('kit', kitCss);
  useStyles('import-file', importFileCss);
  const [phase, setPhase] = useState<Phase<Row>>({ kind: 'empty' });
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [skipRefused, setSkipRefused] = useState(false);
  // The file being read: a second choice made while the first is read wins.
  const reading = useRef<File | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    reading.current = file;
    setError(null);
    try {
      // The reader and its CSV parser load with the first file chosen: the screen shows without them.
      const [bytes, { readImportFile }] = await Promise.all([file.arrayBuffer(), import('../../domain/imports/file')]);
      if (reading.current !== file) return;
      setPhase({ kind: 'checked', name: file.name, file: readImportFile(spec, new Uint8Array(bytes)) });
    } catch {
      // A file the browser cannot read (removed meanwhile), or the reader's code that did not load (network).
      if (reading.current === file) setError(MESSAGES.genericError);
    }
  };

  const submit = async () => {
    if (!ready) return;
    const { name, file } = phase;
    setSending(true);
    setError(null);
    try {
      setPhase({ kind: 'sent', name, file, answer: await send(file.rows, { skipRefused: canSkip && skipRefused }) });
    } catch (cause) {
      if (cause instanceof ApiError && (cause.status === 400 || cause.status === 409) && cause.errors.length) {
        const issues = cause.errors.map((e) => issueOfApiError(e, file.rows, spec as ImportSpec<unknown>));
        setPhase({ kind: 'refused', name, file, issues, byPlanning: cause.status === 409 });
      } else setError(cause instanceof ApiError ? cause.message : MESSAGES.genericError);
    } finally {
      setSending(false);
    }
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer?.files?.[0]);
  };

  const file = phase.kind === 'empty' ? null : phase.file;
  const refusedLines = phase.kind === 'sent' ? (phase.answer.refused ?? []).map((e) => issueOfApiError(e, phase.file.rows, spec as ImportSpec<unknown>)) : [];
  const issues = phase.kind === 'refused' ? phase.issues : phase.kind === 'sent' ? refusedLines : (file?.issues ?? []);
  const lines = file?.source?.records.length ?? 0;
  // After the planning's refusal, the file may be sent again to import the other lines.
  const ready = (phase.kind === 'checked' && issues.length === 0) || (phase.kind === 'refused' && phase.byPlanning && canSkip && skipRefused);

  return (
    <section className="ap-import" aria-label="Import d'un fichier">
      <label
        className={`ap-import__drop${dragging ? ' ap-import__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <FileUpload size={28} aria-hidden="true" />
        <span>
          <strong>Déposez le fichier CSV ici</strong> ou <span className="ap-import__choose">choisissez-le</span>
        </span>
        <span className="ap-import__hint">Séparateur « ; » ou « , », enregistré par Excel (UTF-8 ou Windows-1252) ; première ligne : les titres des colonnes.</span>
        <input
          className="ap-visually-hidden"
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-label="Fichier CSV à importer"
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            void choose(input.files?.[0]);
            input.value = '';
          }}
        />
      </label>

      {phase.kind !== 'empty' && file ? (
        <p className="ap-import__file">
          <strong>{phase.name}</strong> ({describeReading(file)}) : {plural(lines, 'ligne lue', 'lignes lues')}
          {file.issues.length ? `, ${plural(file.issues.length, 'erreur', 'erreurs')}` : ''}.
        </p>
      ) : null}

      {phase.kind === 'checked' && issues.length ? (
        <Alert tone="danger">
          {plural(issues.length, 'erreur', 'erreurs')} dans le fichier : rien ne sera envoyé tant qu’une ligne est fausse. Corrigez le fichier puis déposez-le à nouveau.
        </Alert>
      ) : null}
      {phase.kind === 'refused' ? (
        <Alert tone="danger">
          Fichier refusé par {phase.byPlanning ? 'le planning' : 'l’API'} ({plural(issues.length, 'erreur', 'erreurs')}) : rien n’a été importé.
          {phase.byPlanning && canSkip ? ' Pour importer les autres lignes, cochez « Importer les autres lignes si le planning en refuse ».' : ''}
        </Alert>
      ) : null}
      {ready && phase.kind === 'checked' ? (
        <Alert tone="info">
          Toutes les lignes sont valides : {plural(file!.rows.length, 'ligne prête', 'lignes prêtes')} à être importée{file!.rows.length > 1 ? 's' : ''}.
        </Alert>
      ) : null}
      {phase.kind === 'sent' ? <Alert tone={refusedLines.length ? 'warning' : 'success'}>Fichier importé : {answerSummary(phase.answer)}.</Alert> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}

      <div className="ap-import__actions">
        {canSkip ? <Checkbox label="Importer les autres lignes si le planning en refuse" checked={skipRefused} onCheckedChange={setSkipRefused} /> : null}
        <Button variant="primary" disabled={!ready} loading={sending} onClick={() => void submit()}>
          {ready ? `Importer ${plural(file!.rows.length, 'ligne', 'lignes')}` : 'Importer'}
        </Button>
      </div>

      {issues.length ? <IssuesTable issues={issues} caption={phase.kind === 'sent' ? 'Lignes refusées par le planning (non importées)' : 'Lignes à corriger'} /> : null}
      {ready && phase.kind === 'checked' ? (
        <>
          {lines > PREVIEW_LINES ? <p className="ap-import__hint">Les {PREVIEW_LINES} premières lignes sur {lines} :</p> : null}
          <PreviewTable spec={spec} file={phase.file} />
        </>
      ) : null}
      {phase.kind === 'sent' ? <Table caption="Résultat de l'import" columns={ANSWER_COLUMNS} rows={phase.answer.rows} rowKey={(row) => `${row.line}-${row.id}`} /> : null}

      <details className="ap-import__help">
        <summary>Colonnes attendues</summary>
        <ImportColumnsTable columns={spec.columns} />
      </details>
      <div className="ap-import__batch">
        <p>
          Import par lots (gros fichiers, traitements planifiés) : l’outil en ligne de commande <code>agency</code> vérifie les lignes de la même façon.
        </p>
        <pre className="ap-code">{command}</pre>
      </div>
    </section>
  );
}
