"""A worth badge never stands on words, and always touches the move's target (issue 31: on Chroma
Cubes' sheet, seed 0 after 30 moves, the third focused move's "→ 11 left" stood by the Cardinal's
eye on the head's "3 hearts": the head's box holds the eye, so the head counted as lying under
it, like the paper; beside a die pool it stood on the zone's title; in Chroma Mix solo's packed
market, where no place beside a card was free, the badge then stood below the market, two cards
under its target). Each table is shown as the app fits it, the keyboard's focus goes through its
first moves, and at each badge shown every block of words and symbol the view paints is
measured where its ink is (`tests/ui/overlaps.py`): none lies under the badge's pill; and the
pill lies within `TOUCHING` pixels of its target's own outline (a card's, a section's, a zone's
area), so that it reads as that target's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tests.ui.drawn_text import close, played_match, shown_table
from tests.ui.overlaps import overlapping, painted_words
from tests.ui.test_drawn_text import TABLES

FOCUSED = 6  # moves the focus goes through on each table
TOUCHING = 8.0  # pixels from its target's outline a badge's pill may lie at most

# Positions where the badge stood on words: (game, players, options, moves, seed, window size).
SEEN = {
    "cubes_2_seed_0": ("chroma_cubes", 2, {}, 30, 0, (1024, 640)),
    "cubes_2_seed_0_large": ("chroma_cubes", 2, {}, 30, 0, (1280, 800)),
    "cubes_solo_seed_2": ("chroma_cubes", 1, {}, 20, 2, (1024, 640)),  # a zone's title
    "cubes_4_seed_0": ("chroma_cubes", 4, {}, 40, 0, (1024, 640)),  # a die's number and symbols
}


def _badge_rect(window, badge) -> QRectF:
    """The badge's pill in the scene (it keeps its size in pixels at every zoom)."""
    zoom = window.view.transform().m11()
    box = badge.boundingRect().adjusted(1, 1, -1, -1)
    return QRectF(badge.scenePos() + box.topLeft() / zoom, box.size() / zoom)


def _under_badges(qapp, game: str, players: int, options: dict, moves: int, seed: int,
                  size: tuple[int, int]) -> tuple[int, list[str], list[str]]:
    """How many badges the focus showed, the words drawn under any of them, and the badges
    further than `TOUCHING` pixels from their target's outline."""
    match = played_match(game, players, moves, seed=seed, options=options)
    window = shown_table(qapp, match, size)
    shown, found, far = 0, [], []
    try:
        controller = window.controller
        zoom = window.view.transform().m11()
        for step in range(1, FOCUSED + 1):
            controller.focus_next()
            qapp.processEvents()
            badge = controller.worth.badge
            if badge is None or not badge.isVisible():
                continue
            shown += 1
            found += [f"focus {step}, {badge.text!r}: {said}"
                      for said in overlapping(*painted_words(window.view)) if "under a pill" in said]
            assert controller.worth.shown is not None
            target_id = controller.worth.shown[1]
            target = controller.worth._item_at(target_id)
            outline = target.mapToScene(target.shape())
            reach = TOUCHING / zoom
            if not outline.intersects(_badge_rect(window, badge).adjusted(-reach, -reach,
                                                                          reach, reach)):
                far.append(f"focus {step}, {badge.text!r} at {target_id}")
    finally:
        close(window)
    return shown, found, far


@pytest.mark.parametrize("name", sorted(SEEN))
def test_the_badge_stands_on_no_words_where_it_was_seen_to(qapp, name):
    shown, found, far = _under_badges(qapp, *SEEN[name])
    assert shown >= 2
    assert found == [], "\n".join(found)
    assert far == [], "\n".join(far)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_table_shows_its_badges_touching_their_targets_and_on_no_words(qapp, name, size):
    game, players, options, moves = TABLES[name]
    _shown, found, far = _under_badges(qapp, game, players, options, moves, 2, size)
    assert found == [], "\n".join(found)
    assert far == [], "\n".join(far)
