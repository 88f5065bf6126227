"""The table speaks the rules' words in Italian when Italian is chosen.

Bots play each game at the table's seats; every prompt, hint, refusal, log line and score line
goes through the table's own render path (`TableContext.words`, which passes
`language.message_translator()`), and must read as Italian: the seat spoken to is "tu", content
names are the content's Italian ones, and no English function word is left.
"""

from __future__ import annotations

import random
import re

import pytest

from chroma_desktop import language
from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import bot_rng
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.scene.layouts import TableContext

ENGLISH = re.compile(r"'s\b|\b(the|and|from|your|you|with|into|of|is|cards?|rows?|tiles?|dice|"
                     r"points?|draws?|takes?|places?|prints?|mix(es)?)\b")
PLIES = 60


def _table_words(game_id: str, players: int, seed: int):
    """(where, words) the player at seat 0 reads while bots play, in the table's words."""
    game = find_game(game_id)
    match = Match(game, players, {}, seed)
    names = ("You", *(f"Bot {seat + 1}" for seat in range(1, players)))
    context = TableContext(game, names, 0, match.to_move())
    bot = make_bot("heuristic", game_id)
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    pick = random.Random(seed)
    for _ in range(PLIES):
        if match.is_over():
            break
        player = next(p for p in match.to_move() if p != CHANCE)
        state, view = match.state, match.view(player)
        yield "prompt", context.words(game.prompt(state, player))
        _move, reason = bot.hint(game, view, player)
        yield "hint", context.words(reason)
        legal = match.legal_moves(player)
        source = pick.choice(legal).source
        yield "refusal", context.words(game.why_not(state, player, source, "table"))
        move = bot.choose(game, view, player, rngs[player])
        yield "log", context.words(game.describe(state, move))
        match.play(move, player)
    outcome = match.outcome()
    if outcome is not None:
        yield "tie-break", context.words(outcome.tie_break)
        for lines in outcome.breakdown:
            yield from (("score line", context.words(line.label)) for line in lines)


@pytest.mark.parametrize(("game_id", "players"), [("coloretto", 3), ("chroma_mix", 2),
                                                  ("chroma_cubes", 2), ("cmyk", 2)])
def test_the_table_speaks_the_rules_words_in_italian(qapp, italian, game_id, players):
    read = [(where, said) for where, said in _table_words(game_id, players, 3) if said]
    assert len(read) > 40
    wrong = [f"{where}: {said!r}" for where, said in read
             if ENGLISH.search(said) or "{" in said or "~" in said]
    assert not wrong, "\n".join(wrong[:20])
    logs = [said for where, said in read if where == "log"]
    assert any(said.startswith("Tu ") for said in logs) or any(
        said.startswith("Bot ") for said in logs)


def test_the_same_table_speaks_english_again_when_english_is_chosen(qapp):
    game = find_game("coloretto")
    from chroma_desktop.games.coloretto import text

    context = TableContext(game, ("You", "Bot 2", "Bot 3"), 0, (0,))
    assert context.words(text.NOT_YOUR_TURN(p=1)) == "It is Bot 2's turn, not yours."
    language.set_current("it")
    try:
        assert context.words(text.NOT_YOUR_TURN(p=1)) == "Tocca a Bot 2, non a te."
        assert context.words(text.PLACES(p=0, c="red ♥", r=2)) == (
            "Tu piazzi la carta rossa ♥ nella fila 2")
    finally:
        language.set_current("en")
