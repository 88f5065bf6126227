"""Why a text is not a position, as message templates (the catalogue `position`).

`rules/position.py` refuses a text with a `PositionError` whose `reason` is one of these (Italian
texts: `data/i18n/it/position.yaml`), so Edit → Paste position and a position file opened say it
in the language shown; `str()` of the error is the English the command line prints. Each game's
own refusals (`games/<id>/position_words.py`) come inside `ON_LINE` / `ON_KEY`. `position.py`
imports this module only when it refuses a text.

What the text holds (a key, a value, a line as written, a component's notation name) is the
notation, which is the same in every language: it is said as written (`AsWritten`).
"""

from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, Message, catalogue, join
from chroma_desktop.rules.record_words import AsWritten, quoted
from chroma_desktop.rules.record_words import listed as listed
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.Position]" = catalogue("position")

# -- where
ON_LINE = T.add("on_line", line=COUNT, reason=MESSAGE)
ON_KEY_LINE = T.add("on_key_line", line=COUNT, key=TEXT, reason=MESSAGE)
ON_KEY = T.add("on_key", key=TEXT, reason=MESSAGE)

# -- the text as a whole
NOT_TEXT = T.add("not_text")
TOO_LONG = T.add("too_long", chars=COUNT, most=COUNT)
EMPTY = T.add("empty")
# What a game's reader or checks raised unforeseen: a sentence of ours, its words only as a detail.
CANNOT_BE_READ = T.add("cannot_be_read", error=TEXT)
NO_NOTATION = T.add("no_notation", game=TEXT)

# -- the header
NO_HEADER = T.add("no_header", found=TEXT)
HEADER_PARTS = T.add("header_parts")
OTHER_GAME = T.add("other_game", game_id=TEXT, game=TEXT)
PLAYERS_WORDS = T.add("players_words", found=TEXT)
OPTION_FORM = T.add("option_form", found=TEXT)
GIVEN_TWICE = T.add("given_twice", name=TEXT)
VIEW_SEAT = T.add("view_seat", players=COUNT, view=TEXT)

# -- the lines
NOT_KEY_VALUE = T.add("not_key_value", line=TEXT)
KEY_TWICE = T.add("key_twice", key=TEXT, other=COUNT)
MISSING = T.add("missing", key=TEXT)
MISSING_MEANT = T.add("missing_meant", key=TEXT, written=TEXT, line=COUNT)
NO_VALUE = T.add("no_value")
UNKNOWN_LINE = T.add("unknown_line", key=TEXT, known=TEXT)
NOT_WHOLE_NUMBER = T.add("not_whole_number", value=TEXT)
OUT_OF_RANGE = T.add("out_of_range", low=COUNT, high=COUNT, number=COUNT)
NOT_ONE_OF = T.add("not_one_of", value=TEXT, choices=TEXT)
YES_OR_NO = T.add("yes_or_no", value=TEXT)
NOT_A_SEAT = T.add("not_a_seat", value=TEXT, players=COUNT)
NOT_COUNT_NAME = T.add("not_count_name", part=TEXT, name=TEXT)
HIDES_NOTHING = T.add("hides_nothing")
ONLY_VIEW_HIDES = T.add("only_view_hides")

# -- the checks every position passes
VIEW_SHOWS_HIDDEN = T.add("view_shows_hidden")
CHANCE_CANNOT = T.add("chance_cannot")
NOBODY_TO_MOVE = T.add("nobody_to_move")
NO_LEGAL_MOVE = T.add("no_legal_move", seat=TEXT)
DOES_NOT_HOLD = T.add("does_not_hold", error=TEXT)
NOT_CONSERVED = T.add("not_conserved", wrong=MESSAGE)
COMPONENT_COUNT = T.add("component_count", found=COUNT, name=TEXT, expected=COUNT)
AS_SAID = T.add("as_said", words=TEXT)
"""What a game's reader said in English words only, as it said it."""

def short(value: str) -> AsWritten:
    """A value quoted as written, cut to a readable length."""
    return quoted(value, 60)


def reason(said: Message | str) -> Message:
    """A reader's words as a message: its template, else its English as it is written."""
    return said if isinstance(said, Message) else AS_SAID(words=AsWritten(said))


def not_conserved(wrong: list[tuple[int, str, int]]) -> Message:
    """The components that do not add up: (found, notation name, expected) each."""
    return NOT_CONSERVED(wrong=join([COMPONENT_COUNT(found=found, name=AsWritten(name), expected=expected)
                                     for found, name, expected in wrong], "; "))
