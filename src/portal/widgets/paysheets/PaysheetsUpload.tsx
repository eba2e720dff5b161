/**
 * Filing a month's paysheets from the portal (issue 34 §3; until then only `agency paysheets upload`): a month and a zip
 * archive; « Analyser l'archive » asks the server's pre-processing, whose table says for each file the employee it goes
 * to and how (reference or names), or why it goes to nobody; the matched files are ticked (src/domain/paye/
 * paysheetMatching.ts, the CLI's default), any can be unticked; « Envoyer » files them in batches, a progress bar
 * following, and says what was filed. Each filed paysheet writes PAY_SLIP_READY in its employee's history (server).
 */
import { useId, useState } from 'react';
import { preProcessPaysheets, uploadPaysheets, type PaysheetFile } from '../../../api/contract/paysheets';
import type { UploadedFile } from '../../../api/endpoint';
import { formatMonth, frenchDay } from '../../../domain/format/date';
import { formatFileSize } from '../../../domain/format/fileSize';
import { paysheetDecisions, paysheetMatchText } from '../../../domain/paye/paysheetMatching';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { paysheetsUploadCss } from './paysheetsUpload.css';

/** Files per do-upload call: the progress moves between calls (each sends the archive again, at most 50 MB). */
export const PAYSHEETS_BATCH = 10;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

export function PaysheetsUpload() {
  useStyles('paysheets-upload', paysheetsUploadCss);
  const { client, clock } = usePortal();
  const inputId = useId();
  // Paysheets come after the month's end: the month before by default.
  const [month, setMonth] = useState(() => frenchDay(clock.now())!.subtract(1, 'month').format('YYYY-MM'));
  const [archive, setArchive] = useState<UploadedFile | null>(null);
  const [files, setFiles] = useState<PaysheetFile[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const analyse = useAction(async () => {
    setResult(null);
    setFiles(null);
    const answer = await client.call(preProcessPaysheets, { body: { month, archive: archive! } });
    const decisions = paysheetDecisions(answer.files);
    setFiles(answer.files);
    setSelected(new Set(answer.files.filter((f) => decisions.get(f.fileName) === 'selected').map((f) => f.fileName)));
  });
  const send = useAction(async () => {
    const names = files!.filter((f) => selected.has(f.fileName)).map((f) => f.fileName);
    let replaced = 0;
    setProgress({ done: 0, total: names.length });
    for (let at = 0; at < names.length; at += PAYSHEETS_BATCH) {
      const { uploaded } = await client.call(uploadPaysheets, { body: { month, archive: archive!, selectedFileNames: names.slice(at, at + PAYSHEETS_BATCH) } });
      replaced += uploaded.filter((u) => u.status === 'REPLACED').length;
      setProgress({ done: Math.min(at + PAYSHEETS_BATCH, names.length), total: names.length });
    }
    setResult(`${plural(names.length, 'bulletin envoyé', 'bulletins envoyés')} pour ${formatMonth(`${month}-01`)}${replaced ? ` (dont ${replaced} en remplacement)` : ''}.`);
    setFiles(null);
    setArchive(null);
  });
  const pick = async (file: File | undefined) => {
    setFiles(null);
    setResult(null);
    setArchive(file ? { fileName: file.name, mimeType: file.type || 'application/zip', bytes: new Uint8Array(await file.arrayBuffer()) } : null);
  };
  const toggle = (name: string, on: boolean) => setSelected((all) => {
    const next = new Set(all);
    if (on) next.add(name);
    else next.delete(name);
    return next;
  });
  const columns: Column<PaysheetFile>[] = [
    {
      key: 'pick', header: 'Envoyer',
      cell: (f) => (f.employee ? <Checkbox label={`Envoyer ${f.fileName}`} hideLabel checked={selected.has(f.fileName)} onCheckedChange={(on) => toggle(f.fileName, on)} /> : null),
    },
    { key: 'file', header: 'Fichier', wide: true, cell: (f) => f.fileName },
    { key: 'size', header: 'Taille', numeric: true, nowrap: true, cell: (f) => formatFileSize(f.size) },
    { key: 'employee', header: 'Salarié', cell: (f) => (f.employee ? `${f.employee.firstName} ${f.employee.lastName} (${f.employee.ref})` : '—') },
    { key: 'how', header: 'Rattachement', cell: (f) => (f.match ? paysheetMatchText(f) : <span className="ap-paysheets__reason">{paysheetMatchText(f)}</span>) },
  ];
  const busy = analyse.pending || send.pending;
  const count = files?.filter((f) => selected.has(f.fileName)).length ?? 0;
  return (
    <section className="ap-panel ap-paysheets" aria-labelledby={`${inputId}-title`}>
      <h2 className="ap-panel__title" id={`${inputId}-title`}>Déposer les bulletins de paie</h2>
      <p className="ap-muted">
        Une archive zip des bulletins (PDF) du mois : chaque fichier va au salarié dont le matricule figure dans son nom, sinon à celui dont le nom et le prénom y
        figurent tous deux.
      </p>
      <div className="ap-paysheets__form">
        <TextField label="Mois des bulletins" type="month" value={month} required onValueChange={(value) => (setMonth(value), setFiles(null))} />
        <div className="ap-field">
          <label className="ap-field__label" htmlFor={inputId}>
            Archive zip
          </label>
          <input id={inputId} type="file" accept=".zip,application/zip" onChange={(event) => void pick((event.target as HTMLInputElement).files?.[0])} />
        </div>
        <Button variant="secondary" disabled={!archive || !/^\d{4}-\d{2}$/.test(month) || busy} loading={analyse.pending} onClick={() => void analyse.run()}>
          Analyser l'archive
        </Button>
      </div>
      {analyse.error ? <Alert tone="danger">{analyse.error}</Alert> : null}
      {send.error ? <Alert tone="danger">{send.error}</Alert> : null}
      {result ? <Alert tone="success">{result}</Alert> : null}
      {files ? (
        <>
          <Table caption="Fichiers de l'archive" columns={columns} rows={files} rowKey={(f) => f.fileName} empty="Aucun fichier dans l'archive" />
          <div className="ap-paysheets__send">
            {progress && send.pending ? (
              <label className="ap-paysheets__progress">
                <progress max={progress.total} value={progress.done} /> {progress.done} / {progress.total} bulletins envoyés
              </label>
            ) : null}
            <Button variant="primary" disabled={count === 0 || busy} loading={send.pending} onClick={() => void send.run()}>
              {count ? `Envoyer ${plural(count, 'bulletin', 'bulletins')}` : 'Envoyer'}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
