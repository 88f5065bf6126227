"""Match: one game in progress, with its seed, history, undo/redo cursor and JSON record.

A match is fully determined by game id, options, seed and move list. Chance nodes are resolved
from a generator derived from `(seed, ply)`, so undo then redo cannot re-roll, and a record
replays to the same state on any machine.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from chroma_desktop.rules.api import (
    CHANCE,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    OptionError,
    Outcome,
    PlayerId,
    resolve_options,
)

FORMAT_VERSION = 1


class RecordError(ValueError):
    """A match record is malformed or does not replay; the message says where and why."""


def chance_rng(seed: int, ply: int) -> random.Random:
    """The generator that resolves the chance node at `ply` of a match seeded with `seed`."""
    return random.Random(f"chroma:{seed}:{ply}")


def sample_outcome(outcomes: tuple[tuple[Move, float], ...], rng: random.Random) -> Move:
    """One outcome drawn by its probability."""
    roll = rng.random()
    for move, probability in outcomes:
        roll -= probability
        if roll < 0:
            return move
    return outcomes[-1][0]


class Match:
    """A game in progress: states, moves (with who made them) and a cursor into them."""

    def __init__(
        self,
        game: Game,
        players: int,
        options: Mapping[str, object] | None = None,
        seed: int = 0,
        *,
        resolve_chance: bool = True,
    ) -> None:
        if not game.min_players <= players <= game.max_players:
            raise OptionError(
                f"{game.name} is for {game.min_players} to {game.max_players} players, not {players}"
            )
        self.game = game
        self.players = players
        self.options = resolve_options(game.option_specs, options or {})
        self.seed = int(seed)
        self.states: list[Any] = [game.new_initial_state(players, self.options)]
        self.moves: list[Move] = []
        self.movers: list[PlayerId] = []
        self.cursor = 0
        if resolve_chance:
            self.resolve_chance()

    @property
    def content(self) -> Any:
        return self.game.content

    # -- reading -----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[self.cursor]

    def to_move(self) -> tuple[PlayerId, ...]:
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        return not self.game.to_move(self.state)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def legal_moves(self, player: PlayerId) -> tuple[Move, ...]:
        return self.game.legal_moves(self.state, player)

    def view(self, player: PlayerId | None) -> Any:
        return self.game.view(self.state, player)

    def history(self) -> list[tuple[PlayerId, Move]]:
        """The moves up to the cursor, each with who made it."""
        return list(zip(self.movers[: self.cursor], self.moves[: self.cursor], strict=True))

    # -- playing -----------------------------------------------------------------------------
    def play(self, move: Move, player: PlayerId | None = None) -> None:
        """Play `move` for `player` (the only mover when None), then resolve chance that follows."""
        movers = self.to_move()
        if not movers:
            raise IllegalMoveError("the game is over")
        if movers == (CHANCE,):
            raise IllegalMoveError("chance decides this, not a player")
        if player is None:
            if len(movers) > 1:
                raise IllegalMoveError("several players act now: say which one moves")
            player = movers[0]
        if player not in movers:
            raise IllegalMoveError(f"it is not player {player + 1}'s turn")
        if move not in self.game.legal_moves(self.state, player):
            # apply() names the rule that the move breaks.
            self.game.apply(self.state, move)
            raise IllegalMoveError(f"{self.game.move_to_str(self.state, move)} is not allowed now")
        self._push(player, move)
        self.resolve_chance()

    def play_text(self, text: str, player: PlayerId | None = None) -> Move:
        """Parse `text` in the current state and play it; returns the move."""
        move = self.game.parse_move(self.state, text)
        self.play(move, player)
        return move

    def resolve_chance(self) -> None:
        """Resolve every chance node at the cursor, each from the (seed, ply) generator."""
        while self.game.to_move(self.state) == (CHANCE,):
            outcomes = self.game.chance_outcomes(self.state)
            move = sample_outcome(outcomes, chance_rng(self.seed, self.cursor))
            self._push(CHANCE, move)

    def _push(self, player: PlayerId, move: Move) -> None:
        new_state = self.game.apply(self.state, move)
        del self.states[self.cursor + 1 :]
        del self.moves[self.cursor :]
        del self.movers[self.cursor :]
        self.states.append(new_state)
        self.moves.append(move)
        self.movers.append(player)
        self.cursor += 1

    # -- undo and redo -----------------------------------------------------------------------
    def _undo_target(self) -> int | None:
        """The cursor just before the last decision a player made, or None at the start."""
        index = self.cursor - 1
        while index >= 0 and self.movers[index] == CHANCE:
            index -= 1
        return index if index >= 0 else None

    def can_undo(self, free: bool = False) -> bool:
        """Whether undo is possible; unless `free`, never back across revealed information."""
        target = self._undo_target()
        if target is None:
            return False
        return free or CHANCE not in self.movers[target : self.cursor]

    def undo(self, free: bool = False) -> bool:
        """Step back over the last player decision (and the chance it caused). False if refused."""
        if not self.can_undo(free):
            return False
        target = self._undo_target()
        assert target is not None
        self.cursor = target
        return True

    def last_mover(self) -> PlayerId | None:
        """Who made the last player decision before the cursor, if anyone."""
        target = self._undo_target()
        return None if target is None else self.movers[target]

    def can_redo(self) -> bool:
        return self.cursor < len(self.moves)

    def redo(self) -> bool:
        """Replay the next undone decision and the chance that followed it."""
        if not self.can_redo():
            return False
        self.cursor += 1
        while self.cursor < len(self.moves) and self.movers[self.cursor] == CHANCE:
            self.cursor += 1
        return True

    # -- records -----------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The JSON-ready record: the save file, the replay and the autosave."""
        return {
            "format_version": FORMAT_VERSION,
            "game": self.game.id,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": [
                [player, self.game.move_to_str(state, move)]
                for player, move, state in zip(self.movers, self.moves, self.states, strict=False)
            ],
            "cursor": self.cursor,
        }

    @classmethod
    def from_record(cls, record: Any, game: Game | None = None) -> Match:
        """Rebuild a match from its record (with `game` if given, else the registered one);
        raises RecordError saying where it fails."""
        from chroma_desktop.games import find_game

        if not isinstance(record, dict):
            raise RecordError("a match record must be a JSON object")
        version = record.get("format_version")
        if version != FORMAT_VERSION:
            raise RecordError(f"unsupported format_version {version!r} (expected {FORMAT_VERSION})")
        for key, kind in (("game", str), ("players", int), ("seed", int), ("moves", list)):
            if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
                raise RecordError(f"record field {key!r} is missing or not a {kind.__name__}")
        options = record.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("record field 'options' must be an object")
        try:
            if game is None or game.id != record["game"]:
                game = find_game(record["game"])
            match = cls(game, record["players"], options, record["seed"], resolve_chance=False)
        except (KeyError, OptionError) as error:
            raise RecordError(str(error.args[0] if error.args else error)) from error
        for ply, entry in enumerate(record["moves"]):
            match._replay_entry(ply, entry)
        cursor = record.get("cursor", len(match.moves))
        if not isinstance(cursor, int) or not 0 <= cursor <= len(match.moves):
            raise RecordError(f"cursor {cursor!r} is outside the {len(match.moves)} recorded moves")
        if cursor < len(match.moves) and match.movers[cursor] == CHANCE:
            raise RecordError(f"cursor {cursor} points into the middle of a chance resolution")
        match.cursor = cursor
        if cursor == len(match.moves):
            match.resolve_chance()
        return match

    def _replay_entry(self, ply: int, entry: Any) -> None:
        where = f"move {ply + 1}"
        if (
            not isinstance(entry, list)
            or len(entry) != 2
            or not isinstance(entry[0], int)
            or not isinstance(entry[1], str)
        ):
            raise RecordError(f"{where} must be [player, text], not {entry!r}")
        player, text = entry
        state = self.state
        movers = self.game.to_move(state)
        try:
            move = self.game.parse_move(state, text)
            if player == CHANCE:
                outcomes = self.game.chance_outcomes(state) if movers == (CHANCE,) else ()
                if not any(move == outcome and p > 0 for outcome, p in outcomes):
                    raise IllegalMoveError("it is not a possible chance outcome here")
            elif player not in movers:
                raise IllegalMoveError(f"it is not player {player + 1}'s turn")
            elif move not in self.game.legal_moves(state, player):
                self.game.apply(state, move)
                raise IllegalMoveError("it is not a legal move here")
        except (InvalidMoveError, IllegalMoveError) as error:
            raise RecordError(f"{where} ({text!r}) does not replay: {error}") from error
        self._push(player, move)
