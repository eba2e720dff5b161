/** The columns an import file has, required ones in bold: the spec's list (src/domain/imports/specs.ts), the same the CLI and the import widget check. */
import type { ColumnSpec } from '../../domain/imports/cells';
import { Table } from '../ui/Table';

export function ImportColumnsTable({ columns }: { columns: readonly ColumnSpec[] }) {
  return (
    <Table
      caption="Colonnes du fichier"
      columns={[
        { key: 'header', header: 'Colonne', nowrap: true, cell: (column) => (column.required ? <strong>{column.header}</strong> : column.header) },
        { key: 'required', header: 'Obligatoire', nowrap: true, cell: (column) => (column.required ? 'Oui' : 'Non') },
        { key: 'help', header: 'Contenu', cell: (column) => column.help },
      ]}
      rows={columns}
      rowKey={(column) => column.key}
    />
  );
}
