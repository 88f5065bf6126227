"""The player's own record in a solo game measured in rounds (Chroma Cubes' score attack, issue
31: the rulebook gives no par, so nothing told whether a win in 7 rounds was good): the fewest
rounds that won, per sheet, kept in the settings, and the results' sentence about it.

Only a game the player played alone at this desk from a dealt start counts: an online table, a
seat played by a bot, a lesson or a set position never writes the record. A stored value that is
not a whole number of rounds above 0 is ignored, never a traceback. Its words are templates
(`round_record_words.py`), so a count of rounds is said in its plural form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from chroma_desktop.ui.scene.layouts import RoundsPlayed
from chroma_desktop.ui.settings_file import settings

if TYPE_CHECKING:
    from chroma_desktop.ui.match_controller import MatchController

BEST_ROUNDS_KEY = "records/{game_id}/fewest_rounds/{record_key}"


class RoundRecord(NamedTuple):
    """A finished game's rounds, and the record as it stood before it (None: no win yet)."""

    played: RoundsPlayed
    best_before: int | None


def rounds_counted(controller: MatchController, online: bool) -> RoundsPlayed | None:
    """The rounds the game on the table has taken, when it counts for the record: a game
    measured in rounds (`TableLayout.rounds_played`), played alone at this desk from a dealt
    start; None for an `online` table, a bot's seat, a lesson or a set position."""
    if online or controller.guide is not None or controller.from_set_position() \
            or controller.humans() != [0]:
        return None
    return controller.layout.rounds_played(controller.match.state)


def with_best_here(prompt: str, controller: MatchController, online: bool) -> str:
    """The round's prompt, and under it the best to beat while a counted game is played."""
    counted = None if controller.match.is_over() else rounds_counted(controller, online)
    best = best_rounds(controller.game.id, counted.record_key) if counted is not None else None
    if best is None:
        return prompt
    from chroma_desktop.ui.round_record_words import BEST_HERE

    return f"{prompt}\n{controller.words(BEST_HERE(best=best))}"


def best_rounds(game_id: str, record_key: str) -> int | None:
    """The fewest rounds that won `game_id` on `record_key`, or None (none, or a damaged value)."""
    value = settings().value(BEST_ROUNDS_KEY.format(game_id=game_id, record_key=record_key), "")
    if isinstance(value, bool) or not isinstance(value, int | str):
        return None
    try:
        rounds = int(value)
    except ValueError:
        return None
    return rounds if rounds > 0 else None


def record(game_id: str, played: RoundsPlayed) -> RoundRecord:
    """Keep `played` in the record if it won in fewer rounds than the best so far; the record as
    it stood before, for the results' words."""
    before = best_rounds(game_id, played.record_key)
    if played.won and played.rounds > 0 and (before is None or played.rounds < before):
        store = settings()
        store.setValue(BEST_ROUNDS_KEY.format(game_id=game_id, record_key=played.record_key),
                       played.rounds)
        store.sync()
    return RoundRecord(played, before)


def record_words(kept: RoundRecord) -> str:
    """What the results say of the record: a new best, the best to beat, or "" (a loss with no
    win on that sheet yet)."""
    from chroma_desktop.language import message_translator
    from chroma_desktop.rules.messages import render
    from chroma_desktop.ui import round_record_words as said

    played, before = kept.played, kept.best_before
    if played.won and (before is None or played.rounds < before):
        message = said.WON_NEW_BEST(rounds=played.rounds, sheet=played.place)
    elif played.won and before is not None:
        message = said.WON_NOT_BEST(rounds=played.rounds, best=before)
    elif before is not None:
        message = said.LOST_BEST_IS(best=before)
    else:
        return ""
    return render(message, None, message_translator())
