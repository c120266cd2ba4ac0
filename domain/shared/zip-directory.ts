/**
 * Just enough of the zip format to list a zip's central directory: each entry's name, declared
 * sizes, compression and flags. Nothing is decompressed. Every offset and count is checked
 * against the buffer, and the walk is bounded, so a crafted file costs little. Uploads use it
 * to tell a Word document from any other zip, the import to recognise a workbook and refuse a
 * zip bomb before anything inflates it.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; anything else no reader of ours opens. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535 bytes. */
const MAX_EOCD_SEARCH = EOCD_SIZE + 0xffff;
const CENTRAL_ENTRY_SIZE = 46;
/** More entries than any real document or workbook has; beyond it the file is refused. */
const MAX_ENTRIES = 10_000;
const ENCRYPTED_FLAG = 0x1;

const endOfCentralDirectory = (data: DataView): number | null => {
  const lowest = Math.max(0, data.byteLength - MAX_EOCD_SEARCH);
  for (let offset = data.byteLength - EOCD_SIZE; offset >= lowest; offset -= 1) {
    if (data.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  return null;
};

/** The central directory's entries, or null when it is not a well-formed zip (or is zip64, which no file of our size needs). */
export const readZipDirectory = (bytes: Uint8Array): ZipEntry[] | null => {
  if (bytes.byteLength < EOCD_SIZE) return null;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = endOfCentralDirectory(data);
  if (eocd === null) return null;
  const count = data.getUint16(eocd + 10, true);
  const size = data.getUint32(eocd + 12, true);
  const start = data.getUint32(eocd + 16, true);
  // 0xffff / 0xffffffff mean zip64.
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) return null;
  if (count > MAX_ENTRIES || start + size > eocd) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  const end = start + size;
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (offset + CENTRAL_ENTRY_SIZE > end || data.getUint32(offset, true) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    const nameStart = offset + CENTRAL_ENTRY_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    const localHeader = data.getUint32(offset + 42, true);
    const compressedSize = data.getUint32(offset + 20, true);
    // An entry's data must lie before the directory that lists it.
    if (next > end || localHeader + compressedSize > start) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: data.getUint16(offset + 10, true),
      encrypted: (data.getUint16(offset + 8, true) & ENCRYPTED_FLAG) !== 0,
      compressedSize,
      uncompressedSize: data.getUint32(offset + 24, true),
    });
    offset = next;
  }
  return entries;
};
