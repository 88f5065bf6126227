"""The end of a game: the results, a rematch, and the review of the game move by move.

`GameEnd` is one of the main window's collaborators (`ui/table_window.py`): it owns the results
dialog (`end_dialog`) and the review (`review`) of the game on the table, the end bar's buttons
under the side panel's log, and the arrow keys while reviewing. Both go with the game they were
made for (`drop`): a new game, or a new ending, deletes them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from chroma_desktop.ui.spoken_words import plain_words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from chroma_desktop.rules.api import Outcome
    from chroma_desktop.ui.online_table import OnlineController
    from chroma_desktop.ui.pages import SidePanel
    from chroma_desktop.ui.results import ResultsDialog
    from chroma_desktop.ui.review import GameReview
    from chroma_desktop.ui.round_record import RoundRecord
    from chroma_desktop.ui.table_window import TableWindow

translate = QCoreApplication.translate


class GameEnd(QObject):
    """The results and the review of the game on the window's table."""

    def __init__(self, window: TableWindow, parent: QWidget,
                 online_table: Callable[[], OnlineController | None]) -> None:
        super().__init__(parent)
        self._window = window
        self._parent = parent  # the results' parent
        self._online_table = online_table  # the online table on the window, if it is one
        self.end_dialog: ResultsDialog | None = None
        self.review: GameReview | None = None  # stepping through the game on the table
        self.round_record: RoundRecord | None = None  # the game's rounds against the record

    def drop(self) -> None:
        """Another game comes to the table: the results and the review go with the game they
        were made for (as the window's children, and with what their buttons call holding that
        game's table, they would otherwise stay)."""
        if self.review is not None:
            self.review.deleteLater()
        self.review = None
        self.round_record = None
        self.drop_results()

    def drop_results(self) -> None:
        if self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog.deleteLater()
        self.end_dialog = None

    def forget_results(self) -> None:
        """The results are said anew when next shown (the language changed)."""
        self.end_dialog = None

    # -- results ------------------------------------------------------------------------------
    def game_over(self, lesson_explains: bool) -> None:
        """The game on the table ended. A lesson that ends the game explains the ending in its
        own box (`lesson_explains`): the results stay a button away, not a dialog offering a
        rematch over the lesson."""
        self.drop_results()
        self.round_record = self._keep_record()
        if not lesson_explains:
            self.show_results()
        self._window.update_actions()

    def _keep_record(self) -> RoundRecord | None:
        """A solo game measured in rounds, played alone at this desk from a dealt start, goes
        into the player's record (`ui/round_record.py`); any other game is not measured."""
        from chroma_desktop.ui.round_record import record, rounds_counted

        controller = self._window.controller
        played = rounds_counted(controller, self._online_table() is not None) if controller else None
        if controller is None or played is None:
            return None

        return record(controller.game.id, played)

    def is_over(self) -> bool:
        """Whether the game on the table is over (an online one can end by a resignation)."""
        controller = self._window.controller
        online = self._online_table()
        return controller is not None and (controller.match.is_over() or (
            online is not None and online.resigned is not None))

    def show_results(self) -> ResultsDialog | None:
        """The results screen of the game on the table (once it is over)."""
        controller = self._window.controller
        if controller is None:
            return None
        online = self._online_table()
        resigned = online.resigned if online is not None else None  # an online game can end so
        outcome: Outcome | None = controller.match.outcome()
        if outcome is None and resigned is None:
            return None
        if outcome is None and online is not None:
            outcome = online.standing_outcome()  # None for a game that cannot say the scores
        if self.end_dialog is None:
            from chroma_desktop.ui.results import ResultsDialog
            from chroma_desktop.ui.translation import seat_title

            names = [seat.name for seat in controller.seats]
            # The details name each seat by its title: the seat spoken to in the language shown.
            details = controller.layout.end_details(controller.match.state,
                                                    [seat_title(name) for name in names])
            dialog = ResultsDialog(outcome, names, controller.layout.glyph_colours(), self._parent,
                                   details, resigned)
            if controller.from_set_position():  # never shown as a dealt game's result
                from chroma_desktop.rules.play_words import SET_POSITION_SHORT

                said = controller.words(SET_POSITION_SHORT())  # rendered as a sentence: "From..."
                dialog.title.setText(f"{dialog.title.text()} ({said[:1].lower()}{said[1:]})")
            if self.round_record is not None:
                from chroma_desktop.ui.round_record import record_words

                said = record_words(self.round_record)
                dialog.record.setText(said)
                dialog.record.setVisible(bool(said))
            dialog.review.connect(self.review_game)
            dialog.rematch.connect(self.rematch)
            if online is not None:  # the dialog stays, saying who asked
                dialog.rematch_closes = False
                dialog.rematch_button.setEnabled(online.seat is not None and not online.rematch_asked)
                dialog.show_rematch_votes(online.rematch_text())
                online.rematch_news.connect(
                    lambda d=dialog, c=online: d.show_rematch_votes(c.rematch_text()))
            game_id = controller.game.id
            dialog.new_game.connect(lambda: self._window.show_new_game_dialog(game_id))
            dialog.finished.connect(self._window.back_to_table_soon)
            self.end_dialog = dialog
        self.end_dialog.open()
        return self.end_dialog

    def rematch(self) -> None:
        online = self._online_table()
        if online is not None:
            online.ask_rematch()  # the server opens the new table once every seat asks
            return
        config = self._window.last_config
        if config is not None:
            self._window.start_game(config._replace(seed=None))

    # -- review -------------------------------------------------------------------------------
    @property
    def reviewing(self) -> bool:
        return self.review is not None and self.review.active

    def review_game(self) -> None:
        """Step through the game on the table (arrow keys, the panel), from where the game
        ended: its last move, the position the player was looking at (issue 31: Enter at the end
        once opened the review at move 0)."""
        controller = self._window.controller
        if controller is None:
            return
        if self.review is None or self.review.controller is not controller:
            from chroma_desktop.ui.review import GameReview

            if self.review is not None:
                self.review.deleteLater()
            self.review = GameReview(controller, self._parent)
            self.review.moved.connect(self._review_moved)
        self._window.show_table()
        self.review.start(self.review.total)
        self._window.update_actions()
        self._window.view.setFocus()

    def leave_review(self) -> None:
        if self.review is not None and self.review.active:
            # The review's words (a past move, "Esc leaves") are not the live table's news.
            self._window.set_message("")
            self.review.stop()
            side = self._window.side_built
            if side is not None:
                side.mark_log_line(-1)
            self._window.update_actions()

    def _review_moved(self, ply: int, total: int, said: str) -> None:
        where = translate("MainWindow", "Reviewing: move {ply} of {total}").format(ply=ply, total=total)
        self._window.set_prompt(where)
        self._window.set_message(said or translate(
            "MainWindow", "The table before the first move. → steps forward, Esc leaves."))
        # A reader hears each step: where the review is, and the move that led there (in words,
        # its glyphs left out).
        controller = self._window.controller
        glyph_words = controller.layout.glyph_words() if controller is not None else {}
        self._window.announcer.say(f"{where}. {plain_words(said, glyph_words)}" if said else translate(
            "MainWindow", "{where}: the table before the first move.").format(where=where))
        self._window.side.show_review_at(ply, total)

    def review_key(self, action: str) -> None:
        """A key pressed on the table while reviewing: arrows step, Esc leaves."""
        review = self.review
        if review is None:
            return
        steps: dict[str, Callable[[], object]] = {
            "next": lambda: review.step(1), "previous": lambda: review.step(-1),
            "play": lambda: review.step(1), "first": review.first, "last": review.last,
            "cancel": self.leave_review}
        if action in steps:
            steps[action]()

    def connect_end_bar(self, side: SidePanel) -> None:
        """The buttons under the log of a finished game: results, review and its steps."""
        side.results_button.clicked.connect(self.show_results)
        side.review_button.clicked.connect(
            lambda: self.leave_review() if self.reviewing else self.review_game())
        side.first_button.clicked.connect(lambda: self._step(lambda review: review.first()))
        side.back_button.clicked.connect(lambda: self._step(lambda review: review.step(-1)))
        side.forward_button.clicked.connect(lambda: self._step(lambda review: review.step(1)))
        side.last_button.clicked.connect(lambda: self._step(lambda review: review.last()))

    def _step(self, step: Callable[[GameReview], object]) -> None:
        if self.review is not None and self.review.active:
            step(self.review)

