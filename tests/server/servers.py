"""Servers for the tests: `chroma-server` in a subprocess on a free loopback port (it can be
killed with SIGKILL and started again on the same port and database), or one in this process on a
background thread (for tests that send thousands of frames)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from websockets.sync.client import connect

from chroma_desktop.net.protocol import dumps
from chroma_desktop.server.gateway import TableServer
from chroma_desktop.server.limits import Limits
from chroma_desktop.server.store import SqliteStore

HOST_KEY = "test-host-key-0123456789abcdef"


class ServerProcess:
    """`python -m chroma_desktop.server.main` on 127.0.0.1; `kill()` is a SIGKILL."""

    def __init__(self, db: Path, move_rate: float = 1000.0, extra_args: tuple[str, ...] = (),
                 log_path: Path | None = None) -> None:
        self.db, self.move_rate, self.extra_args = db, move_rate, extra_args
        self.log_path = log_path or db.with_name(db.name + ".log")
        self.port = 0
        self.process: subprocess.Popen[str] | None = None

    def start(self) -> str:
        env = dict(os.environ, CHROMA_SERVER_HOST_KEY=HOST_KEY)
        # Its log goes to a file: a pipe nobody reads would stop a server that logs a lot.
        with open(self.log_path, "a", encoding="utf-8") as errors:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "chroma_desktop.server.main", "--db", str(self.db), "--port",
                 str(self.port), "--move-rate", str(self.move_rate), *self.extra_args],
                stdout=subprocess.PIPE, stderr=errors, text=True, env=env)
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if "listening on" not in line:
            self.process.wait(10)
            raise RuntimeError(f"the server did not start: {line}{self.log_path.read_text()}")
        self.url = line.split()[-1]
        self.port = int(self.url.rsplit(":", 1)[1])
        return self.url

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


class ServerThread:
    """A `TableServer` on its own event loop in a daemon thread."""

    def __init__(self, db: Path, limits: Limits | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(self.loop)
            self.store = SqliteStore(db)  # SQLite connections stay in their thread
            self.server = TableServer(self.store, limits=limits)

            async def start() -> None:
                self.listening = await self.server.serve("127.0.0.1", 0)
                ready.set()

            self.loop.run_until_complete(start())
            self.loop.run_forever()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        ready.wait(10)
        self.url = f"ws://127.0.0.1:{self.listening.sockets[0].getsockname()[1]}"

    def create(self, game: str, players: int) -> dict[str, Any]:
        return self.call(lambda: self.server.create(game, players, {}))

    def call(self, function: Any) -> Any:
        async def wrapped() -> Any:
            return function()

        return asyncio.run_coroutine_threadsafe(wrapped(), self.loop).result(10)

    def stop(self) -> None:
        async def close() -> None:
            await self.server.close()
            self.listening.close()
            await self.listening.wait_closed()

        asyncio.run_coroutine_threadsafe(close(), self.loop).result(10)
        self.call(self.store.close)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def create_table(url: str, game: str, players: int) -> dict[str, Any]:
    """Open a table as the host does: the seat tokens and the spectator code come back once."""
    with connect(url) as socket:
        socket.send(dumps({"t": "create", "host_key": HOST_KEY, "game": game, "players": players}))
        import json

        return json.loads(socket.recv(10))


def frame_of_kind(socket: Any, kind: str, most: int = 200) -> dict[str, Any]:
    """The next frame of `kind` the server sends on `socket`, passing the others by (at most
    `most` of them, each within 10 s)."""
    import json

    for _ in range(most):
        frame = json.loads(socket.recv(10))
        if frame["t"] == kind:
            return frame
    raise AssertionError(f"no {kind} frame came")
