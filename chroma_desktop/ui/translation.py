"""The app's own words in the player's language: Qt's translators, chosen at start-up and from
View → Language.

Which language is shown is `chroma_desktop.language` (pure Python, the one place that says it);
this module puts it into Qt. `install(code)` sets it there and loads the UI's translation,
`chroma_desktop/i18n/chroma_desktop_<code>.qm` (made by `tools/update_translations.py` from
`data/i18n/<code>/ui.ftl`, the words' one source), and Qt's own for its standard buttons and
file dialogs when the Qt in use ships it. English is the source language: it loads nothing, so
an English start costs a settings read and a look at the locale.

At start-up (`start_language`) the language is, first found: `CHROMA_DESKTOP_LANGUAGE` (for
screenshots and tests), the player's choice (View → Language, kept in the settings), the system
locale (QLocale, which follows LANG / LC_ALL on Linux) when it is a language offered
(`language.offered`). The command line stays in English.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from chroma_desktop import language
from chroma_desktop.rules.api import OptionSpec

LANGUAGE_ENV = "CHROMA_DESKTOP_LANGUAGE"
LANGUAGE_KEY = "view/language"
I18N_FOLDER = Path(__file__).parent.parent / "i18n"
CATALOGUE = "chroma_desktop"  # chroma_desktop_<code>.ts / .qm

_installed: list = []  # the QTranslators installed, kept alive while they are


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 (the name lupdate reads)
    """Mark `source` for lupdate in `context` and give it back as it is: PySide's own says it
    returns `object`, where the words are kept as `str` to be translated where shown."""
    return source


def qm_path(code: str) -> Path:
    """The compiled translation of the app's words into `code`."""
    return I18N_FOLDER / f"{CATALOGUE}_{code}.qm"


def ts_path(code: str) -> Path:
    """The translation source (Qt Linguist's .ts) of the app's words into `code`."""
    return I18N_FOLDER / f"{CATALOGUE}_{code}.ts"


def saved_language() -> str:
    """The language the player chose with View → Language ("" if none, or not one we have)."""
    from chroma_desktop.ui.settings_file import settings

    value = settings().value(LANGUAGE_KEY, "")
    return value if isinstance(value, str) and value in language.offered() else ""


def save_language(code: str) -> None:
    """Remember `code` as the player's choice ("" forgets it: the system locale decides)."""
    from chroma_desktop.ui.settings_file import settings

    store = settings()
    if code:
        store.setValue(LANGUAGE_KEY, code)
    else:
        store.remove(LANGUAGE_KEY)
    store.sync()


def choose_language(override: str, saved: str, locale_name: str) -> str:
    """The language to show: `override` (the environment), else `saved`, else the locale's.

    An override that is not a supported language is ignored, as an unknown saved value is.
    """
    for code in (override.strip().lower(), saved):
        if code in language.SUPPORTED:
            return code
    return language.from_locale(locale_name)


def start_language() -> str:
    """The language the app starts in (see the module's docstring)."""
    return choose_language(os.environ.get(LANGUAGE_ENV, ""), saved_language(),
                           QLocale.system().name())


def install(code: str) -> bool:
    """Show `code` from now on: in `language`, and in Qt's translators. False when the UI's
    compiled translation is missing (its words then stay in English)."""
    from PySide6.QtCore import QTranslator

    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()
    language.set_current(code)
    if code == language.SOURCE:
        return True
    ours = QTranslator(app)
    found = ours.load(str(qm_path(code)))
    if found:
        QCoreApplication.installTranslator(ours)
        _installed.append(ours)
    qt_own = QTranslator(app)
    if any(qt_own.load(f"qtbase_{code}", folder) for folder in _qt_translation_folders()):
        QCoreApplication.installTranslator(qt_own)
        _installed.append(qt_own)
    return found


def _qt_translation_folders() -> list[str]:
    """Where Qt's own translations may be: where Qt says, and inside the PySide6 package (a
    frozen build keeps `qtbase_<code>.qm` there: installer/chroma-desktop.spec)."""
    import PySide6
    from PySide6.QtCore import QLibraryInfo

    return [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
            str(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")]


def seat_title(name: str) -> str:
    """A seat's name as a title on the table or in the results: the seat named "You" (the one
    the rules speak to, whatever the language) is called so in the language shown."""
    return QCoreApplication.translate("Seats", "You") if name == "You" else name


@cache
def seat_titles() -> tuple[str, ...]:
    """The title of the seat the rules speak to in every language the app speaks ("You", then
    each translation's, as its compiled UI words say it): no other seat's name may read as one
    of them, whichever language is shown now or later."""
    from PySide6.QtCore import QTranslator

    titles = ["You"]
    for code in language.SUPPORTED:
        words = QTranslator()
        if code != language.SOURCE and words.load(str(qm_path(code))):
            said = words.translate("Seats", "You")
            if said and said not in titles:
                titles.append(said)
    return tuple(titles)


def seat_from_title(title: str) -> str:
    """The seat name a title stands for: "You" for the seat's title in the language shown (a
    player who types it names the seat the rules speak to), else the title itself."""
    return "You" if title == seat_title("You") else title


def with_name(text: str, name: str) -> str:
    """`text` (said, with `name` in it) with the word before the name as the language shown says
    it before a vowel ("Passa il tavolo ad Anna")."""
    if language.current() == language.SOURCE:
        return text
    from chroma_desktop.rules.messages import euphonic
    from chroma_desktop.translations import euphonic_letters, euphonic_words

    code = language.current()
    return euphonic(text, name, euphonic_words(code), euphonic_letters(code))


def game_blurb(manifest) -> str:
    """A game's one line (its manifest's `blurb`) in the language shown. The manifests' words
    reach the .ts through `chroma_desktop/i18n/manifest_words.py`, which
    `tools/update_translations.py` writes from the registry."""
    return QCoreApplication.translate("GameManifest", manifest.blurb)


def option_words(text: str) -> str:
    """A game option's label, help or choice (`OptionSpec`) in the language shown; they reach
    the .ts as a manifest's words do (see `game_blurb`)."""
    return QCoreApplication.translate("GameOption", text) if text else text


def choice_words(spec: OptionSpec, choice: str) -> str:
    """An option's choice as the player reads it: its content name in the language shown where
    the game names it (one name per sheet in the list, the help, the log and the results),
    else its id in words."""
    if choice in spec.choices and len(spec.choice_names) == len(spec.choices):
        return language.word(spec.choice_names[spec.choices.index(choice)])
    return option_words(choice.replace("_", " ").capitalize())


def install_start_language() -> str:
    """At start-up: show the language `start_language` chooses (English loads nothing)."""
    code = start_language()
    if code != language.current() or code != language.SOURCE:
        install(code)
    return code
