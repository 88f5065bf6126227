"""Lessons speak in words, not ids (issue 31): no text a learner reads, in English or Italian,
names a section, tile, seat or die by the notation's id (`s17`, `T12`, `P2`, `red#1`); they say
the game's own words ("the Branch's snow", "the C0 M20 Y40 tile", "Bot 2", "red die 1"). The
texts are the lesson's own (title, goal, hint, feedback, explanation, the rule quoted) and the
rules' words the lesson's table says (the prompt, and the log line of every move open there)."""

from __future__ import annotations

import re

import pytest

from chroma_desktop import language
from chroma_desktop.language import message_translator
from chroma_desktop.lessons import LessonRun, lesson_game_ids, shipped_lessons
from chroma_desktop.rules.messages import SeatNames, render

NOTATION_ID = re.compile(r"\b(?:[sS]\d{1,2}|T\d{2}|[Pp]\d|[a-z]+#\d)\b")
LESSONS = [lesson for game_id in lesson_game_ids() for lesson in shipped_lessons(game_id)]


def _lesson_texts(lesson) -> list[str]:
    return [lesson.title, lesson.goal, lesson.hint, lesson.explanation, lesson.rule,
            *dict(lesson.feedback).values(),
            *(lesson.translated("it", field) or ""
              for field in ("title", "goal", "hint", "explanation", "rule")),
            *(lesson.translated("it", "feedback", move) or "" for move, _ in lesson.feedback)]


def test_the_pattern_finds_the_ids_the_issue_names():
    said = "Colour s17 with red#1; T12 fits P2's mosaic"
    assert NOTATION_ID.findall(said) == ["s17", "red#1", "T12", "P2"]
    assert not NOTATION_ID.findall("the Branch's snow, the C0 M20 Y40 tile, Bot 2, red die 1")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_no_lesson_text_names_an_id(lesson):
    for text in _lesson_texts(lesson):
        assert not NOTATION_ID.findall(text), (lesson.key, NOTATION_ID.findall(text), text)


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_the_rules_words_at_a_lessons_table_name_no_id(lesson, code):
    run = LessonRun(lesson)
    game, state = run.game, run.match.state
    names = SeatNames(tuple("You" if seat == lesson.seat else f"Bot {seat + 1}"
                            for seat in range(run.match.players)), frozenset({lesson.seat}))
    language.set_current(code)
    try:
        grammar = message_translator()
        said = [render(game.prompt(state, lesson.seat), names, grammar)]
        said += [render(game.describe(state, move), names, grammar)
                 for move in run.match.legal_moves(lesson.seat) if run.offers(move)]
    finally:
        language.set_current(language.SOURCE)
    for text in said:
        assert not NOTATION_ID.findall(text), (lesson.key, text)
