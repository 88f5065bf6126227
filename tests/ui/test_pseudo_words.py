"""The pseudo-locale of every word (issue 33): English's `.ftl` files said accented and about 40 %
longer by `tools/pseudo_locale.py` (placeables, selectors, terms and the attributes selectors read
kept), added as a language from a test's folder, with the UI's words in pseudo over it. Each
table (the four games, Chroma Mix and Chroma Cubes solo, the cairn game) with its side panel, log
and prompt, a lesson, How to play, Rulings and the results show no word that bypasses the
system, and no table cuts a word at 1024x640 or 800x500 in pseudo, English, Italian or German."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop import fluent_catalogues, language
from chroma_desktop.content import content_ftl
from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.registry import game_ids
from chroma_desktop.ui import theme
from chroma_desktop.ui.items.zone_item import ZoneItem
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.pseudo_locale import CLOSE, OPEN
from chroma_desktop.ui.scene.word_room import LEAST_GAP, ZONE_PADDING
from chroma_desktop.ui.translation import install
from tests.ui.drawn_text import close, drawn_text, played_match
from tests.ui.pseudo_language import PSEUDO, plain_words, pseudo_shown, tool, write_pseudo
from tests.ui.test_drawn_text import TABLES
from tests.ui.test_pseudo_locale import _texts
from tests.ui.test_translations import _cut_words

ENGLISH = fluent_catalogues.folder(language.SOURCE)
LEFT = Qt.MouseButton.LeftButton
# A rulebook's own words, quoted as written with the file they come from, and their English.
QUOTED = re.compile(r"“[^\n]*”|\S+\.txt(, [^)\n]*)?|Îñ Éñĝlíšh: [^\n]*")


@pytest.fixture(scope="session")
def pseudo_folder(tmp_path_factory):
    return write_pseudo(tmp_path_factory.mktemp("pseudo-language"))


@pytest.fixture
def in_pseudo(pseudo_folder):
    with pseudo_shown(pseudo_folder):
        yield


def _entries(path) -> dict[str, ftl.Message | ftl.Term]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    assert not [entry for entry in resource.body if isinstance(entry, ftl.Junk)], path
    return {entry.id.name: entry for entry in resource.body
            if isinstance(entry, ftl.Message | ftl.Term)}


def _shape(node):
    """What a program reads in an entry: every node but the text, as (kind, name) pairs."""
    return sorted(repr((type(found).__name__, getattr(found, "name", None)))
                  for found in fluent_catalogues.walk(node)
                  if not isinstance(found, ftl.TextElement | ftl.Pattern | ftl.Span))


def test_every_english_file_is_said_in_pseudo_with_its_ids_variables_and_selectors(pseudo_folder):
    english_files = sorted(ENGLISH.rglob("*.ftl"))
    assert len(english_files) > 30 and {"content", "lessons", "reference"} <= {
        path.parent.name for path in english_files}
    for path in english_files:
        english, said = _entries(path), _entries(pseudo_folder / path.relative_to(ENGLISH))
        assert said.keys() >= english.keys(), path
        for entry_id, entry in english.items():
            assert _shape(said[entry_id]) == _shape(entry), (path, entry_id)
            if entry.value is not None and entry_id != "language-name":
                text = "".join(element.value for element in said[entry_id].value.elements
                               if isinstance(element, ftl.TextElement))
                assert text.startswith(OPEN) and text.endswith(CLOSE), (path, entry_id)


def test_a_pseudo_message_keeps_its_placeables_and_grows_its_words():
    said = tool().pseudo_resource(
        "takes = { $p } { $p-person ->\n    [second] take\n   *[third] takes\n} row { $r }\n"
        "-word-red = Red\n    .gender = m\n    .subject = the <b>red</b> one\n"
        "uses = { -word-red.gender ->\n    [m] a\n   *[f] b\n} { -word-red }\n")
    entries = {entry.id.name: entry for entry in FluentParser().parse(said).body}
    assert _shape(entries["takes"]).count("('VariableReference', None)") == 3
    assert "[second] táké" in said and "*[third] tákéš" in said and "röw { $r }" in said
    assert ".gender = m\n" in said  # a selector reads it: data, not words
    assert "⟦thé <b>réd</b> öñé" in said
    english = "Red"
    assert len(entries["word-red"].value.elements[0].value) >= 1.4 * len(english)


def test_the_pseudo_language_has_every_message_and_word_english_has(pseudo_folder):
    language.add_language(PSEUDO, pseudo_folder)
    try:
        assert fluent_catalogues.problems(PSEUDO) == []
        for game_id in game_ids():
            assert content_ftl.problems(PSEUDO, game_id) == []
        assert PSEUDO not in language.offered()
    finally:
        language.remove_language(PSEUDO)
    assert PSEUDO not in language.SUPPORTED


TABLE_NAMES = ["coloretto", "chroma_mix", "chroma_mix_solo", "chroma_cubes",
               "chroma_cubes_solo", "cairn", "cmyk"]


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_each_table_says_every_word_it_draws_and_its_panel_through_the_system(
        qapp, in_pseudo, name):
    game, players, options, moves = TABLES[name]
    match = played_match(game, players, moves, options=options)
    seen, window = drawn_text(qapp, match, (1024, 640))
    try:
        side = window.side
        assert side.log.toPlainText().strip() and side.prompt.text().startswith(OPEN)
        texts = [drawn.text for drawn in seen] + _texts(window)
        texts += side.log.toPlainText().splitlines()
        assert plain_words(texts) == []
    finally:
        close(window)


def _lesson_box(window, qtbot, game_id):
    lesson = shipped_lessons(game_id)[0]
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, LEFT)
    QTest.mouseClick(window._lessons_page.lesson_buttons[(game_id, lesson.id)], LEFT)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.guide is not None)
    QApplication.processEvents()
    return window.lesson.box


@pytest.mark.parametrize("game_id", game_ids())
def test_a_lesson_how_to_play_and_the_rulings_say_every_word_through_the_system(
        window, qtbot, in_pseudo, game_id):
    box = _lesson_box(window, qtbot, game_id)
    assert box.goal.text().startswith(OPEN)
    lesson_words = plain_words([QUOTED.sub(" ", text) for text in _texts(box)])
    reference = window.help_menu.how_to_play()
    qtbot.waitUntil(reference.isVisible)
    reference_words = plain_words([reference.plain_text(), *_texts(reference)])
    reference.reject()
    rulings = window.help_menu.show_rulings()
    qtbot.waitUntil(rulings.isVisible)
    rulings_words = plain_words([QUOTED.sub(" ", rulings.plain_text()), *_texts(rulings)])
    rulings.reject()
    assert (lesson_words, reference_words, rulings_words) == ([], [], [])


@pytest.mark.parametrize(("game_id", "players", "options"), [
    ("coloretto", 3, {}), ("chroma_mix", 2, {}), ("chroma_cubes", 1, {"mode": "cairn"}),
    ("cmyk", 2, {})])
def test_the_results_say_every_word_through_the_system(window, qtbot, in_pseudo, game_id,
                                                        players, options):
    match = played_match(game_id, players, 0, options=options, until=lambda match: match.is_over())
    window.autosave = False
    window.bot_delay_ms = 10 ** 7
    window.finish_start()
    window.show_match(match, [Seat("You")] + [Seat(f"Bot {seat}", "heuristic")
                                              for seat in range(1, players)], False)
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=10_000)
    dialog = window.ending.end_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.title.text().startswith(OPEN)
    assert plain_words([dialog.plain_text(), *_texts(dialog)]) == []
    dialog.reject()


def cut_words(window, seen) -> list[str]:
    """The window's and table's texts that do not fit their room (`_cut_words`), and every
    block of words drawn on one line wider than the room it was drawn in."""
    over = [f"drawn {drawn.text!r}: {drawn.width:.0f} in {drawn.room.width():.0f}"
            for drawn in seen if not drawn.wrapped and drawn.room.width() > 0
            and drawn.width > drawn.room.width() + 0.5]
    for item in window.controller.scene.items_by_id.values():
        if isinstance(item, ZoneItem) and item.title:  # in its own type, beside its status
            metrics = QFontMetricsF(theme.font(item.words, bold=True))
            needed = max(metrics.horizontalAdvance(line) for line in item.title.split("\n"))
            if item.status:  # on its lines (a status may wrap beside the zone's items)
                needed += max(map(metrics.horizontalAdvance, item.status.split("\n"))) + LEAST_GAP
            if needed > item.rect.width() - 2 * ZONE_PADDING + 0.5:
                over.append(f"zone {item.component_id}: {item.title!r} | {item.status!r}")
    return sorted(set(_cut_words(window) + over))


@pytest.mark.parametrize("code", [PSEUDO, "en", "it", "de"])
@pytest.mark.parametrize("name", TABLE_NAMES + ["chroma_mix_4", "chroma_cubes_4", "cmyk_4",
                                                "coloretto_5"])
def test_no_table_cuts_a_word_at_1024x640_or_800x500(qapp, pseudo_folder, name, code):
    game, players, options, moves = TABLES[name]
    match = played_match(game, players, moves, options=options)
    cut = []
    for size in ((1024, 640), (800, 500)):
        if code == PSEUDO:
            with pseudo_shown(pseudo_folder):
                seen, window = drawn_text(qapp, match, size)
                try:
                    cut += [f"{size}: {found}" for found in cut_words(window, seen)]
                finally:
                    close(window)
        else:
            try:
                seen, window = drawn_text(qapp, match, size, language=code)
                cut += [f"{size}: {found}" for found in cut_words(window, seen)]
                close(window)
            finally:
                install(language.SOURCE)
    assert cut == []
