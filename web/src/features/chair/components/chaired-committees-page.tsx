import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useChairedCommittees } from '../../../lib/chaired-committees';
import { chairTexts, datesText } from '../utils/chair';

/** /chair: the committees the person chairs or deputy-chairs at approved events, each a link to its room. */
export const ChairedCommitteesPage = () => {
  const query = useChairedCommittees();
  const committees = query.data ?? [];
  return (
    <section className="page chair" aria-labelledby="chair-title">
      <h1 className="page__title" id="chair-title">
        {chairTexts.title}
      </h1>
      <p className="chair__intro">{chairTexts.intro}</p>
      {query.isPending ? (
        <p className="chair__note">{chairTexts.loading}</p>
      ) : query.isError && query.data === undefined ? (
        <p className="chair__note" role="alert">
          {chairTexts.failed}
        </p>
      ) : committees.length === 0 ? (
        <p className="chair__note">{chairTexts.none}</p>
      ) : (
        <ul className="chair__committees">
          {committees.map(({ event, committee, role }) => (
            <li key={committee.id} className="chair__committee">
              <Link className="chair__committee-link" to={paths.chairRoom.getHref(event.id, committee.id)}>
                <span className="chair__committee-abbr">{committee.abbr}</span>
                <span className="chair__committee-name">{committee.committee}</span>
              </Link>
              <span className="chair__committee-event">
                <bdi>{event.name}</bdi> · {datesText(event.start_date, event.end_date)} · {chairTexts.roleLabel[role]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
