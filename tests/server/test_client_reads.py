"""The client session reads whatever a server sends without dying: text that is not a JSON object
is passed by with a log line, a `state` without a usable `seq` is handed on for its reader to
refuse (the session's `last_seq` kept), and an `error` still ends the session with its code."""

from __future__ import annotations

import asyncio

import pytest
from websockets.asyncio.server import serve

from chroma_desktop.net.client import SessionRefused, TableSession


async def _hostile_server(socket) -> None:
    await socket.recv()  # the hello
    for text in ("not json", "[1, 2]", '"text"', '{"t": "state"}', '{"t": "state", "seq": true}',
                 '{"t": "error", "code": ["x"], "why": 5}'):
        await socket.send(text)
    await asyncio.sleep(1)


def test_text_that_does_not_read_is_passed_by_and_an_error_still_ends_the_session(caplog):
    async def run() -> tuple[list[dict], SessionRefused]:
        async with serve(_hostile_server, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            session = TableSession(f"ws://127.0.0.1:{port}", "T" * 8, "coloretto", seat_token="x" * 16)
            seen: list[dict] = []
            with pytest.raises(SessionRefused) as refused:
                async for frame in session.frames():
                    seen.append(frame)
            assert session.last_seq is None
            return seen, refused.value

    seen, refused = asyncio.run(asyncio.wait_for(run(), 20))
    assert seen == [{"t": "state"}, {"t": "state", "seq": True}]
    assert refused.code == "['x']" and str(refused) == "5"
    assert sum("not a JSON object" in record.getMessage() for record in caplog.records) == 3
