"""The pseudo-locale (issue 33): every UI word said accented, 40 % longer and between ⟦ ⟧, so a test
sees at once a word that bypasses the translation system (it shows plain) and a place a longer
language would cut (the closing ⟧ is missing or the widget is too narrow for it).

`pseudo(text)` makes the pseudo text of an English text, keeping what a program fills in or reads:
Qt's `%1`/`%n`/`%L1`, Python's `{name}`, HTML tags and entities, the `&` of a mnemonic.
`PseudoTranslator` is a `QTranslator` that says every UI string (`translate("Context", ...)`) in
it; `install_pseudo_locale()` puts it before the app's own translators (none are installed in
English, the language the pseudo-locale is made from) and `remove_pseudo_locale()` takes it away.
`bypassing(text)` lists the words of a text shown in the pseudo-locale that did not come through
it. Nothing here is offered to the player: it is a tool for tests and for looking at screens.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

OPEN, CLOSE = "⟦", "⟧"
GROWTH = 0.4
"""How much longer than English a pseudo text is: about what German and Italian need."""

_ACCENTED = str.maketrans(
    "aeiouycnszgAEIOUYCNSZG",
    "áéíöüýçñšžĝÁÉÎÖÜÝÇÑŠŽĜ")
_ACCENTABLE = set("aeiouycnszgAEIOUYCNSZG")  # the letters `_ACCENTED` changes
_PADDING = "ẋţŕēñ"
PADDING_WORD = 8
# What a program fills in or reads, kept as written: Qt's and Python's placeholders, HTML tags
# and entities.
_KEPT = re.compile(r"%L?\d+|%n|\{[^{}]*\}|<[^<>]*>|&(?:[a-zA-Z]+|#\d+);")
_WORD = re.compile(r"[A-Za-z]{2,}")


def accented(text: str) -> str:
    """`text` with its letters accented, keeping what a program fills in or reads (`_KEPT`)."""
    parts: list[str] = []
    position = 0
    for kept in _KEPT.finditer(text):
        parts.append(text[position:kept.start()].translate(_ACCENTED))
        parts.append(kept.group())
        position = kept.end()
    parts.append(text[position:].translate(_ACCENTED))
    return "".join(parts)


def visible_length(text: str) -> int:
    """How many characters of `text` a reader sees (what a program fills in or reads aside)."""
    return len(_KEPT.sub("", text))


def padding(visible: int) -> str:
    """The letters that make a text of `visible` characters about `GROWTH` longer, in words of
    at most `PADDING_WORD` letters (a longer language's words wrap as its words do)."""
    letters = "".join(_PADDING[index % len(_PADDING)] for index in range(round(visible * GROWTH)))
    return " ".join(letters[start:start + PADDING_WORD]
                    for start in range(0, len(letters), PADDING_WORD))


def pseudo(text: str) -> str:
    """`text` accented and about `GROWTH` longer, between ⟦ ⟧; "" stays ""."""
    if not text:
        return text
    grown = padding(visible_length(text))
    return f"{OPEN}{accented(text)}{' ' + grown if grown else ''}{CLOSE}"


def bypassing(text: str) -> list[str]:
    """The words of `text`, as shown in the pseudo-locale, outside every ⟦ ⟧ (which may nest: a
    message said inside another): said without the translation system (a name the player gave,
    a number or a game's own name is no word here only when the caller leaves it out)."""
    outside: list[str] = []
    depth = 0
    for character in text:
        if character == OPEN:
            depth += 1
        elif character == CLOSE:
            depth = max(depth - 1, 0)
            outside.append(" ")
        elif depth == 0:
            outside.append(character)
    return _WORD.findall(_KEPT.sub(" ", "".join(outside)))


def unaccented(text: str) -> list[str]:
    """The words of `text` that the pseudo-locale would have accented but shows plain, inside a
    ⟦ ⟧ or not: English said in a slot of a translated message (a fixed word of the code) as
    well as a whole text that bypassed the system."""
    plain = _KEPT.sub(" ", text)
    return [word for word in re.findall(r"\w+", plain)
            if len(word) > 1 and word.isascii() and word.isalpha() and _ACCENTABLE & set(word)]


class PseudoTranslator(QTranslator):
    """Says every UI string in the pseudo-locale."""

    def translate(self, context: str, source_text: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return pseudo(source_text)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name): it translates every string
        return False


_installed: list[PseudoTranslator] = []


def install_pseudo_locale(parent: QObject | None = None) -> PseudoTranslator:
    """Say the UI in the pseudo-locale from now on (widgets made earlier are told by Qt's
    LanguageChange event, as when the player picks a language)."""
    translator = PseudoTranslator(parent or QCoreApplication.instance())
    QCoreApplication.installTranslator(translator)
    _installed.append(translator)
    return translator


def remove_pseudo_locale() -> None:
    """Back to the words of the translators installed before."""
    while _installed:
        translator = _installed.pop()
        QCoreApplication.removeTranslator(translator)
        translator.deleteLater()
