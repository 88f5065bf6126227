"""Chroma Cubes: the round in which somebody reaches the sheet's goal is the last, and the prompt
says so while it is played (rulebook, Game End: "When a player scores a total number of points
indicated on the sheet, that player wins at the end of the round"). A newcomer played that round
unaware it was their last."""

from __future__ import annotations

import random

from chroma_desktop import language, translations
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.state import OVER
from chroma_desktop.rules.common.counts import replace_at
from chroma_desktop.rules.messages import render
from tests.games.chroma_cubes.test_move_effect import GAME, YOU, at_play

PROMPT = "Round 1: colour sections or a superpower lock with your dice, activate a reserve die, " \
         "or end your round (0 of 6 points)"


def reached(state, seat: int, points: int = 6):
    """`state` with `seat` holding `points` from the sheet's first figure."""
    return state._replace(figure_points=replace_at(
        state.figure_points, seat, replace_at(state.figure_points[seat], 0, points)))


def test_the_prompt_says_the_round_is_the_last_once_someone_reached_the_goal():
    state = at_play()
    assert render(GAME.prompt(state, 0), YOU) == PROMPT
    assert render(GAME.prompt(reached(state, 1), 0), YOU) == (
        PROMPT + "; last round: the goal was reached by Bot 2, so the game ends with this round")
    both = reached(reached(state, 1), 0, 7)
    assert render(GAME.prompt(both, 1), YOU).endswith(
        "; last round: the goal was reached by you and Bot 2, so the game ends with this round")
    italian = translations.translator("it", language.word, language.gender)
    assert render(GAME.prompt(reached(state, 1), 0), YOU, italian).endswith(
        "ultimo round: l'obiettivo è stato raggiunto da Bot 2, quindi la partita finisce con "
        "questo round")
    # Below the goal by a point: no such words.
    assert "last round" not in render(GAME.prompt(reached(state, 1, 5), 0), YOU)


def test_the_game_does_end_with_that_round():
    """What the words promise: both players end the round and the game is over."""
    state = reached(at_play(), 1)
    rng = random.Random(1)
    while state.phase != OVER:
        movers = GAME.to_move(state)
        player = movers[0]
        if player < 0:
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state, player)))
            continue
        assert state.round == 1
        end = next(m for m in GAME.legal_moves(state, player) if m.kind == mv.END)
        state = GAME.apply(state, end)
    assert state.phase == OVER


def test_alone_the_prompt_offers_no_reserve_activation_and_says_the_goal_wins():
    # Alone there is no opponent to give a die to, so activation is always refused
    # (solo_no_activate); a newcomer read "activate a reserve die" in the solo score attack's
    # prompt and looked for a way to do it.
    state = at_play(players=1)
    alone = render(GAME.prompt(state, 0), YOU)
    assert alone == ("Round 1: colour sections or a superpower lock with your dice, or end your "
                     "round (0 of the 6 points that win)")
    assert all(move.kind != mv.ACTIVATE for move in GAME.legal_moves(state, 0))
    italian = translations.translator("it", language.word, language.gender)
    assert render(GAME.prompt(state, 0), YOU, italian).endswith(
        "oppure termina il tuo round (0 dei 6 punti che fanno vincere)")
    german = translations.translator("de", language.word, language.gender)
    assert render(GAME.prompt(state, 0), YOU, german).endswith(
        "oder beende deine Runde (0 von 6 Punkten zum Sieg)")


def test_alone_the_reserve_draft_says_the_die_will_not_be_used():
    # The solo draft takes reserve dice as the race does, but alone none can be activated: a
    # newcomer drafting them looked for what they were for.
    assert render(GAME.prompt(reserve_draft(1), 0), YOU) == (
        "Draft a die for your reserve (playing alone, you will not use it: activating a reserve "
        "die means giving a die to an opponent)")
    two = reserve_draft(2)
    drafting = (two.start + two.picks) % 2
    assert render(GAME.prompt(two, drafting), YOU) == "Draft a die for your reserve"


def reserve_draft(players: int):
    """A seeded game at its first pick of a reserve die."""
    from chroma_desktop.games.chroma_cubes.state import DRAFT
    from chroma_desktop.rules.match import Match

    match, rng = Match(GAME, players, {}, seed=2), random.Random(2)
    first_reserve_pick = players * match.state.config.draft_active
    while not (match.state.phase == DRAFT and match.state.picks == first_reserve_pick):
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    return match.state
