import type pg from 'pg';

/** Raised by es.append when the stream is not at the expected revision; DETAIL holds the actual one. */
export const WRONG_EXPECTED_VERSION_SQLSTATE = 'ES001';
/** Raised by es.append when an event id is already stored and the append is not an exact retry. */
export const DUPLICATE_EVENT_ID_SQLSTATE = 'ES002';
/** Stores NOTIFY it after appends commit (see CommitNotifier); subscribers LISTEN. */
export const EVENTS_CHANNEL = 'es_events';

/**
 * Idempotent: every statement can run again on an existing schema. Run under an advisory lock
 * because concurrent `CREATE ... IF NOT EXISTS` statements can still collide in the catalog.
 */
const migrationSql = `
CREATE SCHEMA IF NOT EXISTS es;

CREATE TABLE IF NOT EXISTS es.streams (
  stream_id text PRIMARY KEY,
  -- Revision of the stream's last event; the row is what es.append locks.
  revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS es.events (
  global_position bigserial PRIMARY KEY,
  -- The writing transaction: catch-up readers order by it (see es.append and readAll).
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL UNIQUE,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_revision)
);

CREATE INDEX IF NOT EXISTS events_transaction_position ON es.events (transaction_id, global_position);
CREATE INDEX IF NOT EXISTS events_type_transaction_position ON es.events (type, transaction_id, global_position);
CREATE INDEX IF NOT EXISTS events_stream_prefix ON es.events (stream_id text_pattern_ops);

-- The stored result of this exact batch (all its ids in this stream, same order, consecutive
-- revisions); no row when none of its ids is stored; DUPLICATE_EVENT_ID for any other reuse.
CREATE OR REPLACE FUNCTION es.stored_batch(p_stream_id text, p_events jsonb)
RETURNS TABLE (next_expected_revision bigint, last_transaction_id xid8, last_global_position bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_found bigint;
  v_same_stream boolean;
  v_offsets bigint;
BEGIN
  SELECT count(*), bool_and(e.stream_id = p_stream_id), count(DISTINCT e.stream_revision - i.ord)
    INTO v_found, v_same_stream, v_offsets
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS i(value, ord)
    JOIN es.events e ON e.event_id = (i.value ->> 'id')::uuid;
  IF v_found = 0 THEN
    RETURN;
  END IF;
  IF v_found = v_count AND v_same_stream AND v_offsets = 1 THEN
    RETURN QUERY SELECT e.stream_revision, e.transaction_id, e.global_position
      FROM es.events e WHERE e.event_id = (p_events -> (v_count - 1) ->> 'id')::uuid;
    RETURN;
  END IF;
  RAISE EXCEPTION USING ERRCODE = '${DUPLICATE_EVENT_ID_SQLSTATE}',
    MESSAGE = format('event ids already stored, and not as this exact batch of stream %s', p_stream_id);
END;
$$;

-- One round trip per append. p_expected_revision: NULL = any, -1 = no stream, -2 = stream
-- exists, n >= 0 = the stream's last revision must be n. p_events: [{id, type, data, metadata}].
-- Idempotency: a batch already stored as a whole (es.stored_batch) succeeds with its original
-- result whatever the expected revision, and writes nothing.
CREATE OR REPLACE FUNCTION es.append(p_stream_id text, p_expected_revision bigint, p_events jsonb)
RETURNS TABLE (next_expected_revision bigint, last_transaction_id xid8, last_global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_current bigint;
  v_created boolean := false;
  v_inserted int;
  v_last_position bigint;
BEGIN
  -- Lock the stream row first: every later statement takes a fresh snapshot (READ COMMITTED),
  -- so a writer that waited here sees what the previous lock holder committed.
  SELECT s.revision INTO v_current FROM es.streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO es.streams (stream_id, revision) VALUES (p_stream_id, v_count - 1)
      ON CONFLICT (stream_id) DO NOTHING;
    IF FOUND THEN
      v_current := -1;
      v_created := true;
    ELSE
      SELECT s.revision INTO STRICT v_current FROM es.streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
    END IF;
  END IF;

  IF p_expected_revision IS NOT NULL
     AND p_expected_revision <> v_current
     AND NOT (p_expected_revision = -2 AND v_current >= 0) THEN
    RETURN QUERY SELECT * FROM es.stored_batch(p_stream_id, p_events);
    IF FOUND THEN
      RETURN;
    END IF;
    RAISE EXCEPTION USING ERRCODE = '${WRONG_EXPECTED_VERSION_SQLSTATE}',
      MESSAGE = format('wrong expected revision for stream %s', p_stream_id),
      DETAIL = v_current::text;
  END IF;

  -- The unique event id spots a stored id without an extra lookup on the common path.
  WITH inserted AS (
    INSERT INTO es.events (event_id, stream_id, stream_revision, type, data, metadata)
    SELECT e.id, p_stream_id, v_current + e.ord, e.type, e.data, coalesce(e.metadata, '{}')
      FROM ROWS FROM (jsonb_to_recordset(p_events) AS (id uuid, type text, data jsonb, metadata jsonb))
           WITH ORDINALITY AS e(id, type, data, metadata, ord)
     ORDER BY e.ord
    ON CONFLICT (event_id) DO NOTHING
    RETURNING global_position
  )
  SELECT count(*), max(inserted.global_position) INTO v_inserted, v_last_position FROM inserted;

  IF v_inserted < v_count THEN
    -- A retry inserted nothing; any partial insert is rolled back by the exception.
    IF v_inserted = 0 THEN
      RETURN QUERY SELECT * FROM es.stored_batch(p_stream_id, p_events);
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
    RAISE EXCEPTION USING ERRCODE = '${DUPLICATE_EVENT_ID_SQLSTATE}',
      MESSAGE = format('event ids already stored, and not as this exact batch of stream %s', p_stream_id);
  END IF;

  IF NOT v_created THEN
    UPDATE es.streams SET revision = v_current + v_count WHERE stream_id = p_stream_id;
  END IF;

  RETURN QUERY SELECT v_current + v_count, pg_current_xact_id(), v_last_position;
END;
$$;
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
