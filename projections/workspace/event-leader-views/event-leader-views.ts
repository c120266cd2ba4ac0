import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { copyOfLeadershipRoles } from '../../catalogue-lists/read-models';
import { answerReadModel, forgetPasswordHashesOn, typesOf, answers, at } from '../../runtime/answer-read-model';
import { readModelSchema, type Projection } from '../../runtime/projection';
import { userAccountsProjection } from '../../users/accounts-projection';
import { userProfilesProjection } from '../../users/profiles-projection';
import { eventLeadersListProjection } from '../event-leaders-list';

/**
 * The Leadership Roles tab's answer (also the delegate page's Support Contact), one row per
 * holder: the role from the catalogue and the person's name and contacts. It keeps its own copies
 * of the holders, the accounts, the profiles and the leadership-role catalogue, kept by the same
 * code as the read models they copy; after each batch it writes again the answers the batch touched.
 */
const NAME = 'event_leader_views';

const rolesCopy = copyOfLeadershipRoles(NAME);

const copies: readonly Projection[] = [eventLeadersListProjection, userAccountsProjection, userProfilesProjection, rolesCopy.projection];
const leaderTypes = new Set(typesOf(eventLeadersListProjection));
const accountTypes = new Set(typesOf(userAccountsProjection));

/** Which answers an event changes: an event's holders, a person's roles, or (catalogue and directory changes) all. */
type Scope = { events: Set<string>; users: Set<string>; all: boolean };
const widen = (scope: Scope, event: RecordedEvent) => {
  const data = event.data as { eventId?: unknown; userId?: unknown };
  if (leaderTypes.has(event.type) && typeof data.eventId === 'string') scope.events.add(data.eventId);
  else if (!leaderTypes.has(event.type) && typeof data.userId === 'string') scope.users.add(data.userId);
  else scope.all = true;
};

/** Writes again the answers of the holders in `scope`, and drops those of holders removed. */
const writeAnswers = async (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => {
  if (!scope.all && scope.events.size + scope.users.size === 0) return;
  const events = sql.array([...scope.events], 'text');
  const where = scope.all
    ? sql.fragment`TRUE`
    : sql.fragment`(l.event_id = ANY(${events}) OR l.user_id = ANY(${sql.array([...scope.users], 'text')}))`;
  await tx.query(sql.unsafe`
    INSERT INTO ${answers(schema)} AS answer (id, event_id, ranking, created_at, view)
    SELECT l.id, l.event_id, l.ranking, l.created_at, jsonb_build_object(
      'id', l.id, 'ranking', l.ranking,
      'leadership_roles', CASE WHEN r.id IS NULL THEN NULL ELSE jsonb_build_object('abbr', r.abbr, 'leadership_role', r.leadership_role) END,
      'users', jsonb_build_object('id', l.user_id, 'username', p.username, 'fullname', p.fullname, 'phone_e164', p.phone_e164, 'email', a.email),
      'eventId', l.event_id, 'userId', l.user_id, 'roleId', l.role_id)
    FROM ${at(schema, 'event_leaders')} l
    LEFT JOIN ${at(schema, 'catalogue_roles')} r ON r.id::text = l.role_id
    LEFT JOIN ${at(schema, 'profiles')} p ON p.id = l.user_id
    LEFT JOIN ${at(schema, 'accounts')} a ON a.id = l.user_id
    WHERE ${where}
    ON CONFLICT (id) DO UPDATE SET ranking = excluded.ranking, view = excluded.view
    WHERE (answer.ranking, answer.view) IS DISTINCT FROM (excluded.ranking, excluded.view)`);
  const gone = scope.all ? sql.fragment`TRUE` : sql.fragment`answer.event_id = ANY(${events})`;
  await tx.query(sql.unsafe`
    DELETE FROM ${answers(schema)} answer WHERE ${gone} AND NOT EXISTS (SELECT 1 FROM ${at(schema, 'event_leaders')} l WHERE l.id = answer.id)`);
};

export const eventLeaderViewsProjection = answerReadModel<Scope>({
  name: NAME,
  copies,
  tables: ['answers'],
  migrateAnswers: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${answers(schema)} (
        id text PRIMARY KEY, event_id text NOT NULL, ranking integer NOT NULL, created_at timestamptz NOT NULL, view jsonb NOT NULL)`);
    await tx.query(
      sql.unsafe`CREATE INDEX IF NOT EXISTS event_leader_views_event ON ${answers(schema)} (event_id, ranking, created_at, id)`,
    );
  },
  newScope: () => ({ events: new Set(), users: new Set(), all: false }),
  widen,
  forget: forgetPasswordHashesOn(accountTypes),
  writeAnswers,
});

/** A leadership-role holder as the Leadership Roles tab shows them (§7 get-leadership-roles-by-event). */
export interface EventLeaderAnswer {
  id: string;
  ranking: number;
  leadership_roles: { abbr: string; leadership_role: string } | null;
  users: { id: string; username: string | null; fullname: string | null; phone_e164: string | null; email: string | null };
  eventId: string;
  userId: string;
  roleId: string;
}

const live = answers(readModelSchema(NAME));
const answerRow = z.object({ view: z.custom<EventLeaderAnswer>() });

/** An event's holders, ranking ascending (then in order of assignment). */
export const listEventLeaderAnswers = async (db: CommonQueryMethods, eventId: string): Promise<EventLeaderAnswer[]> => [
  ...(await db.anyFirst(sql.type(answerRow)`SELECT view FROM ${live} WHERE event_id = ${eventId} ORDER BY ranking, created_at, id`)),
];
