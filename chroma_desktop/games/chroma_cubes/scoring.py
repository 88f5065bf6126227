"""Chroma Cubes' result: scores, winners with the rulebook's tie-breaks, and breakdowns.

Race: the highest score wins; ties go to the most completed figures, then the most coloured
symbols. Score-attack (one player): the breakdown says in which round the threshold was
reached. Cairn game: 2 per completed egg plus 1 per egg completed before its cairn ended.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes.config import LOCK_NAMES
from chroma_desktop.games.chroma_cubes.state import CubesState
from chroma_desktop.rules.api import Outcome, ScoreLine


def breakdown(state: CubesState, player: int) -> tuple[ScoreLine, ...]:
    config = state.config
    lines = []
    for figure, points in enumerate(state.figure_points[player]):
        if points:
            sheet_figure = config.sheet.figures[figure]
            label = f"{sheet_figure.name} completed"
            if not config.cairn and points > sheet_figure.value:
                label += " (first: +1)"
            lines.append(ScoreLine(label, points))
    for lock, sides in enumerate(state.locks[player]):
        if len(sides) == config.lock_sides:
            lines.append(ScoreLine(f"Superpower lock {LOCK_NAMES[lock].upper()} unlocked",
                                   config.unlock_bonus))
    for figure in state.egg_bonus:
        lines.append(ScoreLine(f"{config.sheet.figures[figure].name} completed before its cairn ended",
                               config.egg_bonus))
    if config.solo and not config.cairn:
        score = state.score(player)
        threshold = config.sheet.threshold
        if score >= threshold:
            lines.append(ScoreLine(f"Threshold {threshold} reached in round {state.round}", 0))
        else:
            lines.append(ScoreLine(f"Threshold {threshold} not reached after {state.round} rounds", 0))
    if config.cairn:
        lines.append(ScoreLine(f"Cairns filled: {len(state.cairns_done)} of {len(config.cairns)}", 0))
    return tuple(lines)


def outcome(state: CubesState) -> Outcome:
    config = state.config
    players = range(config.players)
    scores = tuple(float(state.score(p)) for p in players)
    lines = tuple(breakdown(state, p) for p in players)
    if config.players == 1:
        return Outcome(scores, (0,), "", lines)
    best = max(scores)
    leaders = [p for p in players if scores[p] == best]
    tie_break = ""
    if len(leaders) > 1:
        figures = {p: state.figures_completed(p) for p in leaders}
        top = max(figures.values())
        leaders = [p for p in leaders if figures[p] == top]
        tie_break = f"tied on {best:g} points: the most completed figures ({top}) decides"
        if len(leaders) > 1:
            symbols = {p: state.symbols_coloured(p) for p in leaders}
            most = max(symbols.values())
            leaders = [p for p in leaders if symbols[p] == most]
            tie_break = (f"tied on {best:g} points and {top} figures: the most coloured symbols "
                         f"({most}) decides")
            if len(leaders) > 1:
                tie_break = (f"tied on {best:g} points, {top} figures and {most} coloured symbols: "
                             "shared win")
    return Outcome(scores, tuple(leaders), tie_break, lines)
