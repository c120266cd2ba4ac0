import type { z } from 'zod';
import type { eventLeaderView } from '@contract/event-leaders';

/** An event leader entry: the workspace's Leadership Roles tab and the delegate page's Support Contact read the same answer. */
export type EventLeader = z.output<typeof eventLeaderView>;

/** Ranking ascending (spec §4), ties in the order given. */
export const byRanking = (leaders: readonly EventLeader[]): EventLeader[] =>
  leaders
    .map((leader, index) => ({ leader, index }))
    .sort((a, b) => a.leader.ranking - b.leader.ranking || a.index - b.index)
    .map(({ leader }) => leader);
