"""Help -> How to play through the real window offscreen: the action opens each game's rules
reference, every section under its heading, in the game's own words, with pictures of its
components drawn by the table (sampled: real pictures, not blank); with no game open too."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QColor, QImage, QTextDocument

from chroma_desktop import registry
from chroma_desktop.registry import manifest_for, manifests
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.rules_reference import HEADINGS, reference_module
from tests.toy_game.manifest import MANIFEST as TOY
from tests.ui.conftest import humans

# The pictures each game's page shows at least: its components, and its table.
LEAST_PICTURES = {"coloretto": 3, "chroma_mix": 5, "chroma_cubes": 4, "cmyk": 3}
GAMES = tuple(manifest.id for manifest in manifests() if manifest.reference is not None)


def colours_in(image: QImage, step: int = 3) -> dict[int, int]:
    """How often each opaque colour occurs, sampling every `step`-th pixel of every row."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(image.constBits())
    line = image.bytesPerLine()
    counts: dict[int, int] = {}
    for y in range(0, image.height(), step):
        row = data[y * line: y * line + 4 * image.width()]
        for x in range(0, image.width(), step):
            b, g, r, a = row[4 * x: 4 * x + 4]
            if a == 255:
                key = r << 16 | g << 8 | b
                counts[key] = counts.get(key, 0) + 1
    return counts


def assert_not_blank(image: QImage) -> None:
    assert image.width() > 100 and image.height() >= 60
    counts = colours_in(image)
    total = sum(counts.values())
    samples = len(range(0, image.width(), 3)) * len(range(0, image.height(), 3))
    assert total > 0.9 * samples, "a picture mostly see-through"
    assert len(counts) >= 12, "a picture of one or two flat colours"
    assert max(counts.values()) < 0.9 * total, "a picture mostly of one colour"


def shows_colour(image: QImage, hue: str, tolerance: int = 12) -> bool:
    target = QColor(hue)
    return any(abs((key >> 16) - target.red()) <= tolerance
               and abs((key >> 8 & 255) - target.green()) <= tolerance
               and abs((key & 255) - target.blue()) <= tolerance
               for key in colours_in(image, 2))


def open_reference(window, qtbot):
    window.finish_start()  # the menus are built after the first frame
    action = next(a for a in window.findChildren(QAction) if a.text() == "&How to play")
    action.trigger()
    dialog = window.help_menu.rules_reference
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def section_words(html: str) -> str:
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def check_page(dialog, game_id: str) -> list[QImage]:
    assert dialog.game_id == game_id
    assert dialog.headings() == list(HEADINGS)
    text = dialog.plain_text()
    sections = reference_module(manifest_for(game_id)).SECTIONS
    for heading in HEADINGS:
        for paragraph in section_words(sections[heading]).split("\n"):
            assert paragraph.strip() in text, (heading, paragraph)
    images = dialog.shown_images()
    assert len(images) >= LEAST_PICTURES.get(game_id, 1)  # at least the table
    for image in images:
        assert_not_blank(image)
    return images


@pytest.mark.parametrize("game_id", GAMES)
def test_help_opens_the_reference_of_the_game_on_the_table(window, qtbot, game_id):
    seats = humans(3 if game_id == "coloretto" else 2)
    window.start_game(NewGameConfig(game_id, len(seats), seats, {}, False, 5))
    dialog = open_reference(window, qtbot)
    assert dialog.chooser.currentData() == game_id
    check_page(dialog, game_id)
    dialog.reject()


def test_coloretto_shows_a_card_of_every_colour_a_joker_and_a_plus2(window, qtbot):
    window.show_start()
    dialog = open_reference(window, qtbot)
    colours, specials, *_ = check_page(dialog, "coloretto")
    content = registry.find_game("coloretto").content
    for colour in content.colours:  # each card's own colour, as the table paints it
        assert shows_colour(colours, colour.hue), colour.name
    assert shows_colour(specials, "#C9A227")  # the golden joker
    assert shows_colour(specials, "#4B4A58")  # the +2
    assert not shows_colour(colours, "#4B4A58")
    dialog.reject()


def test_cmyk_shows_tiles_and_a_black_k_tile(window, qtbot):
    window.show_start()
    dialog = open_reference(window, qtbot)
    dialog.choose("cmyk")
    tiles, k_tile, *_ = check_page(dialog, "cmyk")
    k_black = colours_in(k_tile).get(0x161616, 0)
    assert k_black > 0.2 * sum(colours_in(k_tile).values())
    assert colours_in(tiles).get(0x161616, 0) == 0
    dialog.reject()


def test_with_no_game_open_the_chooser_offers_every_games_reference(window, qtbot):
    window.show_start()
    assert window.controller is None
    dialog = open_reference(window, qtbot)
    names = [dialog.chooser.itemText(i) for i in range(dialog.chooser.count())]
    assert names[:4] == ["Coloretto", "Chroma Mix", "Chroma Cubes", "CMYK!"]
    assert dialog.game_id == "coloretto"
    for game_id in GAMES:
        dialog.choose(game_id)
        check_page(dialog, game_id)
    with pytest.raises(KeyError, match="chess"):
        dialog.choose("chess")
    dialog.reject()


def test_a_game_without_a_reference_shows_its_short_rules_and_its_table(window, qtbot):
    registry.register(TOY)
    try:
        window.show_start()
        dialog = open_reference(window, qtbot)
        dialog.choose(TOY.id)
        assert "Take one or two counters. The last counter wins." in dialog.plain_text()
        images = dialog.shown_images()
        assert len(images) == 1  # the table, a few moves in
        assert_not_blank(images[0])
        assert dialog.headings() == ["A turn"]
        dialog.reject()
    finally:
        registry.unregister(TOY.id)
