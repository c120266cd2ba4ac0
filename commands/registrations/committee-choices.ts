import { committees as catalogueCommittees } from '@domain/catalogue/committees';
import { committeeChoicesOf, type CommitteeChoices } from '@domain/registrations/committee-choices';
import type { EventStore } from '../event-store/port';
import { foldStream } from '../handler/command-handler';
import { loadCommitteesState } from '../allocation/allocation-commands';

/**
 * The committees a registration may prefer, as the committees stream and the catalogue hold
 * them now. They are read before the event's stream decides, not with it: an organiser adding,
 * removing or changing a committee in between can let one registration name a committee the
 * event no longer has (or a catalogue one just as the event gets its first). That race is
 * accepted: a preference is a wish, the solvers ignore one that names no committee of the
 * event, and taking the registration into the committees stream would put every registration
 * rush behind the organiser's committee edits.
 */
export const loadCommitteeChoices = async (store: EventStore, eventId: string): Promise<CommitteeChoices> => {
  const ofEvent = [...(await loadCommitteesState(store, eventId)).committees.values()].map((committee) => committee.committeeId);
  if (ofEvent.length > 0) return committeeChoicesOf(ofEvent, []);
  const { state } = await foldStream(store, catalogueCommittees.streamId, catalogueCommittees.decider, (event) =>
    catalogueCommittees.parseEvent(event.type, event.data),
  );
  return committeeChoicesOf([], [...state.entries.keys()].map(String));
};
