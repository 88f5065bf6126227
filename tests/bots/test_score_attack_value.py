"""The search's value of Chroma Cubes' solo score attack (issue 31): the game is won by reaching
the sheet's threshold (rulebook, Game End: "When a player scores a total number of points
indicated on the sheet, that player wins at the end of the round") and no more above it, so a
finished game is worth 1 won and 0 lost, and a playout cut short the chance of reaching the
threshold: fewer symbols to go and more dice that can still colour are worth more, whatever
points are already on the sheet. The old value, a logistic of points plus partly coloured
figures against the threshold, gave a game won at the threshold 0.5, a game won 3 points
higher more, and put hint wins below the Normal bot's (seeds 0-139: 103 against 107)."""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes.heuristic import evaluate
from chroma_desktop.games.chroma_cubes.solo_chance import live_dice, symbols_to_threshold
from chroma_desktop.games.chroma_cubes.state import OVER, PLAY, CubesState, active
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match


def played(seed: int, until_play: bool = False) -> CubesState:
    """A solo game on the Cardinal sheet the Normal bot played from `seed`, to its end (or to
    the first decision of the first round)."""
    game = find_game("chroma_cubes")
    normal = make_bot("heuristic", "chroma_cubes")
    match = Match(game, 1, {"sheet": "cardinal"}, seed)
    rng = random.Random(seed)
    while not match.is_over():
        state: CubesState = match.view(0)
        if until_play and state.phase == PLAY:
            return state
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(game, match.view(seat), seat, rng), seat)
    finished: CubesState = match.view(0)
    return finished


FINISHED = [played(seed) for seed in range(12)]


def test_a_won_game_is_worth_a_win_however_far_above_the_threshold() -> None:
    won = {state.score(0): state for state in FINISHED
           if state.score(0) >= state.config.sheet.threshold}
    assert len(won) >= 2, "the seeds give wins by different margins"
    assert all(state.phase == OVER for state in won.values())
    assert {evaluate(state, 0) for state in won.values()} == {1.0}
    # Points never above the threshold's worth: 3 and 12 more than it are the same win.
    state = min(won.values(), key=lambda s: s.score(0))
    threshold = state.config.sheet.threshold
    for above in (3, 12):
        more = state._replace(figure_points=((*state.figure_points[0][:-1],
                                              state.figure_points[0][-1] + above
                                              + threshold - state.score(0)),))
        assert more.score(0) == threshold + above
        assert evaluate(more, 0) == 1.0


def test_a_lost_game_is_worth_nothing_however_near_the_threshold() -> None:
    lost = [state for state in FINISHED if state.score(0) < state.config.sheet.threshold]
    assert lost, "the seeds give a loss"
    assert all(state.phase == OVER and evaluate(state, 0) == 0.0 for state in lost)


def section_mask(state: CubesState, keep: set[tuple[str, str]] | None = None,
                 symbols: set[str] | None = None) -> int:
    """The sections coloured: every one but `keep` (figure id, label), or those of `symbols`."""
    sheet, mask = state.config.sheet, 0
    for index, section in enumerate(sheet.sections):
        figure = sheet.figures[section.figure].id
        if (symbols is not None and section.need in symbols) or (
                keep is not None and (figure, section.label) not in keep):
            mask |= 1 << index
    return mask


def faces_showing(state: CubesState, symbols: set[str], dice: tuple[int, ...],
                  only: bool = False) -> tuple[int, ...]:
    """The state's faces with `dice` turned to a face that shows one of `symbols` (`only`: both
    of its symbols among them)."""
    config, faces = state.config, list(state.face)
    for die in dice:
        pairs = config.faces[config.dice[die]]
        shown = [{config.colours[s].id for s in pair} for pair in pairs]
        faces[die] = next(i for i, pair in enumerate(shown)
                          if (pair <= symbols if only else pair & symbols))
    return tuple(faces)


def test_few_symbols_to_go_with_live_dice_beat_more_points_with_stuck_dice() -> None:
    start = played(0, until_play=True)
    config = start.config
    dice = start.dice_at(active(0))
    assert len(dice) == 5
    figure_ids = [figure.id for figure in config.sheet.figures]
    berries, branch = figure_ids.index("berries"), figure_ids.index("branch")
    no_branch = ~config.figure_masks[branch]
    # Near: nothing scored yet, one section of the Cardinal and one of the berries to go (two
    # symbols for 5 + 3 points; the Branch not begun), every die showing a symbol still wanted.
    near = start._replace(
        used=frozenset(),
        coloured=(section_mask(start, keep={("cardinal", "eye"), ("berries", "berry 2")})
                  & no_branch,),
        face=faces_showing(start, {"blue", "purple"}, dice))
    # Far: the berries scored (3 points) and the Cardinal's red, yellow and green coloured, but
    # seven symbols to go (the Branch, or the Cardinal's mask, beak and eye) and four dice
    # showing only symbols nobody wants any more: stuck, for an unused die keeps its face.
    far = start._replace(
        used=frozenset(),
        coloured=(section_mask(start, symbols={"red", "yellow", "green"})
                  | config.figure_masks[berries],),
        figure_points=(tuple(3 if f == berries else 0 for f in range(len(figure_ids))),),
        first_round=tuple(1 if f == berries else 0 for f in range(len(figure_ids))),
        face=faces_showing(start, {"red", "yellow", "green"}, dice, only=True))
    far = far._replace(face=faces_showing(far, {"orange", "blue"}, dice[:1]))
    assert far.score(0) == 3 and near.score(0) == 0
    assert (symbols_to_threshold(near), live_dice(near)) == (2, 5)
    assert (symbols_to_threshold(far), live_dice(far)) == (7, 1)
    assert evaluate(near, 0) > evaluate(far, 0) + 0.3
    # Each alone counts: a die turned stuck, or a symbol more to go, is worth less.
    stuck = near._replace(face=faces_showing(near, {"red", "yellow", "green"}, dice[:3], only=True))
    assert live_dice(stuck) == 2
    assert evaluate(stuck, 0) < evaluate(near, 0)
    longer = near._replace(coloured=(section_mask(start, keep={("cardinal", "eye"),
                                                               ("berries", "leaf 1")})
                                     & no_branch,))
    assert symbols_to_threshold(longer) == 3
    assert evaluate(longer, 0) < evaluate(near, 0)


def test_the_threshold_reached_during_a_round_is_a_win() -> None:
    # Rulebook: the player who reaches it "wins at the end of the round"; points never go down.
    start = played(0, until_play=True)
    figure_ids = [figure.id for figure in start.config.sheet.figures]
    cardinal, branch = figure_ids.index("cardinal"), figure_ids.index("branch")
    points = tuple(5 if f == cardinal else 3 if f == branch else 0 for f in range(len(figure_ids)))
    reached = start._replace(figure_points=(points,))
    assert reached.phase == PLAY and reached.score(0) >= reached.config.sheet.threshold
    assert evaluate(reached, 0) == 1.0
    assert 0.0 < evaluate(start, 0) < 1.0
