import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { RowMenu } from '../../../components/ui/row-menu';
import { t, tm } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { openProtectedFile } from '../../../lib/protected-file';
import { documentMessages, titleFromFileName, useDeleteDocument, useSaveDocument, type EventDocument } from '../api/event-documents';
import { renameProblem, uploadFormProblem } from '../utils/document-checks';

/** Spec §4 "Simulated edits": renaming is local only, after a 1-second delay. */
const RENAME_DELAY_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DocumentUploadFormProps {
  accept: string;
  /** The field's label (translated) and its empty message (the shared rules' English) differ between general and committee documents. */
  titleLabel: string;
  titleRequired: string;
  busy: boolean;
  onSave: (title: string, file: File) => Promise<void>;
  onCancel: () => void;
}

/** 'Upload Document': a title (filled from the chosen file's name), a file picker, Save Document and Cancel. */
export const DocumentUploadForm = ({ accept, titleLabel, titleRequired, busy, onSave, onCancel }: DocumentUploadFormProps) => {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = uploadFormProblem(title, file, titleRequired);
    if (problem) {
      // Both messages are the shared rules' (domain/workspace/event-documents.ts).
      const message = tm(problem.message);
      if (problem.field === 'title') setError(message);
      toast.error(message);
      return;
    }
    await onSave(title.trim(), file!);
  };
  return (
    <form className="card document-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={titleLabel} error={error}>
        {(control) => (
          <input {...control} className="input" value={title} onChange={(event) => (setTitle(event.target.value), setError(undefined))} />
        )}
      </FormField>
      <FormField label={t('File')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={accept}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              if (chosen) {
                setTitle(titleFromFileName(chosen.name));
                setError(undefined);
              }
            }}
          />
        )}
      </FormField>
      <div className="document-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('Saving...') : t('Save Document')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
};

interface DocumentListProps {
  documents: readonly EventDocument[];
  loading: boolean;
  emptyText: string;
  queryKey: readonly unknown[];
  committee: boolean;
}

/** The documents with their row menu: Open, Edit Title (simulated), Delete (with a confirmation). */
export const DocumentList = ({ documents, loading, emptyText, queryKey, committee }: DocumentListProps) => {
  const remove = useDeleteDocument(queryKey);
  const [deleting, setDeleting] = useState<EventDocument | null>(null);
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [titles, setTitles] = useState<Record<string, string>>({});

  const rename = async () => {
    if (!editing) return;
    const problem = renameProblem(editing.title);
    if (problem) {
      toast.error(tm(problem));
      return;
    }
    setRenaming(true);
    await wait(RENAME_DELAY_MS);
    setTitles((current) => ({ ...current, [editing.id]: editing.title.trim() }));
    setRenaming(false);
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id, committee });
      toast.success(tm(documentMessages.deleted));
    } catch (error) {
      toast.error(errorMessageOf(error, t(documentMessages.deleteFailed)));
    }
    setDeleting(null);
  };

  if (loading) return <p role="status">{t('Loading documents...')}</p>;
  if (documents.length === 0) return <p className="empty-state__text">{emptyText}</p>;
  return (
    <>
      <ul className="document-list">
        {documents.map((document) => {
          const title = titles[document.id] ?? document.title;
          return (
            <li key={document.id} className="document-list__item">
              {editing?.id === document.id ? (
                <span className="document-list__edit">
                  <input
                    className="input"
                    aria-label={t('Document title')}
                    value={editing.title}
                    disabled={renaming}
                    onChange={(event) => setEditing({ id: document.id, title: event.target.value })}
                  />
                  <button type="button" className="button button--primary button--small" disabled={renaming} onClick={() => void rename()}>
                    {renaming ? t('Saving...') : t('Save')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={renaming}
                    onClick={() => setEditing(null)}
                  >
                    {t('Cancel')}
                  </button>
                </span>
              ) : (
                <span className="document-list__title">
                  <bdi>{title}</bdi>
                </span>
              )}
              <RowMenu
                label={t('Actions for {title}', { title })}
                items={[
                  ...(document.file_url
                    ? [{ key: 'open', label: t('Open'), onSelect: () => void openProtectedFile(document.file_url) }]
                    : []),
                  { key: 'edit', label: t('Edit Title'), onSelect: () => setEditing({ id: document.id, title }) },
                  { key: 'delete', label: t('Delete'), danger: true, onSelect: () => setDeleting(document) },
                ]}
              />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete document?')}
        message={
          deleting
            ? t("Are you sure you want to delete ''{title}''?", { title: titles[deleting.id] ?? deleting.title })
            : t('Are you sure you want to delete this document?')
        }
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
};

/** The upload form's save: upload, then save, with the spec's toasts. */
export const useDocumentUpload = (queryKey: readonly unknown[]) => {
  const save = useSaveDocument(queryKey);
  const run = async (input: Parameters<typeof save.mutateAsync>[0]) => {
    try {
      const answer = await save.mutateAsync(input);
      if (!answer) return false;
      toast.success(tm(documentMessages.saved));
      return true;
    } catch (error) {
      toast.error(errorMessageOf(error, t(documentMessages.uploadFailed)));
      return false;
    }
  };
  return { run, busy: save.isPending };
};
