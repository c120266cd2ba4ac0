import { useEffect } from 'react';
import { toast } from 'sonner';
import { API_REQUEST_FAILED } from '../../../lib/api-client';
import { openProtectedFile } from '../../../lib/protected-file';
import { documentsLoadFailed, useEventDocuments, type DelegateDocument } from '../api/get-event-documents';
import { emptyTexts } from '../utils/messages';
import { ReadOnlyField } from './read-only-field';

const DocumentList = ({ title, emptyText, documents, loading }: { title: string; emptyText: string; documents: readonly DelegateDocument[]; loading: boolean }) => (
  <div className="delegate-documents__group">
    <h3 className="delegate-documents__title">{title}</h3>
    {loading ? (
      <p className="delegate-muted" role="status">
        Loading documents...
      </p>
    ) : documents.length === 0 ? (
      <p className="delegate-muted">{emptyText}</p>
    ) : (
      <ul className="delegate-documents__list">
        {documents.map((document) => (
          <li key={document.id ?? document.file_url} className="delegate-documents__item">
            <span>{document.title}</span>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Open ${document.title} in a new tab`}
              onClick={() => void openProtectedFile(document.file_url)}
            >
              Download
            </button>
          </li>
        ))}
      </ul>
    )}
  </div>
);

/**
 * Spec §2 Delegate page, Participation Info: the committee and country the delegate is given
 * (none yet) and the event's documents, general and committee related, each opened (with the
 * token) in a new tab.
 */
export const ParticipationInfoPanel = ({ eventId }: { eventId: string }) => {
  const documents = useEventDocuments(eventId);
  const { error } = documents;
  useEffect(() => {
    if (error) toast.error(documentsLoadFailed(error.message || API_REQUEST_FAILED), { id: 'documents-load-failed' });
  }, [error]);
  const all = documents.data ?? [];
  return (
    <section className="card delegate-section" aria-labelledby="participation-title">
      <h2 className="delegate-section__title" id="participation-title">
        Participation Info
      </h2>
      <div className="registration-grid">
        <ReadOnlyField label="Committee" value="" />
        <ReadOnlyField label="Country" value="" />
      </div>
      <div className="delegate-subsection">
        <h3 className="delegate-section__subtitle">Documents</h3>
        <div className="delegate-documents__groups">
          <DocumentList
            title="General"
            emptyText={emptyTexts.generalDocuments}
            documents={all.filter((document) => document.doc_type === 'general')}
            loading={documents.isPending}
          />
          <DocumentList
            title="Committee Related"
            emptyText={emptyTexts.committeeDocuments}
            documents={all.filter((document) => document.doc_type !== 'general')}
            loading={documents.isPending}
          />
        </div>
      </div>
    </section>
  );
};
