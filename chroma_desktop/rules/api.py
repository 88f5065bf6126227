"""The rules API that every game implements, and the values it speaks in.

States are immutable values; `Game.apply` returns a new state and never mutates its input. A turn
with sub-choices is a sequence of atomic decisions. Randomness is explicit: where the rules need
chance, `to_move` answers `(CHANCE,)` and `chance_outcomes` lists the outcomes with their
probabilities; `Match` resolves them from the seed, so the rules never call `random`.
"""

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

if TYPE_CHECKING:
    from chroma_desktop.rules.messages import Message

from chroma_desktop.rules.messages import NOTHING, Message
from chroma_desktop.rules.refusal import Refusal
from chroma_desktop.rules.refusal import UnknownGameError as UnknownGameError  # said here for the rules API

PlayerId = int
CHANCE: PlayerId = -1
"""The pseudo-player who moves at chance nodes (shuffles, draws, rolls)."""


class InvalidMoveError(ValueError):
    """A move's text does not parse. The message is for a player to read."""


class IllegalMoveError(Refusal):
    """A move is well formed but not allowed now. `reason` names the rule it breaks (a game's
    template, or `rules/play_words.py`); it is also the error's one argument."""


class OptionError(Refusal):
    """A game option is unknown or has a value the game does not offer (or the player count does
    not fit). `reason` says which (`rules/setup_words.py`); `str()` is its English, said as the
    rest of a sentence."""

    said_mid_sentence = True


class Move:
    """One atomic decision, or one chance outcome.

    `kind` and `arg` identify the move; `source` and `target` name the components or zones it
    touches (`"deck"`, `"row:2"`, `"p0.collection"`), so the table can index moves by what a
    player picks up and where they drop it. They are derived from the move and do not take part in
    equality. Moves are immutable. (Written out rather than a dataclass: a frozen dataclass costs
    about a millisecond to define, and every class counts at start-up.)
    """

    __slots__ = ("kind", "arg", "source", "target")
    kind: str
    arg: Any
    source: str
    target: str

    def __init__(self, kind: str, arg: Any = None, source: str = "", target: str = "") -> None:
        set_field = object.__setattr__
        set_field(self, "kind", kind)
        set_field(self, "arg", arg)
        set_field(self, "source", source)
        set_field(self, "target", target)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Move:
            return NotImplemented
        return self.kind == other.kind and self.arg == other.arg

    def __hash__(self) -> int:
        return hash((self.kind, self.arg))

    def __repr__(self) -> str:
        return (f"Move(kind={self.kind!r}, arg={self.arg!r}, source={self.source!r}, "
                f"target={self.target!r})")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Move cannot be changed (tried to set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Move cannot be changed (tried to delete {name!r})")

    def __reduce__(self) -> "tuple[type[Move], tuple[str, Any, str, str]]":
        return Move, (self.kind, self.arg, self.source, self.target)


class ScoreLine(NamedTuple):
    """One line of a score breakdown: a label a player can read and its points.

    The lines that count add up to the score; a line that does not count (`counts` False) is
    shown for the reader, a tie-break's measure say, and is not added.
    """

    label: Message
    points: float
    counts: bool = True


class Outcome(NamedTuple):
    """The end of a game: scores per seat, the winners, and how a tie was broken.

    `tie_break` is empty when no tie had to be broken; otherwise it says in words what decided it
    (or that the win is shared).
    """

    scores: tuple[float, ...]
    winners: tuple[PlayerId, ...]
    tie_break: Message = NOTHING
    breakdown: tuple[tuple[ScoreLine, ...], ...] = ()


class OptionSpec(NamedTuple):
    """One option a game offers at set-up, with its allowed values and default."""

    name: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""
    players: tuple[int, int] = (1, 99)
    """The player counts the option matters for (the New game dialog hides it otherwise)."""
    choice_names: tuple[str, ...] = ()
    """Each choice's content name, in the order of `choices` (a sheet's "Dragon's Hoard"); empty:
    each choice is said from its id ("score_attack": "Score attack")."""


S = TypeVar("S")
S_in = TypeVar("S_in", contravariant=True)
"""A state type a protocol only takes in."""


class Game(Protocol[S]):
    """What every game implements. See DESIGN.md, "The rules API".

    Optional: positions as text (`position_to_text` / `position_from_text` in
    `rules/position.py`), which a game offers with a `position.py` module beside its class.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    option_specs: tuple[OptionSpec, ...]
    content: Any
    """What the game was built with (cards, sheets, tiles...); rules never read files."""

    def new_initial_state(self, players: int, options: Mapping[str, object]) -> S:
        """The state before anything happened; set-up chance and choices are decisions too."""

    def to_move(self, state: S) -> tuple[PlayerId, ...]:
        """Who acts now: () when over, (CHANCE,) at a chance node, several ids when simultaneous."""

    def legal_moves(self, state: S, player: PlayerId) -> tuple[Move, ...]:
        """The moves `player` may make now, in a deterministic order."""

    def chance_outcomes(self, state: S) -> tuple[tuple[Move, float], ...]:
        """At a chance node, each outcome with its probability (they sum to 1)."""

    def apply(self, state: S, move: Move) -> S:
        """The state after `move`; raises IllegalMoveError with the reason when not allowed."""

    def why_not(self, state: S, player: PlayerId, source: str, target: str) -> Message:
        """Why moving `source` to `target` is not allowed for `player`, in plain words."""

    def view(self, state: S, player: PlayerId | None) -> S:
        """The state as `player` sees it (None: a spectator), other players' secrets removed."""

    def determinize(self, view: S, player: PlayerId | None, rng: Any) -> S:
        """A full state consistent with `view`, the hidden parts sampled with `rng`."""

    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    def move_to_str(self, state: S, move: Move) -> str:
        """Compact, unique text for `move` in `state`; `parse_move` reads it back."""

    def parse_move(self, state: S, text: str) -> Move:
        """The move `text` names in `state`; raises InvalidMoveError when it does not parse."""

    def describe(self, state: S, move: Move) -> Message:
        """A sentence for the game log, as seen before the move is applied."""

    def prompt(self, state: S, player: PlayerId) -> Message:
        """What `player` is deciding now, in words."""

    def inventory(self, state: S) -> Mapping[str, int]:
        """How many of each component the state holds, wherever it is; constant over a game."""


class RunningScore(Protocol[S_in]):
    """What a game whose manifest declares `running_score` offers besides `Game`: the score a
    seat would have if the game ended now (a resigned online game's Results say these)."""

    def live_score(self, state: S_in, player: PlayerId) -> float:
        """`player`'s score in `state` as it stands."""


class Effect(NamedTuple):
    """What one legal move does, said before it is made (issue 31: a newcomer sees what a move
    is worth, not only that it is legal). Computed by the rules from what the mover can see."""

    seat: PlayerId
    """The mover."""
    points_now: float
    """The mover's score as the game stands (the game's own running count)."""
    points_after: float
    """The mover's score right after the move (the same count): `points_after - points_now` is
    the badge drawn on the target."""
    words: Message
    """What the move does to the score and to the race, in a sentence or two: which cards or
    sections count and how, which victory conditions or objectives it advances, where the mover
    then stands against the others."""
    label: Message | None = None
    """What the badge at the target says where the move changes no score now and the rules can
    say more than "±0" in a few words (Coloretto's placing: "Row: +3 to you", the row's worth
    to the mover then); None: the badge says the change."""

    @property
    def change(self) -> float:
        return self.points_after - self.points_now


def signed_change(change: float) -> str:
    """A change of score as the table says it: "+4", "-2", "±0" (an odd half: "+1.5")."""
    whole = int(change) if float(change).is_integer() else round(change, 1)
    if whole == 0:
        return "±0"
    return f"+{whole}" if whole > 0 else f"-{-whole}"


class Previews(Protocol[S_in]):
    """What a game whose manifest declares `previews` offers besides `Game`: the effect of a
    legal move before it is made (shown when the player rests on or focuses its target)."""

    def effect(self, state: S_in, move: Move) -> Effect | None:
        """What `move` (legal in `state`, which is the mover's view) does; None where the rules
        cannot say before chance decides (a blind draw) or the move changes no score or race."""


GameResolver = Callable[[str], "Game[Any]"]
"""The game known by an id, built with its content (UnknownGameError otherwise): what reads a
record or a position naming its game takes, so the rules never look games up themselves (the
app passes `chroma_desktop.registry.find_game`)."""


def resolve_options(specs: tuple[OptionSpec, ...], options: Mapping[str, object]) -> dict[str, str]:
    """Options with defaults filled in; raises OptionError naming a bad option or value."""
    by_name = {spec.name: spec for spec in specs}
    for name in options:
        if name not in by_name:
            from chroma_desktop.rules.setup_words import unknown_option

            raise OptionError(unknown_option(name, by_name))
    resolved: dict[str, str] = {}
    for spec in specs:
        value = str(options.get(spec.name, spec.default))
        if value not in spec.choices:
            from chroma_desktop.rules.setup_words import bad_value

            raise OptionError(bad_value(spec.name, value, spec.choices))
        resolved[spec.name] = value
    return resolved
