"""The UI's own words have one source, `data/i18n/<language>/ui.ftl` (issue 33), and the language
list is data.

Each text the code says with `translate(context, text)` is one Fluent message, its id made from
the pair; every text comes back from its Fluent form as it was written; each language's ui.ftl
translates every text with the English's variables and `&`; what a language lacks is named by
the tool; Qt's plural forms are not used; a language folder is on the menu only once it has every
file English's has. (That the .ts and .qm are what the tool makes of the files:
test_translations.py.)
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from chroma_desktop import language
from chroma_desktop.i18n import ui_messages
from chroma_desktop.i18n.ui_messages import UiText

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "data" / "i18n"


def _tool_module():
    spec = importlib.util.spec_from_file_location("update_translations",
                                                  ROOT / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool_module()


def _messages(code: str) -> dict[str, ftl.Message]:
    body = FluentParser().parse((I18N / code / "ui.ftl").read_text(encoding="utf-8")).body
    assert not [entry for entry in body if isinstance(entry, ftl.Junk)], code
    return {entry.id.name: entry for entry in body if isinstance(entry, ftl.Message)}


def _english_texts() -> list[UiText]:
    """Every UI text, as en/ui.ftl lists it (its group comment names the context)."""
    listed = ui_messages.english_texts((I18N / "en" / "ui.ftl").read_text(encoding="utf-8"))
    for message_id, text in listed:
        assert ui_messages.message_id(text) == message_id
    return [text for _, text in listed]


ENGLISH = _english_texts()


def _round_trip(text: str) -> str:
    resource = ui_messages.ftl_text([(UiText("Page", text), text)], "a test")
    message = next(entry for entry in FluentParser().parse(resource).body
                   if isinstance(entry, ftl.Message))
    return ui_messages.qt_text(message.value, ui_messages.slots(text))


# -- ids and text ------------------------------------------------------------------------------
def test_an_id_names_its_context_and_first_words_and_changes_with_the_english():
    game = ui_messages.message_id(UiText("MainWindow", "&Game"))
    assert game.startswith("ui-main-window-game-") and len(game) == len("ui-main-window-game-") + 6
    assert game == ui_messages.message_id(UiText("MainWindow", "&Game"))  # the same every time
    assert ui_messages.message_id(UiText("NewGameDialog", "&Game")) != game  # another context
    assert ui_messages.message_id(UiText("MainWindow", "&Games")) != game  # English changed
    assert ui_messages.message_id(UiText("BestMoves", "{percent} %")).startswith("ui-best-moves-")
    assert len({ui_messages.message_id(text) for text in ENGLISH}) == len(ENGLISH) > 400


@pytest.mark.parametrize("text", [
    " · extra die at {scores}", " and ", "{seconds:g} s a move", "a { brace } and {n}",
    "two\nlines", "lines\n  indented\n[bracketed\n*starred\n.dotted", "trailing  ", "100 %",
    "Chroma Desktop games (*.json);;All files (*)", "<b>{game}</b>: the table", '"quoted" \\'])
def test_a_text_comes_back_from_its_fluent_as_it_was_written(text):
    assert _round_trip(text) == text


def test_every_text_the_ui_says_comes_back_from_its_fluent():
    assert [_round_trip(text.source) for text in ENGLISH] == [text.source for text in ENGLISH]


def test_qt_plural_forms_are_not_used():
    # Counts are said by choosing a sentence in the code ("1 player" / "{n} players"): no %n.
    assert [text for text in ENGLISH if "%n" in text.source] == []


# -- each language translates every text --------------------------------------------------------
@pytest.mark.parametrize("code", ["it", "de"])
def test_every_language_translates_every_text_with_its_variables_and_key(code):
    messages = _messages(code)
    assert set(messages) == {ui_messages.message_id(text) for text in ENGLISH}
    for text in ENGLISH:
        translated = messages[ui_messages.message_id(text)].value
        assert ui_messages.translation_problems(text, translated) == [], (code, text)
        said = ui_messages.qt_text(translated, ui_messages.slots(text.source))
        assert ui_messages.variables(translated) == set(ui_messages.slots(text.source))
        assert said.count("<b>") == text.source.count("<b>"), (code, text)
    assert TOOL.translation_report(code, ENGLISH) == []


def test_the_tool_names_each_text_a_language_lacks_and_each_it_no_longer_needs():
    new = UiText("NewPage", "A word nobody translated")
    report = TOOL.translation_report("de", [*ENGLISH[1:], new])
    assert f"data/i18n/de/ui.ftl: no message {ui_messages.message_id(new)} (NewPage: " \
           "'A word nobody translated')" in report
    assert f"data/i18n/de/ui.ftl: {ui_messages.message_id(ENGLISH[0])} is no longer said by the " \
           "code (remove it)" in report
    assert len(report) == 2
    # An English text changed after its first words: its old message is pointed to.
    sentence = next(text for text in ENGLISH if len(text.source.split()) > 6)
    changed = UiText(sentence.context, sentence.source + " Really.")
    report = TOOL.translation_report("de", [changed if text == sentence else text
                                            for text in ENGLISH])
    assert report[0].endswith(f"its English changed? it was {ui_messages.message_id(sentence)}")
    assert len(report) == 2


def _pattern(source: str) -> ftl.Pattern:
    return FluentParser().parse(f"m = {source}\n").body[0].value


def test_a_translation_with_other_variables_or_keys_is_a_problem():
    english = UiText("MainWindow", "&Save to {file}")
    assert ui_messages.translation_problems(english, _pattern("&Speichern in { $file }")) == []
    assert ui_messages.translation_problems(english, _pattern("&Speichern in { $datei }"))
    assert ui_messages.translation_problems(english, _pattern("Speichern in { $file }"))
    assert ui_messages.translation_problems(
        english, _pattern("{ $file ->\n    [one] &A\n   *[other] &B\n}"))  # Qt fills the slots: no selectors


# -- the language list is data ------------------------------------------------------------------
def _folder(root: Path, code: str, *files: str) -> None:
    (root / "i18n" / code).mkdir(parents=True, exist_ok=True)
    for name in files:
        (root / "i18n" / code / name).write_text(
            f"-language-name = {code.upper()} words\n" if name == "language.ftl" else "",
            encoding="utf-8")


def test_a_language_is_a_folder_with_its_name_and_is_offered_once_complete(tmp_path):
    _folder(tmp_path, "en", "language.ftl", "play.ftl", "ui.ftl")
    _folder(tmp_path, "xx", "language.ftl", "play.ftl")
    _folder(tmp_path, "yy", "play.ftl")  # no language.ftl: not a language
    assert language.found_languages(tmp_path) == ("en", "xx")
    assert language.language_name("xx", tmp_path) == "XX words"
    assert not language.complete("xx", tmp_path)  # the UI's words are missing
    _folder(tmp_path, "xx", "ui.ftl")
    assert language.complete("xx", tmp_path)


def test_the_shipped_languages_are_english_german_and_italian_each_named_in_itself():
    assert language.SUPPORTED == ("en", "de", "it")
    assert dict(language.NAMES) == {"en": "English", "de": "Deutsch", "it": "Italiano"}
    assert language.offered() == tuple(code for code in language.SUPPORTED
                                       if language.complete(code))
    assert language.offered() == ("en", "de", "it")  # German's catalogues are all there
    assert language.from_locale("de_DE.UTF-8") == "de" and language.from_locale("de-AT") == "de"
    assert language.from_locale("fr_FR") == "en"
