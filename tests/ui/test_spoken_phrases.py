"""What a listener still heard wrong (issue 34): a label's lines run together ("... ended now
+0 0 hexagons, 5 each +0 Private objective ..."), units said as letters ("pts", "VP"), a CMYK!
pile's count said twice ("Pile 1 (11). 11 tiles in pile 1"). Each line is said as a phrase of its
own, units in full in English, Italian and German, a count once: through the real window's
accessible tree and the P key."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAccessible, QFontMetricsF

from chroma_desktop import language
from chroma_desktop.ui import theme
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.scene.word_room import wrapped
from chroma_desktop.ui.spoken_table import table_words
from chroma_desktop.ui.spoken_words import RUNS_ON, one_phrase, plain_words
from tests.ui.conftest import wait_for_human

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def _table(window, qtbot, game: str):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig(game, 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    wait_for_human(qtbot, controller, timeout=30_000)
    controller.bot_delay_ms = 10 ** 7
    controller.refresh(animate=False)
    table = QAccessible.queryAccessibleInterface(window.view)
    tree = [(table.child(index).text(NAME), table.child(index).text(DESCRIPTION))
            for index in range(table.childCount())]
    return controller, tree


def test_each_line_is_a_phrase_and_a_line_broken_to_fit_goes_on():
    assert plain_words("+0   0 hexagons, 3 each\n+2   Private objective: Cyan 20 %") == \
        "+0 0 hexagons, 3 each. +2 Private objective: Cyan 20 %"
    assert plain_words("Lock A · Reroll\n0 of 2 sides coloured") == "Lock A, Reroll. 0 of 2 sides coloured"
    assert plain_words("15 hexagons, 59 tiles\n2 K-tiles\nprivate: Magenta 100 %") == \
        "15 hexagons, 59 tiles. 2 K-tiles. private: Magenta 100 %"
    # Broken only to fit its width: in lower case, or indented (CMYK!'s blocks), one phrase.
    assert plain_words("You also score the private\ncard of the player on your\nright.") == \
        "You also score the private card of the player on your right."
    assert plain_words("+0   Your color looks better!: Magenta\n      100 % (0 tiles)") == \
        "+0 Your color looks better!: Magenta 100 % (0 tiles)"
    assert plain_words("Row 1:\n2 cards") == "Row 1: 2 cards"  # a phrase already ended: no dot added
    # Broken to fit before a capital (German's nouns), a bracket or a number in brackets.
    assert plain_words("Du wertest auch die private\nKarte des Spielers rechts von\ndir.") == \
        "Du wertest auch die private Karte des Spielers rechts von dir."
    assert plain_words("neue\nKarte") == "neue Karte"
    assert plain_words("1 je 2 deiner Plättchen mit Cyan bei · 20 %\n(höchstens 6)") == \
        "1 je 2 deiner Plättchen mit Cyan bei, 20 % (höchstens 6)"
    assert plain_words("1 ogni 2 tue tessere con ciano a · 20 % (al massimo\n6)") == \
        "1 ogni 2 tue tessere con ciano a, 20 % (al massimo 6)"
    assert plain_words("Schloss A · Neu\nwürfeln\n0 von 2 Seiten\nausgemalt") == \
        "Schloss A, Neu würfeln. 0 von 2 Seiten ausgemalt"


TO_FIT = {"en": ["Last-round card: after 26 more cards", "Rank 2 deck, cards left 17"],
          "it": ["Carta Ultimo Round: tra 26 carte", "Mazzo di rango 2, carte rimaste 17"],
          "de": ["Karte „Letzte Runde“ in 26 Karten", "Stapel von Rang 2, Karten übrig 17"]}


@pytest.mark.parametrize("language_id", ["en", "it", "de"])
def test_a_line_broken_to_fit_right_before_a_number_runs_on(qapp, language_id):
    font = QFontMetricsF(theme.font(1.2, bold=True))
    for words in TO_FIT[language_id]:
        number = [*re.finditer(r" (\d+)", words)][-1]
        # The room ends right before the number: the table draws it at the start of a line.
        lines = wrapped(words, font.horizontalAdvance(words[:number.start()]) + 1, font)
        assert len(lines) >= 2 and lines[1].lstrip(RUNS_ON).startswith(number[1]), lines
        drawn = "\n".join(lines)
        # Drawn as before (the mark is no width), said as one phrase: no full stop before it.
        assert font.horizontalAdvance(lines[1]) == font.horizontalAdvance(lines[1].lstrip(RUNS_ON))
        assert plain_words(drawn) == words, (drawn, plain_words(drawn))
        assert one_phrase(drawn) == words
    # A line of its own that starts with a number still ends the phrase before it ("Lock A,
    # Reroll. 0 of 2 sides coloured"), and a break after the number goes on ("Deck: 41 cards").
    assert plain_words("Lock A · Reroll\n0 of 2 sides coloured") == "Lock A, Reroll. 0 of 2 sides coloured"
    assert plain_words("Deck: 41\ncards") == "Deck: 41 cards"


def test_cmyk_says_its_running_score_line_by_line(window, qtbot):
    controller, tree = _table(window, qtbot, "cmyk")
    names = [name for name, _ in tree]
    score = next(name for name in names if "hexagons, 5 each" in name)
    # "+0 0 hexagons, 5 each. +0 Private objective: ...": each line a phrase, never run together.
    assert re.fullmatch(r"[+-]\d+ \d+ hexagons, 5 each(\. [+-]\d+ [^.]+)+", score), score
    assert not re.search(r"\w [+-]\d+ ", score), score
    position = table_words(window.view, controller)
    assert score in position, position
    # A pile's title, drawn on two lines where it is narrow, is one phrase ("Pile 1", not "Pile. 1").
    assert "Pile 1" in names and not any(re.match(r"Pile\. \d", name) for name in names), names


def test_chroma_cubes_lock_labels_say_each_line_as_a_phrase(window, qtbot):
    _controller, tree = _table(window, qtbot, "chroma_cubes")
    names = [name for name, _ in tree]
    assert "Lock A, Reroll. 0 of 2 sides coloured" in names, names
    assert not any("coloured A lock" in name or "Reroll 0 of" in name for name in names), names


def test_cmyk_says_a_piles_count_once(window, qtbot):
    controller, tree = _table(window, qtbot, "cmyk")
    piles = controller.match.state.piles
    for pile, (known, hidden) in enumerate(piles):
        count = len(known) + hidden
        if count < 2:
            continue
        zone = next(description for name, description in tree if name == f"Pile {pile + 1}")
        # The zone holds the stack "11 tiles in pile 1": its drawn count "11" is not said again.
        assert not zone.startswith(f"{count}."), zone
        assert f"{count} tiles in pile {pile + 1}" in [name for name, _ in tree]
    position = table_words(window.view, controller)
    assert re.search(r"Pile 1\. \d+ tiles in pile 1\.", position), position
    assert not re.search(r"Pile \d \(\d+\)", position), position
    # Another zone's count still said where nothing in it says it (the score race's points).
    assert re.search(r"Bot 2 \(\d+ points\)", position), position


UNITS = {"en": [("0/17 VP in play", "0 of 17 victory points in play"),
                ("Cardinal 4 pts: 0 of 12 sections", "Cardinal 4 points: 0 of 12 sections"),
                ("Eye 1 pt: 0 of 1 section", "Eye 1 point: 0 of 1 section"),
                ("VP in play stays 3", "victory points in play stays 3")],
         "it": [("0/17 PV in gioco", "0 di 17 punti vittoria in gioco"), ("1 PV", "1 punto vittoria"),
                ("Cardinale 4 punti: 0 di 12 sezioni", "Cardinale 4 punti: 0 di 12 sezioni")],
         "de": [("0/17 SP in der Auslage", "0 von 17 Siegpunkte in der Auslage"),
                ("Kardinal 4 Pkt.: 0 von 12 Abschnitten", "Kardinal 4 Punkte: 0 von 12 Abschnitten"),
                ("Auge 1 Pkt.: 0 von 1 Abschnitt", "Auge 1 Punkt: 0 von 1 Abschnitt")]}


@pytest.mark.parametrize("language_id", ["en", "it", "de"])
def test_units_are_said_in_full_in_the_language_shown(window, language_id):
    window.languages.set_language(language_id, remember=False)
    try:
        said = [(plain_words(shown), words) for shown, words in UNITS[language_id]]
    finally:
        window.languages.set_language(language.SOURCE, remember=False)
    assert all(spoken == words for spoken, words in said), said
    assert plain_words("Lavender VPx stops") == "Lavender VPx stops"  # a word, not a unit


@pytest.mark.parametrize("language_id", ["en", "de"])
def test_the_chart_and_the_piles_say_their_units_in_full(window, qtbot, language_id):
    window.languages.set_language(language_id, remember=False)
    try:
        cubes, cubes_tree = _table(window, qtbot, "chroma_cubes")
        cubes_position = table_words(window.view, cubes)
        mix, mix_tree = _table(window, qtbot, "chroma_mix")
        mix_position = table_words(window.view, mix)
    finally:
        window.languages.set_language(language.SOURCE, remember=False)
    short, points, victory = {"en": (r"\b(pts?|VP)\b", "points", "victory points"),
                              "de": (r"(\bPkt\.|\bSP\b)", "Punkte", "Siegpunkte")}[language_id]
    said = [f"{name} {description}" for name, description in cubes_tree + mix_tree]
    assert not any(re.search(short, words) for words in said + [cubes_position, mix_position]), \
        [words for words in said if re.search(short, words)]
    assert re.search(rf"\d {points}: \d", cubes_position), cubes_position  # the chart's figures
    assert f"17 {victory}" in mix_position, mix_position
