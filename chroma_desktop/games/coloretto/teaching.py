"""Coloretto's teaching (`rules.move_groups.Teaching`): teach mode's open moves grouped by what
they do (draw and place, take a row and leave the round, place the drawn card), each with why,
and the topics its lessons teach (`data/lessons/coloretto.yaml`, `teaches`). Italian in
`data/i18n/it/coloretto.yaml`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.games.coloretto import text
from chroma_desktop.games.coloretto.state import ColorettoState
from chroma_desktop.rules.api import Move, PlayerId
from chroma_desktop.rules.messages import COUNT, TEXT
from chroma_desktop.rules.move_groups import MoveGroup, Topic, by_kind

T = text.T
DRAW_AND_PLACE = T.add("teach.draw_and_place")
ROWS_WITH_ROOM = T.add("teach.rows_with_room", n=COUNT)
TAKE_AND_LEAVE = T.add("teach.take_and_leave")
WHICH_ROWS = T.add("teach.which_rows", n=COUNT, rows=TEXT)
PLACE_DRAWN = T.add("teach.place_drawn")
TOPIC_DRAW_OR_TAKE = T.add("teach.topic_draw_or_take")
TOPIC_ROW_ROOM = T.add("teach.topic_row_room")
TOPIC_TAKING = T.add("teach.topic_taking")

DRAW_OR_TAKE = Topic("draw_or_take", TOPIC_DRAW_OR_TAKE())
ROW_ROOM = Topic("row_capacity", TOPIC_ROW_ROOM())
TAKING = Topic("take_ends_round", TOPIC_TAKING())
TOPICS = (DRAW_OR_TAKE, ROW_ROOM, TAKING)
REFUSAL_TOPICS = {
    # Rulebook: a row holds three cards; a full row takes no more, and all full means take.
    text.ROW_FULL.key: ROW_ROOM.key,
    text.ROWS_FULL.key: ROW_ROOM.key,
    text.ROWS_FULL_NO_DRAW.key: ROW_ROOM.key,
    # Rulebook: whoever takes a row sits out the rest of the round, and so does the row.
    text.ROW_TAKEN.key: TAKING.key,
    text.ROW_TAKEN_BY.key: TAKING.key,
    text.ROW_TAKEN_PLACE.key: TAKING.key,
    text.DRAG_ROW.key: TAKING.key,
    text.ROW_EMPTY.key: DRAW_OR_TAKE.key,
}


def _rows(moves: Sequence[Move]) -> str:
    return ", ".join(str(move.arg + 1) for move in moves)


def move_groups(game: Any, state: ColorettoState, player: PlayerId,
                moves: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
    """Draw (and where it can go) first, then the rows to take, then the places for the drawn
    card; anything else (set-up choices) by kind."""
    draws = tuple(move for move in moves if move.kind == mv.DRAW)
    takes = tuple(move for move in moves if move.kind == mv.TAKE)
    places = tuple(move for move in moves if move.kind == mv.PLACE)
    groups = []
    if draws:
        room = sum(1 for row in range(len(state.rows)) if state.row_has_room(row))
        groups.append(MoveGroup("draw", DRAW_AND_PLACE(), ROWS_WITH_ROOM(n=room), draws,
                                DRAW_OR_TAKE))
    if takes:
        groups.append(MoveGroup("take", TAKE_AND_LEAVE(), WHICH_ROWS(n=len(takes), rows=_rows(takes)),
                                takes, TAKING))
    if places:
        groups.append(MoveGroup("place", PLACE_DRAWN(), WHICH_ROWS(n=len(places), rows=_rows(places)),
                                places, ROW_ROOM))
    said = {move for group in groups for move in group.moves}
    return (*groups, *by_kind(game, state, tuple(move for move in moves if move not in said)))
