"""The P key's reading of a 4-player Chroma Cubes table says like dice together, by colour and by
the face they show, under the area they lie in, in the language shown (issue 34): shorter than
36 dice named one by one, and every die still said, with its number and its place."""

from __future__ import annotations

import re

import pytest

from chroma_desktop import language
from chroma_desktop.games.chroma_cubes.state import POOL
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.spoken_table import table_words
from tests.ui.conftest import wait_for_human

PAUSED = 10 ** 7
# (language, the centre's words, a group of one colour's dice: its colour, its numbers)
WORDS = {
    "en": ("Centre", r"(\w+) dice? ((?:\d, )*\d)"),
    "it": ("Centro", r"(\w+): dad[oi] ((?:\d, )*\d)"),
}
# The draft's reading had 34 dice named one by one in the centre: 2328 characters in English.
LONGEST = {"en": 2150, "it": 2500}


def _four_player_table(window, qtbot):
    window.bot_delay_ms = 0
    seats = [Seat("You")] + [Seat(f"Bot {n}", "heuristic") for n in (2, 3, 4)]
    controller = window.start_game(NewGameConfig("chroma_cubes", 4, seats, {}, False, 3))
    wait_for_human(qtbot, controller)
    controller.bot_delay_ms = PAUSED
    controller.refresh(animate=False)
    return controller


@pytest.mark.parametrize("lang", ["en", "it"])
def test_p_says_the_centres_dice_by_colour_every_colour_once_and_shorter(window, qtbot, lang):
    language.set_current(lang)
    try:
        controller = _four_player_table(window, qtbot)
        words = table_words(window.view, controller)
        centre_name, group = WORDS[lang]
        assert len(words) < LONGEST[lang], (len(words), words)
        state, config = controller.match.state, controller.match.state.config
        in_centre = [die for die in range(len(config.dice)) if state.loc[die] == POOL]
        assert len(in_centre) >= 30
        # The centre's sentence: its title, then one group per colour present, with the numbers
        # of exactly the dice lying there.
        centre = next(sentence for sentence in words.split(". ") if sentence.startswith(centre_name))
        said = {colour: numbers.split(", ") for colour, numbers in re.findall(group, centre)}
        expected: dict[str, list[str]] = {}
        for die in in_centre:
            colour, number = config.die_ids[die].split("#")
            expected.setdefault(colour, []).append(number)
        # Every colour present once, with its dice's numbers, in the order the layout says them.
        assert sorted(map(tuple, said.values())) == sorted(map(tuple, expected.values())), centre
        assert ("rosso" if lang == "it" else "red") in said or "red" not in expected
        # No die of the centre named alone ("red die 3. red die 4. ...").
        assert len(re.findall(group, centre)) == len(expected)
    finally:
        language.set_current("en")
