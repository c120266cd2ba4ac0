import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { eventCommitteeView } from '@contract/event-committees';
import { loadCommitteesState } from '../../../commands/allocation/allocation-commands';
import type { EventStore } from '../../../commands/event-store/port';
import { eventCommitteeErrors } from '@domain/workspace/event-committees';
import { committeesList } from '../../../projections/catalogue-lists/read-models';
import { findProfilesByUsernames } from '../../../projections/users/profiles-projection';

/**
 * A committee write's answer: the committee as the event's committees stream holds it (seats,
 * chairs, delegates assigned), with its catalogue entry and its chairs' names from their read
 * models, built as the Committees tab's read model builds its rows. A tab still catching up
 * can neither deny the write nor show it stale.
 */
export const storedCommitteeView = async (
  db: CommonQueryMethods,
  store: EventStore,
  eventId: string,
  eventCommitteeId: string,
): Promise<z.infer<typeof eventCommitteeView>> => {
  const committee = (await loadCommitteesState(store, eventId)).committees.get(eventCommitteeId);
  if (!committee) throw eventCommitteeErrors.notFound();
  const { chairUsername, deputyChair1Username, deputyChair2Username } = committee;
  const [catalogue, chairs] = await Promise.all([
    committeesList.listAll(db),
    findProfilesByUsernames(
      db,
      [chairUsername, deputyChair1Username, deputyChair2Username].filter((username): username is string => username !== null),
    ),
  ]);
  const entry = catalogue.find((candidate) => String(candidate.id) === committee.committeeId);
  const nameOf = (username: string | null) =>
    username === null ? null : (chairs.find((profile) => profile.username === username)?.fullname ?? null);
  return {
    id: committee.id,
    eventId,
    committee: {
      id: committee.committeeId,
      abbr: entry?.abbr ?? committee.abbr,
      committee: entry?.committee ?? committee.abbr,
      category: entry?.category ?? committee.category,
    },
    committee_id: committee.committeeId,
    abbr: committee.abbr,
    category: committee.category,
    seats: committee.seats,
    assigned: committee.assigned,
    chair_username: chairUsername,
    chair_name: nameOf(chairUsername),
    deputy_chair_1_username: deputyChair1Username,
    deputy_chair_1_name: nameOf(deputyChair1Username),
    deputy_chair_2_username: deputyChair2Username,
    deputy_chair_2_name: nameOf(deputyChair2Username),
  };
};
