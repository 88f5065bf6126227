"""CMYK!'s lessons say what is true: every tile's marks, which tiles fit where, the scores, the
removal rule and the end their texts give are read here from the game itself, in the lesson's
position and after its moves (tests/lessons/test_lessons_engine.py plays every lesson through
the engine; tests/ui/test_lessons_table_games.py plays some on the window with the mouse)."""

from __future__ import annotations

import re

import pytest

from chroma_desktop.games.cmyk import scoring
from chroma_desktop.games.cmyk.grid import neighbours, parse_cell
from chroma_desktop.lessons import LessonRun, shipped_lessons
from chroma_desktop.rules.api import CHANCE

RULEBOOK = "cmyk.txt"  # in /work/shared/rules: the words are quoted from it
# What issue 15 asks CMYK!'s lessons to teach, each by the lessons that do (and the brief's end).
TOPICS = {
    "matching inks and marks": ("matching_marks", "between_two_tiles"),
    "hexagons": ("hexagon",),
    "K-tiles": ("k_tile_place", "k_tile_discard"),
    "objectives": ("public_objective", "private_objective"),
    "the removal rule": ("removal_rule",),
    "how the game ends and scores": ("the_end",),
}
TILE_NAME = re.compile(r"\b(C\d+ M\d+ Y\d+) tile|\btessera (C\d+ M\d+ Y\d+)")
"""A tile named as the game names it (`words.tile_name`): "the C0 M20 Y40 tile", Italian "la
tessera C0 M20 Y40"; never by the notation's id (T12)."""
SCORE_CHANGE = re.compile(r"(\d+) → (\d+)")


def _lesson(lesson_id: str):
    return next(one for one in shipped_lessons("cmyk") if one.id == lesson_id)


def _start(lesson_id: str) -> LessonRun:
    return LessonRun(_lesson(lesson_id), seed=7)


def _after(lesson_id: str, *moves: str):
    """The match after the learner plays `moves` from the lesson's position (judged or not)."""
    run = _start(lesson_id)
    for text in moves:
        run.match.play_text(text, run.lesson.seat)
    return run.match


def _cell(text: str):
    return parse_cell(text)


def _tile(state, tile_id: str) -> int:
    return state.config.tile_index(tile_id)


def _open_sides(state, player: int) -> set[str]:
    """The edges a new tile could touch: each open cell's requirement, as `cyan 0 %`."""
    config = state.config
    texts = set()
    for requirement in state.mosaics[player].open_cells(config).values():
        for _side, code in requirement:
            texts.add(config.edge_text(code).rsplit(" ", 1)[0])  # without the glyph
    return texts


def _fits(state, player: int, tile: int) -> set:
    return {cell for cell, _rotation in state.mosaics[player].placements(state.config, tile)}


def test_every_topic_has_its_lessons():
    ids = [lesson.id for lesson in shipped_lessons("cmyk")]
    assert len(ids) >= 8
    for topic, lessons in TOPICS.items():
        assert set(lessons) <= set(ids), topic


def _tiles_on_the_table(state) -> set[str]:
    """The marks of every tile the learner sees: the piles' tops, the hands, the mosaics."""
    config = state.config
    tiles = [state.top(pile) for pile in state.piles_left()] + [t for t in state.hands if t >= 0]
    tiles += [placed[0] for mosaic in state.mosaics for placed in mosaic.cells.values()]
    return {config.tile_label(tile).partition("(")[2].rstrip(")") for tile in tiles}


@pytest.mark.parametrize("lesson", shipped_lessons("cmyk"), ids=lambda lesson: lesson.id)
def test_each_lesson_names_tiles_by_their_marks_and_cites_the_rulebook(lesson):
    assert lesson.source.startswith(f"{RULEBOOK}, ") and lesson.rule
    state = LessonRun(lesson).match.state
    shown = _tiles_on_the_table(state)
    texts = [lesson.goal, lesson.hint, lesson.explanation, *dict(lesson.feedback).values(),
             *(lesson.translated("it", field) or "" for field in ("goal", "hint", "explanation")),
             *(lesson.translated("it", "feedback", move) or "" for move, _ in lesson.feedback)]
    named = [marks for text in texts for pair in TILE_NAME.findall(text) for marks in pair if marks]
    for marks in named:
        assert marks in shown, f"{lesson.id}: no tile {marks} on the table"


@pytest.mark.parametrize("lesson", shipped_lessons("cmyk"), ids=lambda lesson: lesson.id)
def test_real_time_lessons_are_one_decision_and_the_others_stay_still(lesson):
    run = LessonRun(lesson, seed=2)
    assert lesson.seat in run.match.to_move()
    run.play_text(lesson.accepted[0])
    assert {mover for mover in run.match.movers if mover != CHANCE} == {lesson.seat}


@pytest.mark.parametrize("lesson", [one for one in shipped_lessons("cmyk")
                                    if SCORE_CHANGE.search(one.explanation)],
                         ids=lambda lesson: lesson.id)
def test_quoted_scores_are_the_games_own(lesson):
    run = LessonRun(lesson)
    game = run.game
    before = game.live_score(run.match.state, lesson.seat)
    run.play_text(lesson.accepted[0])
    quoted = SCORE_CHANGE.findall(lesson.explanation)[-1]
    assert (int(quoted[0]), int(quoted[1])) == (before, game.live_score(run.match.state,
                                                                        lesson.seat))
    assert f"{int(before)} point" in lesson.goal


def test_matching_marks_only_pile_2_fits():
    lesson = _lesson("matching_marks")
    state = _start("matching_marks").match.state
    assert _open_sides(state, 0) == {"cyan 0 %", "magenta 20 %", "yellow 40 %"}
    fitting = [pile + 1 for pile in state.piles_left() if _fits(state, 0, state.top(pile))]
    assert fitting == [2] and lesson.accepted == ("p1 take 2",)
    # Taken, it fits left of the first tile (across its magenta side), and nowhere else.
    after = _after("matching_marks", "p1 take 2").state
    first = next(iter(after.mosaics[0].cells))
    assert _fits(after, 0, after.hands[0]) == {neighbours(first)[1]}
    for pile in (1, 3, 4, 5):  # the others must go back
        taken = _after("matching_marks", f"p1 take {pile}")
        assert [game_move.kind for game_move in taken.legal_moves(0)] == ["putback"]


def test_between_two_tiles_only_t22_fills_the_gap():
    state = _start("between_two_tiles").match.state
    config = state.config
    gap = _cell("-1,0,down")
    requirement = dict(state.mosaics[0].open_cells(config)[gap])
    assert sorted(config.edge_text(code).rsplit(" ", 1)[0] for code in requirement.values()) == [
        "magenta 20 %", "yellow 60 %"]
    cells = state.mosaics[0].cells
    assert config.tile_ids[cells[neighbours(gap)[1]][0]] == "T12"
    assert config.tile_ids[cells[neighbours(gap)[2]][0]] == "T47"
    filling = [config.tile_ids[state.top(p)] for p in state.piles_left()
               if gap in _fits(state, 0, state.top(p))]
    assert filling == ["T22"] and config.tile_ids[state.top(1)] == "T22"
    assert gap not in _fits(state, 0, _tile(state, "T03"))


def test_the_hexagon_lesson():
    state = _start("hexagon").match.state
    config = state.config
    t06 = next(cell for cell, (tile, _r) in state.mosaics[0].cells.items()
               if config.tile_ids[tile] == "T06")
    assert _fits(state, 0, state.hands[0]) == {_cell("-1,0,down"), neighbours(t06)[1]}
    assert scoring.features(config, state.mosaics[0]).hexagons == 0
    after = _after("hexagon", "p1 place -1,0 down r0").state
    assert scoring.features(config, after.mosaics[0]).hexagons == 1
    elsewhere = _after("hexagon", "p1 place 1,-1 up r0").state
    assert scoring.features(config, elsewhere.mosaics[0]).hexagons == 0


def test_a_k_tile_fills_the_space_no_coloured_tile_can():
    state = _start("k_tile_place").match.state
    config = state.config
    gap = _cell("-1,0,down")
    requirement = state.mosaics[0].open_cells(config)[gap]
    assert sorted(config.edge_text(code).rsplit(" ", 1)[0] for _side, code in requirement) == [
        "cyan 60 %", "magenta 20 %", "yellow 60 %"]
    assert not any(levels == (60, 20, 60) for levels in config.tile_levels)
    row = len(state.row)
    placed = _after("k_tile_place", "p1 place -1,0 down r0").state
    feats = scoring.features(config, placed.mosaics[0])
    assert (feats.hexagons, feats.k_tiles) == (2, 1)
    assert len(placed.row) == row + 1  # another public objective revealed
    for text in ("p1 place 0,0 down r0", "p1 place -1,1 down r0"):  # offered, and refused
        feats = scoring.features(config, _after("k_tile_place", text).state.mosaics[0])
        assert (feats.hexagons, feats.k_tiles) == (0, 1), text
    discarded = _after("k_tile_place", "p1 discard").state
    assert config.tile_ids[discarded.out[-1]] == "K1" and len(discarded.row) == row + 1


def test_a_k_tile_that_finishes_nothing_is_discarded():
    lesson = _lesson("k_tile_discard")
    run = _start("k_tile_discard")
    state = run.match.state
    config = state.config
    assert len(state.mosaics[0]) == 2
    places = [text for text in (run.game.move_to_str(state, m) for m in run.match.legal_moves(0))
              if text != "p1 discard"]
    assert places
    for text in places:
        feats = scoring.features(config, _after("k_tile_discard", text).state.mosaics[0])
        assert (feats.hexagons, feats.k_tiles) == (0, 1)
    assert config.scoring.k_tile == -3
    after = _after("k_tile_discard", *lesson.accepted).state
    assert config.tile_ids[after.out[-1]] == "K2" and len(after.row) == len(state.row) + 1
    assert scoring.features(config, after.mosaics[0]).k_tiles == 0


def test_make_it_wide_scores_the_longer_row():
    run = _start("public_objective")
    state = run.match.state
    config = state.config
    assert [config.public[card].id for card, _ in state.row] == ["make_it_wide"]
    assert scoring.features(config, state.mosaics[0]).longest_row == 3
    assert _fits(state, 0, state.hands[0]) == {_cell("1,0,down"), _cell("0,-1,down")}
    below = _after("public_objective", "p1 place 0,-1 down r0")
    assert scoring.features(config, below.state.mosaics[0]).longest_row == 3
    assert run.game.live_score(below.state, 0) == 1
    row = _after("public_objective", "p1 place 1,0 down r0").state
    assert scoring.features(config, row.mosaics[0]).longest_row == 4


def test_the_private_objective_lesson():
    state = _start("private_objective").match.state
    config = state.config
    card = state.privates[0]
    assert config.private[card].name == "Yellow 60 %"
    assert scoring.private_points(config, card, scoring.features(config, state.mosaics[0])) == (1, 1)
    fitting = [p + 1 for p in state.piles_left() if _fits(state, 0, state.top(p))]
    assert fitting == [1, 2, 3, 4]
    yellow_60 = [p + 1 for p in state.piles_left() if config.tile_levels[state.top(p)][2] == 60]
    assert yellow_60 == [2]
    assert config.scoring.private_cap == 6
    taken = _after("private_objective", "p1 take 2")
    for move in taken.legal_moves(0):
        placed = taken.game.apply(taken.state, move)
        assert scoring.private_points(config, card, scoring.features(
            config, placed.mosaics[0])) == (2, 2)


def test_the_removal_rule_takes_both_top_tiles_when_nothing_fits():
    state = _start("removal_rule").match.state
    config = state.config
    assert state.stopped == (False, False) and len(state.piles_left()) == 2
    assert [config.tile_ids[state.top(p)] for p in state.piles_left()] == ["T05", "T15"]
    assert not any(_fits(state, 1, state.top(p)) for p in state.piles_left())
    kept = _after("removal_rule", "p1 place 0,0 down r0").state
    assert kept.out == () and kept.piles == state.piles
    assert _fits(kept, 0, _tile(kept, "T05"))
    assert neighbours(_cell("0,0,up"))[2] == _cell("0,0,down")  # right of T13, its yellow side
    removed = _after("removal_rule", "p1 place 0,-1 down r0").state
    assert sorted(config.tile_ids[tile] for tile in removed.out) == ["T05", "T15"]
    assert [config.tile_ids[removed.top(p)] for p in removed.piles_left()] == ["T70", "T35"]


def test_the_end_stopping_keeps_the_symmetry_and_wins():
    run = _start("the_end")
    game, state = run.game, run.match.state
    config = state.config
    assert state.stopped == (False, True)
    assert (game.live_score(state, 0), game.live_score(state, 1)) == (11, 5)
    p2_private = scoring.private_points(config, state.privates[1],
                                        scoring.features(config, state.mosaics[1]))
    assert p2_private[1] == 0  # hidden from the learner, and worth nothing
    # What the learner's view shows of P2: 5 points, the private card hidden.
    view = game.view(state, 0)
    assert view.privates[1] < 0 and scoring.features(config, view.mosaics[1]).hexagons == 1
    assert scoring.features(config, state.mosaics[0]).mirror_vertical
    for pile in state.piles_left():
        taken = _after("the_end", f"p1 take {pile + 1}")
        moves = taken.legal_moves(0)
        assert moves and all(move.kind == "place" for move in moves)
        for move in moves:
            placed = game.apply(taken.state, move)
            assert not scoring.features(config, placed.mosaics[0]).mirror_vertical
            assert game.live_score(placed, 0) == 5 == game.live_score(placed, 1)
    stopped = _after("the_end", "p1 stop")
    assert stopped.is_over()
    outcome = stopped.outcome()
    assert outcome.winners == (0,) and outcome.scores == (11, 5)
