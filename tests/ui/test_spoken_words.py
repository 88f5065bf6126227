"""What a screen reader speaks is words, never glyphs (issue 34): every name, description and
action of every object on the four games' tables, and every announcement, over the first moves
of a game against the Normal bot, read through Qt's accessibility API; and a card in no move is
read as a card (no "grayed"), its description saying so."""

from __future__ import annotations

import unicodedata

import pytest
from PySide6.QtGui import QAccessible

from chroma_desktop.registry import game_ids
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.spoken_words import glyphs_in, plain_words
from tests.ui.conftest import wait_for_human

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
MOVES = 25


def _glyphs(text: str) -> list[str]:
    """What a reader would speak by its Unicode name: symbols ("✱", "★", "▲", "●", "◆"),
    arrows and other signs beyond ASCII ("↑", "∞"), separator and rank dots."""
    return [char for char in text if char in "·•" or unicodedata.category(char) == "So"
            or (unicodedata.category(char) == "Sm" and not char.isascii())]


def _spoken(table) -> list[tuple[str, str]]:
    """(the object's name, each of its texts) for every object on the table."""
    said = []
    for index in range(table.childCount()):
        child = table.child(index)
        texts = [child.text(NAME), child.text(DESCRIPTION)]
        if child.actionInterface() is not None:
            texts += child.actionInterface().actionNames()
        said += [(texts[0], text) for text in texts]
    return said


@pytest.mark.parametrize("game_id", game_ids())
def test_no_glyph_is_spoken_on_any_table(window, qtbot, game_id):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig(game_id, 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    table = QAccessible.queryAccessibleInterface(window.view)
    with_glyphs: dict[str, str] = {}
    read = 0
    for step in range(MOVES):
        wait_for_human(qtbot, controller, timeout=30_000)
        if controller.match.is_over():
            break
        controller.refresh(animate=False)
        for name, text in _spoken(table):
            read += 1
            for glyph in _glyphs(text):
                with_glyphs.setdefault(glyph, f"{name}: {text}")
        controller.play(controller.legal[step * 7 % len(controller.legal)])
    qtbot.wait(1100)  # the last merged announcement has gone out
    for words, _ in window.announcer.said:
        for glyph in _glyphs(words):
            with_glyphs.setdefault(glyph, f"announced: {words}")
    assert read > 100
    assert not with_glyphs, with_glyphs


def test_a_card_in_no_move_is_read_as_a_card_not_grayed(window, qtbot):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig("coloretto", 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    wait_for_human(qtbot, controller)
    table = QAccessible.queryAccessibleInterface(window.view)
    children = [table.child(index) for index in range(table.childCount())]
    idle = [child for child in children if child.role() == QAccessible.Role.Button
            and not (child.actionInterface() and child.actionInterface().actionNames())]
    assert idle  # the cards dealt to each seat take part in no move
    for child in idle:
        state = child.state()
        assert not state.disabled and state.focusable, child.text(NAME)
        assert child.text(DESCRIPTION).endswith("No move with it now"), child.text(DESCRIPTION)
    playable = [child for child in children if child.actionInterface()
                and child.actionInterface().actionNames() and child.role() == QAccessible.Role.Button]
    assert playable and all("No move" not in child.text(DESCRIPTION) for child in playable)


def test_glyphs_become_words_or_are_left_out_and_punctuation_is_kept():
    assert plain_words("Bot 2 takes row 2 (grey ▲, brown ■).") == "Bot 2 takes row 2 (grey, brown)."
    assert plain_words("You place the joker ✱ card on row 1") == "You place the joker card on row 1"
    assert plain_words("You · Cardinal · first to 6 points") == "You, Cardinal, first to 6 points"
    assert plain_words("▶ You") == "You"
    assert plain_words("○ ★ ○") == ""
    assert plain_words("+2 at 20 % < 40", {}) == "+2 at 20 % < 40"  # ASCII's signs are words
    assert plain_words("⚡ Gain Pale Magenta. ∞ Tuck", {"⚡": "Instant effect:", "∞": "Lasting:"}) \
        == "Instant effect: Gain Pale Magenta. Lasting: Tuck"
    assert plain_words("Ü straße ß Ελλάδα") == "Ü straße ß Ελλάδα"
    assert glyphs_in("the C80 M0 Y20 tile") == []
