"""The P key reads the table in words a player knows (issue 34): the same words the accessible
tree says of each object (the layout's spoken names, from the rules' descriptions), in the
language shown, never the position notation's own terms ("phase: turn", "plus2", "P1", "s17",
"golden_joker"), in each of the four games, in English and Italian."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from chroma_desktop import language
from chroma_desktop.registry import game_ids
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat
from tests.ui.conftest import wait_for_human

NAME = QAccessible.Text.Name
PAUSED = 10 ** 7
NOTATION = (
    re.compile(r"\w*_\w*"),  # an id with an underscore ("golden_joker", "win_card")
    re.compile(r"\b[a-z]+[A-Z]\w*"),  # a camel-case id ("lastRound")
    # an id with its number glued on ("P1", "s17", "plus2", "T31"); not a CMYK! tile's ink as the
    # game prints it and its rules say it ("the C40 M40 Y0 tile"), nor a score line's times sign
    # (a sign some catalogue may still write, "x2")
    re.compile(r"\b(?![CMYK]\d+\b|x\d+\b)[A-Za-z]+\d+\w*\b"),
    re.compile(r"\b\w+#\d"),  # a die's id ("red#1")
    re.compile(r"\b(phase|turn|pending|drawn|rows?|seats?): [a-z]"),  # a notation key and value
)
ENGLISH = re.compile(r"\b(the|The|You|Your|your|Row|cards?|Deck|not|Face-down|Pile|worth)\b")


def _read_position(window, qtbot, game_id: str) -> tuple[str, list[str]]:
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig(game_id, 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    wait_for_human(qtbot, controller, timeout=30_000)
    controller.bot_delay_ms = PAUSED
    controller.refresh(animate=False)
    window.view.setFocus()
    qtbot.wait(1100)  # what the bot's turn announced has gone out
    announcer = window.announcer
    count = len(announcer.said)
    QTest.keyClick(window.view, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: len(announcer.said) > count, timeout=3000)
    table = QAccessible.queryAccessibleInterface(window.view)
    names = [table.child(index).text(NAME) for index in range(table.childCount())]
    return announcer.said[-1][0], names


@pytest.mark.parametrize("language_id", ["en", "it"])
@pytest.mark.parametrize("game_id", game_ids())
def test_p_reads_the_table_in_its_spoken_words_not_the_notations(window, qtbot, game_id, language_id):
    window.languages.set_language(language_id, remember=False)  # as the Language menu does
    try:
        position, names = _read_position(window, qtbot, game_id)
    finally:
        window.languages.set_language(language.SOURCE, remember=False)
    tokens = [found.group(0) for pattern in NOTATION for found in pattern.finditer(position)]
    assert not tokens, (tokens, position)
    # The objects a reader tabs through are said by the same names (a card in a named area
    # inside that area's name).
    assert sum(1 for name in names if name and name in position) >= len(names) // 2, (names, position)
    if language_id == "en":
        assert re.search(r"\b(You|Your)\b", position), position
    else:  # said in Italian, the words of the Language menu's choice, no English left
        assert re.search(r"\b(Tu|tua|tuo|tuoi|tue)\b", position), position
        assert not ENGLISH.findall(position), (ENGLISH.findall(position), position)
