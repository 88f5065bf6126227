"""A hinted move that a table button stands for lights that button (issue 31: the panel's
first move, the move Enter plays and the move the table lights are one move). CMYK!'s Discard
K-tile stands for dropping the K-tile in hand on the discard; hinting that move once lit only
the tile, which reads as "place it" (found by benchmarks/hint_agreement.py over 1,000
positions). The position is a real one: two Normal bots, seed 61, 56 decisions in."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.bots import make_bot
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.match_controller import Seat

PAUSED = 10 ** 7  # the bots never act during the test


def k_tile_in_hand() -> Match:
    game, rng = find_game("cmyk"), random.Random(61)
    match, normal = Match(game, 2, None, 61), make_bot("heuristic", "cmyk")
    for _ in range(rng.randrange(41)):
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(game, match.view(seat), seat, rng), seat)
    return match


def test_a_hinted_discard_lights_the_discard_button_and_a_click_there_plays_it(window):
    match = k_tile_in_hand()
    discard = next(move for move in match.legal_moves(0) if move.kind == "discard")
    window.bot_delay_ms = PAUSED
    controller = window.show_match(match, [Seat("You"), Seat("Bot 2", "heuristic")], False)
    controller.light_hint(discard, take_focus=False)
    scene, view = controller.scene, window.view
    button = scene.item_for("button:discard")
    assert button is not None and button.highlight == Highlight.HINT
    before = match.cursor
    point = view.mapFromScene(button.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert match.moves[before] == discard
