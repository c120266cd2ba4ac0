import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { eventLeaderView } from '@contract/event-leaders';
import type { EventStore } from '../../../commands/event-store/port';
import { loadEventLeaders } from '../../../commands/workspace/event-leaders';
import { rankedEntries } from '@domain/workspace/event-leaders';
import { leadershipRolesList } from '../../../projections/catalogue-lists/read-models';
import { findAccountsByIds } from '../../../projections/users/accounts-projection';
import { findProfilesByIds } from '../../../projections/users/profiles-projection';

type EventLeaderView = z.infer<typeof eventLeaderView>;

/**
 * A leadership-role write's answer: the event's holders as its stream holds them (who holds
 * which role, in which rank), with the roles and the people from their read models, built as
 * the Leadership Roles tab's read model builds its rows. A tab still catching up can neither
 * deny the write nor show it stale.
 */
export const storedLeaderViews = async (db: CommonQueryMethods, store: EventStore, eventId: string): Promise<EventLeaderView[]> => {
  const entries = rankedEntries(await loadEventLeaders(store, eventId));
  const userIds = [...new Set(entries.map((entry) => entry.userId))];
  const [roles, profiles, accounts] = await Promise.all([
    leadershipRolesList.listAll(db),
    findProfilesByIds(db, userIds),
    findAccountsByIds(db, userIds),
  ]);
  return entries.map((entry) => {
    const role = roles.find((candidate) => String(candidate.id) === entry.roleId);
    const profile = profiles.find((candidate) => candidate.id === entry.userId);
    const account = accounts.find((candidate) => candidate.id === entry.userId);
    return {
      id: entry.entryId,
      ranking: entry.ranking,
      leadership_roles: role ? { abbr: String(role.abbr), leadership_role: String(role.leadership_role) } : null,
      users: {
        id: entry.userId,
        username: profile?.username ?? null,
        fullname: profile?.fullname ?? null,
        phone_e164: profile?.phone_e164 ?? null,
        email: account?.email ?? null,
      },
      eventId,
      userId: entry.userId,
      roleId: entry.roleId,
    };
  });
};
