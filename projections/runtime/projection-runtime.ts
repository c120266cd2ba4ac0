import { setMaxListeners } from 'node:events';
import { sql, type DatabasePool, type DatabasePoolConnection } from 'slonik';
import { z } from 'zod';
import type { AllSubscription, EventStore, Position } from '../../commands/event-store/port';
import { CheckpointMoves } from './checkpoint-moves';
import { catchUpInline, keepInlineCheckpoints } from './inline-upkeep';
import { reached, readCheckpoints } from './checkpoints';
import { waitForHorizon } from './horizon';
import { consoleLogger, type RuntimeLogger } from './logger';
import { assertProjectionNames } from './migrate';
import type { Projection } from './projection';
import { runProjector, type ProjectorContext } from './projector';
import { SharedReads } from './shared-reads';
import { backoff, Doorbell, errorMessage, Semaphore, SharedTask, sleep } from './signals';

export interface ProjectionRuntimeOptions {
  pool: DatabasePool;
  store: EventStore;
  projections: readonly Projection[];
  /** Events per transaction at most (a read of the log, shared, fetches up to ten times as many). Default 500. */
  batchSize?: number;
  logger?: RuntimeLogger;
  /** Idle projectors re-read this often even without a signal of new events. Default 5 s. */
  idlePollMs?: number;
  /** How often a standby instance retries the advisory locks it does not hold. Default 2 s. */
  lockRetryMs?: number;
  /** Backoff of a failed batch: first delay, doubling up to the max. Defaults 250 ms, 30 s. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Batches holding a pool connection at once, across projections. Default 3. */
  concurrency?: number;
  /** How often `waitFor` re-reads checkpoints written by other processes. Default 25 ms. */
  waitPollMs?: number;
  /**
   * Another runtime of this process (on the same store) whose reads of the log this one's
   * projectors share, with its signal of new events and its `batchSize`: the reactors beside
   * the read models, so that the process reads the log once per batch for all of them.
   */
  shareReadsWith?: ProjectionRuntime;
  /**
   * Read models the store keeps in each append's transaction (inline-store.ts): not projected
   * here, always current for `waitFor`; when this runtime starts it brings them up to the head,
   * and while it runs it moves their checkpoints along (inline-upkeep.ts).
   */
  inline?: readonly Projection[];
}

export interface ProjectionStatus {
  name: string;
  checkpoint: Position | null;
  head: Position | 'start';
  /** the checkpoint is behind the head of the log */
  lagging: boolean;
  /** this process holds the projection's lock and runs it */
  active: boolean;
  /** the last batch failure of this process's projector, null once a batch succeeds */
  lastError: string | null;
}

interface ProjectionState {
  projection: Projection;
  active: boolean;
  lastError: string | null;
  /** highest checkpoint this process has seen (monotonic) */
  known: Position | null;
  /** kept in the appends' transactions, not by a projector */
  inline: boolean;
}

/** One lock session: its lifetime bounds the projectors it elected. */
interface Session {
  controller: AbortController;
  projectors: Map<string, Promise<void>>;
  crashed: boolean;
}

const lockedRow = z.object({ locked: z.boolean() });

/**
 * Runs the projectors of this process. They share their reads of the log (shared-reads.ts:
 * one read per batch for all of them, each given its own events); each commits its own
 * batches (projector.ts). Each projection has one active instance across all processes:
 * whoever holds `pg_advisory_lock(hashtext('projection:'||name))`. The locks are
 * held on ONE dedicated session connection per runtime (not one per projection, which
 * would exhaust the pool as read models multiply); batches use ordinary pooled
 * transactions. If that session dies, its locks are gone, so its projectors stop after
 * their batch; a standby may already have taken over, and the compare-and-set on the
 * checkpoint keeps the two from both committing the same batch.
 */
export class ProjectionRuntime {
  private readonly pool: DatabasePool;
  private readonly store: EventStore;
  private readonly logger: RuntimeLogger;
  private readonly states = new Map<string, ProjectionState>();
  private readonly newEvents: Doorbell;
  /** The watch of the log that rings `newEvents`: one per doorbell, shared with whoever shares it. */
  private readonly logWatch: SharedTask;
  private readonly progress = new Doorbell();
  private readonly context: ProjectorContext;
  private readonly lockRetryMs: number;
  private readonly waitPollMs: number;
  private stopController: AbortController | null = null;
  private remoteRead: Promise<void> | null = null;
  private remoteReadAt = 0;
  private running: Promise<void> | null = null;

  constructor(options: ProjectionRuntimeOptions) {
    assertProjectionNames([...options.projections, ...(options.inline ?? [])]);
    this.pool = options.pool;
    this.store = options.store;
    this.logger = options.logger ?? consoleLogger;
    this.lockRetryMs = options.lockRetryMs ?? 2_000;
    this.waitPollMs = options.waitPollMs ?? 25;
    const shared = options.shareReadsWith?.context;
    this.newEvents = shared?.newEvents ?? new Doorbell();
    this.logWatch = options.shareReadsWith?.logWatch ?? new SharedTask((stop) => this.watchLog(stop));
    for (const projection of options.projections) {
      this.states.set(projection.name, { projection, active: false, lastError: null, known: null, inline: false });
    }
    for (const projection of options.inline ?? []) {
      this.states.set(projection.name, { projection, active: false, lastError: null, known: null, inline: true });
    }
    const batches = new Semaphore(options.concurrency ?? 3);
    this.context = {
      pool: this.pool,
      logger: this.logger,
      idleMs: options.idlePollMs ?? 5_000,
      retryDelayMs: options.retryDelayMs ?? 250,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 30_000,
      newEvents: this.newEvents,
      reads: shared?.reads ?? new SharedReads({ store: this.store, batchSize: options.batchSize ?? 500, newEvents: this.newEvents }),
      checkpointMoves: new CheckpointMoves(this.pool, batches),
      batches,
      onCheckpoint: (name, checkpoint) => this.noteCheckpoint(name, checkpoint),
      onError: (name, error) => {
        const state = this.states.get(name);
        if (state) state.lastError = error;
      },
    };
  }

  /** Starts electing and projecting; resolves after the first round of lock attempts. */
  async start(): Promise<void> {
    if (this.running) return;
    const stop = new AbortController();
    this.stopController = stop;
    let firstRound!: () => void;
    const firstRoundDone = new Promise<void>((resolve) => (firstRound = resolve));
    await this.catchUpInline();
    // Two runtimes ringing one doorbell (the reactors beside the read models) need one watch:
    // each would otherwise read every event of the log again, only to ring it.
    const letGoOfLogWatch = this.logWatch.hold();
    this.running = Promise.all([this.supervise(stop.signal, firstRound), this.keepInline(stop.signal)]).then(letGoOfLogWatch);
    await firstRoundDone;
  }

  /** Lets every projector finish its batch, then releases the locks and the session. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.stopController?.abort();
    await this.running;
    this.running = null;
    this.stopController = null;
  }

  /**
   * Resolves true once each named projection (default: all of this runtime's) has a
   * checkpoint at or after `position`, false after `timeoutMs` (default 5 s). Checkpoints
   * advance past events a projection does not handle, so this also covers positions of
   * events outside its filter. Works in any process: projectors run here ring a bell on
   * commit; checkpoints of projectors elsewhere are read from the table every `waitPollMs`.
   */
  async waitFor(position: Position | 'start', options: { projections?: readonly string[]; timeoutMs?: number } = {}): Promise<boolean> {
    const names = options.projections ?? [...this.states.keys()];
    const states = names.map((name) => {
      const state = this.states.get(name);
      if (!state) throw new Error(`waitFor: unknown projection '${name}'`);
      return state;
    });
    const deadline = Date.now() + (options.timeoutMs ?? 5_000);
    // The caller has usually just appended: local projectors need not wait for the signal.
    // But the event may not be readable yet (catch-up readers see it once every older
    // transaction in the cluster has ended) and a signal can be lost, so nudge them again,
    // at growing intervals, for as long as the wait lasts.
    let nudgeAt = 0;
    let nudgeEvery = 50;
    for (;;) {
      if (Date.now() >= nudgeAt) {
        this.newEvents.ring();
        nudgeAt = Date.now() + nudgeEvery;
        nudgeEvery = Math.min(nudgeEvery * 2, 1_000);
      }
      const generation = this.progress.current;
      const pending = states.filter((state) => !state.inline && !reached(state.known, position));
      if (pending.length === 0) return true;
      if (pending.some((state) => !state.active) && Date.now() - this.remoteReadAt >= this.waitPollMs) {
        await this.readRemoteCheckpoints();
        if (pending.every((state) => reached(state.known, position))) return true;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      await this.progress.wait(generation, Math.min(this.waitPollMs, remaining));
    }
  }

  /**
   * Resolves true once every read model of this runtime has taken every event committed before
   * the call, false after `timeoutMs` (default 5 s). The head a catch-up reader sees stops below
   * the oldest transaction still running anywhere in the cluster, so it may lie below appends
   * already answered: wait for those transactions first, then for the head.
   */
  async waitForStored(options: { timeoutMs?: number } = {}): Promise<boolean> {
    const deadline = Date.now() + (options.timeoutMs ?? 5_000);
    if (!(await waitForHorizon(this.pool, { timeoutMs: deadline - Date.now() }))) return false;
    const head = await this.store.headPosition();
    return head === 'start' || this.waitFor(head, { timeoutMs: Math.max(0, deadline - Date.now()) });
  }

  /** For the health endpoint. */
  async status(): Promise<ProjectionStatus[]> {
    const names = [...this.states.keys()];
    const [head, checkpoints] = await Promise.all([this.store.headPosition(), readCheckpoints(this.pool, names)]);
    return [...this.states.values()].map(({ projection, active, lastError, inline }) => {
      const checkpoint = checkpoints.get(projection.name) ?? null;
      // An inline one holds every committed event, whatever its checkpoint says.
      return { name: projection.name, checkpoint, head, lagging: !inline && !reached(checkpoint, head), active, lastError };
    });
  }

  /**
   * One read of the checkpoints of the projections this process does not run, shared by all
   * its waiters: an API process with hundreds of requests waiting reads them once per
   * `waitPollMs`, not once per request (which slowed the database down as load rose).
   */
  private readRemoteCheckpoints(): Promise<void> {
    this.remoteRead ??= (async () => {
      const names = [...this.states.values()].filter((state) => !state.active).map((state) => state.projection.name);
      try {
        for (const [name, checkpoint] of await readCheckpoints(this.pool, names)) this.noteCheckpoint(name, checkpoint);
      } catch (error) {
        this.logger.warn({ err: error }, 'waitFor could not read checkpoints');
      } finally {
        this.remoteReadAt = Date.now();
        this.remoteRead = null;
      }
    })();
    return this.remoteRead;
  }

  private noteCheckpoint(name: string, checkpoint: Position | null): void {
    const state = this.states.get(name);
    if (!state || checkpoint === null || reached(state.known, checkpoint)) return;
    state.known = checkpoint;
    this.progress.ring();
  }

  /** Holds the lock session; reconnects with backoff when it fails. */
  private async supervise(stop: AbortSignal, firstRound: () => void): Promise<void> {
    let failures = 0;
    while (!stop.aborted) {
      const session: Session = { controller: new AbortController(), projectors: new Map(), crashed: false };
      // Every projector of the session waits on this one signal: more than Node's default 10.
      setMaxListeners(0, session.controller.signal);
      const endSession = () => session.controller.abort();
      stop.addEventListener('abort', endSession, { once: true });
      try {
        await this.pool.connect(async (connection) => {
          try {
            while (!session.controller.signal.aborted) {
              await this.electionRound(connection, session);
              failures = 0;
              firstRound();
              await sleep(this.lockRetryMs, session.controller.signal);
            }
          } finally {
            endSession();
            await Promise.all(session.projectors.values());
          }
          // Released only after every batch has committed or rolled back.
          await connection.query(sql.unsafe`SELECT pg_advisory_unlock_all()`);
        });
      } catch (error) {
        failures += 1;
        this.logger.error({ err: error, failures }, 'projection lock session failed; projectors stopped');
      } finally {
        stop.removeEventListener('abort', endSession);
        endSession();
        await Promise.all(session.projectors.values());
        firstRound();
      }
      if (session.crashed) failures += 1;
      if (!stop.aborted && failures > 0) await sleep(backoff(failures, 250, 10_000), stop);
    }
  }

  /** Tries the lock of every projection not yet held by this session; starts the winners. */
  private async electionRound(connection: DatabasePoolConnection, session: Session): Promise<void> {
    let attempted = false;
    const won: ProjectionState[] = [];
    for (const state of this.states.values()) {
      const { name } = state.projection;
      if (session.controller.signal.aborted) break;
      if (session.projectors.has(name) || state.inline) continue;
      attempted = true;
      const locked = await connection.oneFirst(
        sql.type(lockedRow)`SELECT pg_try_advisory_lock(hashtext(${`projection:${name}`})) AS locked`,
      );
      if (locked) won.push(state);
    }
    // All join the shared reads before any asks, so that the first read passes all their events.
    for (const state of won) this.context.reads.join(state.projection);
    for (const state of won) this.startProjector(state, session);
    // Holding every lock, nothing else touches the session: this notices a dead one.
    if (!attempted && !session.controller.signal.aborted) await connection.query(sql.unsafe`SELECT 1`);
  }

  private startProjector(state: ProjectionState, session: Session): void {
    const { name } = state.projection;
    this.logger.info({ projection: name }, 'projection active in this process');
    state.active = true;
    const run = runProjector(this.context, state.projection, session.controller.signal)
      .catch((error: unknown) => {
        this.logger.error({ projection: name, err: error }, `projector crashed: ${errorMessage(error)}`);
        // Its lock is still held: give all up (and back off) rather than stall silently.
        session.crashed = true;
        session.controller.abort();
      })
      .finally(() => {
        state.active = false;
        this.context.reads.leave(name);
      });
    session.projectors.set(name, run);
  }

  private inlineNames(): string[] {
    return [...this.states.values()].filter((state) => state.inline).map((state) => state.projection.name);
  }

  /** Each inline read model up to the head; one that another process is catching up is left to it. */
  private async catchUpInline(): Promise<void> {
    for (const state of this.states.values()) {
      if (!state.inline) continue;
      try {
        await catchUpInline(this.pool, this.store, state.projection);
      } catch (error) {
        this.logger.warn({ projection: state.projection.name, err: error }, 'inline read model not caught up here');
      }
    }
  }

  /** Moves the inline read models' checkpoints to the head, as often as idle projectors poll. */
  private async keepInline(stop: AbortSignal): Promise<void> {
    const names = this.inlineNames();
    while (names.length > 0 && !stop.aborted) {
      await sleep(this.context.idleMs, stop);
      if (stop.aborted) return;
      await keepInlineCheckpoints(this.pool, this.store, names).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'inline checkpoints not moved'),
      );
    }
  }

  /**
   * Rings the doorbell for each event appended anywhere: one catch-up subscription per
   * process (LISTEN/NOTIFY in the Postgres adapter, push in EventStoreDB; run through
   * `logWatch`, so runtimes sharing the doorbell share it) instead of every projector
   * polling. Its events are only a signal; projectors take their batches from the shared reads. Resubscribes with backoff if it fails; projectors also re-read every
   * `idlePollMs` in case a signal is ever lost.
   */
  private async watchLog(stop: AbortSignal): Promise<void> {
    let failures = 0;
    while (!stop.aborted) {
      let subscription: AllSubscription | undefined;
      const unsubscribe = () => void subscription?.unsubscribe().catch(() => {});
      stop.addEventListener('abort', unsubscribe, { once: true });
      try {
        const head = await this.store.headPosition();
        this.newEvents.ring(); // whatever was appended while nobody was watching
        subscription = this.store.subscribeToAll({ fromPosition: head });
        if (stop.aborted) break;
        for await (const _event of subscription) {
          failures = 0;
          this.newEvents.ring();
        }
      } catch (error) {
        failures += 1;
        this.newEvents.ring(); // while it is down, each retry doubles as a poll
        this.logger.warn({ err: error, failures }, 'event log subscription failed; resubscribing');
      } finally {
        stop.removeEventListener('abort', unsubscribe);
        unsubscribe();
      }
      if (!stop.aborted) await sleep(backoff(Math.max(failures, 1), 250, 10_000), stop);
    }
  }
}
