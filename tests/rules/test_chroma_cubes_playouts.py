"""Chroma Cubes: seeded random playouts on every sheet and in every mode, checked at each ply.

The conformance suite covers the default options at every player count; this covers the other
sheets, the cairn and score-attack modes and face layout b. Every checked move's arguments are
its kind's named tuple, and its log line and the prompt read with "you" for the player.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames

GAME = find_game("chroma_cubes")
SHEETS = ("cardinal", "dinosaurs", "dice", "the_scream", "dragons_hoard", "starry_night",
          "easter_eggs", "gifts", "space_kittens", "stained_glass", "halloween_trio")
CASES = [(3, {"sheet": sheet}) for sheet in SHEETS] + [
    (4, {"sheet": "starry_night"}), (4, {"sheet": "the_scream", "faces": "b"}),
    (1, {"mode": "score_attack", "sheet": "gifts"}),
    (1, {"mode": "cairn", "sheet": "easter_eggs"}),
    (1, {"mode": "cairn", "sheet": "easter_eggs", "faces": "b"}),
]


@pytest.mark.parametrize(("players", "options"), CASES,
                         ids=[f"{p}p-" + "-".join(o.values()) for p, o in CASES])
def test_random_playout(players, options):
    match = Match(GAME, players, options, seed=11)
    rng = random.Random(11)
    inventory = GAME.inventory(match.state)
    while not match.is_over():
        assert len(match.moves) < 5_000
        state = match.state
        assert GAME.inventory(state) == inventory
        player = rng.choice(match.to_move())
        legal = GAME.legal_moves(state, player)
        assert legal
        texts = [GAME.move_to_str(state, m) for m in legal]
        assert len(set(texts)) == len(texts)
        names = SeatNames(tuple(f"Bot {seat + 1}" for seat in range(players)),
                          frozenset({player}))
        for index in rng.sample(range(len(legal)), min(5, len(legal))):
            move = legal[index]
            assert GAME.parse_move(state, texts[index]) == move
            assert type(move.arg) is mv.ARGS[move.kind]
            assert not GAME.why_not(state, player, move.source, move.target)
            said = GAME.describe(state, move).render(names)
            assert said.startswith("You ") and "{" not in said and "Player" not in said
        assert "{" not in GAME.prompt(state, player).render(names)
        match.play(rng.choice(legal), player)
    outcome = match.outcome()
    assert outcome is not None and len(outcome.scores) == players
    assert CHANCE not in outcome.winners
    replayed = Match.from_record(match.to_record(), resolve=find_game)
    assert replayed.state == match.state
