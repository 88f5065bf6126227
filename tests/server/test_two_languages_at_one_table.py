"""Two players at one online table, one reading English and one German (issue 33): the server sends
every log line and every rules' refusal as its template (`log_msg`, `why_msg`), and each client says
them in its own language with its own names for the seats, the same frames at both seats."""

from __future__ import annotations

from typing import Any

import pytest
from websockets.sync.client import connect

from chroma_desktop import language, translations
from chroma_desktop.net.message_codec import decode_message
from chroma_desktop.net.protocol import dumps, rules_hash
from chroma_desktop.rules.messages import Grammar, SeatNames, render
from tests.server.servers import ServerProcess, create_table, frame_of_kind

SEATS = 3
NAMES = ("Ada", "Bea", "Cleo")  # as the host named them at both tables


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(tmp_path / "tables.sqlite3")
    process.start()
    yield process
    process.stop()


def _grammar(code: str) -> Grammar | None:
    """What a client showing `code` renders with (None: English), the process's own language
    untouched: two clients in two languages at once."""
    if code == language.SOURCE:
        return None
    return translations.translator(code, language.word, language.gender)


def _said(message: Any, seat: int, code: str) -> str:
    """`message` from the wire as the client at `seat` shows it: its own seat is "you"."""
    names = SeatNames(NAMES, frozenset({seat}))
    return render(decode_message(message, SEATS), names, _grammar(code))


def _hello(socket: Any, table: str, token: str) -> dict[str, Any]:
    socket.send(dumps({"t": "hello", "v": 1, "table": table, "seat_token": token, "last_seq": None,
                       "rules": rules_hash("coloretto")}))
    return frame_of_kind(socket, "state")


def _reject(socket: Any, seq: int, move: str) -> dict[str, Any]:
    socket.send(dumps({"t": "move", "id": 9, "seq": seq, "move": move}))
    return frame_of_kind(socket, "reject")


def test_an_english_and_a_german_player_read_the_same_log_and_refusals_each_in_their_language(server):
    created = create_table(server.url, "coloretto", SEATS)
    tokens = created["seat_tokens"]
    with connect(server.url, open_timeout=5) as english, connect(server.url, open_timeout=5) as german:
        first_english, first_german = (_hello(english, created["table"], tokens[0]),
                                       _hello(german, created["table"], tokens[1]))
        # Same table, same messages: the words are each client's own.
        assert [line["key"] for line in first_english["log_msg"]] == \
            [line["key"] for line in first_german["log_msg"]]
        start_en = [_said(line, 0, "en") for line in first_english["log_msg"]]
        start_de = [_said(line, 1, "de") for line in first_german["log_msg"]]
        assert any(line.startswith("You are dealt a") for line in start_en), start_en
        assert any(line.startswith("Bea is dealt a") for line in start_en), start_en
        assert any(line.startswith("Ada bekommt eine") for line in start_de), start_de
        assert any(line.startswith("Du bekommst eine") for line in start_de), start_de
        assert not any("dealt" in line or "Player" in line for line in start_de), start_de

        # The first seat to move draws (the third seat's own client plays it when the table's
        # seed gives it the first turn): both seats hear it, each in its language.
        mover = first_english["to_move"][0]
        with connect(server.url, open_timeout=5) as third:
            first_third = _hello(third, created["table"], tokens[2])
            socket, seen = ((english, first_english), (german, first_german),
                            (third, first_third))[mover]
            assert "draw" in seen["legal"], seen["legal"]
            socket.send(dumps({"t": "move", "id": 1, "seq": seen["seq"], "move": "draw"}))
            after_english = frame_of_kind(english, "state")
            after_german = frame_of_kind(german, "state")
        assert after_english["seq"] == after_german["seq"] > first_english["seq"]
        # `log_msg` holds the lines since the state each seat last saw: the move's.
        new_english = [_said(line, 0, "en") for line in after_english["log_msg"]]
        new_german = [_said(line, 1, "de") for line in after_german["log_msg"]]
        assert new_english[0] == ("You draw a card" if mover == 0 else f"{NAMES[mover]} draws a card")
        assert new_german[0] == ("Du ziehst eine Karte" if mover == 1
                                 else f"{NAMES[mover]} zieht eine Karte")
        # The card drawn, a content word, in each language ("The card is red ♥", "+2").
        assert new_english[1].startswith("The card is "), new_english
        assert new_german[1].startswith("Die Karte ist "), new_german
        # (orange and Joker are German words too)
        english_colours = ("red", "blue", "green", "yellow", "brown", "grey")
        assert not any(colour in new_german[1].lower() for colour in english_colours), new_german

        # A rules' refusal goes to the seat that tried, in that seat's language (a move text that
        # does not read is refused before the turn is looked at, so both seats may try it).
        refused_en = _reject(english, after_english["seq"], "fly away")
        refused_de = _reject(german, after_german["seq"], "fly away")
        english_why = ("'fly away' is not a move of this game: "
                       "unknown move 'fly': try 'draw', 'place 2' or 'take 1'")
        for refused in (refused_en, refused_de):
            assert refused["code"] == "illegal" and refused["why"] == english_why  # for programs
        assert _said(refused_en["why_msg"], 0, "en") == english_why
        assert _said(refused_de["why_msg"], 1, "de") == (
            "„fly away“ ist kein Zug dieses Spiels (Worte des Spiels, auf Englisch: "
            "unknown move 'fly': try 'draw', 'place 2' or 'take 1')")
