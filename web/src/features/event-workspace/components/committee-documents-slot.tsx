import { useEventCommittees } from '../api/get-event-committees';
import { CommitteeDocuments } from './committee-documents';

/**
 * Where the Agendas tab lists the selected committee's documents (spec §2 tab 5). It receives
 * the event and the selected event committee's id (the `id` of get-all-event-committees); the
 * committee's abbreviation (each document's doc_type) comes from the same cached list.
 */
export const CommitteeDocumentsSlot = ({ eventId, eventCommitteeId }: { eventId: string; eventCommitteeId: string }) => {
  const committees = useEventCommittees(eventId);
  const selected = committees.data?.find((committee) => committee.id === eventCommitteeId);
  return <CommitteeDocuments eventId={eventId} committee={selected ? { id: selected.id, abbr: selected.abbr } : null} />;
};
