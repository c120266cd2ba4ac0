import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RollCall } from '../components/roll-call';

/** /chair/:eventId/:committeeId/roll-call: the roll call on a page of its own, until the chair's room shows it as a tab. */
export const RollCallRoute = () => {
  useDocumentTitle('Roll call');
  const { eventId = '', committeeId = '' } = useParams();
  return (
    <section className="page" aria-labelledby="roll-call-title">
      <h1 className="page__title" id="roll-call-title">
        Roll call
      </h1>
      <RollCall eventId={eventId} committeeId={committeeId} />
    </section>
  );
};
