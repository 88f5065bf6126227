"""Chroma Cubes' figures as the table reads them (games/chroma_cubes/figures.py): each figure's
value, sections, progress and what completing it scores, checked against the game's own scoring
over played games (rulebook, Score: value, +1 to whoever completes it first)."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes.figures import figure_progress, progress_words
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames, render

GAME = find_game("chroma_cubes")
NAMES = SeatNames(("You", "Bot 2"), frozenset({0}))


def test_a_fresh_sheet_lists_every_figure_with_its_value_and_nothing_coloured():
    match = Match(GAME, 2, {}, seed=3)
    sheet = match.state.config.sheet
    progress = figure_progress(match.state, 0)
    assert [p.name for p in progress] == [f.name for f in sheet.figures]
    assert [p.value for p in progress] == [f.value for f in sheet.figures]
    assert [p.sections for p in progress] == [f.sections for f in sheet.figures]
    assert all(p.coloured == 0 and not p.completed and p.first_finishers == () for p in progress)
    # Nobody has finished any: finishing one scores its value and the first-completion point.
    assert [p.worth for p in progress] == [f.value + 1 for f in sheet.figures]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_figure_completed_in_play_scores_what_its_progress_said(seed):
    match = Match(GAME, 3, {}, seed=seed)
    bots = [make_bot("heuristic", GAME.id) for _ in range(3)]
    rng = random.Random(seed)
    completions = {"first": 0, "later": 0}
    while not match.is_over():
        assert len(match.moves) < 5_000
        player = match.to_move()[0]
        before = match.state
        said = figure_progress(before, player) if player >= 0 else ()
        if player >= 0:
            move = bots[player].choose(GAME, GAME.view(before, player), player, rng)
            match.play(move, player)
        else:
            match.play(rng.choice(match.legal_moves(player)), player)
        after = match.state
        for progress in said:
            mask = after.coloured[player]
            assert progress.coloured == sum(1 for s in progress.sections if before.coloured[player] >> s & 1)
            scored = after.figure_points[player][progress.figure]
            if scored and not progress.completed:
                assert all(mask >> s & 1 for s in progress.sections)
                assert scored == progress.worth
                completions["first" if progress.worth > progress.value else "later"] += 1
                now = figure_progress(after, player)[progress.figure]
                assert now.completed and now.scored == scored and now.left == 0
                if progress.worth > progress.value:
                    assert player in now.first_finishers
    state = match.state
    for seat in range(3):
        assert sum(p.scored for p in figure_progress(state, seat)) == sum(state.figure_points[seat])
    assert completions["first"] > 0


def test_the_words_say_value_progress_and_who_finished_first():
    match = Match(GAME, 2, {}, seed=3)
    state = match.state
    figure = state.config.sheet.figures[0]
    progress = figure_progress(state, 0)[0]
    said = render(progress_words(progress, figure.name, 0))
    assert said == (f"{figure.name} {figure.value} pt{'s' if figure.value != 1 else ''}: "
                    f"0 of {len(figure.sections)} sections; nobody has finished it")
    # Seat 1 finished it first: seat 0 is told so, and it is now worth its value alone.
    done = state._replace(
        coloured=(state.coloured[0], sum(1 << s for s in figure.sections)),
        figure_points=(state.figure_points[0],
                       (figure.value + 1, *state.figure_points[1][1:])),
        first_round=(1, *state.first_round[1:]), round=2)
    mine, theirs = figure_progress(done, 0)[0], figure_progress(done, 1)[0]
    assert mine.first_finishers == (1,) and mine.worth == figure.value
    assert render(progress_words(mine, figure.name, 0), NAMES).endswith("Bot 2 finished it first")
    assert theirs.completed and render(progress_words(theirs, figure.name, 1), NAMES).endswith(
        f"finished, Bot 2 scored {figure.value + 1}")
    assert render(progress_words(figure_progress(done, 1)[0], figure.name, 1),
                  SeatNames(("Bot 1", "You"), frozenset({1}))).endswith(f"you scored {figure.value + 1}")


def test_the_others_furthest_on_a_figure_nobody_has_finished_are_its_rivals():
    """Every player colours the same picture and the first to finish a figure scores +1
    (rulebook, Score): the chart names who else races for each open figure and how far on."""
    state = Match(GAME, 3, {}, seed=3).state
    figure = state.config.sheet.figures[1]
    two, three = (sum(1 << s for s in figure.sections[:k]) for k in (2, 3))
    state = state._replace(coloured=(two, three, three))
    mine = figure_progress(state, 0)[1]
    assert (mine.rivals, mine.rival_coloured, mine.rival_left) == ((1, 2), 3, len(figure.sections) - 3)
    names = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
    assert render(progress_words(mine, figure.name, 0), names) == (
        f"{figure.name} {figure.value} pts: 2 of {len(figure.sections)} sections; Bot 2 and Bot 3 "
        "have 3; nobody has finished it")
    theirs = figure_progress(state, 1)[1]
    assert theirs.rivals == (2,)
    assert render(progress_words(theirs, figure.name, 1), names).endswith(
        "; Bot 3 has 3; nobody has finished it")
    # Once somebody has finished it the race for the first point is over: no rivals.
    done = state._replace(first_round=(0, 1, *state.first_round[2:]), round=2)
    assert figure_progress(done, 0)[1].rivals == ()
    # Nobody else has coloured any of it: none.
    assert figure_progress(state._replace(coloured=(two, 0, 0)), 0)[1].rivals == ()
