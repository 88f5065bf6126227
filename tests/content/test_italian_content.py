"""Italian in the games' content (issue 17): every translatable YAML text field `foo` has its
Italian sibling `foo_it`, the schemas require it once a game is translated (and allow it only
where the English field is), the value classes carry it, and the names reach the word table the
rules' messages use."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from chroma_desktop import language
from chroma_desktop.content import ContentError, build_content
from chroma_desktop.content.loader import load_folder
from chroma_desktop.content.schemas import schema_validator
from chroma_desktop.content.translated import expand_schema, missing_translations, shown
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


@pytest.mark.parametrize("game_id", GAMES)
def test_every_translatable_field_of_every_game_has_its_italian(game_id):
    validator = schema_validator(manifest_for(game_id).schema_file)
    missing = missing_translations(validator, _shipped(game_id))
    assert missing == [], f"{game_id} lacks Italian for: " + "; ".join(missing)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_schema_marks_text_fields_and_requires_their_italian(game_id):
    raw = yaml.safe_load((data_dir() / "schema" / manifest_for(game_id).schema_file).read_text())
    assert raw["x-translations-required"] is True
    expanded = expand_schema(raw)
    rulings = expanded["properties"]["rulings"]["items"]
    assert {"title_it", "reading_it"} <= rulings["properties"].keys()
    assert rulings["dependentRequired"]["title"] == ["title_it"]


def test_a_missing_translation_is_a_content_error_naming_file_line_and_key(tmp_path):
    folder = _pack(tmp_path, "coloretto")
    colours = folder / "colours.yaml"
    text = colours.read_text(encoding="utf-8")
    colours.write_text(text.replace("name_it: Rosso,", ""), encoding="utf-8")
    # A user's pack may leave it out (its names show in English)...
    assert _build("coloretto", folder).colours
    # ...the app's own data may not.
    with pytest.raises(ContentError) as caught:
        load_folder(folder, manifest_for("coloretto").schema_file, complete=True)
    said = str(caught.value)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "id: red," in row)
    assert "colours.yaml" in said and f":{line}" in said
    assert "'name_it' (the translation of 'name') is required here" in said


def test_an_italian_field_beside_a_field_that_is_not_text_is_refused(tmp_path):
    folder = _pack(tmp_path, "coloretto")
    colours = folder / "colours.yaml"
    colours.write_text(colours.read_text(encoding="utf-8").replace(
        'hue: "#D33A3A",', 'hue: "#D33A3A", hue_it: "#D33A3A",'), encoding="utf-8")
    with pytest.raises(ContentError, match="hue_it"):
        _build("coloretto", folder)


def test_a_ruling_translating_other_option_values_is_refused(tmp_path):
    folder = _pack(tmp_path, "coloretto")
    rulings = folder / "rulings.yaml"
    text = rulings.read_text(encoding="utf-8")
    assert "        random: I colori sono estratti a caso." in text
    rulings.write_text(text.replace("        random: I colori sono estratti a caso.",
                                    "        casuale: I colori sono estratti a caso."),
                       encoding="utf-8")
    with pytest.raises(ContentError, match="values_it.*same values"):
        _build("coloretto", folder)


def test_coloretto_speaks_the_italian_rulebooks_own_terms():
    # The rulebook's words (rules/coloretto-it.txt, not shipped): "Jolly", "Jolly Dorato",
    # "Ultimo Round", "lato marrone (normale)", "lato viola (difficile)".
    content = load_game_content("coloretto")
    specials = {key: face.name_it for key, face in content.specials.items()}
    assert specials["joker"] == "Jolly"
    assert specials["golden_joker"] == "Jolly dorato"
    assert specials["last_round"] == "Ultimo round"
    tables = {key: table.name_it for key, table in content.tables.items()}
    assert tables == {"brown": "Lato marrone (normale)", "purple": "Lato viola (difficile)"}


def test_the_value_classes_carry_the_italian_and_show_the_language_chosen(italian):
    mix = load_game_content("chroma_mix")
    assert shown(mix.card("slate_gray")) == "Grigio ardesia"
    cubes = load_game_content("chroma_cubes")
    cardinal = cubes.sheets["cardinal"]
    assert (shown(cardinal), shown(cardinal, "subject")) == (
        "Cardinale", "un cardinale rosso posato su un ramo innevato con bacche")
    assert shown(cubes.superpowers["reroll_one"], "text").startswith("Una volta per round")
    assert all(section.label_it for sheet in cubes.sheets.values() for section in sheet.sections)
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
        assert lesson.title_it and lesson.goal_it and lesson.hint_it and lesson.explanation_it
        assert [move for move, _ in lesson.feedback_it] == [move for move, _ in lesson.feedback]
        assert lesson.shown("title") == lesson.title_it
    english_only = [{key: value for key, value in entry.items() if not key.endswith("_it")}
                    for entry in yaml.safe_load((data_dir() / "lessons" / "coloretto.yaml")
                                                .read_text(encoding="utf-8"))["lessons"]]
    validator = schema_validator("lessons.schema.json")
    assert list(validator.iter_errors({"lessons": english_only})) == []


def test_coloretto_lessons_quote_the_italian_rulebook_and_show_it_in_italian(italian):
    # The quotes were checked word for word against rules/coloretto-it.txt when written (the
    # rulebook is not shipped with the app, so no test here can read it).
    quoting = [lesson for lesson in load_lessons("coloretto") if lesson.rule_it]
    assert len(quoting) >= 7
    for lesson in quoting:
        assert lesson.source_it.startswith("coloretto-it.txt, ")
        assert lesson.shown("rule") == lesson.rule_it and lesson.shown("source") == lesson.source_it
        assert all(words.strip() for words in lesson.rule_it.split(" … ")), lesson.id
    language.set_current(language.SOURCE)
    assert all(lesson.shown("rule") == lesson.rule for lesson in quoting)
