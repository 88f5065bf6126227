"""The view onto the table: fits the window, zooms and pans, and carries keyboard play.

Wheel or Ctrl+wheel zooms around the cursor, middle-drag or Space+drag pans, `+`/`-` zoom,
`0` fits the table to the window. Tab/arrows move focus among legal moves (Ctrl+Tab leaves the
table for the side panel), Enter plays the focused one, Esc cancels, H asks for a hint, Z
enlarges the focused card, R turns a tile (picks the next of several moves that share one drop).
Reviewing a game, arrows step, Home and End go to its first and last move. P, S and L read the
position, the scores and the last moves aloud (through the screen reader: `ui/announcer.py`).

Nothing here reads `Qt` before the first frame (tests/architecture/test_start_up_rules.py): the
defaults already are strong focus and scroll bars as needed, and fitting is a plain scale.
`first_painted` fires once, after the first frame, for the window to build what can wait.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

MIN_ZOOM, MAX_ZOOM = 0.25, 4.0


class TableView(QGraphicsView):
    # "next", "previous", "play", "cancel", "hint", "enlarge", "rotate", "first", "last",
    # "read_position", "read_scores", "read_moves"
    key_action = Signal(str)
    first_painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, so PySide already knows it: the one Qt makes would be wrapped
        # (~10 ms, PySide sorting out its type) the first time an item paints.
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setAccessibleName(QCoreApplication.translate("TableView", "Game table"))
        self.fit_mode = True
        self.zoom = 1.0
        self.painted = False

    def fit(self) -> None:
        """Show the whole table, as large as the window allows."""
        if self.scene() is None:
            return
        self.fit_mode = True
        table = self.scene().sceneRect()
        # The viewport's size without asking for the viewport widget: wrapping that C++-made
        # widget in Python costs PySide ~10 ms the first time.
        room = self.maximumViewportSize()
        width, height = room.width() - 4, room.height() - 4
        if table.isEmpty() or width <= 0 or height <= 0:
            return
        self.zoom = min(width / table.width(), height / table.height())
        self.setTransform(QTransform.fromScale(self.zoom, self.zoom))
        self.centerOn(table.center())

    def zoom_by(self, factor: float) -> None:
        target = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        if target == self.zoom:
            return
        self.fit_mode = False
        self.scale(target / self.zoom, target / self.zoom)
        self.zoom = target

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt naming)
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, self.first_painted.emit)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.fit_mode:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        delta = event.angleDelta().y()
        if delta == 0:
            super().wheelEvent(event)
            return
        self.zoom_by(1.15 if delta > 0 else 1 / 1.15)
        event.accept()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # not before the first frame (test_start_up_rules.py)

        if event.button() == Qt.MouseButton.MiddleButton:
            self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import Qt

        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.MiddleButton:
            self.setDragMode(QGraphicsView.DragMode.NoDrag)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt

        key = event.key()
        actions: dict[int, str] = {
            Qt.Key.Key_Tab: "next", Qt.Key.Key_Right: "next", Qt.Key.Key_Down: "next",
            Qt.Key.Key_Backtab: "previous", Qt.Key.Key_Left: "previous",
            Qt.Key.Key_Up: "previous", Qt.Key.Key_Return: "play", Qt.Key.Key_Enter: "play",
            Qt.Key.Key_Space: "play", Qt.Key.Key_Escape: "cancel", Qt.Key.Key_H: "hint",
            Qt.Key.Key_Z: "enlarge", Qt.Key.Key_R: "rotate",
            Qt.Key.Key_Home: "first", Qt.Key.Key_End: "last",
            # Read on demand (ui/announcer.py): the position, the score race, the last moves.
            Qt.Key.Key_P: "read_position", Qt.Key.Key_S: "read_scores", Qt.Key.Key_L: "read_moves",
        }
        control = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and control:
            # Ctrl+Tab leaves the table (Tab is its moves'), as it leaves a box that takes Tab
            # in Qt: the side panel's buttons, an online table's chat line, by the keys alone.
            forward = key == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            QWidget.focusNextPrevChild(self, forward)
            event.accept()
            return
        if key in actions and not control:
            self.key_action.emit(actions[key])
            event.accept()
            return
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.15)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(1 / 1.15)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next_: bool) -> bool:  # noqa: N802
        # Tab belongs to the table while it has focus: it moves among legal moves.
        return False
