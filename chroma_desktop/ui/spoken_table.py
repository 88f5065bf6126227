"""The whole table read aloud (the P key, `ui/announcer.py`): the accessible tree's names
(`ui/accessible_table.py`) said in the layout's order, with what lies in each area said in that
area's words and like objects (Chroma Cubes' dice) said together."""

from __future__ import annotations

from typing import TYPE_CHECKING

from chroma_desktop.ui.accessible_table import access_for, item_name, shown_items, zone_status
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.zone_item import LabelItem, ZoneItem
from chroma_desktop.ui.spoken_words import plain_words
from chroma_desktop.ui.table_view import TableView

if TYPE_CHECKING:
    from chroma_desktop.ui.match_controller import MatchController
    from chroma_desktop.ui.scene.layouts import Layout


def table_words(view: TableView, controller: MatchController) -> str:
    """The whole table read aloud (the P key): what the turn asks, then each object as the tree
    names it, in the layout's order, the same words a reader hears tabbing through the table (the
    layout's spoken names, from the rules' descriptions, in the language shown). A card lying in
    a named area is said in that area's name ("Row 2: orange, joker"), like objects (the layout's
    `alike_kind`: Chroma Cubes' dice) lying in one area are said together after it ("Centre: red
    dice 1, 2, 3; blue dice 4, 5"), a button is left out, and words already said (a label
    repeating its zone's title) are not said again, nor a one-word caption said in another
    object's name ("Deck" over the pile said "Rank 2 deck, cards left: 17")."""
    items = shown_items(view)
    zones = [item for item in items if isinstance(item, ZoneItem)]
    layout, seen = controller.layout, access_for(view).view_of(controller)
    alike: dict[tuple[str, int], list[TableItem]] = {}  # (kind, id of the area or 0): items
    for item in items:
        kind = layout.alike_kind(item.component_id, seen)
        if kind:
            area = _smallest_zone(item, zones)
            alike.setdefault((kind, id(area) if area is not None else 0), []).append(item)
    said: list[str] = [plain_words(controller.prompt_text())]
    captions: set[int] = set()  # which of `said` are one-word labels
    for item in items:
        # A card in an area is said in the area's name, unless the layout names it (a pile
        # with its count, "Rank 2 deck, cards left: 17", that the area's name says as a
        # face-down card, left out).
        if isinstance(item, ButtonItem) or isinstance(item, CardItem) and not plain_words(
                layout.spoken_name(item.component_id, seen)) and any(
                zone.sceneBoundingRect().contains(item.sceneBoundingRect().center())
                for zone in zones):
            continue
        kind = layout.alike_kind(item.component_id, seen)
        if kind:
            if _smallest_zone(item, zones) is None and alike[(kind, 0)][0] is item:
                said.append(_together(layout, alike[(kind, 0)], seen))
            continue
        words = item_name(controller, item, view, face_down=False)
        status = zone_status(controller, item, view) if isinstance(item, ZoneItem) else ""
        if status:
            words = f"{words} ({status})"
        inside = [_together(layout, group, seen) for (_, area), group in alike.items() if area == id(item)]
        if inside:
            words = f"{words}: {'; '.join(inside)}"
        if words and not any(words in earlier for earlier in said):  # a zone's title again
            said.append(words)
            if isinstance(item, LabelItem) and len(words.split()) == 1:
                captions.add(len(said) - 1)
    # A one-word caption of a pile ("Deck" over "Rank 2 deck, cards left: 17") said by its name.
    said = [words for index, words in enumerate(said) if index not in captions or not any(
        words.casefold() in other.casefold() for other in said if other is not words)]
    return " ".join(part if part[-1:] in ".!?" else part + "." for part in said if part)


def _smallest_zone(item: TableItem, zones: list[ZoneItem]) -> ZoneItem | None:
    """The smallest area `item` lies in (a seat's active dice, not the seat's whole band)."""
    centre = item.sceneBoundingRect().center()
    holding = [zone for zone in zones if zone.sceneBoundingRect().contains(centre)]
    return min(holding, key=lambda zone: zone.sceneBoundingRect().width()
               * zone.sceneBoundingRect().height(), default=None)


def _together(layout: Layout, group: list[TableItem], seen: object) -> str:
    return plain_words(layout.spoken_together([item.component_id for item in group], seen))
