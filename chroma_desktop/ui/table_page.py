"""The table page: the table's view and, beside it, the side panel, built after the first frame.

Until the panel is built (`side`, as soon as anything asks for it) a slot of its width holds its
place, and the prompt and message said meanwhile are kept and shown when it comes; the log is
the controller's, read whole then (`MatchController.history_html`). The panel is as wide as the
window allows (`theme.side_panel_width`), or where the player dragged it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QSplitter, QWidget

from chroma_desktop.ui import theme
from chroma_desktop.ui.table_view import TableView

if TYPE_CHECKING:
    from chroma_desktop.ui.pages import SidePanel
    from chroma_desktop.ui.teach_words import LessonPointer


class TablePage(QSplitter):
    """The table's view and the side panel beside it."""

    side_panel_built = Signal(object)  # the SidePanel, new (first built, or in other words)
    lesson_requested = Signal(str, str)  # game id, lesson id: teach mode's lesson button clicked

    def __init__(self, window_width: Callable[[], int]) -> None:
        super().__init__()
        self._window_width = window_width  # the panel's width follows the window's
        self.view = TableView()
        self._side: SidePanel | None = None
        self._side_slot = QWidget()  # holds the side panel's place until it is built
        self._side_slot.setMinimumWidth(theme.side_panel_range()[0])
        self.addWidget(self.view)
        self.addWidget(self._side_slot)
        # The table takes what the window gains; the panel's width is set by `fit_side_panel`.
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.splitterMoved.connect(self._side_panel_moved)
        self._panel_wish: int | None = None  # the panel's width where the player dragged it
        # What the side panel shows, kept until it exists.
        self.prompt = ""
        self.message = ""
        self.message_error = False
        self.pointer: LessonPointer | None = None  # teach mode's lesson at hand
        self.teach_words = ("", "")  # teach mode's short and full words
        # For a panel being built: the whole log, and whether teach mode is on.
        self.log_source: Callable[[], list[str]] = list
        self.teach_source: Callable[[], bool] = bool

    @property
    def side_built(self) -> SidePanel | None:
        return self._side

    @property
    def side(self) -> SidePanel:
        """The panel beside the table, built when first needed."""
        if self._side is None:
            from chroma_desktop.ui.pages import SidePanel

            side = SidePanel()
            sizes = self.sizes()
            replaced = self.replaceWidget(1, side)
            self.setStretchFactor(1, 0)
            if sum(sizes) > 0:  # the table keeps its place
                self.setSizes(sizes)
            if replaced is not None:
                replaced.deleteLater()  # the slot kept for it, or a panel in other words
            self._side = side
            side.prompt.setText(self.prompt)
            side.show_teach_words(*self.teach_words)
            side.set_message(self.message, self.message_error)
            side.show_lesson_pointer(self.pointer.text if self.pointer is not None else "")
            side.lesson_button.clicked.connect(self._lesson_clicked)
            side.set_log(self.log_source())
            side.teach_box.setChecked(self.teach_source())
            layout = side.layout()
            if layout is not None:
                layout.activate()  # lay the texts out now, not a frame later
            self.side_panel_built.emit(side)
        return self._side

    def rebuild_side(self) -> None:
        """A new panel in the old one's place (in the words of the language now shown)."""
        old_side = self._side  # kept alive until its place is taken (PySide owns it)
        if old_side is not None:
            self._side = None
            self.side  # noqa: B018 (builds the panel)
        del old_side

    def set_prompt(self, text: str) -> None:
        self.prompt = text
        if self._side is not None:
            self._side.prompt.setText(text)

    def set_message(self, text: str, error: bool = False) -> None:
        """Beside the table: in red only for a refusal or a problem (`error`)."""
        self.message, self.message_error = text, error
        if self._side is not None:
            self._side.set_message(text, error)

    def point_to_lesson(self, pointer: LessonPointer | None) -> None:
        """Teach mode's lesson for the rule at hand beside the table (None: none)."""
        self.pointer = pointer
        if self._side is not None:
            self._side.show_lesson_pointer(pointer.text if pointer is not None else "")

    def show_teach_words(self, short: str, full: str) -> None:
        """Teach mode's short words and, on demand ("More"), its full ones."""
        self.teach_words = (short, full)
        if self._side is not None:
            self._side.show_teach_words(short, full)

    def _lesson_clicked(self) -> None:
        if self.pointer is not None:
            self.lesson_requested.emit(self.pointer.game_id, self.pointer.lesson_id)

    # The log lines the controller sends reach the panel once it is built; until then nothing
    # is kept here: the panel reads the whole log (`log_source`) when it is built.
    def replace_log(self, lines: list[str]) -> None:
        if self._side is not None:
            self._side.set_log(lines)

    def append_log(self, line: str) -> None:
        if self._side is not None:
            self._side.append_log(line)

    # -- the side panel gives way on a small window ------------------------------------------
    def fit_side_panel(self) -> None:
        """The panel as wide as the window allows (`theme.side_panel_width`: narrower on a
        small window, never narrower than its texts need), or where the player dragged it while
        that still leaves the table most of the window; the table (fitted to its view) takes
        the rest."""
        total = self.width()
        if total <= 0:
            return
        # Never below what the panel's buttons need, once it is built (it is not before the first frame).
        least = max(theme.side_panel_range()[0], self._side.minimumWidth() if self._side is not None else 0)
        width = max(least, theme.side_panel_width(self._window_width()))
        if self._panel_wish is not None:
            width = max(least, min(self._panel_wish, total // 2))
        handle = self.handleWidth()
        self.setSizes([max(0, total - width - handle), width])

    def _side_panel_moved(self, _position: int, _index: int) -> None:
        self._panel_wish = self.sizes()[1]
