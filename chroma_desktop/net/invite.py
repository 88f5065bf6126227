"""Invite links: `chroma://HOST:PORT/TABLE?seat=TOKEN` (or `?watch=CODE` to watch), and
`chromas://` for a server behind TLS; `&game=ID` names the table's game, so the app that joins
says the right rules hash in its hello. A link carries a 128-bit secret, so whoever has it has the
seat: share it as privately as a house key."""

from __future__ import annotations

import re
from typing import NamedTuple
from urllib.parse import parse_qs, quote, urlsplit

from chroma_desktop.rules.refusal import Refusal

SCHEMES = {"chroma": "ws", "chromas": "wss"}
_SECRET = re.compile(r"[A-Za-z0-9_-]{16,64}")
_GAME = re.compile(r"[a-z][a-z0-9_]{0,39}")


class InviteError(Refusal):
    """A text that is not an invite link: `reason` says what is wrong, as a template
    (`invite_words.py`). Said as the rest of a sentence ("This is not an invite link: ..."):
    `said_in(language.message_translator())` in the language shown, `str()` in English."""

    said_mid_sentence = True


def _words():
    """The refusals' templates, loaded only when a link is refused."""
    import chroma_desktop.net.invite_words as words

    return words


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
        raise InviteError(_words().SERVER_ADDRESS(server=_words().written(repr(server))))
    if (seat_token is None) == (spectator_code is None):
        raise InviteError(_words().SEAT_OR_WATCH())
    key, secret = ("seat", seat_token) if seat_token is not None else ("watch", spectator_code)
    if game and not _GAME.fullmatch(game):
        raise InviteError(_words().NOT_A_GAME_ID(game=_words().written(repr(game))))
    named = f"&game={game}" if game else ""
    return f"{scheme}://{parts.netloc}/{quote(table)}?{key}={quote(secret or '')}{named}"


def read_invite(text: str) -> Invite:
    """The invite `text` holds (spaces around it are ignored); InviteError saying what is wrong."""
    parts = urlsplit(text.strip())
    if parts.scheme not in SCHEMES:
        raise InviteError(_words().STARTS_WITH())
    if not parts.hostname or parts.port is None:
        raise InviteError(_words().NO_SERVER())
    table = parts.path.strip("/")
    if not _SECRET.fullmatch(table):
        raise InviteError(_words().NO_TABLE())
    query = parse_qs(parts.query)
    seat, watch = query.get("seat", []), query.get("watch", [])
    if len(seat) + len(watch) != 1:
        raise InviteError(_words().SEAT_NOR_CODE())
    secret = (seat or watch)[0]
    if not _SECRET.fullmatch(secret):
        raise InviteError(_words().SECRET_DAMAGED())
    game = query.get("game", [""])[0]
    if game and not _GAME.fullmatch(game):
        raise InviteError(_words().GAME_DAMAGED())
    server = f"{SCHEMES[parts.scheme]}://{parts.netloc}"
    return Invite(server, table, secret if seat else None, secret if watch else None, game)
