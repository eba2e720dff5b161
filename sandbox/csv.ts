/** Files for a French spreadsheet: CSV with ';' separators and decimal commas. */

/** 1234,56 */
export function decimalComma(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** ';' separators, quoted cells when needed, CRLF, and a BOM so that Excel reads UTF-8. */
export function csv(rows: (string | number)[][]): Buffer {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(`\ufeff${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`, 'utf8');
}
