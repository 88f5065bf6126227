"""Teach mode's words beside the table: the open moves grouped by what they do, with why, and
the lesson for the rule at hand.

The groups are the rules' (`rules/move_groups.py`: the game's `teaching` module, else by move
kind, with each group's best effect where the game declares `previews`, asked on the mover's
view); this module only says them. The controller (`ui/match_controller.py`) asks
`TeachWords.open_moves` what to say after each change while no refusal stands (a refusal stays
until the player acts again, in every mode), and `TeachWords.refused` after a refusal: where
the refusal's rule or the main group's topic is one a lesson teaches (the lessons' `teaches`),
`pointed` carries a `LessonPointer` that the side panel shows as a button opening that lesson.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from chroma_desktop.language import message_translator
from chroma_desktop.rules.api import Game, Move
from chroma_desktop.rules.messages import Message, render
from chroma_desktop.rules.move_groups import MoveGroup, Topic, grouped, main_topic, refusal_topic
from chroma_desktop.rules.played import PlayedMatch
from chroma_desktop.ui.move_worth import previews_of

translate = QCoreApplication.translate


class LessonPointer(NamedTuple):
    """A lesson teach mode points to: which, and the button's words ("New to figures? Lesson:
    Be first to finish a figure")."""

    game_id: str
    lesson_id: str
    text: str


def lesson_pointer(game_id: str, topic: Topic | None) -> LessonPointer | None:
    """The pointer to the lesson that teaches `topic` (None: no topic, or no lesson for it)."""
    from chroma_desktop.lessons import lesson_for_topic

    lesson = None if topic is None else lesson_for_topic(game_id, topic.key)
    if lesson is None or topic is None:
        return None
    name = render(topic.name, None, message_translator(), sentence_start=False)
    return LessonPointer(game_id, lesson.id, translate("TeachWords", "New to {topic}? Lesson: {title}")
                         .format(topic=name, title=lesson.shown("title")))


SHORT_GROUPS = 3
"""Groups teach mode lists in its short words: with the prompt and the lesson's button, the game
log keeps at least eight lines at 1024x640 (tests/ui/test_teach_words_fit.py)."""


def open_moves_text(groups: tuple[MoveGroup, ...], say: Any, most: int = SHORT_GROUPS,
                    full: bool = False) -> str:
    """Teach mode's explanation of the open moves, `say` rendering a message: in short, the
    first `most` groups one line each (what it does, why in a few words, its best effect); in
    `full`, every group with its whole why."""
    shown = groups if full else groups[:most]
    lines = [f"\u2022 {say(group.words() if full else group.line())}" for group in shown]
    if len(groups) > len(shown):
        lines.append(translate("TeachWords", "\u2022 and {n} more kinds of move").format(
            n=len(groups) - len(shown)))
    moves = sum(len(group.moves) for group in groups)
    if full:
        head = translate("TeachWords", "Teach mode: the lit places show every legal move.")
    elif moves == 1:
        head = translate("TeachWords", "Teach mode: one move is open:")
    else:
        head = translate("TeachWords", "Teach mode: {n} moves are open:").format(n=moves)
    return "\n".join([head, *lines])


class TeachTable(Protocol):
    """The table teach mode speaks beside (the controller)."""

    @property
    def game(self) -> Game[Any]: ...

    @property
    def match(self) -> PlayedMatch: ...

    @property
    def teach(self) -> bool: ...

    def words(self, message: Message | str) -> str: ...


class TeachWords(QObject):
    """What teach mode says beside `table` and the lesson it points to (`pointed`: a
    `LessonPointer`, or None when none is at hand)."""

    pointed = Signal(object)
    detailed = Signal(str, str)  # (the short words said, every group in full or "" when the
    # short words say it all); ("", "") when teach mode says nothing

    def __init__(self, table: TeachTable, parent: QObject) -> None:
        super().__init__(parent)
        self.table = table
        self.groups: tuple[MoveGroup, ...] = ()
        """The groups said last (tests read what the player reads beside them)."""

    def _grouped(self, player: int, legal: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
        from chroma_desktop import registry

        game = self.table.game
        # The mover's view: the groups and their effects say only what the mover may know.
        return grouped(game, self.table.match.view(player), player, legal,
                       registry.teaching(game.id), previews_of(game))

    def open_moves(self, player: int | None, legal: tuple[Move, ...]) -> str:
        """What to say of `player`'s open moves, grouped with why (teach mode on, a human to
        move), pointing to the lesson of the main group's topic; else "" and point nowhere. The
        words are short (`open_moves_text`); `detailed` carries them with the full ones, which
        the side panel's "More" shows on demand."""
        if not self.table.teach or player is None or not legal:
            self.groups = ()
            self.pointed.emit(None)
            self.detailed.emit("", "")
            return ""
        self.groups = self._grouped(player, legal)
        self.pointed.emit(lesson_pointer(self.table.game.id, main_topic(self.groups)))
        said = open_moves_text(self.groups, self.table.words)
        more = (len(self.groups) > SHORT_GROUPS
                or any(group.brief is not None for group in self.groups))
        self.detailed.emit(said, open_moves_text(self.groups, self.table.words, full=True)
                           if more else "")
        return said

    def refused(self, reason: Message) -> None:
        """After a refusal in teach mode: point to the lesson for the rule it names, if any."""
        if not self.table.teach:
            return
        from chroma_desktop import registry

        game_id = self.table.game.id
        self.pointed.emit(lesson_pointer(game_id, refusal_topic(registry.teaching(game_id), reason)))
