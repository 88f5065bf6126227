"""The PostgreSQL store's schema: SQLite's tables (`store.SCHEMA`) in PostgreSQL's types, plus
the leases, the nodes, each log row's epoch and the trigger that fences the log; `cluster` holds
the secret the nodes share (the relay's, `relayed_for.py`), made by the first node to start.

The trigger is the database refusing a stale owner: a log row is inserted only if its `epoch` is
the table's lease's epoch now and that lease has not expired (on the database's own clock, so the
nodes' clocks never matter). It takes the lease row FOR SHARE, so a claim (an UPDATE of that row)
waits for an append in flight to commit, and an append waits for a claim: no row of an old epoch
can land after a new owner has read the log. A refused row raises SQLSTATE `FENCE_STATE`.
"""

from __future__ import annotations

FENCE_STATE = "CH409"
"""The SQLSTATE of a write from a node that does not hold the table's lease now."""

SCHEMA_LOCK = 0x43686D61
"""The advisory lock that makes creating the schema one node's job when several start at once."""

SCHEMA = f"""
CREATE TABLE IF NOT EXISTS tables (
    table_id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, options TEXT NOT NULL,
    seed TEXT NOT NULL, salt TEXT NOT NULL, seed_commit TEXT NOT NULL, spectator_hash TEXT NOT NULL,
    status TEXT NOT NULL, created DOUBLE PRECISION NOT NULL, next_table TEXT, clocks TEXT);
CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status, created);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, token_hash TEXT NOT NULL, name TEXT,
    last_seen DOUBLE PRECISION, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS log (
    table_id TEXT NOT NULL, ply INTEGER NOT NULL, player INTEGER NOT NULL, move TEXT NOT NULL,
    cid BIGINT, ts DOUBLE PRECISION NOT NULL, epoch BIGINT NOT NULL,
    PRIMARY KEY (table_id, ply), UNIQUE (table_id, player, cid));
CREATE TABLE IF NOT EXISTS codes (
    key TEXT PRIMARY KEY, table_id TEXT NOT NULL, seat INTEGER NOT NULL, sealed TEXT NOT NULL,
    expires DOUBLE PRECISION NOT NULL);
CREATE TABLE IF NOT EXISTS rematch_votes (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS chat (
    table_id TEXT NOT NULL, n INTEGER NOT NULL, sender INTEGER NOT NULL, text TEXT NOT NULL,
    ts DOUBLE PRECISION NOT NULL, seq INTEGER, PRIMARY KEY (table_id, n));
CREATE TABLE IF NOT EXISTS leases (
    table_id TEXT PRIMARY KEY, node TEXT NOT NULL, epoch BIGINT NOT NULL,
    expires TIMESTAMPTZ NOT NULL);
CREATE INDEX IF NOT EXISTS leases_by_node ON leases (node);
CREATE TABLE IF NOT EXISTS cluster (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS nodes (
    node TEXT PRIMARY KEY, address TEXT NOT NULL, seen TIMESTAMPTZ NOT NULL);
CREATE OR REPLACE FUNCTION chroma_fenced_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM leases WHERE table_id = NEW.table_id AND epoch = NEW.epoch
        AND expires > clock_timestamp() FOR SHARE;
    IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = '{FENCE_STATE}',
            MESSAGE = format('table %s: epoch %s does not hold its lease', NEW.table_id, NEW.epoch);
    END IF;
    RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER log_fenced BEFORE INSERT OR UPDATE ON log
    FOR EACH ROW EXECUTE FUNCTION chroma_fenced_log();
"""
