"""Learning the rules on the table: the Learn page (each game's lessons, ticked when passed), the
lesson box beside the table (the rule, the goal, then the explanation; Try again, Next lesson),
and `LessonTable`, which plays a lesson (`chroma_desktop.lessons`) on the main window.

A lesson is played on the real table: a match at the lesson's position, the learner in the
lesson's seat, teach mode lighting the moves the lesson offers, and the lesson as the
controller's guide (`MatchController.guide`), which refuses other moves in the lesson's words
and keeps the bots still. A lesson never writes the autosave: Resume goes on with the last game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop.content.errors import ContentError
from chroma_desktop.lessons import Lesson, LessonRun, lesson_game_ids, shipped_lessons
from chroma_desktop.ui import theme
from chroma_desktop.ui.pages import START_STYLE
from chroma_desktop.ui.seat import Seat
from chroma_desktop.ui.settings import lessons_done, mark_lesson_done

if TYPE_CHECKING:
    from chroma_desktop.ui.main_window import MainWindow

DONE_MARK = "✓"
GOOD_INK = "#1e7a46"


def lesson_label(lesson: Lesson, done: bool) -> str:
    """A lesson's line on the Learn page: its tick when passed, its title."""
    return f"{DONE_MARK if done else '   '} {lesson.title}"


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
        top = QHBoxLayout()
        title = QLabel("Learn the rules")
        title.setFont(theme.font(2.2, bold=True))
        self.back_button = QPushButton("← &Start page")
        self.back_button.clicked.connect(self.back_requested)
        self.back_button.setMinimumWidth(round(self.back_button.fontMetrics().horizontalAdvance(
            "← Start page") + 3 * theme.line_height()))
        top.addWidget(title, 1)
        top.addWidget(self.back_button)
        outer.addLayout(top)
        note = QLabel("Each lesson sets up a table and teaches one rule: play the move it asks "
                      "for, and it tells you why. Passed lessons are ticked.")
        note.setWordWrap(True)
        note.setFont(theme.font(1.1))
        outer.addWidget(note)
        self.message = QLabel("")
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        outer.addWidget(self.message)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setStyleSheet("QScrollArea { background: transparent; border: none; }")
        body = QWidget()
        body.setObjectName("LessonsBody")
        body.setStyleSheet("QWidget#LessonsBody { background: transparent; }")
        self.grid = QGridLayout(body)
        self.grid.setSpacing(8)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        self.lesson_buttons: dict[tuple[str, str], QPushButton] = {}
        self.lessons: dict[str, tuple[Lesson, ...]] = {}
        self._build()

    def _build(self) -> None:
        from chroma_desktop.games import manifest_for

        problems = []
        column = 0
        for game_id in lesson_game_ids():
            try:
                lessons = shipped_lessons(game_id)
            except ContentError as error:
                problems.append(f"{manifest_for(game_id).name}'s lessons cannot be read: {error}")
                continue
            self.lessons[game_id] = lessons
            manifest = manifest_for(game_id)
            heading = QLabel(manifest.name)
            heading.setFont(theme.font(1.3, bold=True))
            self.grid.addWidget(heading, 0, column)
            for row, lesson in enumerate(lessons, start=1):
                button = QPushButton(lesson.title)
                button.setProperty("lesson", True)
                button.setStyleSheet(f"border-left: 8px solid {manifest.accent};")
                button.setFont(theme.font(1.05))
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                button.setAccessibleName(f"{manifest.name} lesson: {lesson.title}")
                button.clicked.connect(lambda _c=False, g=game_id, i=lesson.id:
                                       self.lesson_chosen.emit(g, i))
                self.grid.addWidget(button, row, column)
                self.lesson_buttons[(game_id, lesson.id)] = button
            column += 1
        self.grid.setRowStretch(self.grid.rowCount(), 1)
        self.message.setText("\n".join(problems))
        self.refresh()

    def refresh(self) -> None:
        """Tick the lessons passed (as remembered in the settings)."""
        for game_id, lessons in self.lessons.items():
            done = lessons_done(game_id)
            for lesson in lessons:
                self.lesson_buttons[(game_id, lesson.id)].setText(
                    lesson_label(lesson, lesson.id in done))


class LessonBox(QWidget):
    """Beside the table during a lesson: the rule and the goal, then the explanation."""

    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName("Lesson")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        self.title = QLabel("")
        self.title.setFont(theme.font(1.2, bold=True))
        self.title.setWordWrap(True)
        self.rule = QLabel("")
        self.rule.setWordWrap(True)
        self.rule.setFont(theme.font(0.95))
        self.rule.setStyleSheet("color: #555555;")
        self.goal = QLabel("")
        self.goal.setWordWrap(True)
        self.goal.setFont(theme.font(1.05))
        self.goal.setAccessibleName("Lesson goal")
        self.result = QLabel("")
        self.result.setWordWrap(True)
        self.result.setFont(theme.font(1.05, bold=True))
        self.result.setStyleSheet(f"color: {GOOD_INK};")
        self.result.setAccessibleName("Why it was right")
        for label in (self.title, self.rule, self.goal, self.result):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        buttons = QHBoxLayout()
        self.again_button = QPushButton("Try &again")
        self.next_button = QPushButton("&Next lesson")
        self.list_button = QPushButton("All &lessons")
        for button in (self.again_button, self.next_button, self.list_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(button)
        layout.addLayout(buttons)

    def show_lesson(self, lesson: Lesson, number: int, total: int) -> None:
        self.title.setText(f"Lesson {number} of {total}: {lesson.title}")
        self.rule.setText(f"The rule ({lesson.source}): “{lesson.rule}”")
        self.goal.setText(lesson.goal)
        self.result.setText("")

    def show_result(self, explanation: str, has_next: bool) -> None:
        self.result.setText(f"{DONE_MARK} {explanation}" if explanation else "")
        self.next_button.setEnabled(has_next)


class LessonTable(QObject):
    """Plays lessons on the main window's table, one at a time."""

    passed = Signal(str)  # the explanation, once the learner has played the accepted move

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.run: LessonRun | None = None
        self.box = LessonBox()
        self.box.again_button.clicked.connect(self.try_again)
        self.box.next_button.clicked.connect(self.next_lesson)
        self.box.list_button.clicked.connect(window.show_lessons)
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
        controller.changed.connect(self._changed)
        siblings = self._siblings()
        ids = [other.id for other in siblings]
        number, total = (ids.index(lesson.id) + 1, len(ids)) if lesson.id in ids else (1, 1)
        self.box.show_lesson(lesson, number, total)
        side = window.side
        if self.box.parent() is not side:
            side.layout().insertWidget(1, self.box)
        self.box.show()
        self._shown_done = False
        window.setWindowTitle(f"Chroma Desktop — {run.game.name} lesson")
        controller.refresh(animate=False)
        return run

    def _changed(self) -> None:
        run = self.run
        if run is None or self.window.controller is None or self.window.controller.guide is not run:
            return
        if run.done and not self._shown_done:
            self._shown_done = True
            mark_lesson_done(run.lesson.game_id, run.lesson.id)
            self.box.show_result(run.explanation, self._next() is not None)
            self.passed.emit(run.explanation)
        elif not run.done and self._shown_done:  # undone: the lesson is open again
            self._shown_done = False
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
