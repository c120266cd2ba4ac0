import { emptyTexts } from '../utils/messages';
import { ReadOnlyField } from './read-only-field';

const DocumentList = ({ title, emptyText }: { title: string; emptyText: string }) => (
  <div className="delegate-documents__group">
    <h3 className="delegate-documents__title">{title}</h3>
    <p className="delegate-muted">{emptyText}</p>
  </div>
);

/**
 * Spec §2 Delegate page, Participation Info: the committee and country the delegate is given
 * (none yet) and the event's documents (none are served yet).
 */
export const ParticipationInfoPanel = () => (
  <section className="card delegate-section" aria-labelledby="participation-title">
    <h2 className="delegate-section__title" id="participation-title">
      Participation Info
    </h2>
    <div className="registration-grid">
      <ReadOnlyField label="Committee" value="" />
      <ReadOnlyField label="Country" value="" />
    </div>
    <div className="delegate-documents">
      <h3 className="delegate-section__subtitle">Documents</h3>
      <div className="delegate-documents__groups">
        <DocumentList title="General" emptyText={emptyTexts.generalDocuments} />
        <DocumentList title="Committee Related" emptyText={emptyTexts.committeeDocuments} />
      </div>
    </div>
  </section>
);
