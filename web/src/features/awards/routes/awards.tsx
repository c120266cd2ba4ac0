import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CommitteeAwards } from '../components/committee-awards';
import { KindsEditor } from '../components/kinds-editor';
import { NominationsList } from '../components/nominations-list';
import { Results } from '../components/results';
import { awardTexts } from '../utils/awards';

/** /awards/{eventId}: the organiser's kinds and nominations (the server refuses anyone else). */
export const AwardsRoute = () => {
  const { eventId = '' } = useParams();
  useDocumentTitle(awardTexts.organiserTitle);
  return (
    <section className="page awards" aria-labelledby="awards-title">
      <h1 className="page__title" id="awards-title">
        {awardTexts.organiserTitle}
      </h1>
      <p>
        <Link to={paths.results.getHref(eventId)}>{t('See the results page')}</Link>
      </p>
      <KindsEditor eventId={eventId} />
      <NominationsList eventId={eventId} />
    </section>
  );
};

/** /awards/{eventId}/{committeeId}: a committee's nominations, for its chairs, until their room embeds them. */
export const CommitteeAwardsRoute = () => {
  const { eventId = '', committeeId = '' } = useParams();
  useDocumentTitle(awardTexts.organiserTitle);
  return (
    <section className="page awards">
      <CommitteeAwards eventId={eventId} committeeId={committeeId} />
    </section>
  );
};

/** /results/{eventId}: the event's confirmed awards. */
export const ResultsRoute = () => {
  const { eventId = '' } = useParams();
  useDocumentTitle(awardTexts.resultsTitle);
  return <Results eventId={eventId} />;
};
