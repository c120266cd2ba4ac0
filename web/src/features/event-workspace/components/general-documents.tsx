import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/intl';
import { documentMessages, GENERAL_DOCUMENT_ACCEPT, generalDocumentsKey, useGeneralDocuments } from '../api/event-documents';
import { DocumentList, DocumentUploadForm, useDocumentUpload } from './document-list';

/** Spec §2 workspace tab 7: the event's general documents, and 'Upload Document'. */
export const GeneralDocuments = ({ eventId }: { eventId: string }) => {
  const query = useGeneralDocuments(eventId);
  const key = generalDocumentsKey(eventId);
  const upload = useDocumentUpload(key);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (query.error) toast.error(t(documentMessages.loadFailed), { id: 'documents-load-failed' });
  }, [query.error]);

  return (
    <section className="card general-documents" aria-labelledby="general-documents-title">
      <div className="general-documents__header">
        <h2 id="general-documents-title">{t('General Documents')}</h2>
        {!uploading && (
          <button type="button" className="button button--primary" onClick={() => setUploading(true)}>
            {t('Upload Document')}
          </button>
        )}
      </div>
      {uploading && (
        <DocumentUploadForm
          accept={GENERAL_DOCUMENT_ACCEPT}
          titleLabel={t('Document Title')}
          titleRequired={documentMessages.titleRequired}
          busy={upload.busy}
          onSave={async (title, file) => {
            if (await upload.run({ eventId, title, file })) setUploading(false);
          }}
          onCancel={() => setUploading(false)}
        />
      )}
      <DocumentList
        documents={query.data ?? []}
        loading={query.isPending}
        emptyText={t('No documents uploaded yet')}
        queryKey={key}
        committee={false}
      />
    </section>
  );
};
