"""Invite links read back to the server, table and secret they were made from, and a damaged
link is refused with words that say what is wrong."""

from __future__ import annotations

import pytest

from chroma_desktop.net.invite import Invite, InviteError, invite_link, read_invite
from chroma_desktop.server.secrecy import new_token


def test_an_invite_link_reads_back_to_what_it_was_made_from():
    table, token, code = new_token(), new_token(), new_token()
    seat = invite_link("ws://192.168.1.20:8765", table, seat_token=token)
    assert seat.startswith("chroma://192.168.1.20:8765/")
    assert read_invite(f"  {seat}\n") == Invite("ws://192.168.1.20:8765", table, token, None)
    watch = invite_link("wss://games.example.org:443", table, spectator_code=code)
    assert read_invite(watch) == Invite("wss://games.example.org:443", table, None, code)


@pytest.mark.parametrize("text, words", [
    ("https://example.org/x", "starts with chroma://"),
    ("chroma:///abcdefghijklmnopqrstuv?seat=abcdefghijklmnopqrstuv", "no server"),
    ("chroma://host:1/?seat=abcdefghijklmnopqrstuv", "no table"),
    ("chroma://host:1/abcdefghijklmnopqrstuv", "neither a seat"),
    ("chroma://host:1/abcdefghijklmnopqrstuv?seat=short", "damaged"),
    ("chroma://host:1/abcdefghijklmnopqrstuv?seat=abcdefghijklmnopqrstuv&watch=abcdefghijklmnopqrstuv",
     "neither a seat"),
])
def test_a_damaged_link_is_refused_saying_what_is_wrong(text, words):
    with pytest.raises(InviteError, match=words):
        read_invite(text)


def test_a_link_needs_a_websocket_server_and_one_secret():
    with pytest.raises(InviteError):
        invite_link("http://host:1", "table", seat_token="x" * 22)
    with pytest.raises(InviteError):
        invite_link("ws://host:1", "table")
