import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from '../../commands/event-store/port';
import type { Projection } from './projection';

/** A table of a read model's schema, and the answers table every answer read model keeps. */
export const at = (schema: string, name: string) => sql.identifier([schema, name]);
export const answers = (schema: string) => at(schema, 'answers');

/** The event types a read model reads. */
export const typesOf = (projection: Projection): readonly string[] =>
  'eventTypes' in projection.filter ? projection.filter.eventTypes : [];

/**
 * Applies a batch to every copy, each taking the events of its types in their order, as a batch
 * where it applies one at once. The copies keep disjoint tables (see answerReadModel), so one
 * copy's events applied before another's leave the rows that applying them interleaved leaves.
 */
export const applyToCopies = async (
  copies: readonly Projection[],
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
  schema: string,
) => {
  for (const copy of copies) {
    const types = new Set(typesOf(copy));
    const own = events.filter((event) => types.has(event.type));
    if (own.length === 0) continue;
    if (copy.handleBatch) await copy.handleBatch(tx, own, schema);
    else for (const event of own) await copy.handle(tx, event, schema);
  }
};

/** Copies share one schema: two that named the same table would write over each other's rows. */
const assertDisjointTables = (name: string, copies: readonly Projection[]) => {
  const owner = new Map<string, string>();
  for (const copy of copies) {
    for (const table of copy.tables) {
      const other = owner.get(table);
      if (other !== undefined) throw new Error(`answer read model ${name}: copies ${other} and ${copy.name} both keep a table ${table}`);
      owner.set(table, copy.name);
    }
  }
};

export interface AnswerReadModel<Scope extends { all: boolean }> {
  name: string;
  /** The read models the answer is made of, each kept here by its own code. */
  copies: readonly Projection[];
  /** This read model's own tables besides the copies' (its answers). */
  tables: readonly string[];
  migrateAnswers: (tx: DatabaseTransactionConnection, schema: string) => Promise<void>;
  /** What a batch touched starts empty; `all` set means every answer (what a copy built in mode 'copy' writes at its end). */
  newScope: () => Scope;
  /**
   * Takes a batch: into the copies, and into the scope of answers to write again. By default the
   * copies take it (applyToCopies), then `widen` adds what each event touched to the scope.
   */
  apply?: (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[], schema: string, scope: Scope) => Promise<void>;
  widen?: (scope: Scope, event: RecordedEvent) => void;
  /**
   * After the copies took the batch: forgets what the copies' code stored that no screen here
   * shows, where the batch had events of the given types (`touched`).
   */
  forget?: (tx: DatabaseTransactionConnection, schema: string, touched: (types: ReadonlySet<string>) => boolean) => Promise<void>;
  /** Writes again the answers in the scope. */
  writeAnswers: (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => Promise<void>;
}

/**
 * A screen's answer as one read model: its own copies of the read models the answer is made of,
 * kept by their own code (so renames, merges and erasures land exactly as there), and after each
 * batch the answers it touched written again, in the same transaction as the checkpoint. A copy
 * being rebuilt or checked (mode 'copy') takes only the copies' batches, and forgets and writes
 * every answer once at its end: written per batch, an answer touched by many batches would be
 * made as many times, and the forgetting reads whole tables.
 */
export const answerReadModel = <Scope extends { all: boolean }>(model: AnswerReadModel<Scope>): Projection => {
  assertDisjointTables(model.name, model.copies);
  const handleBatch: NonNullable<Projection['handleBatch']> = async (tx, events, schema, mode) => {
    const scope = model.newScope();
    if (model.apply) await model.apply(tx, events, schema, scope);
    else {
      await applyToCopies(model.copies, tx, events, schema);
      for (const event of events) model.widen?.(scope, event);
    }
    if (mode === 'copy') return;
    await model.forget?.(tx, schema, (types) => events.some((event) => types.has(event.type)));
    await model.writeAnswers(tx, schema, scope);
  };
  const completeCopy: NonNullable<Projection['completeCopy']> = async (tx, schema) => {
    await model.forget?.(tx, schema, () => true);
    await model.writeAnswers(tx, schema, { ...model.newScope(), all: true });
  };
  return {
    name: model.name,
    filter: { eventTypes: [...new Set(model.copies.flatMap(typesOf))] },
    tables: [...model.copies.flatMap((copy) => copy.tables), ...model.tables],
    migrate: async (tx, schema) => {
      for (const copy of model.copies) await copy.migrate(tx, schema);
      await model.migrateAnswers(tx, schema);
    },
    handle: (tx, event, schema) => handleBatch(tx, [event], schema),
    handleBatch,
    completeCopy,
  };
};

/**
 * The accounts read model's code stores the password hash for log-in: a copy of it keeps none,
 * since no screen shows one. Forgets them after a batch with any of the accounts' event types.
 */
export const forgetPasswordHashesOn =
  (accountTypes: ReadonlySet<string>): NonNullable<AnswerReadModel<{ all: boolean }>['forget']> =>
  async (tx, schema, touched) => {
    if (!touched(accountTypes)) return;
    await tx.query(sql.unsafe`UPDATE ${sql.identifier([schema, 'accounts'])} SET password_hash = NULL WHERE password_hash IS NOT NULL`);
  };
