"""Chroma Cubes' small dice in Italian (issue 17): an opponent's die names its colour by a short
form of the name shown, and in Italian Verde and Viola, which share a V, read Ve and Vi; the
die's symbols stay on its face for a player who does not tell the colours apart."""

from __future__ import annotations

import pytest

from chroma_desktop import language
from chroma_desktop.content.translated import shown
from chroma_desktop.games.chroma_cubes.state import DRAFT
from chroma_desktop.games.chroma_cubes.table.faces import symbol_file
from chroma_desktop.games.chroma_cubes.table.layout import short_names
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.translation import install
from tests.ui.conftest import humans

ITALIAN = {"red": "R", "orange": "A", "yellow": "G", "green": "Ve", "blue": "B", "purple": "Vi"}
ENGLISH = {"red": "R", "orange": "O", "yellow": "Y", "green": "G", "blue": "B", "purple": "P"}


def test_short_names_are_the_shortest_start_no_other_colour_shares():
    assert short_names(("Rosso", "Arancione", "Giallo", "Verde", "Blu", "Viola")) == (
        "R", "A", "G", "Ve", "B", "Vi")
    assert short_names(("Red", "Orange", "Yellow", "Green", "Blue", "Purple")) == (
        "R", "O", "Y", "G", "B", "P")
    assert len(set(short_names(("Grigio", "Giallo", "Granata")))) == 3


def _opponents_dice(window, code: str) -> dict[str, set[str]]:
    """The rim words of every opponent's die on the real table, by die colour, in `code`."""
    install(code)
    try:
        window.finish_start()
        controller = window.start_game(NewGameConfig("chroma_cubes", 3, humans(3), {}, False, 5))
        while controller.match.state.phase == DRAFT:
            controller.play(controller.legal[0])
        state = controller.match.state
        config = state.config
        words: dict[str, set[str]] = {}
        for die, where in enumerate(state.loc):
            if where < 0 or where // 2 == controller.viewer:
                continue
            colour = config.colours[config.dice[die]]
            item = controller.scene.item_for(f"die:{config.die_ids[die]}")
            marks = item.face.marks
            rim = [mark.text for mark in marks if mark.text]
            assert len(rim) == 1
            words.setdefault(colour.id, set()).add(rim[0])
            # The face still carries its symbols, whatever the language.
            top = config.faces[config.dice[die]][state.face[die]] if state.face[die] >= 0 else ()
            symbols = [mark.symbol for mark in marks if mark.symbol]
            assert symbols == ([symbol_file(config.colours[s]) for s in top] or
                               [symbol_file(colour)])
        return words
    finally:
        install(language.SOURCE)


@pytest.mark.parametrize(("code", "expected"), [("it", ITALIAN), ("en", ENGLISH)])
def test_an_opponents_small_dice_name_their_colour_in_the_language_shown(window, code, expected):
    words = _opponents_dice(window, code)
    assert len(words) >= 4  # enough colours among the opponents' dice to tell them apart
    for colour, said in words.items():
        assert said == {expected[colour]}, (colour, said)
    assert len({word for said in words.values() for word in said}) == len(words)


def test_the_italian_short_names_come_from_the_names_shown(window):
    from chroma_desktop.registry import find_game

    colours = find_game("chroma_cubes").content.colours
    install("it")
    try:
        names = tuple(shown(colour) for colour in colours)
    finally:
        install(language.SOURCE)
    assert dict(zip((c.id for c in colours), short_names(names), strict=True)) == ITALIAN


def test_an_opponents_score_reads_in_italian(qapp):
    from chroma_desktop.games.chroma_cubes import moves as mv
    from chroma_desktop.games.chroma_cubes.table.layout import ChromaCubesLayout
    from chroma_desktop.registry import find_game
    from chroma_desktop.ui.scene.layouts import TableContext

    game = find_game("chroma_cubes")
    state = game.apply(game.new_initial_state(3, {}), mv.first_move(1))
    install("it")
    try:
        specs = {spec.id: spec for spec in ChromaCubesLayout(game.content, 3).specs(
            state, TableContext(game, ("You", "Bot 2", "Bot 3"), 0, (1,)))}
    finally:
        install(language.SOURCE)
    assert specs["panel:p1"].status == "0 di 6"
