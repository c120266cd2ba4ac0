import { read, utils, type CellObject } from '@e965/xlsx';
import { parseCsv } from './parse-csv';
import { columnName, MAX_COLUMNS, sheetMessages, SheetRejected, type SheetLimits } from './parse-limits';
import type { SheetFormat } from './parse-sniff';

/** The first sheet as text cells: what the import reads (the header is the sheet's first row). */
export interface ParsedSheet {
  headers: string[];
  /** Data rows, header excluded, trailing empty rows dropped; every row as wide as the header. */
  rows: string[][];
  format: SheetFormat;
}

/**
 * A CSV cell that a spreadsheet program would run as a formula when the file is opened: '=…',
 * '+' or '-' followed by a letter or '(' ('+A1', '-SUM(…)'), or a Lotus-style '@SUM(…)'. Phone
 * numbers ('+971 50…') and negative numbers ('-3') are values; so is a handle like '@aisha',
 * which forms often ask for and no spreadsheet runs.
 */
export const looksLikeFormula = (cell: string) => /^\s*(=.|[+-][A-Za-z(]|@[A-Za-z_][\w.]*\s*\()/s.test(cell);

/** A number Excel would show as '9.71501E+11' because the column is narrow: keep its digits (phone numbers). */
const textOf = (cell: CellObject | undefined): string => {
  if (!cell || cell.t === 'z') return '';
  if (cell.t === 'n' && typeof cell.v === 'number' && Number.isSafeInteger(cell.v) && /e\+/i.test(cell.w ?? '')) return String(cell.v);
  if (cell.w !== undefined) return cell.w;
  return cell.v === undefined || cell.v === null ? '' : utils.format_cell(cell);
};

/** Only the first sheet is read (and parsed, for xlsx); formulas are found, never evaluated. */
const workbookRows = (bytes: Uint8Array, limits: SheetLimits): string[][] => {
  const book = read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    type: 'buffer',
    // Header, the allowed rows and one more: enough to tell that a file has too many.
    sheetRows: limits.maxRows + 2,
    sheets: 0,
    cellFormula: true,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
    bookDeps: false,
    bookFiles: false,
    dense: true,
    WTF: false,
  });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  const data: Array<Array<CellObject | undefined> | undefined> = sheet?.['!data'] ?? [];
  const rows: string[][] = [];
  for (let r = 0; r < data.length; r += 1) {
    const cells = data[r] ?? [];
    const row: string[] = [];
    for (let c = 0; c < cells.length; c += 1) {
      const cell = cells[c];
      if (cell?.f !== undefined || cell?.F !== undefined) throw new SheetRejected(sheetMessages.formula(r + 1, columnName(c)));
      row.push(textOf(cell));
    }
    rows.push(row);
  }
  return rows;
};

const isBlank = (row: readonly string[] | undefined) => !row || row.every((cell) => cell.trim() === '');

/** The checks every format shares, on rows as read; returns the rows padded to one width. */
export const finishRows = (rowsRead: string[][], format: SheetFormat, limits: SheetLimits): ParsedSheet => {
  let end = rowsRead.length;
  while (end > 0 && isBlank(rowsRead[end - 1])) end -= 1;
  if (end === 0) throw new SheetRejected(sheetMessages.empty);
  // Row numbers in messages and in the import are the sheet's own, so the header must be row 1.
  if (isBlank(rowsRead[0])) throw new SheetRejected(sheetMessages.noHeader);
  if (end - 1 > limits.maxRows) throw new SheetRejected(sheetMessages.tooManyRows(limits.maxRows));
  const rows = rowsRead.slice(0, end);
  let width = 0;
  let total = 0;
  rows.forEach((row, r) => {
    width = Math.max(width, row.length);
    row.forEach((cell, c) => {
      if (cell.length > limits.maxCellChars) throw new SheetRejected(sheetMessages.longCell(limits.maxCellChars, r + 1, columnName(c)));
      total += cell.length;
      if (format === 'csv' && looksLikeFormula(cell)) throw new SheetRejected(sheetMessages.formula(r + 1, columnName(c)));
    });
    if (total > limits.maxTotalChars) throw new SheetRejected(sheetMessages.tooLarge);
  });
  if (width > MAX_COLUMNS) throw new SheetRejected(sheetMessages.tooManyColumns);
  const padded = rows.map((row) => (row.length === width ? row : [...row, ...Array<string>(width - row.length).fill('')]));
  return { headers: padded[0]!.map((header) => header.trim()), rows: padded.slice(1), format };
};

/** Reads an upload whose format was sniffed; SheetRejected for anything the import must refuse. */
export const readSheet = (bytes: Uint8Array, format: SheetFormat, limits: SheetLimits): ParsedSheet => {
  if (format === 'csv') {
    // The BOM, when present, is dropped by the decoder; the caller checked the bytes are UTF-8.
    const text = new TextDecoder('utf-8').decode(bytes);
    return finishRows(parseCsv(text, { maxRows: limits.maxRows + 2 }), format, limits);
  }
  let rows: string[][];
  try {
    rows = workbookRows(bytes, limits);
  } catch (error) {
    if (error instanceof SheetRejected) throw error;
    // SheetJS throws plain errors for files it cannot make sense of (truncated, not a workbook).
    if (error instanceof RangeError) throw new SheetRejected(sheetMessages.tooLarge);
    throw new SheetRejected(sheetMessages.invalid);
  }
  return finishRows(rows, format, limits);
};
