"""Pictures for the rules reference, drawn by each game's own table code.

Every picture comes from a real game: a seeded match a few heuristic-bot moves in, laid out by
the game's table layout and shown in a real `TableScene` offscreen. From it come a picture of
the whole table and the pictures of its components that the game's `ReferencePictures` (its
manifest's `pictures`, a `table/pictures.py`) chooses (`components(table) -> list[Picture]`,
drawn with its own faces; `strip` lays items side by side). A game whose manifest declares none
gets the table picture alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QImage, QPainter

from chroma_desktop.manifest import GameManifest, ReferencePictures
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.scene.layouts import TableContext, TableLayout, layout_for
from chroma_desktop.ui.scene.specs import Spec
from chroma_desktop.ui.scene.table_scene import TableScene

__all__ = ["Picture", "RealTable", "components_module", "pictures_for", "real_table", "render",
           "strip"]

SEED = 11  # the reference always pictures the same game
TABLE_WIDTH = 640  # the table picture, in pixels
GAP = 14.0  # between components in a strip
MARGIN = 12.0  # table felt around a strip


class Picture(NamedTuple):
    """An image for the section named `section`, with its caption."""

    section: str
    caption: str
    image: QImage


class RealTable(NamedTuple):
    """A real game's table: the layout, the view drawn, its specs and the scene showing them."""

    layout: TableLayout
    view: Any
    specs: list[Spec]
    scene: TableScene


def real_table(game: Any, players: int, moves: int, seed: int = SEED) -> RealTable:
    """The table of a seeded `players`-player game after `moves` heuristic-bot moves, as seat 0
    sees it."""
    from chroma_desktop.bots import make_bot
    from chroma_desktop.bots.driver import bot_rng
    from chroma_desktop.registry import manifest_for
    from chroma_desktop.rules.match import Match

    match = Match(game, players, {}, seed)
    bot = make_bot("heuristic" if manifest_for(game.id).level("heuristic") else "random", game.id)
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    for step in range(moves):
        if match.is_over():
            break
        movers = match.to_move()
        player = movers[step % len(movers)]  # several may act at once (real time): take turns
        match.play(bot.choose(game, match.view(player), player, rngs[player]), player)
    layout = layout_for(game, game.content, players)
    names = ("You",) + tuple(f"Bot {seat}" for seat in range(1, players))
    view = match.view(0)
    specs = layout.specs(view, TableContext(game, names, 0, tuple(match.to_move())))
    scene = TableScene(layout.scene_width, layout.scene_height)
    scene.sync(specs, animate=False)
    return RealTable(layout, view, specs, scene)


def render(scene: TableScene, source: QRectF, width: float) -> QImage:
    """The part `source` of `scene`, `width` pixels wide."""
    height = max(1, round(source.height() * width / source.width()))
    image = QImage(round(width), height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), source)
    painter.end()
    return image


def strip(items: Iterable[TableItem], zoom: float = 1.0) -> QImage:
    """`items` side by side on a strip of table felt, drawn as the table draws them."""
    scene = TableScene()
    x = MARGIN
    area = QRectF()
    for item in items:
        scene.addItem(item)
        bounds = item.shape().boundingRect()  # what shows, less the room kept for highlights
        item.setPos(x - bounds.left(), MARGIN - bounds.top())
        area = area.united(item.mapRectToScene(bounds))
        x += bounds.width() + GAP
    area = area.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    scene.setSceneRect(area)
    return render(scene, area, area.width() * zoom)


def components_module(manifest: GameManifest) -> ReferencePictures | None:
    """The game's pictures of its components, as its manifest declares them; None where it
    declares none."""
    from chroma_desktop.registry import reference_pictures

    return reference_pictures(manifest.id)


def pictures_for(game: Any, players: int, moves: int) -> list[Picture]:
    """The reference's pictures of `game`: its components (from its table's `pictures` module,
    `components(table)`), then its table `moves` moves into a `players`-player game."""
    from chroma_desktop.registry import manifest_for

    table = real_table(game, players, moves)
    module = components_module(manifest_for(game.id))
    pictures = list(module.components(table)) if module is not None else []
    area = table.scene.sceneRect()
    caption = QCoreApplication.translate(
        "ReferencePictures", "The table of a {players}-player game, a few turns in").format(
        players=players)
    pictures.append(Picture("A turn", caption,
                            render(table.scene, area, TABLE_WIDTH)))
    return pictures
