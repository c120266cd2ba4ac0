import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PositionPapers } from '../components/position-papers';

/** /chair/{eventId}/{committeeId}/papers: the committee's position papers on a page of their own (until the room shows them as a tab). */
export const ChairPapersRoute = () => {
  const { eventId = '', committeeId = '' } = useParams();
  useDocumentTitle('Position papers');
  return (
    <section className="page chair" aria-labelledby="chair-papers-title">
      <p className="chair__back">
        <Link to={paths.chairRoom.getHref(eventId, committeeId)}>Back to the room</Link>
      </p>
      <h1 className="page__title" id="chair-papers-title">
        Position papers
      </h1>
      <PositionPapers key={`${eventId}/${committeeId}`} eventId={eventId} committeeId={committeeId} />
    </section>
  );
};
