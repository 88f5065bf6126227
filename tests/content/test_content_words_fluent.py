"""Content words and texts as Fluent (issue 33): no translation left in the YAML or the value
classes, every English word and text with its Italian by id, the Italian the player reads the same
as before the move (the golden file made by the old code), and a broken file named with its line."""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from chroma_desktop import language
from chroma_desktop.content import build_content
from chroma_desktop.content.content_ftl import (
    CONTENT,
    LESSONS,
    lesson_id,
    problems,
    read_words,
    reference_id,
    ruling_id,
    text,
    words_path,
)
from chroma_desktop.content.rulings import Ruling
from chroma_desktop.content.translated import WORD_FIELDS, shown
from chroma_desktop.lessons import Lesson, load_lessons
from chroma_desktop.plugins import game_ids
from chroma_desktop.registry import (
    content_game_ids,
    find_game,
    load,
    load_game_content,
    manifest_for,
    rules_reference,
    rulings,
    validate_root,
)
from chroma_desktop.resources import data_dir
from tests.content.italian_golden import GOLDEN, collect

REFERENCE_GOLDEN = GOLDEN.parent / "italian_reference_golden.json"

GAMES = content_game_ids()
TOY_DATA = Path(__file__).resolve().parents[1] / "toy_game" / "data"
LANGUAGE_CODES = ("it", "de", "en", "fr", "es", "pl", "nl")
LANGUAGE_SUFFIX = re.compile(r"_(" + "|".join(LANGUAGE_CODES) + r")$")


def _yaml_files() -> list[Path]:
    return sorted([*data_dir().rglob("*.yaml"), *TOY_DATA.rglob("*.yaml")])


def _keys(node, path=()):
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*path, str(key)), node
            yield from _keys(value, (*path, str(key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _keys(value, (*path, str(index)))


def test_the_italian_shown_is_the_same_as_before_the_words_moved_to_fluent():
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    now = collect()
    assert now.keys() == golden.keys()
    changed = {key: (golden[key], now[key]) for key in golden if golden[key] != now[key]}
    assert changed == {}
    assert len(golden) > 2000
    assert golden["coloretto | word il | Orange"] == "l'Arancione"  # a term's gender at work
    assert golden["chroma_cubes | Superpower.text | Once per round, reroll one of your unused active dice."] \
        == "Una volta per round, rilancia uno dei tuoi dadi attivi non usati."


def test_no_yaml_under_data_keeps_a_translation():
    found = []
    for path in _yaml_files():
        if "i18n" in path.parts:
            continue  # words.yaml: the language's own fixed words
        for key_path, node in _keys(yaml.safe_load(path.read_text(encoding="utf-8"))):
            key = key_path[-1]
            if LANGUAGE_SUFFIX.search(key) or key == "it" and "en" in node:
                found.append(f"{path.relative_to(path.parents[2])}: {'.'.join(key_path)}")
    assert found == []


def _value_classes(node, depth=0):
    if depth > 12 or isinstance(node, (str, bytes, int, float)) or node is None:
        return
    if isinstance(node, tuple) and hasattr(node, "_fields"):
        yield type(node)
        children = tuple(node)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        yield type(node)
        children = tuple(getattr(node, field.name) for field in dataclasses.fields(node))
    elif isinstance(node, dict):
        children = tuple(node.values())
    elif isinstance(node, (tuple, list)):
        children = tuple(node)
    else:
        return
    for child in children:
        yield from _value_classes(child, depth + 1)


def _field_names(kind) -> tuple[str, ...]:
    if hasattr(kind, "_fields"):
        return kind._fields
    return tuple(field.name for field in dataclasses.fields(kind))


def test_no_value_class_has_a_field_in_another_language():
    classes = {Lesson, Ruling}
    for game_id in GAMES:
        classes.update(_value_classes(load_game_content(game_id)))
    assert len(classes) > 20
    translated = sorted(f"{kind.__qualname__}.{name}" for kind in classes for name in _field_names(kind)
                        if LANGUAGE_SUFFIX.search(name) or name == "it")
    assert translated == []


@pytest.mark.parametrize("root, game_id", [*((None, game_id) for game_id in GAMES), (TOY_DATA, "toy_nim")])
def test_every_english_word_and_text_has_its_italian_by_the_same_id(root, game_id):
    assert problems("it", game_id, root) == []
    assert problems("en", game_id, root) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_content_word_with_an_italian_term_is_in_the_yaml_and_every_text_is_translated(game_id):
    english = read_words(words_path(data_dir(), "en", CONTENT, game_id))
    written = set()
    for path in (data_dir() / game_id).glob("*.yaml"):
        for key_path, node in _keys(yaml.safe_load(path.read_text(encoding="utf-8"))):
            value = node.get(key_path[-1])
            if key_path[-1] in WORD_FIELDS and isinstance(value, str):
                written.add(value)
    stale = sorted(fields[""] for fields in english.terms.values() if fields[""] not in written)
    assert stale == []
    for ruling in rulings(find_game(game_id)):
        assert ruling.translated("it", "title") and ruling.translated("it", "reading"), ruling.id
        assert all(ruling.translated("it", "value", value) for value, _ in ruling.values), ruling.id
        assert all(ruling.translated("it", "alternative", str(number))
                   for number in range(1, len(ruling.alternatives) + 1)), ruling.id
    for lesson in load_lessons(game_id):
        for field in ("title", "goal", "hint", "explanation"):
            assert lesson.translated("it", field), (lesson.id, field)
        assert all(lesson.translated("it", "feedback", move) for move, _ in lesson.feedback), lesson.id


def test_ids_are_content_ids():
    assert ruling_id("colour_removal", "value", "random") == "ruling-colour-removal-value-random"
    assert lesson_id("draw", "feedback", "take 1") == "lesson-draw-feedback-take-1"
    assert text("it", "coloretto", "ruling-colour-removal-value-random") == "I colori sono estratti a caso."
    assert text("en", "coloretto", "ruling-colour-removal-value-random") == "The colours are drawn at random."
    italian = read_words(words_path(data_dir(), "it", CONTENT, "coloretto"))
    assert italian.terms["word-orange"] == {"": "Arancione", "gender": "f"}


def test_a_broken_ftl_under_a_data_root_names_its_file_and_line(tmp_path):
    path = words_path(tmp_path, "it", LESSONS, "coloretto")
    path.parent.mkdir(parents=True)
    path.write_text("lesson-a-title = Una lezione\n\nlesson-b-title = { $x\nlesson-c-title = Un'altra\n"
                    "lesson-a-title = Di nuovo\n", encoding="utf-8")
    said = problems("it", "coloretto", tmp_path)
    assert any(f"{path}, line 3: not Fluent" in problem for problem in said), said
    assert any(f"{path}, line 5: 'lesson-a-title' is written twice" in problem for problem in said), said
    assert text("it", "coloretto", "lesson-a-title", tmp_path) == "Una lezione"  # the rest is kept
    assert text("it", "coloretto", "lesson-c-title", tmp_path) == "Un'altra"
    assert text("it", "coloretto", "lesson-b-title", tmp_path) is None  # its caller says the English
    shutil.copytree(data_dir() / "coloretto", tmp_path / "coloretto")
    said = validate_root(tmp_path)  # `chroma validate` names it too
    assert len(said) == 2 and f"{path}, line 3: not Fluent" in said[0], said


def test_a_pack_brings_its_words_in_its_own_i18n_folder(tmp_path):
    folder = tmp_path / "coloretto"
    shutil.copytree(data_dir() / "coloretto", folder)
    colours = folder / "colours.yaml"
    colours.write_text(colours.read_text(encoding="utf-8").replace("name: Red,", "name: Crimson,"),
                       encoding="utf-8")
    for code, word in (("en", "Crimson"), ("it", "Cremisi")):
        path = words_path(tmp_path, code, CONTENT, "coloretto")
        path.parent.mkdir(parents=True)
        path.write_text(f"-word-crimson = {word}\n    .gender = m\n", encoding="utf-8")
    manifest = manifest_for("coloretto")
    content = build_content(folder, manifest.schema_file, load(manifest.content))
    crimson = next(colour for colour in content.colours if colour.id == "red")
    assert shown(crimson, "name", "it") == "Cremisi"
    assert language.word("Crimson", "it") == "Cremisi"
    assert shown(crimson, "name", "en") == "Crimson"


def test_how_to_play_in_italian_is_the_same_as_before_and_english_says_the_code():
    golden = json.loads(REFERENCE_GOLDEN.read_text(encoding="utf-8"))
    now = {}
    for game_id in game_ids():
        module = rules_reference(game_id)
        if module is None:
            continue
        for heading, english in module.SECTIONS.items():
            now[f"{game_id} | {heading}"] = text("it", game_id, reference_id(heading))
            assert text("en", game_id, reference_id(heading)) == english, (game_id, heading)
    assert now == golden
    assert len(golden) == 24
