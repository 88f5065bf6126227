"""Positions as text (what FEN is to chess): any state of any game, written so that a person can
read and edit it, and read back exactly.

The format
----------
::

    chroma position: coloretto, 4 players, edition=newer, scoring=brown
    # Comments and blank lines are ignored anywhere.
    phase: place
    round: 3
    turn: P2
    drawn: red
    row 1: green, joker
    row 2: taken by P4
    P1: 2 yellow, 3 green, 1 plus2
    ...

- **The header** (the first line that is not blank or a comment) names the game by its id, the
  player count, and options as `name=value`; options left out take their defaults. It is what
  makes a text (or a `.position` / `.pos` file) a position: `looks_like_position` (in
  `rules/position_header.py`).
- **Every other line is `key: value`**, each key once, in any order. Keys are case-insensitive.
  The keys and what they hold are the game's own, documented in its `position.py`.
- **Common values**, so that every game reads alike: seats are `P1`..`Pn`, as the table numbers
  them (`nobody` where a game allows no one); yes/no flags; whole numbers; `none` (or `empty`) for
  nothing; a *bag* of components, whose order does not matter, is `2 red, 1 joker` (a bare name
  is one); a *row* or pile, whose order matters, is its items in order: `red, red, joker`.
- **Hidden parts.** A position may be one player's view. Its header then says whose:
  `view=P2`, or `view=spectator`; each hidden part is written `?` where its value would stand (a
  hidden card `?`, three hidden cards in a bag `3 ?`). Such a text reads back as `Game.view` gives
  that view. A text without `view=` is a whole position and hides nothing. A game in which nothing
  is secret writes a view exactly as the whole position, and refuses `?`.

`position_to_text` and `view_to_text` write; `read_position` (and `position_from_text`) read,
refusing a bad position with a `PositionError` that names the line and what is wrong. An accepted
position has passed the checks the conformance suite makes of every state: the game's components
conserved (`Game.inventory` as at set-up for the same players and options; for a view, once its
hidden parts are filled in by `Game.determinize`) and, unless the game is over, someone able to
act (a player with a legal move, or chance with outcomes).

How a game plugs in
-------------------
A game's package holds a module `position.py` (its manifest names it: `position`; the registry
declares it with `rules.notation.declare_notation` when it builds the game) with three functions::

    setup_of(game, state) -> tuple[int, dict[str, str]]  the players and options of the state
    write(game, state) -> list[tuple[str, str]]      its key/value lines, in reading order
    read(game, setup: Setup, lines: Lines) -> state  the state the lines describe

`read` takes every key through `lines` (`lines.integer("round", 1, 99)`, `lines.bag("P1", ...)`),
which names the line in every error; a key it never asks for is refused as unknown. It checks
what only the game knows (counts in range, a phase and its fields agreeing) with
`raise lines.error(key, REFUSAL(...))`, a template of its `position_words.py` (so the table
says it in the language shown; English words alone are said as they are); conservation and who
can act are checked here. A game without the module has no notation yet, and says so
(`PositionError`).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.rules.api import (
    CHANCE,
    Game,
    GameResolver,
    OptionError,
    resolve_options,
)
from chroma_desktop.rules.notation import PositionCodec, declared_codec
from chroma_desktop.rules.position_header import HEADER
from chroma_desktop.rules.refusal import Refusal

if TYPE_CHECKING:
    from chroma_desktop.rules.messages import Message

HIDDEN = "?"
SPECTATOR = "spectator"
NONE_WORDS = frozenset({"none", "empty"})
MAX_POSITION_CHARS = 100_000  # a position is a screenful; this is far beyond any game's
MAX_DIGITS = 6  # no count in a position comes near a million
_NUMBER = re.compile(rf"\d{{1,{MAX_DIGITS}}}")


class PositionError(Refusal):
    """A text is not a position the game can be in; `reason` says where and what is wrong
    (`rules/position_words.py`), and `str()` is its English, said as the rest of a sentence.
    English words alone become `AS_SAID`."""

    said_mid_sentence = True

    def __init__(self, reason: Message | str) -> None:
        super().__init__(_words().reason(reason))


def _words() -> Any:
    """The refusals' templates, imported only when a text is refused."""
    from chroma_desktop.rules import position_words

    return position_words


class Setup(NamedTuple):
    """What the header says: the game, players and options, and whose view it is (if one)."""

    game: Any
    players: int
    options: dict[str, str]
    is_view: bool = False
    viewer: int | None = None  # the seat whose view it is; None for a spectator


class Position(NamedTuple):
    """A position read from text: its set-up and the state (a view when `setup.is_view`)."""

    setup: Setup
    state: Any

    @property
    def game(self) -> Any:
        return self.setup.game


# -- writing ----------------------------------------------------------------------------------
def position_to_text(game: Game, state: Any) -> str:
    """The whole position `state` as text (hidden parts included)."""
    codec = codec_for(game)
    players, options = codec.setup_of(game, state)
    return _compose(game, players, options, "", codec.write(game, state))


def view_to_text(game: Game, state: Any, viewer: int | None) -> str:
    """What `viewer` (None: a spectator) sees of `state`, hidden parts written `?`."""
    codec = codec_for(game)
    players, options = codec.setup_of(game, state)
    view = game.view(state, viewer)
    return _compose(game, players, options, seat_text(viewer) if viewer is not None else SPECTATOR,
                    codec.write(game, view))


def _compose(game: Game, players: int, options: Mapping[str, str], view: str,
             lines: Iterable[tuple[str, str]]) -> str:
    head = [game.id, f"{players} player{'s' if players != 1 else ''}",
            *(f"{name}={value}" for name, value in options.items())]
    if view:
        head.append(f"view={view}")
    out = [f"{HEADER} {', '.join(head)}"]
    for key, value in lines:
        out.append(f"{key}: {value}")
    return "\n".join(out) + "\n"


def seat_text(seat: int) -> str:
    """A seat as positions write it: `P1` for seat 0."""
    return f"P{seat + 1}"


def bag_text(counts: Iterable[tuple[str, int]]) -> str:
    """A bag as `2 red, 1 joker` (kinds with none left out), or `none`."""
    parts = [f"{count} {name}" for name, count in counts if count]
    return ", ".join(parts) if parts else "none"


def row_text(items: Sequence[str], empty: str = "empty") -> str:
    """A row, in order: `red, red, joker`, or `empty`."""
    return ", ".join(items) if items else empty


def flag_text(value: bool) -> str:
    return "yes" if value else "no"


# -- reading ----------------------------------------------------------------------------------
def position_from_text(text: str, game: Game | None = None,
                       resolve: GameResolver | None = None) -> Any:
    """The state that `text` describes; PositionError naming what is wrong."""
    return read_position(text, game, resolve).state


def read_position(text: str, game: Game | None = None,
                  resolve: GameResolver | None = None) -> Position:
    """The position `text` describes, with its set-up. Its game is the one the header names:
    `game`, when given, must be that one (a game built with a user's content pack, say); else
    `resolve` finds it by its id (the app passes `registry.find_game`)."""
    if game is None and resolve is None:
        raise TypeError("read_position needs the game or a resolver of game ids")
    if not isinstance(text, str):
        raise PositionError(_words().NOT_TEXT())
    if len(text) > MAX_POSITION_CHARS:
        raise PositionError(_words().TOO_LONG(chars=len(text), most=MAX_POSITION_CHARS))
    numbered = [(number, line.strip()) for number, line in
                enumerate(text.lstrip("\ufeff").splitlines(), start=1)]
    numbered = [(number, line) for number, line in numbered if line and not line.startswith("#")]
    if not numbered:
        raise PositionError(_words().EMPTY())
    setup = _read_header(*numbered[0], game, resolve)
    lines = Lines(numbered[1:], setup)
    codec = codec_for(setup.game)
    try:
        state = codec.read(setup.game, setup, lines)
    except PositionError:
        raise
    except (LookupError, TypeError, ArithmeticError, AttributeError, ValueError) as error:
        raise PositionError(_words().CANNOT_BE_READ(error=_words().written(error))) from error
    lines.refuse_unread()
    _check(setup, state)
    return Position(setup, state)


def _read_header(number: int, line: str, game: Game | None, resolve: GameResolver | None) -> Setup:
    def where(reason: Message | str) -> PositionError:
        return PositionError(_words().ON_LINE(line=number, reason=_words().reason(reason)))

    if not line.lower().startswith(HEADER):
        raise where(_words().NO_HEADER(found=_words().short(line)))
    parts = [part.strip() for part in line[len(HEADER):].split(",")]
    if len(parts) < 2 or not parts[0]:
        raise where(_words().HEADER_PARTS())
    game_id = parts[0].lower()
    if game is None or game.id != game_id:
        if game is not None or resolve is None:
            name = game.name if game is not None else ""
            raise where(_words().OTHER_GAME(game_id=_words().written(repr(game_id)), game=name))
        try:
            game = resolve(game_id)
        except Refusal as error:  # an unknown game, or its content does not load (`ContentError`)
            raise where(error.refusal) from error
    match = re.fullmatch(r"(\d{1,3}) players?", parts[1].lower())
    if match is None:
        raise where(_words().PLAYERS_WORDS(found=_words().short(parts[1])))
    players = int(match.group(1))
    if not game.min_players <= players <= game.max_players:
        from chroma_desktop.rules.setup_words import player_count

        raise where(player_count(game.name, game.min_players, game.max_players, players))
    options: dict[str, str] = {}
    view: str | None = None
    for part in parts[2:]:
        name, sep, value = (piece.strip() for piece in part.partition("="))
        if not sep or not name or not value:
            raise where(_words().OPTION_FORM(found=_words().short(part)))
        if name in options or (name == "view" and view is not None):
            raise where(_words().GIVEN_TWICE(name=_words().written(repr(name))))
        if name == "view":
            view = value.lower()
        else:
            options[name] = value
    try:
        resolved = resolve_options(game.option_specs, options)
        _set_up_inventory(game, players, resolved)  # options that depend on the player count
    except OptionError as error:
        raise where(error.reason) from error
    if view is None:
        return Setup(game, players, resolved)
    viewer = None if view == SPECTATOR else _seat_number(view, players)
    if viewer is None and view != SPECTATOR:
        raise where(_words().VIEW_SEAT(players=players, view=_words().written(repr(view))))
    return Setup(game, players, resolved, True, viewer)


def _seat_number(text: str, players: int) -> int | None:
    match = re.fullmatch(r"p(\d{1,3})", text.strip().lower())
    if match is None or not 1 <= int(match.group(1)) <= players:
        return None
    return int(match.group(1)) - 1


_MISSING: Any = object()


class Lines:
    """The `key: value` lines after a position's header, read by key; every error names its line.

    A game's `read` asks for each key it knows, with a default when the key may be left out;
    whatever it never asks for is refused as unknown once it is done.
    """

    def __init__(self, numbered: Sequence[tuple[int, str]], setup: Setup) -> None:
        self.setup = setup
        self._entries: dict[str, tuple[int, str]] = {}
        self._asked: list[str] = []
        self._asked_once: set[str] = set()  # `_asked` as a set: a view has dozens of keys
        for number, line in numbered:
            key, sep, value = line.partition(":")
            key = _key(key)
            if not sep or not key:
                words = _words()
                raise PositionError(words.ON_LINE(line=number, reason=words.NOT_KEY_VALUE(
                    line=words.short(line))))
            if key in self._entries:
                words = _words()
                raise PositionError(words.ON_LINE(line=number, reason=words.KEY_TWICE(
                    key=words.written(repr(key)), other=self._entries[key][0])))
            self._entries[key] = (number, value.strip())

    # -- raw access ---------------------------------------------------------------------------
    def has(self, key: str) -> bool:
        self._note(key)
        return _key(key) in self._entries

    def text(self, key: str, default: Any = _MISSING) -> str:
        """The value of `key` as written; the default (or an error) when the line is missing."""
        self._note(key)
        entry = self._entries.get(_key(key))
        if entry is None:
            if default is _MISSING:
                raise PositionError(self._missing(key))
            return default
        value = entry[1]
        if not value:
            raise self.error(key, _words().NO_VALUE())
        return value

    def error(self, key: str, message: Any) -> PositionError:
        """An error about `key`'s line (to raise); the line's number when it was written.
        `message` is a template (`position_words`, the game's own), or English words."""
        words = _words()
        if _key(key) in self._entries:
            return PositionError(words.ON_KEY_LINE(line=self._entries[_key(key)][0],
                                                   key=words.written(key), reason=words.reason(message)))
        return PositionError(words.ON_KEY(key=words.written(key), reason=words.reason(message)))

    def refuse_unread(self) -> None:
        """Refuse the first line whose key the game never asked for."""
        asked = {_key(key) for key in self._asked}
        for key, (number, _value) in sorted(self._entries.items(), key=lambda item: item[1][0]):
            if key not in asked:
                words = _words()
                raise PositionError(words.ON_LINE(line=number, reason=words.UNKNOWN_LINE(
                    key=words.written(repr(key)), known=words.listed(self._asked))))

    def _missing(self, key: str) -> Any:
        """The line `key` is missing; with a written key that looks like a misspelling of it,
        asked whether that one is meant."""
        asked = {_key(known) for known in self._asked}
        unknown = [written for written in self._entries if written not in asked]
        import difflib  # only to suggest a misspelt key

        close = difflib.get_close_matches(_key(key), unknown, n=1, cutoff=0.6)
        words = _words()
        if not close:
            return words.MISSING(key=words.written(key))
        return words.MISSING_MEANT(key=words.written(key), written=words.written(repr(close[0])),
                                   line=self._entries[close[0]][0])

    def _note(self, key: str) -> None:
        if key not in self._asked_once:
            self._asked_once.add(key)
            self._asked.append(key)

    # -- common values ------------------------------------------------------------------------
    def integer(self, key: str, low: int, high: int, default: Any = _MISSING) -> int:
        """A whole number from `low` to `high`."""
        value = self.text(key, default)
        if not isinstance(value, str):
            return value
        if not _NUMBER.fullmatch(value):
            raise self.error(key, _words().NOT_WHOLE_NUMBER(value=_words().short(value)))
        number = int(value)
        if not low <= number <= high:
            raise self.error(key, _words().OUT_OF_RANGE(low=low, high=high, number=number))
        return number

    def choice(self, key: str, choices: Sequence[str], default: Any = _MISSING) -> str:
        """One word of `choices`."""
        value = self.text(key, default)
        word = value.lower()
        if word not in choices:
            raise self.error(key, _words().NOT_ONE_OF(value=_words().short(value),
                                                      choices=_words().listed(choices)))
        return word

    def flag(self, key: str, default: Any = _MISSING) -> bool:
        """yes or no."""
        value = self.text(key, default)
        if isinstance(value, bool):
            return value
        word = value.lower()
        if word not in ("yes", "no"):
            raise self.error(key, _words().YES_OR_NO(value=_words().short(value)))
        return word == "yes"

    def seat(self, key: str, nobody: int | None = None, default: Any = _MISSING) -> int:
        """A seat `P1`..`Pn` as its index; `nobody` (when given) for the word `nobody`."""
        value = self.text(key, default)
        if not isinstance(value, str):
            return value
        if nobody is not None and value.lower() == "nobody":
            return nobody
        return self.parse_seat(key, value)

    def parse_seat(self, key: str, word: str) -> int:
        seat = _seat_number(word, self.setup.players)
        if seat is None:
            raise self.error(key, _words().NOT_A_SEAT(value=_words().short(word), players=self.setup.players))
        return seat

    def bag(self, key: str, names: Sequence[str], default: Any = _MISSING,
            hidden: bool = False) -> dict[str, int]:
        """A bag `2 red, 1 joker` as counts by name (`none`: empty); with `hidden`, `3 ?` counts
        three hidden items under `?`."""
        value = self.text(key, default)
        if not isinstance(value, str):
            return value
        counts: dict[str, int] = {}
        if value.lower() in NONE_WORDS:
            return counts
        for part in value.split(","):
            words = part.split()
            if len(words) == 2 and _NUMBER.fullmatch(words[0]):
                count, name = int(words[0]), words[1]
            elif len(words) == 1:
                count, name = 1, words[0]
            else:
                words = _words()
                raise self.error(key, words.NOT_COUNT_NAME(part=words.short(part.strip()),
                                                           name=words.written(names[0] if names else "red")))
            name = self._name(key, name, names, hidden)
            counts[name] = counts.get(name, 0) + count
        return counts

    def row(self, key: str, names: Sequence[str], default: Any = _MISSING,
            hidden: bool = False) -> list[str]:
        """Items in order, comma-separated (`empty` or `none`: no items)."""
        value = self.text(key, default)
        if not isinstance(value, str):
            return value
        return self.parse_row(key, value, names, hidden)

    def parse_row(self, key: str, value: str, names: Sequence[str],
                  hidden: bool = False) -> list[str]:
        if value.strip().lower() in NONE_WORDS:
            return []
        return [self._name(key, part.strip(), names, hidden) for part in value.split(",")]

    def _name(self, key: str, name: str, names: Sequence[str], hidden: bool) -> str:
        name = name.lower()
        if name == HIDDEN:
            if not hidden:
                raise self.error(key, _words().HIDES_NOTHING())
            if not self.setup.is_view:
                raise self.error(key, _words().ONLY_VIEW_HIDES())
            return name
        if name not in names:
            raise self.error(key, _words().NOT_ONE_OF(value=_words().short(name),
                                                      choices=_words().listed(names)))
        return name


# -- checks every position passes ---------------------------------------------------------------
def _check(setup: Setup, state: Any) -> None:
    game = setup.game
    try:
        if setup.is_view:
            if game.view(state, setup.viewer) != state:
                raise PositionError(_words().VIEW_SHOWS_HIDDEN())
            # Whatever the hidden parts are, the whole position must add up.
            from chroma_desktop.rules.chance import chance_rng  # rules draw only through Match

            whole = game.determinize(state, setup.viewer, chance_rng(0, -1))
        else:
            whole = state
        _check_conserved(setup, whole)
        movers = game.to_move(state)
        if movers == (CHANCE,):
            # Chance draws from what is hidden (a deck the view shows only the size of), so a
            # view's chance is asked of its hidden parts filled in, as a match from it would be.
            outcomes = game.chance_outcomes(whole)
            if not outcomes or abs(sum(p for _move, p in outcomes) - 1) > 1e-9:
                raise PositionError(_words().CHANCE_CANNOT())
        elif not movers:
            if game.outcome(state) is None:
                raise PositionError(_words().NOBODY_TO_MOVE())
        else:
            for player in movers:
                if setup.is_view and player != setup.viewer:
                    continue
                if not game.legal_moves(state, player):
                    raise PositionError(_words().NO_LEGAL_MOVE(seat=_words().written(seat_text(player))))
    except PositionError:
        raise
    except (LookupError, TypeError, ArithmeticError, AttributeError, ValueError) as error:
        raise PositionError(_words().DOES_NOT_HOLD(error=_words().written(error))) from error


def _check_conserved(setup: Setup, state: Any) -> None:
    game = setup.game
    expected = _set_up_inventory(game, setup.players, setup.options)
    found = game.inventory(state)
    wrong = [(found.get(name, 0), name, expected.get(name, 0))
             for name in sorted(set(expected) | set(found))
             if found.get(name, 0) != expected.get(name, 0)]
    if wrong:
        raise PositionError(_words().not_conserved(wrong))


_SET_UP_INVENTORIES: weakref.WeakKeyDictionary[Any, dict[tuple[int, tuple], Mapping[str, int]]] = (
    weakref.WeakKeyDictionary())


def _set_up_inventory(game: Game, players: int, options: Mapping[str, Any]) -> Mapping[str, int]:
    """The components a game of `game` holds at set-up (OptionError for options that do not fit
    the player count), built once per game, players and options: every position read (every view
    a client receives) is checked against it."""
    known = _SET_UP_INVENTORIES.setdefault(game, {})
    key = (players, tuple(sorted(options.items())))
    inventory = known.get(key)
    if inventory is None:
        inventory = known[key] = MappingProxyType(game.inventory(game.new_initial_state(players, options)))
    return inventory


# -- a game's notation ------------------------------------------------------------------------
def codec_for(game: Game) -> PositionCodec:
    """The notation declared for `game` (`rules/notation.py`); PositionError when it has none."""
    codec = declared_codec(game)
    if codec is None:
        raise PositionError(_words().NO_NOTATION(game=game.name))
    return codec


def has_notation(game: Game) -> bool:
    """Whether `game` can write and read positions."""
    try:
        codec_for(game)
    except PositionError:
        return False
    return True


def _key(key: str) -> str:
    return " ".join(key.split()).lower()

