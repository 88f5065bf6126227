"""Coloretto's table: the deck and drawn card, the rows, and one area per player.

Left: the deck (with its count), the drawn card, the last-round card once it is out, and the
rows with their places. Right: each player's collection grouped by colour with counts, their
live score (what they would score if the game ended now) and whether they took a row.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF

from chroma_desktop.content.translated import shown
from chroma_desktop.games.coloretto import text as words
from chroma_desktop.games.coloretto.config import ColorettoConfig
from chroma_desktop.games.coloretto.content import ColorettoContent
from chroma_desktop.games.coloretto.game import ColorettoGame
from chroma_desktop.games.coloretto.state import (
    CHOOSE,
    DEAL,
    FIRST,
    NO_ONE,
    OVER,
    PLACE,
    REMOVE,
    ColorettoState,
)
from chroma_desktop.games.coloretto.table import spoken_names
from chroma_desktop.ui import theme
from chroma_desktop.ui.items.card_item import CardFace
from chroma_desktop.ui.scene.layouts import TableContext, TableLayout
from chroma_desktop.ui.scene.specs import CardSpec, LabelSpec, Spec, ZoneSpec
from chroma_desktop.ui.scene.word_room import LEAST_GAP, ZONE_PADDING, status_in, wrapped
from chroma_desktop.ui.translation import seat_title

translate = QCoreApplication.translate
LEFT = 40.0
ROWS_TOP = 264.0  # below the deck's zone and its notes (five rows: the table's height counts)
ROW_SPACING = 138.0
ROW_WIDTH = 560.0
SLOTS_LEFT = 150.0
PANELS_LEFT = 630.0
PANEL_WIDTH = 545.0
PANEL_GAP = 12.0
PANEL_HEIGHT = 210.0
PILE_GAP = 10.0  # between the piles of a collection
# The deck's notes under the cards: at least 9 px on screen when the table is fitted into a
# 1024x640 window (issue 31; tests/ui/test_drawn_text.py measures them).
NOTE_SCALE = 1.2


class ColorettoLayout(TableLayout):
    scene_width = PANELS_LEFT + PANEL_WIDTH + 40.0

    def __init__(self, content: ColorettoContent, players: int) -> None:
        self.content = content
        self.players = players
        rows = len(content.setups[players].row_capacities)
        self.scene_height = max(ROWS_TOP + rows * ROW_SPACING + 24, 700.0)
        self.panel_height = min(PANEL_HEIGHT,
                                (self.scene_height - 20 - 24) / players - PANEL_GAP)
        # Collection cards as large as the panel allows, nine colours side by side at most.
        self.mini_scale = max(0.5, min(0.7, (self.panel_height - 66) / theme.CARD_HEIGHT))
        colours = content.colours
        self.faces = [
            CardFace(shown(c), c.hue, c.pattern, corner=c.glyph) for c in colours  # its translation too
        ]
        specials = content.specials
        self.faces.append(CardFace(shown(specials["joker"]), "#FFFFFF", "joker",
                                   ink="#FFFFFF", corner=specials["joker"].glyph,
                                   multicolour=tuple(c.hue for c in colours)))
        self.faces.append(CardFace(translate("ColorettoTable", "Golden"), "#C9A227", "golden_joker",
                                   corner=specials["golden_joker"].glyph))
        self.faces.append(CardFace(shown(specials["plus2"]), "#4B4A58", "plus2", corner="+2"))
        self.last_round_face = CardFace(translate("ColorettoTable", "Last round"), "#26262B",
                                        "last_round",
                                        corner=specials["last_round"].glyph)
        self.back = CardFace("", "#2E5E8C", "dots", face_down=True)

    def glyph_colours(self) -> dict[str, str]:
        return {c.glyph: c.hue for c in self.content.colours} | {
            self.content.specials["golden_joker"].glyph: "#C9A227"}

    def source_title(self, source: str, view: Any) -> str:
        if source.startswith("row:"):
            return translate("ColorettoTable", "Row {n}").format(n=int(source[4:]) + 1)
        if source == "deck":
            return translate("ColorettoTable", "Draw")
        return translate("ColorettoTable", "Card") if source == "drawn" else source

    def spoken_name(self, item_id: str, view: Any) -> str:
        return spoken_names.spoken_name(item_id, view, self.faces)

    def specs(self, view: ColorettoState, context: TableContext) -> list[Spec]:
        specs: list[Spec] = []
        specs += self._header(view, context)
        specs += self._deck(view, context)
        # Newer edition: while starting colours are chosen (or, with colour_removal=chosen, the
        # colours to remove), the rows (still empty) make room for the cards to choose from.
        choosing = view.phase == CHOOSE or (view.phase == REMOVE and view.config.removal_chosen)
        specs += self._supply(view, context) if choosing else self._rows(view, context)
        specs += self._players(view, context)
        return specs

    # -- pieces ---------------------------------------------------------------------------
    def _header(self, view: ColorettoState, context: TableContext) -> list[Spec]:
        if view.phase == OVER:
            text = translate("ColorettoTable", "Game over")
        elif view.last_round:
            text = context.words(words.LAST_ROUND(n=view.round_number))
        else:
            text = context.words(words.ROUND(n=view.round_number))
        removed = ", ".join(view.config.colour_names[c] for c in view.removed)
        note = context.words(words.OUT_OF_GAME(colours=removed)) if removed else ""
        specs: list[Spec] = [LabelSpec("label:round", text, LEFT, 18, 520, 1.5)]
        if note:
            specs.append(LabelSpec("label:removed", note, LEFT, 50, 520, NOTE_SCALE))
        return specs

    def _deck(self, view: ColorettoState, context: TableContext) -> list[Spec]:
        top = 92.0
        slots = tuple(QRectF(LEFT + 14 + i * 116, top, theme.CARD_WIDTH, theme.CARD_HEIGHT)
                      for i in range(3))
        specs: list[Spec] = [
            ZoneSpec("zone:deck", QRectF(LEFT, top - 10, ROW_WIDTH, 158), "", slots=slots),
        ]
        size = view.deck_size()
        if size:
            specs.append(CardSpec("deck", self.back, LEFT + 14, top, 2, 1.0))
        specs.append(LabelSpec("label:deck", context.words(words.DECK_SIZE(n=size)), LEFT + 14,
                               top + 118, 228, NOTE_SCALE))
        if view.drawn != NO_ONE and view.phase == PLACE:
            specs.append(CardSpec("drawn", self.faces[view.drawn], LEFT + 130, top, 50, 1.0,
                                  spawn_from="deck"))
        else:
            # Inside its empty place, a word a line: the deck's count takes the room below.
            note = translate("ColorettoTable", "drawn card")
            specs.append(LabelSpec("label:drawn", "\n".join(note.split()), LEFT + 136, top + 34,
                                   theme.CARD_WIDTH - 10, NOTE_SCALE))
        if view.last_round:
            specs.append(CardSpec("last_round", self.last_round_face, LEFT + 246, top, 3, 1.0,
                                  spawn_from="deck"))
            specs.append(LabelSpec("label:last", translate("ColorettoTable", "This is the last round"),
                                   LEFT + 350, top + 40, 220, 1.0))
        elif size and view.phase not in (REMOVE, DEAL, CHOOSE, FIRST):
            # Coloretto: the last-round card goes into the deck once the starting colours are
            # out, under the bottom cards; `above_last` counts the cards still on top of it.
            to_go = (words.LAST_CARD_NEXT() if view.above_last == 0
                     else words.CARDS_TO_GO(n=view.above_last))
            # On two lines where a longer language needs them beside the deck.
            said = "\n".join(wrapped(context.words(to_go), ROW_WIDTH - 246,
                                      theme.font(NOTE_SCALE, bold=NOTE_SCALE > 1.1)))
            specs.append(LabelSpec("label:last", said, LEFT + 246, top + 118, ROW_WIDTH - 246,
                                   NOTE_SCALE))
        return specs

    def _supply(self, view: ColorettoState, context: TableContext) -> list[Spec]:
        """The colours to choose from (`supply:<kind>`, as the rules' start and remove moves
        name them): the newer edition's starting colours not taken yet (click one, or drag it
        to your area), or the colours player 1 may remove (option colour_removal=chosen).
        The choice is lit while the player looking at the table makes it."""
        config = view.config
        if view.phase == CHOOSE:
            kinds = [kind for kind in range(config.colours) if kind not in view.removed
                     and not any(collection[kind] for collection in view.collections)]
            title, how = words.STARTING_COLOURS(), words.START_HOW()
        else:
            kinds = [kind for kind in range(config.colours) if kind not in view.removed]
            title, how = words.COLOURS_TO_REMOVE(), words.REMOVE_HOW()
        choosing = context.viewer == view.current and view.current in context.to_move
        status = context.words(how) if choosing else context.words(
            words.CHOOSING(p=view.current))
        per_line = 5
        lines = max(1, (len(kinds) + per_line - 1) // per_line)
        rect = QRectF(LEFT, ROWS_TOP, ROW_WIDTH, 48 + lines * (theme.CARD_HEIGHT + 14))
        specs: list[Spec] = [ZoneSpec("zone:start", rect, context.words(title), status,
                                      active=choosing)]
        for index, kind in enumerate(kinds):
            line, column = divmod(index, per_line)
            specs.append(CardSpec(f"supply:{kind}", self.faces[kind],
                                  LEFT + 14 + column * (theme.CARD_WIDTH + 20),
                                  ROWS_TOP + 40 + line * (theme.CARD_HEIGHT + 14), 10, 1.0))
        return specs

    def _rows(self, view: ColorettoState, context: TableContext) -> list[Spec]:
        specs: list[Spec] = []
        spacing = ROW_SPACING
        for row, cards in enumerate(view.rows):
            top = ROWS_TOP + row * spacing
            capacity = view.config.capacities[row]
            taker = view.takers[row]
            slots = tuple(
                QRectF(LEFT + SLOTS_LEFT + j * (theme.CARD_WIDTH + 14), top + 10,
                       theme.CARD_WIDTH, theme.CARD_HEIGHT)
                for j in range(capacity)
            )
            if taker != NO_ONE:
                status = context.words(words.ROW_TAKEN_BY_LABEL(p=taker))
            else:  # right of the row's last place: a longer status ran under its card
                status = status_in(context.words(words.ROW_PLACES(n=len(cards), m=capacity)),
                                   LEFT + ROW_WIDTH - ZONE_PADDING - LEAST_GAP - slots[-1].right())
            specs.append(ZoneSpec(f"row:{row}", QRectF(LEFT, top, ROW_WIDTH, spacing - 8),
                                  translate("ColorettoTable", "Row {n}").format(n=row + 1), status,
                                  dimmed=taker != NO_ONE,
                                  slots=() if taker != NO_ONE else slots))
            for j, kind in enumerate(cards):
                slot = slots[j]
                specs.append(CardSpec(f"row:{row}:{j}", self.faces[kind], slot.left(),
                                      slot.top(), 10 + j, 1.0, drop_id=f"row:{row}",
                                      spawn_from="drawn"))
        return specs

    def _players(self, view: ColorettoState, context: TableContext) -> list[Spec]:
        specs: list[Spec] = []
        players = view.config.players
        height = self.panel_height
        game = context.game
        assert isinstance(game, ColorettoGame)  # this table draws its own game only
        scale, step = self.pile_fit(view.config)
        for player in range(players):
            left = PANELS_LEFT
            top = 20 + player * (height + PANEL_GAP)
            score = game.live_score(view, player)
            took = [row for row, taker in enumerate(view.takers) if taker == player]
            points = words.POINTS(n=score)
            status = context.words(words.TOOK_ROW(r=took[0] + 1, points=points)
                                   if took and view.phase != OVER else points)
            active = player in context.to_move and view.phase != OVER
            name = seat_title(context.seat_names[player])
            if active:
                name = f"▶ {name}"
            specs.append(ZoneSpec(f"p{player}.collection",
                                  QRectF(left, top, PANEL_WIDTH, height), name, status,
                                  active=active))
            collection = view.collections[player]
            column = 0
            for kind, count in enumerate(collection):
                if not count:
                    continue
                x = left + 12 + column * step
                y = top + 44
                shown = min(count, 3)
                for index in range(count):
                    offset = min(index, shown - 1) * 6.0
                    specs.append(CardSpec(f"p{player}.col:{kind}:{index}", self.faces[kind],
                                          x, y + offset, 20 + index, scale,
                                          badge=f"×{count}" if index == count - 1 else "",
                                          drop_id=f"p{player}.collection"))
                column += 1
        return specs

    def pile_fit(self, config: ColorettoConfig) -> tuple[float, float]:
        """The scale and spacing of a collection's piles such that the most piles a player can
        gather in this game (one per kind of card in the deck) fit inside their area."""
        piles = sum(1 for count in config.full_deck() if count) - config.setup.remove_colours
        room = PANEL_WIDTH - 24 - PILE_GAP * (piles - 1)  # inside the area's margins
        scale = min(self.mini_scale, room / max(1, piles) / theme.CARD_WIDTH)
        return scale, theme.CARD_WIDTH * scale + PILE_GAP
