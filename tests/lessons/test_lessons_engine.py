"""Every shipped lesson played through the engine: its wrong moves refused in its words, its
accepted move played and explained; the score figures its texts quote are the game's own."""

from __future__ import annotations

import re

import pytest

from chroma_desktop.lessons import LessonRun, lesson_game_ids, load_lessons, shipped_lessons
from chroma_desktop.rules.api import CHANCE

COLORETTO_TOPICS = ("draw_or_take", "row_capacity", "all_rows_full", "take_ends_round",
                    "last_round", "jokers", "three_colours_and_plus2", "too_many_colours",
                    "purple_side")


def _every_lesson():
    for game_id in lesson_game_ids():
        for lesson in load_lessons(game_id):
            yield pytest.param(lesson, id=lesson.key)


def test_coloretto_has_a_lesson_for_each_rule_the_issue_names():
    lessons = shipped_lessons("coloretto")
    assert len(lessons) >= 8
    assert set(COLORETTO_TOPICS) <= {lesson.id for lesson in lessons}
    assert "coloretto" in lesson_game_ids()


@pytest.mark.parametrize("lesson", list(_every_lesson()))
def test_each_lesson_refuses_wrong_moves_then_accepts_and_explains(lesson):
    run = LessonRun(lesson, seed=5)
    game, match = run.game, run.match
    state = match.state
    legal = [game.move_to_str(state, move) for move in match.legal_moves(lesson.seat)]
    wrong = [text for text in legal if text not in lesson.accepted]
    assert wrong, "a lesson leaves a choice to get wrong"
    feedback = dict(lesson.feedback)
    for text in wrong:
        verdict = run.play_text(text)
        assert not verdict.accepted
        assert verdict.text == feedback.get(text, lesson.hint)
        assert match.cursor == run.start_ply and not run.done  # refused: nothing was played
        offered = run.offers(game.parse_move(state, text))
        assert offered == (not lesson.offered or text in lesson.offered)
    assert run.explanation == ""
    verdict = run.play_text(lesson.accepted[0])
    assert verdict.accepted and verdict.text == lesson.explanation
    assert run.done and run.explanation == lesson.explanation
    assert match.history()[0] == (lesson.seat, game.parse_move(state, lesson.accepted[0]))
    if lesson.then:  # the others have answered: the learner is to move again, or it is over
        assert match.is_over() or lesson.seat in match.to_move()
        assert not run.reply_due() and run.reply() is None
    else:
        assert all(mover in (lesson.seat, CHANCE) for mover in match.movers)
    # Done: the table offers nothing more, and says why.
    assert not any(run.offers(move) for seat in match.to_move() for move in match.legal_moves(seat))
    assert "done" in run.refusal(game.parse_move(state, lesson.accepted[0]))
    # Undone (the answers, then the learner's move), the lesson is open again.
    while match.cursor > run.start_ply:
        assert match.undo(free=True)
    assert not run.done and run.offers(game.parse_move(state, lesson.accepted[0]))


SCORE_CHANGE = re.compile(r"(\d+) → (\d+)")


@pytest.mark.parametrize("lesson", [lesson for lesson in shipped_lessons("coloretto")
                                    if SCORE_CHANGE.search(lesson.explanation)],
                         ids=lambda lesson: lesson.id)
def test_coloretto_score_lessons_quote_the_games_own_scores(lesson):
    """The explanation's last "before → after" is the learner's live score before and after the
    accepted move, and the accepted row scores best of the rows offered."""
    run = LessonRun(lesson)
    game, state = run.game, run.match.state
    before = game.live_score(state, lesson.seat)

    def after(text: str) -> int:
        return game.live_score(game.apply(state, game.parse_move(state, text)), lesson.seat)

    quoted = SCORE_CHANGE.findall(lesson.explanation)[-1]
    assert (int(quoted[0]), int(quoted[1])) == (before, after(lesson.accepted[0]))
    takes = [text for text in (lesson.offered or ()) if text.startswith("take")]
    assert takes, "a scoring lesson offers the rows to choose from"
    best = after(lesson.accepted[0])
    assert all(after(text) < best for text in takes if text not in lesson.accepted)
    assert f"{before} now" in lesson.goal


def test_the_draw_lesson_leaves_the_drawn_card_waiting_to_be_placed():
    lesson = next(one for one in shipped_lessons("coloretto") if one.id == "draw_or_take")
    run = LessonRun(lesson, seed=11)
    assert run.play_text("draw").accepted
    assert run.match.state.phase == "place" and run.match.to_move() == (lesson.seat,)


def test_the_last_round_lesson_does_not_end_the_game():
    lesson = next(one for one in shipped_lessons("coloretto") if one.id == "last_round")
    run = LessonRun(lesson)
    assert run.match.state.last_round
    run.play_text("take 1")
    assert not run.match.is_over() and run.match.to_move() == (3,)
