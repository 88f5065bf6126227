"""Chroma Cubes: whether anyone can still change the game, and a way out for a player with
nothing to colour.

The game ends after a round in which nobody coloured anything when nobody could colour anything
in the next round either (rules.yaml `end_when_nobody_can_colour`, INFERRED). "Could" counts
more than the active dice as they lie: reserve dice that would make a colouring possible once
activated (faces never change in the reserve, nor on unused active dice, so activations spread
over several rounds count too), one use of an unlocked wild or flip superpower that makes a
colouring possible, and a reroll superpower on a die with a face that would. The bots play the
same ways out when they have nothing to colour, so a game this rule keeps going is one in which
someone will move.
"""

from __future__ import annotations

from itertools import combinations

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.legal import basic_gate, has_colouring
from chroma_desktop.games.chroma_cubes.state import NO_WILD, CubesState, reserve
from chroma_desktop.rules.api import Move
from chroma_desktop.rules.common.counts import replace_at


def next_round(state: CubesState) -> CubesState:
    """The next round as it starts after a round in which no die was used (so none is rolled):
    everyone acting, with a fresh round's activations and superpowers and no wild die."""
    players = state.config.players
    return state._replace(
        used=frozenset(), acting=frozenset(range(players)), activations=(0,) * players,
        powers_used=(frozenset(),) * players, wild=(NO_WILD,) * players, arrived=frozenset(),
        to_roll=(), fresh=False,
    )


def anyone_can_change(state: CubesState) -> bool:
    """Whether, in the round after `state`'s, some player could colour a section or a lock side,
    with their active dice or by a way out."""
    after = next_round(state)
    return any(has_colouring(after, player) or way_out(after, player) is not None
               for player in range(state.config.players))


def way_out(state: CubesState, player: int) -> Move | None:
    """A move `player` can make now toward a colouring: the first of the reserve activations that
    make one possible (this round, or over the next rounds when a round allows fewer), a wild or
    flip use that makes one possible now, or a reroll of the die with most faces that would (a
    reroll only may). None if there is none."""
    config = state.config
    if config.cairn or basic_gate(state, player) or state.extra_due[player]:
        return None
    free = state.free_dice(player)
    return _activation(state, player, free) or _power(state, player, free)


def _activation(state: CubesState, player: int, free: tuple[int, ...]) -> Move | None:
    """Rulebook: give an unused active die to an opponent's reserve (one with room) and move a
    reserve die, face unchanged, into your active dice."""
    config = state.config
    if config.players == 1 or state.activations[player] >= state.activation_limit(player):
        return None
    takes = [d for d in state.dice_at(reserve(player)) if state.can_activate(player, d)]
    rooms = {q: config.reserve_limit - len(state.dice_at(reserve(q)))
             for q in range(config.players) if q != player}
    room = sum(max(0, r) for r in rooms.values())
    most = min(len(takes), len(free), room)
    for count in range(1, most + 1):
        for taken in combinations(takes, count):
            for given in combinations(free, count):
                dice = tuple(sorted(set(free).difference(given).union(taken)))
                if has_colouring(state, player, dice):
                    to = max(rooms, key=lambda q: (rooms[q], -q))
                    return mv.activate_move(config, player, taken[0], given[0], to)
    return None


def _power(state: CubesState, player: int, free: tuple[int, ...]) -> Move | None:
    config = state.config
    reroll: tuple[int, Move] | None = None
    for lock, effect in enumerate(config.powers):
        if not state.is_unlocked(player, lock) or lock in state.powers_used[player]:
            continue
        for die in free:
            faces = config.faces[config.dice[die]]
            now = state.face[die]
            if effect == "wild_one":
                for symbol in range(len(config.colours)):
                    trial = state._replace(wild=replace_at(state.wild, player, (die, symbol)))
                    if symbol not in faces[now] and has_colouring(trial, player, free):
                        return mv.power_move(config, mv.WILD, player, lock, die, symbol)
            elif effect == "flip_shared_symbol":
                for face, pair in enumerate(faces):
                    if (face != now and set(pair) & set(faces[now])
                            and has_colouring(_turned(state, player, die, face), player, free)):
                        return mv.power_move(config, mv.FLIP, player, lock, die, face)
            elif effect == "reroll_one":
                hits = sum(1 for face in range(len(faces)) if face != now
                           and has_colouring(_turned(state, player, die, face), player, free))
                if hits and (reroll is None or hits > reroll[0]):
                    reroll = (hits, mv.power_move(config, mv.REROLL, player, lock, die))
    return reroll[1] if reroll else None


def _turned(state: CubesState, player: int, die: int, face: int) -> CubesState:
    """`die` showing `face` (a flip or a reroll's outcome; either ends the die's wild use)."""
    wild = state.wild
    if wild[player][0] == die:
        wild = replace_at(wild, player, NO_WILD)
    return state._replace(face=replace_at(state.face, die, face), wild=wild)
