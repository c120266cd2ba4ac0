import type pg from 'pg';

/** Raised by es.append (the previous release's call) when the stream is not at the expected revision; DETAIL holds the actual one. */
export const WRONG_EXPECTED_VERSION_SQLSTATE = 'ES001';
/** Raised by es.append (the previous release's call) when an event id is already stored and the append is not an exact retry. */
export const DUPLICATE_EVENT_ID_SQLSTATE = 'ES002';
/** Stores NOTIFY it after appends commit (see CommitNotifier); subscribers LISTEN. */
export const EVENTS_CHANNEL = 'es_events';

/**
 * Idempotent: every statement can run again on an existing schema. Run under an advisory lock
 * because concurrent `CREATE ... IF NOT EXISTS` statements can still collide in the catalog.
 *
 * Every index costs each append its WAL and, after each checkpoint, a full image of every page
 * it touches: an index whose inserts land all over it (a random key) costs a page image per
 * event. So es.events keeps only indexes a query reads (test/bench/event-store-plans.ts prints
 * the plans), each keyed so that an append touches a few pages: (stream_id, stream_revision),
 * the key, for readStream and for deciding between concurrent appends, (stream_id,
 * event_id) for idempotency, (transaction_id, global_position) for catch-up reads and the
 * head, (type, transaction_id, global_position) for catch-up reads of rare types (rebuilding or
 * checking a read model). Nothing reads by global position alone (the sequence keeps it unique)
 * or by stream-id prefix with an index (LIKE ANY of an array cannot use one).
 */
const migrationSql = `
CREATE SCHEMA IF NOT EXISTS es;

CREATE TABLE IF NOT EXISTS es.events (
  global_position bigserial NOT NULL,
  -- The writing transaction: catch-up readers order by it (see es.try_append and readAll).
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The key (not declared PRIMARY KEY only because earlier releases' databases have it as is):
  -- decides between concurrent appends to a stream (see es.try_append).
  UNIQUE (stream_id, stream_revision)
);

-- Event ids are unique within their stream, as EventStoreDB keeps them: that is what makes a
-- retried append a no-op, and a stream's entries sit together, so an append touches the few
-- pages of its own stream. Unique across the store they cost an insert at a random place in a
-- store-wide index (ids are hashes), i.e. a page image per event after each checkpoint; the
-- command handler's ids hash the stream id in, so they differ between streams anyway.
CREATE UNIQUE INDEX IF NOT EXISTS events_stream_event_id ON es.events (stream_id, event_id);
CREATE INDEX IF NOT EXISTS events_transaction_position ON es.events (transaction_id, global_position);
CREATE INDEX IF NOT EXISTS events_type_transaction_position ON es.events (type, transaction_id, global_position);

-- Databases of earlier releases: ids were unique store-wide, the global position had an index
-- as primary key, and one served stream-prefix reads that never used it. Checked first: ALTER
-- TABLE locks out every reader, even for nothing.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_constraint WHERE conrelid = 'es.events'::regclass AND conname IN ('events_event_id_key', 'events_pkey')) THEN
    ALTER TABLE es.events DROP CONSTRAINT IF EXISTS events_event_id_key, DROP CONSTRAINT IF EXISTS events_pkey;
  END IF;
END;
$$;
DROP INDEX IF EXISTS es.events_stream_prefix;

-- How an append that writes nothing ends, judged by the batch's ids already in the stream: no
-- row when none is; 'appended' with the stored result when the batch is stored exactly (same
-- order, consecutive revisions), i.e. a retry; 'duplicate_event_id' for any other reuse.
CREATE OR REPLACE FUNCTION es.stored_outcome(p_stream_id text, p_events jsonb)
RETURNS TABLE (outcome text, revision bigint, last_transaction_id xid8, last_global_position bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_ids uuid[] := ARRAY(SELECT (i.value ->> 'id')::uuid FROM jsonb_array_elements(p_events) AS i(value));
  v_found bigint;
  v_offsets bigint;
BEGIN
  -- One index lookup per id (LIMIT keeps the planner from turning it into a read of the
  -- whole stream, which it may when it takes the stream for a short one).
  SELECT count(*), count(DISTINCT f.stream_revision - i.ord) INTO v_found, v_offsets
    FROM unnest(v_ids) WITH ORDINALITY AS i(id, ord)
   CROSS JOIN LATERAL (SELECT e.stream_revision FROM es.events e
                        WHERE e.stream_id = p_stream_id AND e.event_id = i.id LIMIT 1) AS f;
  IF v_found = 0 THEN
    RETURN;
  END IF;
  IF v_found = v_count AND v_offsets = 1 THEN
    RETURN QUERY SELECT 'appended'::text, e.stream_revision, e.transaction_id, e.global_position
      FROM es.events e WHERE e.stream_id = p_stream_id AND e.event_id = (p_events -> (v_count - 1) ->> 'id')::uuid;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'duplicate_event_id'::text, NULL::bigint, NULL::xid8, NULL::bigint;
END;
$$;

-- One round trip per append. p_expected_revision: NULL = any, -1 = no stream, -2 = stream
-- exists, n >= 0 = the stream's last revision must be n. p_events: [{id, type, data, metadata}].
-- Every outcome comes back as a row, none as an error: a failed query makes pg-pool discard its
-- connection, and on a contended stream conflicts are routine. outcome 'appended': revision is
-- the stream's last revision now; 'wrong_expected_version': revision is the actual one (-1 = no
-- stream); 'duplicate_event_id'; 'raced' (only without an exact expected revision): call again
-- in a new transaction. Only 'appended' leaves anything written.
-- Idempotency: a batch already stored as a whole (es.stored_outcome) is 'appended' with its
-- original result whatever the expected revision, and writes nothing.
--
-- No lock for an exact expected revision (the command handler's appends): the stream's
-- revision is read as committed, and the unique (stream_id, stream_revision) index decides
-- between appends racing for the next revision. An append whose expected revision is already
-- stale is refused at once, holding nothing; one whose revision another open transaction has
-- just taken waits for it (that is what a unique index does), then is refused, or goes ahead
-- if the other rolled back.
CREATE OR REPLACE FUNCTION es.try_append(p_stream_id text, p_expected_revision bigint, p_events jsonb)
RETURNS TABLE (outcome text, revision bigint, last_transaction_id xid8, last_global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_transaction_before xid8 := pg_current_xact_id_if_assigned();
  -- Only a batch checks its ids before inserting (see below).
  v_ids uuid[] := CASE WHEN v_count > 1 THEN ARRAY(SELECT (i.value ->> 'id')::uuid FROM jsonb_array_elements(p_events) AS i(value)) END;
  v_current bigint;
  v_last_position bigint;
BEGIN
  IF p_expected_revision IS NULL OR p_expected_revision = -2 THEN
    -- Without an exact revision an append is never refused for a conflict, only tried again:
    -- such appends wait their turn on the stream (until commit, like a row lock, in a key
    -- space of their own), or each commit would wake every one waiting and all but one would
    -- try again, and again.
    PERFORM pg_advisory_xact_lock(hashtext('es.try_append'), hashtext(p_stream_id));
  END IF;
  LOOP
    SELECT coalesce(max(e.stream_revision), -1) INTO v_current FROM es.events e WHERE e.stream_id = p_stream_id;
    EXIT WHEN NOT (p_expected_revision IS NULL
      OR p_expected_revision = v_current
      OR (p_expected_revision = -2 AND v_current >= 0));

    -- The first event alone claims the next revision: the one insert that may lose a race, the
    -- one that pays for ON CONFLICT (a confirmation record per row). While this transaction
    -- holds that revision nobody else can insert into the stream (any other append needs it
    -- first), so the rest of the batch goes in by a plain insert once no id of it is stored
    -- already or repeated within it.
    IF v_count > 1 AND (EXISTS (SELECT FROM unnest(v_ids) AS i(id)
                                 CROSS JOIN LATERAL (SELECT FROM es.events e
                                                      WHERE e.stream_id = p_stream_id AND e.event_id = i.id LIMIT 1) AS f)
                        OR (SELECT count(DISTINCT i.id) FROM unnest(v_ids) AS i(id)) < v_count) THEN
      RETURN QUERY SELECT * FROM es.stored_outcome(p_stream_id, p_events);
      IF NOT FOUND THEN
        RETURN QUERY SELECT 'duplicate_event_id'::text, NULL::bigint, NULL::xid8, NULL::bigint;
      END IF;
      RETURN;
    END IF;

    INSERT INTO es.events (event_id, stream_id, stream_revision, type, data, metadata)
    SELECT e.id, p_stream_id, v_current + 1, e.type, e.data, coalesce(e.metadata, '{}')
      FROM jsonb_to_record(p_events -> 0) AS e(id uuid, type text, data jsonb, metadata jsonb)
    ON CONFLICT DO NOTHING
    RETURNING global_position INTO v_last_position;

    IF FOUND THEN
      IF v_count > 1 THEN
        WITH inserted AS (
          INSERT INTO es.events (event_id, stream_id, stream_revision, type, data, metadata)
          SELECT e.id, p_stream_id, v_current + e.ord, e.type, e.data, coalesce(e.metadata, '{}')
            FROM ROWS FROM (jsonb_to_recordset(p_events) AS (id uuid, type text, data jsonb, metadata jsonb))
                 WITH ORDINALITY AS e(id, type, data, metadata, ord)
           WHERE e.ord > 1
           ORDER BY e.ord
          RETURNING global_position
        )
        SELECT max(inserted.global_position) INTO v_last_position FROM inserted;
      END IF;
      RETURN QUERY SELECT 'appended'::text, v_current + v_count, pg_current_xact_id(), v_last_position;
      RETURN;
    END IF;

    -- The first event's revision or id was taken, by an append that has committed (the insert
    -- waited for it): this batch itself, retried at the same time, or another one.
    RETURN QUERY SELECT * FROM es.stored_outcome(p_stream_id, p_events);
    IF FOUND THEN
      RETURN;
    END IF;
    -- Read the revision again, which refuses an exact expected revision. Without one, this call
    -- tries the next revision, but catch-up readers deliver by transaction id, so each event of
    -- a stream must come from a later transaction than the one before it. That holds for a
    -- transaction that takes its id when it writes, after reading the revision; but this call
    -- may have taken one in the insert that lost the race, before the winner took its own.
    IF (p_expected_revision IS NULL OR p_expected_revision = -2)
       AND pg_current_xact_id_if_assigned() IS DISTINCT FROM v_transaction_before THEN
      RETURN QUERY SELECT 'raced'::text, NULL::bigint, NULL::xid8, NULL::bigint;
      RETURN;
    END IF;
  END LOOP;

  RETURN QUERY SELECT * FROM es.stored_outcome(p_stream_id, p_events);
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'wrong_expected_version'::text, v_current, NULL::xid8, NULL::bigint;
  END IF;
END;
$$;

-- The interface before es.try_append, kept for processes of the previous release that are still
-- running while a new one migrates: the same outcomes, raised as errors. A second call after
-- 'raced' finds the transaction id taken already, so it does not answer 'raced' again.
CREATE OR REPLACE FUNCTION es.append(p_stream_id text, p_expected_revision bigint, p_events jsonb)
RETURNS TABLE (next_expected_revision bigint, last_transaction_id xid8, last_global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_result record;
BEGIN
  LOOP
    SELECT * INTO STRICT v_result FROM es.try_append(p_stream_id, p_expected_revision, p_events);
    EXIT WHEN v_result.outcome <> 'raced';
  END LOOP;
  IF v_result.outcome = 'wrong_expected_version' THEN
    RAISE EXCEPTION USING ERRCODE = '${WRONG_EXPECTED_VERSION_SQLSTATE}',
      MESSAGE = format('wrong expected revision for stream %s', p_stream_id),
      DETAIL = v_result.revision::text;
  END IF;
  IF v_result.outcome = 'duplicate_event_id' THEN
    RAISE EXCEPTION USING ERRCODE = '${DUPLICATE_EVENT_ID_SQLSTATE}',
      MESSAGE = format('event ids already stored, and not as this exact batch of stream %s', p_stream_id);
  END IF;
  RETURN QUERY SELECT v_result.revision, v_result.last_transaction_id, v_result.last_global_position;
END;
$$;

-- Databases migrated by earlier releases still have them. es.streams held each stream's
-- revision, locked by every append until its commit was flushed; the unique index decides now.
DROP FUNCTION IF EXISTS es.stored_batch(text, jsonb);
DROP TABLE IF EXISTS es.streams;
`;

export const migrate = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('es.migrate'))`);
    await client.query(migrationSql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
};
