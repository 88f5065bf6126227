"""Which move? The dialog that offers, by name, the moves one drop could mean: one button a
move, one under another, each showing its words whole (a row of buttons cut them at both ends),
and Cancel."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QVBoxLayout, QWidget

from chroma_desktop.rules.api import Move
from chroma_desktop.ui.plain_text import plain_label

translate = QCoreApplication.translate


class MoveChoiceDialog(QDialog):
    """The moves a drop could mean, each a button saying it; a click plays it (`play`)."""

    def __init__(self, choices: Sequence[tuple[str, Move]], play: Callable[[Move], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("MainWindow", "Which move?"))
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(translate("MainWindow", "This drop could mean several moves:")))
        self.move_buttons: list[QPushButton] = []
        for words, move in choices:
            button = QPushButton(words.replace("&", "&&"))  # a name's "&" is no shortcut
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, m=move: self._chosen(play, m))
            layout.addWidget(button)
            self.move_buttons.append(button)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel.rejected.connect(self.reject)
        layout.addWidget(cancel)

    def _chosen(self, play: Callable[[Move], object], move: Move) -> None:
        self.accept()
        play(move)
