"""What a listener stumbled on, said as sentences (issue 34's last points): Coloretto's P key
says whether a card is drawn and which ("No card drawn", "Drawn card: Joker"), never a label
alone ("drawn card.") nor the drawn card among the deck's; a card in a seat's area lies "in your
area" or "in Bot 2's area", never "in You"; a count of a total is said "4 of 17", not "4/17";
the results' breakdown reads "Red: 6 cards, counted positive", not "Red x6 positive"; P says
Chroma Mix's piles by their names ("Rank 2 deck, cards left: 17"), not their captions ("Deck.");
CMYK!'s stacks, legend and notes, and Chroma Cubes' score track, are said in words for the keys;
in English, Italian and German through the real window, its accessible tree and the P key."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from chroma_desktop import language
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.spoken_words import plain_words
from tests.ui.conftest import wait_for_human

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
PAUSED = 10 ** 7
DECK = {"en": ("Deck: ", "No card drawn", "Drawn card: "),
        "it": ("Mazzo: ", "Nessuna carta pescata", "Carta pescata: "),
        "de": ("Stapel: ", "Keine Karte gezogen", "Gezogene Karte: ")}


def _coloretto(window, qtbot):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig("coloretto", 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    wait_for_human(qtbot, controller, timeout=30_000)
    controller.bot_delay_ms = PAUSED
    controller.refresh(animate=False)
    window.view.setFocus()
    return controller


def _press_p(window, qtbot) -> str:
    qtbot.wait(1100)  # what the last move announced has gone out: P is said at once
    count = len(window.announcer.said)
    QTest.keyClick(window.view, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: len(window.announcer.said) > count, timeout=3000)
    return window.announcer.said[-1][0]


def _tree(window) -> list[tuple[str, str]]:
    table = QAccessible.queryAccessibleInterface(window.view)
    return [(table.child(index).text(NAME), table.child(index).text(DESCRIPTION))
            for index in range(table.childCount())]


@pytest.mark.parametrize("language_id", ["en", "it", "de"])
def test_p_says_whether_a_card_is_drawn_and_which(window, qtbot, language_id):
    deck, none_drawn, drawn = DECK[language_id]
    window.languages.set_language(language_id, remember=False)
    try:
        controller = _coloretto(window, qtbot)
        before = _press_p(window, qtbot)
        draw = next(move for move in controller.legal if move.kind == "draw")
        controller.play(draw)
        wait_for_human(qtbot, controller)
        controller.refresh(animate=False)
        after = _press_p(window, qtbot)
        names = [name for name, _ in _tree(window)]
        card = controller.layout.faces[controller.match.state.drawn].title
        controller.bot_delay_ms = 0  # the bot's turn comes: played at once, then paused again
        controller.play(next(move for move in controller.legal if move.kind == "place"))
        wait_for_human(qtbot, controller)
        controller.bot_delay_ms = PAUSED
        controller.refresh(animate=False)
        placed = _press_p(window, qtbot)  # the empty place's label is made again: said as before
    finally:
        window.languages.set_language(language.SOURCE, remember=False)
    # No card drawn: said so, as a sentence, once; never the empty place's label alone.
    for position in (before, placed):
        assert re.search(rf"{deck}\d+ \w+\. {none_drawn}\. ", position), position
        assert position.count(none_drawn) == 1, position
    assert not re.search(r"(^|\. )(drawn card|carta pescata|neue Karte)\.", before, re.IGNORECASE), before
    # A card drawn: said as the drawn card, after the deck's count, which lists no card.
    found = re.search(rf"{deck}[^.]*\. {drawn}{re.escape(card)}\.", after)
    assert found and none_drawn not in after, after
    assert f"{drawn}{card}" in " ".join(names), names
    assert not any(re.fullmatch(rf"{deck}\d+ \w+: .*{card}", name) for name in names), names


@pytest.mark.parametrize("language_id", ["en", "it"])
def test_a_card_in_a_seats_area_lies_in_whose_area_not_in_a_name(window, qtbot, language_id):
    window.languages.set_language(language_id, remember=False)
    try:
        _coloretto(window, qtbot)
        described = [description for _, description in _tree(window)]
    finally:
        window.languages.set_language(language.SOURCE, remember=False)
    yours, theirs = {"en": ("in your area", "in Bot 2's area"),
                     "it": ("nella tua area", "nell'area di Bot 2")}[language_id]
    # Each seat is dealt two starting cards: each is said in its owner's area.
    assert sum(1 for words in described if words.startswith(yours)) == 2, described
    assert sum(1 for words in described if words.startswith(theirs)) == 2, described
    in_a_name = re.compile(r"(in|nella|nell') (You|Tu|Bot 2)(\.|$)")
    assert not any(in_a_name.match(words) for words in described), described


def test_a_count_of_a_total_is_said_of_in_the_language_shown(window):
    assert plain_words("0/17 VP in play, 4 cards") == "0 of 17 victory points in play, 4 cards"
    assert plain_words("Sapphire Blue in play: no; 4/17 cards: no") == \
        "Sapphire Blue in play: no; 4 of 17 cards: no"
    assert plain_words("rank 2-4, 20 % (0/3)") == "rank 2-4, 20 % (0 of 3)"
    window.languages.set_language("it", remember=False)
    try:
        assert plain_words("(0/3)") == "(0 di 3)"
    finally:
        window.languages.set_language(language.SOURCE, remember=False)


def test_chroma_mix_table_says_no_count_as_a_fraction(window, qtbot):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig("chroma_mix", 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    wait_for_human(qtbot, controller, timeout=30_000)
    controller.refresh(animate=False)
    said = " ".join(f"{name} {description}" for name, description in _tree(window))
    assert "0 of 17 victory points in play" in said, said
    assert not re.search(r"\d/\d", said), re.findall(r"\S*\d/\d\S*", said)


HEADERS = {"en": (("Place", "Player", "Points"), ("Points", "For")),
           "it": (("Posto", "Giocatore", "Punti"), ("Punti", "Voce")),
           "de": (("Platz", "Spieler", "Punkte"), ("Punkte", "Für"))}


def _cells_read(table) -> list[tuple[int, int, str, str, list[str]]]:
    """Each cell of a results table as Qt gives it to a reader: row, column, name, description
    and the names of its column's header cells (what a reader says of its column)."""
    read = []
    interface = QAccessible.queryAccessibleInterface(table)
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is None or child.role() != QAccessible.Role.Cell:
            continue
        cell = child.tableCellInterface()
        read.append((cell.rowIndex(), cell.columnIndex(), child.text(NAME), child.text(DESCRIPTION),
                     [header.text(NAME) for header in cell.columnHeaderCells()]))
    return read


@pytest.mark.parametrize("language_id", ["en", "it", "de"])
def test_the_results_say_each_fact_of_a_row_once_and_a_cells_column_by_its_header(
        window, qtbot, language_id):
    window.autosave = False
    window.languages.set_language(language_id, remember=False)
    try:
        bots = [Seat("Ann", "heuristic"), Seat("Bo", "heuristic")]
        window.start_game(NewGameConfig("coloretto", 2, bots, {}, False, 2))
        window.finish_start()
        qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=30_000)
        dialog = window.ending.end_dialog
        ranking = _cells_read(dialog.ranking)
        breakdowns = [cell for table in dialog.breakdowns.values() for cell in _cells_read(table)]
    finally:
        window.languages.set_language(language.SOURCE, remember=False)
    ranked, scored = HEADERS[language_id]
    assert len(ranking) == 2 * len(ranked) and breakdowns, (ranking, breakdowns)
    # No cell describes its row: Orca reads a Qt table's row whole, then the cell's description,
    # and heard the row twice ("+21. Brown: 8 cards .... Points, For: Brown: 8 cards ...").
    assert not [cell for cell in ranking + breakdowns if cell[3]], ranking + breakdowns
    # A cell read alone (NVDA; Orca's Left and Right) has its column from the header Qt gives
    # with it, in the language shown, and its value as its name.
    assert all(headers == [ranked[column]] for _row, column, _name, _said, headers in ranking), ranking
    assert all(headers == [scored[column]] for _row, column, _name, _said, headers in breakdowns), \
        breakdowns
    assert all(name and "★" not in name for _row, _column, name, _said, _headers in ranking + breakdowns)


def test_the_results_breakdown_reads_each_colour_as_a_sentence(window, qtbot):
    window.autosave = False
    bots = [Seat("Ann", "heuristic"), Seat("Bo", "heuristic")]
    window.start_game(NewGameConfig("coloretto", 2, bots, {}, False, 2))
    window.finish_start()
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=30_000)
    dialog = window.ending.end_dialog
    cells = [table.item(row, 1) for table in dialog.breakdowns.values() for row in range(table.rowCount())]
    spoken = [cell.data(Qt.ItemDataRole.AccessibleTextRole) for cell in cells]
    colours = [words for words in spoken if "counted" in words]
    assert colours and all(re.fullmatch(r"[A-Z][a-z]+: \d+ cards?( \(\d+ of them (a joker|jokers)\))?, "
                                        r"counted (positive|negative)", words) for words in colours), spoken
    assert not any(re.search(r"\bx\d", words) for words in spoken), spoken


def test_p_says_chroma_mix_piles_by_their_names_not_their_captions(window, qtbot):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig("chroma_mix", 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    wait_for_human(qtbot, controller, timeout=30_000)
    controller.bot_delay_ms = PAUSED
    controller.refresh(animate=False)
    window.view.setFocus()
    position = _press_p(window, qtbot)
    # Each rank's deck said with its count (a face-down card in the market's name before), and
    # the one-word captions drawn over the piles ("Deck", "Discard") not said alone.
    assert re.search(r"Rank 2 deck, cards left: \d+\. Rank 2 discard pile", position), position
    assert not re.search(r"(^|\. )(Deck|Discard)\.", position), position
    assert "Tucked under Mustard" in position or "Race to win" in position  # other labels still said


def test_cmyk_names_its_piles_legend_and_notes_in_words_for_the_keys(window, qtbot):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig("cmyk", 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    wait_for_human(qtbot, controller, timeout=30_000)
    controller.refresh(animate=False)
    names = [name for name, _ in _tree(window)]
    # A pile's stack by its count (it was named by the move it offers, as if it were a move).
    piles = controller.match.state.piles
    stacks = [f"{len(known) + hidden} tiles in pile {pile + 1}" for pile, (known, hidden) in enumerate(piles)
              if len(known) + hidden > 1]
    assert stacks and all(stack in names for stack in stacks), names
    assert not any(name.startswith("You take ") for name in names), names
    # The legend without the glyphs it explains (it read "(on small tiles: 0, 20 40 60 ...)"), and
    # no note telling the mouse's way.
    assert "Each side of a tile shows its ink in percent; K-tiles match any mark of their ink" in names
    assert not any("Click" in name or "drag" in name for name in names), names


def test_chroma_cubes_names_its_score_track_not_its_box_numbers(window, qtbot):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig("chroma_cubes", 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    wait_for_human(qtbot, controller, timeout=30_000)
    controller.refresh(animate=False)
    names = [name for name, _ in _tree(window)]
    goal = controller.match.state.config.sheet.threshold
    assert f"Score track: {controller.match.state.score(0)} of {goal} points" in names, names
    assert not any(re.fullmatch(r"[\d ]+", name) for name in names), names  # "1 2 3 4 5 6"
