/**
 * Just enough of the zip format to list entry names from the central directory, to tell a
 * Word document (.docx) from any other zip. Nothing is decompressed. Every offset and count is
 * checked against the buffer, and the walk is bounded, so a crafted file costs little.
 */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535 bytes. */
const MAX_EOCD_SEARCH = EOCD_SIZE + 0xffff;
const CENTRAL_ENTRY_SIZE = 46;
/** More entries than any real document has; beyond it the file is refused. */
const MAX_ENTRIES = 10_000;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const endOfCentralDirectory = (data: DataView): number | null => {
  const lowest = Math.max(0, data.byteLength - MAX_EOCD_SEARCH);
  for (let offset = data.byteLength - EOCD_SIZE; offset >= lowest; offset -= 1) {
    if (data.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  return null;
};

/** Entry names of the zip's central directory, or null when it is not a well-formed zip. */
export const zipEntryNames = (bytes: Uint8Array): string[] | null => {
  if (bytes.byteLength < EOCD_SIZE) return null;
  const data = view(bytes);
  const eocd = endOfCentralDirectory(data);
  if (eocd === null) return null;
  const count = data.getUint16(eocd + 10, true);
  const size = data.getUint32(eocd + 12, true);
  const start = data.getUint32(eocd + 16, true);
  // 0xffff / 0xffffffff mean zip64, which no document of our size needs.
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) return null;
  if (count > MAX_ENTRIES || start + size > eocd) return null;
  const names: string[] = [];
  const decoder = new TextDecoder('utf-8');
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (offset + CENTRAL_ENTRY_SIZE > start + size) return null;
    if (data.getUint32(offset, true) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    const nameStart = offset + CENTRAL_ENTRY_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > start + size) return null;
    names.push(decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)));
    offset = next;
  }
  return names;
};

/** A zip holding the main part of a WordprocessingML document (what makes a .docx). */
export const hasWordDocumentEntry = (bytes: Uint8Array): boolean => zipEntryNames(bytes)?.includes('word/document.xml') ?? false;
