"""Invite links: `chroma://HOST:PORT/TABLE?seat=TOKEN` (or `?watch=CODE` to watch), and
`chromas://` for a server behind TLS; `&game=ID` names the table's game, so the app that joins
says the right rules hash in its hello. A link carries a 128-bit secret, so whoever has it has the
seat: share it as privately as a house key."""

from __future__ import annotations

import re
from typing import NamedTuple
from urllib.parse import parse_qs, quote, urlsplit

SCHEMES = {"chroma": "ws", "chromas": "wss"}
_SECRET = re.compile(r"[A-Za-z0-9_-]{16,64}")
_GAME = re.compile(r"[a-z][a-z0-9_]{0,39}")


class InviteError(ValueError):
    """A text that is not an invite link; the message says what is wrong."""


class Invite(NamedTuple):
    server: str
    """The WebSocket address: `ws://host:port`."""
    table: str
    seat_token: str | None
    spectator_code: str | None
    game: str = ""
    """The table's game id ("" when the link does not say)."""


def invite_link(server: str, table: str, *, seat_token: str | None = None,
                spectator_code: str | None = None, game: str = "") -> str:
    """The link for a seat (`seat_token`) or a spectator (`spectator_code`) at `table`."""
    parts = urlsplit(server)
    scheme = {"ws": "chroma", "wss": "chromas"}.get(parts.scheme)
    if scheme is None or not parts.netloc:
        raise InviteError(f"the server address must be ws://HOST:PORT or wss://HOST:PORT, not {server!r}")
    if (seat_token is None) == (spectator_code is None):
        raise InviteError("an invite is for a seat or for watching: give one of the two")
    key, secret = ("seat", seat_token) if seat_token is not None else ("watch", spectator_code)
    if game and not _GAME.fullmatch(game):
        raise InviteError(f"{game!r} is not a game id")
    named = f"&game={game}" if game else ""
    return f"{scheme}://{parts.netloc}/{quote(table)}?{key}={quote(secret or '')}{named}"


def read_invite(text: str) -> Invite:
    """The invite `text` holds (spaces around it are ignored); InviteError saying what is wrong."""
    parts = urlsplit(text.strip())
    if parts.scheme not in SCHEMES:
        raise InviteError("an invite link starts with chroma:// (or chromas://)")
    if not parts.hostname or parts.port is None:
        raise InviteError("the link names no server: chroma://HOST:PORT/TABLE?seat=...")
    table = parts.path.strip("/")
    if not _SECRET.fullmatch(table):
        raise InviteError("the link names no table")
    query = parse_qs(parts.query)
    seat, watch = query.get("seat", []), query.get("watch", [])
    if len(seat) + len(watch) != 1:
        raise InviteError("the link gives neither a seat nor a spectator code (or both)")
    secret = (seat or watch)[0]
    if not _SECRET.fullmatch(secret):
        raise InviteError("the link's secret is damaged: ask for the link again")
    game = query.get("game", [""])[0]
    if game and not _GAME.fullmatch(game):
        raise InviteError("the link's game is damaged: ask for the link again")
    server = f"{SCHEMES[parts.scheme]}://{parts.netloc}"
    return Invite(server, table, secret if seat else None, secret if watch else None, game)
