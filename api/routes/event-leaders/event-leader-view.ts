import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { eventLeaderView } from '@contract/event-leaders';
import { leadershipRolesList } from '../../../projections/catalogue-lists/read-models';
import type { EventLeaderRow } from '../../../projections/workspace/event-leaders-list';
import { findAccountsByIds } from '../../../projections/users/accounts-projection';
import { findProfilesByIds } from '../../../projections/users/profiles-projection';

export type EventLeaderView = z.infer<typeof eventLeaderView>;

/** Views of entries, with people and catalogue roles looked up once for the whole list. */
export const eventLeaderViews = async (db: CommonQueryMethods, rows: readonly EventLeaderRow[]): Promise<EventLeaderView[]> => {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const [accounts, profiles, roles] = await Promise.all([
    findAccountsByIds(db, userIds),
    findProfilesByIds(db, userIds),
    leadershipRolesList.listAll(db),
  ]);
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
  const roleOf = new Map(roles.map((role) => [String(role.id), role]));
  return rows.map((row) => {
    const role = roleOf.get(row.role_id);
    const profile = profileOf.get(row.user_id);
    return {
      id: row.id,
      ranking: row.ranking,
      leadership_roles: role ? { abbr: role.abbr ?? '', leadership_role: role.leadership_role ?? '' } : null,
      users: {
        id: row.user_id,
        username: profile?.username ?? null,
        fullname: profile?.fullname ?? null,
        phone_e164: profile?.phone_e164 ?? null,
        email: accountOf.get(row.user_id)?.email ?? null,
      },
      eventId: row.event_id,
      userId: row.user_id,
      roleId: row.role_id,
    };
  });
};
