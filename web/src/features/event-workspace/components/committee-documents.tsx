import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/intl';
import { COMMITTEE_DOCUMENT_ACCEPT, committeeDocumentsKey, documentMessages, useCommitteeDocuments } from '../api/event-documents';
import { DocumentList, DocumentUploadForm, useDocumentUpload } from './document-list';
import { committeeUploadProblem } from '../utils/document-checks';

/** Spec §2 workspace tab 5: the selected committee's documents (upload, edit title, delete). */
export const CommitteeDocuments = ({ eventId, committee }: { eventId: string; committee: { id: string; abbr: string } | null }) => {
  const query = useCommitteeDocuments(eventId, committee?.id ?? '');
  const key = committeeDocumentsKey(eventId, committee?.id ?? '');
  const upload = useDocumentUpload(key);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (query.error) toast.error(t(documentMessages.loadFailed), { id: 'documents-load-failed' });
  }, [query.error]);

  const start = () => {
    const problem = committeeUploadProblem(eventId, committee);
    if (problem) toast.error(t(problem));
    else setUploading(true);
  };

  return (
    <section className="committee-documents" aria-label={t('Committee documents')}>
      <div className="general-documents__header">
        <h3>{t('Documents')}</h3>
        {!uploading && (
          <button type="button" className="button button--secondary" onClick={start}>
            {t('Upload Document')}
          </button>
        )}
      </div>
      {uploading && committee && (
        <DocumentUploadForm
          accept={COMMITTEE_DOCUMENT_ACCEPT}
          titleLabel={t('Document Name')}
          titleRequired={documentMessages.nameRequired}
          busy={upload.busy}
          onSave={async (title, file) => {
            if (!committee.id) {
              toast.error(t(documentMessages.committeeNotFound));
              return;
            }
            if (await upload.run({ eventId, title, file, committee })) setUploading(false);
          }}
          onCancel={() => setUploading(false)}
        />
      )}
      {committee ? (
        <DocumentList
          documents={query.data ?? []}
          loading={query.isPending}
          emptyText={t('No documents uploaded yet')}
          queryKey={key}
          committee
        />
      ) : (
        <p className="empty-state__text">{t(documentMessages.committeeMissing)}</p>
      )}
    </section>
  );
};
