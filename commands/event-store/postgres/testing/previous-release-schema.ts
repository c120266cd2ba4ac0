/**
 * The es schema as the release before the leaner events table created it (commit 33fcd6a), kept
 * verbatim so that a test can migrate a database of that release: es.streams locked by every
 * append, event ids unique across the store, an unused stream-prefix index.
 */
export const previousReleaseSchemaSql = `
CREATE SCHEMA IF NOT EXISTS es;

CREATE TABLE IF NOT EXISTS es.streams (
  stream_id text PRIMARY KEY,
  -- Revision of the stream's last event; the row is what es.try_append locks.
  revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS es.events (
  global_position bigserial PRIMARY KEY,
  -- The writing transaction: catch-up readers order by it (see es.try_append and readAll).
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

-- How an append that writes nothing ends, judged by the batch's ids already stored: no row when
-- none is; 'appended' with the stored result when the batch is stored exactly (all its ids in
-- this stream, same order, consecutive revisions), i.e. a retry; 'duplicate_event_id' for any
-- other reuse.
CREATE OR REPLACE FUNCTION es.stored_outcome(p_stream_id text, p_events jsonb)
RETURNS TABLE (outcome text, revision bigint, last_transaction_id xid8, last_global_position bigint)
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
    RETURN QUERY SELECT 'appended'::text, e.stream_revision, e.transaction_id, e.global_position
      FROM es.events e WHERE e.event_id = (p_events -> (v_count - 1) ->> 'id')::uuid;
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
-- stream); 'duplicate_event_id'. Only 'appended' leaves anything written.
-- Idempotency: a batch already stored as a whole (es.stored_outcome) is 'appended' with its
-- original result whatever the expected revision, and writes nothing.
CREATE OR REPLACE FUNCTION es.try_append(p_stream_id text, p_expected_revision bigint, p_events jsonb)
RETURNS TABLE (outcome text, revision bigint, last_transaction_id xid8, last_global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_current bigint;
  v_created boolean := false;
  v_expected_holds boolean;
  v_inserted int := 0;
  v_positions bigint[];
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

  v_expected_holds := p_expected_revision IS NULL
    OR p_expected_revision = v_current
    OR (p_expected_revision = -2 AND v_current >= 0);

  IF v_expected_holds THEN
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
    SELECT count(*), max(inserted.global_position), array_agg(inserted.global_position)
      INTO v_inserted, v_last_position, v_positions FROM inserted;

    IF v_inserted = v_count THEN
      IF NOT v_created THEN
        UPDATE es.streams SET revision = v_current + v_count WHERE stream_id = p_stream_id;
      END IF;
      RETURN QUERY SELECT 'appended'::text, v_current + v_count, pg_current_xact_id(), v_last_position;
      RETURN;
    END IF;
    -- Some ids were already stored. Undo this call's own rows (nobody else can see them yet)
    -- rather than raise, which would roll them back but cost the connection.
    DELETE FROM es.events WHERE global_position = ANY (v_positions);
  END IF;

  IF v_created THEN
    DELETE FROM es.streams WHERE stream_id = p_stream_id;
  END IF;
  RETURN QUERY SELECT * FROM es.stored_outcome(p_stream_id, p_events);
  IF NOT FOUND THEN
    -- No id of the batch is stored: either the revision did not hold, or the batch repeats an
    -- id of its own (the insert skipped the repeat).
    RETURN QUERY SELECT CASE WHEN v_expected_holds THEN 'duplicate_event_id' ELSE 'wrong_expected_version' END,
      CASE WHEN v_expected_holds THEN NULL ELSE v_current END, NULL::xid8, NULL::bigint;
  END IF;
END;
$$;

-- The interface before es.try_append, kept for processes of the previous release that are still
-- running while a new one migrates: the same outcomes, raised as errors.
CREATE OR REPLACE FUNCTION es.append(p_stream_id text, p_expected_revision bigint, p_events jsonb)
RETURNS TABLE (next_expected_revision bigint, last_transaction_id xid8, last_global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_result record;
BEGIN
  SELECT * INTO STRICT v_result FROM es.try_append(p_stream_id, p_expected_revision, p_events);
  IF v_result.outcome = 'wrong_expected_version' THEN
    RAISE EXCEPTION USING ERRCODE = 'ES001',
      MESSAGE = format('wrong expected revision for stream %s', p_stream_id),
      DETAIL = v_result.revision::text;
  END IF;
  IF v_result.outcome = 'duplicate_event_id' THEN
    RAISE EXCEPTION USING ERRCODE = 'ES002',
      MESSAGE = format('event ids already stored, and not as this exact batch of stream %s', p_stream_id);
  END IF;
  RETURN QUERY SELECT v_result.revision, v_result.last_transaction_id, v_result.last_global_position;
END;
$$;

-- Databases migrated by the previous release still have it; es.stored_outcome replaced it.
DROP FUNCTION IF EXISTS es.stored_batch(text, jsonb);
`;
