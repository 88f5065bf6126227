"""Why a move sent to a table is refused when the rules gave no reason of their own, as message
templates (the catalogue `play`; Italian texts: `data/i18n/it/play.yaml`).

`Match.play` refuses a move out of turn or after the end with these, and the online server
(`server/frames.py`) sends a refusal as the rules' message where they said one;
where they did not (a move the rules accept alone but not now, a text that is no move), it sends
one of these, so the client says it in its own language like any other refusal. A move's text is
its notation (no content word alone, so the translation leaves it as written).
"""

from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import SEAT, TEXT, Message, catalogue

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.Play]" = catalogue("play")

NOT_ALLOWED_NOW = T.add("not_allowed_now", move=TEXT)
NOT_A_MOVE = T.add("not_a_move")
# A game whose parser or rules said why in English words only (no template): our sentence, then
# their words as a technical detail.
DOES_NOT_READ = T.add("does_not_read", move=TEXT, detail=TEXT)
NOT_ALLOWED_SAYING = T.add("not_allowed_saying", move=TEXT, detail=TEXT)
# A match's own refusals (`Match.play`), said at the table in the language shown.
GAME_OVER = T.add("game_over")
CHANCE_DECIDES = T.add("chance_decides")
SAY_WHO_MOVES = T.add("say_who_moves")
NOT_THEIR_TURN = T.add("not_their_turn", p=SEAT)
# The table's own fault (`ui/faults.py`): an event handler failed, the game was put back in motion.
SOMETHING_WENT_WRONG = T.add("something_went_wrong", detail=TEXT)
# A game that starts from a set position (a save's or a pasted `position`), not a dealt one.
FROM_SET_POSITION = T.add("from_set_position")
SET_POSITION_SHORT = T.add("set_position_short")


def not_allowed_now(move_text: str) -> Message:
    return NOT_ALLOWED_NOW(move=move_text)


def refused_in_words(move_text: str, words: str, parsed: bool) -> Message:
    """A refusal that a game said in English words only, as a template: the move did not read
    (`parsed` False) or is not allowed now, with the game's words as a technical detail."""
    if parsed:
        return NOT_ALLOWED_SAYING(move=move_text, detail=words)
    return DOES_NOT_READ(move=move_text, detail=words)
