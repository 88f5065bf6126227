"""Players' names: what a name may hold, and when one would pass for another (no Qt).

A name comes from another player, so it is untrusted wherever it goes. `normalise_name` is what
the server keeps from `hello` and what the app shows of any name it is given (the server is
not trusted with that either): NFKC, no control, format (bidi overrides, zero-width joiners),
private-use, surrogate or unassigned characters, at most `MAX_COMBINING` marks on a letter,
whitespace runs made one space, at most `MAX_NAME` characters.

`shown_names` is the one place that decides which name each seat is shown with: a name that
reads as "You" or as another seat's name (its player's, or this table's "Player N") once
confusable characters are mapped (a Cyrillic "Yоu", "P1ayer 2") is marked with its seat's
number, "Yоu (2)". Confusables are the Unicode consortium's, through the maintained package
`confusable-homoglyphs` (imported on first use: the app's start path never reads its tables).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from functools import cache

MAX_NAME = 24
"""A player's name, in characters, once normalised; `hello` may send up to 40."""
MAX_COMBINING = 2
"""Combining marks kept on one letter (Vietnamese needs two; "zalgo" text stacks dozens)."""


def normalise_name(text: str) -> str:
    """`text` as a name may be shown ("" when nothing is left): see the module's docstring."""
    for _ in range(3):  # NFKC after dropping characters may compose anew: until it is stable
        cleaned = _clean_once(text)
        if cleaned == text:
            break
        text = cleaned
    return text


def _clean_once(text: str) -> str:
    kept: list[str] = []
    marks = 0
    for char in unicodedata.normalize("NFKD", text):  # marks counted apart from their letter
        category = unicodedata.category(char)
        if category.startswith("Z") or char.isspace():
            kept.append(" ")
            marks = 0
        elif category.startswith("C"):
            continue  # Cc controls, Cf format (bidi, zero-width), Cs, Co, Cn
        elif category.startswith("M"):
            marks += 1
            if marks <= MAX_COMBINING:
                kept.append(char)
        else:
            kept.append(char)
            marks = 0
    return unicodedata.normalize("NFKC", " ".join("".join(kept).split())[:MAX_NAME].strip())


def name_skeleton(text: str) -> str:
    """What `text` reads as: each character replaced by one representative of the characters it
    can be taken for (the Unicode confusables of ASCII letters and digits, and for those their
    other case), so that two names with the same skeleton look alike: "You", "YOU", "Yоu"
    (Cyrillic о), "Y0u"."""
    return "".join(_representative(char) for char in normalise_name(text))


def _reading(text: str) -> frozenset[str]:
    """The skeletons of `text` as it is and casefolded: two names read alike if they share one."""
    return frozenset({name_skeleton(text), name_skeleton(text.casefold())})


@cache
def _representative(char: str) -> str:
    """For an ASCII character, the least of those it can be taken for (its other case, its
    ASCII confusables, theirs...); for another, the least representative of the ASCII characters
    it looks like, else itself casefolded."""
    if not char.isascii():
        twins = _ascii_twins(char)
        if twins:
            return min(_representative(twin) for twin in twins)
        folded = char.casefold()
        return folded if len(folded) == 1 else "".join(_representative(part) for part in folded)
    seen, frontier = {char}, [char]
    while frontier:
        current = frontier.pop()
        for twin in _ascii_twins(current) | {current.lower(), current.upper()}:
            if twin not in seen:
                seen.add(twin)
                frontier.append(twin)
    return min(seen)


@cache
def _ascii_twins(char: str) -> frozenset[str]:
    """The ASCII letters and digits (and signs) the Unicode confusables say `char` looks like."""
    from confusable_homoglyphs import confusables

    found = confusables.is_confusable(char, greedy=True, preferred_aliases=[]) or ()
    return frozenset(glyph["c"] for entry in found for glyph in entry["homoglyphs"]
                     if len(glyph["c"]) == 1 and glyph["c"].isascii() and glyph["c"] != char)


def shown_names(said: Sequence[object], defaults: Sequence[str], own: int | None, own_name: str,
                reserved: Iterable[str] = ()) -> list[str]:
    """Each seat's name at a table: `own_name` for the seat played here (`own`), else the name its
    player said, normalised, else `defaults[seat]` (this table's "Player N"). A name that reads
    as one of `reserved` (the words for "you" in every language shown), as `own_name`, as an
    earlier seat's name or as another seat's default gets the seat's number after it, "Yоu (2)",
    so that no player can speak as another; where even that reads as another, the default."""
    taken = {key for word in (own_name, *reserved) for key in _reading(word)}
    shown: list[str] = []
    for seat, default in enumerate(defaults):
        if seat == own:
            shown.append(own_name)
            continue
        value = said[seat] if seat < len(said) else ""
        name = (normalise_name(value) if isinstance(value, str) else "") or default
        others = taken | {key for index, other in enumerate(defaults) if index != seat
                          for key in _reading(other)}
        for candidate in (name, f"{name} ({seat + 1})", default):
            if not _reading(candidate) & others:
                name = candidate
                break
        else:
            name = f"{default} ({seat + 1})"
        shown.append(name)
        taken |= _reading(name)
    return shown
