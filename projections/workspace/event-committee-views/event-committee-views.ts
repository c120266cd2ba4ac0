import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { delegateAllocationsProjection } from '../../allocation/delegate-allocations';
import { copyOfCommittees } from '../../catalogue-lists/read-models';
import { answerReadModel, applyToCopies, typesOf, answers, at } from '../../runtime/answer-read-model';
import { readModelSchema, type Projection } from '../../runtime/projection';
import { userProfilesProjection } from '../../users/profiles-projection';
import { eventCommitteesListProjection } from '../event-committees-list';

/**
 * The Committees tab's answer (also the delegate pages' and the Allocation tab's committee
 * buttons), one row per event committee: its catalogue entry, its chairs' names and how many
 * delegates sit in it. It keeps its own copies of the event committees, the committee catalogue,
 * the profiles and the seats, kept by the same code as the read models they copy; after each
 * batch it writes again the answers the batch touched.
 */
const NAME = 'event_committee_views';

const catalogueCopy = copyOfCommittees(NAME);

const copies: readonly Projection[] = [
  eventCommitteesListProjection,
  delegateAllocationsProjection,
  userProfilesProjection,
  catalogueCopy.projection,
];
const profileTypes = new Set(typesOf(userProfilesProjection));
const catalogueTypes = new Set(typesOf(catalogueCopy.projection));

/** Which answers a batch changes: an event's committees, those chaired by these usernames, or (catalogue changes) all. */
type Scope = { events: Set<string>; usernames: Set<string>; all: boolean };

const usernamesOf = async (tx: DatabaseTransactionConnection, schema: string, userIds: readonly string[]) =>
  userIds.length === 0
    ? []
    : tx.anyFirst(
        sql.type(z.object({ username: z.string() }))`
          SELECT username FROM ${at(schema, 'profiles')} WHERE id = ANY(${sql.array([...userIds], 'text')}) AND username IS NOT NULL`,
      );

/**
 * Applies the batch to the copies and widens the scope; a profile change reaches the chairs named
 * by the person's username before and after the batch. A username the person held only in
 * between (taken and given up within the batch) named no one's chair at either end: the answers
 * of such chairs are the same before and after, so nothing is left to write again for them.
 */
const apply = async (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[], schema: string, scope: Scope) => {
  const userIds = new Set<string>();
  for (const event of events) {
    const data = event.data as { eventId?: unknown; userId?: unknown };
    if (profileTypes.has(event.type) && typeof data.userId === 'string') userIds.add(data.userId);
    else if (catalogueTypes.has(event.type) || profileTypes.has(event.type) || typeof data.eventId !== 'string') scope.all = true;
    else scope.events.add(data.eventId);
  }
  for (const username of await usernamesOf(tx, schema, [...userIds])) scope.usernames.add(username);
  await applyToCopies(copies, tx, events, schema);
  for (const username of await usernamesOf(tx, schema, [...userIds])) scope.usernames.add(username);
};

const fullnameOf = (schema: string, column: string) =>
  sql.fragment`(SELECT p.fullname FROM ${at(schema, 'profiles')} p WHERE p.username = ec.${sql.identifier([column])} LIMIT 1)`;

/** Writes again the answers of the event committees in `scope`, and drops those of committees deleted. */
const writeAnswers = async (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => {
  if (!scope.all && scope.events.size + scope.usernames.size === 0) return;
  const names = sql.array([...scope.usernames], 'text');
  const where = scope.all
    ? sql.fragment`TRUE`
    : sql.fragment`(ec.event_id = ANY(${sql.array([...scope.events], 'text')}) OR ec.chair_username = ANY(${names})
        OR ec.deputy_chair_1_username = ANY(${names}) OR ec.deputy_chair_2_username = ANY(${names}))`;
  await tx.query(sql.unsafe`
    INSERT INTO ${answers(schema)} AS answer (id, event_id, created_at, view)
    SELECT ec.id, ec.event_id, ec.created_at, jsonb_build_object(
      'id', ec.id, 'eventId', ec.event_id,
      'committee', jsonb_build_object('id', ec.committee_id, 'abbr', coalesce(cc.abbr, ec.abbr), 'committee', coalesce(cc.committee, ec.abbr),
        'category', coalesce(cc.category, ec.category)),
      'committee_id', ec.committee_id, 'abbr', ec.abbr, 'category', ec.category, 'seats', ec.seats,
      'assigned', (SELECT count(*)::int FROM ${at(schema, 'delegates')} d WHERE d.event_id = ec.event_id AND d.event_committee_id = ec.id),
      'chair_username', ec.chair_username, 'chair_name', ${fullnameOf(schema, 'chair_username')},
      'deputy_chair_1_username', ec.deputy_chair_1_username, 'deputy_chair_1_name', ${fullnameOf(schema, 'deputy_chair_1_username')},
      'deputy_chair_2_username', ec.deputy_chair_2_username, 'deputy_chair_2_name', ${fullnameOf(schema, 'deputy_chair_2_username')})
    FROM ${at(schema, 'committees')} ec LEFT JOIN ${at(schema, 'catalogue_committees')} cc ON cc.id::text = ec.committee_id
    WHERE ${where}
    ON CONFLICT (id) DO UPDATE SET view = excluded.view WHERE answer.view IS DISTINCT FROM excluded.view`);
  const gone = scope.all ? sql.fragment`TRUE` : sql.fragment`answer.event_id = ANY(${sql.array([...scope.events], 'text')})`;
  await tx.query(sql.unsafe`
    DELETE FROM ${answers(schema)} answer WHERE ${gone} AND NOT EXISTS (SELECT 1 FROM ${at(schema, 'committees')} ec WHERE ec.id = answer.id)`);
};

export const eventCommitteeViewsProjection = answerReadModel<Scope>({
  name: NAME,
  copies,
  tables: ['answers'],
  migrateAnswers: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${answers(schema)} (id text PRIMARY KEY, event_id text NOT NULL, created_at timestamptz NOT NULL, view jsonb NOT NULL)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS event_committee_views_event ON ${answers(schema)} (event_id, created_at, id)`);
    // A chair's name is found by username: without it, each answer read every profile.
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS event_committee_views_chairs ON ${at(schema, 'profiles')} (username)`);
  },
  newScope: () => ({ events: new Set(), usernames: new Set(), all: false }),
  apply,
  writeAnswers,
});

/** An event committee as the Committees tab shows it (§7 get-all-event-committees). */
export interface EventCommitteeAnswer {
  id: string;
  eventId: string;
  committee: { id: string; abbr: string; committee: string; category: string };
  committee_id: string;
  abbr: string;
  category: string;
  seats: number;
  assigned: number;
  chair_username: string | null;
  chair_name: string | null;
  deputy_chair_1_username: string | null;
  deputy_chair_1_name: string | null;
  deputy_chair_2_username: string | null;
  deputy_chair_2_name: string | null;
}

const live = answers(readModelSchema(NAME));
const answerRow = z.object({ view: z.custom<EventCommitteeAnswer>() });

/** An event's committees in the order they were added. */
export const listEventCommitteeAnswers = async (db: CommonQueryMethods, eventId: string): Promise<EventCommitteeAnswer[]> => [
  ...(await db.anyFirst(sql.type(answerRow)`SELECT view FROM ${live} WHERE event_id = ${eventId} ORDER BY created_at, id`)),
];

/** The committees whose chair or a deputy chair this username names now, of any event, in the order they were added. */
export const listCommitteeAnswersChairedBy = async (db: CommonQueryMethods, username: string): Promise<EventCommitteeAnswer[]> => [
  ...(await db.anyFirst(sql.type(answerRow)`
    SELECT view FROM ${live}
    WHERE ${username} IN (view->>'chair_username', view->>'deputy_chair_1_username', view->>'deputy_chair_2_username')
    ORDER BY created_at, id`)),
];
