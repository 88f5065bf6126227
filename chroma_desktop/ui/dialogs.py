"""The new-game dialog: the game, its players, each seat human or bot, the game's options with
what each means, how long Hard bots think, teach mode and a seed. It opens as the game was last
set up."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer
from PySide6.QtGui import QPalette
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
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop import language
from chroma_desktop.registry import find_game, manifest_for, manifests
from chroma_desktop.rules.api import Game, OptionError, OptionSpec
from chroma_desktop.ui import settings, theme
from chroma_desktop.ui.fitting import grow_to_wrapped_text
from chroma_desktop.ui.game_config import NewGameConfig
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.plain_text import plain_label
from chroma_desktop.ui.seat import Seat
from chroma_desktop.ui.translation import (
    QT_TRANSLATE_NOOP,
    choice_words,
    option_words,
    seat_from_title,
    seat_title,
)

__all__ = ["NewGameConfig", "NewGameDialog"]

# Seat kinds offered in the dialog: a human at this desk (bot name ""), then the bot levels of
# the game's manifest (`GameManifest.bot_levels`), each said "Bot: <its label>".
HUMAN = QT_TRANSLATE_NOOP("NewGameDialog", "Human")
# The shipped levels' labels, for the translation (a plug-in's own label is shown as written).
LEVEL_WORDS = (QT_TRANSLATE_NOOP("NewGameDialog", "Bot: easy"),
               QT_TRANSLATE_NOOP("NewGameDialog", "Bot: normal"),
               QT_TRANSLATE_NOOP("NewGameDialog", "Bot: hard"))
# A real-time game's levels' paces (`BotLevel.pace`), said under the seats.
LEVEL_NAMES = {"easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
               "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
               "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Hard")}
DEFAULT_BOT = "heuristic"  # a new bot seat plays at Normal where the game offers it
translate = QCoreApplication.translate


def seat_kinds(game_id: str) -> list[tuple[str, str]]:
    """The seat kinds the dialog offers for `game_id`: (label as written, bot name)."""
    return [(str(HUMAN), ""), *((f"Bot: {level.label}", level.id)
                           for level in manifest_for(game_id).bot_levels)]


def pace_words(game_id: str) -> str:
    """Each bot level's pace in a real-time game ("Easy: about one tile every 15 s"), one level a
    line; empty where no level declares one."""
    lines = []
    for level in manifest_for(game_id).bot_levels:
        if level.pace is None:
            continue
        name = LEVEL_NAMES.get(level.label)
        lines.append(translate("NewGameDialog", "{level}: about one tile every {seconds:g} s").format(
            level=translate("NewGameDialog", name) if name is not None else level.label,
            seconds=level.pace))
    return "\n".join(lines)


def choices_for(game: Game, spec: OptionSpec, players: int) -> list[str]:
    """The choices of `spec` a game of `players` may be set up with (a solo mode needs one)."""
    valid = []
    for choice in spec.choices:
        try:
            game.new_initial_state(players, {spec.name: choice})
        except OptionError:
            continue
        valid.append(choice)
    return valid


def option_help(spec: OptionSpec) -> str:
    """An option's help in the language shown; where its choices are content names (a sheet's),
    followed by those names in the language shown, from the content's words alone."""
    words = option_words(spec.help)
    if not spec.choice_names:
        return words
    names = ", ".join(language.word(name) for name in spec.choice_names)
    listed = translate("GameOption", "%1: %2")
    return listed.replace("%2", names).replace("%1", words)


def options_for_players(game: Game, players: int
                        ) -> tuple[list[tuple[OptionSpec, list[str]]], dict[str, str]]:
    """The options a set-up for `players` offers, each with its possible choices, and those
    fixed because one choice alone is possible (a solo mode for several players). An option
    that does not matter for this many players (`OptionSpec.players`) is in neither."""
    offered: list[tuple[OptionSpec, list[str]]] = []
    fixed: dict[str, str] = {}
    for spec in game.option_specs:
        valid = choices_for(game, spec, players)
        if not valid or not spec.players[0] <= players <= spec.players[1]:
            continue
        if len(valid) == 1:
            fixed[spec.name] = valid[0]
        else:
            offered.append((spec, valid))
    return offered, fixed


def _default_name(seat: int, human: bool) -> str:
    # "You" is the seat the rules speak to (`SeatNames`): shown in the language shown, and a
    # seat so titled is named "You" whatever the language (`seat_from_title`).
    if not human:
        return f"Bot {seat + 1}"
    return seat_title("You") if seat == 0 else translate("NewGameDialog", "Player {n}").format(
        n=seat + 1)


class NewGameDialog(QDialog):
    """Game, players, each seat human or bot, the game's options, teach mode and a seed."""

    def __init__(self, parent: QWidget | None = None, game_id: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        form = self.game_form = nested(layout, QFormLayout())
        self.game_box = QComboBox()
        for entry in manifests():
            self.game_box.addItem(entry.name, entry.id)
        wanted = game_id or settings.last_game_id()
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(wanted)))  # else the first
        form.addRow(translate("NewGameDialog", "&Game"), self.game_box)
        self.players_box = QSpinBox()
        form.addRow(translate("NewGameDialog", "&Players"), self.players_box)
        # Seats to seed scroll when the set-up is taller than the screen (four seats and a
        # game's options at 1024x640, or larger text): Start stays on the screen.
        self.body = QWidget()
        self.set_up_scroll = QScrollArea()
        self.set_up_scroll.setWidgetResizable(True)
        self.set_up_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.set_up_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Not a Tab stop of its own (an unnamed one to a reader): Tab goes through what is in
        # it, which scrolls into sight.
        self.set_up_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.set_up_scroll.setWidget(self.body)
        layout.addWidget(self.set_up_scroll, 1)
        outer, layout = layout, QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.seats_group = QGroupBox(translate("NewGameDialog", "Seats"))
        self.seats_layout = QGridLayout(self.seats_group)
        layout.addWidget(self.seats_group)
        self.pace_label = plain_label("")  # a real-time game's bot paces, by level
        self.pace_label.setWordWrap(True)
        self.pace_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # muted ink
        layout.addWidget(self.pace_label)
        think_row = nested(layout, QHBoxLayout())
        self.think_box = QComboBox()  # how long Hard bots (and the hint's search) think
        for seconds in settings.THINK_CHOICES:
            self.think_box.addItem(translate("NewGameDialog", "{seconds:g} s a move").format(
                seconds=seconds), seconds)
        self.think_box.setCurrentIndex(max(0, self.think_box.findData(
            settings.load_think_seconds())))
        think_label = plain_label(translate("NewGameDialog", "Hard bots and hints &think"))
        think_label.setBuddy(self.think_box)
        think_row.addWidget(think_label)
        think_row.addWidget(self.think_box)
        think_row.addStretch(1)
        self.options_group = QGroupBox(translate("NewGameDialog", "Options"))
        self.options_layout = QFormLayout(self.options_group)
        self.options_layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        layout.addWidget(self.options_group)
        self.teach_box = QCheckBox(translate("NewGameDialog",
                                             "&Teach mode: highlight every legal move and explain it"))
        layout.addWidget(self.teach_box)
        # Ticked or unticked by the player in this dialog, it stays so when they then pick the
        # game (a newcomer ticked it first and lost it to the next game's remembered set-up).
        self._teach_chosen: bool | None = None
        self.teach_box.clicked.connect(self._teach_clicked)
        seed_row = nested(layout, QHBoxLayout())
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(translate("NewGameDialog", "random"))
        seed_label = plain_label(translate("NewGameDialog", "&Seed (optional, replays the same deal)"))
        seed_label.setBuddy(self.seed_edit)
        seed_row.addWidget(seed_label)
        seed_row.addWidget(self.seed_edit)
        layout.addStretch(1)
        layout = outer
        self.error_label = plain_label("")
        self.error_label.setStyleSheet("color: #c0392b")
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("NewGameDialog", "&Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self.seat_names: list[QLineEdit] = []
        self.seat_kinds: list[QComboBox] = []
        self.option_boxes: dict[str, QComboBox] = {}  # the options shown, by name
        self.option_help: dict[str, QLabel] = {}
        self._chosen: dict[str, str] = {}  # option choices made, kept while players change
        self._fixed: dict[str, str] = {}  # options with one choice for this many players
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.valueChanged.connect(self._players_changed)
        self._game_changed()

    @property
    def game(self) -> Game:
        return find_game(self.game_box.currentData())

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Tall enough for every wrapped help text at the dialog's width (laid out when shown),
        and never taller than the screen: what does not fit scrolls, Start stays in sight."""
        body_layout = self.body.layout()
        if body_layout is None:
            return
        body_layout.activate()
        # At the width the body has beside a scroll bar: once shown, the bar narrows the body,
        # whose help then wraps to more lines, and would stay.
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        screen = self._room_on_screen()
        # As wide as the body's widest line that does not wrap (teach mode's words in a longer
        # language): the scroll area scrolls only up and down, it cut them at its side.
        self.set_up_scroll.setMinimumWidth(min(body_layout.minimumSize().width() + bar,
                                               screen.width() - 40))
        outer_layout = self.layout()  # and the dialog around it (its own least width is set)
        if outer_layout is not None and outer_layout.minimumSize().width() > self.width():
            self.resize(outer_layout.minimumSize().width(), self.height())
            body_layout.activate()
        needed = body_layout.totalHeightForWidth(self.set_up_scroll.width() - bar)
        frame_extra = max(0, self.frameGeometry().height() - self.height())
        room = screen.height() - frame_extra - self._height_around_scroll()
        self.set_up_scroll.setMinimumHeight(max(0, min(needed, room)))
        grow_to_wrapped_text(self)
        self.resize(self.width(), min(self.height(), screen.height() - frame_extra))
        frame = self.frameGeometry()
        top = min(max(frame.top(), screen.top()), screen.bottom() + 1 - frame.height())
        left = min(max(frame.left(), screen.left()), screen.right() + 1 - frame.width())
        if (left, top) != (frame.left(), frame.top()):
            self.move(left, top)

    def _room_on_screen(self) -> QRect:
        """The screen, or the part of it the window that opened the dialog covers: played at
        1024x640 and 800x500, a dialog taller than the window put Start below the window."""
        screen = self.screen().availableGeometry()
        owner = self.parentWidget()
        if owner is None or not owner.isVisible():
            return screen
        inside = screen.intersected(owner.window().frameGeometry())
        return inside if inside.height() > 0 and inside.width() >= self.minimumWidth() else screen

    def _height_around_scroll(self) -> int:
        """What the game, players, error line, buttons and margins take of the height.

        Read from the parts themselves, not the layout's items: a layout item's Python wrapper
        (from `QLayout.itemAt`) lives on after Qt deletes the item, and a Qt object later made
        at its address came back to Python as that stale item (a CI run's start button had a
        `QWidgetItem` for its style)."""
        outer = self.layout()
        if outer is None:
            return 0
        margins = outer.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        form = self.game_form
        heights = [form.heightForWidth(width) if form.hasHeightForWidth()
                   else form.sizeHint().height()]
        for part in (self.error_label, self.buttons):
            if part.isHidden():
                continue
            hint = (part.heightForWidth(width) if part.hasHeightForWidth()
                    else part.sizeHint().height())
            heights.append(max(hint, part.minimumHeight()))
        shown = len(heights) + 1  # and the scroll itself
        around = margins.top() + margins.bottom() + sum(heights)
        return around + max(0, outer.spacing()) * (shown - 1)

    # -- the game and what was last chosen for it --------------------------------------------
    def _game_changed(self) -> None:
        game = self.game
        remembered = settings.load_set_up(game.id) or {}
        players = remembered.get("players")
        if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
            players = max(game.min_players, min(4, game.max_players))
        options = remembered.get("options")
        options = options if isinstance(options, dict) else {}
        self._chosen = {spec.name: str(options.get(spec.name)) for spec in game.option_specs
                        if options.get(spec.name) in spec.choices}
        self.teach_box.setChecked(remembered.get("teach") is True if self._teach_chosen is None
                                  else self._teach_chosen)
        self.players_box.blockSignals(True)
        self.players_box.setRange(game.min_players, game.max_players)
        self.players_box.setValue(players)
        self.players_box.blockSignals(False)
        self._build_seats(self._remembered_seats(remembered.get("seats"), game.id))
        paces = pace_words(game.id)
        self.pace_label.setText(translate("NewGameDialog", "Bots play in real time:") + "\n" + paces
                                if paces else "")
        self.pace_label.setVisible(bool(paces))
        self._build_options()

    def _teach_clicked(self, checked: bool) -> None:
        self._teach_chosen = checked

    @staticmethod
    def _remembered_seats(data: Any, game_id: str) -> list[Seat]:
        offered = {bot for _label, bot in seat_kinds(game_id)}
        seats: list[Seat] = []
        for entry in data if isinstance(data, list) else []:
            try:
                seat = Seat.from_json(entry)
            except ValueError:
                break
            if seat.bot not in offered:
                break
            seats.append(seat)
        return seats

    def _players_changed(self) -> None:
        self._remember_options()
        self._build_seats(self._current_seats())
        self._build_options()

    # -- seats --------------------------------------------------------------------------------
    def _current_seats(self) -> list[Seat]:
        return [Seat(seat_from_title(name.text()), kind.currentData())
                for name, kind in zip(self.seat_names, self.seat_kinds, strict=True)]

    def _build_seats(self, known: list[Seat]) -> None:
        """One row per player: the seats known keep their name and kind, new ones get defaults."""
        while self.seats_layout.count():
            item = self.seats_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleted a moment later
                widget.deleteLater()
        self.seat_names, self.seat_kinds = [], []
        kinds = seat_kinds(self.game_box.currentData())
        default_bot = next((index for index, (_label, bot) in enumerate(kinds)
                            if bot == DEFAULT_BOT), 1)
        for seat in range(self.players_box.value()):
            given = known[seat] if seat < len(known) else None
            human = given.is_human if given is not None else seat == 0
            name = QLineEdit(seat_title(given.name) if given is not None
                             else _default_name(seat, human))
            name.setAccessibleName(translate("NewGameDialog", "Seat {n} name").format(n=seat + 1))
            kind = QComboBox()
            kind.setAccessibleName(translate("NewGameDialog", "Seat {n} player").format(n=seat + 1))
            for label, bot in kinds:
                kind.addItem(translate("NewGameDialog", label), bot)
            kind.setCurrentIndex(max(0, kind.findData(given.bot)) if given is not None
                                 else 0 if seat == 0 else min(default_bot, len(kinds) - 1))
            kind.currentIndexChanged.connect(
                lambda _i, n=name, k=kind, s=seat: self._kind_changed(n, k, s))
            number = plain_label(f"{seat + 1}.")
            # Qt's bridge on Linux names a combo box by its value: a reader says which seat
            # it is from the label it is labelled by ("Seat 2, combo box, Bot: normal").
            number.setAccessibleName(translate("NewGameDialog", "Seat {n}").format(n=seat + 1))
            number.setBuddy(kind)
            self.seats_layout.addWidget(number, seat, 0)
            self.seats_layout.addWidget(name, seat, 1)
            self.seats_layout.addWidget(kind, seat, 2)
            self.seat_names.append(name)
            self.seat_kinds.append(kind)

    def _kind_changed(self, name: QLineEdit, kind: QComboBox, seat: int) -> None:
        human = kind.currentData() == ""
        if name.text() in {"You", f"Player {seat + 1}", f"Bot {seat + 1}",
                           _default_name(seat, True)}:
            name.setText(_default_name(seat, human))

    def set_seat(self, seat: int, kind_label: str) -> None:
        self.seat_kinds[seat].setCurrentText(translate("NewGameDialog", kind_label))

    # -- options ------------------------------------------------------------------------------
    def _remember_options(self) -> None:
        self._chosen.update({name: box.currentData() for name, box in self.option_boxes.items()})

    def _build_options(self) -> None:
        """The options that matter for this many players, each with what it means beneath it.

        An option with one possible choice here (a solo mode for several players) is not shown;
        neither is one that does not matter for this many players (`OptionSpec.players`: Billy's
        difficulty, Coloretto's colour removal).
        """
        game, players = self.game, self.players_box.value()
        while self.options_layout.rowCount():
            self.options_layout.removeRow(0)
        self.option_boxes, self.option_help = {}, {}
        offered, self._fixed = options_for_players(game, players)
        for spec, valid in offered:
            box = QComboBox()
            for choice in valid:
                box.addItem(choice_words(spec, choice), choice)
            chosen = self._chosen.get(spec.name, spec.default)
            box.setCurrentIndex(max(0, box.findData(chosen if chosen in valid else spec.default)))
            box.setAccessibleName(option_words(spec.label))
            box.setAccessibleDescription(option_help(spec))
            # The help is written beneath the box, not in a tooltip: a tooltip over the box
            # took the first click meant for it.
            help_label = plain_label(option_help(spec))
            help_label.setWordWrap(True)
            help_label.setFont(theme.font(0.9))
            help_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # muted ink
            help_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            help_label.setContentsMargins(0, 0, 0, 6)
            label = plain_label(option_words(spec.label))
            label.setBuddy(box)
            self.options_layout.addRow(label, box)
            self.options_layout.addRow(help_label)  # the whole width: read in full
            self.option_boxes[spec.name] = box
            self.option_help[spec.name] = help_label
        self.options_group.setVisible(bool(self.option_boxes))
        self._order_tabs()
        self.adjustSize()
        if self.isVisible():
            QTimer.singleShot(0, self._fit)  # once the new rows are polished

    def _order_tabs(self) -> None:
        """Tab goes down the dialog as it reads: game, players, each seat's name and player,
        the bots' thinking time, the options, teach mode, seed, Start, Cancel. The seats and
        options are made anew when the game or the players change, after the rest: without
        this they came after Cancel."""
        chain: list[QWidget] = [self.game_box, self.players_box]
        for name, kind in zip(self.seat_names, self.seat_kinds, strict=True):
            chain += [name, kind]
        chain += [self.think_box, *self.option_boxes.values(), self.teach_box, self.seed_edit,
                  self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                  self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # -- the result ---------------------------------------------------------------------------
    def config(self) -> NewGameConfig:
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text else None
        seats = [Seat(seat_from_title(name.text().strip())
                      or translate("NewGameDialog", "Player {n}").format(n=i + 1), kind.currentData())
                 for i, (name, kind) in enumerate(zip(self.seat_names, self.seat_kinds,
                                                      strict=True))]
        options = dict(self._fixed)
        options.update({name: box.currentData() for name, box in self.option_boxes.items()})
        return NewGameConfig(self.game.id, self.players_box.value(), seats, options,
                             self.teach_box.isChecked(), seed)

    def _accept(self) -> None:
        seed_text = self.seed_edit.text().strip()
        if seed_text and not seed_text.lstrip("-").isdigit():
            self.error_label.setText(translate("NewGameDialog",
                                               "The seed must be a whole number (or empty)."))
            return
        config = self.config()
        self._remember_options()
        # Choices of options hidden for this many players are kept for next time too.
        options = {**self._chosen, **config.options}
        settings.save_set_up(config.game_id, config.players,
                             [seat.to_json() for seat in config.seats], options, config.teach)
        settings.save_think_seconds(self.think_box.currentData())
        self.accept()
