"""Chroma Cubes' 2-player search from the draft: a playout cut too early is played on to the end.

The search (bots/search.py) cuts a playout after `heuristic.SEARCH_DEPTH` decisions and values
it by `heuristic.evaluate`, each seat's points and partly coloured figures. From the draft (14
picks with two players) the cut falls in the draft or in the first round, where nobody has
coloured anything (or a section or two): both seats were valued at 0 and every draft pick showed
an even chance, so the hint could not tell them apart. The dice drafted are no better a value:
over 120 games the Normal bots played (one move in ten at random), the points a seat's dice
could colour at the draft's end (the chance that a roll colours each section, times its share
of the figure's points) and the heuristic's fit of the dice to the sheet both correlated with
the final margin at -0.12 and -0.19, and the seats' partial figures after the first round at
+0.26, its difference worth a few tenths of a point where the evaluation's scale is 4 points.
So a cut there is played on to the game's end (`heuristic.played_on`) by the Normal bot's plan for every seat
(about 14 ms a game), with rolls from a generator seeded by the position (the same cut is
valued alike, and a fixed number of playouts gives the same hint), and valued by the final
points.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes.state import DRAFT, FIRST, PLAY, CubesState


def cut_too_early(state: CubesState) -> bool:
    """Whether a playout cut at `state` is played on to the end: during the draft and its first
    round, in a game against others (the solo games have their own values)."""
    config = state.config
    if config.cairn or config.players < 2:
        return False
    return state.phase in (FIRST, DRAFT) or (state.phase == PLAY and state.round == 1)

