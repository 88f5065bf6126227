"""A server that stops answering (SIGSTOP: its sockets stay open, nothing is read or answered) is
noticed by the reference client within a few seconds, not the ~20 s of a 5 s ping, a 5 s pong
wait and a 10 s close; once the server answers again the seat is back with a fresh state."""

from __future__ import annotations

import asyncio
import signal
import time

from chroma_desktop.net.client import CLOSE_WAIT, PING_EVERY, PONG_WAIT, TableSession
from tests.server.servers import ServerProcess, create_table

NOTICED_WITHIN = PING_EVERY + PONG_WAIT + CLOSE_WAIT + 2.0
"""The keepalive's own bound, and two seconds for a busy machine: under the old 20 s."""


def test_a_stalled_server_is_noticed_within_seconds_and_the_seat_comes_back(tmp_path):
    server = ServerProcess(tmp_path / "tables.sqlite3")
    server.start()
    assert server.process is not None
    try:
        created = create_table(server.url, "coloretto", 3)

        async def scenario() -> tuple[float, int]:
            session = TableSession(server.url, created["table"], "coloretto",
                                   seat_token=created["seat_tokens"][0], backoff=(0.05, 0.1))
            frames = session.frames()
            while (await asyncio.wait_for(anext(frames), 10))["t"] != "state":
                pass
            assert session.socket is not None
            server.process.send_signal(signal.SIGSTOP)
            stalled = time.monotonic()
            try:
                while session.cut_at is None:  # set when the session gives the connection up
                    assert time.monotonic() - stalled < 30, "the stalled server was never noticed"
                    await asyncio.sleep(0.05)
                noticed = time.monotonic() - stalled
            finally:
                server.process.send_signal(signal.SIGCONT)
            while True:  # the seat comes back and says so, then has its state again
                frame = await asyncio.wait_for(anext(frames), 15)
                if frame["t"] == "state":
                    break
            session.close()
            await frames.aclose()
            return noticed, session.reconnects

        noticed, reconnects = asyncio.run(scenario())
    finally:
        server.stop()
    assert noticed < NOTICED_WITHIN, f"noticed after {noticed:.1f} s"
    assert reconnects >= 1
