import { DomainError } from '@domain/shared/errors';
import { fileTypeOfName, type FileStorage } from '../../uploads/file-storage';
import { imageTypes } from '../../uploads/sniff-file-type';
import { uploadUrl } from '../../plugins/uploads';

export const EVENT_IMAGE_NOT_FOUND_MESSAGE = 'This image could not be found. Please upload it again.';
export const EVENT_IMAGE_NOT_YOURS_MESSAGE = 'You can only use images that you uploaded yourself.';

// What the image upload answers (`/uploads/<name>`), possibly made absolute by the client.
const uploadedPath = /^(?:https?:\/\/[^/]+)?\/uploads\/([^/?#]+)$/;

/**
 * An event's cover and logo must be images uploaded here through the event image upload (so
 * re-encoded and checked by content) by the person naming them, or the image the event
 * already has. Answers the URL in canonical form.
 */
export const checkedEventImageUrl = async (
  storage: FileStorage,
  url: string,
  uploaderId: string,
  field: 'cover_image' | 'logo_image',
  current?: string,
): Promise<string> => {
  const name = uploadedPath.exec(url.trim())?.[1];
  const type = name ? fileTypeOfName(name) : null;
  const canonical = name && type && imageTypes.includes(type) ? uploadUrl(name) : null;
  if (canonical !== null && canonical === current) return canonical;
  const stored = canonical === null ? null : await storage.read(name!);
  if (stored === null)
    throw new DomainError('validation', 'EVENT_IMAGE_NOT_FOUND', EVENT_IMAGE_NOT_FOUND_MESSAGE, { [field]: EVENT_IMAGE_NOT_FOUND_MESSAGE });
  if (stored.owner?.ownerId !== uploaderId || stored.owner.purpose !== 'event-image') {
    throw new DomainError('forbidden', 'EVENT_IMAGE_NOT_YOURS', EVENT_IMAGE_NOT_YOURS_MESSAGE, { [field]: EVENT_IMAGE_NOT_YOURS_MESSAGE });
  }
  return canonical!;
};
