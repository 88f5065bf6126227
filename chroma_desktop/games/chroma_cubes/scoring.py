"""Chroma Cubes' result: scores, winners with the rulebook's tie-breaks, and breakdowns.

Race: the highest score wins; ties go to the most completed figures, then the most coloured
symbols. When the game ended because nobody could colour anything more (before anyone reached
the threshold), the outcome's tie-break text says so first. Score-attack (one player): the
breakdown says in which round the threshold was reached; reaching it wins, missing it loses
(no winner: the outcome's words say the score and the threshold). Cairn game: 2 per completed
egg plus 1 per egg completed before its cairn ended; it is scored, not won or lost, which the
`Outcome` (winners and words) says as no winner and words that give the score and the cairns
filled (the results then show those words, not a win).
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.state import CubesState
from chroma_desktop.rules.api import Outcome, ScoreLine
from chroma_desktop.rules.messages import NOTHING, Message


def breakdown(state: CubesState, player: int) -> tuple[ScoreLine, ...]:
    config = state.config
    lines = []
    for figure, points in enumerate(state.figure_points[player]):
        if points:
            sheet_figure = config.sheet.figures[figure]
            if not config.cairn and points > sheet_figure.value:
                label = t.FIGURE_DONE_FIRST(figure=sheet_figure.name, n=points - sheet_figure.value)
            else:
                label = t.FIGURE_DONE(figure=sheet_figure.name)
            lines.append(ScoreLine(label, points))
    for lock, sides in enumerate(state.locks[player]):
        if len(sides) == config.lock_sides:
            lines.append(ScoreLine(t.LOCK_UNLOCKED(lock=t.lock_letter(lock)), config.unlock_bonus))
    for figure in state.egg_bonus:
        lines.append(ScoreLine(t.EGG_IN_TIME(figure=config.sheet.figures[figure].name),
                               config.egg_bonus))
    if config.solo and not config.cairn:
        goal = config.sheet.threshold
        if state.score(player) >= goal:
            lines.append(ScoreLine(t.THRESHOLD_REACHED(goal=goal, r=state.round), 0))
        else:
            lines.append(ScoreLine(t.THRESHOLD_MISSED(goal=goal, r=state.round), 0))
    if config.cairn:
        lines.append(ScoreLine(t.CAIRNS_FILLED(n=len(state.cairns_done), total=len(config.cairns)), 0))
    return tuple(lines)


def outcome(state: CubesState) -> Outcome:
    config = state.config
    players = range(config.players)
    scores = tuple(float(state.score(p)) for p in players)
    lines = tuple(breakdown(state, p) for p in players)
    if config.players == 1:
        return _solo_outcome(state, scores, lines)
    best = max(scores)
    points = int(best)
    leaders = [p for p in players if scores[p] == best]
    tie_break: Message = NOTHING
    if len(leaders) > 1:
        figures = {p: state.figures_completed(p) for p in leaders}
        top = max(figures.values())
        leaders = [p for p in leaders if figures[p] == top]
        tie_break = t.TIE_FIGURES(points=points, top=top)
        if len(leaders) > 1:
            symbols = {p: state.symbols_coloured(p) for p in leaders}
            most = max(symbols.values())
            leaders = [p for p in leaders if symbols[p] == most]
            tie_break = t.TIE_SYMBOLS(points=points, top=top, most=most)
            if len(leaders) > 1:
                tie_break = t.TIE_SHARED(points=points, top=top, most=most)
    why = ending(state)
    if why:
        tie_break = t.ENDED_STUCK_TIE(ending=why, tie=tie_break) if tie_break else why
    return Outcome(scores, tuple(leaders), tie_break, lines)


def _solo_outcome(state: CubesState, scores: tuple[float, ...],
                  lines: tuple[tuple[ScoreLine, ...], ...]) -> Outcome:
    """Score attack: reaching the sheet's threshold (GAME-DATA "Victory threshold") wins, said
    with the round; missing it (the game ended stuck) is no win. Cairn game: scored, no win."""
    config = state.config
    points, why = state.score(0), ending(state)
    if config.cairn:
        filled, total = len(state.cairns_done), len(config.cairns)
        said = (t.ENDED_STUCK_TIE(ending=why, tie=t.SCORED(points=points)) if why
                else t.CAIRN_SCORED(points=points, n=filled, total=total))
        return Outcome(scores, (), said, lines)
    goal = config.sheet.threshold
    if points >= goal:
        return Outcome(scores, (0,), t.THRESHOLD_REACHED(goal=goal, r=state.round), lines)
    lost = t.SOLO_LOST(points=points, goal=goal)
    return Outcome(scores, (), t.ENDED_STUCK_TIE(ending=why, tie=lost) if why else lost, lines)


def ending(state: CubesState) -> Message:
    """Why a game ended early: a race where nobody reached the threshold ended because nobody
    could colour anything more (the only other way a race ends); a cairn game before its last
    cairn, because no die could be used at a turn's start. NOTHING otherwise."""
    config = state.config
    goal = config.sheet.threshold
    if config.cairn:
        filled, total = len(state.cairns_done), len(config.cairns)
        return NOTHING if filled == total else t.ENDED_NO_DIE(t=state.round, n=filled, total=total)
    if any(state.score(p) >= goal for p in range(config.players)):
        return NOTHING
    return t.ENDED_STUCK(r=state.round, goal=goal)
