import { useEffect } from 'react';
import { toast } from 'sonner';
import { API_REQUEST_FAILED } from '../../../lib/api-client';
import { openProtectedFile } from '../../../lib/protected-file';
import { useCommitteeAgendas } from '../api/get-committee-agendas';
import { documentsLoadFailed, useEventDocuments, type DelegateDocument } from '../api/get-event-documents';
import type { Registration } from '../../../lib/registration-schema';
import { emptyTexts } from '../utils/messages';
import { documentsFor, seatOf } from '../utils/seat';
import { ReadOnlyField } from './read-only-field';
import { t } from '../../../i18n/intl';

const DocumentList = ({
  title,
  emptyText,
  documents,
  loading,
}: {
  title: string;
  emptyText: string;
  documents: readonly DelegateDocument[];
  loading: boolean;
}) => (
  <div className="delegate-documents__group">
    <h3 className="delegate-documents__title">{title}</h3>
    {loading ? (
      <p className="delegate-muted" role="status">
        {t('Loading documents...')}
      </p>
    ) : documents.length === 0 ? (
      <p className="delegate-muted">{t(emptyText)}</p>
    ) : (
      <ul className="delegate-documents__list">
        {documents.map((document) => (
          <li key={document.id ?? document.file_url} className="delegate-documents__item">
            <bdi>{document.title}</bdi>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={t('Open {title} in a new tab', { title: document.title })}
              onClick={() => void openProtectedFile(document.file_url)}
            >
              {t('Download')}
            </button>
          </li>
        ))}
      </ul>
    )}
  </div>
);

const Agendas = ({ eventId, eventCommitteeId }: { eventId: string; eventCommitteeId: string | null }) => {
  const agendas = useCommitteeAgendas(eventId, eventCommitteeId);
  if (eventCommitteeId === null) return null;
  return (
    <div className="delegate-subsection">
      <h3 className="delegate-section__subtitle">{t('Agendas')}</h3>
      {agendas.isPending ? (
        <p className="delegate-muted" role="status">
          {t('Loading agendas...')}
        </p>
      ) : (agendas.data ?? []).length === 0 ? (
        <p className="delegate-muted">{t(emptyTexts.agendas)}</p>
      ) : (
        <ol className="delegate-agendas">
          {agendas.data!.map((agenda) => (
            <li key={agenda.id}>{agenda.agenda_abbr ? `${agenda.agenda_abbr}: ${agenda.agenda_title}` : agenda.agenda_title}</li>
          ))}
        </ol>
      )}
    </div>
  );
};

/**
 * Spec §2 Delegate page, Participation Info: the committee and country published to the
 * delegate (Not assigned yet before), their committee's agendas, and the event's documents:
 * general, and their own committee's, each opened (with the token) in a new tab.
 */
export const ParticipationInfoPanel = ({ eventId, registration }: { eventId: string; registration: Registration | null | undefined }) => {
  const documents = useEventDocuments(eventId);
  const { error } = documents;
  useEffect(() => {
    if (error) toast.error(documentsLoadFailed(error.message || API_REQUEST_FAILED), { id: 'documents-load-failed' });
  }, [error]);
  const seat = seatOf(registration);
  const { general, committee } = documentsFor(documents.data ?? [], seat.eventCommitteeId);
  return (
    <section className="card delegate-section" aria-labelledby="participation-title">
      <h2 className="delegate-section__title" id="participation-title">
        {t('Participation Info')}
      </h2>
      <div className="registration-grid delegate-seat">
        <ReadOnlyField label={t('Committee')} value={seat.committee} note={seat.category ?? undefined} />
        <ReadOnlyField label={t('Country')} value={seat.country} note={seat.flag ?? undefined} />
      </div>
      <Agendas eventId={eventId} eventCommitteeId={seat.eventCommitteeId} />
      <div className="delegate-subsection">
        <h3 className="delegate-section__subtitle">{t('Documents')}</h3>
        <div className="delegate-documents__groups">
          <DocumentList title={t('General')} emptyText={emptyTexts.generalDocuments} documents={general} loading={documents.isPending} />
          <DocumentList
            title={t('Committee Related')}
            emptyText={emptyTexts.committeeDocuments}
            documents={committee}
            loading={documents.isPending}
          />
        </div>
      </div>
    </section>
  );
};
