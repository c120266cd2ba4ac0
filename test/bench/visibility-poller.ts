import pg from 'pg';

/** The registrations list read model's table (projections/registrations/registrations-list.ts), read as any screen would. */
const REGISTRATIONS = 'rm_registrations_list.registrations';

/**
 * One shared look at the registrations list every `everyMs`: which acknowledged registrations,
 * not seen yet, are rows now. Each look reads only those (by primary key), so its cost follows
 * the backlog, not the size of the table. A row counts as visible at the start of the first
 * look that finds it; every look asks only for registrations acknowledged before it started,
 * so a registration a look misses was answered before its row was in the list.
 */
export const watchRegistrations = async (databaseUrl: string, everyMs: number) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const waiting = new Set<string>();
  const visibleAt = new Map<string, number>();
  const answeredBeforeVisible = new Set<string>();
  let looks = 0;
  let stopped = false;
  let failure: unknown = null;
  let onChange = () => {};

  const look = async () => {
    const asked = [...waiting];
    const startedAt = performance.now();
    const found = await client.query<{ id: string }>(`SELECT id FROM ${REGISTRATIONS} WHERE id = ANY($1::text[])`, [asked]);
    looks += 1;
    for (const { id } of found.rows) {
      waiting.delete(id);
      visibleAt.set(id, startedAt);
    }
    for (const id of asked) if (waiting.has(id)) answeredBeforeVisible.add(id);
    onChange();
  };
  const running = (async () => {
    while (!stopped) {
      const next = performance.now() + everyMs;
      try {
        if (waiting.size > 0) await look();
      } catch (error) {
        failure = error;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, next - performance.now())));
    }
  })();

  return {
    /** A registration the server acknowledged: from now on each look asks for its row. */
    acknowledged: (id: string) => waiting.add(id),
    visibleAt,
    answeredBeforeVisible,
    looks: () => looks,
    notVisible: () => waiting.size,
    /** Resolves once every acknowledged row is visible, or `timeoutMs` after the call. */
    allVisible: (timeoutMs: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          onChange = () => {};
          resolve();
        }
        onChange = () => waiting.size === 0 && done();
        onChange();
      }),
    stop: async () => {
      stopped = true;
      await running;
      await client.end();
      if (failure) throw failure;
    },
  };
};
