"""Toy Nim: a row of counters; in turn, take one or two; whoever takes the last one wins.

A first chance move decides who starts, so the toy exercises chance nodes too. The row's lengths
and the most a turn takes are its content (`content.py`, from its own data folder); its words
are the templates of `words.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import NamedTuple

from chroma_desktop.rules.api import (
    CHANCE,
    Effect,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    OptionSpec,
    Outcome,
    PlayerId,
    resolve_options,
)
from chroma_desktop.rules.messages import Message
from tests.toy_game import words
from tests.toy_game.content import DEFAULT, NimContent

TAKE, FIRST = "take", "first"


class NimState(NamedTuple):
    players: int
    left: int
    taken: tuple[int, ...]
    current: int  # -1 before chance has chosen who starts
    last_taker: int = -1


class Take(NamedTuple):
    count: int
    player: int


def _take(count: int, player: int) -> Move:
    return Move(TAKE, Take(count, player), source="row", target=f"p{player}")


class ToyNimGame:
    id = "toy_nim"
    name = "Toy Nim"
    min_players = 2
    max_players = 3

    def __init__(self, content: NimContent | None) -> None:
        self.content = content if content is not None else DEFAULT

    @cached_property
    def option_specs(self) -> tuple[OptionSpec, ...]:
        choices = tuple(str(count) for count in self.content.counters)
        return (OptionSpec("counters", "Counters", choices, str(self.content.default_counters),
                           "how many counters"),)

    def new_initial_state(self, players: int, options: Mapping[str, object]) -> NimState:
        counters = int(resolve_options(self.option_specs, options)["counters"])
        return NimState(players, counters, (0,) * players, -1)

    def to_move(self, state: NimState) -> tuple[PlayerId, ...]:
        if state.left == 0:
            return ()
        return (CHANCE,) if state.current < 0 else (state.current,)

    def legal_moves(self, state: NimState, player: PlayerId) -> tuple[Move, ...]:
        if player != state.current or state.left == 0:
            return ()
        return tuple(_take(n, player) for n in range(1, self.content.most_taken + 1)
                     if n <= state.left)

    def chance_outcomes(self, state: NimState) -> tuple[tuple[Move, float], ...]:
        if state.current >= 0:
            return ()
        return tuple((Move(FIRST, p), 1 / state.players) for p in range(state.players))

    def apply(self, state: NimState, move: Move) -> NimState:
        if move.kind == FIRST and state.current < 0:
            return state._replace(current=move.arg)
        if move not in self.legal_moves(state, state.current):
            raise IllegalMoveError(words.TOO_MANY(most=self.content.most_taken))
        taken = list(state.taken)
        taken[state.current] += move.arg.count
        return state._replace(left=state.left - move.arg.count, taken=tuple(taken),
                              current=(state.current + 1) % state.players,
                              last_taker=state.current)

    def why_not(self, state: NimState, player: PlayerId, source: str, target: str) -> Message | str:
        if any(m.source == source and m.target == target for m in self.legal_moves(state, player)):
            return ""
        if player != state.current:
            return words.NOT_YOUR_TURN(p=state.current)
        return words.INTO_YOUR_AREA()

    def view(self, state: NimState, player: PlayerId | None) -> NimState:
        return state  # nothing is hidden

    def determinize(self, view: NimState, player: PlayerId | None, rng: object) -> NimState:
        return view

    def outcome(self, state: NimState) -> Outcome | None:
        if state.left:
            return None
        scores = tuple(1.0 if p == state.last_taker else 0.0 for p in range(state.players))
        return Outcome(scores, (state.last_taker,))

    def move_to_str(self, state: NimState, move: Move) -> str:
        return f"{move.kind} {move.arg if move.kind == FIRST else move.arg.count}"

    def parse_move(self, state: NimState, text: str) -> Move:
        kind, _, number = text.partition(" ")
        if kind not in (TAKE, FIRST) or not number.isdigit():
            raise InvalidMoveError(f"not a Toy Nim move: {text!r}")
        if kind == FIRST:
            return Move(FIRST, int(number))
        return _take(int(number), state.current)

    def describe(self, state: NimState, move: Move) -> Message:
        if move.kind == FIRST:
            return words.STARTS(p=move.arg)
        return words.TAKES(p=state.current, n=move.arg.count)

    def prompt(self, state: NimState, player: PlayerId) -> Message:
        return words.PROMPT(most=self.content.most_taken)

    def effect(self, state: NimState, move: Move) -> Effect | None:
        """A take scores 1 when it takes the last counter (the game's only point), else 0."""
        if move.kind != TAKE:
            return None
        left = state.left - move.arg.count
        said = words.WINS(p=state.current) if left == 0 else words.LEAVES(n=left)
        return Effect(state.current, 0.0, 0.0 if left else 1.0, said)

    def inventory(self, state: NimState) -> Mapping[str, int]:
        return {"counter": state.left + sum(state.taken)}
