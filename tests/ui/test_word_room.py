"""The shared room for a table's words (`ui/scene/word_room.py`), measured in the theme's real
type: wrapping between words and hyphenating a word wider than a line, a zone title beside its
status in smaller type or on more lines, a title and status cut short with the whole kept, and
buttons sharing a row by their words."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from chroma_desktop.ui import theme
from chroma_desktop.ui.scene.word_room import (
    LEAST_GAP,
    READABLE_WORDS,
    ZONE_PADDING,
    shared_widths,
    title_and_status,
    wrapped,
    zone_title,
)


def _width(text: str, scale: float = theme.ZONE_WORDS, bold: bool = True) -> float:
    return QFontMetricsF(theme.font(scale, bold=bold)).horizontalAdvance(text)


def test_words_wrap_between_words_and_a_word_wider_than_a_line_is_hyphenated(qapp):
    font = theme.font(1.0)
    width = QFontMetricsF(font).horizontalAdvance("Steinmänn")
    lines = wrapped("Ein Steinmännchen steht", width, font)
    assert all(QFontMetricsF(font).horizontalAdvance(line) <= width for line in lines)
    assert "".join(line.removesuffix("-") for line in lines[1:3]) == "Steinmännchen"
    assert lines[1].endswith("-") and lines[0] == "Ein" and lines[-1] == "steht"


def test_a_zone_title_takes_smaller_type_then_more_lines_beside_its_status(qapp):
    width = ZONE_PADDING * 2 + _width("Pile 2", READABLE_WORDS) + LEAST_GAP + \
        _width("11", READABLE_WORDS) + 1
    title, words = zone_title("Pile 2", "11", width, gap=LEAST_GAP)
    assert title == "Pile 2" and READABLE_WORDS <= words < theme.ZONE_WORDS
    title, words = zone_title("Pile twenty-two", "11", width, gap=LEAST_GAP)
    assert words == theme.ZONE_WORDS and "\n" in title
    room = width - 2 * ZONE_PADDING - _width("11") - LEAST_GAP
    assert all(_width(line) <= room for line in title.split("\n"))


def test_a_title_and_status_too_long_together_are_cut_short_and_said_whole(qapp):
    assert title_and_status("Bot 1", "3 VP", 300) == ("Bot 1", "3 VP", "")
    title, status, whole = title_and_status("Bot 1", "2/17 VP in play · 5 cards held in hand",
                                            200)
    assert title == "Bot 1" and status.endswith("…")
    assert whole == "Bot 1: 2/17 VP in play · 5 cards held in hand"
    assert _width(title) + _width(status) <= 200 - 2 * ZONE_PADDING


def test_buttons_share_a_row_by_what_their_words_need(qapp):
    widths = shared_widths(["Refill", "Exchange cards", "Done"], 400, 8)
    assert abs(sum(widths) + 16 - 400) < 0.01
    assert widths[1] > widths[0] > widths[2] - 20
    assert all(width >= _width(label) + 12
               for width, label in zip(widths, ["Refill", "Exchange cards", "Done"], strict=True))
