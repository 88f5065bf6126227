"""Teach mode's open moves, grouped by what they do and said with why (issue 31); no Qt.

A game says how its open moves group through the `Teaching` module its manifest names
(`GameManifest.teaching`): each group says what its moves do and why they are open or worth
considering, in the game's own templates, and may concern a `Topic` that a lesson teaches (the
lessons' YAML declares `teaches`). A game that names no module is grouped by move kind
(`by_kind`). Where the game declares `previews` (`rules.api.Previews`), `with_best_effects`
adds each group's best change of score ("up to +4"), or where every move of it loses points,
what each costs ("each costs 2 to 4 points"). The catalogue `teach` holds the generic
words (Italian: `data/i18n/it/teach.yaml`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from chroma_desktop.rules.api import Move, PlayerId, Previews
from chroma_desktop.rules.messages import COUNT, MESSAGE, NOTHING, TEXT, Message, catalogue

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: Catalogue[ids.Teach] = catalogue("teach")

SUCH_AS = T.add("such_as", others=COUNT, example=MESSAGE)
GROUP = T.add("group", does=MESSAGE, why=MESSAGE)
GROUP_ALONE = T.add("group_alone", does=MESSAGE)
UP_TO = T.add("up_to", group=MESSAGE, change=TEXT)
COSTS = T.add("costs", group=MESSAGE, points=COUNT, moves=COUNT)
COSTS_BETWEEN = T.add("costs_between", group=MESSAGE, least=COUNT, most=COUNT)


class Topic(NamedTuple):
    """A rule a lesson may teach: `key` is what the lessons' `teaches` names; `name` says it
    ("figures" in "New to figures?")."""

    key: str
    name: Message


class MoveGroup(NamedTuple):
    """Open moves that do the same thing, with why: `does` ("Draw a card and place it"), `why`
    ("3 rows have room"; `NOTHING`: nothing to add), the topic they concern, if any, and the best
    change of score among them (None: the game declares no previews, or none could say; said
    only when it is not 0), with the worst (said where every move loses points)."""

    key: str
    does: Message
    why: Message
    moves: tuple[Move, ...]
    topic: Topic | None = None
    best_change: float | None = None
    brief: Message | None = None
    """Why, in a few words, for teach mode's one line a group ("Branch: 2 sections left");
    None: `why` is short already. The full `why` is said on demand."""
    worst_change: float | None = None

    def words(self) -> Message:
        """The group in one phrase: what it does, why in full, and its best effect."""
        return self._said(self.why)

    def line(self) -> Message:
        """The group on one line: what it does, why in a few words, and its best effect."""
        return self._said(self.why if self.brief is None else self.brief)

    def _said(self, why: Message) -> Message:
        said = GROUP(does=self.does, why=why) if why else GROUP_ALONE(does=self.does)
        if not self.best_change:  # None (no previews), or no move of it changes the score
            return said
        if self.best_change > 0:
            return UP_TO(group=said, change=signed(self.best_change))
        # Every move loses points: what each costs, in words ("up to -3" read as a gain).
        least, most = -self.best_change, -(self.worst_change or self.best_change)
        if least == most:
            return COSTS(group=said, points=least, moves=len(self.moves))
        return COSTS_BETWEEN(group=said, least=least, most=most)


class Teaching(Protocol):
    """What a game's `teaching` module offers teach mode."""

    @property
    def TOPICS(self) -> tuple[Topic, ...]:  # noqa: N802 (a module's constant)
        """Every topic the game names (each has a lesson: tests/lessons check it)."""

    @property
    def REFUSAL_TOPICS(self) -> Mapping[str, str]:  # noqa: N802 (a module's constant)
        """A refusal's template key -> the key of the topic its rule belongs to."""

    def move_groups(self, game: Any, state: Any, player: PlayerId,
                    moves: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
        """`moves` (legal for `player` in `state`, the player's view) in groups, the main one
        first; every move in exactly one group."""


def signed(change: float) -> str:
    """A change of score as a badge says it: "+4", "-2", "0", "+1.5"."""
    number = f"{change:+g}" if change else "0"
    return number.replace("-", "\u2212")


def by_kind(game: Any, state: Any, moves: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
    """The generic grouping: one group per move kind, in the order the kinds first come, said
    as a player would: its first move's description and how many others are like it ("You end
    your round", "You give red die 2 to Bot 2's reserve..., or 3 more like it")."""
    kinds: dict[str, list[Move]] = {}
    for move in moves:
        kinds.setdefault(move.kind, []).append(move)
    return tuple(MoveGroup(kind, SUCH_AS(others=len(same) - 1, example=game.describe(state, same[0]))
                           if len(same) > 1 else game.describe(state, same[0]), NOTHING, tuple(same))
                 for kind, same in kinds.items())


def grouped(game: Any, state: Any, player: PlayerId, moves: tuple[Move, ...],
            teaching: Teaching | None, previews: Previews[Any] | None) -> tuple[MoveGroup, ...]:
    """`moves` grouped by the game's `teaching` (None: by kind), each group with its best
    effect where the game gives `previews`."""
    groups = (by_kind(game, state, moves) if teaching is None
              else teaching.move_groups(game, state, player, moves))
    return groups if previews is None else with_best_effects(groups, state, previews)


def with_best_effects(groups: tuple[MoveGroup, ...], state: Any,
                      previews: Previews[Any]) -> tuple[MoveGroup, ...]:
    """Each group with the best and the worst change of score its moves make (left None where
    no move of it has an effect the rules can say before it is made)."""
    done: list[MoveGroup] = []
    for group in groups:
        changes = [effect.change for effect in (previews.effect(state, move) for move in group.moves)
                   if effect is not None]
        done.append(group._replace(best_change=max(changes), worst_change=min(changes))
                    if changes else group)
    return tuple(done)


def refusal_topic(teaching: Teaching | None, reason: Message) -> Topic | None:
    """The topic whose rule a refusal names, by the key of its template (None: none named)."""
    if teaching is None:
        return None
    keys = [teaching.REFUSAL_TOPICS[key] for key in _template_keys(reason)
            if key in teaching.REFUSAL_TOPICS]
    return next((topic for topic in teaching.TOPICS if keys and topic.key == keys[0]), None)


def _template_keys(message: Message) -> list[str]:
    """The keys of `message`'s template and of every message in its slots (a joined refusal
    names its rule inside), outermost first."""
    keys = [message.key]
    for _, value in message.slots:
        if isinstance(value, Message):
            keys += _template_keys(value)
    return keys


def main_topic(groups: tuple[MoveGroup, ...]) -> Topic | None:
    """The topic of the main group (the first), if it names one."""
    return groups[0].topic if groups else None
