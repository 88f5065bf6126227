"""The hint with odds: the hint's ranking (`bots/hint_ranking.py`, the one `chroma hint` prints)
orders the moves open to the human on a worker thread (`RankTask`), and its best three, with
their win chances and the first one's reason, are listed beside the table (`ui/best_moves.py`),
the first lit on the table and played by Enter: one recommendation.

It runs for a table whose play policy searches hints (`PlayPolicy.searches_hints`: a match
played here; at an online table the hint is the Normal bot's alone). A move, undo, Esc or a new
game stops the search and drops its list: each list belongs to one table (`table_key`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool

from chroma_desktop.rules.api import Move
from chroma_desktop.rules.played import PlayedMatch

if TYPE_CHECKING:
    from chroma_desktop.ui.best_moves import BestMove
    from chroma_desktop.ui.bot_task import BotRelay, RankTask
    from chroma_desktop.ui.play_policy import TableSide

translate = QCoreApplication.translate


def hint_rng(match: PlayedMatch, player: int) -> random.Random:
    """The ranking's generator for this table (`bots.hint_ranking.hint_rng`, loaded only once a
    hint is asked: the search is not on the app's start path)."""
    from chroma_desktop.bots.hint_ranking import hint_rng as ranking_rng

    return ranking_rng(match, player)


class HintOdds(QObject):
    """The search's ranking for `table`'s hint, and the best moves it lists (the table is its
    `parent`: a ranking relayed after the table is put away reaches neither)."""

    def __init__(self, table: TableSide, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.best: list[BestMove] = []
        """The best moves listed beside the table now, best first."""
        self._ranking: RankTask | None = None  # the search under way, to cancel
        self._relay: BotRelay | None = None  # listened to once a hint first searches
        self._token: object = None  # the table the search (or its list) is for
        self._asked: Move | None = None  # the keyboard's move when the hint was asked

    def table_key(self) -> tuple[int, int, int | None, int]:
        """Which table a hint is for: any move, undo or redo makes another."""
        table = self.table
        return table.match.cursor, len(table.match.moves), table.player, table.table_number

    def outdated(self) -> bool:
        """Whether a list (or a search) is there for another table than the one shown."""
        return self._token is not None and self._token != self.table_key()

    def pending(self) -> bool:
        """Whether the search is still thinking."""
        return self._ranking is not None

    def rank(self) -> None:
        """Start ranking the moves open now (a lesson offers its own: none is ranked)."""
        self.drop()
        table = self.table
        player = table.player
        if table.guide is not None or player is None or not table.legal:
            return
        from chroma_desktop.bots.hint_ranking import HintRanker
        from chroma_desktop.ui.bot_task import RankTask, shared_relay

        if self._relay is None:
            self._relay = shared_relay("ranking")
            self._relay.done.connect(self._on_ranked)
        self._token = self.table_key()
        self._asked = table.focused_move()
        ranker = HintRanker(budget=table.search_budget(), playouts=table.search_playouts)
        task = RankTask(self._relay, self._token, ranker, table.game, table.match.view(player),
                        player, hint_rng(table.match, player))
        self._ranking = task
        table.best_moves.emit(True, [], "")
        QThreadPool.globalInstance().start(task)

    def _on_ranked(self, token: object, ranked: object) -> None:
        if token != self._token or self._ranking is None:
            return  # a move, undo or another hint since: these odds are for another table
        self._ranking = None
        table = self.table
        from chroma_desktop.bots.hint_ranking import HintRanking

        if not isinstance(ranked, HintRanking):
            self.drop()
            table.message.emit(translate("MatchController", "The hint's search stopped on a problem it "
                                         "did not foresee (technical detail: {error})").format(error=ranked))
            return
        from chroma_desktop.ui.best_moves import BestMove

        # The ranking's order is the table's: the first is lit, played by Enter and explained.
        self.best = [BestMove(entry.move, table.words(entry.words), entry.percent, entry.playouts,
                              entry.level_with_first, entry.likely)
                     for entry in ranked.moves if entry.move in table.legal]
        if not self.best or self.best[0].move != ranked.best:
            self.drop()  # the table changed under the search
            return
        focused = table.focused_move()
        # The player has not moved the focus since the hint: it goes to the best move.
        table.light_hint(self.best[0].move, take_focus=focused is None or focused == self._asked)
        table.best_moves.emit(False, list(self.best), table.words(ranked.reason))
        table.note.emit(translate("MatchController", "Hint: Enter plays the first of the best "
                                  "moves."))

    def drop(self) -> None:
        """No more hint with odds: its search stops at once and the list goes."""
        if self._ranking is not None:
            self._ranking.cancel()
            self._ranking = None
        listed = self._token is not None
        self._token = None
        self.best = []
        if listed:
            self.table.best_moves.emit(False, [], "")
