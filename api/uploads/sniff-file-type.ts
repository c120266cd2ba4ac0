/**
 * File types are decided from the bytes themselves (magic numbers), never from the client's
 * filename or Content-Type, which anyone can set. Only formats that cannot carry script when
 * served with `nosniff` are known here: SVG (XML that may hold <script>) and HTML never are.
 */
export type FileType = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf';

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
};

/** Avatars and event images. */
export const imageTypes: readonly FileType[] = ['png', 'jpeg', 'gif', 'webp'];
/** Organiser approval evidence: scanned letters or photos of them. */
export const evidenceTypes: readonly FileType[] = ['pdf', 'png', 'jpeg', 'webp'];

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const signatures: ReadonlyArray<{ type: FileType; matches: (bytes: Uint8Array) => boolean }> = [
  { type: 'png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'gif', matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')) },
  // RIFF container: "RIFF", 4 bytes of length, then the form type "WEBP".
  { type: 'webp', matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) },
  // Readers tolerate junk before %PDF-, but a file we accept must start with it, so that no
  // browser or tool could take its first bytes for something else.
  { type: 'pdf', matches: (bytes) => startsWith(bytes, ascii('%PDF-')) },
];

/** The type the bytes really are, or null when they are none of the known formats. */
export const sniffFileType = (bytes: Uint8Array): FileType | null =>
  signatures.find((signature) => signature.matches(bytes))?.type ?? null;
