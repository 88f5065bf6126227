"""Match: chance from (seed, ply), legality checks, undo stops at revealed information."""

from __future__ import annotations

import pytest

from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE, IllegalMoveError, OptionError
from chroma_desktop.rules.match import Match, RecordError

coloretto = find_game("coloretto")


def test_the_same_seed_gives_the_same_game_and_another_seed_another():
    first = Match(coloretto, 4, {}, 11)
    again = Match(coloretto, 4, {}, 11)
    assert first.state == again.state
    others = [Match(coloretto, 4, {}, seed).state for seed in range(12, 20)]
    assert any(state != first.state for state in others)


def test_undo_then_redo_cannot_reroll():
    match = Match(coloretto, 4, {}, 2)
    match.play_text("draw")
    revealed = match.state
    assert match.undo(free=True)
    assert match.state.phase == "turn"
    match.redo()
    assert match.state == revealed


def test_undo_does_not_cross_a_reveal_unless_free():
    match = Match(coloretto, 4, {}, 2)
    match.play_text("draw")
    assert not match.can_undo()
    assert not match.undo()
    match.play(match.legal_moves(match.to_move()[0])[0])
    assert match.can_undo()
    assert match.undo()
    assert match.state.phase == "place"
    assert match.undo(free=True)
    assert match.state.phase == "turn"


def test_playing_after_undo_discards_the_redo_branch():
    match = Match(coloretto, 4, {}, 2)
    match.play_text("draw")
    match.play_text("place 1")
    match.undo()
    match.play_text("place 2")
    assert not match.can_redo()
    assert match.state.rows[1] and not match.state.rows[0]


def test_play_refuses_a_move_out_of_turn_or_at_chance():
    match = Match(coloretto, 4, {}, 2)
    player = match.to_move()[0]
    other = (player + 1) % 4
    with pytest.raises(IllegalMoveError, match="not Player"):
        match.play(match.legal_moves(player)[0], other)
    with pytest.raises(IllegalMoveError, match="Every row|no cards"):
        match.play_text("take 1")


def test_bad_player_counts_and_options_are_refused():
    with pytest.raises(OptionError, match="2 to 5 players"):
        Match(coloretto, 6)
    with pytest.raises(OptionError, match="unknown option 'speed'"):
        Match(coloretto, 4, {"speed": "fast"})
    with pytest.raises(OptionError, match="cannot be 'gold'"):
        Match(coloretto, 4, {"edition": "gold"})


def test_record_has_the_documented_fields():
    match = Match(coloretto, 3, {"scoring": "purple"}, 9)
    match.play_text("draw")
    record = match.to_record()
    assert set(record) == {"format_version", "game", "players", "options", "seed", "moves",
                           "cursor"}
    assert record["options"] == {"edition": "original", "scoring": "purple",
                                 "colour_removal": "random", "tie_jokers": "not_counted"}
    assert record["moves"][-2][0] in range(3) and record["moves"][-1][0] == CHANCE
    assert record["cursor"] == len(record["moves"])


def test_a_cursor_in_the_middle_of_chance_is_refused():
    match = Match(coloretto, 4, {}, 2)
    match.play_text("draw")
    record = match.to_record()
    record["cursor"] = len(record["moves"]) - 1
    with pytest.raises(RecordError, match="chance"):
        Match.from_record(record, resolve=find_game)


def test_truncate_keeps_the_first_moves_and_forgets_the_rest():
    match = Match(coloretto, 4, {}, 2)
    kept = len(match.moves)  # the set-up's chance
    state = match.state
    match.play_text("draw")  # a decision and the card it reveals
    assert len(match.moves) == kept + 2
    match.truncate(kept)
    assert (len(match.states), len(match.moves), len(match.movers)) == (kept + 1, kept, kept)
    assert match.cursor == kept and match.state == state and not match.can_redo()
    assert match.to_record()["moves"] == Match(coloretto, 4, {}, 2).to_record()["moves"]
    match.play_text("draw")  # the same seed draws the same card again at the same ply
    assert match.state.phase == "place"


def test_truncate_refuses_to_stop_inside_chance_or_outside_the_moves():
    match = Match(coloretto, 4, {}, 2)
    match.play_text("draw")
    assert match.movers[-1] == CHANCE
    moves = list(match.moves)
    for plies in (-1, len(moves) + 1, len(moves) - 1):
        with pytest.raises(ValueError):
            match.truncate(plies)
    assert match.moves == moves and match.cursor == len(moves)
