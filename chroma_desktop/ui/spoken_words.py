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
from functools import partial

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

SEPARATORS = frozenset("·•‧∙")
"""Dots set between a line's parts ("You · Cardinal · first to 6 points"): said as a comma."""
SEAT_MARKS = "▶►•· "
"""Marks before the seat to move ("▶ You")."""
_NO_WORDS: Mapping[str, str] = {}
ENTRY = re.compile(r"[+\-−]?\d|[^\W\d][\w'’-]*:(\s|$)")
"""How a line of its own starts (a count, a score "+2", a caption "private:"), not a line broken
to fit its width, which goes on in the middle of a phrase."""
RUNS_ON = "\u2060"
"""Put (a word joiner, drawn as nothing) before a line broken only to fit that would read as an
entry of its own, a number or a caption ("cards left\n17", "0 of\n17 sides"): `wrapped` marks it
(`ui/scene/word_room.py`) and it is said on with the line before ("cards left 17", not "cards
left. 17")."""
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


def running_on(line: str) -> str:
    """`line`, a line broken only to fit its width, marked to be said with the line before where
    it would read as an entry of its own (it starts with a number or a caption)."""
    return RUNS_ON + line if ENTRY.match(line) else line


def plain_words(text: str, glyph_words: Mapping[str, str] = _NO_WORDS) -> str:
    """`text` as one line to be spoken: each glyph of `glyph_words` said in its words, a
    separator dot as a comma, every other glyph left out ("the brown ■ card", "(grey ▲, brown
    ■)": the glyph is for the eye), the punctuation they carried kept with the word before, and
    the marks of the seat to move ("▶ You") left out; "4/17" said "4 of 17". Each of its lines
    that starts an entry (a count, "+2 ...", "0 of 2 sides coloured", or a caption, "private:
    ...") is said as a phrase of its own ("+0 0 hexagons. +2 Private objective"); any other
    line was broken to fit its width (indented, inside brackets, marked `RUNS_ON` by `wrapped`,
    or a word in any case, German's "die private" above "Karte") and goes on with the line
    before."""
    said = ""
    for line in text.splitlines():
        words = _line_words(line, glyph_words)
        if not words:
            continue
        entry = ENTRY.match(words) is not None and not line[:1].isspace() \
            and not line.startswith(RUNS_ON) and said.count("(") <= said.count(")")
        if said and entry and said[-1] not in ".!?;:,":
            said += "."  # a line of its own ends a phrase; a reader ran them together
        said = f"{said} {words}" if said else words
    if "/" in said:
        of = translate("SpokenWords", "{done} of {total}")
        said = FRACTION.sub(lambda found: of.format(done=found[1], total=found[2]), said)
    return in_full(said)


def in_full(said: str) -> str:
    """The table's short forms of a unit said in full ("4 pts" as "4 points", "0 of 17 VP" as
    "0 of 17 victory points"): a reader spells "pts" or reads "VP" as letters. The short forms
    are the language's own (Italian's "PV", German's "SP" and "Pkt."), each with its words for
    one and for more; after the number 1 the words for one."""
    # The list: "short: one, more" per form, "; " between forms (pts before pt).
    for entry in translate("SpokenWords", "VP: victory point, victory points; pts: point, points; "
                                          "pt: point, points").split(";"):
        short, _, forms = entry.partition(":")
        one, _, more = forms.partition(",")
        short, one, more = short.strip(), one.strip(), more.strip()
        if not (short and one and more) or short not in said:
            continue
        found = re.compile(rf"(?<!\w)(?:(-?\d+) )?{re.escape(short)}(?!\w)")
        said = found.sub(partial(_unit_words, one=one, more=more), said)
    return said


def _unit_words(unit: re.Match[str], one: str, more: str) -> str:
    if not unit[1]:
        return more
    return f"{unit[1]} {one if unit[1] in ('1', '-1') else more}"


def _line_words(text: str, glyph_words: Mapping[str, str]) -> str:
    words: list[str] = []
    for word in text.replace(RUNS_ON, "").split():
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
    return " ".join(words).lstrip(SEAT_MARKS).strip()


def one_phrase(text: str) -> str:
    """A title or status as spoken: one phrase, however its drawing broke it to fit ("Pile\\n1")."""
    return plain_words(" ".join(text.split()))


def where_words(place: str, seat_titles: Iterable[str], own_title: str) -> str:
    """Where a card lies, said as a place: a seat's area by whose it is ("in your area", "in Bot
    2's area"; a seat's name alone, "in You", is no place), any other area by its name ("in Row
    3"). `own_title`: the title of the seat the table speaks to ("You" in the language shown)."""
    if place == own_title:
        return translate("AccessibleTable", "in your area")
    if place in seat_titles:
        return translate("AccessibleTable", "in {seat}'s area").format(seat=place)
    return translate("AccessibleTable", "in {place}").format(place=place)


def status_once(status: str, inside: Iterable[str]) -> str:
    """An area's status as spoken, "" where what lies in it says it already: a pile's count "11"
    beside its stack "11 tiles in pile 1" (a reader heard "Pile 1 (11). 11 tiles in pile 1")."""
    said = one_phrase(status)
    words = set(re.findall(r"\w+", said.casefold()))
    if words and any(words <= set(re.findall(r"\w+", name.casefold())) for name in inside):
        return ""
    return said
