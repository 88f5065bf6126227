"""CMYK!'s table: the piles and public objectives on top, your mosaic large, the others below.

Top: every pile with its face-up top tile and how many tiles it holds, then the public objective
row in the order revealed (doubled or cancelled cards say so). Middle: your mosaic, with every
empty space beside it drawn as an outline (legal ones light up when you pick up a tile or in teach
mode); beside it the tile in hand, the Put back, Discard K-tile and Stop buttons, your private
objective and your score line by line. Bottom: every other player's mosaic, tile in hand and score.

Ids follow the rules' component ids (`pile:2`, `p0.hand`, `grid:p0:1,0,down`, `button:stop`);
every tile item is `tile:<id>`, so a tile glides from its pile to a hand and on to a mosaic.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF

from chroma_desktop.content.translated import shown
from chroma_desktop.games.cmyk import words
from chroma_desktop.games.cmyk.grid import ORIGIN, Cell
from chroma_desktop.games.cmyk.moves import Placement, grid_id, hand_id
from chroma_desktop.games.cmyk.objectives import read_row
from chroma_desktop.games.cmyk.scoring import breakdown, features
from chroma_desktop.games.cmyk.state import NONE, SETUP_PLACE, SETUP_TAKE, CmykState
from chroma_desktop.games.cmyk.table import spoken_names
from chroma_desktop.games.cmyk.table.fit import LINE_HEIGHT, fit_block, wrap_to
from chroma_desktop.games.cmyk.table.tiles import (
    INITIAL_MARK,
    NUMBERS_FROM,
    TileFaces,
    bounds,
    centre,
)
from chroma_desktop.language import message_translator
from chroma_desktop.rules.api import Move, ScoreLine
from chroma_desktop.rules.messages import Message, render
from chroma_desktop.ui import theme
from chroma_desktop.ui.plain_text import Rich, join_rich, rich
from chroma_desktop.ui.scene.layouts import TableContext, TableLayout
from chroma_desktop.ui.scene.specs import ButtonSpec, LabelSpec, ShapeSpec, Spec, ZoneSpec
from chroma_desktop.ui.scene.word_room import LEAST_GAP, title_and_status, zone_title
from chroma_desktop.ui.translation import seat_title

translate = QCoreApplication.translate
LEFT = 20.0
TOP = 14.0
# As compact as the parts allow, so that the table is shown large (it is fitted to the window).
RIGHT = 1240.0
PILE_WIDTH, PILE_GAP, PILE_HEIGHT, PILE_TILE = 92.0, 8.0, 164.0, 76.0
MOSAIC = QRectF(LEFT, TOP + PILE_HEIGHT + 12, 760, 490)
MOSAIC_TILE = 108.0  # the largest your mosaic's tiles get; it shrinks to fit
SIDE_LEFT = MOSAIC.right() + 14
SIDE_WIDTH = RIGHT - SIDE_LEFT
HAND_WIDTH, HAND_HEIGHT, HAND_TILE = 210.0, 206.0, 126.0
BUTTONS_LEFT = SIDE_LEFT + HAND_WIDTH + 12
BUTTON_WIDTH = RIGHT - BUTTONS_LEFT
OTHERS_TOP, OTHERS_HEIGHT = MOSAIC.bottom() + 14, 250.0
OTHER_TILE = 60.0
OTHER_SIDE = 196.0  # beside another player's mosaic (at most): their tile in hand, score lines
# Notes in the least type that reads: 9 px on screen when the table is fitted into a 1024x640
# window (issue 31; tests/ui/test_drawn_text.py measures them).
NOTE_SCALE = 1.2
LEGEND_GAP = 8.0  # between your mosaic's lowest tile and the legend under it


def objective_text(card: Any, hexagon: int) -> Message | str:
    """A public objective's effect in words, with its numbers from the data."""
    template = words.EFFECTS.get(card.kind)
    if template is None:
        return card.kind.replace("_", " ")
    values = {**dict(card.params), "hexagon": hexagon}
    return template(**{slot: values.get(slot) for slot, _kind in template.kinds})


def private_text(config: Any, card: int) -> Message:
    """A private objective in words: what it counts and what it pays."""
    objective = config.private[card]
    levels = " or ".join(f"{config.level_glyphs[config.level_percents.index(level)]} {level} %"
                         for level in objective.levels)
    ink, cap = config.ink_names[objective.ink], config.scoring.private_cap
    if objective.per_tiles == 1:
        return words.PRIVATE_PER_TILE(points=objective.points, ink=ink, levels=levels, cap=cap)
    return words.PRIVATE_PER_TILES(points=objective.points, n=objective.per_tiles, ink=ink,
                                   levels=levels, cap=cap)


class CmykLayout(TableLayout):
    scene_width = RIGHT + LEFT
    scene_height = OTHERS_TOP + OTHERS_HEIGHT + TOP

    def __init__(self, content: Any, players: int) -> None:
        self.content = content
        self.players = players
        self.hues = tuple(ink.hue for ink in content.inks)
        self._faces: TileFaces | None = None
        self._shown_rotation = 0  # how the tile in hand is turned on the table now
        self._turning: tuple[tuple[int, ...], int] | None = None  # the turns R steps through

    def faces(self, config: Any) -> TileFaces:
        if self._faces is None or self._faces.config is not config:
            self._faces = TileFaces(config, self.hues)
        return self._faces

    def glyph_colours(self) -> dict[str, str]:
        return {}  # the glyphs are mark levels, not colours

    def spoken_name(self, item_id: str, view: Any) -> str:
        return spoken_names.spoken_name(item_id, view)

    def source_title(self, source: str, view: Any) -> str:
        if source.startswith("pile:"):
            return translate("CmykTable", "Pile {n}").format(n=int(source[5:]) + 1)
        return (translate("CmykTable", "Tile in hand") if source.endswith(".hand")
                else translate("CmykTable", "Your last tile"))

    # -- the framework's hooks -------------------------------------------------------------
    def choose_variant(self, matches: list[Move], variant: int) -> Move | None:
        """Several turns of a tile fit one space: the one shown in hand (a click on it or R
        turns it)."""
        turns = [move.arg.rotation for move in matches]  # place and move moves only
        shown = self._shown_rotation
        if shown in turns:
            return matches[turns.index(shown)]
        same_face = [move for move in matches if (move.arg.rotation >= 3) == (shown >= 3)]
        return same_face[0] if same_face else matches[variant % len(matches)]

    def variant_showing(self, move: Move) -> int | None:
        """The R presses that turn the tile in hand to a place or move's turn."""
        if self._turning is None or not isinstance(move.arg, Placement):
            return None
        rotations, base = self._turning
        if move.arg.rotation not in rotations:
            return None
        return (rotations.index(move.arg.rotation) - base) % len(rotations)

    def desk_passes_after(self, move: Move) -> bool:
        """Hot-seat: a player who took a tile places it before the next player takes the desk."""
        return not move.target.endswith(".hand")

    def end_details(self, state: CmykState, names: list[str]) -> Rich:
        config = state.config
        parts = [rich("<h3>{title}</h3>", title=translate("CmykTable", "Mosaics at the end"))]
        for seat, mosaic in enumerate(state.mosaics):
            feats = features(config, mosaic)
            card = state.privates[seat]
            private = shown(config.private[card]) if card >= 0 else translate("CmykTable", "none")
            said = words.MOSAIC_AT_END(n=feats.tiles, h=feats.hexagons, k=feats.k_tiles,
                                       private=private)
            parts.append(rich("<p><b>{name}</b>: {said}</p>", name=names[seat],
                              said=render(said, translate=message_translator())))
        return join_rich("", parts)

    # -- the whole table ------------------------------------------------------------------
    def specs(self, view: CmykState, context: TableContext) -> list[Spec]:
        me = context.viewer if context.viewer is not None else 0
        faces = self.faces(view.config)
        # Every player's score as if the game ended now, line by line (other players' private
        # cards are hidden in the view, so their lines leave them out).
        scores = [breakdown(view, seat) for seat in range(view.config.players)]
        specs: list[Spec] = []
        specs += self._piles(view, faces)
        specs += self._objectives(view)
        specs += self._mosaic(view, context, me, faces, scores[me])
        specs += self._hand(view, context, me, faces)
        specs += self._private_and_score(view, context, me, scores[me])
        others = [seat for seat in range(view.config.players) if seat != me]
        width = min(720.0, (RIGHT - LEFT - 12 * (len(others) - 1)) / max(1, len(others)))
        for index, seat in enumerate(others):
            specs += self._other(view, context, seat, LEFT + index * (width + 12), width, faces,
                                 scores[seat])
        return specs

    def _piles(self, view: CmykState, faces: TileFaces) -> list[Spec]:
        config = view.config
        specs: list[Spec] = []
        for pile, (known, hidden) in enumerate(view.piles):
            x = LEFT + pile * (PILE_WIDTH + PILE_GAP)
            count = len(known) + hidden
            # On two lines beside the count where the words need them (this table's zone type
            # is already its smallest readable: 9 px at 1024x640).
            title, _words = zone_title(translate("CmykTable", "Pile {n}").format(n=pile + 1),
                                       str(count), PILE_WIDTH, smallest=theme.ZONE_WORDS,
                                       gap=LEAST_GAP)
            specs.append(ZoneSpec(f"pile:{pile}", QRectF(x, TOP, PILE_WIDTH, PILE_HEIGHT),
                                  title, str(count), dimmed=not count))
            cx, cy = x + PILE_WIDTH / 2, TOP + 92
            if count > 1:
                specs.append(ShapeSpec(f"stack:{pile}", faces.stack_face(PILE_TILE), cx + 4, cy + 5,
                                       z=2, drop_id=f"pile:{pile}", source_key=f"pile:{pile}"))
            if known:
                tile = known[0]
                specs.append(ShapeSpec(f"tile:{config.tile_ids[tile]}",
                                       faces.face(tile, 0, ORIGIN[2], PILE_TILE), cx, cy, z=4,
                                       drop_id=f"pile:{pile}", source_key=f"pile:{pile}"))
            elif count:
                specs.append(LabelSpec(f"label:pile:{pile}", translate("CmykTable", "face down"),
                                       x + 8, cy - 14, PILE_WIDTH - 12, NOTE_SCALE))
        return specs

    def _objectives(self, view: CmykState) -> list[Spec]:
        config = view.config
        left = LEFT + config.piles * (PILE_WIDTH + PILE_GAP) + 8
        width = RIGHT - left
        status = translate("CmykTable", "deck {n}").format(n=len(view.public_deck))
        if config.variant != "single":
            status = translate("CmykTable", "game {n}").format(n=view.game_number) + f" · {status}"
        specs: list[Spec] = [ZoneSpec("objectives.row", QRectF(left, TOP, width, PILE_HEIGHT),
                                      translate("CmykTable", "Public objectives"), status)]
        row = read_row(config, view.row)
        if not row:
            return specs
        gap = 8.0
        # As wide as the row allows: its words in type that reads take lines.
        card_width = min(280.0, (width - 20 - gap * (len(row) - 1)) / len(row))
        for index, entry in enumerate(row):
            card = config.public[entry.card]
            x = left + 10 + index * (card_width + gap)
            title = shown(card, "en")  # the Italian `it` when Italian is shown
            if entry.multiplier != 1:
                title += f" x{entry.multiplier}"
            text = render(objective_text(card, config.scoring.hexagon), translate=message_translator())
            if entry.shared >= 0:
                text = translate("CmykTable", "Counts for everyone: {objective}.").format(
                    objective=shown(config.private[entry.shared]))
            if entry.cancelled_by != NONE:
                text = translate("CmykTable", "Cancelled by the next card.")
            rect = QRectF(x, TOP + 32, card_width, PILE_HEIGHT - 40)
            # The title in the zone's type (a little larger than a label's), then the effect.
            heading = wrap_to(title, card_width - 24, theme.ZONE_WORDS, indent="")
            specs.append(ZoneSpec(f"objective:{card.id}", rect, heading, "",
                                  dimmed=entry.cancelled_by != NONE))
            below = TOP + 44 + (heading.count("\n") + 1) * theme.line_height() * theme.ZONE_WORDS
            said, scale = fit_block(text, card_width - 20, rect.bottom() - below, NOTE_SCALE)
            specs.append(LabelSpec(f"label:objective:{card.id}", said, x + 10, below,
                                   card_width - 16, scale))
        return specs

    def _mosaic(self, view: CmykState, context: TableContext, me: int, faces: TileFaces,
                lines: tuple[ScoreLine, ...]) -> list[Spec]:
        config = view.config
        mosaic = view.mosaics[me]
        feats = features(config, mosaic)
        points = sum(line.points for line in lines)
        status = context.words(words.MOSAIC_STATUS(s=words.number(points), h=feats.hexagons,
                                                   n=feats.tiles))
        if view.stopped[me]:
            status = translate("CmykTable", "stopped") + " · " + status
        specs: list[Spec] = [ZoneSpec(f"p{me}.mosaic", MOSAIC,
                                      context.words(words.MOSAIC_TITLE(p=me)), status)]
        glyphs = "  ".join(f"{glyph} {percent}" for glyph, percent
                           in zip(config.level_glyphs, config.level_percents, strict=True))
        legend = translate("CmykTable", "Each side shows its ink in % (on small tiles: {glyphs})  ·  "
                                        "{mark} the initial tile  ·  K-tiles match any mark of their "
                                        "ink").format(glyphs=glyphs, mark=INITIAL_MARK)
        said, scale = fit_block(legend, MOSAIC.width() - 28, 0, NOTE_SCALE, NOTE_SCALE)
        legend_top = MOSAIC.bottom() - 14 - (said.count("\n") + 1) * LINE_HEIGHT * scale
        specs.append(LabelSpec("label:legend", said, MOSAIC.left() + 14, legend_top,
                               MOSAIC.width() - 28, scale))
        # The mosaic keeps above its legend however large it grows (issue 31: they overlapped).
        open_cells = list(mosaic.open_cells(config)) if mosaic.cells else [ORIGIN]
        area = QRectF(MOSAIC.left() + 24, MOSAIC.top() + 44, MOSAIC.width() - 48,
                      legend_top - LEGEND_GAP - MOSAIC.top() - 44)
        size, ox, oy = _fit([*mosaic.cells, *open_cells], area, MOSAIC_TILE)
        for cell, (tile, rotation) in mosaic.cells.items():
            x, y = centre(cell, size)
            key = grid_id(me, cell)
            specs.append(ShapeSpec(f"tile:{config.tile_ids[tile]}",
                                   faces.face(tile, rotation, cell[2], size, cell == ORIGIN),
                                   ox + x, oy + y, z=5, drop_id=key, source_key=key))
        for cell in open_cells:
            x, y = centre(cell, size)
            specs.append(ShapeSpec(grid_id(me, cell), faces.open_face(cell[2], size), ox + x, oy + y,
                                   z=1))
        return specs

    def _hand(self, view: CmykState, context: TableContext, me: int,
              faces: TileFaces) -> list[Spec]:
        config = view.config
        hand = view.hands[me]
        key = hand_id(me)
        title = (translate("CmykTable", "For your left neighbour") if view.phase == SETUP_TAKE
                 else translate("CmykTable", "Tile in hand"))
        rect = QRectF(SIDE_LEFT, MOSAIC.top(), HAND_WIDTH, HAND_HEIGHT)
        # Empty, the area is where a taken tile goes (`p0.hand`, a drop target); holding a tile,
        # pressing anywhere on it must pick up the tile itself, so the area is not the hand.
        specs: list[Spec] = [ZoneSpec(key if hand == NONE else f"zone:{key}", rect, title)]
        # The hand shows the turn R has chosen, starting from how your mosaic's tiles lie. With
        # the printed edge order, every later tile lies like the initial one (it turns to fit).
        placed = view.mosaics[me].cells.get(ORIGIN)
        rotations = config.rotations
        turnable = view.phase == SETUP_PLACE or len(rotations) > 3
        base = rotations.index(placed[1]) if placed is not None else 0
        turns = context.variant if turnable else 0
        self._shown_rotation = rotations[(base + turns) % len(rotations)]
        self._turning = (rotations, base) if turnable else None
        if hand != NONE:
            specs.append(ShapeSpec(f"tile:{config.tile_ids[hand]}",
                                   faces.face(hand, self._shown_rotation, ORIGIN[2], HAND_TILE),
                                   rect.center().x(), rect.center().y() + 12, z=20,
                                   drop_id=key, source_key=key))
            if view.phase != SETUP_TAKE:
                note = (translate("CmykTable", "Click or R turns it") if turnable
                        else translate("CmykTable", "It turns to fit"))
                specs.append(LabelSpec("label:hand", note, rect.left() + 12, rect.bottom() - 34,
                                       rect.width() - 24, NOTE_SCALE))
        origin = view.origins[me]
        buttons = (
            ButtonSpec("button:putback",
                       translate("CmykTable", "Put back on pile {n}").format(n=origin + 1)
                       if origin >= 0 else translate("CmykTable", "Put back"),
                       BUTTONS_LEFT, MOSAIC.top() + 4, BUTTON_WIDTH, source=key,
                       target=f"pile:{origin}"),
            ButtonSpec("button:discard", translate("CmykTable", "Discard K-tile"), BUTTONS_LEFT,
                       MOSAIC.top() + 52, BUTTON_WIDTH, source=key, target="discard"),
            ButtonSpec("button:stop", translate("CmykTable", "Stop taking tiles"), BUTTONS_LEFT,
                       MOSAIC.top() + 100, BUTTON_WIDTH),
        )
        specs.extend(buttons)
        said, scale = fit_block(translate("CmykTable", "Click a pile, then drag its tile onto "
                                                       "a lit space."),
                                BUTTON_WIDTH - 4, HAND_HEIGHT - 140, NOTE_SCALE)
        specs.append(LabelSpec("label:buttons", said, BUTTONS_LEFT + 4, MOSAIC.top() + 140,
                               BUTTON_WIDTH - 4, scale))
        return specs

    def _private_and_score(self, view: CmykState, context: TableContext, me: int,
                           lines: tuple[ScoreLine, ...]) -> list[Spec]:
        config = view.config
        top = MOSAIC.top() + HAND_HEIGHT + 10
        card = view.privates[me]
        name = shown(config.private[card]) if card >= 0 else translate("CmykTable", "not dealt yet")
        title, name, whole = title_and_status(translate("CmykTable", "Your private objective"),
                                              name, SIDE_WIDTH)
        specs: list[Spec] = [ZoneSpec(f"p{me}.private", QRectF(SIDE_LEFT, top, SIDE_WIDTH, 104),
                                      title, name, details=whole)]
        if card >= 0:
            said, scale = fit_block(context.words(private_text(config, card)), SIDE_WIDTH - 28,
                                    104 - 34, NOTE_SCALE)
            specs.append(LabelSpec("label:private", said, SIDE_LEFT + 12, top + 34,
                                   SIDE_WIDTH - 24, scale))
        total = sum(line.points for line in lines)
        top += 114
        specs.append(ZoneSpec("zone:score", QRectF(SIDE_LEFT, top, SIDE_WIDTH, MOSAIC.bottom() - top),
                              translate("CmykTable", "Your score if the game ended now"),
                              f"{total:g}"))
        text = "\n".join(f"{line.points:+g}   {context.words(line.label)}"
                         for line in lines) or translate("CmykTable", "nothing yet")
        said, scale = fit_block(text, SIDE_WIDTH - 28, MOSAIC.bottom() - top - 34, NOTE_SCALE,
                                indent="      ")
        specs.append(LabelSpec("label:score", said, SIDE_LEFT + 12, top + 34, SIDE_WIDTH - 24,
                               scale))
        return specs

    def _other(self, view: CmykState, context: TableContext, seat: int, left: float, width: float,
               faces: TileFaces, lines: tuple[ScoreLine, ...]) -> list[Spec]:
        config = view.config
        mosaic = view.mosaics[seat]
        feats = features(config, mosaic)
        total = sum(line.points for line in lines)
        status = translate("CmykTable", "stopped") + " · " if view.stopped[seat] else ""
        waiting = len(context.to_move) == 1 and seat in context.to_move
        rect = QRectF(left, OTHERS_TOP, width, OTHERS_HEIGHT)
        specs: list[Spec] = [ZoneSpec(f"p{seat}.mosaic", rect, ("▶ " if waiting else "")
                                      + seat_title(context.seat_names[seat]),
                                      status + context.words(words.POINTS(n=words.number(total))),
                                      active=waiting)]
        side = min(OTHER_SIDE, 0.36 * width)  # with three others the mosaic keeps its room
        area = QRectF(left + 10, OTHERS_TOP + 34, width - side - 32, OTHERS_HEIGHT - 42)
        cells = list(mosaic.cells) or [ORIGIN]
        size, ox, oy = _fit(cells, area, OTHER_TILE if view.config.players > 3 else 1.25 * OTHER_TILE)
        last = view.last[seat]
        for cell, (tile, rotation) in mosaic.cells.items():
            x, y = centre(cell, size)
            # The tile placed last comes from the hand over the others: it travels above them.
            specs.append(ShapeSpec(f"tile:{config.tile_ids[tile]}",
                                   faces.face(tile, rotation, cell[2], size, cell == ORIGIN),
                                   ox + x, oy + y, z=6 if cell == last else 5,
                                   drop_id=grid_id(seat, cell)))
        hand = view.hands[seat]
        hx = rect.right() - side / 2 - 6
        if hand != NONE:
            specs.append(ShapeSpec(f"tile:{config.tile_ids[hand]}",
                                   faces.face(hand, 0, ORIGIN[2], NUMBERS_FROM * 1.5), hx,
                                   OTHERS_TOP + 66, z=20, drop_id=hand_id(seat)))
        card = view.privates[seat]
        private = shown(config.private[card]) if card >= 0 else translate("CmykTable", "hidden")
        summary = [context.words(words.SUMMARY(h=feats.hexagons, n=feats.tiles))]
        if feats.k_tiles:
            summary.append(context.words(words.K_TILES(n=feats.k_tiles)))
        summary.append(translate("CmykTable", "private: {objective}").format(objective=private))
        # Every score line whole, by its name ("+6 Make it vertically symmetric").
        summary += [f"{line.points:+g} {_short(context.words(line.label))}"
                    for line in lines if line.points]
        top = OTHERS_TOP + 100
        said, scale = fit_block("\n".join(summary), side - 4, rect.bottom() - 6 - top, NOTE_SCALE,
                                indent="    ")
        specs.append(LabelSpec(f"label:p{seat}.score", said, rect.right() - side - 4, top, side,
                               scale))
        return specs


def _fit(cells: list[Cell], area: QRectF, largest: float) -> tuple[float, float, float]:
    """Tile size and origin point that show `cells` inside `area`: the origin point stays at the
    area's centre while everything fits at the largest size, else the cells are centred."""
    left, top, right, bottom = bounds(cells, 1.0)
    size = min(largest, area.width() / max(right - left, 1.0), area.height() / max(bottom - top, 0.9))
    cx, cy = area.center().x(), area.center().y()
    if size == largest and area.contains(QRectF(cx + left * size, cy + top * size,
                                                (right - left) * size, (bottom - top) * size)):
        return size, cx, cy
    return size, cx - (left + right) / 2 * size, cy - (top + bottom) / 2 * size


def _short(label: str) -> str:
    """A score line's name without its details: "2 hexagons, 5 each" -> "2 hexagons",
    "Private objective: Cyan 20 % (4 tiles)" -> "Private objective"."""
    return label.split(" (")[0].split(":")[0].split(", ")[0]
