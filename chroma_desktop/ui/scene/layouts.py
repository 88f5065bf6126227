"""Which layout draws which game, and what every layout is told about the table."""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from chroma_desktop.rules.api import Game
from chroma_desktop.ui.scene.specs import Spec


class TableContext(NamedTuple):
    """What a layout needs beyond the game state: names, seats and who is looking."""

    game: Game
    seat_names: tuple[str, ...]
    viewer: int | None  # the seat whose view is drawn (None: a spectator)
    to_move: tuple[int, ...]
    variant: int = 0  # R presses: which of several moves sharing one drop the player means


class Layout(Protocol):
    scene_width: float
    scene_height: float

    def specs(self, view: Any, context: TableContext) -> list[Spec]:
        """Every card, zone and label of the table for `view`."""

    def glyph_colours(self) -> dict[str, str]:
        """Glyph -> hue, to colour glyphs in the log and breakdowns."""

    def source_title(self, source: str, view: Any) -> str:
        """A short name for a picked-up zone (shown while it is dragged)."""

    # Optional: `choose_variant(matches, variant) -> Move | None`, the move meant when several
    # share one drop (R cycles `variant`); `desk_passes_after(move) -> bool`, whether at a hot-seat
    # desk the next human may act after `move` when several may act at once (real time).


def layout_for(game: Game, content: Any, players: int) -> Layout:
    if game.id == "coloretto":
        from chroma_desktop.ui.scene.coloretto_layout import ColorettoLayout

        return ColorettoLayout(content, players)
    if game.id == "chroma_mix":
        from chroma_desktop.ui.scene.chroma_mix_layout import ChromaMixLayout

        return ChromaMixLayout(content, players)
    if game.id == "chroma_cubes":
        from chroma_desktop.ui.scene.chroma_cubes_layout import ChromaCubesLayout

        return ChromaCubesLayout(content, players)
    if game.id == "cmyk":
        from chroma_desktop.ui.scene.cmyk_layout import CmykLayout

        return CmykLayout(content, players)
    raise KeyError(f"no table layout for {game.name} yet")
