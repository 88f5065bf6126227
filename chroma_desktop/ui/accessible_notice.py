"""The table's last announcement as an accessible object of its own (`ui/accessible_table.py`'s
`show_notice`): a reader that does not listen for announcement events (Debian 12's Orca 43)
speaks a notification when it shows, named by the announcement's words."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject


class Notice(QObject):
    """The table's last announcement as an object of its own: a reader that does not listen for
    announcement events (Debian 12's Orca 43) speaks a notification when it shows."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.words = ""


class NoticeAccessible(QAccessibleObject):
    """The last announcement: a notification the table holds, named by its words."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice)
        self._notice = notice

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Notification

    def text(self, kind: QAccessible.Text) -> str:
        return self._notice.words if kind == QAccessible.Text.Name else ""

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def rect(self) -> QRect:
        return QRect()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # stubs omit Qt's nullptr
        view = self._notice.parent()
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def childCount(self) -> int:  # noqa: N802 (Qt naming)
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # stubs omit Qt's nullptr
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return -1

    def interface_cast(  # type: ignore[override]  # Qt's void*: a VoidPtr, not the stubs' int
            self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:
        return shiboken6.VoidPtr(0)
