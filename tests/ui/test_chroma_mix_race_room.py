"""Chroma Mix's race to win gives each bar the room its lines need (issue 31, at 1280x800: a
third line of parts ran into the next bar), and its short titles come from the data in every
language (issue 33: they were cut from the English name)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from chroma_desktop import language
from chroma_desktop.games.chroma_mix.table import progress
from chroma_desktop.ui import theme, translation
from chroma_desktop.ui.items.zone_item import LabelItem, ZoneItem
from tests.ui.test_chroma_mix_table_reading import TABLES, table


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    translation.install(language.SOURCE)


def _drawn_lines(label: LabelItem) -> QRectF:
    """Where the label's lines are drawn, in the scene."""
    metrics = QFontMetricsF(theme.font(label.scale_))
    lines = label.text.split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines)
    height = len(lines) * metrics.lineSpacing()
    top = label.pos().y() if len(lines) > 1 else (
        label.pos().y() + (label.boundingRect().height() - metrics.lineSpacing()) / 2)
    return QRectF(label.pos().x(), top, width, height)


def _title_strip(bar: ZoneItem) -> QRectF:
    """The bar's title line (a detailed bar writes its name at the top)."""
    font = theme.font(theme.ZONE_WORDS, bold=True)
    return QRectF(bar.rect.left(), bar.rect.top(), bar.rect.width(),
                  QFontMetricsF(font).lineSpacing() + 4)


@pytest.mark.parametrize("lang", ["en", "de", "it"])
@pytest.mark.parametrize(("players", "seed", "moves", "options"), TABLES,
                         ids=[f"{p}p-{s}" for p, s, _m, _o in TABLES])
def test_no_two_of_the_races_texts_overlap(window, lang, players, seed, moves, options):
    controller = table(window, players, seed, moves, options)
    window.languages.set_language(lang, remember=False)
    controller.refresh(animate=False)
    scene = controller.scene
    view = controller.match.view(0)
    for seat in range(view.config.seats):
        texts: list[tuple[str, QRectF]] = []
        for index, _row in enumerate(progress.seat_progress(view, seat, 0)):
            bar = scene.item_for(f"progress:{seat}:{index}")
            label = scene.item_for(f"label:progress:{seat}:{index}")
            drawn = _drawn_lines(label)
            assert drawn.bottom() <= bar.rect.bottom() + 1, (lang, label.text, drawn, bar.rect)
            if bar.title:
                texts.append((bar.title, _title_strip(bar)))
            texts.append((label.text, drawn))
        for first, (words, rect) in enumerate(texts):
            for other, other_rect in texts[first + 1:]:
                overlap = rect.intersected(other_rect)
                assert overlap.height() <= 1 or overlap.width() <= 1, (lang, words, other)


@pytest.mark.parametrize(("lang", "ruby"), [("en", "Ruby"), ("it", "Rubino"), ("de", "Rubin")])
def test_a_races_short_title_is_the_datas_in_each_language(window, lang, ruby):
    controller = table(window, 3, 5, 14, {})
    window.languages.set_language(lang, remember=False)
    rows = progress.seat_progress(controller.match.view(0), 1, 0)
    assert ruby in [row.short_name for row in rows]
