"""Invite links the system hands the running app: on macOS, a `chroma://` link opened anywhere
(Safari, Messages) comes to the app as a file-open event, not as an argument (the bundle's
Info.plist names the scheme: installer/url_schemes.py). On Linux and Windows the link comes as
an argument (`chroma-desktop LINK`, see `ui/app.py`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

SCHEMES = ("chroma://", "chromas://")


def link_from_event(event: QEvent) -> str | None:
    """The invite link a file-open event carries, or None (a file, or any other event)."""
    if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
        return None
    url = event.url().toString()
    return url if url.startswith(SCHEMES) else None


class LinkApplication(QApplication):
    """The QApplication, which says `link_opened` for each invite link the system opens with it;
    links that come before anyone listens wait in `pending`."""

    link_opened = Signal(str)

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.pending: list[str] = []
        self._heard = False

    def listen(self, slot) -> None:  # noqa: ANN001 (any callable taking the link)
        self.link_opened.connect(slot)
        self._heard = True
        for link in self.pending:
            slot(link)
        self.pending.clear()

    def event(self, event: QEvent) -> bool:
        link = link_from_event(event)
        if link is None:
            return super().event(event)
        if self._heard:
            self.link_opened.emit(link)
        else:
            self.pending.append(link)
        return True
