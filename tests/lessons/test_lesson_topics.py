"""Teach mode points to lessons by topic, and the mapping is data: every topic a game names (its
teaching module's groups and refusals) has a shipped lesson that declares it in `teaches`, every
topic a lesson declares is one its game names, and every refusal key a game maps is a real
template of the game's. (That the lesson button opens the lesson: tests/ui/test_teach_groups.py.)
"""

from __future__ import annotations

import pytest

from chroma_desktop import registry
from chroma_desktop.lessons import lesson_for_topic, load_lessons, shipped_lessons
from chroma_desktop.rules.messages import all_templates
from tests.toy_game.manifest import MANIFEST as TOY

TAUGHT = [manifest.id for manifest in registry.manifests() if manifest.teaching is not None]


@pytest.fixture
def toy():
    registry.register(TOY)
    yield TOY.id
    registry.unregister(TOY.id)


def test_the_games_that_group_their_moves_are_known():
    assert {"coloretto", "chroma_mix", "chroma_cubes", "cmyk"} <= set(TAUGHT)


def _check(game_id: str, lessons) -> None:
    teaching = registry.teaching(game_id)
    assert teaching is not None
    topics = {topic.key for topic in teaching.TOPICS}
    for topic in topics:
        lesson = next((one for one in lessons if topic in one.teaches), None)
        assert lesson is not None, f"{game_id}: no lesson teaches {topic!r}"
    assert set(teaching.REFUSAL_TOPICS.values()) <= topics
    keys = {template.key for template in all_templates()}
    assert set(teaching.REFUSAL_TOPICS) <= keys
    for lesson in lessons:
        assert set(lesson.teaches) <= topics, f"{lesson.key} teaches an unknown topic"


@pytest.mark.parametrize("game_id", TAUGHT)
def test_every_topic_a_game_names_has_a_lesson(game_id):
    _check(game_id, shipped_lessons(game_id))
    for topic in registry.teaching(game_id).TOPICS:
        lesson = lesson_for_topic(game_id, topic.key)
        assert lesson is not None and topic.key in lesson.teaches


def test_every_topic_the_toy_names_has_a_lesson(toy):
    _check(toy, load_lessons(toy))


def test_the_figures_topic_opens_be_first_to_finish_a_figure():
    assert lesson_for_topic("chroma_cubes", "figures").title == "Be first to finish a figure"
    assert lesson_for_topic("chroma_cubes", "no such topic") is None
