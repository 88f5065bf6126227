"""Chroma Cubes' solo results say what happened (issue 31: every finished solo game said "You
win!"). The score attack races to the sheet's threshold (GAME-DATA "Victory threshold": reaching
it wins, said with its round; a game that ends stuck before it is lost); the cairn game (the
Easter Eggs solo sheet) is scored, not won or lost: its outcome names no winner and says the
points and the cairns filled. Games played to the end by the Normal bot, seeded."""

from __future__ import annotations

import random

from chroma_desktop import language
from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes.state import OVER
from chroma_desktop.language import message_translator
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.messages import render

GAME = find_game("chroma_cubes")


def played(seed: int, mode: str):
    """A solo game in `mode` played to its end by the Normal bot, seeded."""
    state = GAME.new_initial_state(1, {"mode": mode})
    bot, rng = make_bot("heuristic", GAME.id), random.Random(seed)
    while state.phase != OVER:
        player = GAME.to_move(state)[0]
        if player == CHANCE:
            outcomes = GAME.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = bot.choose(GAME, GAME.view(state, player), player, rng)
        state = GAME.apply(state, move)
    return state


def said_in(code: str, message) -> str:
    language.set_current(code)
    try:
        return render(message, None, message_translator())
    finally:
        language.set_current(language.SOURCE)


def test_reaching_the_threshold_wins_and_says_the_round():
    state = played(0, "score_attack")
    outcome = GAME.outcome(state)
    assert state.score(0) >= state.config.sheet.threshold == 6
    assert outcome.winners == (0,)
    assert render(outcome.tie_break) == f"Threshold 6 reached in round {state.round}"
    assert said_in("it", outcome.tie_break) == f"Soglia 6 raggiunta nel round {state.round}"
    assert said_in("de", outcome.tie_break) == f"Schwelle 6 in Runde {state.round} erreicht"


def test_missing_the_threshold_is_no_win_and_says_the_score_against_it():
    state = played(1, "score_attack")
    outcome = GAME.outcome(state)
    points = state.score(0)
    assert points < state.config.sheet.threshold == 6
    assert outcome.winners == ()  # not "You win!"
    said = render(outcome.tie_break)
    assert said.startswith("Nobody coloured anything in round ")  # why it ended, first
    assert said.endswith(f". {points} points, short of the threshold of 6: the solo game is lost")
    assert said_in("it", outcome.tie_break).endswith(
        f"{points} punti, sotto la soglia di 6: la partita in solitario è persa")
    assert said_in("de", outcome.tie_break).endswith(
        f"{points} Punkte, unter der Schwelle von 6: das Solospiel ist verloren")


def test_a_cairn_game_is_scored_not_won_or_lost():
    early = 0
    for seed in range(6):
        state = played(seed, "cairn")
        outcome = GAME.outcome(state)
        filled, total = len(state.cairns_done), len(state.config.cairns)
        assert outcome.winners == ()  # scored: no win, no loss
        if filled < total:  # ended early: why, then the score
            early += 1
            assert render(outcome.tie_break).endswith(
                f"({filled} of {total} cairns filled). Score: {state.score(0)} points")
    assert early
    # Every cairn filled (the seeded bot games end early: the same game's end, its cairns filled).
    state = played(0, "cairn")
    total = len(state.config.cairns)
    finished = state._replace(cairns_done=tuple(range(total)))
    outcome, points = GAME.outcome(finished), finished.score(0)
    assert outcome.winners == () and total == 5
    assert render(outcome.tie_break) == (
        f"{points} points, 5 of 5 cairns filled (a cairn game is scored, not won or lost)")
    assert said_in("it", outcome.tie_break) == (
        f"{points} punti, 5 cairn completati su 5 (la partita dei cairn si conta a punti, senza "
        "vincere né perdere)")
    assert said_in("de", outcome.tie_break) == (
        f"{points} Punkte, 5 von 5 Steinmännchen vollständig (das Steinmännchen-Spiel wird "
        "gewertet, nicht gewonnen oder verloren)")
