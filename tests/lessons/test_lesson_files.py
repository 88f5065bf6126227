"""A broken lessons file is refused with the file, the line and the key, never a traceback;
the shipped schema checks the shape, the game checks positions, seats and moves."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from chroma_desktop.content.errors import ContentError
from chroma_desktop.lessons import lessons_file, load_lessons
from chroma_desktop.resources import data_dir
from chroma_desktop.rules.messages import render


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A data root holding a copy of the shipped Coloretto lessons, ready to be broken."""
    target = tmp_path / "lessons"
    target.mkdir()
    shutil.copy(lessons_file("coloretto"), target / "coloretto.yaml")
    return tmp_path


def _break(root: Path, old: str, new: str) -> Path:
    path = lessons_file("coloretto", root)
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _line_of(path: Path, needle: str) -> int:
    return next(number for number, line in enumerate(path.read_text().splitlines(), start=1)
                if needle in line)


def _why(error: ContentError) -> str:
    """The refusal's reason in English, as `str()` says it after the file, line and key."""
    return render(error.reason, sentence_start=False)


def _refusal(root: Path) -> ContentError:
    with pytest.raises(ContentError) as caught:
        load_lessons("coloretto", root)
    return caught.value


def test_the_copy_loads_as_the_shipped_file_does(root):
    assert load_lessons("coloretto", root) == load_lessons("coloretto")


def test_a_missing_key_names_the_lesson(root):
    path = _break(root, "    goal: >-\n      Your turn has two choices", "    aim: >-\n      Your "
                  "turn has two choices")
    error = _refusal(root)
    assert error.path == path and error.key_path.startswith("lessons[0]")
    assert "goal" in _why(error) or "aim" in _why(error)
    assert error.line is not None


def test_an_illegal_accepted_move_names_its_line_and_key(root):
    path = _break(root, "    accept: [take 2]", "    accept: [place 4]")
    error = _refusal(root)
    assert error.key_path == "lessons[7].accept[0]"
    assert error.line == _line_of(path, "accept: [place 4]")
    assert "'place 4' is not a legal move" in _why(error)


def test_a_move_that_does_not_parse_is_refused(root):
    _break(root, "    accept: [draw]", "    accept: [fly away]")
    error = _refusal(root)
    assert error.key_path == "lessons[0].accept[0]" and "is not a move" in _why(error)


def test_an_accepted_move_must_be_offered(root):
    _break(root, "    accept: [take 1]\n    offer: [take 1, take 2]  #",
           "    accept: [take 1]\n    offer: [take 2]  #")
    error = _refusal(root)
    assert error.key_path == "lessons[5].accept[0]" and "not offered" in _why(error)


def test_a_bad_position_says_what_is_wrong_with_it(root):
    path = _break(root, "      row 1: grey\n", "      row 1: grey, grey, grey, grey\n")
    error = _refusal(root)
    assert error.key_path == "lessons[0].position"
    assert error.line == _line_of(path, "position: |") and "holds at most 3" in _why(error)


def test_the_seat_must_be_the_one_to_move(root):
    _break(root, "    seat: P1", "    seat: P2")
    error = _refusal(root)
    assert error.key_path == "lessons[0].seat" and "P2 is not to move" in _why(error)


def test_ids_are_unique(root):
    _break(root, "  - id: row_capacity", "  - id: draw_or_take")
    error = _refusal(root)
    assert error.key_path == "lessons[1].id" and "already used" in _why(error)


def test_an_unknown_key_is_refused_by_the_schema(root):
    path = _break(root, "    seat: P1\n", "    seat: P1\n    colour: mauve\n")
    error = _refusal(root)
    assert error.path == path and "unknown key" in _why(error) and "colour" in _why(error)


def test_broken_yaml_names_its_line(root):
    path = _break(root, "    title: Draw a card, or take a row", "    title: [Draw a card")
    error = _refusal(root)
    assert error.path == path and error.line is not None and "YAML" in _why(error)


def test_the_lessons_folder_has_its_schema():
    assert (data_dir() / "schema" / "lessons.schema.json").is_file()


def test_only_the_opponents_may_answer_and_a_seed_is_a_whole_number(root):
    path = _break(root, "    seat: P1\n", "    seat: P1\n    then: everyone\n")
    error = _refusal(root)
    assert error.path == path and error.key_path == "lessons[0].then" and "opponents" in _why(error)
    _break(root, "    then: everyone\n", "    then: opponents\n    seed: -3\n")
    error = _refusal(root)
    assert error.key_path == "lessons[0].seed"
    _break(root, "    seed: -3\n", "    seed: 7\n")
    lesson = load_lessons("coloretto", root)[0]
    assert (lesson.then, lesson.seed) == ("opponents", 7)
