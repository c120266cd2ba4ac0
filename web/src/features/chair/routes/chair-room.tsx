import { useParams } from 'react-router-dom';
import { ChairRoomPage } from '../components/chair-room-page';

/** The room of the committee the path names; the server decides whether the caller may see it. */
export const ChairRoomRoute = () => {
  const { eventId = '', committeeId = '' } = useParams();
  return <ChairRoomPage key={`${eventId}/${committeeId}`} eventId={eventId} committeeId={committeeId} />;
};
