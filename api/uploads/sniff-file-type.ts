import { hasWordDocumentEntry } from './zip-directory';

/**
 * File types are decided from the bytes themselves (magic numbers), never from the client's
 * filename or Content-Type, which anyone can set. Only formats that cannot carry script when
 * served with `nosniff` are known here: SVG (XML that may hold <script>) and HTML never are.
 * Plain text has no magic number, so it is only considered where the caller allows it (see
 * `SniffOptions.text`); it is then served as text/plain, as a download.
 */
export type FileType = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx' | 'txt';
export type ImageType = Extract<FileType, 'png' | 'jpeg' | 'gif' | 'webp'>;

export interface FileTypeInfo {
  contentType: string;
  extension: string;
  /** How the browser should show it; see api/plugins/uploads.ts for why PDFs download. */
  disposition: 'inline' | 'attachment';
}

export const fileTypes: Readonly<Record<FileType, FileTypeInfo>> = {
  png: { contentType: 'image/png', extension: 'png', disposition: 'inline' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', disposition: 'inline' },
  gif: { contentType: 'image/gif', extension: 'gif', disposition: 'inline' },
  webp: { contentType: 'image/webp', extension: 'webp', disposition: 'inline' },
  pdf: { contentType: 'application/pdf', extension: 'pdf', disposition: 'attachment' },
  doc: { contentType: 'application/msword', extension: 'doc', disposition: 'attachment' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    disposition: 'attachment',
  },
  txt: { contentType: 'text/plain; charset=utf-8', extension: 'txt', disposition: 'attachment' },
};

/** Avatars and event images. */
export const imageTypes: readonly FileType[] = ['png', 'jpeg', 'gif', 'webp'];
/** Organiser approval evidence: scanned letters or photos of them. */
export const evidenceTypes: readonly FileType[] = ['pdf', 'png', 'jpeg', 'webp'];
/** An event's general documents (spec §5: .pdf .doc .docx). */
export const generalDocumentTypes: readonly FileType[] = ['pdf', 'doc', 'docx'];
/** A committee's documents (spec §5: .pdf .doc .docx .txt). */
export const committeeDocumentTypes: readonly FileType[] = ['pdf', 'doc', 'docx', 'txt'];
/** A delegate's position paper. */
export const positionPaperTypes = ['pdf', 'docx'] as const satisfies readonly FileType[];

export const isImageType = (type: FileType): type is ImageType => imageTypes.includes(type);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The OLE2 compound file header that Word 97–2003 documents start with. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

const signatures: ReadonlyArray<{ type: FileType; matches: (bytes: Uint8Array) => boolean }> = [
  { type: 'png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'gif', matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')) },
  // RIFF container: "RIFF", 4 bytes of length, then the form type "WEBP".
  { type: 'webp', matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) },
  // Readers tolerate junk before %PDF-, but a file we accept must start with it, so that no
  // browser or tool could take its first bytes for something else.
  { type: 'pdf', matches: (bytes) => startsWith(bytes, ascii('%PDF-')) },
  { type: 'doc', matches: (bytes) => startsWith(bytes, OLE2) },
  // Any zip starts like this (xlsx, jar, epub): only one whose directory holds the Word body is a docx.
  { type: 'docx', matches: (bytes) => startsWith(bytes, ZIP_LOCAL_HEADER) && hasWordDocumentEntry(bytes) },
];

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 without NUL (which no text file holds and which marks binary content). */
export const isPlainText = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

export interface SniffOptions {
  /** Whether bytes of no known format may count as plain text (only where text is allowed). */
  text?: boolean;
}

/** The type the bytes really are, or null when they are none of the known formats. */
export const sniffFileType = (bytes: Uint8Array, options: SniffOptions = {}): FileType | null => {
  const known = signatures.find((signature) => signature.matches(bytes))?.type;
  if (known) return known;
  return options.text && bytes.length > 0 && isPlainText(bytes) ? 'txt' : null;
};
