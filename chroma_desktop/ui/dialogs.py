"""The new-game dialog and the end-of-game dialog."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop.games import find_game, manifests
from chroma_desktop.rules.api import Game, Outcome
from chroma_desktop.rules.messages import Message, SeatNames, render
from chroma_desktop.ui.game_config import NewGameConfig
from chroma_desktop.ui.seat import Seat

__all__ = ["EndDialog", "NewGameConfig", "NewGameDialog", "outcome_html"]

# Seat kinds offered in the dialog: label -> bot name ("" = a human at this desk).
SEAT_KINDS = {"Human": "", "Bot: easy": "easy", "Bot: normal": "heuristic"}


class NewGameDialog(QDialog):
    """Game, players, each seat human or bot, the game's options, teach mode and a seed."""

    def __init__(self, parent: QWidget | None = None, game_id: str = "coloretto") -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox()
        for entry in manifests():
            self.game_box.addItem(entry.name, entry.id)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_id)))
        form.addRow("&Game", self.game_box)
        self.players_box = QSpinBox()
        form.addRow("&Players", self.players_box)
        layout.addLayout(form)
        self.seats_group = QGroupBox("Seats")
        self.seats_layout = QGridLayout(self.seats_group)
        layout.addWidget(self.seats_group)
        self.options_group = QGroupBox("Options")
        self.options_layout = QFormLayout(self.options_group)
        layout.addWidget(self.options_group)
        self.teach_box = QCheckBox("&Teach mode: highlight every legal move and explain it")
        layout.addWidget(self.teach_box)
        seed_row = QHBoxLayout()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText("random")
        seed_label = QLabel("&Seed (optional, replays the same deal)")
        seed_label.setBuddy(self.seed_edit)
        seed_row.addWidget(seed_label)
        seed_row.addWidget(self.seed_edit)
        layout.addLayout(seed_row)
        self.error_label = QLabel("")
        self.error_label.setStyleSheet("color: #c0392b")
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Start")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.seat_names: list[QLineEdit] = []
        self.seat_kinds: list[QComboBox] = []
        self.option_boxes: dict[str, QComboBox] = {}
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.valueChanged.connect(self._players_changed)
        self._game_changed()

    @property
    def game(self) -> Game:
        return find_game(self.game_box.currentData())

    def _game_changed(self) -> None:
        game = self.game
        self.players_box.blockSignals(True)
        self.players_box.setRange(game.min_players, game.max_players)
        self.players_box.setValue(max(game.min_players, min(4, game.max_players)))
        self.players_box.blockSignals(False)
        while self.options_layout.rowCount():
            self.options_layout.removeRow(0)
        self.option_boxes = {}
        for spec in game.option_specs:
            box = QComboBox()
            for choice in spec.choices:
                box.addItem(choice.replace("_", " ").capitalize(), choice)
            box.setCurrentIndex(box.findData(spec.default))
            box.setToolTip(spec.help)
            self.option_boxes[spec.name] = box
            self.options_layout.addRow(spec.label, box)
        self._players_changed()

    def _players_changed(self) -> None:
        while self.seats_layout.count():
            widget = self.seats_layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.seat_names, self.seat_kinds = [], []
        for seat in range(self.players_box.value()):
            name = QLineEdit("You" if seat == 0 else f"Bot {seat + 1}")
            name.setAccessibleName(f"Seat {seat + 1} name")
            kind = QComboBox()
            kind.setAccessibleName(f"Seat {seat + 1} player")
            for label, bot in SEAT_KINDS.items():
                kind.addItem(label, bot)
            kind.setCurrentIndex(0 if seat == 0 else 2)
            kind.currentIndexChanged.connect(
                lambda _i, n=name, k=kind, s=seat: self._kind_changed(n, k, s))
            self.seats_layout.addWidget(QLabel(f"{seat + 1}."), seat, 0)
            self.seats_layout.addWidget(name, seat, 1)
            self.seats_layout.addWidget(kind, seat, 2)
            self.seat_names.append(name)
            self.seat_kinds.append(kind)

    def _kind_changed(self, name: QLineEdit, kind: QComboBox, seat: int) -> None:
        human = kind.currentData() == ""
        default_names = {"You", f"Player {seat + 1}", f"Bot {seat + 1}"}
        if name.text() in default_names:
            name.setText(("You" if seat == 0 else f"Player {seat + 1}") if human
                         else f"Bot {seat + 1}")

    def set_seat(self, seat: int, kind_label: str) -> None:
        self.seat_kinds[seat].setCurrentText(kind_label)

    def config(self) -> NewGameConfig:
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text else None
        seats = [Seat(name.text().strip() or f"Player {i + 1}", kind.currentData())
                 for i, (name, kind) in enumerate(zip(self.seat_names, self.seat_kinds,
                                                      strict=True))]
        options = {name: box.currentData() for name, box in self.option_boxes.items()}
        return NewGameConfig(self.game.id, self.players_box.value(), seats, options,
                             self.teach_box.isChecked(), seed)

    def _accept(self) -> None:
        seed_text = self.seed_edit.text().strip()
        if seed_text and not seed_text.lstrip("-").isdigit():
            self.error_label.setText("The seed must be a whole number (or empty).")
            return
        self.accept()


def outcome_html(outcome: Outcome, names: list[str], glyph_colours: dict[str, str]) -> str:
    """Each player's breakdown, the winner and the tie-break, as HTML with coloured glyphs."""

    spoken_to = frozenset(i for i, name in enumerate(names) if name == "You")
    seat_names = SeatNames(tuple(names), spoken_to)

    def colour(said: Message | str) -> str:
        text = html.escape(render(said, seat_names))
        for glyph, hue in glyph_colours.items():
            text = text.replace(html.escape(glyph),
                                f'<span style="color:{hue}; font-weight:bold">{glyph}</span>')
        return text

    tie_break = render(outcome.tie_break, seat_names)
    winners = " and ".join(html.escape(names[p]) for p in outcome.winners)
    if winners:
        you_alone = len(outcome.winners) == 1 and outcome.winners[0] in spoken_to
        verb = "win" if len(outcome.winners) > 1 or you_alone else "wins"
        parts = [f"<h2>{winners} {verb}!</h2>"]
    else:  # a solo automaton won: the outcome says who
        parts = [f"<h2>{html.escape(tie_break or 'Nobody at the table wins')}</h2>"]
    if tie_break and winners:
        parts.append(f"<p><i>{html.escape(tie_break[0].upper() + tie_break[1:])}</i></p>")
    order = sorted(range(len(names)), key=lambda p: -outcome.scores[p])
    for player in order:
        crown = " ★" if player in outcome.winners else ""
        parts.append(f"<h3>{html.escape(names[player])}: {outcome.scores[player]:g}{crown}</h3>")
        rows = "".join(
            f"<tr><td align='right' style='padding-right:10px'>{line.points:+g}</td>"
            f"<td>{colour(line.label)}</td></tr>"
            for line in (outcome.breakdown[player] if outcome.breakdown else ())
        )
        parts.append(f"<table>{rows}</table>")
    return "".join(parts)


class EndDialog(QDialog):
    """The end of a game: breakdowns, the winner, and what next."""

    rematch = Signal()
    new_game = Signal()

    def __init__(self, outcome: Outcome, names: list[str], glyph_colours: dict[str, str],
                 parent: QWidget | None = None, details: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        self.setMinimumSize(420, 460)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setHtml(outcome_html(outcome, names, glyph_colours) + details)
        layout.addWidget(self.browser)
        buttons = QHBoxLayout()
        rematch = QPushButton("&Rematch")
        rematch.clicked.connect(lambda: (self.accept(), self.rematch.emit()))
        new = QPushButton("&New game…")
        new.clicked.connect(lambda: (self.accept(), self.new_game.emit()))
        close = QPushButton("&Close")
        close.clicked.connect(self.accept)
        for button in (rematch, new, close):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        rematch.setDefault(True)
        self.setWindowModality(Qt.WindowModality.WindowModal)
