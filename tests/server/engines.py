"""The real engines for the distributed server's tests, started by the tests themselves from the
installed binaries, on loopback, in temporary folders: a PostgreSQL cluster (`initdb`, `pg_ctl`;
as the `postgres` user when the tests run as root, since PostgreSQL refuses to run as root) and
a `nats-server` with JetStream. An engine that is not installed raises `EngineMissing` naming the
package to install; the tests' fixtures fail with it (these tests never skip and never pass
without it). No pytest here: `benchmarks/online_nodes.py` starts the same engines."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from chroma_desktop.server.pg_store import PgStore
from chroma_desktop.server.store import SqliteStore, Store

POSTGRES_PACKAGE = "postgresql"


class EngineMissing(RuntimeError):
    """An engine's program is not installed: the message names the package to install."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _postgres_bin(name: str) -> str:
    """The path of a PostgreSQL server program (`initdb`, `pg_ctl`), or `EngineMissing` saying
    what to install."""
    found = shutil.which(name) or next(iter(sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
                                                  reverse=True)), None)
    if found is None:
        raise EngineMissing(f"PostgreSQL's {name} is not installed: these tests need the real database "
                            f"(apt-get install {POSTGRES_PACKAGE}; .ci/run installs it)")
    return found


class PostgresCluster:
    """A throwaway PostgreSQL cluster on 127.0.0.1:`port`; `restart()` stops it (fast) and starts
    it again on the same port and data. `durable`: PostgreSQL's own defaults (fsync, full page
    writes), as a real deployment runs; else the tests' faster settings, which lose nothing the
    tests look at (a cluster is stopped cleanly or its folder thrown away). `settings`: more
    `name=value` server settings (the benchmark's `synchronous_commit`)."""

    def __init__(self, durable: bool = False, settings: tuple[str, ...] = ()) -> None:
        self.durable, self.settings = durable, settings
        self.initdb, self.pg_ctl = _postgres_bin("initdb"), _postgres_bin("pg_ctl")
        self.folder = Path(tempfile.mkdtemp(prefix="chroma-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        self.as_user: list[str] = []
        if os.geteuid() == 0:  # PostgreSQL never runs as root
            self.as_user = ["runuser", "-u", "postgres", "--"]
            shutil.chown(self.folder, "postgres", "postgres")
        self._run([self.initdb, "-D", str(self.data), "-U", "chroma", "-A", "trust", "--no-sync",
                   "-E", "UTF8", "--locale=C"])
        self.start()
        self.databases = 0

    def _run(self, command: list[str]) -> None:
        done = subprocess.run([*self.as_user, *command], capture_output=True, text=True, timeout=120)
        if done.returncode:
            raise RuntimeError(f"{command[0]} failed: {done.stdout}{done.stderr}")

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c max_connections=200"
        if not self.durable:
            options += " -c fsync=off -c full_page_writes=off"
        options += "".join(f" -c {setting}" for setting in self.settings)
        self._run([self.pg_ctl, "-D", str(self.data), "-l", str(self.folder / "log"), "-w", "-t", "60",
                   "-o", options, "start"])

    def stop(self, mode: str = "fast") -> None:
        self._run([self.pg_ctl, "-D", str(self.data), "-m", mode, "-w", "stop"])

    def restart(self, down_for: float = 0.0) -> None:
        self.stop()
        time.sleep(down_for)
        self.start()

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://chroma@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh empty database's URL (one per test: tests share nothing)."""
        import psycopg

        self.databases += 1
        name = f"t{os.getpid()}_{self.databases}"
        with psycopg.connect(self.url(), autocommit=True) as admin:
            admin.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
            self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)


class NatsServer:
    """`nats-server -js` on 127.0.0.1:`port` with its store in a temporary folder."""

    def __init__(self) -> None:
        binary = shutil.which("nats-server") or shutil.which("nats-server", path="/usr/sbin:/usr/bin")
        if binary is None:
            raise EngineMissing("nats-server is not installed: these tests need the real NATS "
                                "(apt-get install nats-server; .ci/run installs it)")
        self.binary = binary
        self.folder = Path(tempfile.mkdtemp(prefix="chroma-nats-"))
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.start()

    def start(self) -> None:
        log = open(self.folder / "log", "ab")  # noqa: SIM115 (the server's own stderr, kept open by it)
        self.process = subprocess.Popen([self.binary, "-a", "127.0.0.1", "-p", str(self.port), "-js",
                                         "-sd", str(self.folder / "store")], stdout=log, stderr=log)
        log.close()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.05)
        raise RuntimeError(f"nats-server did not start: {(self.folder / 'log').read_text()}")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)

    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


def everything_stored(store: Store) -> str:
    """Every row the store keeps, as text (to look for what must never be stored)."""
    if isinstance(store, SqliteStore):
        return "\n".join(store.connection.iterdump())
    assert isinstance(store, PgStore)
    import psycopg

    rows: list[str] = []
    with psycopg.connect(store.url) as db:
        names = [name for (name,) in db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'").fetchall()]
        for name in names:
            rows.extend(repr(row) for row in db.execute(f"SELECT * FROM {name}").fetchall())
    return "\n".join(rows)


def store_args(url: str, node: str, lease: float | None = None) -> tuple[str, ...]:
    """`chroma-server`'s arguments for a node `node` of the PostgreSQL store at `url`."""
    return ("--store", url, "--node", node, *(() if lease is None else ("--lease", str(lease))))


def open_store(db: Path, server_args: tuple[str, ...]) -> Store:
    """The store a server started with `server_args` writes (SQLite at `db` unless `--store`),
    opened as an onlooker node that holds no lease."""
    if "--store" in server_args:
        return PgStore(server_args[server_args.index("--store") + 1], "onlooker")
    return SqliteStore(db)
