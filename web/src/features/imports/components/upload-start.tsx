import { useRef, type ReactNode } from 'react';
import { t } from '../../../i18n/intl';
import { importMessages, limitsText, SPREADSHEET_ACCEPT } from '../utils/import-messages';

interface UploadStartProps {
  /** The upload is being sent or a file is being read: both buttons wait. */
  busy: boolean;
  uploading: boolean;
  /** The server's reason the last file was refused. */
  reason: string | null;
  /** The reading job's progress bar, for a large file. */
  progress?: ReactNode;
  onFile: (file: File) => void;
}

/**
 * Spec §2 Upload delegates: 'Upload Google Sheets' and 'Upload Google Form' both open the
 * picker of spreadsheets (.csv, .xlsx, .xls); then the processing indicator, and the reason a
 * refused file gave under the toast.
 */
export const UploadStart = ({ busy, uploading, reason, progress, onFile }: UploadStartProps) => {
  const input = useRef<HTMLInputElement>(null);
  const pick = () => input.current?.click();
  return (
    <div className="card upload-start">
      <p className="upload-start__text">
        {t(
          'Upload the delegates exported from Google Sheets or from a Google Form’s responses. Nothing is imported until you have checked the preview and pressed Apply.',
        )}
      </p>
      <p className="upload-start__limits">{limitsText()}</p>
      <div className="upload-start__buttons">
        <button type="button" className="button button--primary" onClick={pick} disabled={busy}>
          {t('Upload Google Sheets')}
        </button>
        <button type="button" className="button button--secondary" onClick={pick} disabled={busy}>
          {t('Upload Google Form')}
        </button>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept={SPREADSHEET_ACCEPT}
          aria-label={t('Spreadsheet file')}
          tabIndex={-1}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file can be chosen again after a failure.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </div>
      {uploading && (
        <p className="upload-start__processing" role="status">
          <span className="upload-start__spinner" aria-hidden="true" />
          {t(importMessages.processing)}
        </p>
      )}
      {progress}
      {reason && (
        <p className="upload-start__reason" role="alert">
          {reason}
        </p>
      )}
    </div>
  );
};
