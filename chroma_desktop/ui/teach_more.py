"""Teach mode's words in full, on demand, in the side panel (issue 31).

Teach mode says the open moves in short beside the table (one line a group: `ui/teach_words.py`)
so that the game log keeps its room; where there is more to say, the panel's "More about these
moves" button (Tab-reachable, named for a screen reader) puts a box in the short words' place
with every group and its whole reason, which scrolls when the window is small, and "Fewer words"
gives the short words back. The
button shows only while teach mode's short words stand beside the table (a refusal, a hint or
the focused move's note in their place hide it and the box).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QSizePolicy

from chroma_desktop.ui import theme
from chroma_desktop.ui.wrap_button import WrapButton

translate = QCoreApplication.translate


class TeachMore(QObject):
    """The button and the box that show teach mode's words in full."""

    def __init__(self, said_here: QLabel, parent: QObject) -> None:
        super().__init__(parent)
        self.said_here = said_here
        """The panel's message, where the short words stand: the box takes its place."""
        self.words = ("", "")
        """(short, full) as teach mode said them last; full is "" where the short say it all."""
        # Its words wrap: a longer language's are wider than a narrow panel.
        self.button = WrapButton()
        self.button.setCheckable(True)
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._say(translate("SidePanel", "More about these moves"))
        self.button.toggled.connect(self._toggled)
        self.button.hide()
        self.box = QPlainTextEdit()  # plain text: the words name players
        self.box.setReadOnly(True)
        self.box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.box.setAccessibleName(translate("SidePanel", "Teach mode: every open move and why"))
        self.box.setFont(theme.font(1.05))
        # It takes a share of the room the log leaves (the layout's stretch), never its own.
        self.box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.box.hide()

    def show_words(self, short: str, full: str, said: str) -> None:
        """Teach mode's latest `short` and `full` words; `said` is what the panel says now."""
        self.words = (short, full)
        self.follow(said)

    def follow(self, said: str) -> None:
        """The panel now says `said`: the button stands only beside teach mode's short words."""
        short, full = self.words
        shown = bool(short and full) and said == short
        if not shown:
            self.button.setChecked(False)
        elif self.button.isChecked():
            self.box.setPlainText(full)  # the words in full follow the table
        self.button.setVisible(shown)

    def _toggled(self, open_: bool) -> None:
        if open_:
            self.box.setPlainText(self.words[1])
        self.box.setVisible(open_)
        self.said_here.setVisible(not open_)  # the words in full say the short ones too
        self._say(translate("SidePanel", "Fewer words") if open_
                  else translate("SidePanel", "More about these moves"))

    def _say(self, words: str) -> None:
        """The button's words; its name says what it shows, whichever they are."""
        self.button.set_words(words)
        self.button.setAccessibleName(translate("SidePanel", "Teach mode: every open move and why"))
