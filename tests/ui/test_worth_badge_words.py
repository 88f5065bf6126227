"""A worth badge never stands on words (issue 31: on Chroma Cubes' sheet, seed 0 after 30 moves,
the third focused move's "→ 11 left" stood by the Cardinal's eye on the head's "3 hearts": the
head's box holds the eye, so the head counted as lying under it, like the paper; beside a die
pool it stood on the zone's title). Each table is shown as the app fits it, the keyboard's focus
goes through its first moves, and at each badge shown every block of words and symbol the view
paints is measured where its ink is (`tests/ui/overlaps.py`): none lies under the badge's pill."""

from __future__ import annotations

import pytest

from tests.ui.drawn_text import close, played_match, shown_table
from tests.ui.overlaps import overlapping, painted_words
from tests.ui.test_drawn_text import TABLES

FOCUSED = 6  # moves the focus goes through on each table

# Positions where the badge stood on words: (game, players, options, moves, seed, window size).
SEEN = {
    "cubes_2_seed_0": ("chroma_cubes", 2, {}, 30, 0, (1024, 640)),
    "cubes_2_seed_0_large": ("chroma_cubes", 2, {}, 30, 0, (1280, 800)),
    "cubes_solo_seed_2": ("chroma_cubes", 1, {}, 20, 2, (1024, 640)),  # a zone's title
    "cubes_4_seed_0": ("chroma_cubes", 4, {}, 40, 0, (1024, 640)),  # a die's number and symbols
}


def _under_badges(qapp, game: str, players: int, options: dict, moves: int, seed: int,
                  size: tuple[int, int]) -> tuple[int, list[str]]:
    """How many badges the focus showed, and the words drawn under any of them."""
    match = played_match(game, players, moves, seed=seed, options=options)
    window = shown_table(qapp, match, size)
    shown, found = 0, []
    try:
        controller = window.controller
        for step in range(1, FOCUSED + 1):
            controller.focus_next()
            qapp.processEvents()
            badge = controller.worth.badge
            if badge is None or not badge.isVisible():
                continue
            shown += 1
            found += [f"focus {step}, {badge.text!r}: {said}"
                      for said in overlapping(*painted_words(window.view)) if "under a pill" in said]
    finally:
        close(window)
    return shown, found


@pytest.mark.parametrize("name", sorted(SEEN))
def test_the_badge_stands_on_no_words_where_it_was_seen_to(qapp, name):
    shown, found = _under_badges(qapp, *SEEN[name])
    assert shown >= 2
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_no_table_shows_a_badge_on_words(qapp, name):
    game, players, options, moves = TABLES[name]
    _shown, found = _under_badges(qapp, game, players, options, moves, 2, (1024, 640))
    assert found == [], "\n".join(found)
