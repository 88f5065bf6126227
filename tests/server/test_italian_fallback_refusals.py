"""The server's own refusals travel as messages (issue 17): where the rules give no reason (a
move they accept alone but not now, a text that is no move) the server still sends a template,
which the client says in its language; the English `why` stays for older clients and the log."""

from __future__ import annotations

import json
import random

from chroma_desktop.net.message_codec import decode_message
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import render
from chroma_desktop.server.frames import refusal
from tests.toy_game.game import ToyNimGame


def _not_now(game_id: str) -> tuple[Match, int, str]:
    """A seeded CMYK! table and a move text, written as the rules write moves, that they do not
    refuse by a rule of their own, yet that is not legal for the seat now."""
    game = find_game(game_id)
    match = Match(game, 3, {}, 0)
    rng = random.Random(0)
    seen: list[str] = []
    for _ply in range(80):
        seat = match.to_move()[0]
        legal = match.legal_moves(seat)
        seen += [game.move_to_str(match.state, move) for move in legal]
        for text in seen:
            refused = refusal(game, match.state, seat, text)
            if refused is not None and refused[1].startswith("That is not allowed now: "):
                return match, seat, text
        match.play(rng.choice(legal), seat)
    raise AssertionError("no move the rules accept alone but not now was found")


def test_a_move_not_allowed_now_is_sent_as_a_message_the_client_says_in_italian(italian):
    match, seat, text = _not_now("cmyk")
    code, english, said = refusal(match.game, match.state, seat, text)
    assert code == "illegal" and english == f"That is not allowed now: {text}"
    message = decode_message(json.loads(json.dumps(said)), match.players)
    assert render(message, None, italian) == f"Ora non è consentito: {text}"
    assert render(message) == english


def test_a_text_that_is_no_move_is_sent_as_a_message_the_client_says_in_italian(italian):
    game = ToyNimGame(None)  # its parser takes "²" for a digit, and int() then refuses it
    match = Match(game, 2, {}, 1)
    seat = match.to_move()[0]
    code, english, said = refusal(game, match.state, seat, "take ²")
    assert (code, english) == ("illegal", "That is not a move of this game")
    message = decode_message(json.loads(json.dumps(said)), match.players)
    assert render(message, None, italian) == "Questa non è una mossa di questo gioco"
