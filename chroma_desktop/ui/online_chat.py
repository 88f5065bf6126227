"""The chat line of an online table: a box under the side panel's log, whose lines the server
sends to every seat (they show in the log, in italics, with the speaker's name). In a narrow
panel (a small window) the Send button goes under the line, which keeps the panel's width."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QLineEdit, QPushButton, QWidget

from chroma_desktop.net.protocol import MAX_CHAT_TEXT
from chroma_desktop.ui.online_table import OnlineController

translate = QCoreApplication.translate


class ChatBox(QWidget):
    """Type a line and press Enter (or Send): it goes to the table through `controller`."""

    def __init__(self, controller: OnlineController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        row = self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        row.setContentsMargins(0, 0, 0, 0)
        self.line = QLineEdit()
        self.line.setMaxLength(MAX_CHAT_TEXT)
        self.line.setPlaceholderText(translate("OnlineChat", "Say something…"))
        self.line.setToolTip(translate("OnlineChat", "A line to everyone at the table (Enter sends it)"))
        self.line.setAccessibleName(translate("OnlineChat", "Chat"))
        self.send_button = QPushButton(translate("OnlineChat", "Send"))
        row.addWidget(self.line, 1)
        row.addWidget(self.send_button)
        self.line.returnPressed.connect(self.send)
        self.send_button.clicked.connect(self.send)
        self.setEnabled(controller.seat is not None)  # spectators watch

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        # Side by side only where the line keeps room for its words; else the button goes below.
        line_needs = self.line.fontMetrics().horizontalAdvance(self.line.placeholderText() + "MM") + 16
        needed = line_needs + self.row.spacing() + self.send_button.sizeHint().width()
        direction = (QBoxLayout.Direction.LeftToRight if event.size().width() >= needed
                     else QBoxLayout.Direction.TopToBottom)
        if self.row.direction() != direction:
            self.row.setDirection(direction)

    def send(self) -> None:
        if self.controller.say(self.line.text()):
            self.line.clear()


def attach_chat(panel: QWidget, column: QBoxLayout, log: QWidget,
                controller: OnlineController) -> ChatBox:
    """A chat box under `log` in `panel`'s `column`, for as long as `controller` is on the table."""
    box = ChatBox(controller, panel)
    column.insertWidget(column.indexOf(log) + 1, box)
    box.show()  # at once, not when the layout's queued show comes (the table is already up)
    controller.destroyed.connect(box.deleteLater)
    return box
