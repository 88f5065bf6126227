"""The toy game's table: the row of counters, and an area per player."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from chroma_desktop.ui.scene.layouts import TableContext, TableLayout
from chroma_desktop.ui.scene.specs import LabelSpec, Spec, ZoneSpec


class ToyNimLayout(TableLayout):
    scene_width = 800.0
    scene_height = 500.0

    def __init__(self, content: Any, players: int) -> None:
        self.players = players

    def specs(self, view: Any, context: TableContext) -> list[Spec]:
        specs: list[Spec] = [ZoneSpec("row", QRectF(40, 40, 720, 160), "Counters",
                                      status=f"{view.left} left")]
        for seat in range(self.players):
            specs.append(ZoneSpec(f"p{seat}", QRectF(40 + seat * 250, 260, 220, 180),
                                  context.seat_names[seat], status=f"{view.taken[seat]} taken",
                                  active=seat in context.to_move))
        specs.append(LabelSpec("label:goal", "The last counter wins", 40, 460))
        return specs
