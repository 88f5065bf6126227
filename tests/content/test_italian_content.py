"""Italian in the games' content (issue 17, moved to Fluent by issue 33): every content word and
text has its Italian in `data/i18n/it/content|lessons/<game>.ftl` by id, a missing or stray one
is named with its file, the values show the language chosen, and the names reach the word table
the rules' messages use."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from chroma_desktop import language
from chroma_desktop.content import ContentError, build_content
from chroma_desktop.content.content_ftl import CONTENT, problems, words_path
from chroma_desktop.content.schemas import schema_validator
from chroma_desktop.content.translated import shown
from chroma_desktop.lessons import load_lessons
from chroma_desktop.registry import content_game_ids, find_game, load, load_game_content, manifest_for
from chroma_desktop.resources import data_dir

GAMES = content_game_ids()


def _shipped(game_id: str) -> dict:
    data: dict = {}
    for path in sorted((data_dir() / game_id).glob("*.yaml")):
        data.update(yaml.safe_load(path.read_text(encoding="utf-8")))
    return data


def _pack(tmp_path: Path, game_id: str) -> Path:
    folder = tmp_path / game_id
    shutil.copytree(data_dir() / game_id, folder)
    return folder


def _build(game_id: str, folder: Path):
    manifest = manifest_for(game_id)
    return build_content(folder, manifest.schema_file, load(manifest.content))


def test_a_missing_translation_is_named_with_its_file(tmp_path):
    shutil.copytree(data_dir() / "i18n", tmp_path / "i18n")
    italian = words_path(tmp_path, "it", CONTENT, "coloretto")
    text = italian.read_text(encoding="utf-8")
    italian.write_text(text.replace("-word-red = Rosso\n    .gender = m\n", ""), encoding="utf-8")
    assert problems("it", "coloretto", tmp_path) == [f"{italian}: no term -word-red ('Red')"]


def test_a_translation_in_the_yaml_is_refused_as_an_unknown_key(tmp_path):
    folder = _pack(tmp_path, "coloretto")
    colours = folder / "colours.yaml"
    text = colours.read_text(encoding="utf-8")
    colours.write_text(text.replace("name: Red,", "name: Red, name_it: Rosso,"), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        _build("coloretto", folder)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "id: red," in row)
    assert f"colours.yaml:{line}" in str(caught.value) and "name_it" in str(caught.value)


def test_a_ruling_translating_other_option_values_is_named(tmp_path):
    shutil.copytree(data_dir() / "i18n", tmp_path / "i18n")
    italian = words_path(tmp_path, "it", CONTENT, "coloretto")
    text = italian.read_text(encoding="utf-8")
    assert "ruling-colour-removal-value-random = I colori sono estratti a caso." in text
    italian.write_text(text.replace("ruling-colour-removal-value-random =",
                                    "ruling-colour-removal-value-casuale ="), encoding="utf-8")
    assert problems("it", "coloretto", tmp_path) == [
        f"{italian}: no message ruling-colour-removal-value-random ('The colours are drawn at random.')",
        f"{italian}: ruling-colour-removal-value-casuale translates no English message"]


def test_coloretto_speaks_the_italian_rulebooks_own_terms():
    # The rulebook's words (rules/coloretto-it.txt, not shipped): "Jolly", "Jolly Dorato",
    # "Ultimo Round", "lato marrone (normale)", "lato viola (difficile)".
    content = load_game_content("coloretto")
    specials = {key: shown(face, "name", "it") for key, face in content.specials.items()}
    assert specials["joker"] == "Jolly"
    assert specials["golden_joker"] == "Jolly dorato"
    assert specials["last_round"] == "Ultimo round"
    tables = {key: shown(table, "name", "it") for key, table in content.tables.items()}
    assert tables == {"brown": "Lato marrone (normale)", "purple": "Lato viola (difficile)"}


def test_the_value_classes_carry_the_italian_and_show_the_language_chosen(italian):
    mix = load_game_content("chroma_mix")
    assert shown(mix.card("slate_gray")) == "Grigio ardesia"
    cubes = load_game_content("chroma_cubes")
    cardinal = cubes.sheets["cardinal"]
    assert (shown(cardinal), shown(cardinal, "subject")) == (
        "Cardinale", "un cardinale rosso posato su un ramo innevato con bacche")
    assert shown(cubes.superpowers["reroll_one"], "text").startswith("Una volta per round")
    assert all(language.word_text(section.label, "", "it")
               for sheet in cubes.sheets.values() for section in sheet.sections)
    cmyk = load_game_content("cmyk")
    assert shown(cmyk.public[0], "en") == "Come preferisci!"
    language.set_current(language.SOURCE)
    assert shown(mix.card("slate_gray")) == "Slate Gray"
    assert shown(cmyk.public[0], "en") == "As you like!"


def test_loaded_content_teaches_the_word_table_its_names():
    for game_id in GAMES:
        find_game(game_id)
    assert language.word("Red", "it") == "Rosso"
    assert language.word("Soft Cyan", "it") == "Ciano tenue"
    assert language.word("Starry Night", "it") == "Notte stellata"
    assert language.word("hearts", "it") == "cuori"
    assert language.word("Do them all!", "it") == "Falli tutti!"
    assert language.word("berry 2", "it") == "bacca 2"
    assert language.word("Red") == "Red"  # English is shown: the word stays as it is


def test_rulings_are_shown_in_italian_with_the_italian_rulebook_quoted(italian):
    game = find_game("coloretto")
    jokers = next(r for r in game.content.rulings if r.id == "jokers_assigned")
    assert jokers.shown("title") == "Dove vanno i Jolly alla fine"
    assert jokers.issue_text == "Il regolamento non ne parla"
    italian_quotes = [words for file, words, _ in jokers.quotes if file == "coloretto-it.txt"]
    assert italian_quotes and all(words.strip() for words in italian_quotes)
    removal = next(r for r in game.content.rulings if r.id == "colour_removal")
    assert removal.meaning("random") == "I colori sono estratti a caso."


def test_lessons_may_carry_italian_but_need_not(tmp_path, italian):
    lessons = load_lessons("coloretto")
    assert len(lessons) == 9
    for lesson in lessons:
        assert all(lesson.translated("it", field) for field in ("title", "goal", "hint", "explanation"))
        assert all(lesson.translated("it", "feedback", move) for move, _ in lesson.feedback)
        assert lesson.shown("title") == lesson.translated("it", "title")
    english_only = yaml.safe_load((data_dir() / "lessons" / "coloretto.yaml").read_text(encoding="utf-8"))
    validator = schema_validator("lessons.schema.json")
    assert list(validator.iter_errors(english_only)) == []
    # A lesson with no translation is shown in English.
    assert lessons[0]._replace(id="not_translated").shown("title") == lessons[0].title


def test_coloretto_lessons_quote_the_italian_rulebook_and_show_it_in_italian(italian):
    # The quotes were checked word for word against rules/coloretto-it.txt when written (the
    # rulebook is not shipped with the app, so no test here can read it).
    quoting = [lesson for lesson in load_lessons("coloretto") if lesson.translated("it", "rule")]
    assert len(quoting) >= 7
    for lesson in quoting:
        rule, source = lesson.translated("it", "rule"), lesson.translated("it", "source")
        assert source and source.startswith("coloretto-it.txt, ")
        assert lesson.shown("rule") == rule and lesson.shown("source") == source
        assert rule and all(words.strip() for words in rule.split(" … ")), lesson.id
    language.set_current(language.SOURCE)
    assert all(lesson.shown("rule") == lesson.rule for lesson in quoting)
