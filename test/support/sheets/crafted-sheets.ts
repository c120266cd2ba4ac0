import { crc32, deflateRawSync, constants as zlib } from 'node:zlib';
import { asXls, asXlsx, cfb, type Grid } from './sheet-builders';

/** Files no spreadsheet program writes, crafted byte by byte: zips, zip bombs, formulas in an .xls. */
export interface ZipPart {
  name: string;
  data: Buffer;
  /** Deflate stream, when `data` is not to be compressed here. */
  deflated?: Buffer;
  /** What the directory says the part unzips to (a lie, for a bomb that hides). */
  declaredSize?: number;
  crc?: number;
}

/** A minimal zip writer: local headers, deflated data, central directory, end record. */
export const zipOf = (parts: readonly ZipPart[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const data = part.deflated ?? deflateRawSync(part.data);
    const crc = part.crc ?? crc32(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** The parts of a real .xlsx, to rebuild it around a crafted sheet. */
const xlsxParts = (grid: Grid) => {
  const container = cfb.read(asXlsx(grid), { type: 'buffer' });
  return container.FullPaths.flatMap((path, index) => {
    const entry = container.FileIndex[index]!;
    const name = path.replace(/^Root Entry\//, '');
    return entry.type === 2 && !name.startsWith('\u0001') && entry.content ? [{ name, data: Buffer.from(entry.content) }] : [];
  });
};

const bombHead = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
const bombChunk = Buffer.from('<row/>'.repeat((1024 * 1024) / 6));
const bombTail = Buffer.from('</sheetData></worksheet>');

/**
 * An .xlsx whose sheet unzips to `megabytes` MB of empty rows; `declaredSize` makes its
 * directory lie about that. The sheet is one deflated megabyte repeated (a full flush makes each
 * copy independent), so even 2 GB cost 3 MB and milliseconds to build. Its checksum is left 0:
 * computing it over 2 GB takes a second, and SheetJS does not check it.
 */
export const xlsxBomb = (megabytes = 200, declaredSize?: number): Buffer => {
  const flush = { finishFlush: zlib.Z_FULL_FLUSH };
  const repeated = deflateRawSync(bombChunk, flush);
  const deflated = Buffer.concat([deflateRawSync(bombHead, flush), ...Array<Buffer>(megabytes).fill(repeated), deflateRawSync(bombTail)]);
  const size = declaredSize ?? bombHead.length + bombChunk.length * megabytes + bombTail.length;
  return zipOf(xlsxParts([['Email']]).map((part) => (part.name === 'xl/worksheets/sheet1.xml' ? { ...part, deflated, crc: 0, declaredSize: size } : part)));
};

/** An .xlsx whose cell B2 holds a formula (with its cached value, as Excel saves it). */
export const xlsxWithFormula = () => asXlsx([['Email', 'Score'], ['a@example.com', { t: 'n', v: 3, f: 'SUM(1,2)' }]]);

/**
 * An .xls whose cell B2 holds a formula. SheetJS writes .xls values only, so the value record
 * of B2 in the Workbook stream is replaced by a BIFF8 FORMULA record computing 1+2.
 */
export const xlsWithFormula = () => {
  const container = cfb.read(asXls([['Email', 'Score'], ['a@example.com', 3.5]]), { type: 'buffer' });
  const entry = container.FileIndex.find((file) => file.name === 'Workbook')!;
  const stream = Buffer.from(entry.content ?? []);
  const NUMBER = 0x0203;
  const RK = 0x027e;
  for (let offset = 0; offset + 4 <= stream.length; ) {
    const type = stream.readUInt16LE(offset);
    const length = stream.readUInt16LE(offset + 2);
    const body = offset + 4;
    if ((type === NUMBER || type === RK) && stream.readUInt16LE(body) === 1 && stream.readUInt16LE(body + 2) === 1) {
      const rgce = Buffer.from([0x1e, 1, 0, 0x1e, 2, 0, 0x03]); // PtgInt 1, PtgInt 2, PtgAdd
      const formula = Buffer.alloc(4 + 20 + rgce.length);
      formula.writeUInt16LE(0x0006, 0);
      formula.writeUInt16LE(20 + rgce.length, 2);
      stream.copy(formula, 4, body, body + 6); // row, column, format
      formula.writeDoubleLE(3, 10);
      formula.writeUInt16LE(rgce.length, 22);
      rgce.copy(formula, 24);
      entry.content = Buffer.concat([stream.subarray(0, offset), formula, stream.subarray(body + length)]);
      entry.size = entry.content.length;
      return Buffer.from(cfb.write(container, { type: 'buffer' }));
    }
    offset = body + length;
  }
  throw new Error('no value record for B2 in the .xls written by SheetJS');
};
