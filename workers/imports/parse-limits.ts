/**
 * What an uploaded delegate spreadsheet may cost to read (issue 13). Uploads are untrusted: every
 * limit bounds time or memory on the server, and each refusal is a sentence the organiser sees.
 */
export interface SheetLimits {
  /** Size of the upload itself. */
  maxBytes: number;
  /** Data rows (header excluded, trailing empty rows not counted). */
  maxRows: number;
  /**
   * One cell. 50,000 is Google Sheets' own cell limit (Excel's is 32,767), so no real export is
   * refused; longer cells are crafted, and refusing them early bounds what crosses threads. The
   * row rule (domain/imports/rows.ts) still refuses mapped cells over 500 characters row by row.
   */
  maxCellChars: number;
  /** All cells together: an xlsx can repeat one long shared string in every cell. */
  maxTotalChars: number;
  /** Sum of the zip entries' declared uncompressed sizes (xlsx): beyond it, a zip bomb. */
  maxUnzippedBytes: number;
  /** Uncompressed / compressed size of one large zip entry: real sheets compress about 10:1. */
  maxCompressionRatio: number;
  /** Wall time of one parse, thread start included; then the thread is terminated. */
  timeoutMs: number;
  /** Heap of the parsing thread (old generation); beyond it the thread dies. */
  maxMemoryMb: number;
}

export const sheetLimits: SheetLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  maxCellChars: 50_000,
  maxTotalChars: 20_000_000,
  maxUnzippedBytes: 50 * 1024 * 1024,
  maxCompressionRatio: 100,
  timeoutMs: 10_000,
  maxMemoryMb: 256,
};

/** Excel's last column is XFD; a CSV row wider than a spreadsheet can be is not one. */
export const MAX_COLUMNS = 16_384;

const count = (value: number) => value.toLocaleString('en-US');
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${count(Math.floor(bytes / (1024 * 1024)))} MB` : `${count(Math.ceil(bytes / 1024))} KB`;

export const sheetMessages = {
  empty: 'The file is empty',
  tooBig: (maxBytes: number) => `The file is larger than ${size(maxBytes)}`,
  notSpreadsheet: 'This file is not a .csv, .xlsx or .xls spreadsheet',
  notUtf8: 'Please save the CSV file as UTF-8 and upload it again',
  invalid: 'The file is not a valid spreadsheet',
  tooSlow: 'The file took too long to read',
  tooLarge: 'The file is too large to read',
  tooManyRows: (maxRows: number) => `The file has more than ${count(maxRows)} rows`,
  tooManyColumns: `The file has more than ${count(MAX_COLUMNS)} columns`,
  noHeader: 'The first row must hold the column headings',
  formula: (row: number, column: string) => `Formulas are not accepted: please paste values only (row ${row}, column ${column})`,
  longCell: (maxChars: number, row: number, column: string) =>
    `A cell is longer than ${count(maxChars)} characters (row ${row}, column ${column})`,
} as const;

/** The upload cannot be read; `reason` is the sentence to show the organiser. */
export class SheetRejected extends Error {
  // A plain field, not a constructor parameter property: the parsing thread runs this file with
  // Node's type stripping, which accepts erasable TypeScript only (see parse-sheet-thread.ts).
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
    this.name = 'SheetRejected';
  }
}

/** 0 → 'A', 27 → 'AB': the column as the spreadsheet shows it. */
export const columnName = (index: number): string => {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
};
