"""Words on the table are laid out once per device size and copied after, for the run
(ui/words.py); a copy lies where the words drawn directly would."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from chroma_desktop.ui import theme, words
from chroma_desktop.ui.painting import (
    ALIGN_BOTTOM,
    ALIGN_CENTER,
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ALIGN_TOP,
    TEXT_WORD_WRAP,
    draw_text,
)
from tests.ui.conftest import view_of

RECT = QRectF(0, 0, 220, 90)
INK = QColor("#101010")


class Words(QGraphicsItem):
    """Words in RECT, drawn from images or (`direct`) laid out and drawn each time."""

    def __init__(self, text: str, flags: int, direct: bool = False) -> None:
        super().__init__()
        self.text, self.flags, self.direct = text, flags, direct

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return RECT

    def paint(self, painter: QPainter, option, widget=None) -> None:
        draw = draw_text if self.direct else words.draw_words
        draw(painter, RECT, self.flags, self.text, theme.font(1.2, bold=True), INK)


def _ink_box(image: QImage) -> tuple[int, int, int, int]:
    """The smallest box holding every dark pixel: left, top, right, bottom."""
    dark = [(x, y) for y in range(image.height()) for x in range(image.width())
            if image.pixelColor(x, y).lightness() < 100]
    assert dark, "no words were drawn"
    xs, ys = [x for x, _ in dark], [y for _, y in dark]
    return min(xs), min(ys), max(xs), max(ys)


def _grab(qtbot, item: Words) -> QImage:
    # Between pixels: a copy lands on whole device pixels.
    view = view_of(qtbot, item, 60.4, 40.3)
    view.setBackgroundBrush(QColor("#FFFFFF"))
    return view.grab().toImage()


def _counting(monkeypatch) -> list[str]:
    laid_out: list[str] = []
    lay_out = words.lay_out_text

    def noting(text, *args):
        laid_out.append(text)
        return lay_out(text, *args)

    monkeypatch.setattr(words, "lay_out_text", noting)
    return laid_out


def _fresh_run(monkeypatch) -> None:
    """A run with no words drawn yet, as a new start."""
    monkeypatch.setattr(words, "_shown", {})


def test_words_are_laid_out_once_then_copied_for_the_run(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    _fresh_run(monkeypatch)
    laid_out = _counting(monkeypatch)
    item = Words("Round 3 of 8", ALIGN_LEFT | ALIGN_TOP)
    first = _grab(qtbot, item)
    assert laid_out == ["Round 3 of 8"]
    again = _grab(qtbot, Words("Round 3 of 8", ALIGN_LEFT | ALIGN_TOP))
    assert laid_out == ["Round 3 of 8"]  # copied
    assert _ink_box(again) == _ink_box(first)
    _grab(qtbot, Words("Round 4 of 8", ALIGN_LEFT | ALIGN_TOP))
    assert laid_out == ["Round 3 of 8", "Round 4 of 8"]  # other words are laid out
    assert list(tmp_path.iterdir()) == []  # nothing kept on disk

    _fresh_run(monkeypatch)  # the next start draws its words again
    later = _grab(qtbot, Words("Round 3 of 8", ALIGN_LEFT | ALIGN_TOP))
    assert laid_out == ["Round 3 of 8", "Round 4 of 8", "Round 3 of 8"]
    assert _ink_box(later) == _ink_box(first)


def test_copied_words_lie_where_words_drawn_directly_do(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    _fresh_run(monkeypatch)
    for text, flags in (("Bot 2", ALIGN_LEFT | ALIGN_TOP),
                        ("12 VP", ALIGN_RIGHT | ALIGN_TOP),
                        ("Take a row\nor draw", ALIGN_CENTER),
                        ("Pass", ALIGN_RIGHT | ALIGN_BOTTOM),
                        ("Colour a section of your own sheet", ALIGN_LEFT | TEXT_WORD_WRAP)):
        copied = _ink_box(_grab(qtbot, Words(text, flags)))
        direct = _ink_box(_grab(qtbot, Words(text, flags, direct=True)))
        assert all(abs(a - b) <= 1 for a, b in zip(copied, direct, strict=True)), (text, copied,
                                                                                  direct)
    # Wrapped words broke into lines: the box is taller than one line of the others.
    wrapped = _ink_box(_grab(qtbot, Words("Colour a section of your own sheet",
                                          ALIGN_LEFT | TEXT_WORD_WRAP)))
    single = _ink_box(_grab(qtbot, Words("Pass", ALIGN_LEFT | ALIGN_TOP)))
    assert wrapped[3] - wrapped[1] > 1.8 * (single[3] - single[1])


def test_zoomed_words_are_laid_out_again_at_their_new_size(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    _fresh_run(monkeypatch)
    laid_out = _counting(monkeypatch)
    item = Words("Deck: 41", ALIGN_LEFT | ALIGN_TOP)
    view = view_of(qtbot, item, 20, 20)
    view.grab()
    small = len(laid_out)
    view.scale(2.0, 2.0)
    view.grab()
    assert small == 1 and len(laid_out) == 2


def test_a_badge_fits_its_pill_to_its_copied_words(qtbot, monkeypatch, tmp_path):
    from chroma_desktop.ui.items import card_item
    from chroma_desktop.ui.items.card_item import CardFace, CardItem

    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    _fresh_run(monkeypatch)
    card = CardItem("card:1", CardFace("Red", "#C03030", "dots"))
    card.set_badge("×12")
    view = view_of(qtbot, card, 120, 120)
    view.grab()  # the badge's words are laid out once
    measured = []
    metrics = card_item.QFontMetricsF

    class Measuring(metrics):
        def horizontalAdvance(self, text):  # noqa: N802 (Qt naming)
            measured.append(text)
            return super().horizontalAdvance(text)

    monkeypatch.setattr(card_item, "QFontMetricsF", Measuring)
    view.viewport().repaint()
    assert measured == []  # sized from the copied words, not measured again
    font = theme.font(0.9, bold=True)
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    shown = words.words_image(painter, ALIGN_CENTER, "×12", font, theme.CARD_EDGE, 0)
    painter.end()
    assert abs(shown.width - metrics(font).horizontalAdvance("×12")) < 1.0
