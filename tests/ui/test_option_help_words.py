"""An option whose choices are content names (Chroma Cubes' sheets) lists them in its help from
the content's words, in every language: no language's `ui.ftl` writes the list again (German's
and Italian's did, by hand, and a sheet added to the data would have been missing there)."""

from __future__ import annotations

import pytest

from chroma_desktop import language
from chroma_desktop.language_folders import language_folder
from chroma_desktop.registry import find_game
from chroma_desktop.ui.dialogs import option_help
from chroma_desktop.ui.translation import install, option_words

LANGUAGES = ("en", "it", "de")


def _sheet_spec():
    return next(spec for spec in find_game("chroma_cubes").option_specs if spec.name == "sheet")


def _listed(code: str) -> tuple[str, list[str]]:
    """The sheet option's help in `code`: its own words and the names it lists."""
    install(code)
    try:
        spec = _sheet_spec()
        said, own = option_help(spec), option_words(spec.help)
    finally:
        install(language.SOURCE)
    assert said.startswith(own + ": "), said
    return own, said[len(own) + 2:].split(", ")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_sheet_help_lists_every_sheet_by_its_name_in_the_language(qapp, code):
    spec = _sheet_spec()
    sheets = find_game("chroma_cubes").content.sheets
    names = [language.word(sheet.name, code) for sheet in sheets.values()]
    own, listed = _listed(code)
    assert listed == names and len(listed) == len(sheets) == len(spec.choices) >= 10
    if code != language.SOURCE:
        assert own != spec.help  # its own words are translated too
        assert listed != [sheet.name for sheet in sheets.values()]


def test_the_three_languages_list_the_same_sheets(qapp):
    english = _listed("en")[1]
    for code in LANGUAGES[1:]:
        listed = _listed(code)[1]
        assert listed == [language.word(name, code) for name in english]  # entry by entry


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_ui_file_writes_a_list_of_sheet_names(qapp, code):
    names = [language.word(sheet.name, code)
             for sheet in find_game("chroma_cubes").content.sheets.values()]
    ui_words = (language_folder(code) / "ui.ftl").read_text(encoding="utf-8").splitlines()
    listing = [line for line in ui_words if sum(name in line for name in names) >= 3]
    assert listing == []
