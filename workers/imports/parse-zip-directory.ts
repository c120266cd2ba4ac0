/**
 * The entries of a zip's central directory with their declared sizes, read without
 * decompressing anything, so an .xlsx can be recognised and a zip bomb refused before SheetJS
 * inflates it. api/uploads/zip-directory.ts reads names only and workers/ may not import api/
 * (lint:deps), hence this reader. Every offset and count is checked against the buffer and the
 * walk is bounded, so a crafted file costs little. Declared sizes can lie: the parsing thread's
 * memory and time limits are the second line of defence.
 */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535 bytes. */
const MAX_EOCD_SEARCH = EOCD_SIZE + 0xffff;
const CENTRAL_ENTRY_SIZE = 46;
/** Far more parts than any workbook has (sheets, styles, strings, themes, media). */
const MAX_ENTRIES = 10_000;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

const endOfCentralDirectory = (data: DataView): number | null => {
  const lowest = Math.max(0, data.byteLength - MAX_EOCD_SEARCH);
  for (let offset = data.byteLength - EOCD_SIZE; offset >= lowest; offset -= 1) {
    if (data.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  return null;
};

/**
 * The central directory's entries, or null when it is not a well-formed zip that a spreadsheet
 * reader could open: truncated, zip64 (no sheet of our size needs it), encrypted, or using a
 * compression other than stored or deflate.
 */
export const readZipDirectory = (bytes: Uint8Array): ZipEntry[] | null => {
  if (bytes.byteLength < EOCD_SIZE) return null;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = endOfCentralDirectory(data);
  if (eocd === null) return null;
  const count = data.getUint16(eocd + 10, true);
  const size = data.getUint32(eocd + 12, true);
  const start = data.getUint32(eocd + 16, true);
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) return null;
  if (count > MAX_ENTRIES || start + size > eocd) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  const end = start + size;
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (offset + CENTRAL_ENTRY_SIZE > end || data.getUint32(offset, true) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const flags = data.getUint16(offset + 8, true);
    const method = data.getUint16(offset + 10, true);
    const compressedSize = data.getUint32(offset + 20, true);
    const uncompressedSize = data.getUint32(offset + 24, true);
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    const localHeader = data.getUint32(offset + 42, true);
    const nameStart = offset + CENTRAL_ENTRY_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > end || localHeader + compressedSize > start) return null;
    if (flags & ENCRYPTED_FLAG || (method !== STORED && method !== DEFLATED)) return null;
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return null;
    entries.push({ name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)), compressedSize, uncompressedSize });
    offset = next;
  }
  return entries;
};
