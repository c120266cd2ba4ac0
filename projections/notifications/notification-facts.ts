import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { leadershipRoles, type LeadershipRoleEntry } from '../../domain/catalogue/leadership-roles';
import { notificationMessages } from '../../domain/notifications/notification-messages';
import type { EventFacts, PlanContext } from '../../domain/notifications/notification-plan';
import type { NotifyingEvent } from '../../domain/notifications/notifying-events';
import { parseRosterEvent, rosterEventTypes } from '../../domain/registrations/roster';
import { parseUserEvent } from '../../domain/users/user';
import type { RecordedEvent } from '../../commands/event-store/port';
import { lenient } from '../runtime/lenient-parse';
import { tablesIn } from './notification-tables';

/** Events that only teach the read model who is who (they notify nobody themselves). */
export const factEventTypes: readonly string[] = ['UserRegistered', 'GlobalRoleChanged', 'UserDeleted', ...rosterEventTypes, ...leadershipRoles.eventTypes];

const userEvent = lenient(parseUserEvent);
const rosterEvent = lenient(parseRosterEvent);
type RoleEvent = { type: string; data: { id: number; entry?: LeadershipRoleEntry; to?: LeadershipRoleEntry } };
const roleEvent = lenient((type, data) => leadershipRoles.parseEvent(type, data) as RoleEvent | null);

/** Applies what a fact-only event says. */
export const learnFacts = async (tx: CommonQueryMethods, schema: string, recorded: RecordedEvent): Promise<void> => {
  const t = tablesIn(schema);
  const user = userEvent(recorded);
  if (user?.type === 'UserRegistered' && user.data.globalRole === 'superuser') {
    await tx.query(sql.unsafe`INSERT INTO ${t('superusers')} (user_id) VALUES (${user.data.userId}) ON CONFLICT DO NOTHING`);
  } else if (user?.type === 'GlobalRoleChanged') {
    await tx.query(
      user.data.to === 'superuser'
        ? sql.unsafe`INSERT INTO ${t('superusers')} (user_id) VALUES (${user.data.userId}) ON CONFLICT DO NOTHING`
        : sql.unsafe`DELETE FROM ${t('superusers')} WHERE user_id = ${user.data.userId}`,
    );
  } else if (user?.type === 'UserDeleted') {
    // An erased account keeps nothing here: its notifications go with it.
    await tx.query(sql.unsafe`DELETE FROM ${t('superusers')} WHERE user_id = ${user.data.userId}`);
    await tx.query(sql.unsafe`DELETE FROM ${t('notifications')} WHERE user_id = ${user.data.userId}`);
  }
  const roster = rosterEvent(recorded);
  if (roster?.type === 'DelegateRegistered') {
    await tx.query(sql.unsafe`INSERT INTO ${t('delegates')} (event_id, user_id) VALUES (${roster.data.eventId}, ${roster.data.userId}) ON CONFLICT DO NOTHING`);
  } else if (roster) {
    await tx.query(sql.unsafe`DELETE FROM ${t('delegates')} WHERE event_id = ${roster.data.eventId} AND user_id = ${roster.data.userId}`);
  }
  const role = roleEvent(recorded);
  const entry = role?.data.to ?? role?.data.entry;
  // A removed role keeps its name: those who held it are told they no longer do, by name.
  if (role && entry) {
    await tx.query(sql.unsafe`
      INSERT INTO ${t('roles')} (role_id, name) VALUES (${String(role.data.id)}, ${entry.leadershipRole})
      ON CONFLICT (role_id) DO UPDATE SET name = EXCLUDED.name`);
  }
};

/** Applies what a notifying event says about who is who, before it is addressed. */
export const learnFromNotifying = async (tx: CommonQueryMethods, schema: string, event: NotifyingEvent): Promise<void> => {
  const t = tablesIn(schema);
  switch (event.type) {
    case 'OrganiserRequested':
    case 'OrganiserAdded':
    case 'OrganiserAssigned':
      await tx.query(sql.unsafe`
        INSERT INTO ${t('organisers')} (organiser_id, user_id) VALUES (${event.data.organiserId}, ${event.data.userId})
        ON CONFLICT (organiser_id) DO UPDATE SET user_id = EXCLUDED.user_id`);
      return;
    case 'EventCreated':
      await tx.query(sql.unsafe`
        INSERT INTO ${t('events')} (event_id, organiser_id, name, description)
        VALUES (${event.data.eventId}, ${event.data.organiserId}, ${event.data.name}, ${event.data.description}) ON CONFLICT DO NOTHING`);
      return;
    case 'EventDetailsUpdated': {
      const { name, description } = event.data.changes;
      if (name === undefined && description === undefined) return;
      await tx.query(sql.unsafe`
        UPDATE ${t('events')} SET name = coalesce(${name ?? null}, name), description = coalesce(${description ?? null}, description)
        WHERE event_id = ${event.data.eventId}`);
      return;
    }
    case 'EventCommitteeAdded':
      await tx.query(sql.unsafe`
        INSERT INTO ${t('committees')} (event_committee_id, abbr) VALUES (${event.data.eventCommitteeId}, ${event.data.abbr})
        ON CONFLICT (event_committee_id) DO UPDATE SET abbr = EXCLUDED.abbr`);
      return;
    case 'EventCommitteeUpdated':
      if (event.data.changes.abbr === undefined) return;
      await tx.query(sql.unsafe`UPDATE ${t('committees')} SET abbr = ${event.data.changes.abbr} WHERE event_committee_id = ${event.data.eventCommitteeId}`);
      return;
    default:
      return;
  }
};

const eventRow = z.object({ name: z.string(), description: z.string(), organiser_user_id: z.string().nullable() });
const idRow = z.object({ id: z.string() });
const nameRow = z.object({ role_id: z.string(), name: z.string() });

const eventIdOf = (event: NotifyingEvent): string | null => ('eventId' in event.data ? event.data.eventId : null);

const eventFacts = async (tx: CommonQueryMethods, schema: string, eventId: string): Promise<EventFacts | null> => {
  const t = tablesIn(schema);
  const row = await tx.maybeOne(sql.type(eventRow)`
    SELECT e.name, e.description, o.user_id AS organiser_user_id
    FROM ${t('events')} e LEFT JOIN ${t('organisers')} o ON o.organiser_id = e.organiser_id
    WHERE e.event_id = ${eventId}`);
  if (!row) return null;
  const delegates = await tx.anyFirst(sql.type(idRow)`SELECT user_id AS id FROM ${t('delegates')} WHERE event_id = ${eventId}`);
  return { eventId, name: row.name, description: row.description, organiserUserId: row.organiser_user_id, delegateIds: delegates };
};

/** What addressing this event needs to know, read from the facts learnt so far. */
export const planContextOf = async (tx: CommonQueryMethods, schema: string, event: NotifyingEvent): Promise<PlanContext> => {
  const t = tablesIn(schema);
  const eventId = eventIdOf(event);
  const facts = eventId === null ? null : await eventFacts(tx, schema, eventId);
  const superuserIds = event.type === 'EventCreated' ? await tx.anyFirst(sql.type(idRow)`SELECT user_id AS id FROM ${t('superusers')}`) : [];
  const roleIds = ['roleId', 'fromRoleId'].flatMap((key) => (key in event.data ? [(event.data as Record<string, string>)[key]!] : []));
  const names =
    roleIds.length === 0
      ? []
      : await tx.any(sql.type(nameRow)`SELECT role_id, name FROM ${t('roles')} WHERE role_id = ANY(${sql.array(roleIds, 'text')})`);
  const roleNames = new Map(names.map((row) => [row.role_id, row.name]));
  let committeeAbbr = 'abbr' in event.data && typeof event.data.abbr === 'string' ? event.data.abbr : '';
  if (!committeeAbbr && 'eventCommitteeId' in event.data) {
    committeeAbbr =
      (await tx.maybeOneFirst(sql.type(z.object({ abbr: z.string() }))`
        SELECT abbr FROM ${t('committees')} WHERE event_committee_id = ${event.data.eventCommitteeId}`)) ?? 'a committee';
  }
  return { event: facts, superuserIds, roleName: (roleId) => roleNames.get(roleId) ?? notificationMessages.someRole, committeeAbbr };
};
