"""The host's side of an online table (no Qt): a table server on this computer, or a table
opened on a server elsewhere with its host key, and the Normal bots that sit at the table's bot
seats, all on one asyncio loop in a worker thread.

A table hosted here keeps its secrets (every hand, the seed) in this computer's database: the
host's machine could show them, and the Host dialog says so.
"""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from chroma_desktop.bots.clock import TURN_PACE_SECONDS
from chroma_desktop.net.server_frames import TableCreated
from chroma_desktop.rules.refusal import Refusal

NORMAL_BOT = "heuristic"
LOCAL_HOST = "127.0.0.1"
START_TIMEOUT = 10.0


class HostError(Refusal):
    """The server could not be started or reached, or refused the table: `reason` says why as a
    template (`online_host_words.py`). Said as the rest of a sentence ("The table could not be
    opened: ..."): `said_in(language.message_translator())` in the language shown, `str()` in
    English."""

    said_mid_sentence = True


def _words():
    """The refusals' templates, loaded only when hosting fails."""
    import chroma_desktop.ui.online_host_words as words

    return words


@dataclass(frozen=True)
class HostedTable:
    server: str
    """The WebSocket address (`ws://host:port`) the invite links name."""
    table: str
    game: str
    players: int
    seat_tokens: tuple[str, ...]
    spectator_code: str
    seed_commit: str


class OnlineHost:
    """A worker thread with its own event loop: the local server (if any) and the bot seats.

    The bot seats keep the table's pace (`bots.schedule.seat_pace`): the bot clock in a real-time
    game; otherwise the turn pace, or a person's where a person's seat (any seat its bots do not
    play) may act in the same round; all scaled as `bot_think` is to `TURN_PACE_SECONDS` (the
    window passes its own pace)."""

    def __init__(self, folder: Path, bot_think: float = TURN_PACE_SECONDS) -> None:
        self.folder = folder
        self.bot_think = bot_think
        """A turn-based bot's think time in seconds (real-time think times scale with it)."""
        self.url = ""
        self._server: Any = None
        self._store: Any = None
        self._listening: Any = None
        self._bots: list[asyncio.Task[Any]] = []
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="online host", daemon=True)
        self._thread.start()

    def _call(self, make: Callable[[], Coroutine[Any, Any, Any]], timeout: float = START_TIMEOUT) -> Any:
        return asyncio.run_coroutine_threadsafe(make(), self._loop).result(timeout)

    # -- a server on this computer ---------------------------------------------------------------
    def start_server(self, address: str = LOCAL_HOST, port: int = 0) -> str:
        """Serve tables from `folder/tables.sqlite3`; the address friends reach (`ws://…`).

        A loopback `address` listens on loopback only; any other listens on every interface and
        is written into the links as given."""
        if self._server is not None:
            return self.url
        self.folder.mkdir(parents=True, exist_ok=True)
        listen = LOCAL_HOST if address in (LOCAL_HOST, "localhost") else "0.0.0.0"

        async def start() -> str:
            from chroma_desktop.server.gateway import TableServer
            from chroma_desktop.server.store import SqliteStore

            self._store = SqliteStore(self.folder / "tables.sqlite3")  # stays in this thread
            self._server = TableServer(self._store)
            self._listening = await self._server.serve(listen, port)
            bound = self._listening.sockets[0].getsockname()[1]
            return f"ws://{address}:{bound}"

        try:
            self.url = self._call(start)
        except OSError as error:
            words = _words()
            raise HostError(words.CANNOT_LISTEN(port=words.written(port),
                                                detail=words.written(error.strerror))) from error
        return self.url

    def create_table(self, game: str, players: int, options: dict[str, str],
                     server: str = "", host_key: str = "") -> HostedTable:
        """A new table: on the server started here (no `server`), or on `server` with its host key."""
        if not server:
            if self._server is None:
                self.start_server()

            async def create_here() -> TableCreated:
                return self._server.open_table(game, players, options)

            try:
                created = self._call(create_here)
            except (KeyError, ValueError) as error:  # an unknown game, or options it refuses
                from chroma_desktop.rules.record_words import said_by

                raise HostError(_words().SET_UP_REFUSED(reason=said_by(error))) from error
            server = self.url
        else:
            created = self._call(lambda: _create_remote(server, host_key, game, players, options))
        return HostedTable(server, created.table, game, players, tuple(created.seat_tokens),
                           created.spectator_code, created.seed_commit)

    # -- the bot seats ------------------------------------------------------------------------
    def seat_bots(self, table: HostedTable, seats: list[int]) -> None:
        """The Normal bot plays each of `seats` through the protocol, as a player would."""
        from chroma_desktop.net.invite import invite_link

        self.seat_bot_links({seat: invite_link(table.server, table.table, seat_token=table.seat_tokens[seat],
                                               game=table.game) for seat in seats})

    def seat_bot_links(self, links: dict[int, str]) -> None:
        """The Normal bot plays the seat of each invite link (a hosted table served again)."""
        from chroma_desktop.net.invite import read_invite

        invites = {seat: read_invite(link) for seat, link in links.items()}
        bot_seats = frozenset(invites)

        async def launch() -> None:
            for seat, invite in invites.items():
                self._bots.append(self._loop.create_task(self._bot(seat, invite, bot_seats)))

        self._call(launch)

    async def _bot(self, seat: int, invite: Any, bot_seats: frozenset[int]) -> None:
        """Play the seat to the end, vote for a rematch (a bot always wants one), and play the
        rematch's table with the same token, for as long as the players go on (`bot_seats`: the
        table's seats this host's bots play, the same at a rematch's table)."""
        from chroma_desktop.net.client import TableSession, play_seat

        think = self.pace(invite.game, seat, bot_seats)
        table: str | None = invite.table
        while table is not None:
            session = TableSession(invite.server, table, invite.game, seat_token=invite.seat_token,
                                   name=f"Bot {seat + 1}", after_end=True)
            try:
                played = await play_seat(session, seat, NORMAL_BOT, seed=seat, think=think,
                                         vote_rematch=True)
            finally:
                session.close()
            table = played.next_table

    def pace(self, game_id: str, seat: int, bot_seats: frozenset[int] | None = None
             ) -> Callable[[Any], float]:
        """Seconds the Normal bot in `seat` thinks before acting on a view, at the table's pace
        (`bot_seats`: the seats this host's bots play, the others being people's; None: bots
        alone)."""
        from chroma_desktop.bots.factory import make_bot
        from chroma_desktop.bots.schedule import seat_pace
        from chroma_desktop.registry import find_game

        game = find_game(game_id)
        pace = seat_pace(game, make_bot(NORMAL_BOT, game_id), bot_seats)
        rng = random.Random(f"host pace:{seat}")
        scale = self.bot_think / TURN_PACE_SECONDS
        return lambda view: pace(view, seat, rng) * scale

    def make_codes(self, table: HostedTable, seats: list[int]) -> dict[int, str]:
        """A short code for each of `seats` (HostError when the server cannot make them)."""
        from chroma_desktop.net.client import SessionRefused, make_code

        async def make() -> dict[int, str]:
            return {seat: await make_code(table.server, table.table, table.seat_tokens[seat])
                    for seat in seats}

        try:
            return self._call(make)
        except (SessionRefused, ConnectionError) as error:
            raise HostError(_words().NO_CODES(detail=_words().written(error))) from error

    def stop(self) -> None:
        """Stop the bots and the server, and end the worker thread."""
        if not self._thread.is_alive():
            return

        async def close() -> None:
            for task in self._bots:
                task.cancel()
            await asyncio.gather(*self._bots, return_exceptions=True)
            if self._server is not None:
                await self._server.close()
                self._listening.close()
                await self._listening.wait_closed()
                self._store.close()
            others = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            for task in others:  # what the socket library still runs (keepalive pings)
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)

        try:
            self._call(close)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(START_TIMEOUT)


async def _create_remote(server: str, host_key: str, game: str, players: int,
                         options: dict[str, str]) -> TableCreated:
    from chroma_desktop.net.client import NotAServerAddress, SessionRefused, one_answer
    from chroma_desktop.net.protocol import CreateFrame

    try:
        answer = await one_answer(server, CreateFrame(host_key, game, players, options))
    except SessionRefused as refused:
        why = str(refused)
        raise HostError(_words().TABLE_REFUSED_SAYING(detail=_words().written(why)) if why
                        else _words().TABLE_REFUSED()) from refused
    except NotAServerAddress as error:
        raise HostError(_words().NOT_AN_ADDRESS(server=_words().written(server))) from error
    except ConnectionError as error:
        raise HostError(_words().NO_SERVER_ANSWERS(server=_words().written(server))) from error
    if not isinstance(answer, TableCreated):
        raise HostError(_words().TABLE_REFUSED())
    return answer
