/** The name of a list's export file: `clients-2026-11-24.csv`, `prospects-2026-11-24.xlsx` (the sandbox names its answer the same way). */
export function exportFileName(base: string, type: 'CSV' | 'XLSX', isoDay: string): string {
  return `${base}-${isoDay}.${type === 'CSV' ? 'csv' : 'xlsx'}`;
}
