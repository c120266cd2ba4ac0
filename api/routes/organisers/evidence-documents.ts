import { DomainError } from '../../../domain/shared/errors';
import { fileTypeOfName, type FileStorage } from '../../uploads/file-storage';
import { evidenceTypes } from '../../uploads/sniff-file-type';
import { uploadUrl } from '../../plugins/uploads';

export const EVIDENCE_NOT_FOUND_MESSAGE = 'An evidence document could not be found. Please upload it again.';

// What the evidence upload answers (`/uploads/<name>`), possibly made absolute by the client.
const uploadedPath = /^(?:https?:\/\/[^/]+)?\/uploads\/([^/?#]+)$/;

const notFound = (field: string) => new DomainError('validation', 'EVIDENCE_NOT_FOUND', EVIDENCE_NOT_FOUND_MESSAGE, { [field]: EVIDENCE_NOT_FOUND_MESSAGE });

/** The stored name of an evidence document URL, or null when it is not one of ours. */
export const evidenceFileName = (url: string): string | null => {
  const name = uploadedPath.exec(url.trim())?.[1];
  const type = name ? fileTypeOfName(name) : null;
  return name && type && evidenceTypes.includes(type) ? name : null;
};

/**
 * Evidence must be documents uploaded here (checked by content when they were uploaded),
 * so a record never points at someone else's site or at a file that is not there.
 * Answers the URLs in their canonical form, without repeats.
 */
export const checkedEvidenceUrls = async (storage: FileStorage, urls: readonly string[], field = 'evidenceDocs'): Promise<string[]> => {
  const names = [...new Set(urls.map((url) => evidenceFileName(url)))];
  for (const name of names) {
    if (name === null || (await storage.read(name)) === null) throw notFound(field);
  }
  return names.map((name) => uploadUrl(name!));
};
