"""Why a game cannot be set up as asked, as message templates (the catalogue `setup`).

A save, a record or a position names its game, its players and its options; when the game is not
known, an option does not exist or takes no such value, or the player count does not fit, the
error carries one of these as its `reason` (Italian texts: `data/i18n/it/setup.yaml`), so the
refusal around it is said in the language shown; `str()` of the error stays the English the
command line prints. The raising modules import this one only when they refuse.

Ids, option names and values are what a file writes, the same in every language: said as
written.
"""

from collections.abc import Iterable
from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, TEXT, Message, catalogue
from chroma_desktop.rules.record_words import AsWritten, listed, quoted

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.Setup]" = catalogue("setup")

UNKNOWN_GAME = T.add("unknown_game", game=TEXT, known=TEXT)
UNKNOWN_OPTION = T.add("unknown_option", name=TEXT, known=TEXT)
NO_OPTIONS = T.add("no_options", name=TEXT)
BAD_VALUE = T.add("bad_value", name=TEXT, value=TEXT, choices=TEXT)
PLAYER_COUNT = T.add("player_count", game=TEXT, low=COUNT, high=COUNT, players=COUNT)
SOLO_MODE = T.add("solo_mode", mode=TEXT, players=COUNT)


def unknown_game(game_id: object, known: Iterable[str]) -> Message:
    return UNKNOWN_GAME(game=quoted(game_id), known=listed(known))


def unknown_option(name: object, known: Iterable[str]) -> Message:
    known = sorted(known)
    if not known:
        return NO_OPTIONS(name=quoted(name))
    return UNKNOWN_OPTION(name=quoted(name), known=listed(known))


def bad_value(name: str, value: str, choices: Iterable[str]) -> Message:
    return BAD_VALUE(name=quoted(name), value=quoted(value), choices=listed(choices))


def player_count(game: str, low: int, high: int, players: int) -> Message:
    """`game` (its name, a content word) is not for `players` players."""
    return PLAYER_COUNT(game=game, low=low, high=high, players=players)


def solo_mode(mode: str, players: int) -> Message:
    """The option value `mode` (an id, as `score_attack`) is played alone, not by `players`."""
    return SOLO_MODE(mode=AsWritten(mode.replace("_", " ")), players=players)
