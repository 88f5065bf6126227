"""The new games' lessons taught in Italian on the real window (issue 17): the Learn page lists
their Italian titles, the lesson box shows the Italian goal, and a rule the game's only rulebook
words in English is quoted in English and says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop import language
from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.ui.translation import install

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def italian_window(window):
    install("it")
    yield window
    install(language.SOURCE)


def _open(window, qtbot, game_id, lesson):
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, LEFT)
    button = window._lessons_page.lesson_buttons[(game_id, lesson.id)]
    assert button.toolTip() == lesson.translated("it", "title")
    QTest.mouseClick(button, LEFT)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.guide is not None)
    return window.lesson.box


@pytest.mark.parametrize("game_id", ["chroma_mix", "chroma_cubes", "cmyk"])
def test_a_lesson_quotes_the_english_rulebook_and_says_so(italian_window, qtbot, game_id):
    lesson = shipped_lessons(game_id)[0]
    box = _open(italian_window, qtbot, game_id, lesson)
    assert box.goal.text() == lesson.translated("it", "goal")
    assert lesson.translated("it", "title") in box.title.text()
    rule = box.rule.text()
    assert rule.startswith("La regola (") and lesson.rule in rule
    assert "regolamento inglese, citato in inglese" in rule


def test_an_italian_rulebook_quote_needs_no_note(italian_window, qtbot):
    lesson = next(one for one in shipped_lessons("coloretto") if one.translated("it", "rule"))
    box = _open(italian_window, qtbot, "coloretto", lesson)
    assert lesson.translated("it", "rule") in box.rule.text() and "inglese" not in box.rule.text()


def test_in_english_the_rule_carries_no_note(window, qtbot):
    lesson = shipped_lessons("cmyk")[0]
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, LEFT)
    QTest.mouseClick(window._lessons_page.lesson_buttons[("cmyk", lesson.id)], LEFT)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.guide is not None)
    assert window.lesson.box.rule.text() == f"The rule ({lesson.source}): “{lesson.rule}”"
