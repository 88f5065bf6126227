"""Chroma Cubes easy bot: weaker than the heuristic by what it considers, not by blunders.

It colours greedily: a section that completes a figure now if it has one (the figure worth most),
else the section that uses the most dice now. It does not weigh figures' values while a figure
is open, nor the first-completion bonus, nor which dice to keep for later, and it plans nothing
for superpower locks: it colours a lock side only when no section can be coloured. It drafts a
die by its own colour (how many of that symbol the sheet still needs), not by its faces. With
nothing to colour it takes any way toward a colouring the end-of-game rule counts
(`stuck.way_out`), else ends its round.
"""

from __future__ import annotations

import random
from typing import Any

from chroma_desktop.bots.base import BaseBot
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.heuristic import plan_cairn
from chroma_desktop.games.chroma_cubes.state import DRAFT, CubesState
from chroma_desktop.games.chroma_cubes.stuck import way_out
from chroma_desktop.rules.api import Game, Move, PlayerId
from chroma_desktop.rules.messages import Message


class ChromaCubesEasyBot(BaseBot):
    name = "easy"

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        return self.hint(game, view, player)[0]

    def hint(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Message]:
        """The move this bot would make, with a one-line reason."""
        legal = game.legal_moves(view, player)
        if len(legal) == 1:
            return legal[0], t.HINT_ONLY()
        return plan_easy(view, player, legal)


def easy_bot() -> ChromaCubesEasyBot:
    """The easy level (the manifest's `easy` bot)."""
    return ChromaCubesEasyBot()


def symbols_left(state: CubesState, player: int) -> list[int]:
    """Per symbol, how many the player's uncoloured sections still need (values not weighed)."""
    config = state.config
    left = [0] * len(config.colours)
    mask = state.coloured[player]
    for section, (symbol, count) in enumerate(config.needs):
        if not mask >> section & 1:
            left[symbol] += count
    return left


def plan_easy(state: CubesState, player: int, legal: tuple[Move, ...]) -> tuple[Move, Message]:
    config = state.config
    kinds = {m.kind for m in legal}
    if state.phase == DRAFT or kinds == {mv.TAKE}:
        left = symbols_left(state, player)

        best = max(legal, key=lambda m: (left[config.dice[m.arg.die]], -m.arg.die))
        reason = t.HINT_DRAFT if state.phase == DRAFT else t.HINT_TAKE
        return best, reason(die=t.die_name(config, best.arg.die))
    if kinds == {mv.CAIRN}:
        return plan_cairn(state, legal)
    sections = [m for m in legal if m.kind == mv.COLOUR]
    if sections:
        return _greedy(state, player, sections)
    locks = [m for m in legal if m.kind == mv.LOCK]
    if locks:
        return locks[0], t.HINT_LOCK(n=len(locks[0].arg.dice))
    move = way_out(state, player)
    if move is not None:
        return move, t.HINT_UNSTICK()
    end = next((m for m in legal if m.kind == mv.END), legal[-1])
    return end, t.HINT_END_TURN() if config.cairn else t.HINT_END_ROUND()


def _greedy(state: CubesState, player: int, moves: list[Move]) -> tuple[Move, Message]:
    """A section completing a figure now (the most valuable), else the one using most dice."""
    config = state.config
    mask = state.coloured[player]

    def completes(move: Move) -> int:
        section = move.arg.section
        figure_mask = config.figure_masks[config.section_figure[section]]
        done = (mask | 1 << section) & figure_mask == figure_mask
        return config.figure_values[config.section_figure[section]] if done else 0

    best = max(moves, key=lambda m: (completes(m), config.needs[m.arg.section][1], -m.arg.section))
    section = best.arg.section
    label = t.section_name(config, section)
    if completes(best):
        return best, t.HINT_COMPLETE(section=label)
    return best, t.HINT_MOST_DICE(section=label)
