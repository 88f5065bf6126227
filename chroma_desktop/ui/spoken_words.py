"""The table's words as a screen reader should speak them: words, never glyphs.

The table marks colours, levels and effects with glyphs for the eye (Coloretto's "■" and the
joker's "✱", CMYK!'s "○ ★ ▲", Chroma Mix's "⚡" and "∞", the "·" between a line's parts). A
reader speaks each glyph's Unicode name ("heavy asterisk"), so what goes to assistive technology
(`ui/accessible_table.py`'s names, descriptions and actions, `ui/announcer.py`'s announcements)
passes through `plain_words`: a glyph a layout gives words for (`TableLayout.glyph_words`) is
said in those words, a separator dot becomes a comma, every other glyph is left out.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

SEPARATORS = frozenset("·•‧∙")
"""Dots set between a line's parts ("You · Cardinal · first to 6 points"): said as a comma."""
SEAT_MARKS = "▶►•· "
"""Marks before the seat to move ("▶ You")."""
_NO_WORDS: Mapping[str, str] = {}
FRACTION = re.compile(r"\b(\d+)/(\d+)\b")
"""A count of a total as the table writes it ("0/17 VP in play"), which a reader says "zero
slash seventeen"."""


def is_glyph(char: str) -> bool:
    """A character drawn for the eye that carries no word: a symbol (Unicode So), a
    mathematical sign beyond ASCII's (arrows, "∞", "±") or a separator dot. ASCII's own signs
    ("+", "%", "<") and letters in any script are words."""
    if char in SEPARATORS:
        return True
    category = unicodedata.category(char)
    return category == "So" or (category == "Sm" and not char.isascii())


def glyphs_in(text: str) -> list[str]:
    """The glyphs left in `text` (what a test of spoken words looks for)."""
    return [char for char in text if is_glyph(char)]


def plain_words(text: str, glyph_words: Mapping[str, str] = _NO_WORDS) -> str:
    """`text` as one line to be spoken: each glyph of `glyph_words` said in its words, a
    separator dot as a comma, every other glyph left out ("the brown ■ card", "(grey ▲, brown
    ■)": the glyph is for the eye), the punctuation they carried kept with the word before, and
    the marks of the seat to move ("▶ You") left out; "4/17" said "4 of 17"."""
    words: list[str] = []
    for word in text.split():
        if word in SEPARATORS:
            if words and words[-1][-1:] not in ",.;:!?":
                words[-1] += ","
            continue
        bare = " ".join("".join(f" {glyph_words.get(char, '')} " if is_glyph(char) else char
                                for char in word).split())
        if not bare:
            continue
        if words and not any(char.isalnum() for char in bare) and bare[0] in ",.;:)!?":
            words[-1] += bare
        else:
            words.append(bare)
    said = " ".join(words).lstrip(SEAT_MARKS).strip()
    if "/" in said:
        of = translate("SpokenWords", "{done} of {total}")
        said = FRACTION.sub(lambda found: of.format(done=found[1], total=found[2]), said)
    return said


def where_words(place: str, seat_titles: Iterable[str], own_title: str) -> str:
    """Where a card lies, said as a place: a seat's area by whose it is ("in your area", "in Bot
    2's area"; a seat's name alone, "in You", is no place), any other area by its name ("in Row
    3"). `own_title`: the title of the seat the table speaks to ("You" in the language shown)."""
    if place == own_title:
        return translate("AccessibleTable", "in your area")
    if place in seat_titles:
        return translate("AccessibleTable", "in {seat}'s area").format(seat=place)
    return translate("AccessibleTable", "in {place}").format(place=place)
