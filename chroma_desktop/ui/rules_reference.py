"""Help -> How to play: each game's rules reference, with pictures drawn by the app.

The words are the game's own, the `RulesReference` its manifest names (`reference`: its
`SECTIONS`, one HTML text per heading of `HEADINGS`, in English; another language's are the
messages of `i18n/<language>/reference/<game>.ftl`, `content_ftl`); the pictures are drawn by the game's table
code from a real game (`reference_pictures`). A game whose manifest declares no reference shows
its manifest's short `how_to_play` and its table. A chooser offers every game; with a game on the
table it opens on that one.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QImage, QTextDocument, QTextImageFormat
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop.manifest import GameManifest, RulesReference
from chroma_desktop.ui.fitting import size_within_window
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.plain_text import plain_label
from chroma_desktop.ui.reference_pictures import Picture, pictures_for
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP, game_blurb

__all__ = ["HEADINGS", "RulesReferenceDialog", "reference_html", "reference_module"]

# The sections' keys (in `SECTIONS` and pictures' `section`), shown in the language shown.
HEADINGS = (QT_TRANSLATE_NOOP("RulesReference", "Goal"),
            QT_TRANSLATE_NOOP("RulesReference", "Components"),
            QT_TRANSLATE_NOOP("RulesReference", "A turn"),
            QT_TRANSLATE_NOOP("RulesReference", "Scoring / winning"),
            QT_TRANSLATE_NOOP("RulesReference", "End of the game"),
            QT_TRANSLATE_NOOP("RulesReference", "Keyboard and mouse"))
translate = QCoreApplication.translate
DEFAULT_PLAYERS_MOVES = (2, 12)  # the table pictured for a game whose reference names none
SCHEME = "reference"  # image names in the page: reference:<game>/<n>


def reference_module(manifest: GameManifest) -> RulesReference | None:
    """The game's rules reference as its manifest declares it; None where it declares none."""
    from chroma_desktop.registry import rules_reference

    return rules_reference(manifest.id)


def _figure(name: str, picture: Picture) -> str:
    return (f'<p align="center"><img src="{name}" width="{picture.image.width()}" '
            f'height="{picture.image.height()}"><br>'
            f"<i>{html.escape(picture.caption)}</i></p>")


def _sections(game_id: str, module: RulesReference | None) -> Mapping[str, str]:
    """The reference's `SECTIONS` in the language shown: each section's message
    `reference-<heading>` of `i18n/<language>/reference/<game>.ftl`, else its English."""
    from chroma_desktop import language

    if module is None:
        return {}
    if language.current() == language.SOURCE:
        return module.SECTIONS
    from chroma_desktop.content.content_ftl import reference_id, text

    return {heading: text(language.current(), game_id, reference_id(heading)) or english
            for heading, english in module.SECTIONS.items()}


def reference_html(manifest: GameManifest, module: RulesReference | None,
                   figures: dict[str, list[tuple[str, Picture]]]) -> str:
    """The page of one game: its sections in order, each followed by its pictures
    (`figures`: section -> (image name, picture))."""
    parts = [f"<h1>{html.escape(manifest.name)}</h1>"]
    if manifest.blurb:
        parts.append(f"<p><i>{html.escape(game_blurb(manifest))}</i></p>")
    sections: dict[str, str] = dict(_sections(manifest.id, module))
    if not sections:
        parts.append(manifest.how_to_play)
    for heading in map(str, HEADINGS):
        text = sections.get(heading)
        pictures = figures.get(heading, [])
        if text is None and not pictures:
            continue
        parts.append(f"<h2>{html.escape(translate('RulesReference', heading))}</h2>")
        if text is not None:
            parts.append(text)
        parts.extend(_figure(name, picture) for name, picture in pictures)
    parts.append("<p><small>" + translate("RulesReference", "Where the rulebook is unclear, Help → "
                                                            "Rulings shows its words and the reading "
                                                            "the app plays.") + "</small></p>")
    return "".join(parts)


LARGEST = (820, 720)  # the dialog's size where the window is larger


class RulesReferenceDialog(QDialog):
    """Every game's rules reference, opened on `game_id` (None: the first game)."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        from chroma_desktop.registry import manifests

        super().__init__(parent)
        self.setWindowTitle(translate("RulesReference", "How to play"))
        size_within_window(self, parent, LARGEST)
        self.game_id = ""
        self.images: dict[str, QImage] = {}  # name -> image, of the page shown
        layout = QVBoxLayout(self)
        row = nested(layout, QHBoxLayout())
        game_label = plain_label(translate("RulesReference", "Game:"))
        row.addWidget(game_label)
        self.chooser = QComboBox()
        game_label.setBuddy(self.chooser)  # the label names the box to a reader
        for manifest in manifests():
            self.chooser.addItem(manifest.name, manifest.id)
        row.addWidget(self.chooser, 1)
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.windowTitle())  # a Tab stop: named to a reader
        self.text.setOpenLinks(False)
        layout.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.chooser.currentIndexChanged.connect(self._chosen)
        index = self.chooser.findData(game_id) if game_id else 0
        self.chooser.setCurrentIndex(max(0, index))
        if not self.game_id and self.chooser.count():
            self._chosen(self.chooser.currentIndex())

    def choose(self, game_id: str) -> None:
        """Show the reference of `game_id`."""
        index = self.chooser.findData(game_id)
        if index < 0:
            from chroma_desktop.registry import UnknownGameError, game_ids
            from chroma_desktop.rules.setup_words import unknown_game

            raise UnknownGameError(game_id, unknown_game(game_id, game_ids()))
        self.chooser.setCurrentIndex(index)

    def _chosen(self, index: int) -> None:
        from chroma_desktop import language
        from chroma_desktop.content import ContentError
        from chroma_desktop.registry import find_game, manifest_for

        game_id = self.chooser.itemData(index)
        if not game_id:
            return
        self.game_id = game_id
        manifest = manifest_for(game_id)
        module = reference_module(manifest)
        try:
            game = find_game(game_id)
        except ContentError as error:
            self.images = {}
            self.text.setPlainText(translate(
                "RulesReference", "The rules reference of {game} cannot be shown: {reason}").format(
                game=manifest.name, reason=error.said_in(language.message_translator())))
            return
        if module is not None:
            players, moves = module.TABLE_PLAYERS, module.TABLE_MOVES
        else:
            players, moves = max(game.min_players, DEFAULT_PLAYERS_MOVES[0]), DEFAULT_PLAYERS_MOVES[1]
        figures: dict[str, list[tuple[str, Picture]]] = {}
        self.images = {}
        for number, picture in enumerate(pictures_for(game, players, moves)):
            name = f"{SCHEME}:{game_id}/{number}"
            self.images[name] = picture.image
            figures.setdefault(picture.section, []).append((name, picture))
        document = QTextDocument(self.text)
        for name, image in self.images.items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        document.setHtml(reference_html(manifest, module, figures))
        self.text.setDocument(document)

    # -- what the page shows (for tests, and a screen reader's summary) ------------------------
    def plain_text(self) -> str:
        return self.text.toPlainText()

    def headings(self) -> list[str]:
        """The section headings on the page, in order."""
        headings = []
        block = self.text.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 2:
                headings.append(block.text())
            block = block.next()
        return headings

    def shown_images(self) -> list[QImage]:
        """The images the page shows, as its document holds them."""
        document = self.text.document()
        shown = []
        block = document.begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                fragment = fragments.fragment()
                if fragment.isValid() and fragment.charFormat().isImageFormat():
                    name = QTextImageFormat(fragment.charFormat().toImageFormat()).name()
                    image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
                    if isinstance(image, QImage):
                        shown.append(image)
                fragments += 1
            block = block.next()
        return shown
