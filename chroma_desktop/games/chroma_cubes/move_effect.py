"""Chroma Cubes: what a move is worth before it is made (issue 31; `rules.api.Previews.effect`).

Colouring a section: the figure it works towards (`figures.figure_progress`), how many of its
sections are then left and what finishing it first scores, or who finished it first so that it
scores its value alone (rulebook, Score: "If you fill in the last section of a figure,
immediately score that many points. If no other player has completed that figure earlier in the
game, score an additional point. Anyone else who completes that figure this turn scores the same
number of points"); a completing section says what it scores and any extra die the score track
then gives ("Check to see if you have unlocked an additional die"). Colouring a lock side: how
many sides are then coloured and what unlocking scores ("Whenever you unlock a superpower, score
1 point"). Both say the points before and after (the game's own count, `CubesState.score`, from
the state the move leads to) and the race: against the best other score and the sheet's
threshold ("If you have reached the victory threshold in points, you have won" at the end of
the round); alone, the threshold to reach; the cairn game, the points. Where the score does not
change yet, the badge says the sections then left of the figure (and the others' racing for it),
or the lock sides then coloured, rather than "±0". A move's result is known
before it is made, as no chance is drawn while colouring. Other moves (drafting, activating a
reserve die, superpowers, extra dice, trades, cairns, ending a round) change no score: None.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes import move_effect_words as said
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.effects import apply_play
from chroma_desktop.games.chroma_cubes.figures import FigureProgress, figure_progress
from chroma_desktop.games.chroma_cubes.state import PLAY, CubesState
from chroma_desktop.rules.api import Effect, Move
from chroma_desktop.rules.messages import Message, join


def effect(state: CubesState, move: Move) -> Effect | None:
    """What `move`, legal in `state`, does to the mover's score and race."""
    if state.phase != PLAY or state.to_roll or move.kind not in (mv.COLOUR, mv.LOCK):
        return None
    arg = mv.args(move)
    player = arg.player
    after = apply_play(state, move)
    if move.kind == mv.COLOUR:
        progress = figure_progress(state, player)[state.config.section_figure[arg.section]]
        why = [_figure_words(progress, state, player)]
        label = _figure_label(progress)
    else:
        why = [_lock_words(state, player, arg.lock)]
        label = said.LABEL_SIDE(k=len(state.locks[player][arg.lock]) + 1, n=state.config.lock_sides)
    gained_dice = after.extra_due[player] - state.extra_due[player]
    if gained_dice > 0:
        why.append(said.EXTRA_DICE(n=gained_dice))
    now, then = state.score(player), after.score(player)
    head = (said.GAIN(n=then - now, now=now, after=then) if then > now else said.NO_GAIN(now=now))
    words = [said.BECAUSE(points=head, why=join(why, "; ")), _race(state, player, then)]
    return Effect(player, now, then, join(words, ". "), label if then == now else None)


def _figure_label(progress: FigureProgress) -> Message:
    """The badge of a section that scores nothing yet: the sections then left of its figure and,
    racing for it, the others furthest on ("3 left (Bot 2: 1)")."""
    left = progress.left - 1
    if progress.worth > progress.value and progress.rivals:
        return said.LABEL_RACE(left=left, who=t.seats(progress.rivals), r=progress.rival_left)
    return said.LABEL_LEFT(left=left)


def _figure_words(progress: FigureProgress, state: CubesState, player: int) -> Message:
    """The figure a section works towards: what is then left and what finishing it scores, or
    what completing it scores now."""
    name = state.config.sheet.figures[progress.figure].name
    figure = (said.NUMBERED_FIGURE if name[-1:].isdigit() else said.THE_FIGURE)(figure=name)
    left = progress.left - 1
    others = tuple(p for p in progress.first_finishers if p != player)
    if left == 0:
        if progress.worth > progress.value:
            return said.COMPLETES_FIRST(figure=figure, value=progress.value,
                                        bonus=progress.worth - progress.value)
        if others:
            return said.COMPLETES_LATE(figure=figure, value=progress.value, who=t.seats(others))
        return said.COMPLETES(figure=figure, value=progress.worth)
    if progress.worth > progress.value and progress.rivals:
        # The race for the first-completion point: how far the others furthest on are.
        return join([said.TOWARDS_FIRST(figure=figure, value=progress.value, left=left,
                                        worth=progress.worth),
                     said.RIVAL_LEFT(who=t.seats(progress.rivals), left=progress.rival_left)], "; ")
    if progress.worth > progress.value:
        return said.TOWARDS_FIRST(figure=figure, value=progress.value, left=left, worth=progress.worth)
    if others:
        return said.TOWARDS_LATE(figure=figure, value=progress.value, left=left, who=t.seats(others))
    return said.TOWARDS(figure=figure, value=progress.value, left=left)


def _lock_words(state: CubesState, player: int, lock: int) -> Message:
    """A lock side: the sides then coloured, or the unlocking and its point."""
    config = state.config
    power = config.powers[lock].replace("_", " ")
    name = t.LOCK_POWER(lock=t.lock_letter(lock), power=power)
    sides = len(state.locks[player][lock]) + 1
    if sides >= config.lock_sides:
        return said.LOCK_UNLOCKS(lock=name, bonus=config.unlock_bonus)
    return said.LOCK_SIDE(k=sides, n=config.lock_sides, lock=name, bonus=config.unlock_bonus)


def _race(state: CubesState, player: int, then: int) -> Message:
    """Where the mover then stands: against the best other score and the sheet's threshold
    (reached: the game ends with the round)."""
    config = state.config
    if config.cairn:
        return said.CAIRN_SCORE(p=player, s=then)
    goal = config.sheet.threshold
    if then >= goal:
        return said.REACHES(p=player, s=then, goal=goal)
    if config.players == 1:
        return said.ALONE(p=player, s=then, goal=goal)
    best, rival = max((state.score(seat), -seat) for seat in range(config.players) if seat != player)
    if then > best:
        return said.LEADS(p=player, s=then, goal=goal, n=then - best, q=-rival)
    if then < best:
        return said.BEHIND(p=player, s=then, goal=goal, n=best - then, q=-rival)
    return said.LEVEL(p=player, s=then, goal=goal, q=-rival)
