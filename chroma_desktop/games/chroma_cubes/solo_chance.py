"""Chroma Cubes' score attack as the search values it: the chance of reaching the threshold.

Rulebook (chroma-cubes, Game End, and the solo score attack): "When a player scores a total
number of points indicated on the sheet, that player wins at the end of the round"; alone, the
game is won by reaching the sheet's threshold and lost when it ends before (rules.yaml
`end_when_nobody_can_colour`: nothing more can be coloured). Points above the threshold win no
more, so a finished game is worth its outcome alone: 1 won, 0 lost (`scoring.outcome` decides).

A playout cut short is worth the chance of reaching the threshold from there. The game has no
last round: it runs until the threshold is reached or the dice can colour nothing more, and an
unused die keeps its face, so a die whose face shows no symbol still wanted is stuck for good.
What is left to play is the dice still live; what is left to do is the fewest symbols that
complete figures (or open locks) worth the points still missing. The chance is a logistic of
the two, its weights fitted on 800 solo games the search's playout policy played (the Normal
bot, one move in ten at random; eight sheets, 7,787 positions, half of the games held out):
a Brier score of 0.198 on the held-out half, where the old logistic of points plus partial
figures against the threshold scored 0.400 and a constant win share 0.207. The old value also
gave a game won at the threshold 0.5 and one lost a point short 0.37, so the search hardly told
a win from a loss, and ranked a game won by 11 points above one won by 1.
"""

from __future__ import annotations

import math

from chroma_desktop.games.chroma_cubes.scoring import outcome
from chroma_desktop.games.chroma_cubes.state import OVER, CubesState, active

SOLO_SEAT = 0
# The fitted logistic: its intercept, the weight of the square root of the symbols still to
# colour, and the weight of each live die (benchmarks/cubes_solo_chance.py checks and refits them).
BASE_WEIGHT = -0.69
NEED_WEIGHT = -0.30
LIVE_WEIGHT = 0.50


def score_attack_chance(state: CubesState) -> float:
    """The chance (0..1) that the player alone reaches the sheet's threshold from `state`."""
    if state.phase == OVER:
        return 1.0 if SOLO_SEAT in outcome(state).winners else 0.0
    need = symbols_to_threshold(state)
    if need is None:
        return 0.0
    if need == 0:
        return 1.0  # reached during the round: its end makes it a win, and points never go down
    logit = BASE_WEIGHT + NEED_WEIGHT * math.sqrt(need) + LIVE_WEIGHT * live_dice(state)
    return 1.0 / (1.0 + math.exp(-logit))


def symbols_to_threshold(state: CubesState) -> int | None:
    """The fewest symbols still to colour that complete figures (each worth its points and, the
    player being alone, the first-finisher bonus) and open locks worth the points the threshold
    still asks (0 once it is reached); None if all of them together are not worth enough."""
    config = state.config
    missing = config.sheet.threshold - state.score(SOLO_SEAT)
    if missing <= 0:
        return 0
    mask = state.coloured[SOLO_SEAT]
    left = [0] * len(config.figure_values)
    for section, (_, count) in enumerate(config.needs):
        if not mask >> section & 1:
            left[config.section_figure[section]] += count
    tasks = [(left[figure], value + config.first_bonus)
             for figure, value in enumerate(config.figure_values)
             if not state.figure_points[SOLO_SEAT][figure]]
    tasks += [((config.lock_sides - len(sides)) * config.lock_dice, config.unlock_bonus)
              for sides in state.locks[SOLO_SEAT] if len(sides) < config.lock_sides]
    # fewest[p]: the fewest symbols that score at least p of the missing points (each task once).
    never = 1 + sum(symbols for symbols, _ in tasks)
    fewest = [0] + [never] * missing
    for symbols, points in tasks:
        for want in range(missing, 0, -1):
            fewest[want] = min(fewest[want], fewest[max(0, want - points)] + symbols)
    return fewest[missing] if fewest[missing] < never else None


def live_dice(state: CubesState) -> int:
    """The active dice that can still colour: those to be rolled (used this round, or not yet
    rolled), those whose face shows a symbol of a section still to colour, and extra dice due."""
    config = state.config
    mask = state.coloured[SOLO_SEAT]
    wanted = {symbol for section, (symbol, _) in enumerate(config.needs)
              if not mask >> section & 1}
    live = state.extra_due[SOLO_SEAT]
    for die, place in enumerate(state.loc):
        if place != active(SOLO_SEAT):
            continue
        face = state.face[die]
        rolls_again = die in state.used or face < 0
        if rolls_again or not wanted.isdisjoint(config.faces[config.dice[die]][face]):
            live += 1
    return live
