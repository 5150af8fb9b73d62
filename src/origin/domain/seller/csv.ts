/**
 * CSV exports of the seller area (docs/seller-earnings.md, "CSV"): UTF-8 with a byte order mark
 * so Excel reads the umlauts, `;` between cells and a decimal comma in languages that write
 * one (Excel in those locales expects it), `,` and a decimal point in English. Text cells that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) get a
 * leading apostrophe.
 */

const CSV_BOM = '\uFEFF';

export interface CsvFormat {
  separator: ';' | ',';
  decimal: ',' | '.';
}

/** English writes a decimal point; de, es, fr, gr and it write a decimal comma. */
export function csvFormatFor(language: string): CsvFormat {
  return language === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: formula starts defused, quoted when it holds the separator, a quote or a line break. */
export function csvText(value: string, format: CsvFormat): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";,\r\n]/.test(safe) || safe.includes(format.separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An amount in minor units as a plain decimal (no grouping): 1234 → `12,34` or `12.34`. */
export function csvAmount(minor: number, format: CsvFormat): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}${format.decimal}${String(abs % 100).padStart(2, '0')}`;
}

export type CsvCell = { text: string } | { amount: number } | { count: number };

function cell(value: CsvCell, format: CsvFormat): string {
  if ('text' in value) return csvText(value.text, format);
  if ('amount' in value) return csvAmount(value.amount, format);
  return String(Math.trunc(value.count));
}

/** The whole file: BOM, header row, rows, CRLF line ends. */
export function toCsv(header: string[], rows: CsvCell[][], format: CsvFormat): string {
  const lines = [header.map((h) => csvText(h, format)).join(format.separator), ...rows.map((row) => row.map((c) => cell(c, format)).join(format.separator))];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
