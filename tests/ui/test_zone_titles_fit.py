"""Every zone's title fits its zone, beside its status, as drawn, on the Chroma Mix and Chroma
Cubes tables at 1024x640 and 800x500, in English and Italian (issue 31: "Tucked under Mustard"
ran out of its panel)."""

from __future__ import annotations

import pytest

from chroma_desktop import language
from chroma_desktop.ui.items.zone_item import ZoneItem
from chroma_desktop.ui.translation import install
from tests.ui.drawn_text import close, drawn_text, played_match
from tests.ui.test_drawn_text import TABLES

PADDING = 12.0  # a zone's words keep this far from its sides (ZoneItem.paint)
GAP = 12.0  # between a title and the status on its right


@pytest.mark.parametrize("size", [(1024, 640), (800, 500)], ids=["1024x640", "800x500"])
@pytest.mark.parametrize("code", ["en", "it"])
def test_every_zone_title_fits_its_zone(qapp, code, size):
    overflowing = []
    titles = set()
    for name in ("chroma_mix_mustard", "chroma_mix_4", "chroma_mix_solo", "chroma_cubes", "cairn"):
        game, players, options, moves = TABLES[name]
        match = played_match(game, players, moves, options=options)
        try:
            seen, window = drawn_text(qapp, match, size, language=code,
                                      only=lambda item: isinstance(item, ZoneItem))
        finally:
            install(language.SOURCE)
        widths = {drawn.text: drawn.width for drawn in seen}
        zones = [item for item in window.controller.scene.items_by_id.values()
                 if isinstance(item, ZoneItem) and item.title]
        for zone in zones:
            titles.add(zone.title)
            assert zone.title in widths, (name, zone.title)  # drawn, and so measured
            needed = widths[zone.title] + (widths[zone.status] + GAP if zone.status else 0)
            if needed > zone.rect.width() - 2 * PADDING + 0.5:
                overflowing.append((name, zone.component_id, zone.title, zone.status,
                                    round(needed), round(zone.rect.width() - 2 * PADDING)))
        close(window)
    tucked = "Tucked under Mustard" if code == "en" else None
    assert tucked is None or tucked in titles
    assert overflowing == [], "\n".join(map(str, overflowing))
