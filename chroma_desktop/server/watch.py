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

import asyncio
import json
from collections import deque
from collections.abc import Awaitable, Callable

from websockets.asyncio.server import ServerConnection

from chroma_desktop.net import protocol as p
from chroma_desktop.net.server_frames import ErrorFrame, Reject, encode_server_frame
from chroma_desktop.server.connection import Connection
from chroma_desktop.server.limits import Limits, TokenBucket
from chroma_desktop.server.nats_bus import INTEREST_EVERY, NatsBus
from chroma_desktop.server.secrecy import token_matches
from chroma_desktop.server.store_writer import StoreWriter
from chroma_desktop.server.table import audience_subject

OWNER_ANSWER_WAIT = 5.0
"""Seconds the owner may take to answer a spectator's first frames. An owner that is gone is
known at once (NATS answers that no one responds), so the wait only spares a spectator of a
busy owner a needless carrying (to an owner maybe unreachable: `try again later`) and a
reconnection: on a loaded machine the owner once took more than the 1 s it had."""
CATCH_UP_TRIES = 10
"""Times the owner is asked again after the bus came back (a second and a half apart) before
the spectator waits for the next reconnection."""
PUSHED_KEPT = 256
"""The latest frames a remote spectator was pushed, kept to tell what is new when asking again."""
CHAT_KIND = '"chat"'
"""A chat line's kind as its frame says it, among the frame's first `KIND_WITHIN` characters
(a server frame's kind is its first key: `server_frame_json` keeps the protocol's order)."""
KIND_WITHIN = 16
AGAIN = ("end", "rematch")
"""The frames besides a state that asking again may bring that nothing later would replace."""

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
        catching_up: asyncio.Task[None] | None = None
        try:
            asked = json.dumps({"table": hello.table, "since": hello.last_seq or 0}).encode()
            answer = await self.bus.ask(_watch_subject(owner), asked, within=OWNER_ANSWER_WAIT)
            frames = None if answer is None else json.loads(answer)
            if not isinstance(frames, list):
                return False
            early.first([str(frame) for frame in frames])
            catching_up = asyncio.get_running_loop().create_task(self._catch_up(early, hello.table, owner))
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
            if catching_up is not None:
                catching_up.cancel()

    async def _catch_up(self, early: HeldUntilWelcome, table_id: str, owner: str) -> None:
        """Each time this node is on NATS again after losing it, the owner's frames asked again
        (once the owner has heard this node's interest again): a state newer than the last
        pushed, the chat lines said since the last pushed (the store keeps them, numbered), and
        the end (or the rematch news) if it came meanwhile, are pushed. What the owner published
        while either was off NATS, or before it knew this node's interest again, was lost: a
        later state would replace a lost one, but no later frame says a lost line of chat
        again, and nothing follows the end."""
        while True:
            await self.bus.reconnection()
            for _ in range(CATCH_UP_TRIES):
                await asyncio.sleep(INTEREST_EVERY * 1.5)
                asked = json.dumps({"table": table_id, "since": early.seq()}).encode()
                answer = await self.bus.ask(_watch_subject(owner), asked)
                frames = None if answer is None else json.loads(answer)
                if isinstance(frames, list):
                    early.again([str(frame) for frame in frames])
                    break


class HeldUntilWelcome:
    """A remote spectator's frames from the bus, held until the owner's first frames are pushed:
    the welcome always comes first (the protocol's order), and what the owner published while
    it was asked follows, less what its answer said already (a state no newer than the
    answer's, a frame the answer holds)."""

    def __init__(self, push: Callable[[str], None]) -> None:
        self.held: list[str] | None = []
        self.pushed: deque[str] = deque(maxlen=PUSHED_KEPT)
        """The latest frames pushed (read only by `again`)."""
        self.last_chat = 0
        """The number of the latest chat line pushed (0: none); lines are numbered from 1."""
        self.push_on = push

    def push(self, text: str) -> None:
        self.pushed.append(text)
        self.last_chat = max(self.last_chat, _chat_number(text))
        self.push_on(text)

    def hear(self, text: str) -> None:
        if self.held is None:
            self.push(text)
        else:
            self.held.append(text)

    def seq(self) -> int:
        """The seq of the latest state pushed (0: none among the latest frames)."""
        return max(0, *(_state_seq(text) for text in self.pushed))

    def again(self, frames: list[str]) -> None:
        """The owner's first frames asked again after the bus was lost: its state if newer than
        the latest pushed, the chat lines numbered after the latest pushed, in order, and its
        end and rematch news if not pushed yet (no welcome, no line of chat said twice)."""
        seq, pushed, last_chat = self.seq(), set(self.pushed), self.last_chat
        for text in frames:
            state = _state_seq(text)
            if state >= 0:
                if state > seq:
                    self.push(text)
            elif (line := _chat_number(text)) >= 0:
                if line > last_chat:
                    self.push(text)
            elif _kind(text) in AGAIN and text not in pushed:
                self.push(text)

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


def _chat_number(text: str) -> int:
    """A chat line's number at its table; -1 for any other frame (which is never parsed)."""
    if CHAT_KIND not in text[:KIND_WITHIN]:
        return -1
    said = json.loads(text)
    return int(said["n"]) if isinstance(said, dict) and said.get("t") == "chat" else -1


def _kind(text: str) -> str:
    said = json.loads(text)
    return str(said.get("t")) if isinstance(said, dict) else ""
