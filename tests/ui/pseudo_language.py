"""The pseudo language of every word, for tests: English's `.ftl` files said in pseudo by
`tools/pseudo_locale.py` into a test's folder, added as the language `PSEUDO`
(`language.add_language`), with the UI's words said in pseudo by `ui/pseudo_locale.py`'s
translator. A word shown plain under it bypassed the translation system."""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from types import ModuleType

from chroma_desktop import language
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.ui import translation
from chroma_desktop.ui.pseudo_locale import (
    bypassing,
    install_pseudo_locale,
    remove_pseudo_locale,
    unaccented,
)

PSEUDO = "qps"  # the code of a pseudo-locale (Microsoft's); never offered to the player
TOOL = Path(__file__).resolve().parents[2] / "tools" / "pseudo_locale.py"
# Names shown as they are in every language: the app's and the games', the bots' seats.
PROPER_NAMES = re.compile("|".join(
    [re.escape(find_game(game_id).name) for game_id in game_ids()]
    + [r"Chroma Desktop", r"\bBot \d\b", r"\bPlayer \d\b"]))

@cache
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pseudo_locale_tool", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_pseudo(folder: Path) -> Path:
    """The pseudo language's files written under `folder`; its folder."""
    tool().write_pseudo_language(folder / PSEUDO)
    return folder / PSEUDO


@contextmanager
def pseudo_shown(folder: Path) -> Iterator[None]:
    """Every word in pseudo: the rules', the content's, the lessons', How to play's (the language
    `PSEUDO` from `folder`) and the UI's (the pseudo translator over it); English after."""
    language.add_language(PSEUDO, folder)
    translation.install(PSEUDO)
    install_pseudo_locale()
    try:
        yield
    finally:
        remove_pseudo_locale()
        translation.install(language.SOURCE)
        language.remove_language(PSEUDO)


def plain_words(texts: list[str]) -> list[str]:
    """Each text with words outside every ⟦ ⟧ or plain inside one (proper names aside), and
    those words."""
    found = []
    for text in texts:
        named = PROPER_NAMES.sub(" ", text)
        words = bypassing(named) + [f"in ⟦⟧: {word}" for word in unaccented(named)]
        if words:
            found.append(f"{text[:90]!r}: {words}")
    return sorted(set(found))
