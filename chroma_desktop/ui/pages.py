"""The pages around the table: the start page, the side panel, and the hot-seat hand-over.

Pages say what the player asked for with signals; the main window connects them (pages do not
know the window).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop.persistence import SaveFileError, autosave_path, read_record
from chroma_desktop.registry import manifest_for, manifests
from chroma_desktop.ui import theme
from chroma_desktop.ui.best_moves import BestMovesBox
from chroma_desktop.ui.game_tile import GameTile
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.plain_text import plain_label, set_tool_tip
from chroma_desktop.ui.side_words import SideWords
from chroma_desktop.ui.start_buttons import StartButton, columns_for
from chroma_desktop.ui.teach_more import TeachMore
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP, game_blurb
from chroma_desktop.ui.wrap_button import WrapButton

translate = QCoreApplication.translate

START_STYLE = """
StartPage { background: #1F4D3A; }
QLabel { color: #F3F1E8; }
QLabel#message { color: #FFB4A8; }
QPushButton { background: #F3F1E8; color: #1F3B2D; border: 3px solid transparent;
              border-radius: 10px; padding: 7px 15px; }
QPushButton:hover { background: #FFFFFF; }
QPushButton:focus { border: 3px solid #7FDBFF; }
QPushButton:disabled { background: #5E7D6F; color: #B9C7BE; }
QPushButton[game="true"] { padding: 0px; }
QLabel#tileText { color: #1F3B2D; background: transparent; }
QScrollArea, QWidget#startContent { background: transparent; }
"""


def resume_label(path: Path) -> str:
    """What the Resume button says: which game it resumes, and how far it got."""
    try:
        record = read_record(path)
        name = manifest_for(str(record["game"])).name
    except (SaveFileError, KeyError):
        return translate("StartPage", "&Resume last game")
    moves, players, cursor = record.get("moves"), record.get("players"), record.get("cursor")
    facts = []
    if isinstance(players, int):
        facts.append(translate("StartPage", "1 player") if players == 1
                     else translate("StartPage", "{n} players").format(n=players))
    if isinstance(moves, list):
        played = moves[:cursor] if isinstance(cursor, int) else moves
        # The players' own moves, not the cards chance turned up.
        made = sum(1 for entry in played if isinstance(entry, list) and entry
                   and isinstance(entry[0], int) and entry[0] >= 0)
        facts.append(translate("StartPage", "after 1 move") if made == 1
                     else translate("StartPage", "after {n} moves").format(n=made))
    return translate("StartPage", "&Resume {game}").format(game=name) + (
        f" ({', '.join(facts)})" if facts else "")


def last_game_finished(path: Path) -> bool:
    """Whether the autosave in `path` is of a game that ended (it says so)."""
    try:
        return read_record(path).get("finished") is True
    except SaveFileError:
        return False


class StartPage(QWidget):
    new_game_requested = Signal(str)  # a game id, or "" for the last one chosen
    resume_requested = Signal()
    open_requested = Signal()
    learn_requested = Signal()
    join_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(START_STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Not a Tab stop of its own (an unnamed one to a reader): Tab goes through its buttons.
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(translate("StartPage", "Start page"))
        content = QWidget()
        content.setObjectName("startContent")
        self.scroll_area.setWidget(content)
        outer.addWidget(self.scroll_area)
        layout = QVBoxLayout(content)
        self.content_layout = layout
        layout.setContentsMargins(60, 40, 60, 40)
        layout.setSpacing(14)
        title = plain_label("Chroma Desktop")
        title.setFont(theme.font(2.6, bold=True))
        subtitle = plain_label(translate("StartPage",
                                    "Colour games at your desk: play friends, bots, or learn the rules."))
        subtitle.setFont(theme.font(1.2))
        layout.addWidget(title)
        layout.addWidget(subtitle)
        self.button_grid = nested(layout, QGridLayout())
        self.button_grid.setSpacing(14)
        self.new_button = StartButton(translate("StartPage", "&New game…"))
        self.resume_button = StartButton(translate("StartPage", "&Resume last game"))
        self.open_button = StartButton(translate("StartPage", "&Open saved game…"))
        # Learn: short lessons that teach the rules on the table (ui/lesson_page.py). A tile
        # in this row, so the page asks no more height of a small window.
        self.learn_button = StartButton(translate("StartPage", "&Learn the rules…"))
        self.learn_button.setToolTip(translate("StartPage",
                                               "Short lessons on the table, one rule at a time"))
        self.learn_button.setAccessibleName(translate("StartPage", "Learn the rules"))
        self.learn_button.clicked.connect(self.learn_requested)
        # Join: a friend's invite link or code (Game → Join online game, on the page too).
        self.join_button = StartButton(translate("StartPage", "&Join online game…"))
        self.join_button.setToolTip(translate("StartPage", "Sit at a friend's table with the invite "
                                                           "link or code they sent"))
        self.join_button.clicked.connect(self.join_requested)
        for button in self.top_buttons:
            button.setMinimumHeight(48)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
            button.setFont(theme.font(1.15, bold=True))
        self._lay_out_buttons(columns=len(self.top_buttons))
        self.message = plain_label("")
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        games_label = plain_label(translate("StartPage", "Games"))
        games_label.setFont(theme.font(1.3, bold=True))
        layout.addWidget(games_label)
        self.game_buttons: dict[str, QPushButton] = {}
        grid = nested(layout, QGridLayout())
        grid.setSpacing(14)
        for index, game in enumerate(manifests()):
            players = translate("StartPage", "{least}–{most} players").format(
                least=game.min_players, most=game.max_players)
            tile = GameTile(game.name, f"{players} · {game_blurb(game)}", game.accent)
            tile.setAccessibleName(translate("StartPage", "New {game} game").format(
                game=game.name))
            tile.setAccessibleDescription(f"{players}. {game_blurb(game)}")
            tile.clicked.connect(lambda _c=False, g=game.id: self.new_game_requested.emit(g))
            grid.addWidget(tile, index // 2, index % 2)
            self.game_buttons[game.id] = tile
        layout.addStretch(1)
        self.new_button.clicked.connect(lambda: self.new_game_requested.emit(""))
        self.resume_button.clicked.connect(self.resume_requested)
        self.open_button.clicked.connect(self.open_requested)


    @property
    def top_buttons(self) -> tuple[StartButton, ...]:
        return (self.new_button, self.resume_button, self.open_button, self.learn_button,
                self.join_button)

    def _lay_out_buttons(self, columns: int) -> None:
        for index, button in enumerate(self.top_buttons):
            self.button_grid.addWidget(button, index // columns, index % columns)
        self._button_columns = columns

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A window too narrow for the buttons' words in one row gets them in two rows, or
        three; narrower still, a label goes onto two lines (`ui/start_buttons.py`)."""
        # A small window gives the page's margins to its words.
        small = self.width() < 960 or self.height() < 640
        self.content_layout.setContentsMargins(*((30, 20, 30, 20) if small else (60, 40, 60, 40)))
        margins = self.content_layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        columns = columns_for(self.top_buttons, room, self.button_grid.horizontalSpacing())
        if columns != self._button_columns:
            self._lay_out_buttons(columns)
        super().resizeEvent(event)

    def refresh(self) -> None:
        path = autosave_path()
        there = path.is_file() and not last_game_finished(path)
        self.resume_button.setEnabled(there)
        text = resume_label(path) if there else translate("StartPage", "&Resume last game")
        self.resume_button.set_words(text)
        if path.is_file() and not there:
            set_tool_tip(self.resume_button, translate(
                "StartPage", "The last game is finished: there is nothing to resume"))
        else:
            set_tool_tip(self.resume_button, text.replace("&", ""))


class SidePanel(QWidget):
    """Beside the table: hint and undo, what to decide, why a move was refused, the log, and at
    the end of a game the results and the review.

    The buttons sit at the top, so that texts of any length below them never move them. They
    take no keyboard focus from the table when clicked (H, Ctrl+Z and the menus reach them).
    """

    # The hint button's label, in full and where the panel is narrow (theme.side_panel_compact).
    HINT_LABELS = (QT_TRANSLATE_NOOP("SidePanel", "&Hint (H)"),
                   QT_TRANSLATE_NOOP("SidePanel", "&Hint"))

    def __init__(self) -> None:
        super().__init__()
        self.setMinimumWidth(theme.side_panel_range()[0])
        self.compact = False
        layout = self.column = QVBoxLayout(self)  # what a lesson's box and a chat join
        buttons = nested(layout, QHBoxLayout())
        self.hint_button = QPushButton(translate("SidePanel", self.HINT_LABELS[0]))
        self.undo_button = QPushButton(translate("SidePanel", "Undo"))
        self.redo_button = QPushButton(translate("SidePanel", "Redo"))
        for button in (self.hint_button, self.undo_button, self.redo_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(button)
        self.prompt = plain_label("")
        self.prompt.setWordWrap(True)
        self.prompt.setFont(theme.font(1.25, bold=True))
        # Named by the words it shows (a name set here hid them from a reader), described by
        # what it is.
        self.prompt.setAccessibleDescription(translate("SidePanel", "What to do now"))
        self.message = plain_label("")
        self.message.setWordWrap(True)
        self.message.setFont(theme.font(1.05))
        self.message.setAccessibleDescription(translate("SidePanel", "Why not, and hints"))
        self.message.setMinimumHeight(48)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.message_is_error = False
        # Teach mode's words in full on demand (ui/teach_more.py): its short words stand here.
        self.teach_more = TeachMore(self.message, self)
        self.more_button = self.teach_more.button
        # Teach mode's pointer to the lesson for the rule at hand (ui/teach_words.py).
        self.lesson_button = WrapButton()
        self.lesson_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.lesson_button.hide()
        self.best_moves = BestMovesBox()  # the hint with odds, while there is one
        # The words above the log scroll where the panel is too short for them (ui/side_words).
        self.words = SideWords()
        for widget in (self.prompt, self.message, self.more_button, self.lesson_button,
                       self.best_moves):
            self.words.add(widget)
        layout.addWidget(self.words)
        layout.addWidget(self.teach_more.box, 1)
        self.end_bar = self._build_end_bar()
        layout.addWidget(self.end_bar)
        log_label = plain_label(translate("SidePanel", "Game log"))
        log_label.setFont(theme.font(1.05, bold=True))
        layout.addWidget(log_label)
        self.log = QTextBrowser()
        self.log.setAccessibleName(translate("SidePanel", "Game log"))
        self.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        layout.addWidget(self.log, 1)  # and as much as teach mode's words in full, when shown
        self._line_blocks: list[int] = []  # the first block of each log line
        # The log follows its last line while it is scrolled to the end: after a line comes,
        # and when the panel is resized (the range changes once the text is laid out).
        self._follow = True
        bar = self.log.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        self.teach_box = QCheckBox(translate("SidePanel", "&Teach mode"))
        self.teach_box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        layout.addWidget(self.teach_box)
        # Buttons as narrow as their words (the style's minimum is wider; the hint button's
        # shorter words), so the panel can give way to the table on a small window.
        for button in self.findChildren(QPushButton):
            words = (translate("SidePanel", self.HINT_LABELS[1]) if button is self.hint_button
                     else button.text())
            button.setMinimumWidth(round(button.fontMetrics().horizontalAdvance(
                words.replace("&", "")) + theme.line_height()))
        # Never narrower than a row of those buttons (Italian words are longer than the least).
        self.setMinimumWidth(max(self.minimumWidth(), layout.minimumSize().width()))
        # The hint's full label needs its extra words' room on top of that row (German's undo
        # and redo are long: a panel past the compact width may still lack it).
        metrics = self.hint_button.fontMetrics()
        self._full_hint_width = self.minimumWidth() + round(sum(
            sign * metrics.horizontalAdvance(translate("SidePanel", label).replace("&", ""))
            for sign, label in zip((1, -1), self.HINT_LABELS, strict=True)))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self.set_compact(theme.side_panel_compact(self.width())
                         or self.width() < self._full_hint_width)

    def set_compact(self, compact: bool) -> None:
        """Shorter labels and a smaller prompt where the panel is narrow."""
        if compact == self.compact:
            return
        self.compact = compact
        self.hint_button.setText(translate("SidePanel", self.HINT_LABELS[1 if compact else 0]))
        self.prompt.setFont(theme.font(1.1 if compact else 1.25, bold=True))

    def _build_end_bar(self) -> QWidget:
        """At the end of a game: the results again, and the review's steps."""
        bar = QWidget()
        column = QVBoxLayout(bar)
        column.setContentsMargins(0, 0, 0, 0)
        row = nested(column, QHBoxLayout())
        self.results_button = QPushButton(translate("SidePanel", "Results…"))
        self.review_button = QPushButton(translate("SidePanel", "Review game"))
        for button in (self.results_button, self.review_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
        self.review_steps = QWidget()
        steps = QHBoxLayout(self.review_steps)
        self.first_button = QPushButton("|◀")
        self.back_button = QPushButton("◀")
        self.forward_button = QPushButton("▶")
        self.last_button = QPushButton("▶|")
        for button, name in ((self.first_button, translate("SidePanel", "First move (Home)")),
                             (self.back_button, translate("SidePanel", "Back one move (Left)")),
                             (self.forward_button, translate("SidePanel", "Forward one move (Right)")),
                             (self.last_button, translate("SidePanel", "Last move (End)"))):
            set_tool_tip(button, name)
            button.setAccessibleName(name)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            steps.addWidget(button)
        steps.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.review_steps)
        self.review_steps.hide()
        bar.hide()
        return bar

    def show_end(self, over: bool, reviewing: bool = False) -> None:
        """Show the end bar when the game is over; its steps while reviewing."""
        self.end_bar.setVisible(over)
        self.review_steps.setVisible(reviewing)
        self.review_button.setText(translate("SidePanel", "Leave review") if reviewing
                                   else translate("SidePanel", "Review game"))
        for button in (self.hint_button, self.undo_button, self.redo_button):
            if reviewing:
                button.setEnabled(False)

    def show_review_at(self, ply: int, total: int) -> None:
        """The review's buttons for `ply` of `total`, and that move's line in the log."""
        self.first_button.setEnabled(ply > 0)
        self.back_button.setEnabled(ply > 0)
        self.forward_button.setEnabled(ply < total)
        self.last_button.setEnabled(ply < total)
        self.mark_log_line(ply - 1)

    def show_lesson_pointer(self, text: str) -> None:
        """Teach mode's button to the lesson at hand, saying `text` ("": none, hidden)."""
        self.lesson_button.set_words(text)
        self.lesson_button.setVisible(bool(text))

    def set_message(self, text: str, error: bool) -> None:
        """A refusal or a problem (red), or help (the panel's ink)."""
        self.message.setText(text)
        if error != self.message_is_error:
            self.message_is_error = error
            self.message.setStyleSheet("color: #b03a2e" if error else "")
        self.teach_more.follow(text)

    @property
    def teach_words(self) -> tuple[str, str]:
        """Teach mode's short and full words as it said them last."""
        return self.teach_more.words

    def show_teach_words(self, short: str, full: str) -> None:
        """Teach mode's short words (said in the message) and its full ones, which "More"
        shows (none: "", the short words say it all); ("", "") when teach mode says nothing."""
        self.teach_more.show_words(short, full, self.message.text())

    def append_log(self, line: str) -> None:
        """One line of rich text (made by `plain_text.rich`: every word in it escaped)."""
        self._line_blocks.append(self.log.document().blockCount() if self._line_blocks
                                 or not self.log.document().isEmpty() else 0)
        # Always read as rich text: QTextEdit.append guesses, and a line with no tag (only
        # escaped words, "Bea &lt;b&gt; draws") would show its escapes.
        self.log.append(f"<span>{line}</span>")
        self._follow = True
        self._to_end()

    def set_log(self, lines: list[str]) -> None:
        """The whole log anew (the game as it now stands, after undo or redo)."""
        self.log.clear()
        self._line_blocks = []
        for line in lines:
            self.append_log(line)

    def mark_log_line(self, index: int) -> None:
        """Select log line `index` and scroll to it (no line: no selection)."""
        from PySide6.QtGui import QTextCursor

        cursor = QTextCursor(self.log.document())
        if 0 <= index < len(self._line_blocks):
            block = self.log.document().findBlockByNumber(self._line_blocks[index])
            last = (self.log.document().findBlockByNumber(self._line_blocks[index + 1] - 1)
                    if index + 1 < len(self._line_blocks) else self.log.document().lastBlock())
            cursor.setPosition(block.position())
            cursor.setPosition(last.position() + max(0, last.length() - 1),
                               QTextCursor.MoveMode.KeepAnchor)
            self._follow = False
        self.log.setTextCursor(cursor)
        self.log.ensureCursorVisible()

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.log.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, _high: int) -> None:
        if self._follow:
            self._to_end()

    def _to_end(self) -> None:
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())


class HandOverPage(QWidget):
    """Hot-seat: hides the table while the device passes to the next player."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = plain_label("")
        self.title.setFont(theme.font(2.0, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note = plain_label(translate("HandOverPage",
                                "The table is hidden so that nobody sees another player's cards."))
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setFont(theme.font(1.1))
        self.button = QPushButton("")
        self.button.setFont(theme.font(1.3, bold=True))
        self.button.setMinimumHeight(56)
        layout.addWidget(self.title)
        layout.addWidget(note)
        row = nested(layout, QHBoxLayout())
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addStretch(2)

    def show_for(self, name: str) -> None:
        from chroma_desktop.ui.translation import with_name

        self.title.setText(with_name(translate("HandOverPage", "Pass the table to {name}").format(name=name),
                                     name))
        self.button.setText(translate("HandOverPage", "I am {name}: show my table").format(
            name=name))
