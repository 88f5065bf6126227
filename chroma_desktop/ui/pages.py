"""The pages around the table: the start page, the side panel, and the hot-seat hand-over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop.games import manifests
from chroma_desktop.persistence import autosave_path
from chroma_desktop.ui import theme

if TYPE_CHECKING:
    from chroma_desktop.ui.main_window import MainWindow


START_STYLE = """
StartPage { background: #1F4D3A; }
QLabel { color: #F3F1E8; }
QLabel#message { color: #FFB4A8; }
QPushButton { background: #F3F1E8; color: #1F3B2D; border: none; border-radius: 10px;
              padding: 10px 18px; }
QPushButton:hover { background: #FFFFFF; }
QPushButton:focus { border: 3px solid #7FDBFF; }
QPushButton:disabled { background: #5E7D6F; color: #B9C7BE; }
QPushButton[game="true"] { text-align: left; padding: 16px 20px; border-left: 10px solid; }
"""


class StartPage(QWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(START_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.setSpacing(14)
        title = QLabel("Chroma Desktop")
        title.setFont(theme.font(2.6, bold=True))
        subtitle = QLabel("Colour games at your desk: play friends, bots, or learn the rules.")
        subtitle.setFont(theme.font(1.2))
        layout.addWidget(title)
        layout.addWidget(subtitle)
        buttons = QHBoxLayout()
        self.new_button = QPushButton("&New game…")
        self.resume_button = QPushButton("&Resume last game")
        self.open_button = QPushButton("&Open saved game…")
        for button in (self.new_button, self.resume_button, self.open_button):
            button.setMinimumHeight(48)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setFont(theme.font(1.15, bold=True))
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.message = QLabel("")
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        games_label = QLabel("Games")
        games_label.setFont(theme.font(1.3, bold=True))
        layout.addWidget(games_label)
        self.game_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(14)
        for index, game in enumerate(manifests()):
            button = QPushButton(f"{game.name}\n{game.min_players}–{game.max_players} players · "
                                 f"{game.blurb}")
            button.setProperty("game", True)
            button.setStyleSheet(f"border-left-color: {game.accent};")
            button.setFont(theme.font(1.1))
            button.setMinimumHeight(86)
            # The tiles share the width they are given; the window may be narrower than a blurb.
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setAccessibleName(f"New {game.name} game")
            button.clicked.connect(lambda _c=False, g=game.id: window.show_new_game_dialog(g))
            grid.addWidget(button, index // 2, index % 2)
            self.game_buttons[game.id] = button
        layout.addLayout(grid)
        layout.addStretch(1)
        self.new_button.clicked.connect(lambda: window.show_new_game_dialog())
        self.resume_button.clicked.connect(window.resume_last_game)
        self.open_button.clicked.connect(window.open_game_dialog)

    def refresh(self) -> None:
        self.resume_button.setEnabled(autosave_path().is_file())


class SidePanel(QWidget):
    """Beside the table: what to decide, why a move was refused, hint and undo, the log."""

    def __init__(self) -> None:
        super().__init__()
        self.setMinimumWidth(theme.SIDE_PANEL_WIDTH)
        layout = QVBoxLayout(self)
        self.prompt = QLabel("")
        self.prompt.setWordWrap(True)
        self.prompt.setFont(theme.font(1.25, bold=True))
        self.prompt.setAccessibleName("What to do now")
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setFont(theme.font(1.05))
        self.message.setStyleSheet("color: #b03a2e")
        self.message.setAccessibleName("Why not, and hints")
        self.message.setMinimumHeight(48)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.prompt)
        layout.addWidget(self.message)
        buttons = QHBoxLayout()
        self.hint_button = QPushButton("&Hint (H)")
        self.undo_button = QPushButton("Undo")
        self.redo_button = QPushButton("Redo")
        for button in (self.hint_button, self.undo_button, self.redo_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.teach_box = QCheckBox("&Teach mode")
        layout.addWidget(self.teach_box)
        log_label = QLabel("Game log")
        log_label.setFont(theme.font(1.05, bold=True))
        layout.addWidget(log_label)
        self.log = QTextBrowser()
        self.log.setAccessibleName("Game log")
        layout.addWidget(self.log, 1)

    def append_log(self, line: str) -> None:
        self.log.append(line)
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())


class HandOverPage(QWidget):
    """Hot-seat: hides the table while the device passes to the next player."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel("")
        self.title.setFont(theme.font(2.0, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note = QLabel("The table is hidden so that nobody sees another player's cards.")
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setFont(theme.font(1.1))
        self.button = QPushButton("")
        self.button.setFont(theme.font(1.3, bold=True))
        self.button.setMinimumHeight(56)
        layout.addWidget(self.title)
        layout.addWidget(note)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)

    def show_for(self, name: str) -> None:
        self.title.setText(f"Pass the table to {name}")
        self.button.setText(f"I am {name}: show my table")
