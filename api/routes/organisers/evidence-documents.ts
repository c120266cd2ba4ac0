import { DomainError } from '@domain/shared/errors';
import { fileTypeOfName, type FileStorage } from '../../uploads/file-storage';
import { evidenceTypes } from '../../uploads/sniff-file-type';
import { uploadUrl } from '../../plugins/uploads';

export const EVIDENCE_NOT_FOUND_MESSAGE = 'An evidence document could not be found. Please upload it again.';

// What the evidence upload answers (`/uploads/<name>`), possibly made absolute by the client.
const uploadedPath = /^(?:https?:\/\/[^/]+)?\/uploads\/([^/?#]+)$/;

const notFound = (field: string) =>
  new DomainError('validation', 'EVIDENCE_NOT_FOUND', EVIDENCE_NOT_FOUND_MESSAGE, { [field]: EVIDENCE_NOT_FOUND_MESSAGE });

/** The stored name of an evidence document URL, or null when it is not one of ours. */
export const evidenceFileName = (url: string): string | null => {
  const name = uploadedPath.exec(url.trim())?.[1];
  const type = name ? fileTypeOfName(name) : null;
  return name && type && evidenceTypes.includes(type) ? name : null;
};

export const EVIDENCE_NOT_YOURS_MESSAGE = 'You can only cite evidence documents that you uploaded yourself.';

/**
 * Evidence must be documents uploaded here (checked by content when they were uploaded) by
 * the person citing them, so a record never points at someone else's site, at a file that is
 * not there, or at another person's papers. Answers the URLs in canonical form, without repeats.
 */
export const checkedEvidenceUrls = async (
  storage: FileStorage,
  urls: readonly string[],
  uploaderId: string,
  field = 'evidenceDocs',
): Promise<string[]> => {
  const names = [...new Set(urls.map((url) => evidenceFileName(url)))];
  for (const name of names) {
    const stored = name === null ? null : await storage.read(name);
    if (stored === null) throw notFound(field);
    if (stored.owner?.ownerId !== uploaderId || stored.owner.purpose !== 'evidence') {
      throw new DomainError('forbidden', 'EVIDENCE_NOT_YOURS', EVIDENCE_NOT_YOURS_MESSAGE, { [field]: EVIDENCE_NOT_YOURS_MESSAGE });
    }
  }
  return names.map((name) => uploadUrl(name!));
};
