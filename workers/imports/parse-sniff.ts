import { sheetMessages, SheetRejected, type SheetLimits } from './parse-limits';
import { readZipDirectory } from './parse-zip-directory';

/**
 * What an upload really is, from its bytes (the name and Content-Type are the client's word):
 * cheap checks in the calling thread, so that only plausible spreadsheets reach SheetJS.
 */
export type SheetFormat = 'csv' | 'xlsx' | 'xls';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: Excel 97–2003 (.xls), but also .doc, .msg and encrypted Office files. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
/** Files people pick by mistake whose first bytes may still look like text (a PDF's header is ASCII). */
const OTHER_FORMATS = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x50, 0x4b], // any other zip (an empty one, a spanned one)
];

/** Entries this large are where a bomb hides; small ones (a 1 KB theme of spaces) compress oddly well. */
const RATIO_CHECK_FROM = 1024 * 1024;

const checkXlsx = (bytes: Uint8Array, limits: SheetLimits) => {
  const entries = readZipDirectory(bytes);
  if (!entries) throw new SheetRejected(sheetMessages.invalid);
  // A .docx, .ods, .xlsb or any other zip is not what the page asks for.
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) throw new SheetRejected(sheetMessages.notSpreadsheet);
  const unzipped = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  const bomb = entries.some(
    (entry) =>
      entry.uncompressedSize > RATIO_CHECK_FROM && entry.uncompressedSize > limits.maxCompressionRatio * Math.max(entry.compressedSize, 1),
  );
  if (unzipped > limits.maxUnzippedBytes || bomb) throw new SheetRejected(sheetMessages.invalid);
};

const BOM_UTF16LE = [0xff, 0xfe];
const BOM_UTF16BE = [0xfe, 0xff];
const SAMPLE = 64 * 1024;

/** UTF-16 without a BOM: ASCII text has a NUL in every other byte. */
const looksUtf16 = (bytes: Uint8Array) => {
  const sample = bytes.subarray(0, Math.min(bytes.length, 1024) & ~1);
  if (sample.length < 4) return false;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenZeros += 1;
    if (sample[index + 1] === 0) oddZeros += 1;
  }
  const half = sample.length / 2;
  return Math.max(evenZeros, oddZeros) > half * 0.3 && Math.min(evenZeros, oddZeros) < half * 0.05;
};

/** Control bytes that no text file holds (tab, line ends, form feed and escape are allowed). */
const looksBinary = (bytes: Uint8Array) =>
  bytes.subarray(0, SAMPLE).some((byte) => (byte < 0x20 && ![0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b].includes(byte)) || byte === 0x7f);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const isUtf8 = (bytes: Uint8Array) => {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** Markup saved under a spreadsheet's name: HTML tables and Excel 2003 XML, which some sites call ".xls". */
const looksLikeMarkup = (bytes: Uint8Array) => /^(\ufeff)?\s*</.test(new TextDecoder('utf-8').decode(bytes.subarray(0, 1024)));

/** The format of an upload, or SheetRejected with the sentence to show. */
export const sniffSheet = (bytes: Uint8Array, fileName: string, limits: SheetLimits): SheetFormat => {
  if (bytes.length === 0) throw new SheetRejected(sheetMessages.empty);
  if (bytes.length > limits.maxBytes) throw new SheetRejected(sheetMessages.tooBig(limits.maxBytes));
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    checkXlsx(bytes, limits);
    return 'xlsx';
  }
  if (startsWith(bytes, OLE2)) return 'xls';
  if (OTHER_FORMATS.some((signature) => startsWith(bytes, signature))) throw new SheetRejected(sheetMessages.notSpreadsheet);
  if (startsWith(bytes, BOM_UTF16LE) || startsWith(bytes, BOM_UTF16BE) || looksUtf16(bytes)) throw new SheetRejected(sheetMessages.notUtf8);
  if (looksBinary(bytes)) throw new SheetRejected(sheetMessages.notSpreadsheet);
  // Text named .xlsx or .xls is an HTML or XML "Excel export" or a mislabelled file, never a
  // binary workbook; read as CSV it would become nonsense columns.
  if (/\.xlsx?$/i.test(fileName.trim()) || looksLikeMarkup(bytes)) throw new SheetRejected(sheetMessages.notSpreadsheet);
  if (!isUtf8(bytes)) throw new SheetRejected(sheetMessages.notUtf8);
  return 'csv';
};
