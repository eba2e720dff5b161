/**
 * The « Exporter » menu of a v2 list (spec 001 §7 `export?onlyCurrentPage&exportType`): the page
 * or every match, as CSV (as a French spreadsheet opens it) or Excel. The file comes back through
 * the client (the session's token, the list's body) and is saved without leaving the page.
 */
import { Download, FileSpreadsheet } from 'tabler-icons-react';
import type { ExportFileType } from '../../api/contract/searchV2';
import { Dropdown } from '../ui/Dropdown';

export interface ExportMenuProps {
  /** Answers the file for a type and a scope; the menu saves it. */
  exportFile(type: ExportFileType, onlyCurrentPage: boolean): Promise<{ blob: Blob; fileName: string }>;
  onError(message: string | null): void;
  /** The file types offered; both by default. */
  types?: readonly ExportFileType[];
}

const CHOICES: ReadonlyArray<{ key: string; label: string; type: ExportFileType; page: boolean }> = [
  { key: 'csv-all', label: 'Tout exporter (CSV)', type: 'CSV', page: false },
  { key: 'xlsx-all', label: 'Tout exporter (Excel)', type: 'XLSX', page: false },
  { key: 'csv-page', label: 'Exporter la page (CSV)', type: 'CSV', page: true },
  { key: 'xlsx-page', label: 'Exporter la page (Excel)', type: 'XLSX', page: true },
];

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function ExportMenu({ exportFile, onError, types = ['CSV', 'XLSX'] }: ExportMenuProps) {
  const run = (type: ExportFileType, page: boolean) => {
    onError(null);
    exportFile(type, page).then(
      ({ blob, fileName }) => saveBlob(blob, fileName),
      (error: unknown) => onError(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <Dropdown
      align="end"
      label={
        <>
          <Download size={16} aria-hidden="true" />
          Exporter
        </>
      }
      entries={CHOICES.filter((choice) => types.includes(choice.type)).map((choice) => ({ key: choice.key, label: choice.label, icon: <FileSpreadsheet size={16} aria-hidden="true" />, onSelect: () => run(choice.type, choice.page) }))}
    />
  );
}
