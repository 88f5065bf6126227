"""Spectators of a table another node owns, served where they connected, through the bus between
nodes (`nats_bus.py`), instead of one carried connection each to the owner.

A spectator's `hello` at a node that does not hold the table is checked there (the spectator
code against the hash the store keeps, the rules hash): the code never crosses the bus. The node
then listens to the table's spectator subject on the bus and asks the owner, by name
(`watch.<node>`), for the spectator's first frames (welcome, state, recent chat, the end); the
owner answers from its table (`frames_for`), and from then on every frame the owner publishes to
its spectators reaches this node's spectators too. Only spectators' frames cross, built by the
owner from the view for no seat. When the table moves to another node the subject stays the
same, so the spectators watch on without reconnecting. When the owner does not answer (it died,
or let the table go), the caller carries the connection to the owner as for a seat (`relay.py`).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

from websockets.asyncio.server import ServerConnection

from chroma_desktop.net import protocol as p
from chroma_desktop.net.server_frames import ErrorFrame, Reject, encode_server_frame
from chroma_desktop.server.connection import Connection
from chroma_desktop.server.limits import Limits, TokenBucket
from chroma_desktop.server.nats_bus import NatsBus
from chroma_desktop.server.secrecy import token_matches
from chroma_desktop.server.store_writer import StoreWriter
from chroma_desktop.server.table import audience_subject

FramesFor = Callable[[str, int], Awaitable[list[str] | None]]
"""The owner's side: a spectator's first frames of a table it holds, from a seq on (None: not held)."""


def _watch_subject(node: str) -> str:
    """The subject a node answers spectators' first frames on (its name as hex: any name fits)."""
    return f"watch.{node.encode().hex()}"


class RemoteWatch:
    """This node's spectators of tables other nodes own, and its answers for the tables it owns."""

    def __init__(self, bus: NatsBus, writer: StoreWriter, limits: Limits) -> None:
        self.bus, self.writer, self.limits = bus, writer, limits
        """`writer`: the node's, whose store reads a spectator's table off the event loop."""

    async def offer(self, frames_for: FramesFor) -> None:
        """Answer other nodes' spectators' first frames for the tables this node holds."""
        async def answer(data: bytes) -> bytes:
            asked = json.loads(data)
            return json.dumps(await frames_for(str(asked["table"]), int(asked["since"]))).encode()

        await self.bus.respond(_watch_subject(self.bus.node), answer)

    async def watch(self, socket: ServerConnection, connection: Connection, hello: p.Hello,
                    owner: str) -> bool:
        """Serve the spectator of `hello` here until it leaves; False (nothing sent) when the
        owner does not answer, and the caller carries the connection to it instead.
        StoreUnavailable if the table cannot be read now."""
        table_id = hello.table
        stored = await self.writer.read(lambda store: store.load(table_id))
        refused = None
        if stored is None:
            refused = ErrorFrame(p.UNKNOWN_TABLE, "there is no such table here")
        elif hello.spectator_code is None or not token_matches(hello.spectator_code,
                                                               stored.row.spectator_hash):
            refused = ErrorFrame(p.BAD_TOKEN, "this spectator code does not open this table")
        elif hello.rules != p.rules_hash(stored.row.game):
            refused = ErrorFrame(p.UPDATE_NEEDED, "this server plays other rules: update the app")
        subject = audience_subject(hello.table, None)
        if refused is None and len(self.bus.remote.get(subject, ())) >= self.limits.spectators_per_table:
            refused = ErrorFrame(p.FULL, "this table has as many spectators as it takes")
        if refused is not None:
            await socket.send(encode_server_frame(refused))
            await socket.close(1008, refused.code)
            return True
        early = HeldUntilWelcome(connection.push)
        unsubscribe = self.bus.subscribe_remote(subject, early.hear)  # first: nothing missed
        try:
            asked = json.dumps({"table": hello.table, "since": hello.last_seq or 0}).encode()
            answer = await self.bus.ask(_watch_subject(owner), asked)
            frames = None if answer is None else json.loads(answer)
            if not isinstance(frames, list):
                return False
            early.first([str(frame) for frame in frames])
            refusals = TokenBucket(self.limits.rejects_per_second, self.limits.reject_burst)
            async for _text in socket:  # a spectator watches: whatever it sends is refused
                if not refusals.take():
                    await socket.close(1008, "too many refused frames")
                    break
                connection.push(encode_server_frame(Reject(p.NOT_A_SEAT, "spectators watch: they cannot act",
                                                           None)))
            return True
        finally:
            unsubscribe()


class HeldUntilWelcome:
    """A remote spectator's frames from the bus, held until the owner's first frames are pushed:
    the welcome always comes first (the protocol's order), and what the owner published while
    it was asked follows, less what its answer said already (a state no newer than the
    answer's, a frame the answer holds)."""

    def __init__(self, push: Callable[[str], None]) -> None:
        self.push = push
        self.held: list[str] | None = []

    def hear(self, text: str) -> None:
        if self.held is None:
            self.push(text)
        else:
            self.held.append(text)

    def first(self, frames: list[str]) -> None:
        held, self.held = self.held or [], None
        for text in frames:
            self.push(text)
        answered = set(frames)
        seq = max((_state_seq(text) for text in frames), default=-1)
        for text in held:
            state = _state_seq(text)
            if (state > seq) if state >= 0 else (text not in answered):
                self.push(text)


def _state_seq(text: str) -> int:
    """The seq of a state frame; -1 for any other frame."""
    said = json.loads(text)
    return int(said["seq"]) if isinstance(said, dict) and said.get("t") == "state" else -1
