"""Playing at the table through the window: the keys the view passes on, the side panel's Hint,
Undo and Redo, the moves a drop could mean, and the best moves the hint with odds lists.

`TablePlay` is one of the main window's collaborators (`ui/table_window.py`); what it does goes
to the controller of the table on the window (`MatchController`), and nothing while the game is
being reviewed (`ui/game_end.py` has the keys then).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from chroma_desktop.rules.api import Move
    from chroma_desktop.ui.best_moves import BestMove
    from chroma_desktop.ui.table_window import TableWindow

translate = QCoreApplication.translate


class TablePlay(QObject):
    """Passes the player's keys and buttons to the table's controller."""

    def __init__(self, window: TableWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self._window = window
        self._parent = parent  # the dialogs' parent

    def _reviewing(self) -> bool:
        return self._window.reviewed_ply() is not None

    def key_action(self, action: str) -> None:
        """A key pressed on the table (`TableView.key_action`), when not reviewing."""
        controller = self._window.controller
        if controller is None:
            return
        if action == "next":
            controller.focus_next(1)
        elif action == "previous":
            controller.focus_next(-1)
        elif action == "play":
            controller.play_focused()
        elif action == "cancel":
            controller.cancel()
        elif action == "hint":
            controller.hint()
        elif action == "enlarge":
            controller.enlarge_focused()
        elif action == "rotate":
            controller.rotate()

    def hint(self) -> None:
        if self._window.controller is not None and not self._reviewing():
            self._window.controller.hint()

    def undo(self) -> None:
        if self._window.controller is not None:
            self._window.controller.undo()

    def redo(self) -> None:
        if self._window.controller is not None:
            self._window.controller.redo()

    def choose_move(self, moves: list[Move]) -> None:
        """Several moves match one drop: offer them by name."""
        controller = self._window.controller
        if controller is None:
            return
        from chroma_desktop.ui.move_choice import MoveChoiceDialog

        state = controller.match.state
        choices = [(controller.words(controller.game.describe(state, move)), move) for move in moves]
        dialog = MoveChoiceDialog(choices, controller.play, self._parent)
        self._window.when_closed(dialog)
        dialog.open()

    def show_best_moves(self, thinking: bool, entries: list[BestMove], why: str) -> None:
        """The hint with odds beside the table: thinking, its list, or nothing."""
        if thinking:
            self._window.side.best_moves.show_thinking()
        elif entries:
            self._window.side.best_moves.show_entries(entries, why)
        else:
            side = self._window.side_built
            if side is not None:
                side.best_moves.clear()

    def play_best(self, index: int) -> None:
        """A listed best move was clicked: play it, and the keys go back to the table."""
        if self._window.controller is not None and not self._reviewing():
            self._window.controller.play_best(index)
        self._window.view.setFocus()
