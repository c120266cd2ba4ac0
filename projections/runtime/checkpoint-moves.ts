import type { DatabasePool } from 'slonik';
import type { Position } from '../../commands/event-store/port';
import { advanceCheckpoints, type MoveOutcome } from './checkpoints';
import type { Semaphore } from './signals';

interface Move {
  name: string;
  from: Position | null;
  to: Position | null;
  resolve(outcome: MoveOutcome): void;
  reject(error: unknown): void;
}

/**
 * Checkpoint moves past events a projection does not handle, gathered into one statement.
 * Most appends concern a few read models only; the others only move their checkpoint, and
 * that was one transaction each (five round trips) per append. The projectors one shared
 * read serves ask within one turn of the event loop, so they share one statement.
 *
 * Only moves with nothing to apply are gathered; a batch with events keeps a transaction of
 * its own. Several read models' batches in one transaction (with a savepoint each) would save
 * only their BEGINs and COMMITs (the other round trips are per statement either way), and
 * cost much: one slow or failing read model would delay or roll back the others, and the
 * transaction, holding a transaction id for as long as all their work takes, would hold back
 * every catch-up reader of the log (they read only below the oldest running transaction) for
 * that long.
 */
export class CheckpointMoves {
  private pending: Move[] = [];

  constructor(
    private readonly pool: DatabasePool,
    private readonly batches: Semaphore,
  ) {}

  advance(name: string, from: Position | null, to: Position | null): Promise<MoveOutcome> {
    return new Promise((resolve, reject) => {
      this.pending.push({ name, from, to, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const moves = this.pending.splice(0);
    try {
      const outcomes = await this.batches.run(() => advanceCheckpoints(this.pool, moves));
      for (const move of moves) move.resolve(outcomes.get(move.name) ?? 'moved');
    } catch (error) {
      for (const move of moves) move.reject(error);
    }
  }
}
