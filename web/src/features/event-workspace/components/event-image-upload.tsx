import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { msg, t } from '../../../i18n/intl';
import { useProtectedFileUrl } from '../../../lib/protected-file';
import type { WorkspaceEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { useUploadEventImage } from '../../../lib/upload-event-image';
import { updatedMessage, updateFailedMessage } from '../utils/update-messages';

/** The picture types the server keeps (it checks the content, not the name). */
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';
const NOT_AN_IMAGE = msg('Please choose an image file');

const ImageIcon = () => (
  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
    <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <circle cx="9" cy="10" r="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="m4 18 5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </svg>
);

/**
 * Spec §2 Event Details: the Event Image with its upload. The picture is stored first, then
 * the event takes its URL; both steps show 'Uploading...'.
 */
export const EventImageUpload = ({ event }: { event: WorkspaceEvent }) => {
  const inputId = useId();
  const image = useProtectedFileUrl(event.cover_image || null);
  const [broken, setBroken] = useState<string | null>(null);
  const uploadImage = useUploadEventImage();
  const updateEvent = useUpdateEvent();
  const busy = uploadImage.isPending || updateEvent.isPending;

  const onFile = async (changeEvent: ChangeEvent<HTMLInputElement>) => {
    const input = changeEvent.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again after a failure.
    input.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t(NOT_AN_IMAGE));
      return;
    }
    try {
      const url = await uploadImage.mutateAsync(file);
      if (!url) return;
      const updated = await updateEvent.mutateAsync({ eventId: event.id, changes: { cover_image: url } });
      if (updated) toast.success(updatedMessage(updated.message, updated.registeredUsersNotified));
    } catch (error) {
      toast.error(updateFailedMessage(error));
    }
  };

  return (
    <div className="event-image">
      <span className="detail-row__label">{t('Event Image')}</span>
      <div className="event-image__frame">
        {image && broken !== image ? (
          <img
            className="event-image__picture"
            src={image}
            alt={t('Cover image of {event}', { event: event.name })}
            onError={() => setBroken(image)}
          />
        ) : (
          <span className="event-image__empty">
            <ImageIcon />
            {!event.cover_image && t('No image yet')}
          </span>
        )}
      </div>
      <input
        id={inputId}
        className="visually-hidden file-picker__input"
        type="file"
        accept={ACCEPTED}
        disabled={busy}
        onChange={(changeEvent) => void onFile(changeEvent)}
      />
      <label htmlFor={inputId} className="button button--secondary button--small file-picker__button">
        {busy ? t('Uploading...') : t('Upload Image')}
      </label>
    </div>
  );
};
