import { t } from '../../../i18n/intl';
import { useResults } from '../api/results';
import { awardTexts, groupBy } from '../utils/awards';

/** The event's confirmed awards, committee by committee. */
export const Results = ({ eventId }: { eventId: string }) => {
  const results = useResults(eventId);
  if (results.isError) return <p className="awards__note">{awardTexts.failed}</p>;
  if (!results.data) return <p className="awards__note">{awardTexts.loading}</p>;
  const { event, awards } = results.data;
  return (
    <section className="page awards" aria-labelledby="results-title">
      <h1 className="page__title" id="results-title">
        {t('Results · {event}', { event })}
      </h1>
      {awards.length === 0 && <p className="card awards__note">{awardTexts.noResults}</p>}
      {groupBy(awards, (award) => award.committee ?? '—').map(([committee, list]) => (
        <section key={committee} className="card awards__results" aria-label={committee}>
          <h2 className="awards__title">{committee}</h2>
          <ul className="awards__result-list">
            {list.map((award, index) => (
              <li key={index}>
                <strong>{award.kind}</strong>: <bdi>{award.delegate ?? '—'}</bdi>
                {award.country ? ` (${award.country})` : ''}
                {award.school ? <span className="awards__note"> · {award.school}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
};
