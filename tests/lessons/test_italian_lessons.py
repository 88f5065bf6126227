"""The shipped lessons speak Italian: every lesson of every game has the Italian of each of its
words, with the figures its English states, while a user's lesson file may still leave Italian out
(the schema keeps the `_it` fields optional)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chroma_desktop import language
from chroma_desktop.lessons import LessonRun, lesson_game_ids, lessons_file, load_lessons, shipped_lessons
from chroma_desktop.registry import game_ids

GAMES = game_ids()
WORDS = ("title", "goal", "hint", "explanation")
NUMBER = re.compile(r"\d+")
# The rulebook's own words and where they stand are in that rulebook's language: Coloretto's
# Italian texts quote and cite the Italian rulebook, whose passages and tables carry other figures.
QUOTED = re.compile(r"\"[^\"]*\"|«[^»]*»|“[^”]*”")
CITED = re.compile(r"\((rulebook|regolamento)\b[^()]*\)")


def _figures(text: str) -> set[str]:
    """The numbers a lesson's text states itself (outside quotes of and citations to a rulebook)."""
    return set(NUMBER.findall(CITED.sub("", QUOTED.sub("", text))))


def _said(lesson):
    """(what, English, Italian) for every word of `lesson` a learner reads."""
    for field in WORDS:
        yield field, getattr(lesson, field), lesson.translated("it", field) or ""
    for move, words in lesson.feedback:
        yield f"feedback[{move}]", words, lesson.translated("it", "feedback", move) or ""


def test_every_game_with_lessons_is_checked():
    assert set(lesson_game_ids()) == set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_shipped_lesson_has_all_its_italian(game_id):
    lessons = shipped_lessons(game_id)
    assert lessons
    missing = [(lesson.id, what) for lesson in lessons
               for what, english, italian in _said(lesson) if not italian.strip()]
    assert missing == []
    untranslated = [(lesson.id, what) for lesson in lessons
                    for what, english, italian in _said(lesson) if italian == english]
    assert untranslated == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_italian_states_the_figures_the_english_does(game_id):
    wrong = [(lesson.id, what, sorted(_figures(english) ^ _figures(italian)))
             for lesson in shipped_lessons(game_id)
             for what, english, italian in _said(lesson)
             if _figures(english) != _figures(italian)]
    assert wrong == []


def test_the_figure_check_finds_a_mistyped_figure():
    assert _figures("Orange brought your play area from 14 to 17 VP") != _figures(
        "Arancione ha portato la tua area di gioco da 14 a 71 PV")
    assert _figures('Score (rulebook, Introduction: "peaks at 3 cards"): 20 → 24') == {"20", "24"}


def test_a_lesson_without_its_italian_is_shown_in_english(tmp_path: Path):
    target = tmp_path / "lessons"
    target.mkdir()
    shipped = lessons_file("chroma_mix").read_text(encoding="utf-8")
    first = shipped_lessons("chroma_mix")[0].id
    (target / "chroma_mix.yaml").write_text(shipped.replace(f"id: {first}\n", "id: new_lesson\n"),
                                            encoding="utf-8")
    lessons = load_lessons("chroma_mix", tmp_path)
    shipped_ids = [lesson.id for lesson in shipped_lessons("chroma_mix")[1:]]
    assert [lesson.id for lesson in lessons[1:]] == shipped_ids
    assert lessons[0].id == "new_lesson" and lessons[0].translated("it", "title") is None
    language.set_current("it")
    try:  # shown in English where no file has its Italian
        assert lessons[0].shown("goal") == shipped_lessons("chroma_mix")[0].goal
        assert lessons[1].shown("goal") == lessons[1].translated("it", "goal")
    finally:
        language.set_current(language.SOURCE)


def test_a_refused_move_is_answered_in_italian(italian):
    lesson = next(one for one in shipped_lessons("chroma_mix") if one.id == "point_victory")
    run = LessonRun(lesson)
    wrong = run.game.parse_move(run.match.state, "refill emerald_green")
    assert run.refusal(wrong) == lesson.translated("it", "feedback", "refill emerald_green")
    assert "Verde smeraldo" in run.refusal(wrong)


def test_a_rule_quoted_from_the_english_rulebook_says_so_in_italian(italian):
    mix = shipped_lessons("chroma_mix")[0]
    assert mix.translated("it", "rule") is None and mix.shown("rule") == mix.rule
    assert mix.shown_quote_note() == "regolamento inglese, citato in inglese"
    quoting = next(lesson for lesson in shipped_lessons("coloretto") if lesson.translated("it", "rule"))
    assert quoting.shown_quote_note() == ""  # Coloretto's Italian rulebook, in Italian
    language.set_current(language.SOURCE)
    assert mix.shown_quote_note() == ""

