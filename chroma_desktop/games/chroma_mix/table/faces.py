"""How a Chroma Mix card looks: its colour from its pigment mix, its name, rank dots, VP, pigment
marks (C, M, Y: they read without colour) and its effect in words, drawn by `CardArt`.

Every length is a fraction of the card's width, so a card reads the same at any size: the
hand's large cards, the market's, the small ones in a play area and the enlarged one shown on
hover. No word or figure on a card is drawn under `READABLE` (9 px at 1024x640; issue 31): a
card on the table shows its name (wrapped, never cut), colour, VP, rank dots, pigments and the
marks of its effects (⚡ instant, ∞ continuous); its effect in words is on the enlarged card and
on the note line while the card is pointed at or focused (the layout's `details`).
"""

from functools import lru_cache
from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath

from chroma_desktop.content.translated import shown
from chroma_desktop.games.chroma_mix import phrases
from chroma_desktop.language import message_translator
from chroma_desktop.rules.messages import Message, render
from chroma_desktop.ui import theme
from chroma_desktop.ui.items.card_item import readable_ink
from chroma_desktop.ui.painting import (
    ALIGN_BOTTOM,
    ALIGN_CENTER,
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ALIGN_TOP,
    brush,
    draw_text,
    ellipse_path,
    fill_and_outline,
    fill_rect,
    fill_rounded,
    outline_rounded,
    pen,
    words_box,
)

PIP_COLOURS = {"C": "#00A0E0", "M": "#E0007A", "Y": "#F5D000"}
DARK = "#1B1B1B"
# The least type size on a card, a fraction of the system font in scene units: the table is drawn
# at 0.71 of its size at 1024x640, where a 9 pt system font at 1.1 comes out at 9.3 pixels.
READABLE = 1.1
# Font sizes as fractions of the system font, at a card 84 units wide (theme.CARD_WIDTH); a card's
# words grow with it (the enlarged card) and never go below READABLE.
NAME_SIZE = 0.95
TEXT_SIZE = 0.6
NAME_PAD = 2.5  # between the name and the card's edges
TEXT_STRETCH = 90  # words a little narrower than the system font (percent)
NARROWER = (85, 80, 75)  # a name's narrower letters where a word is wider than a small card
VALUE_ROW = 15.0  # VP, a pile's size and rank dots, under the name
PIGMENT_ROOM, PIGMENT_LEAST = 24.0, 16.0  # the row of pigment circles above the words
ENLARGED = 1.5  # a card this many times its normal width is the enlarged one: its words show


def pigment_colour(vector: tuple[int, ...]) -> str:
    """The colour of a pigment mix: subtractive CMY, deeper with more pigment."""
    cyan, magenta, yellow = (min(1.0, count * 0.42) for count in (*vector, 0, 0, 0)[:3])
    red, green, blue = (int(255 * (1 - value) * 0.94 + 10) for value in (cyan, magenta, yellow))
    return f"#{red:02X}{green:02X}{blue:02X}"


def _words(message: Message) -> str:
    return render(message, None, message_translator())


def _names(names: dict[str, str], ids: tuple[str, ...], joiner: str = " or ") -> str:
    return joiner.join(names[card] for card in ids)


def instant_words(effect: Any, names: dict[str, str]) -> str:
    """One instant effect in words (data/chroma_mix/cards.yaml `instant`)."""
    kind = effect.kind
    if kind in ("gain", "gain_choice"):
        return _words(phrases.EFFECT_GAIN(cards=_names(names, effect.cards)))
    if kind == "gain_rank":
        said = phrases.EFFECT_GAIN_RANK_MAY_PRINT if effect.then_may_print \
            else phrases.EFFECT_GAIN_RANK
        return _words(said(rank=effect.rank))
    if kind == "gain_identical":
        return _words(phrases.EFFECT_GAIN_IDENTICAL(n=effect.amount, rank=effect.rank))
    if kind == "refill":
        return _words(phrases.EFFECT_REFILL(n=effect.amount))
    if kind == "extra_prints":
        return _words(phrases.EFFECT_EXTRA_PRINTS(n=effect.amount,
                                                  cards=_names(names, effect.cards)))
    if kind == "reverse_mix":
        ranks = sorted(effect.ranks)
        span = f"{ranks[0]}-{ranks[-1]}" if len(ranks) > 1 else str(ranks[0])
        return _words(phrases.EFFECT_REVERSE_MIX(ranks=span))
    if kind == "may_discard_then_gain":
        return _words(phrases.EFFECT_MAY_DISCARD_GAIN(rank=effect.rank))
    raise ValueError(f"no words for the instant effect {kind!r}")


def continuous_words(name: str, value: Any) -> str:
    """One continuous effect in words (data/chroma_mix/cards.yaml `continuous`)."""
    if name == "mix_actions_per_turn":
        return _words(phrases.EFFECT_MIX_TIMES(n=int(value)))
    if name == "after_refill_gain_rank":
        return _words(phrases.EFFECT_AFTER_REFILL(rank=int(value)))
    if name == "mix_from_play_area":
        return _words(phrases.EFFECT_MIX_FROM_PLAY())
    if name == "mix_any_number":
        return _words(phrases.EFFECT_MIX_ANY_NUMBER())
    if name == "mix_result_to_play":
        return _words(phrases.EFFECT_MIX_TO_PLAY())
    if name == "after_last_print_gain_rank":
        return _words(phrases.EFFECT_AFTER_LAST_PRINT(rank=int(value)))
    if name == "left_neighbour_mix_may_gain_rank":
        return _words(phrases.EFFECT_NEIGHBOUR_MIX(rank=int(value)))
    if name == "all_actions_each_turn":
        actions = list(value)
        listed = ", ".join(actions[:-1]) + " and " + actions[-1] if len(actions) > 1 \
            else actions[0]
        return _words(phrases.EFFECT_ALL_ACTIONS(actions=listed))
    if name == "refill_may_tuck":
        return _words(phrases.EFFECT_TUCK(n=int(value)))
    raise ValueError(f"no words for the continuous effect {name!r}")


def card_words(content: Any, kind: int, win: dict[str, Message]) -> tuple[str, str]:
    """A card's effects in words, each kind led by its mark (⚡ instant, ∞ continuous), and
    the marks alone (for cards too small for words); `win` gives the words of the win
    condition a card names (card id -> what it asks beyond the card in play)."""
    card = content.cards[kind]
    names = {c.id: shown(c) for c in content.cards}
    parts = [instant_words(effect, names) for effect in card.instant]
    if parts:
        parts[0] = f"⚡ {parts[0]}"
    marks = "⚡" if card.instant else ""
    for index, (name, value) in enumerate(card.continuous):
        marks += "∞"
        words = continuous_words(name, value)
        parts.append(f"∞ {words}" if index == 0 else words)
    if card.continuous and card.stacks:
        parts.append(_words(phrases.EFFECT_STACKS()))
    if card.max_in_play:
        parts.append(_words(phrases.EFFECT_ONE_IN_PLAY(n=card.max_in_play)))
    if card.id in win:
        parts.append(_words(phrases.EFFECT_WIN(what=win[card.id])))
    return " ".join(parts), marks


# -- drawing ----------------------------------------------------------------------------------
def _font(size: float, bold: bool = False) -> QFont:
    return theme.font(size, bold)


def _name_font(size: float, stretch: int = TEXT_STRETCH) -> QFont:
    font = _font(size, bold=True)
    font.setStretch(stretch)
    return font


def _wrap(text: str, font: QFont, width: float) -> list[str]:
    """`text` broken into lines no wider than `width` (a word longer than that keeps a line)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def fit_name(name: str, size: float, width: float, floor: float = READABLE,
             lines: int = 2) -> tuple[QFont, list[str]]:
    """The font and lines that show all of `name` in `width`: on one line (a little smaller if
    need be, not below `floor`), else wrapped on up to `lines` lines, shrunk towards `floor`;
    at `floor` a word wider than `width` keeps its line (never cut, never smaller)."""
    one_line = max(floor, size * 0.88)
    trial = size
    while trial >= one_line - 1e-6:
        font = _name_font(trial)
        if QFontMetricsF(font).horizontalAdvance(name) <= width:
            return font, [name]
        trial -= 0.02
    trial = max(size, floor)
    while True:
        font = _name_font(trial)
        metrics = QFontMetricsF(font)
        wrapped = _wrap(name, font, width)
        if len(wrapped) <= lines and all(metrics.horizontalAdvance(line) <= width
                                         for line in wrapped):
            return font, wrapped
        if trial <= floor:
            break
        trial = max(floor, trial - 0.04)
    # At the least size a word still too wide: narrower letters (a small card's "Raspberry").
    for stretch in NARROWER:
        font = _name_font(floor, stretch)
        metrics = QFontMetricsF(font)
        wrapped = _wrap(name, font, width)
        if all(metrics.horizontalAdvance(line) <= width for line in wrapped):
            break
    return font, wrapped


class Reading(NamedTuple):
    """The words a card shows at one size: its name (never cut; no lines on a card too narrow
    for it in readable type) and its effect (None on a table card; else font, lines, and
    whether every word fits)."""

    name_font: QFont
    name_lines: list[str]
    name_room: float  # the width the name's lines fit in
    band: float  # the name band's height
    words: tuple[QFont, list[str], bool] | None


@lru_cache(maxsize=1024)
def _reading(name: str, text: str, width: float) -> Reading:
    """`CardArt.reading`, kept: a card is painted again and again at the same few sizes."""
    unit = width / theme.CARD_WIDTH
    height = width * theme.CARD_HEIGHT / theme.CARD_WIDTH
    pad = NAME_PAD * unit
    room = width - 2 * pad
    name_font, name_lines = fit_name(name, max(READABLE, NAME_SIZE * unit), room)
    metrics = QFontMetricsF(name_font)
    if any(metrics.horizontalAdvance(line) > room + 0.5 for line in name_lines):
        # Too narrow a card for its name in readable type (a known card in another player's
        # hand): its colour and pigments say it, and its details on the note line.
        name_lines = []
    band = metrics.height() * max(1, len(name_lines)) * (1 if name_lines else 0.5) + 4 * unit + 2
    words: tuple[QFont, list[str], bool] | None = None
    if unit >= ENLARGED and text:
        # Only the enlarged card says its effect in words (issue 31: on the table they came
        # out at 5-7 pixels); the note line says them for a card pointed at or focused.
        text_pad = 3 * unit
        text_width = width - 2 * text_pad - 4 * unit
        free = height - band - _value_height(unit) - 2 * text_pad
        words = word_lines(text, unit, text_width, free - PIGMENT_ROOM * unit)
        if not words[2]:  # smaller pigment circles leave the words more room
            words = word_lines(text, unit, text_width, free - PIGMENT_LEAST * unit)
    return Reading(name_font, name_lines, room, band, words)


def _value_height(unit: float) -> float:
    """The value row's height: room for its figures in readable type."""
    return max(VALUE_ROW * unit, QFontMetricsF(_font(max(READABLE, 0.95 * unit), True)).height())


class CardArt(NamedTuple):
    """A Chroma Mix card face, drawn at any size (`CardFace.painter`). `lit`: a choice the
    player may make now, outlined as a legal target is."""

    name: str
    fill: str
    pips: tuple[tuple[str, ...], ...]  # one row of pigment letters per alternative (Prism: 3)
    rank: int
    vp: int
    text: str
    marks: str
    stripes: tuple[str, ...] = ()  # colours of a card worth several mixes (Prism)
    lit: bool = False
    pile_size: int = 0  # a pile's size, shown beside its VP and rank dots (0: not a pile)
    # A card drawn for the first time carries the number of that drawing: its face differs from
    # any card leaving the table, so the scene does not take that card's item for it, and it
    # comes from where the layout says. 0: a card already shown.
    arriving: int = 0

    def reading(self, width: float) -> Reading:
        """What a card `width` wide shows in words, and in which fonts (its painter draws
        exactly this; tests read it to check what a player can read)."""
        return _reading(self.name, self.text, width)

    def __call__(self, painter: QPainter, rect: QRectF, path: QPainterPath,
                 scale: float) -> None:
        unit = rect.width() / theme.CARD_WIDTH  # 1.0 for a card 84 wide
        reading = self.reading(rect.width())
        if self.lit:
            glow = QColor(theme.HIGHLIGHT.name())  # copying a QColor would build the Qt namespace
            glow.setAlpha(90)
            fill_rounded(painter, rect.adjusted(-7, -7, 7, 7), theme.CARD_RADIUS * unit + 7, glow)
        painter.fillPath(path, brush(QColor("#F4F4F4" if self.stripes else self.fill)))
        if self.stripes:
            # Soft bands of the colours the card may count as.
            painter.save()
            painter.setClipPath(path)
            band = rect.width() / len(self.stripes)
            for index, hue in enumerate(self.stripes):
                colour = QColor(hue)
                colour.setAlpha(120)
                fill_rect(painter, QRectF(rect.left() + index * band, rect.top(), band + 1,
                                          rect.height()), colour)
            painter.restore()
        top = self._name_band(painter, rect, path, unit, reading)
        top = self._value_row(painter, rect, top, unit)
        if reading.words is not None:
            self._words(painter, rect, unit, reading.words)
        elif self.marks:
            draw_text(painter, *self._marks_place(rect, unit), readable_ink(self.fill))
        self._pigments(painter, rect, top, self._pigments_bottom(rect, unit, reading), unit)
        if self.lit:
            outline_rounded(painter, rect.adjusted(-4, -4, 4, 4),
                            theme.CARD_RADIUS * unit + 3, pen(theme.HIGHLIGHT, 3.5))

    def _name_band(self, painter: QPainter, rect: QRectF, path: QPainterPath, unit: float,
                   reading: Reading) -> float:
        band = QRectF(rect.left(), rect.top(), rect.width(), reading.band)
        painter.save()
        painter.setClipPath(path)
        fill_rect(painter, band, QColor(255, 255, 255, 225))
        painter.restore()
        pad = NAME_PAD * unit
        draw_text(painter, band.adjusted(pad, 1 + unit, -pad + 1, 0), ALIGN_LEFT | ALIGN_TOP,
                  "\n".join(reading.name_lines), reading.name_font, QColor(DARK))
        return band.bottom()

    def _value_row(self, painter: QPainter, rect: QRectF, top: float, unit: float) -> float:
        """VP at the left, rank dots at the right, a pile's size between them, under the name."""
        height = _value_height(unit)
        ink = readable_ink(self.fill if not self.stripes else "#F4F4F4")
        vp_right = rect.left() + 4 * unit
        if self.vp:
            font = _font(max(READABLE, 0.95 * unit), bold=True)
            text = f"★{self.vp}"
            draw_text(painter, QRectF(vp_right, top + unit, 40 * unit, height),
                      ALIGN_LEFT | ALIGN_TOP, text, font, ink)
            vp_right += QFontMetricsF(font).horizontalAdvance(text)
        radius = 3.3 * unit
        step = 2 * radius + 2.2 * unit
        for index in range(self.rank):
            centre = QPointF(rect.right() - 7 * unit - index * step, top + height / 2 + unit)
            fill_and_outline(painter, ellipse_path(QRectF(centre.x() - radius,
                                                          centre.y() - radius, 2 * radius,
                                                          2 * radius)),
                             ink, pen(QColor(255, 255, 255, 150) if ink.lightness() < 128
                                      else QColor(0, 0, 0, 150), 0.8))
        if self.pile_size:  # in the bottom-left corner: the value row keeps its room
            chip, text, font = self._pile_chip(rect, unit)
            fill_rounded(painter, chip, chip.height() / 2, QColor(30, 30, 30, 200))
            draw_text(painter, chip, ALIGN_CENTER, text, font, QColor("#FFFFFF"))
        return top + height

    def _pile_chip(self, rect: QRectF, unit: float) -> tuple[QRectF, str, QFont]:
        """A pile's size in its chip at the bottom-left corner: the chip, its words, their font."""
        font = _font(max(READABLE, 0.8 * unit), bold=True)
        text = f"×{self.pile_size}"
        metrics = QFontMetricsF(font)
        chip = QRectF(rect.left() + 3 * unit, 0, metrics.horizontalAdvance(text) + 8,
                      metrics.height() + 1)
        chip.moveBottom(rect.bottom() - 3 * unit)
        return chip, text, font

    def _marks_place(self, rect: QRectF, unit: float) -> tuple[QRectF, int, str, QFont]:
        """Where a table card's effect marks are drawn (rectangle, alignment, marks, font)."""
        font = _font(max(READABLE, 1.0 * unit), bold=True)
        return rect.adjusted(0, 0, -5 * unit, -3 * unit), ALIGN_RIGHT | ALIGN_BOTTOM, self.marks, font

    def _pigments_bottom(self, rect: QRectF, unit: float, reading: Reading) -> float:
        """The bottom of the pigments' room: above the effect's words or the marks."""
        if reading.words is not None:
            return self._words_box(rect, unit, reading.words).top()
        bottom = rect.bottom() - 4 * unit
        if self.marks:
            bottom -= QFontMetricsF(self._marks_place(rect, unit)[3]).height() * 0.85
        return bottom

    def word_boxes(self, rect: QRectF) -> tuple[QRectF, ...]:
        """Where this face draws words or symbols on a card `rect`: the name band, the value
        row (VP, rank dots), the pigment circles, the marks or the effect's words, a pile's
        chip. The rest of the face is its colour alone, where a worth badge may stand on the
        card it describes (issue 31: in Chroma Mix solo's packed market no place beside a card
        was free, and the badge stood two cards below its target)."""
        unit = rect.width() / theme.CARD_WIDTH
        reading = self.reading(rect.width())
        top = rect.top() + reading.band
        value_bottom = top + _value_height(unit) + unit
        boxes = [QRectF(rect.left(), rect.top(), rect.width(), value_bottom - rect.top())]
        if reading.words is not None:
            boxes.append(self._words_box(rect, unit, reading.words))
        elif self.marks:
            boxes.append(words_box(*self._marks_place(rect, unit)))
        if self.pile_size:
            boxes.append(self._pile_chip(rect, unit)[0])
        _prefix, _font_of_prefix, prefix_boxes, circles, _letters = self._pigment_places(
            rect, value_bottom - unit, self._pigments_bottom(rect, unit, reading), unit)
        drawn = [*prefix_boxes, *(circle for circle, _letter in circles)]
        if drawn:
            united = drawn[0]
            for box in drawn[1:]:
                united = united.united(box)
            boxes.append(united)
        return tuple(boxes)

    def _pigments(self, painter: QPainter, rect: QRectF, top: float, bottom: float,
                  unit: float) -> None:
        """A circle per pigment with its letter, centred between `top` and `bottom`. A card
        worth any one of several pigment pairs (Prism) shows "2×" and one circle per choice."""
        prefix, prefix_font, prefix_boxes, circles, letter_font = self._pigment_places(
            rect, top, bottom, unit)
        ink = readable_ink(self.fill)
        for box in prefix_boxes:
            draw_text(painter, box, ALIGN_CENTER, prefix, prefix_font, ink)
        for circle, letter in circles:
            fill_and_outline(painter, ellipse_path(circle),
                             QColor(PIP_COLOURS.get(letter, "#888888")),
                             pen(QColor(DARK), 1.0))
            draw_text(painter, circle, ALIGN_CENTER, letter, letter_font,
                      QColor(DARK) if letter == "Y" else QColor("#FFFFFF"))

    def _pigment_places(self, rect: QRectF, top: float, bottom: float, unit: float
                        ) -> tuple[str, QFont, list[QRectF], list[tuple[QRectF, str]], QFont]:
        """Where `_pigments` draws: the prefix ("2×", or ""), its font and boxes, each circle
        with its letter, and the letters' font."""
        rows = [list(letters) for letters in self.pips]
        prefix = ""
        if len(rows) > 1 and all(len(set(letters)) == 1 for letters in rows):
            prefix = f"{len(rows[0])}×"
            rows = [[letters[0] for letters in rows]]
        room = max(bottom - top, 8.0)
        # Each circle holds its letter in readable type (a letter, not only a colour): as small
        # as the letter allows where room is short; a row too wide for the card goes on two.
        letter_font = _font(max(READABLE, 0.8 * unit), bold=True)
        metrics = QFontMetricsF(letter_font)
        least = max(metrics.capHeight(), *(metrics.horizontalAdvance(c) for c in "CMY")) / 2 + 1.5
        radius = max(least, min(7.5 * unit, room / (len(rows) * 2.3)))
        widest = (rect.width() - 4) / 2.3
        if len(rows) == 1 and not prefix and len(rows[0]) * radius > widest:
            radius = max(least, widest / len(rows[0]))
            if len(rows[0]) * radius > widest:
                half = (len(rows[0]) + 1) // 2
                rows = [rows[0][:half], rows[0][half:]]
        middle = (top + bottom) / 2
        prefix_font = _font(max(READABLE, radius / 7.5 * 0.95), bold=True)
        # The prefix gets the room its type needs where the readable floor makes it wider
        # than the circle it stands for (at 1024x640 "2×" ran 3 px into the first circle).
        prefix_room = max(radius * 2.1, QFontMetricsF(prefix_font).horizontalAdvance(prefix) + 1)
        prefix_step = max(0.9 * radius * 2.3, prefix_room) if prefix else 0.0
        prefix_boxes: list[QRectF] = []
        circles: list[tuple[QRectF, str]] = []
        for row, letters in enumerate(rows):
            y = middle + (row - (len(rows) - 1) / 2) * radius * 2.25
            width = len(letters) * radius * 2.3 + prefix_step
            left = rect.center().x() - width / 2
            if prefix:
                prefix_boxes.append(QRectF(left, y - radius, prefix_room, radius * 2))
                left += prefix_step
            for index, letter in enumerate(letters):
                x = left + (index + 0.5) * radius * 2.3
                circles.append((QRectF(x - radius, y - radius, radius * 2, radius * 2), letter))
        return prefix, prefix_font, prefix_boxes, circles, letter_font

    def _words(self, painter: QPainter, rect: QRectF, unit: float,
               words: tuple[QFont, list[str], bool]) -> None:
        """The effect in words in a pale box at the bottom."""
        font, lines, _fits = words
        box = self._words_box(rect, unit, words)
        fill_rounded(painter, box, 4 * unit, QColor(255, 255, 255, 230))
        draw_text(painter, box.adjusted(2 * unit, 3 * unit, -unit, 0), ALIGN_LEFT | ALIGN_TOP,
                  "\n".join(lines), font, QColor(DARK))

    @staticmethod
    def _words_box(rect: QRectF, unit: float, words: tuple[QFont, list[str], bool]) -> QRectF:
        """The pale box of the effect's words at the bottom of the card."""
        font, lines, _fits = words
        pad = 3 * unit
        height = QFontMetricsF(font).lineSpacing() * len(lines)
        return QRectF(rect.left() + pad, rect.bottom() - height - 2 * pad - 2 * unit,
                      rect.width() - 2 * pad, height + 2 * pad)


def word_lines(text: str, unit: float, width: float, room: float) -> tuple[QFont, list[str], bool]:
    """The font and lines of a card's words in `width` × `room`, and whether all of them fit
    (else as many lines as fit, the last ending in "…": the enlarged card shows them all)."""
    size = max(READABLE, TEXT_SIZE * unit)
    while True:
        font = _font(size)
        font.setStretch(TEXT_STRETCH)
        lines = _wrap(text, font, width)
        spacing = QFontMetricsF(font).lineSpacing()
        if spacing * len(lines) <= room + 0.5:
            return font, lines, True
        if unit < ENLARGED or size * 0.94 < max(READABLE, TEXT_SIZE * unit * 0.6):
            break
        size *= 0.94  # the enlarged card shows every word
    keep = max(1, int((room + 0.5) // spacing))
    lines = lines[:keep]
    lines[-1] = lines[-1].rstrip(".,;") + "…"
    return font, lines, False
