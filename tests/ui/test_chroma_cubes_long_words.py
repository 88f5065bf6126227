"""Chroma Cubes' table words break inside a word longer than its line (issue 33: German's
"Steinmännchen" over a cairn's column ran into the next column at 1280x800, then broke as
"Steinmännc-hen"): at the soft hyphen the words' data carries ("Stein\\u00admännchen"), with the
shared `word_room.wrapped` (Chroma Cubes kept a copy of its own)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from chroma_desktop.games.chroma_cubes.table.layout import PANEL_WORDS
from chroma_desktop.ui import theme, translation
from chroma_desktop.ui.items.zone_item import LabelItem
from chroma_desktop.ui.scene.word_room import SOFT_HYPHEN, wrapped
from chroma_desktop.ui.spoken_words import RUNS_ON
from tests.ui.test_german_ui import _german_solo_table


def _metrics() -> QFontMetricsF:
    return QFontMetricsF(theme.font(PANEL_WORDS, bold=PANEL_WORDS > 1.1))


def test_a_word_wider_than_its_line_is_hyphenated_and_every_line_fits(qapp):
    metrics = _metrics()
    words = "Steinmännchen 1 · Ei 1"
    width = metrics.horizontalAdvance("Steinmännchen") * 0.8
    lines = wrapped(words, width, metrics)
    assert all(metrics.horizontalAdvance(line) <= width for line in lines), lines
    assert lines[0].endswith("-") and len(lines) >= 2
    assert "".join(line.removesuffix("-") if line.endswith("-") else line + " "
                   for line in lines).strip() == words


def test_words_that_fit_are_broken_only_at_spaces(qapp):
    metrics = _metrics()
    width = metrics.horizontalAdvance("Cairn 1 · Egg")
    # The "1" broken only to fit is marked to be said on with the line before (RUNS_ON).
    assert wrapped("Cairn 1 · Egg 1", width, metrics) == ["Cairn 1 · Egg", RUNS_ON + "1"]


def test_a_long_word_breaks_at_the_soft_hyphen_its_data_carries(qapp):
    metrics = _metrics()
    width = metrics.horizontalAdvance("Steinmännchen") * 0.8  # room for "Steinmännc-"
    lines = wrapped(f"Stein{SOFT_HYPHEN}männchen 1", width, metrics)
    assert lines == ["Stein-", "männchen 1"]
    # Where the whole word fits, the soft hyphen is not drawn.
    assert wrapped(f"Stein{SOFT_HYPHEN}männchen 1", width * 2, metrics) == ["Steinmännchen 1"]


def test_the_german_cairns_break_steinmaennchen_after_stein(qtbot):
    window = _german_solo_table("chroma_cubes", {"mode": "cairn"}, qtbot)
    try:
        scene = window.controller.scene
        said = [scene.item_for(f"label:cairn{n}") for n in range(1, 6)]
        assert all(isinstance(label, LabelItem) for label in said)
        texts = [label.text for label in said]
        assert all(SOFT_HYPHEN not in text for text in texts), texts
        assert all("Steinmännc-" not in text for text in texts), texts
        broken = [text for text in texts if "Stein-\nmännchen" in text]
        whole = [text for text in texts if "Steinmännchen" in text]
        assert len(broken) + len(whole) == 5 and broken, texts
    finally:
        window.controller.stop()
        window.close()
        translation.install("en")
