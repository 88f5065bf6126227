"""Chroma Cubes: what a move is worth before it is made (games/chroma_cubes/move_effect.py,
issue 31).

The numbers are checked against the game's own scoring over seeded games (every colouring and
lock move: `points_after` is the mover's score once it is made); the words on sheets set up by
hand, each test naming the rule of the rulebook (`shared/rules/chroma-cubes.txt`) it exercises.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop import language, translations
from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.state import PLAY
from chroma_desktop.registry import find_game
from chroma_desktop.rules.common.counts import replace_at
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames, render

GAME = find_game("chroma_cubes")
YOU = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
BRANCH = 1  # the Cardinal sheet's Branch: 2 points, sections 12 to 16 (the last takes a blue)


def said(effect) -> str:
    return render(effect.words, YOU)


# -- the numbers, over seeded games -------------------------------------------------------------
@pytest.mark.parametrize("players, options, seed", [
    (2, {}, 1), (3, {"sheet": "dinosaurs"}, 2), (4, {}, 3), (1, {}, 4), (1, {"mode": "cairn"}, 5),
    (2, {"sheet": "dragons_hoard"}, 6)])
def test_points_after_are_the_score_once_the_move_is_made(players, options, seed):
    """Every colouring and lock side in seeded games between Normal bots: the effect's points
    are the mover's score before the move and once it is made (rulebook, Score); every other
    move (draft, activation, superpower, end of round) changes no score and has no effect."""
    match = Match(GAME, players, options, seed=seed)
    bots = [make_bot("heuristic", GAME.id) for _ in range(players)]
    rng = random.Random(seed)
    counted = completed = 0
    while not match.is_over():
        assert len(match.moves) < 6_000
        movers = match.to_move()
        if movers[0] < 0:
            match.play(rng.choice(match.legal_moves(-1)), -1)
            continue
        player = rng.choice(movers)
        state = match.state
        for move in GAME.legal_moves(state, player):
            effect = GAME.effect(state, move)
            if move.kind not in (mv.COLOUR, mv.LOCK):
                assert effect is None
                continue
            after = GAME.apply(state, move)
            assert effect.seat == player
            assert (effect.points_now, effect.points_after) == (state.score(player), after.score(player))
            counted += 1
            completed += effect.change > 0
        match.play(bots[player].choose(GAME, state, player, rng), player)
    assert counted > 20 and completed > 0


# -- sheets set up by hand ----------------------------------------------------------------------
def at_play(seed: int = 1, players: int = 2, options: dict | None = None):
    """A seeded game on the Cardinal sheet once the draft and the first rolls are done."""
    match = Match(GAME, players, options or {}, seed=seed)
    rng = random.Random(seed)
    while match.state.phase != PLAY or match.state.to_roll:
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    return match.state


def colouring(state, player: int, section: int):
    """`state` with `player`'s free dice turned to show what `section` needs, and the legal move
    that colours it with them."""
    config = state.config
    symbol, count = config.needs[section]
    face = list(state.face)
    ready = []
    for die in state.free_dice(player):
        shows = [i for i, pair in enumerate(config.faces[config.dice[die]]) if symbol in pair]
        if shows and len(ready) < count:
            face[die] = shows[0]
            ready.append(die)
    state = state._replace(face=tuple(face))
    move = next(m for m in GAME.legal_moves(state, player)
                if m.kind == mv.COLOUR and m.arg.section == section)
    return state, move


def branch_coloured(state, player: int, sections: int):
    """`player` has coloured the Branch's first `sections` sections."""
    figure = state.config.sheet.figures[BRANCH]
    mask = state.coloured[player] | sum(1 << s for s in figure.sections[:sections])
    return state._replace(coloured=replace_at(state.coloured, player, mask))


def test_a_section_says_its_figure_what_is_left_and_what_finishing_first_scores():
    """Rulebook, Score: "If you fill in the last section of a figure, immediately score that
    many points. If no other player has completed that figure earlier in the game, score an
    additional point"."""
    state, move = colouring(branch_coloured(at_play(), 0, 3), 0, 15)
    effect = GAME.effect(state, move)
    assert effect.change == 0
    assert said(effect) == ("No change in points (0): towards the Branch (2 pts), 1 section left; "
                            "finishing it first scores 3. You would then have 0 points of the 6 "
                            "needed to win, level with Bot 2")


def test_the_last_section_says_the_figure_and_the_first_finishers_point():
    """Rulebook, Score: the figure's value, +1 when nobody completed it earlier; then "Check to
    see if you have unlocked an additional die" (the Cardinal's score track: a die at 3)."""
    state, move = colouring(branch_coloured(at_play(), 0, 4), 0, 16)
    effect = GAME.effect(state, move)
    assert (effect.points_now, effect.points_after) == (0, 3)
    assert said(effect) == ("+3 points (0 to 3): completes the Branch: 2 and +1 for finishing it "
                            "first; the score track then gives 1 extra die. You would then have 3 "
                            "points of the 6 needed to win, 3 ahead of Bot 2")


def test_a_figure_finished_earlier_by_another_scores_its_value_alone():
    """Rulebook, Score: the additional point only "If no other player has completed that figure
    earlier in the game"."""
    base = branch_coloured(branch_coloured(at_play(), 1, 5), 0, 4)
    base = base._replace(round=2, first_round=replace_at(base.first_round, BRANCH, 1),
                         figure_points=(base.figure_points[0],
                                        replace_at(base.figure_points[1], BRANCH, 3)))
    state, move = colouring(base, 0, 16)
    effect = GAME.effect(state, move)
    assert effect.change == 2
    assert said(effect).startswith("+2 points (0 to 2): completes the Branch: 2 (Bot 2 finished it "
                                   "first)")
    assert said(effect).endswith("You would then have 2 points of the 6 needed to win, 1 behind Bot 2")
    earlier, move = colouring(branch_coloured(base, 0, 0)._replace(
        coloured=replace_at(base.coloured, 0, 0)), 0, 12)
    assert "Bot 2 finished it first, so finishing it scores 2" in said(GAME.effect(earlier, move))


def test_finishing_in_the_same_round_as_another_still_scores_the_first_point():
    """Rulebook, Score: "Anyone else who completes that figure this turn scores the same number
    of points"."""
    base = branch_coloured(branch_coloured(at_play(), 1, 5), 0, 4)
    base = base._replace(first_round=replace_at(base.first_round, BRANCH, base.round),
                         figure_points=(base.figure_points[0],
                                        replace_at(base.figure_points[1], BRANCH, 3)))
    state, move = colouring(base, 0, 16)
    effect = GAME.effect(state, move)
    assert effect.change == 3
    assert "completes the Branch: 2 and +1 for finishing it first" in said(effect)
    assert said(effect).endswith("level with Bot 2")


def test_reaching_the_threshold_says_the_game_ends_with_the_round():
    """Rulebook, Score: "If you have reached the victory threshold in points, you have won", at
    the end of the round (Game End)."""
    base = branch_coloured(at_play(), 0, 4)
    base = base._replace(figure_points=(replace_at(base.figure_points[0], 0, 4),
                                        base.figure_points[1]))
    state, move = colouring(base, 0, 16)
    effect = GAME.effect(state, move)
    assert (effect.points_now, effect.points_after) == (4, 7)
    assert said(effect).endswith("You would then have 7 points, enough to win (6): the game ends "
                                 "with this round")


def test_a_lock_side_says_what_unlocking_scores():
    """Rulebook, Unlock a Superpower: "Once you have colored in both sides, you have unlocked
    that superpower ... Whenever you unlock a superpower, score 1 point"."""
    match = Match(GAME, 2, {}, seed=8)
    bots = [make_bot("heuristic", GAME.id) for _ in range(2)]
    rng = random.Random(8)
    seen = set()
    while not match.is_over() and len(seen) < 2:
        player = match.to_move()[0]
        if player < 0:
            match.play(rng.choice(match.legal_moves(-1)), -1)
            continue
        state = match.state
        for move in GAME.legal_moves(state, player):
            if move.kind == mv.LOCK:
                effect = GAME.effect(state, move)
                words = render(effect.words, SeatNames(("Ann", "Ben")))
                if effect.change:
                    assert f"unlocks lock {'AB'[move.arg.lock]}" in words and "and scores 1" in words
                    seen.add("unlocks")
                else:
                    assert "colours side 1 of 2 of lock" in words and "unlocking it scores 1" in words
                    assert render(effect.label, SeatNames(("Ann", "Ben"))) == "Side 1 of 2"
                    seen.add("side")
        match.play(bots[player].choose(GAME, state, player, rng), player)
    assert "side" in seen


def test_the_words_are_said_in_italian():
    """Every player-visible word in Italian too (issue 31; `data/i18n/it/chroma_cubes.yaml`)."""
    italian = translations.translator("it", language.word, language.gender)
    state, move = colouring(branch_coloured(at_play(), 0, 4), 0, 16)
    words = render(GAME.effect(state, move).words, YOU, italian)
    assert words.startswith("+3 punti (da 0 a 3): completa la figura ")
    assert "per averla completata per primo" in words
    assert "Tu avresti allora 3 punti dei 6 necessari per vincere" in words
    state, move = colouring(branch_coloured(at_play(), 0, 3), 0, 15)
    words = render(GAME.effect(state, move).words, YOU, italian)
    assert "manca 1 sezione; chi la completa per primo segna 3" in words


def test_a_section_says_how_far_the_others_racing_for_its_figure_are():
    """Rulebook, Score: only whoever completes a figure first (or in the same round) scores the
    additional point, and every player colours the same picture: a section says how many
    sections the others furthest on still need (a newcomer lost the Branch to a bot one section
    from it without seeing so)."""
    state, move = colouring(branch_coloured(branch_coloured(at_play(), 1, 4), 0, 2), 0, 14)
    assert said(GAME.effect(state, move)).startswith(
        "No change in points (0): towards the Branch (2 pts), 2 sections left; finishing it first "
        "scores 3; 1 section left for Bot 2. You would then have 0 points")
    # Three players, two of them equally far on: both are named.
    three = branch_coloured(branch_coloured(at_play(players=3), 1, 2), 2, 2)
    state, move = colouring(three, 0, 12)
    assert "finishing it first scores 3; 3 sections left for Bot 2 and Bot 3." in said(
        GAME.effect(state, move))
    # Nobody else has coloured any of it: no race to tell.
    state, move = colouring(branch_coloured(at_play(), 0, 3), 0, 15)
    assert said(GAME.effect(state, move)).startswith(
        "No change in points (0): towards the Branch (2 pts), 1 section left; finishing it first "
        "scores 3. You would")


def test_the_race_is_said_in_italian_and_german():
    state, move = colouring(branch_coloured(branch_coloured(at_play(), 1, 3), 0, 1), 0, 13)
    italian = render(GAME.effect(state, move).words, YOU,
                     translations.translator("it", language.word, language.gender))
    assert "chi la completa per primo segna 3; a Bot 2 mancano 2 sezioni" in italian
    german = render(GAME.effect(state, move).words, YOU,
                    translations.translator("de", language.word, language.gender))
    assert "Bot 2 fehlen noch 2 Abschnitte" in german


def test_the_badge_says_the_sections_left_where_no_points_change_yet():
    """A section that completes nothing scores nothing now: its badge says what is then left of
    its figure and of the others racing for it, not "±0"; a completing one says its points."""
    state, move = colouring(branch_coloured(at_play(), 0, 2), 0, 14)
    assert render(GAME.effect(state, move).label, YOU) == "2 left"
    state, move = colouring(branch_coloured(branch_coloured(at_play(), 1, 4), 0, 2), 0, 14)
    assert render(GAME.effect(state, move).label, YOU) == "2 left (Bot 2: 1)"
    state, move = colouring(branch_coloured(at_play(), 0, 4), 0, 16)
    assert GAME.effect(state, move).label is None and GAME.effect(state, move).change == 3
    german = translations.translator("de", language.word, language.gender)
    state, move = colouring(branch_coloured(branch_coloured(at_play(), 1, 4), 0, 2), 0, 14)
    assert render(GAME.effect(state, move).label, YOU, german) == "Noch 2 (Bot 2: 1)"
