"""Toy Nim's teaching (`rules.move_groups.Teaching`): the open takes grouped by what they do to
the race (take the last counter, leave a multiple of three, the rest), each with why, and the
topics its lessons teach. It exercises the generic parts of teach mode from the toy game alone.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.rules.api import Move, PlayerId
from chroma_desktop.rules.move_groups import MoveGroup, Topic
from tests.toy_game import words

LAST = Topic("last_counter", words.TOPIC_LAST())
THREES = Topic("multiples_of_three", words.TOPIC_THREE())
TOPICS = (LAST, THREES)
REFUSAL_TOPICS = {words.TOO_MANY.key: LAST.key}
"""Taking more than is left breaks the rule of the last counter."""


def move_groups(game: Any, state: Any, player: PlayerId,
                moves: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
    """The last counter first (it wins), then the takes that leave a multiple of three, then
    the rest."""
    left = state.left
    last = tuple(move for move in moves if move.arg.count == left)
    safe = tuple(move for move in moves if move not in last and (left - move.arg.count) % 3 == 0)
    rest = tuple(move for move in moves if move not in last and move not in safe)
    groups = []
    if last:
        groups.append(MoveGroup("take_last", words.TAKE_THE_LAST(n=left), words.LAST_WINS(), last, LAST))
    if safe:
        groups.append(MoveGroup("leave_three", words.LEAVE_THREE(n=left - safe[0].arg.count),
                                words.THREE_IS_SAFE(), safe, THREES))
    if rest:
        counts = " / ".join(str(move.arg.count) for move in rest)
        groups.append(MoveGroup("other", words.TAKE_OTHER(counts=counts, n=rest[-1].arg.count),
                                words.NONE_SAFE(n=left), rest, THREES))
    return tuple(groups)
