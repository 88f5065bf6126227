"""A refusal beside the table, whatever the hand did: a drop, a click, cards chosen together, a
key, or a move the rules turned down. The reason is the rules' (`Game.why_not`, an
`IllegalMoveError`'s) or a lesson's; it stands until the player acts again, in every mode
(another player's move does not put teach mode's words over it), and in teach mode it points to
the lesson for the rule it names (`TeachWords.refused`, issue 31: every refusal, not only a
drop's). The controller (`ui/match_controller.py`) owns one `Refusals` and calls it; it decides
no legality itself.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, SignalInstance

from chroma_desktop.rules.api import Game, Move
from chroma_desktop.rules.messages import Message
from chroma_desktop.rules.played import PlayedMatch
from chroma_desktop.ui.play_policy import MoveGuide
from chroma_desktop.ui.scene.layouts import Layout
from chroma_desktop.ui.teach_words import TeachWords

translate = QCoreApplication.translate


class RefusingTable(Protocol):
    """What a refusal needs of its table (the controller)."""

    @property
    def game(self) -> Game[Any]: ...

    @property
    def match(self) -> PlayedMatch: ...

    @property
    def player(self) -> int | None: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def guide(self) -> MoveGuide | None: ...

    @property
    def teaching(self) -> TeachWords: ...

    @property
    def message(self) -> SignalInstance: ...

    @property
    def note(self) -> SignalInstance: ...

    def words(self, message: Message | str) -> str: ...

    def moves_from(self, source: str) -> list[Move]: ...


class Refusals(QObject):
    """Says why a move was not made, keeps whether a refusal stands beside `table`, and points
    teach mode to the lesson for the rule a refusal names."""

    def __init__(self, table: RefusingTable, parent: QObject, shown: bool = False) -> None:
        super().__init__(parent)
        self.table = table
        self.shown = shown
        """Whether a refusal (or a problem) stands beside the table now (`shown` when made)."""
        table.message.connect(self._said_message)
        table.note.connect(self._said_note)

    def _said_message(self, text: str) -> None:
        self.shown = bool(text)

    def _said_note(self, text: str) -> None:  # the note is shown in the refusal's place
        self.shown = False

    def refuse(self, reason: Message | str, otherwise: str = "") -> bool:
        """Say `reason` (or `otherwise` when the rules said nothing) and, in teach mode, point to
        the lesson for the rule it names; False when there was nothing to say."""
        said = self.table.words(reason) or otherwise
        if not said:
            return False
        self.table.message.emit(said)
        if isinstance(reason, Message):
            self.table.teaching.refused(reason)
        return True

    def said_by_server(self, said: str, reason: Message | str) -> None:
        """A move an online table's server turned down: `said` stands beside the table (the
        server's words, `ui/online_refusals.py`) and, in teach mode, the lesson for the rule
        `reason` names (the rules' message), as for a refusal made here."""
        self.table.message.emit(said)
        if isinstance(reason, Message):
            self.table.teaching.refused(reason)

    def why_not(self, source: str, target: str, otherwise: str = "") -> bool:
        """The rules' reason `source` cannot go to `target` ("": used alone) now, said."""
        player = self.table.player
        if player is None:
            return False
        return self.refuse(self.table.game.why_not(self.table.match.state, player, source, target),
                           otherwise)

    def dropped(self, source: str, target: str) -> None:
        """A drop no move matches: a lesson's words for a move it does not offer, else the
        rules'."""
        guide, player = self.table.guide, self.table.player
        if guide is not None and player is not None:
            allowed = [move for move in self.table.match.legal_moves(player)
                       if move.source == source and move.target == target]
            if allowed:
                self.refuse(guide.refusal(allowed[0]))
                return
        self.why_not(source, target or "table", translate(
            "MatchController", "Drop it on one of the highlighted places."))

    def selected(self, source: str) -> None:
        """Cards chosen together that no move uses (a mix that makes nothing): say why now."""
        if self.table.player is None or "+" not in source or self.table.moves_from(source):
            return
        self.why_not(source, "")

    def stale(self, source: str) -> None:
        """What the player reached for changed just before the press or since: nothing is taken."""
        table = self.table
        place = table.layout.source_title(source, table.match.state) or source
        table.message.emit(translate("MatchController", "{place} just changed: look again.").format(
            place=place))
