import { useId, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { errorMessageOf } from '../../../lib/api-client';
import { useProtectedFileUrl } from '../../../lib/protected-file';
import { useUploadEventImage } from '../../../lib/upload-event-image';
import { msg, t } from '../../../i18n/intl';

/** What the server accepts for event pictures (it checks the content too). */
const ACCEPTED = 'image/png,image/jpeg,image/webp';
const UPLOAD_FAILED = msg('Failed to upload image');

interface ImageUploadFieldProps {
  label: string;
  /** The stored picture's URL, '' when none yet. */
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}

/** A picture uploaded as soon as it is chosen (spec §2), then shown from the server with the token. */
export const ImageUploadField = ({ label, value, onChange, error }: ImageUploadFieldProps) => {
  const id = useId();
  const upload = useUploadEventImage();
  const preview = useProtectedFileUrl(value || null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const url = await upload.mutateAsync(file);
      if (url) onChange(url);
    } catch (failure) {
      toast.error(errorMessageOf(failure, t(UPLOAD_FAILED)));
    } finally {
      // The same file can be chosen again after a failure.
      input.value = '';
    }
  };

  return (
    <div className="field image-upload">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className={error ? 'image-upload__preview image-upload__preview--invalid' : 'image-upload__preview'}>
        {preview ? (
          <img src={preview} alt={t('{label} preview', { label })} />
        ) : (
          <span className="image-upload__empty">{value ? t('Loading…') : t('No image chosen')}</span>
        )}
      </div>
      <input
        id={`${id}-input`}
        className="visually-hidden image-upload__input"
        type="file"
        accept={ACCEPTED}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={upload.isPending}
        onChange={(event) => void onFile(event)}
      />
      <label
        htmlFor={`${id}-input`}
        id={`${id}-button`}
        className="button button--secondary button--small image-upload__button"
        aria-disabled={upload.isPending || undefined}
      >
        {upload.isPending ? t('Uploading...') : value ? t('Change image') : t('Upload image')}
      </label>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};
