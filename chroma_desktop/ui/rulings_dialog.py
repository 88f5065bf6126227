"""Help -> Rulings: where a game's rulebook is unclear or silent, its words beside the reading
the app plays, and for a reading offered as a set-up option, which value is in force.

With a game on the table the dialog shows that game's rulings and the options it was set up
with; with none, a chooser offers every game, its options shown at their defaults. The rulings
are the game's content (`data/<game>/rulings.yaml`, built by `content.rulings`), read where
its manifest declares them (`registry.rulings`).
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop import language, registry
from chroma_desktop.content.rulings import Ruling, quote_language, quote_note
from chroma_desktop.ui.fitting import size_within_window
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.plain_text import plain_label, rich, rich_label
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP, option_words

__all__ = ["RulingsDialog", "rulings_html"]

translate = QCoreApplication.translate
INTRO = QT_TRANSLATE_NOOP("RulingsDialog",
                          "Where the rulebook is unclear, silent, damaged or contradicts itself: its "
                          "own words, and the reading this app plays. A reading marked as an option "
                          "can be changed when you set up a new game.")

# What kind of gap a ruling fills (`content.rulings.ISSUES`'s keys), said as the UI's words.
ISSUE_WORDS = {
    "unclear": QT_TRANSLATE_NOOP("RulingsDialog", "The rulebook is unclear"),
    "silent": QT_TRANSLATE_NOOP("RulingsDialog", "The rulebook is silent"),
    "conflict": QT_TRANSLATE_NOOP("RulingsDialog", "The rulebook contradicts itself"),
    "garbled": QT_TRANSLATE_NOOP("RulingsDialog", "The rulebook's text is damaged"),
}


def _issue(ruling: Ruling) -> str:
    english = ISSUE_WORDS.get(ruling.issue)
    return translate("RulingsDialog", english) if english else ruling.issue


def _value_line(ruling: Ruling, value: str, note: str = "") -> str:
    meaning = ruling.meaning(value) or translate("RulingsDialog",
                                                 "(a value this ruling does not describe)")
    tail = f" <i>({html.escape(note)})</i>" if note else ""
    # The value as the New game dialog names it, never its key (issue 31).
    shown = option_words(value.replace("_", " ").capitalize())
    return f"<b>{html.escape(shown)}</b>: {html.escape(meaning)}{tail}"


def _option_html(game: Any, ruling: Ruling, options: Mapping[str, str] | None) -> str:
    """Which reading is in force (or, outside a game, the option and its default)."""
    specs = {spec.name: spec for spec in game.option_specs}
    spec = specs.get(ruling.option)
    if spec is None:
        return "<p>" + translate("RulingsDialog", "This reading is not offered as an option by "
                                                  "this version of the game.") + "</p>"
    lines = ["<p>" + translate("RulingsDialog", "Set-up option <b>{label}</b> in the New game "
                                                "dialog.").format(
        label=html.escape(option_words(spec.label))) + "</p>"]
    if options is not None:
        value = str(options.get(spec.name, spec.default))
        note = (translate("RulingsDialog", "the app's reading") if value == ruling.default
                else translate("RulingsDialog", "not the app's usual reading"))
        lines.append("<p>" + translate("RulingsDialog", "In this game: {value}").format(
            value=_value_line(ruling, value, note)) + "</p>")
        others = [v for v, _ in ruling.values if v != value]
        label = (translate("RulingsDialog", "Other reading") if len(others) == 1
                 else translate("RulingsDialog", "Other readings"))
    else:
        lines.append("<p>" + translate("RulingsDialog", "Default: {value}").format(
            value=_value_line(ruling, ruling.default)) + "</p>")
        others = [v for v, _ in ruling.values if v != ruling.default]
        label = translate("RulingsDialog", "Also offered")
    if others:
        lines.append(f"<p>{label}: " + "; ".join(_value_line(ruling, v) for v in others) + "</p>")
    return "".join(lines)


def _quotes_html(ruling: Ruling) -> str:
    parts = []
    for file, words, translation in ruling.quotes:
        note = quote_note(file)  # an English quote for an Italian reader says so
        said = (f"<p><i>“{html.escape(words)}”</i><br><small>{html.escape(file)}"
                f"{' · ' + html.escape(note) if note else ''}</small>")
        if translation and quote_language(file) != language.current():
            said += "<br>" + translate("RulingsDialog", "In English: {words}").format(
                words=html.escape(translation))
        parts.append(said + "</p>")
    return "".join(parts)


def _reading_html(game: Any, ruling: Ruling, options: Mapping[str, str] | None) -> str:
    parts = [f"<p>{html.escape(ruling.shown('reading'))}</p>"]
    if ruling.option:
        parts.append(_option_html(game, ruling, options))
    elif ruling.alternatives:
        parts.append("<p>" + translate("RulingsDialog", "Not offered: {readings}").format(
            readings="; ".join(html.escape(a) for a in ruling.shown_alternatives())) + "</p>")
    return "".join(parts)


def rulings_html(game: Any, options: Mapping[str, str] | None = None) -> str:
    """The rulings of `game` as one HTML text, quote and reading side by side; `options` are
    the set-up of the game on the table (None: no game, the defaults are shown)."""
    rulings = registry.rulings(game)
    if not rulings:
        return "<p>" + translate("RulingsDialog", "No rulings are recorded for {game}.").format(
            game=html.escape(game.name)) + "</p>"
    parts = []
    for ruling in rulings:
        parts.append(
            f"<h3>{html.escape(ruling.shown('title'))}</h3>"
            f'<p style="color:#6b6b6b">{html.escape(_issue(ruling))}.</p>'
            '<table width="100%" cellspacing="0" cellpadding="6" border="0">'
            '<tr><th align="left" width="50%">' + translate("RulingsDialog", "The rulebook says")
            + '</th><th align="left" width="50%">' + translate("RulingsDialog", "The app's reading")
            + "</th></tr>"
            f'<tr><td valign="top">{_quotes_html(ruling)}</td>'
            f'<td valign="top">{_reading_html(game, ruling, options)}</td></tr></table>')
    return "".join(parts)


LARGEST = (900, 640)  # the dialog's size where the window is larger


class RulingsDialog(QDialog):
    """The rulings of `game` played with `options`; with no game, a chooser of every game."""

    def __init__(self, parent: QWidget | None = None, game: Any = None,
                 options: Mapping[str, str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RulingsDialog", "Rulings"))
        size_within_window(self, parent, LARGEST)
        self.game = game
        self.options = dict(options) if options is not None else None
        layout = QVBoxLayout(self)
        intro = plain_label(translate("RulingsDialog", INTRO))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.chooser: QComboBox | None = None
        self.heading: QLabel | None = None
        if game is None:
            from chroma_desktop.registry import manifests

            row = nested(layout, QHBoxLayout())
            game_label = plain_label(translate("RulingsDialog", "Game:"))
            row.addWidget(game_label)
            self.chooser = QComboBox()
            game_label.setBuddy(self.chooser)  # the label names the box to a reader
            for manifest in manifests():
                self.chooser.addItem(manifest.name, manifest.id)
            self.chooser.currentIndexChanged.connect(self._chosen)
            row.addWidget(self.chooser, 1)
        else:
            self.heading = rich_label(rich(translate("RulingsDialog", "<b>{game}</b>: the game on the table"),
                                           game=game.name))
            layout.addWidget(self.heading)
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.windowTitle())  # a Tab stop: named to a reader
        self.text.setOpenLinks(False)
        layout.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if game is not None:
            self.text.setHtml(rulings_html(game, self.options))
        elif self.chooser is not None and self.chooser.count():
            self._chosen(self.chooser.currentIndex())

    def choose(self, game_id: str) -> None:
        """Show the rulings of `game_id` (only when no game is on the table)."""
        if self.chooser is not None:
            self.chooser.setCurrentIndex(self.chooser.findData(game_id))

    def _chosen(self, index: int) -> None:
        from chroma_desktop.content import ContentError
        from chroma_desktop.registry import find_game

        game_id = self.chooser.itemData(index) if self.chooser is not None else None
        if not game_id:
            return
        try:
            self.game = find_game(game_id)
        except ContentError as error:
            self.game = None
            self.text.setPlainText(translate("RulingsDialog", "The rulings cannot be shown: {reason}")
                                   .format(reason=error.said_in(language.message_translator())))
            return
        self.text.setHtml(rulings_html(self.game, None))

    def plain_text(self) -> str:
        """What the dialog says, as text (for a screen reader's summary and for tests)."""
        return self.text.toPlainText()
