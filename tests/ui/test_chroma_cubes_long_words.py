"""Chroma Cubes' table words break inside a word longer than its line (issue 33: German's
"Steinmännchen" over a cairn's column ran into the next column at 1280x800)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from chroma_desktop.games.chroma_cubes.table.layout import PANEL_WORDS, _wrapped
from chroma_desktop.ui import theme


def test_a_word_wider_than_its_line_is_hyphenated_and_every_line_fits(qapp):
    metrics = QFontMetricsF(theme.font(PANEL_WORDS, bold=PANEL_WORDS > 1.1))
    words = "Steinmännchen 1 · Ei 1"
    width = metrics.horizontalAdvance("Steinmännchen") * 0.8
    lines = _wrapped(words, width, metrics)
    assert all(metrics.horizontalAdvance(line) <= width for line in lines), lines
    assert lines[0].endswith("-") and len(lines) >= 2
    assert "".join(line.removesuffix("-") if line.endswith("-") else line + " "
                   for line in lines).strip() == words


def test_words_that_fit_are_broken_only_at_spaces(qapp):
    metrics = QFontMetricsF(theme.font(PANEL_WORDS, bold=PANEL_WORDS > 1.1))
    width = metrics.horizontalAdvance("Cairn 1 · Egg")
    assert _wrapped("Cairn 1 · Egg 1", width, metrics) == ["Cairn 1 · Egg", "1"]
