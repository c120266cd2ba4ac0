import { readZipDirectory } from '@domain/shared/zip-directory';

/** Entry names of the zip's central directory, or null when it is not a well-formed zip. */
export const zipEntryNames = (bytes: Uint8Array): string[] | null => readZipDirectory(bytes)?.map((entry) => entry.name) ?? null;

/** A zip holding the main part of a WordprocessingML document (what makes a .docx). */
export const hasWordDocumentEntry = (bytes: Uint8Array): boolean => zipEntryNames(bytes)?.includes('word/document.xml') ?? false;
