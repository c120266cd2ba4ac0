import { MAX_COLUMNS, sheetMessages, SheetRejected } from './parse-limits';

/**
 * CSV (RFC 4180) read as text exactly as written. SheetJS is not used for CSV: it turns
 * '0501234567' into a number, '3/4' into a date and text starting with '<' into an HTML table,
 * and a preview must show what the organiser's file says.
 */

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Google Sheets writes commas; Excel in many locales semicolons; some tools tabs. The header line decides. */
export const delimiterOf = (text: string): string => {
  const newline = text.search(/[\r\n]/);
  const firstLine = (newline === -1 ? text : text.slice(0, newline)).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length - 1 }));
  const best = counts.reduce((most, next) => (next.count > most.count ? next : most));
  return best.count > 0 ? best.delimiter : ',';
};

export interface CsvOptions {
  /** Stop after this many rows (header included), as SheetJS's sheetRows does. */
  maxRows: number;
}

/**
 * Rows of cells. A quoted field may hold delimiters, line breaks and doubled quotes; a quote in
 * the middle of an unquoted field is kept as written. An opening quote never closed would swallow
 * the rest of the file into one cell, so the file is refused instead.
 */
export const parseCsv = (text: string, options: CsvOptions): string[][] => {
  const delimiter = delimiterOf(text).charCodeAt(0);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let fieldStart = true;
  const endField = () => {
    row.push(field);
    field = '';
    fieldStart = true;
    if (row.length > MAX_COLUMNS) throw new SheetRejected(sheetMessages.tooManyColumns);
  };
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE && fieldStart) {
      let from = index + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new SheetRejected(sheetMessages.invalid);
        if (text.charCodeAt(quote + 1) === QUOTE) {
          field += text.slice(from, quote + 1);
          from = quote + 2;
          continue;
        }
        field += text.slice(from, quote);
        index = quote + 1;
        break;
      }
      fieldStart = false;
    } else if (code === delimiter) {
      endField();
      index += 1;
    } else if (code === LF || code === CR) {
      endField();
      rows.push(row);
      row = [];
      index += code === CR && text.charCodeAt(index + 1) === LF ? 2 : 1;
      if (rows.length >= options.maxRows) return rows;
    } else {
      // A run of plain characters up to the next delimiter or line end, in one slice.
      let end = index + 1;
      while (end < text.length) {
        const next = text.charCodeAt(end);
        if (next === delimiter || next === LF || next === CR) break;
        end += 1;
      }
      field += text.slice(index, end);
      fieldStart = false;
      index = end;
    }
  }
  // The last line, when the file does not end with a line break.
  if (!fieldStart || field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
};
