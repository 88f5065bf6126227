"""Reviewing a game: the table as it stood after any move, stepped through read-only.

The review draws the match's recorded states on the controller's scene with nothing to pick up,
and says which move led there; the game itself does not change. Leaving it draws the live table
again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.match_controller import MatchController
from chroma_desktop.ui.scene.layouts import TableContext


class GameReview(QObject):
    """Steps a match from its first state to its current one."""

    # ply (0: before the first move), plies in all, what the last move was
    moved = Signal(int, int, str)

    def __init__(self, controller: MatchController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.ply = 0
        self.active = False

    @property
    def total(self) -> int:
        return self.controller.match.cursor

    def start(self, ply: int = 0) -> None:
        """Show the table after `ply` moves; nothing can be played meanwhile."""
        self.controller.stop()
        self.active = True
        self.go(ply)

    def go(self, ply: int) -> None:
        if not self.active:
            return
        self.ply = max(0, min(self.total, ply))
        controller = self.controller
        match, game = controller.match, controller.game
        state = match.states[self.ply]
        viewer = controller.viewer
        context = TableContext(game, tuple(seat.name for seat in controller.seats), viewer,
                               game.to_move(state))
        scene = controller.scene
        scene.cancel_pick()
        scene.clear_selection()
        scene.sources, scene.multi_keys = set(), set()
        scene.sync(controller.layout.specs(game.view(state, viewer), context), animate=True)
        for item in scene.items_by_id.values():
            item.draggable = False
        said = ""
        lit: dict[str, Highlight] = {}
        if self.ply > 0:
            move = match.moves[self.ply - 1]
            said = controller.words(game.describe(match.states[self.ply - 1], move))
            # Where the last move went, lit as a hint is.
            for key in (*move.source.split("+"), move.target):
                lit[key] = Highlight.HINT
        scene.set_highlights(lit)
        self.moved.emit(self.ply, self.total, said)

    def step(self, delta: int) -> None:
        self.go(self.ply + delta)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(self.total)

    def stop(self) -> None:
        """Back to the live table."""
        if self.active:
            self.active = False
            self.controller.refresh(animate=False)
