"""Fixtures of the server tests: the real engines, one of each per test worker, started only when
a test asks for them (`engines.py`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chroma_desktop.server.pg_store import PgStore
from chroma_desktop.server.store import SqliteStore, Store
from tests.server.engines import EngineMissing, NatsServer, PostgresCluster


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresCluster]:
    try:
        cluster = PostgresCluster()
    except EngineMissing as missing:
        pytest.fail(str(missing), pytrace=False)
    yield cluster
    cluster.close()


@pytest.fixture
def nats_server() -> Iterator[NatsServer]:
    """A `nats-server -js` of the test's own (a test may restart it)."""
    try:
        server = NatsServer()
    except EngineMissing as missing:
        pytest.fail(str(missing), pytrace=False)
    yield server
    server.close()


@pytest.fixture
def pg_url(postgres: PostgresCluster) -> str:
    """A fresh database of the worker's PostgreSQL cluster."""
    return postgres.new_database()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """The store on each engine: the default SQLite file, and PostgreSQL as one node holding the
    leases of the tables it creates (the same tests must pass on both)."""
    store: SqliteStore | PgStore
    if request.param == "sqlite":
        store = SqliteStore(tmp_path / "tables.sqlite3")
    else:
        store = PgStore(request.getfixturevalue("pg_url"), "node-a")
    yield store
    store.close()

