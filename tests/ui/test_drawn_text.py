"""Words the tables draw, measured as drawn: no text under 9 px at 1024x640, and every glyph
in the font it is drawn in (issue 31: labels of 5-7 px; the last-round card's corner glyph
was a missing-glyph box with the default fonts)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication, QRawFont

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.items.shape_item import ShapeItem
from tests.ui.drawn_text import close, drawn_text, played_match

SMALLEST = 9.0  # pixels on screen, at 1024x640
SMALL_WINDOW = (1024, 640)

# (game, players, options, bot moves): each table with its hands, rows, sheets, mosaics filled.
TABLES = {
    "coloretto": ("coloretto", 3, {}, 14),
    "coloretto_5": ("coloretto", 5, {}, 30),  # five rows: the table's tallest
    "chroma_mix": ("chroma_mix", 2, {}, 14),
    "chroma_mix_4": ("chroma_mix", 4, {}, 40),  # four players: the others' panels narrowest
    "chroma_mix_solo": ("chroma_mix", 1, {}, 30),  # Confident Billy's panel
    "chroma_mix_mustard": ("chroma_mix", 2, {"win_card": "mustard"}, 14),  # the tucked panel
    "chroma_cubes": ("chroma_cubes", 3, {}, 14),
    "chroma_cubes_4": ("chroma_cubes", 4, {}, 40),  # three opponents: their panels narrowest
    "chroma_cubes_solo": ("chroma_cubes", 1, {}, 20),
    "cairn": ("chroma_cubes", 1, {"mode": "cairn"}, 6),
    "cmyk": ("cmyk", 3, {}, 14),
    "cmyk_4": ("cmyk", 4, {}, 30),
}


def _measure(qapp, name: str, size: tuple[int, int] = SMALL_WINDOW, language: str = ""):
    game, players, options, moves = TABLES[name]
    match = played_match(game, players, moves, options=options)
    seen, window = drawn_text(qapp, match, size, language=language)
    zoom = window.view.zoom
    close(window)
    return seen, zoom


def _too_small(seen) -> list[tuple[float, str]]:
    return sorted({(round(d.device_pixels, 1), d.text) for d in seen
                   if d.device_pixels < SMALLEST})


def test_the_measure_is_the_fonts_pixels_times_the_views_scale(qapp):
    """The deck count (a label: words drawn as an image at the view's scale) measures its
    font's pixel size times the view's zoom, in either window."""
    for size in ((1280, 800), SMALL_WINDOW):
        seen, zoom = _measure(qapp, "coloretto", size)
        deck = [d for d in seen if d.text.startswith("Deck:")]
        assert len(deck) == 1
        dots = QGuiApplication.primaryScreen().logicalDotsPerInchY()
        assert deck[0].device_pixels == pytest.approx(
            deck[0].font.pointSizeF() * dots / 72 * zoom, rel=1e-3)


@pytest.mark.parametrize("name, words", [
    ("coloretto", ("Deck:", "Last-round card:", "drawn\ncard", "Out of the game:")),
    ("chroma_cubes", ("Lock A", "Lock B", "A lock side takes", "goal 6", "Branch 2 pts",
                      "Your active dice", "Scoring chart", "End my round", "Active", "Reserve")),
])
def test_the_texts_issue_31_named_are_at_least_9_px_at_1024x640(qapp, name, words):
    seen, _zoom = _measure(qapp, name)
    named = [d for d in seen if d.text.startswith(words)]
    assert {word for word in words if any(d.text.startswith(word) for d in named)} == set(words)
    assert _too_small(named) == []


@pytest.mark.parametrize("moves", [14, 40, 90])
def test_cmyk_tile_marks_and_legend_are_at_least_9_px_at_1024x640(qapp, moves):
    """The numbers, glyphs and letters on every tile (piles, your mosaic as it grows, the
    others' mosaics, the tile in hand) and the legend under your mosaic."""
    match = played_match("cmyk", 3, moves)
    config = match.state.config
    marks = {str(p) for p in config.level_percents} | set(config.level_glyphs) | set(
        config.ink_ids) | {"K", "●"}
    seen, window = drawn_text(qapp, match, SMALL_WINDOW, only=lambda item: isinstance(
        item, ShapeItem) or isinstance(item, TableItem) and item.component_id == "label:legend")
    close(window)
    on_tiles = [d for d in seen if set(d.text.split("\n")) <= marks]
    assert len(on_tiles) > 10
    assert any(d.text.startswith("Each side shows") for d in seen)
    assert _too_small(on_tiles) == []


@pytest.mark.parametrize("name", list(TABLES))
def test_every_glyph_drawn_is_in_the_font_it_is_drawn_in(qapp, name):
    seen, _zoom = _measure(qapp, name)
    missing = set()
    for drawn in seen:
        raw = QRawFont.fromFont(drawn.font)
        missing |= {(char, drawn.text) for char in drawn.text
                    if char not in "\n" and not raw.supportsCharacter(ord(char))}
    assert missing == set()


def test_the_last_round_card_corner_glyph_is_in_the_tables_font(qapp):
    match = played_match("coloretto", 3, 0, until=lambda m: m.state.last_round)
    seen, window = drawn_text(qapp, match, SMALL_WINDOW)
    close(window)
    glyph = match.content.specials["last_round"].glyph
    corner = [d for d in seen if d.text == glyph]
    assert corner
    assert all(QRawFont.fromFont(d.font).supportsCharacter(ord(glyph)) for d in corner)
    assert QRawFont.fromFont(theme.font()).supportsCharacter(ord(glyph))


@pytest.mark.parametrize("name", list(TABLES))
def test_no_text_on_a_table_is_under_9_px_at_1024x640(qapp, name):
    seen, _zoom = _measure(qapp, name)
    assert _too_small(seen) == []


@pytest.mark.parametrize("name", list(TABLES))
def test_no_text_is_under_9_px_at_1024x640_in_italian_either(qapp, name):
    from chroma_desktop import language
    from chroma_desktop.ui.translation import install

    try:
        seen, _zoom = _measure(qapp, name, language="it")
    finally:
        install(language.SOURCE)
    assert any(d.text.startswith(("Mazzo", "Pila", "Riserva", "I tuoi dadi", "Tabella")) for d in seen), [
        d.text for d in seen][:20]
    assert _too_small(seen) == []
