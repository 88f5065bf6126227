"""Learning the rules on the table: the Learn page (each game's lessons, ticked when passed), the
lesson box beside the table (the rule, the goal, then the explanation; Try again, Next lesson),
and `LessonTable`, which plays a lesson (`chroma_desktop.lessons`) on the main window's table
(seen as a `LessonHost`: this module never imports the window).

A lesson is played on the real table: a match at the lesson's position, the learner in the
lesson's seat, teach mode lighting the moves the lesson offers, and the lesson as the
controller's guide (`MatchController.guide`), which refuses other moves in the lesson's words
and keeps the bots still. A lesson never writes the autosave: Resume goes on with the last game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop import language
from chroma_desktop.content.errors import ContentError
from chroma_desktop.lessons import Lesson, LessonRun, lesson_game_ids, shipped_lessons
from chroma_desktop.ui import theme
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.pages import START_STYLE
from chroma_desktop.ui.plain_text import plain_label, set_tool_tip, set_window_title
from chroma_desktop.ui.scene.word_room import wrapped
from chroma_desktop.ui.seat import Seat
from chroma_desktop.ui.settings import lessons_done, mark_lesson_done

if TYPE_CHECKING:
    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.match_controller import MatchController
    from chroma_desktop.ui.pages import SidePanel

translate = QCoreApplication.translate
DONE_MARK = "✓"
GOOD_INK = "#1e7a46"


def lesson_label(lesson: Lesson, done: bool) -> str:
    """A lesson's line on the Learn page: its tick when passed, its title."""
    return f"{DONE_MARK if done else '   '} {lesson.shown('title')}"


class LessonButton(QPushButton):
    """A lesson's button on the Learn page: its label on as many lines as the column's width
    needs (a longer language's titles, an 800x500 window: cut short, they hid what the lesson
    teaches), and its tooltip holds the whole title."""

    SIDES = 2 * 14 + 8  # the style's padding either side, and the accent border

    def __init__(self, label: str) -> None:
        super().__init__(label)
        self._label = self._title = label
        set_tool_tip(self, label)

    def set_label(self, label: str, title: str) -> None:
        """`label` is `title` after the tick (or the tick's room)."""
        self._label, self._title = label, title
        set_tool_tip(self, title)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = max(1, self.width() - self.SIDES)
        title = self._title if self._label.endswith(self._title) else self._label
        mark = self._label[:len(self._label) - len(title)]  # the tick starts the first line
        metrics = QFontMetricsF(self.font())
        mark_width = metrics.horizontalAdvance(mark)
        lines = wrapped(title, max(1.0, room - mark_width), metrics)
        # The lines after the first stand under the title's first word, not under the tick.
        hanging = " " * round(mark_width / max(1.0, metrics.horizontalAdvance(" ")))
        shown = "\n".join([mark + lines[0], *(hanging + line for line in lines[1:])])
        if shown != self.text():
            self.setText(shown)


LESSON_COLUMNS = 2  # games side by side on the Learn page


class LessonsPage(QWidget):
    """Every game's lessons, each a button ticked once passed."""

    lesson_chosen = Signal(str, str)  # game id, lesson id
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LessonsPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(START_STYLE.replace("StartPage", "QWidget#LessonsPage") +
                           "QPushButton[lesson=\"true\"] { text-align: left; padding: 8px 14px; }")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(60, 30, 60, 30)
        top = nested(outer, QHBoxLayout())
        title = plain_label(translate("LessonsPage", "Learn the rules"))
        title.setFont(theme.font(2.2, bold=True))
        self.back_button = QPushButton(translate("LessonsPage", "← &Start page"))
        self.back_button.clicked.connect(self.back_requested)
        self.back_button.setMinimumWidth(round(self.back_button.fontMetrics().horizontalAdvance(
            self.back_button.text().replace("&", "")) + 3 * theme.line_height()))
        top.addWidget(title, 1)
        top.addWidget(self.back_button)
        note = plain_label(translate("LessonsPage", "Each lesson sets up a table and teaches one rule: "
                                               "play the move it asks for, and it tells you why. "
                                               "Passed lessons are ticked."))
        note.setWordWrap(True)
        note.setFont(theme.font(1.1))
        outer.addWidget(note)
        self.message = plain_label("")
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        outer.addWidget(self.message)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no unnamed Tab stop: Tab goes through its lessons
        scroll.setStyleSheet("QScrollArea { background: transparent; border: none; }")
        body = QWidget()
        body.setObjectName("LessonsBody")
        body.setStyleSheet("QWidget#LessonsBody { background: transparent; }")
        self.grid = QGridLayout(body)
        self.grid.setSpacing(8)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        self.lesson_buttons: dict[tuple[str, str], LessonButton] = {}
        self.lessons: dict[str, tuple[Lesson, ...]] = {}
        self._build()

    def _build(self) -> None:
        from chroma_desktop.registry import manifest_for

        problems = []
        placed = 0
        top = 0  # the grid row where the current pair of games starts
        longest = 0  # the most lessons in that pair
        for game_id in lesson_game_ids():
            try:
                lessons = shipped_lessons(game_id)
            except ContentError as error:
                problems.append(translate("LessonsPage", "{game}'s lessons cannot be read: {reason}")
                                .format(game=manifest_for(game_id).name,
                                        reason=error.said_in(language.message_translator())))
                continue
            self.lessons[game_id] = lessons
            manifest = manifest_for(game_id)
            # Two games side by side: their titles read whole on a laptop's screen.
            column = placed % LESSON_COLUMNS
            if column == 0 and placed:
                top += longest + 2
                self.grid.setRowMinimumHeight(top - 1, int(theme.line_height()))  # between the pairs
                longest = 0
            longest = max(longest, len(lessons))
            placed += 1
            heading = plain_label(manifest.name)
            heading.setFont(theme.font(1.3, bold=True))
            self.grid.addWidget(heading, top, column)
            for row, lesson in enumerate(lessons, start=top + 1):
                button = LessonButton(lesson.shown("title"))
                button.setProperty("lesson", True)
                button.setStyleSheet(f"border-left: 8px solid {manifest.accent};")
                button.setFont(theme.font(1.05))
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                button.setAccessibleName(translate("LessonsPage", "{game} lesson: {title}").format(
                    game=manifest.name, title=lesson.shown("title")))
                button.clicked.connect(lambda _c=False, g=game_id, i=lesson.id:
                                       self.lesson_chosen.emit(g, i))
                self.grid.addWidget(button, row, column)
                self.lesson_buttons[(game_id, lesson.id)] = button
        self.grid.setRowStretch(self.grid.rowCount(), 1)
        self.message.setText("\n".join(problems))
        self.refresh()

    def refresh(self) -> None:
        """Tick the lessons passed (as remembered in the settings)."""
        for game_id, lessons in self.lessons.items():
            done = lessons_done(game_id)
            for lesson in lessons:
                self.lesson_buttons[(game_id, lesson.id)].set_label(
                    lesson_label(lesson, lesson.id in done), lesson.shown("title"))


class LessonBox(QWidget):
    """Beside the table during a lesson: the goal, then the explanation, and the rule it cites
    (the goal first: on a short panel what to do shows before where the rule stands)."""

    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(translate("LessonBox", "Lesson"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        self.title = plain_label("")
        self.title.setFont(theme.font(1.2, bold=True))
        self.title.setWordWrap(True)
        self.rule = plain_label("")
        self.rule.setWordWrap(True)
        self.rule.setFont(theme.font(0.95))
        self.rule.setStyleSheet("color: #555555;")
        self.goal = plain_label("")
        self.goal.setWordWrap(True)
        self.goal.setFont(theme.font(1.05))
        self.goal.setAccessibleName(translate("LessonBox", "Lesson goal"))
        self.result = plain_label("")
        self.result.setWordWrap(True)
        self.result.setFont(theme.font(1.05, bold=True))
        self.result.setStyleSheet(f"color: {GOOD_INK};")
        self.result.setAccessibleName(translate("LessonBox", "Why it was right"))
        # The texts scroll where the panel is short: none is ever cut off.
        texts = QWidget()
        texts.setObjectName("LessonTexts")
        texts.setStyleSheet("QWidget#LessonTexts { background: transparent; }")
        column = QVBoxLayout(texts)
        column.setContentsMargins(0, 0, 4, 0)
        for label in (self.title, self.goal, self.result, self.rule):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(label)
        column.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setStyleSheet("QScrollArea { background: transparent; border: none; }")
        self.scroll_area.setWidget(texts)
        layout.addWidget(self.scroll_area, 1)
        self.buttons = nested(layout, QGridLayout())
        self.again_button = QPushButton(translate("LessonBox", "Try &again"))
        self.next_button = QPushButton(translate("LessonBox", "&Next lesson"))
        self.list_button = QPushButton(translate("LessonBox", "All &lessons"))
        for button in (self.again_button, self.next_button, self.list_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setMinimumWidth(round(button.fontMetrics().horizontalAdvance(
                button.text().replace("&", "")) + theme.line_height()))
        self._columns = 0
        self._place_buttons(3)

    def _place_buttons(self, columns: int) -> None:
        """The three buttons `columns` to a row: fewer where the panel is too narrow for their
        words (on a small screen, one under another)."""
        if columns == self._columns:
            return
        self._columns = columns
        for index, button in enumerate((self.again_button, self.next_button, self.list_button)):
            self.buttons.removeWidget(button)
            self.buttons.addWidget(button, index // columns, index % columns)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        widths = [button.minimumWidth() for button in
                  (self.again_button, self.next_button, self.list_button)]
        spacing = self.buttons.spacing()
        # As many to a row as fit: the widest buttons decide (a row of two may hold any two).
        widest = sorted(widths, reverse=True)
        columns = next((n for n in (3, 2) if sum(widest[:n]) + (n - 1) * spacing <= self.width()), 1)
        self._place_buttons(columns)

    def show_lesson(self, lesson: Lesson, number: int, total: int) -> None:
        self.title.setText(translate("LessonBox", "Lesson {number} of {total}: {title}").format(
            number=number, total=total, title=lesson.shown("title")))
        note = lesson.shown_quote_note()  # a rule quoted in English for an Italian reader says so
        said = (translate("LessonBox", "The rule ({source}; {note}): “{rule}”") if note
                else translate("LessonBox", "The rule ({source}): “{rule}”"))
        self.rule.setText(said.format(source=lesson.shown("source"), note=note,
                                      rule=lesson.shown("rule")))
        self.goal.setText(lesson.shown("goal"))
        self.result.setText("")

    def show_result(self, explanation: str, has_next: bool) -> None:
        self.result.setText(f"{DONE_MARK} {explanation}" if explanation else "")
        self.next_button.setEnabled(has_next)
        if explanation:
            self._show_result_line()

    def show_answering(self) -> None:
        """The learner's move was right, and the other seats answer it before the explanation."""
        self.result.setText(translate("LessonBox", "Right. Now the others answer your move…"))
        self._show_result_line()

    def _show_result_line(self) -> None:
        """Scroll the texts down to the result, once laid out."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: self.scroll_area.ensureWidgetVisible(self.result, 0, 0))


class LessonHost(Protocol):
    """The window a lesson is played on: its table, and the side panel beside it."""

    controller: MatchController | None  # the table on the window

    @property
    def side(self) -> SidePanel:
        """The panel beside the table (built when first asked for)."""

    def show_match(self, match: Match, seats: list[Seat], teach: bool) -> MatchController:
        """Put `match` on the table with these seats, and start it."""

    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802 (Qt's name)


class LessonTable(QObject):
    """Plays lessons on the main window's table, one at a time."""

    passed = Signal(str)  # the explanation, once the learner has played the accepted move
    lessons_requested = Signal()  # the box's button back to the list of lessons

    def __init__(self, window: LessonHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.run: LessonRun | None = None
        self.box = LessonBox()
        self.box.again_button.clicked.connect(self.try_again)
        self.box.next_button.clicked.connect(self.next_lesson)
        self.box.list_button.clicked.connect(lambda: self.lessons_requested.emit())
        self._shown_done = False

    @property
    def lesson(self) -> Lesson | None:
        return self.run.lesson if self.run is not None else None

    def _siblings(self) -> tuple[Lesson, ...]:
        lesson = self.lesson
        return shipped_lessons(lesson.game_id) if lesson is not None else ()

    def start(self, lesson: Lesson) -> LessonRun:
        """Put `lesson` on the table: its position, the learner at its seat, bots still."""
        import random

        run = LessonRun(lesson, seed=random.randrange(1 << 31))
        players = run.match.players
        seats = [Seat("You") if seat == lesson.seat else Seat(f"Bot {seat + 1}", "heuristic")
                 for seat in range(players)]
        window = self.window
        controller = window.show_match(run.match, seats, teach=True)
        self.run = run
        controller.autosave_enabled = False
        controller.guide = run
        controller.note.emit("")  # the box says what to do, not teach mode's list of moves
        controller.changed.connect(self._changed)
        siblings = self._siblings()
        ids = [other.id for other in siblings]
        number, total = (ids.index(lesson.id) + 1, len(ids)) if lesson.id in ids else (1, 1)
        self.box.show_lesson(lesson, number, total)
        side = window.side
        if self.box.parent() is not side:
            side.column.insertWidget(1, self.box, 4)  # the log (stretch 1) gives way
        self.box.show()
        self._shown_done = False
        set_window_title(window, "Chroma Desktop — " + translate("LessonBox", "{game} lesson").format(
            game=run.game.name))
        controller.refresh(animate=False)
        return run

    def _changed(self) -> None:
        run = self.run
        if run is None or self.window.controller is None or self.window.controller.guide is not run:
            return
        if run.moved and not run.done:  # the others answer first (`then: opponents`)
            self.box.show_answering()
        elif run.done and not self._shown_done:
            self._shown_done = True
            mark_lesson_done(run.lesson.game_id, run.lesson.id)
            self.box.show_result(run.explanation, self._next() is not None)
            self.passed.emit(run.explanation)
        elif not run.moved and (self._shown_done or self.box.result.text()):
            self._shown_done = False  # undone: the lesson is open again
            self.box.show_result("", self._next() is not None)

    def _next(self) -> Lesson | None:
        siblings = self._siblings()
        ids = [other.id for other in siblings]
        lesson = self.lesson
        if lesson is None or lesson.id not in ids:
            return None
        index = ids.index(lesson.id) + 1
        return siblings[index] if index < len(siblings) else None

    def try_again(self) -> None:
        if self.lesson is not None:
            self.start(self.lesson)

    def next_lesson(self) -> None:
        following = self._next()
        if following is not None:
            self.start(following)

    def leave(self) -> None:
        """Another game comes to the table: the lesson box goes."""
        self.run = None
        self.box.hide()
