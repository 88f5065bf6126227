"""Positions as text: every state of seeded random games round-trips, views too, bad positions
are refused with a message naming what is wrong, and a match can start from a position.

The playouts are the conformance suite's (seeded random moves, chance from the match's seed),
here with both Coloretto editions and both scoring sides. A game whose notation is not written
yet says so.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop import registry
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match, RecordError
from chroma_desktop.rules.position import (
    PositionError,
    position_from_text,
    position_to_text,
    read_position,
    view_to_text,
)
from chroma_desktop.rules.position_header import looks_like_position
from tests.rules.test_conformance import SEEDS
from tests.toy_game.manifest import MANIFEST as TOY

coloretto = find_game("coloretto")
OPTION_SETS = ({"edition": "original", "scoring": "brown"},
               {"edition": "newer", "scoring": "purple"})


def _random_match(game, players, options, seed):
    match = Match(game, players, options, seed)
    rng = random.Random(seed)
    while not match.is_over():
        player = rng.choice(match.to_move())
        match.play(rng.choice(match.legal_moves(player)), player)
    return match


def _cases():
    for options in OPTION_SETS:
        for players in range(coloretto.min_players, coloretto.max_players + 1):
            for seed in (*SEEDS, 3):
                yield pytest.param(options, players, seed,
                                   id=f"{options['edition']}-{players}p-seed{seed}")


@pytest.mark.parametrize(("options", "players", "seed"), list(_cases()))
def test_every_state_of_a_random_coloretto_game_round_trips(options, players, seed):
    match = _random_match(coloretto, players, options, seed)
    phases = set()
    for ply, state in enumerate(match.states):
        text = position_to_text(coloretto, state)
        assert looks_like_position(text)
        position = read_position(text, resolve=find_game)
        assert position.state == state, f"ply {ply} does not round-trip:\n{text}"
        assert position.game.id == "coloretto" and not position.setup.is_view
        assert position.setup.players == players
        assert position.setup.options == match.options
        assert position_to_text(coloretto, position.state) == text
        for viewer in (ply % players, None):
            seen = read_position(view_to_text(coloretto, state, viewer), resolve=find_game)
            assert seen.setup.is_view and seen.setup.viewer == viewer
            assert seen.state == coloretto.view(state, viewer)
        phases.add(state.phase)
    # Set-up, a card waiting to be placed, chance reveals and the end are all among them.
    assert {"first", "turn", "reveal", "place", "over"} <= phases
    assert ("choose" if options["edition"] == "newer" else "deal") in phases
    if players <= 3:
        assert "remove" in phases


def test_the_golden_joker_bonus_and_the_last_round_card_round_trip():
    """Mid-turn states the random games above may miss: found by playing until they come."""
    found = {}
    for seed in range(1, 40):
        match = _random_match(coloretto, 4, {"edition": "newer"}, seed)
        for state in match.states:
            if state.phase == "bonus":
                found.setdefault("bonus", state)
            if state.phase == "reveal" and state.last_round:
                found.setdefault("last round reveal", state)
        if len(found) == 2:
            break
    assert set(found) == {"bonus", "last round reveal"}
    for state in found.values():
        assert position_from_text(position_to_text(coloretto, state), resolve=find_game) == state


def test_the_example_in_the_coloretto_module_is_a_position():
    from chroma_desktop.games.coloretto import position as module

    example = module.__doc__.split("::", 1)[1].split("\n\n")[1]
    state = position_from_text(example, resolve=find_game)
    assert (state.phase, state.current, state.round_number) == ("place", 1, 3)
    assert state.config.kind_id(state.drawn) == "red"
    assert position_to_text(coloretto, state) == "\n".join(
        line.strip() for line in example.strip().splitlines()) + "\n"


def test_comments_blank_lines_and_defaults_make_a_short_position():
    text = """
    # Round 1: P1 to play, one red card on row 1.
    chroma position: coloretto, 4 players

    phase: turn
    turn: P1
    Row 1: red
    P1: yellow
    """
    state = position_from_text(text, resolve=find_game)
    cards = state.config
    assert state.rows[0] == (cards.kind_of("red"),)
    assert state.collections[0][cards.kind_of("yellow")] == 1
    assert state.deck[cards.kind_of("red")] == 8  # the deck is the rest
    assert state.deck_size() - state.above_last == 15  # where set-up puts the last-round card
    assert state.config.edition.id == "original"  # the default option


# -- refusals -------------------------------------------------------------------------------------
FOUR = "chroma position: coloretto, 4 players\n"
TWO = "chroma position: coloretto, 2 players\nremoved: grey, brown\n"
TURN = FOUR + "phase: turn\nturn: P1\n"

BROKEN = [
    ("", "the text is empty"),
    ("# only a comment\n", "the text is empty"),
    ("phase: turn\n", "line 1: a position starts with 'chroma position: GAME, N players'"),
    ("chroma position: coloretto\n", "the header names the game and the players"),
    ("chroma position: chess, 2 players\n", "line 1: unknown game 'chess'"),
    ("chroma position: coloretto, 7 players\n", "Coloretto is for 2 to 5 players, not 7"),
    ("chroma position: coloretto, many players\n", "say how many play as '4 players'"),
    ("chroma position: coloretto, 4 players, edition=gold\n",
     "option 'edition' cannot be 'gold'"),
    ("chroma position: coloretto, 4 players, colour=red\n", "unknown option 'colour'"),
    ("chroma position: coloretto, 4 players, edition\n", "options are written name=value"),
    ("chroma position: coloretto, 4 players, view=P9\n", "view= names a seat (P1 to P4)"),
    ("chroma position: coloretto, 4 players, edition=newer, edition=original\n",
     "'edition' is given twice"),
    (FOUR, "the line 'phase: ...' is missing"),
    (FOUR + "phase: dance\n", "line 2 (phase): 'dance' is not one of: remove, deal"),
    (TURN + "row 1 red\n", "line 4: 'row 1 red' is not a 'key: value' line"),
    (TURN + "turn: P2\n", "line 4: 'turn' is given twice (also on line 3)"),
    (TURN + "rwo 1: red\n", "line 4: 'rwo 1' is not a line of this position"),
    (TURN + "row 5: red\n", "line 4: 'row 5' is not a line of this position"),
    (TURN + "row 1:\n", "line 4 (row 1): has no value"),
    (TURN + "row 1: purple\n", "line 4 (row 1): 'purple' is not one of: yellow, orange"),
    (TURN + "row 1: red, red, red, red\n", "row 1 holds at most 3 cards, not 4"),
    (TURN + "P2: 10 red\n", "the position holds 10 red cards, but the game has 9"),
    (TURN + "P2: two red\n", "'two red' is not 'COUNT NAME'"),
    (TURN + "deck: 9 yellow, 9 orange, 9 red, 9 green, 9 blue, 9 brown, 9 grey, 3 joker, 9 plus2\n",
     "the components do not add up: 9 plus2 where the game has 10"),
    (TURN + "P2: 1 golden_joker\n", "the position holds 1 golden_joker card, but the game "
     "has 0"),
    (TURN + "P2: 1 golden_joker\ndeck: 9 yellow, 9 orange, 9 red, 9 green, 9 blue, 9 brown, "
     "9 grey, 3 joker, 10 plus2\n", "the components do not add up: 1 golden_joker where the game "
     "has 0"),
    (TURN + "round: 0\n", "line 4 (round): must be from 1 to 99, not 0"),
    (TURN + "round: 1e9\n", "line 4 (round): '1e9' is not a whole number"),
    (TURN + "round: " + "9" * 5000 + "\n", "is not a whole number"),
    (TURN + "cards above the last-round card: 80\n", "must be from 0 to 76, not 80"),
    (TURN + "last round: maybe\n", "say yes or no, not 'maybe'"),
    (TURN + "row 1: taken by P1\n", "P1 took row 1 this round and sits out until the next"),
    (TURN + "row 1: taken by P2\nrow 2: taken by P2\n", "P2 already took row 1 this round"),
    (TURN + "row 1: taken by P7\n", "'P7' is not a seat (P1 to P4)"),
    (TURN + "row 1: taken by P2\nrow 2: taken by P3\n",
     "several rows are taken: say who took the last one"),
    (TURN + "row 1: taken by P2\nlast row taken by: P3\n", "P3 took no row this round"),
    (TURN + "drawn: red\n", "a drawn card waits to be placed only in the place phase"),
    (FOUR + "phase: place\nturn: P1\n", "the line 'drawn: ...' is missing"),
    (FOUR + "phase: place\nturn: P1\ndrawn: red\nrow 1: red, red, red\nrow 2: red, red, red\n"
     "row 3: blue, blue, blue\nrow 4: blue, blue, blue\n",
     "P1 is to move but has no legal move in this position"),
    (FOUR + "phase: turn\n", "the line 'turn: ...' is missing"),
    (FOUR + "phase: turn\ntrun: P2\n", "the line 'turn: ...' is missing (is 'trun' on line 3 "
     "meant?)"),
    ("chroma position: coloretto, 4 players, view=P1\nphase: turn\nturn: P1\ndeck: none\n",
     "the components do not add up: 0 blue where the game has 9"),
    (FOUR + "phase: deal\nturn: P1\n", "the deal phase has no turn: starting colours go round"),
    (FOUR + "phase: deal\nP2: red\n", "after 1 starting card given out in seat order from P1, "
     "P1 holds 1, not 0"),
    (FOUR + "phase: deal\nP1: red\nP2: red\n", "red is given twice"),
    (FOUR + "phase: deal\nP1: joker\n", "starting cards are colours, not joker"),
    (FOUR + "phase: first\nP1: red\n", "chance picks who starts once every player has 1"),
    (FOUR + "phase: deal\nrow 1: red\n", "no card is on a row before the first turn"),
    (FOUR + "phase: deal\nround: 2\n", "set-up comes before round 1"),
    (FOUR + "phase: remove\n", "4 players remove no colour"),
    (FOUR + "phase: turn\nturn: P1\nremoved: grey\n", "4 players remove no colour"),
    ("chroma position: coloretto, 4 players, edition=newer\nphase: deal\n",
     "the phase is 'choose', not 'deal'"),
    (FOUR + "phase: choose\n", "the phase is 'deal', not 'choose'"),
    (FOUR + "phase: bonus\nturn: P1\n", "the original edition has no golden joker bonus"),
    ("chroma position: coloretto, 4 players, edition=newer\nphase: bonus\nturn: P1\n"
     "row 1: taken by P1\n", "the bonus card is for who took the golden joker, and they have "
     "none"),
    (FOUR + "phase: over\nrow 1: taken by P1\nrow 2: taken by P2\nrow 3: taken by P3\n"
     "row 4: taken by P4\nlast row taken by: P4\n", "say 'last round: yes'"),
    (FOUR + "phase: over\nlast round: yes\n", "every player has taken a row in the last round"),
    (FOUR + "phase: reveal\nturn: P1\ncards above the last-round card: 0\n",
     "at least 1 does"),
    (TURN + "last round: yes\ncards above the last-round card: 3\n",
     "the last-round card has come up"),
    (TURN + "row 1: ?\n", "'?' marks a hidden part, and this game hides nothing"),
    ("chroma position: coloretto, 3 players\nphase: turn\nturn: P1\n",
     "the line 'removed: ...' is missing: 3 players play without 1 colour"),
    ("chroma position: coloretto, 3 players\nphase: turn\nturn: P1\nremoved: grey, blue\n",
     "3 players play without 1 colour, not 2"),
    ("chroma position: coloretto, 3 players\nphase: turn\nturn: P1\nremoved: grey\nrow 1: grey\n",
     "line 5 (row 1): grey was removed from the game"),
    (TWO + "phase: turn\nturn: P1\nP2: grey\n", "grey was removed from the game"),
    (TWO + "phase: remove\n", "once 2 are removed the phase is no longer 'remove'"),
    (TWO + "phase: turn\nturn: P1\nremoved: grey, grey\n", "'removed' is given twice"),
    ("chroma position: coloretto, 2 players\nremoved: grey, grey\nphase: remove\n",
     "names a colour twice"),
    (TWO + "phase: turn\nturn: P1\nrow 1: red, red\n", "row 1 holds at most 1 card, not 2"),
    (FOUR + "phase: turn\nturn: P1\nout of the game: red\n",
     "'out of the game' is not a line of this position"),
    ("x" * 100_001, "it is too long for a position"),
]


@pytest.mark.parametrize(("text", "message"), BROKEN, ids=[m for _t, m in BROKEN])
def test_a_broken_position_is_refused_with_what_is_wrong(text, message):
    with pytest.raises(PositionError) as refused:
        read_position(text, resolve=find_game)
    assert message in str(refused.value)
    assert "\n" not in str(refused.value)


def test_a_position_of_another_game_is_refused_by_the_game_given():
    with pytest.raises(PositionError, match="a position of 'coloretto', not of Chroma Cubes"):
        read_position(TURN, find_game("chroma_cubes"))


def test_a_game_without_notation_says_so():
    registry.register(TOY._replace(position=None))  # a game that declares no notation
    try:
        toy = find_game(TOY.id)
        with pytest.raises(PositionError, match="Toy Nim has no position notation yet"):
            position_to_text(toy, toy.new_initial_state(2, {}))
        with pytest.raises(PositionError, match="Toy Nim has no position notation yet"):
            read_position("chroma position: toy_nim, 2 players\n", resolve=find_game)
    finally:
        registry.unregister(TOY.id)


def test_only_texts_that_start_with_the_header_look_like_positions():
    assert looks_like_position("\ufeff# a lesson\n\nChroma position: coloretto, 2 players\n")
    assert not looks_like_position('{"format_version": 1}')
    assert not looks_like_position("")


# -- a match from a position ----------------------------------------------------------------------
START = """chroma position: coloretto, 4 players, edition=newer
phase: turn
round: 2
turn: P3
row 1: golden_joker, red
row 2: taken by P1
P1: 2 blue
last row taken by: P1
"""


def test_a_match_starts_at_a_position_and_undo_stops_there():
    match = Match.from_position(START, seed=5, resolve=find_game)
    assert match.state.current == 2 and match.cursor == 0
    assert not match.can_undo(free=True)
    match.play_text("take 1")  # the golden joker: chance then draws the bonus card
    assert match.movers[-1] == CHANCE and match.state.phase == "turn"
    assert match.state.collections[2][match.state.config.golden] == 1
    assert match.undo(free=True) and match.cursor == 0
    assert match.state == position_from_text(START, resolve=find_game)
    assert not match.undo(free=True)


def test_a_match_from_a_position_replays_from_its_record():
    match = Match.from_position(START, seed=5, resolve=find_game)
    rng = random.Random(2)
    for _ in range(12):
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    record = match.to_record()
    assert record["position"] == position_to_text(coloretto, position_from_text(START, resolve=find_game))
    replayed = Match.from_record(record, resolve=find_game)
    assert replayed.states == match.states and replayed.moves == match.moves
    assert replayed.start_position == match.start_position
    plain = Match(coloretto, 4, {}, 1).to_record()
    assert "position" not in plain


def test_a_match_at_a_chance_node_resolves_it_from_the_seed():
    text = START.replace("phase: turn", "phase: reveal")
    first = Match.from_position(text, seed=9, resolve=find_game)
    again = Match.from_position(text, seed=9, resolve=find_game)
    assert first.state.phase == "place" and first.movers == [CHANCE]
    assert first.state == again.state


def test_a_view_starts_a_match_with_its_hidden_parts_drawn():
    text = START.replace("edition=newer", "edition=newer, view=P3")
    match = Match.from_position(text, seed=1, resolve=find_game)
    assert match.state == position_from_text(START, resolve=find_game)
    assert "view=" not in match.start_position


@pytest.mark.parametrize(("change", "message"), [
    (lambda record: record.update(position=7), "record field 'position' must be text"),
    (lambda record: record.update(position="chroma position: coloretto, 4 players\n"),
     "its starting position is refused: the line 'phase: ...' is missing"),
    (lambda record: record.update(players=3),
     "its starting position is not a whole position of this game's players"),
])
def test_a_record_with_a_bad_starting_position_is_refused(change, message):
    record = Match.from_position(START, seed=5, resolve=find_game).to_record()
    change(record)
    with pytest.raises(RecordError, match=message):
        Match.from_record(record, resolve=find_game)
