"""One name per Chroma Cubes sheet (issue 31: the New game dialog's list said "Dragons hoard"
and "Easter eggs", its help "Dragon's Hoard"): the list says each sheet's content name, the
same the help says, in English, Italian and German."""

from __future__ import annotations

import pytest

from chroma_desktop import language
from chroma_desktop.registry import find_game
from chroma_desktop.ui import translation


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    translation.install(language.SOURCE)


@pytest.mark.parametrize(("lang", "hoard"), [("en", "Dragon's Hoard"), ("it", None),
                                             ("de", "Drachenschatz")])
def test_the_sheet_list_says_the_names_the_help_says(window, lang, hoard):
    if lang != language.SOURCE:
        window.languages.set_language(lang, remember=False)
    dialog = window.show_new_game_dialog("chroma_cubes")
    box = dialog.option_boxes["sheet"]
    said = [box.itemText(index) for index in range(box.count())]
    help_text = dialog.option_help["sheet"].text()
    sheets = find_game("chroma_cubes").content.sheets
    assert said == [language.word(sheet.name, lang) for sheet in sheets.values()]
    for name in said:
        assert name in help_text, (name, help_text)
    if hoard:
        assert hoard in said
    dialog.reject()
