"""No table draws words over other words (issue 33: "no text cut or overlapping, a test measures
it"): eleven tables in pseudo, English, Italian and German, each at 1024x640 and 800x500, measured
where each block's ink is drawn (`tests/ui/overlaps.py`). The measure is shown to find two labels
drawn over each other, a label over a card's title, words over a symbol and under a badge's pill
on a scene made for it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsView

from chroma_desktop import language
from chroma_desktop.ui.items.card_item import CardFace
from chroma_desktop.ui.scene.specs import CardSpec, LabelSpec, ZoneSpec
from chroma_desktop.ui.scene.table_scene import TableScene
from chroma_desktop.ui.translation import install
from tests.ui.drawn_text import close, played_match, shown_table
from tests.ui.overlaps import Painted, overlapping, painted_words
from tests.ui.pseudo_language import PSEUDO, pseudo_shown, write_pseudo
from tests.ui.test_drawn_text import TABLES
from tests.ui.test_pseudo_words import TABLE_NAMES

SIZES = ((1024, 640), (800, 500))
ALL_TABLES = TABLE_NAMES + ["chroma_mix_4", "chroma_cubes_4", "cmyk_4", "coloretto_5"]


def _scene_words(qapp, specs) -> tuple[list[Painted], list]:
    """The blocks of words a scene of `specs` shows in a view, each where it is drawn."""
    scene = TableScene(600, 300)
    scene.sync(specs, animate=False)
    view = QGraphicsView(scene)
    view.resize(620, 320)
    view.show()
    qapp.processEvents()
    try:
        return painted_words(view)
    finally:
        view.close()


def _table(at: float) -> list:
    """A zone, a card with its title, and two labels: the second `at` units right of the
    first, on the same line; a third label on the card's title."""
    face = CardFace("Orange", "#E07020", "dots")
    return [ZoneSpec("zone:a", QRectF(20, 20, 560, 260), "Market", "3 cards"),
            CardSpec("card:1", face, 400, 80),
            LabelSpec("label:first", "Deck: 12 cards", 40, 80, 200),
            LabelSpec("label:second", "Discard: 3", 40 + at, 80, 200),
            LabelSpec("label:on-card", "Last round", 400, 172, 200)]


def test_the_measure_finds_labels_drawn_over_each_other_and_over_a_cards_words(qapp):
    words, bodies = _scene_words(qapp, _table(30))
    assert {"Deck: 12 cards", "Discard: 3", "Orange", "Market", "Last round"} <= {
        said.text for said in words}
    found = overlapping(words, bodies)
    assert len(found) == 2, found
    assert any("'Deck: 12 cards'" in pair and "'Discard: 3'" in pair for pair in found)
    assert any("'Orange'" in pair and "'Last round'" in pair for pair in found)
    apart = [LabelSpec("label:second", "Discard: 3", 40, 140, 200),
             LabelSpec("label:on-card", "Last round", 380, 250, 200)]
    assert overlapping(*_scene_words(qapp, _table(30)[:3] + apart)) == []


def test_a_card_over_a_zones_status_covers_it(qapp):
    face = CardFace("Orange", "#E07020", "dots")
    zone = ZoneSpec("zone:row", QRectF(20, 20, 400, 160), "Row 1", "0 of 3 places, a long status")
    words, bodies = _scene_words(qapp, [zone, CardSpec("card:1", face, 250, 30)])
    found = overlapping(words, bodies)
    assert len(found) == 1 and found[0].startswith("'0 of 3 places, a long status' under a card")
    words, bodies = _scene_words(qapp, [zone, CardSpec("card:1", face, 250, 60)])
    assert overlapping(words, bodies) == []


def test_a_card_laid_over_another_hides_its_words(qapp):
    """Two cards fanned, the upper one over the lower's title: no words show over words."""
    face = CardFace("Orange", "#E07020", "dots")
    fanned = [CardSpec("card:1", face, 100, 80, z=1), CardSpec("card:2", face, 130, 80, z=2)]
    words, bodies = _scene_words(qapp, fanned)
    titles = [said for said in words if not said.symbol]  # and each card's symbol
    assert [said.text for said in titles] == ["Orange", "Orange"]
    assert titles[0].ink.intersects(titles[1].ink)  # the lower card's title, under the upper card
    assert overlapping(words, bodies) == []


def test_the_measure_finds_words_over_a_symbol_and_under_a_badges_pill(qapp):
    """A label over a card's symbol (no words of the card's cross it) overlaps the symbol; a
    badge's pill over a zone's status covers it where the card itself does not."""
    face = CardFace("Orange", "#E07020", "dots")
    found = overlapping(*_scene_words(qapp, [CardSpec("card:1", face, 100, 80),
                                             LabelSpec("label:on-symbol", "Sale", 120, 130)]))
    assert len(found) == 1 and found[0].startswith("'the symbol dots' over 'Sale'"), found
    assert overlapping(*_scene_words(qapp, [CardSpec("card:1", face, 100, 80),
                                            LabelSpec("label:beside", "Sale", 100, 130)])) == []
    zone = ZoneSpec("zone:row", QRectF(20, 20, 400, 160), "Row 1", "0 of 3 places, a long status")
    found = overlapping(*_scene_words(qapp, [zone, CardSpec("card:1", face, 250, 45, badge="12")]))
    assert len(found) == 1 and found[0].startswith("'0 of 3 places, a long status' under a pill")
    assert overlapping(*_scene_words(qapp, [zone, CardSpec("card:1", face, 250, 45)])) == []


@pytest.fixture(scope="module")
def pseudo_folder(tmp_path_factory):
    return write_pseudo(tmp_path_factory.mktemp("pseudo-overlaps"))


def _overlaps(qapp, match, code: str) -> list[str]:
    found = []
    for size in SIZES:
        window = shown_table(qapp, match, size, language=code)
        try:
            found += [f"{size[0]}x{size[1]}: {pair}"
                      for pair in overlapping(*painted_words(window.view))]
        finally:
            close(window)
    return found


@pytest.mark.parametrize("code", [PSEUDO, "en", "it", "de"])
@pytest.mark.parametrize("name", ALL_TABLES)
def test_no_table_draws_words_over_words(qapp, pseudo_folder, name, code):
    game, players, options, moves = TABLES[name]
    match = played_match(game, players, moves, options=options)
    if code == PSEUDO:
        with pseudo_shown(pseudo_folder):
            found = _overlaps(qapp, match, "")
    else:
        try:
            found = _overlaps(qapp, match, "" if code == language.SOURCE else code)
        finally:
            install(language.SOURCE)
    assert found == [], "\n".join(found)
