"""Match: one game in progress, with its seed, history, undo/redo cursor and JSON record.

A match is fully determined by game id, options, seed and move list (and the position it
started from, when it did not start at the beginning: `from_position`). Chance nodes are resolved
from a generator derived from `(seed, ply)`, so undo then redo cannot re-roll, and a record
replays to the same state on any machine.
"""

from __future__ import annotations

import gc
from collections.abc import Mapping
from typing import Any

from chroma_desktop.rules.api import (
    CHANCE,
    Game,
    GameResolver,
    IllegalMoveError,
    Move,
    OptionError,
    Outcome,
    PlayerId,
    UnknownGameError,
    resolve_options,
)
from chroma_desktop.rules.chance import chance_rng, sample_outcome
from chroma_desktop.rules.refusal import Refusal

FORMAT_VERSION = 1
MAX_MOVE_TEXT = 1_000  # no move's notation comes near this
# The most moves a record may hold: the longest game on record (random Chroma Mix bots, 20,000
# moves), and few enough that any record replays in under a second.
MAX_RECORD_MOVES = 20_000


class RecordError(Refusal):
    """A match record is malformed or does not replay; `reason` says where and why
    (`rules/record_words.py`), and `str()` is its English, said as the rest of a sentence
    ("x.json cannot be restored: ...") as it always was."""

    said_mid_sentence = True


def _play_words() -> Any:
    """A match's own refusals' templates, imported only when a move is refused."""
    from chroma_desktop.rules import play_words

    return play_words


def _words() -> Any:
    """The record refusals' templates, imported only when a record is refused."""
    from chroma_desktop.rules import record_words

    return record_words


class Match:
    """A game in progress: states, moves (with who made them) and a cursor into them."""

    start_position: str | None = None
    """The position text the match started from (`from_position`); None from the beginning."""

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
            from chroma_desktop.rules.setup_words import player_count

            raise OptionError(player_count(game.name, game.min_players, game.max_players, players))
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

    # -- starting from a position ------------------------------------------------------------
    @classmethod
    def from_position(cls, text: str, seed: int = 0, game: Game | None = None,
                      resolve: GameResolver | None = None) -> Match:
        """A match that starts at the position `text` (`rules/position.py`), the first state
        undo can reach; chance at that point is resolved from `seed`. A player's view has its
        hidden parts drawn from `seed`. The game is `game`, else the one `resolve` finds by the
        id the header names. Raises PositionError saying what is wrong."""
        from chroma_desktop.rules.position import position_to_text, read_position

        position = read_position(text, game, resolve)
        setup = position.setup
        match = cls(setup.game, setup.players, setup.options, seed, resolve_chance=False)
        state = position.state
        if setup.is_view:
            state = setup.game.determinize(state, setup.viewer, chance_rng(match.seed, -1))
        match.states = [state]
        match.start_position = position_to_text(setup.game, state)
        match.resolve_chance()
        return match

    def _start_at(self, text: Any) -> None:
        """Put a record's starting position (written by `to_record`) before its moves."""
        from chroma_desktop.rules.position import PositionError, read_position

        if not isinstance(text, str):
            raise RecordError(_words().POSITION_NOT_TEXT())
        try:
            position = read_position(text, self.game)
        except PositionError as error:
            raise RecordError(_words().POSITION_REFUSED(reason=_words().said_by(error))) from error
        setup = position.setup
        if setup.is_view or setup.players != self.players or setup.options != self.options:
            raise RecordError(_words().POSITION_NOT_WHOLE())
        self.states = [position.state]
        self.start_position = text

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
            raise IllegalMoveError(_play_words().GAME_OVER())
        if movers == (CHANCE,):
            raise IllegalMoveError(_play_words().CHANCE_DECIDES())
        if player is None:
            if len(movers) > 1:
                raise IllegalMoveError(_play_words().SAY_WHO_MOVES())
            player = movers[0]
        if player not in movers:
            raise IllegalMoveError(_play_words().NOT_THEIR_TURN(p=player))
        if move not in self.game.legal_moves(self.state, player):
            # apply() names the rule that the move breaks.
            self.game.apply(self.state, move)
            raise IllegalMoveError(_play_words().not_allowed_now(self.game.move_to_str(self.state, move)))
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

    def truncate(self, plies: int) -> None:
        """Keep only the first `plies` moves (chance included) and put the cursor after them: what
        was played from there on is forgotten, not undone (redo cannot bring it back). The
        server calls this when the log refuses a move it had already played (another writer got
        to that ply first), so the match stays as the stored log says. ValueError if `plies` is
        outside 0..len(moves) or would stop where chance is to be resolved (as a record's cursor
        may not: the chance is part of the move before it, or of the set-up)."""
        if not 0 <= plies <= len(self.moves):
            raise ValueError(f"cannot keep {plies} moves of a match that has {len(self.moves)}")
        if plies < len(self.moves) and self.movers[plies] == CHANCE:
            raise ValueError(f"move {plies + 1} is chance: keep it with what caused it, or neither")
        del self.states[plies + 1 :], self.moves[plies:], self.movers[plies:]
        self.cursor = plies

    # -- records -----------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The JSON-ready record: the save file, the replay and the autosave."""
        record = {
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
        if self.start_position is not None:
            record["position"] = self.start_position  # the moves start there
        return record

    @classmethod
    def from_record(cls, record: Any, game: Game | None = None,
                    resolve: GameResolver | None = None) -> Match:
        """Rebuild a match from its record (with `game` if it is the one the record names, else
        the one `resolve` finds by its id: the app passes `registry.find_game`); raises
        RecordError saying where it fails.

        Nothing in the record is trusted: every player move must be one the rules allow at its
        ply (`apply` refuses any other, so `legal_moves` is asked only where several players act
        at once), and every chance outcome must be the one the seed draws at its ply, as `play`
        would have drawn it: an edited record cannot choose the next card.
        """
        if not isinstance(record, dict):
            raise RecordError(_words().NOT_AN_OBJECT())
        version = record.get("format_version")
        if not _is_int(version) or version != FORMAT_VERSION:
            words = _words()
            raise RecordError(words.UNSUPPORTED_VERSION(version=words.as_written(repr(version)),
                                                        expected=FORMAT_VERSION))
        for key, kind in (("game", str), ("players", int), ("seed", int), ("moves", list)):
            if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
                words = _words()
                raise RecordError(words.FIELD_KINDS[kind](key=words.as_written(repr(key))))
        if len(record["moves"]) > MAX_RECORD_MOVES:
            words = _words()
            raise RecordError(words.TOO_MANY_MOVES(moves=len(record["moves"]), most=MAX_RECORD_MOVES))
        options = record.get("options", {})
        if not isinstance(options, dict):
            raise RecordError(_words().OPTIONS_NOT_OBJECT())
        try:
            if game is None or game.id != record["game"]:
                if resolve is None:
                    from chroma_desktop.rules.setup_words import unknown_game

                    known = () if game is None else (game.id,)
                    raise UnknownGameError(record["game"], unknown_game(record["game"], known))
                game = resolve(record["game"])
            match = cls(game, record["players"], options, record["seed"], resolve_chance=False)
        except (KeyError, ValueError) as error:  # an unknown game, a bad option, broken content
            raise RecordError(_words().CANNOT_SET_UP(reason=_words().said_by(error))) from error
        if "position" in record:
            try:
                match._start_at(record["position"])
            except (ValueError, LookupError, TypeError, AttributeError, ArithmeticError) as error:
                if isinstance(error, RecordError):
                    raise
                raise RecordError(_words().POSITION_REFUSED(reason=_words().said_by(error))) from error
        # Replay keeps every state it makes: the cycle collector would only walk them, again and
        # again (a sixth of a long replay's time).
        collecting = gc.isenabled()
        gc.disable()
        try:
            for ply, entry in enumerate(record["moves"]):
                match._replay_entry(ply, entry)
        finally:
            if collecting:
                gc.enable()
        cursor = record.get("cursor", len(match.moves))
        if not _is_int(cursor) or not 0 <= cursor <= len(match.moves):
            words = _words()
            raise RecordError(words.CURSOR_OUTSIDE(cursor=words.as_written(repr(cursor)),
                                                   moves=len(match.moves)))
        if cursor < len(match.moves) and match.movers[cursor] == CHANCE:
            words = _words()
            raise RecordError(words.CURSOR_IN_CHANCE(cursor=words.as_written(str(cursor))))
        match.cursor = cursor
        if cursor == len(match.moves):
            match.resolve_chance()
        return match

    def _replay_entry(self, ply: int, entry: Any) -> None:
        if (
            not isinstance(entry, list)
            or len(entry) != 2
            or not _is_int(entry[0])
            or not isinstance(entry[1], str)
            or len(entry[1]) > MAX_MOVE_TEXT
        ):
            words = _words()
            raise RecordError(words.ENTRY_SHAPE(ply=ply + 1, entry=words.as_written(_short(entry))))
        player, text = entry
        state = self.state
        movers = self.game.to_move(state)
        try:
            if not movers:
                raise IllegalMoveError(_words().ALREADY_OVER())
            move = self.game.parse_move(state, text)
            if player == CHANCE:
                if movers != (CHANCE,):
                    raise IllegalMoveError(_words().CHANCE_DECIDES_NOTHING())
                drawn = sample_outcome(self.game.chance_outcomes(state), chance_rng(self.seed, ply))
                if move != drawn:
                    raise IllegalMoveError(_words().NOT_THE_SEEDS_OUTCOME())
            elif player not in movers:
                raise IllegalMoveError(_words().NOT_THEIR_TURN(player=player + 1))
            elif len(movers) > 1 and move not in self.game.legal_moves(state, player):
                raise IllegalMoveError(_words().NOT_LEGAL_FOR(player=player + 1))
            # `apply` refuses every move the rules do not allow now (the rules API's contract,
            # checked for every game by the conformance suite).
            new_state = self.game.apply(state, move)
        except (ValueError, LookupError, TypeError, AttributeError, ArithmeticError) as error:
            # The rules' own refusals, and whatever else a damaged text provokes in a parser.
            words = _words()
            raise RecordError(words.DOES_NOT_REPLAY(ply=ply + 1, move=words.as_written(_short(text)),
                                                    reason=words.said_by(error))) from error
        self.states.append(new_state)
        self.moves.append(move)
        self.movers.append(player)
        self.cursor += 1


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
