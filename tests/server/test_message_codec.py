"""The rules' messages over the wire (`net/message_codec.py`): real messages come back the same
through JSON text, and a hostile or damaged message is refused with words saying why.
"""

from __future__ import annotations

import json
import random

import pytest

from chroma_desktop import language
from chroma_desktop.games.coloretto import text as coloretto
from chroma_desktop.net.message_codec import (
    MAX_DEPTH,
    MessageError,
    decode_message,
    encode_message,
)
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import Message, SeatNames, join, plain, render
from chroma_desktop.server.frames import refusal

NAMES = SeatNames(("Anna", "You", "Bot 3", "Bot 4"), frozenset({1}))


def _over_the_wire(message: Message, seats: int) -> Message:
    return decode_message(json.loads(json.dumps(encode_message(message))), seats)


def _seeded_log(game_id: str, seed: int = 7, plies: int = 150) -> tuple[Match, list[Message]]:
    game = find_game(game_id)
    match = Match(game, min(3, game.max_players), {}, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(seat)), seat)
    return match, [game.describe(match.states[ply], match.moves[ply]) for ply in range(match.cursor)]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_line_of_a_seeded_game_comes_back_the_same(game_id):
    match, messages = _seeded_log(game_id)
    assert len(messages) > 50
    for message in messages:
        back = _over_the_wire(message, match.players)
        assert back == message
        assert render(back, NAMES) == render(message, NAMES)


def test_the_seeded_logs_hold_nested_messages_that_come_back_nested():
    nested = [message for game_id in game_ids() for message in _seeded_log(game_id)[1]
              if any(isinstance(value, Message) for _, value in message.slots)]
    assert len(nested) > 50
    assert all(_over_the_wire(message, 3) == message for message in nested)


def _refusal_messages(game_id: str) -> tuple[int, list[Message]]:
    """The rules' messages among the server's refusals of moves tried along a seeded game."""
    match, _ = _seeded_log(game_id, seed=3, plies=60)
    game = match.game
    messages = []
    for ply in range(0, match.cursor, 4):
        state = match.states[ply]
        seat = next((player for player in game.to_move(state) if player >= 0), 0)
        moves = {game.move_to_str(state, move) for player in range(match.players)
                 for move in game.legal_moves(state, player)}
        for text in [*sorted(moves), "take 9", "place 7", "P9 nothing", "?"]:
            said = refusal(game, state, seat, text)
            if said is not None and said[2] is not None:
                message = decode_message(json.loads(json.dumps(said[2])), match.players)
                assert str(message) == said[1]  # the English `why` is the same message
                messages.append(message)
    return match.players, messages


def test_the_rules_refusals_come_back_the_same_and_say_it_in_italian():
    messages = [message for game_id in game_ids() for message in _refusal_messages(game_id)[1]]
    assert len({message.key for message in messages}) >= 2
    language.set_current("it")
    try:
        italian = [render(message, NAMES, language.message_translator()) for message in messages]
    finally:
        language.set_current("en")
    english = [render(message, NAMES) for message in messages]
    assert all(ours != theirs for ours, theirs in zip(italian, english, strict=True)), italian


def test_a_seat_slot_is_an_object_and_text_and_counts_are_as_they_are():
    message = coloretto.PLACES(p=1, c="red ♥", r=2)
    assert encode_message(message) == {"key": "coloretto.places",
                                       "slots": [["p", {"seat": 1}], ["c", "red ♥"], ["r", 2]]}
    joined = join([plain("One."), message])
    back = _over_the_wire(joined, 3)
    assert back == joined and render(back, NAMES) == "One. You place the red ♥ card on row 2"
    assert encode_message(joined)["slots"][0] == ["separator", " "]


def test_an_older_peers_text_is_checked_and_the_words_are_this_sides():
    older = {**encode_message(coloretto.PLACES(p=1, c="red", r=2)),
             "text": "{p} {p:places|place} the {c} card on row {r}"}
    assert render(decode_message(older, 3), NAMES) == "You place the red card on row 2"


def _places(**changes):
    encoded = encode_message(coloretto.PLACES(p=1, c="red", r=2))
    encoded.update(changes)
    return encoded


def _nested(depth: int) -> dict:
    encoded = {"key": "plain.text", "slots": [["words", "deep"]]}
    for _ in range(depth):
        encoded = {"key": "plain.join", "slots": [["separator", " "], ["m0", encoded]]}
    return encoded


@pytest.mark.parametrize(("data", "why"), [
    ("a line", "exactly 'key' and 'slots'"),
    ([1, 2], "exactly 'key' and 'slots'"),
    (_places(extra=1), "exactly 'key' and 'slots'"),
    (_places(key="bad key!"), "template key"),
    (_places(key=3), "template key"),
    (_places(text=None), "'text' is text"),
    (_places(text="x" * 3000), "at most 2000"),
    (_places(text="ring\x07"), "control characters"),
    (_places(slots={"p": 1}), "'slots' is a list"),
    (_places(slots=[["p", {"seat": 1}]] * 40), "'slots' is a list"),
    (_places(slots=[["p", {"seat": 1}, 3], ["c", "red"], ["r", 2]]), "[name, value] pair"),
    (_places(slots=[["p p", {"seat": 1}], ["c", "red"], ["r", 2]]), "a word"),
    (_places(slots=[["p", {"seat": 1}], ["p", {"seat": 2}], ["c", "red"], ["r", 2]]), "given twice"),
    (_places(slots=[["p", {"seat": 3}], ["c", "red"], ["r", 2]]), "seat is a number from 0 to 2"),
    (_places(slots=[["p", {"seat": -1}], ["c", "red"], ["r", 2]]), "seat is a number"),
    (_places(slots=[["p", {"seat": True}], ["c", "red"], ["r", 2]]), "seat is a number"),
    (_places(slots=[["p", {"seat": 1}], ["c", "red"], ["r", True]]), "a seat, a message, text or a number"),
    (_places(slots=[["p", {"seat": 1}], ["c", None], ["r", 2]]), "a seat, a message, text or a number"),
    (_places(slots=[["p", {"seat": 1}], ["c", ["red"]], ["r", 2]]), "a seat, a message, text or a number"),
    (_places(slots=[["p", {"seat": 1}], ["c", "red"], ["r", 2**60]]), "beyond 2^53"),
    (_places(slots=[["p", {"seat": 1}], ["c", "red"]]), "takes the slots"),
    (_places(slots=[["p", "Anna"], ["c", "red"], ["r", 2]]), "holds a seat"),
    (_places(slots=[["p", {"seat": 1}], ["c", "red"], ["r", "two"]]), "holds a count"),
    ({"key": "unknown.line", "slots": []}, "no template has the key 'unknown.line'"),
    ({"key": "unknown.line", "text": "{n:'s} card", "slots": [["n", 2]]}, "no template has the key"),
    ({"key": "plain.join", "slots": [["m0", "x"]]}, "a join holds its separator"),
    ({"key": "plain.join", "slots": [["separator", " "], ["p", {"seat": 1}]]}, "its parts m0"),
    (_nested(MAX_DEPTH), "nest at most"),
])
def test_a_damaged_or_hostile_message_is_refused_saying_why(data, why):
    with pytest.raises(MessageError, match=None) as refused:
        decode_message(data, 3)
    assert why in str(refused.value)


def test_a_message_of_too_many_values_in_all_is_refused():
    leaf = {"key": "plain.text", "slots": [["words", "x"]]}
    wide = {"key": "plain.join", "slots": [["separator", " "], *([f"m{i}", leaf] for i in range(30))]}
    wider = {"key": "plain.join", "slots": [["separator", " "], *([f"m{i}", wide] for i in range(30))]}
    assert decode_message(wide, 3)  # 60 values: a long line, still taken
    with pytest.raises(MessageError, match="at most 400 slots"):
        decode_message(wider, 3)


def test_what_the_wire_cannot_carry_is_not_encoded():
    with pytest.raises(TypeError):
        encode_message(Message("plain.text", (("words", object()),)))
