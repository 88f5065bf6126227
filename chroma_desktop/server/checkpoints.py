"""SQLite checkpoints off the event loop: the WAL is copied into the database by a thread.

In WAL mode a commit appends to the log file; now and then a checkpoint copies the log back into
the database and syncs both files to disk. SQLite does that by itself inside the commit that
fills the log past 1,000 pages - on the server's only thread, so every table waited for the
disk (10-140 ms on a busy machine). The server's store turns that off (`autocheckpoint=False`)
and this thread checkpoints instead, on its own connection, every `EVERY` seconds (PASSIVE: it
never waits for the writer, and the writer never waits for it; `sqlite3` lets go of the GIL
while the disk works). A move is as durable as before: its commit is in the log before its ack.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from pathlib import Path

EVERY = 0.5
"""Seconds between two checkpoints: a few hundred moves' pages at most wait in the log."""

log = logging.getLogger("chroma_server")


class Checkpointer:
    """A thread that checkpoints the database at `path` until `stop()`."""

    def __init__(self, path: Path | str, every: float = EVERY) -> None:
        self.path, self.every = str(path), every
        self.done = threading.Event()
        self.checkpoints = 0
        self.thread = threading.Thread(target=self._run, name="sqlite-checkpoints", daemon=True)

    def start(self) -> Checkpointer:
        self.thread.start()
        return self

    def stop(self) -> None:
        """Stop after a last checkpoint."""
        self.done.set()
        self.thread.join()

    def _run(self) -> None:
        connection = sqlite3.connect(self.path, isolation_level=None)  # used in this thread only
        failing = False  # said once when checkpoints stop (a full disk), once when they run again
        try:
            while True:
                stopping = self.done.wait(self.every)
                try:
                    connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                    self.checkpoints += 1
                    if failing:
                        log.warning("checkpoints of %s run again", self.path)
                    failing = False
                except sqlite3.Error as error:  # busy, locked or full now: the next round takes it
                    if not failing:
                        log.warning("checkpoints of %s do not run: %s", self.path, error)
                    failing = True
                if stopping:
                    return
        finally:
            connection.close()
