"""The rules' value types: a Move is equal by what it does, immutable, and survives pickling."""

from __future__ import annotations

import pickle

import pytest

from chroma_desktop.rules.api import Move, Outcome, ScoreLine


def test_moves_are_equal_by_kind_and_arg_not_by_where_they_are_drawn():
    drawn = Move("place", 2, "drawn", "row:2")
    assert drawn == Move("place", 2)
    assert hash(drawn) == hash(Move("place", 2))
    assert drawn != Move("place", 3, "drawn", "row:3")
    assert drawn != ("place", 2)
    assert len({drawn, Move("place", 2), Move("take", 2)}) == 2


def test_a_move_cannot_be_changed():
    move = Move("take", 1, "row:1", "p0.collection")
    with pytest.raises(AttributeError):
        move.kind = "place"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del move.arg
    assert (move.kind, move.arg) == ("take", 1)


def test_a_move_pickles_with_its_source_and_target():
    move = Move("take", (1, 2), "row:1", "p0.collection")
    copy = pickle.loads(pickle.dumps(move))
    assert copy == move
    assert (copy.source, copy.target) == ("row:1", "p0.collection")
    assert repr(copy) == "Move(kind='take', arg=(1, 2), source='row:1', target='p0.collection')"


def test_outcomes_are_plain_values():
    outcome = Outcome((3.0, 5.0), (1,), "", ((ScoreLine("colours", 3.0),), ()))
    assert outcome.winners == (1,)
    assert outcome.breakdown[0][0].points == 3.0
    assert pickle.loads(pickle.dumps(outcome)) == outcome
