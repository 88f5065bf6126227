"""Chroma Cubes' reserve draft (issue 31: a newcomer saw the hint and the Normal bot draft into
the reserve, in the solo score attack, the die that fits the sheet best, "its faces fit the
sheet's symbols best", though alone a reserve die is never used). Rulebook, Initial Draft: each
player drafts five active dice, then "2 additional dice to place in their reserves"; Activate
Reserved Dice: a reserve die comes in only for an unused active die put "into an opponent's
reserves"; Score: an extra die is taken "from the leftover dice". So alone the reserve draft is
legal and its only effect is which dice stay among the leftover dice: the die the sheet needs
least goes there, and the hint says why. With an opponent a reserve die can come in for a die
that shows nothing needed, so the best fit still goes there, and the hint says how it is used."""

from __future__ import annotations

from chroma_desktop.bots.hint_ranking import HintRanker, hint_rng
from chroma_desktop.games.chroma_cubes.heuristic import ChromaCubesHeuristicBot, demand, die_fit
from chroma_desktop.games.chroma_cubes.state import POOL, CubesState
from chroma_desktop.games.chroma_cubes.teaching import move_groups
from chroma_desktop.rules.messages import render
from tests.bots.test_cubes_draft_value import GAME, played_until

SEEDS = range(6)


def at_reserve_draft(seed: int, players: int):
    """A game the Normal bots drafted from `seed` until seat 0 drafts into its reserve."""
    return played_until(seed, lambda s: s.drafting_reserve() and GAME.draft_player(s) == 0,
                        players=players)


def fits(state: CubesState) -> dict[int, float]:
    """How well each die open to the draft fits seat 0's sheet, by the die."""
    wanted = demand(state, 0)
    config = state.config
    return {die: die_fit(state, config.dice[die], wanted) for die in state.dice_at(POOL)}


def test_alone_the_reserve_takes_the_die_the_sheet_needs_least_and_says_why():
    differed = 0
    for seed in SEEDS:
        state = at_reserve_draft(seed, 1).view(0)
        move, why = ChromaCubesHeuristicBot().hint(GAME, state, 0)
        fit = fits(state)
        assert fit[move.arg.die] == min(fit.values())
        differed += min(fit.values()) < max(fit.values())
        said = render(why)
        assert "alone you never use a reserve die" in said and "leftover dice" in said, said
    assert differed == len(SEEDS)  # the old pick, the best fit, was never the right one here


def test_alone_the_hint_panel_puts_that_pick_first_with_its_reason():
    match = at_reserve_draft(0, 1)
    ranking = HintRanker(playouts=16).rank(GAME, match.view(0), 0, hint_rng(match, 0))
    normal, _why = ChromaCubesHeuristicBot().hint(GAME, match.view(0), 0)
    assert ranking.best == normal
    assert "alone you never use a reserve die" in render(ranking.reason)


def test_alone_the_leftover_dice_keep_the_best_fits_after_the_draft():
    for seed in SEEDS:
        match = at_reserve_draft(seed, 1)
        fit = fits(match.view(0))
        best = max(fit.values())
        end = played_until(seed, lambda s: s.phase != "draft", players=1)
        assert any(fit[die] == best for die in end.view(0).dice_at(POOL))


def test_against_others_the_reserve_takes_the_best_fit_and_says_how_it_comes_in():
    for seed in SEEDS:
        state = at_reserve_draft(seed, 2).view(0)
        move, why = ChromaCubesHeuristicBot().hint(GAME, state, 0)
        fit = fits(state)
        assert fit[move.arg.die] == max(fit.values())
        assert "into your reserve" in render(why) and "an opponent's reserve" in render(why)


def test_teach_mode_says_what_a_reserve_die_is_for_alone_and_against_others():
    alone = at_reserve_draft(0, 1).view(0)
    race = at_reserve_draft(0, 2).view(0)
    active = played_until(0, lambda s: s.phase == "draft" and not s.drafting_reserve()
                          and GAME.draft_player(s) == 0, players=2)

    def draft_why(state: CubesState) -> str:
        groups = move_groups(GAME, state, 0, GAME.legal_moves(state, 0))
        return render(next(group.why for group in groups if group.key == "draft"))

    assert "take the one your sheet needs least" in draft_why(alone)
    assert "keeps its face until you swap it in" in draft_why(race)
    assert "draft the symbols your next sections need" in draft_why(active.view(0))
