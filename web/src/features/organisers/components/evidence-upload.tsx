import { useId, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { errorMessageOf } from '../../../lib/api-client';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_BYTES, EVIDENCE_TOO_LARGE, EVIDENCE_UPLOAD_FAILED, uploadEvidence } from '../api/upload-evidence';
import { evidenceRoomLeft, requestErrorText, type EvidenceItem } from '../utils/approval-request';
import { t } from '../../../i18n/intl';

interface EvidenceUploadProps {
  items: readonly EvidenceItem[];
  onChange: (update: (items: readonly EvidenceItem[]) => readonly EvidenceItem[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const FileIcon = () => (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M5 2.5h6.5L15.5 6.5v11h-10.5z M11.5 2.5v4h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
  </svg>
);

const UploadIcon = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d="M10 13V4m-4 4 4-4 4 4M4 15.5h12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

let nextKey = 0;

/**
 * Spec §2.5: evidence uploads. Each chosen file is uploaded at once and its name joins the
 * list; a name can only be removed from the list (the upload itself stays on the server
 * until a request uses it or nobody does).
 */
export const EvidenceUpload = ({ items, onChange, error, disabled = false }: EvidenceUploadProps) => {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const roomLeft = evidenceRoomLeft(items);

  const upload = async (file: File, key: string) => {
    try {
      if (file.size > EVIDENCE_MAX_BYTES) throw new Error(EVIDENCE_TOO_LARGE);
      const url = await uploadEvidence(file);
      if (!url) {
        onChange((current) => current.filter((item) => item.key !== key));
        return;
      }
      onChange((current) => current.map((item) => (item.key === key ? { ...item, url } : item)));
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message === EVIDENCE_TOO_LARGE
          ? t(EVIDENCE_TOO_LARGE)
          : errorMessageOf(failure, t(EVIDENCE_UPLOAD_FAILED));
      toast.error(`${file.name}: ${message}`);
      onChange((current) => current.filter((item) => item.key !== key));
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])].slice(0, roomLeft);
    // The same file can be chosen again later (after removing it, for example).
    input.value = '';
    if (files.length === 0) return;
    const added = files.map((file) => ({
      file,
      item: { key: `evidence-${(nextKey += 1)}`, name: file.name, url: null } satisfies EvidenceItem,
    }));
    onChange((current) => [...current, ...added.map(({ item }) => item)]);
    for (const { file, item } of added) void upload(file, item.key);
  };

  return (
    <div className="field evidence-upload">
      <span className="field__label">{t('Evidence documents')}</span>
      <p className="field__hint" id={hintId}>
        {t('PDF, PNG, JPEG or WebP, at most 5 MB each. Each file is uploaded as soon as you choose it.')}
      </p>
      <div className="evidence-upload__control">
        <input
          id={inputId}
          className="visually-hidden evidence-upload__input"
          type="file"
          multiple
          accept={EVIDENCE_ACCEPT}
          disabled={disabled || roomLeft === 0}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={onFiles}
        />
        <label htmlFor={inputId} className="button button--secondary evidence-upload__button">
          <UploadIcon />
          {t('Upload evidence')}
        </label>
      </div>
      {items.length > 0 && (
        <ul className="evidence-list" aria-label={t('Uploaded evidence documents')}>
          {items.map((item) => (
            <li key={item.key} className={item.url ? 'evidence-list__item' : 'evidence-list__item is-uploading'}>
              <FileIcon />
              <bdi className="evidence-list__name">{item.name}</bdi>
              {item.url ? (
                <button
                  type="button"
                  className="icon-button icon-button--row evidence-list__remove"
                  aria-label={t('Remove {file}', { file: item.name })}
                  title={t('Remove from the list')}
                  disabled={disabled}
                  onClick={() => onChange((current) => current.filter((entry) => entry.key !== item.key))}
                >
                  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              ) : (
                <span className="evidence-list__status" role="status">
                  <span className="evidence-list__spinner" aria-hidden="true" />
                  {t('Uploading…')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {requestErrorText(error)}
        </p>
      )}
    </div>
  );
};
