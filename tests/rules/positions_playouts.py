"""Shared by the position tests of Chroma Mix, Chroma Cubes and CMYK!: seeded playouts that
reach deep into a game, and the round-trip checks made of every state they pass through.

A playout mixes the game's heuristic bot (which finishes games and reaches the states of good
play) with random legal moves (which reach odd corners); chance comes from the match's seed.
"""

from __future__ import annotations

import random
from typing import Any

from chroma_desktop.bots import make_bot
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import (
    position_to_text,
    read_position,
    view_to_text,
)
from chroma_desktop.rules.position_header import looks_like_position


def playout(game: Any, players: int, options: dict[str, str], seed: int, bot_share: float,
            cap: int) -> Match:
    """A match played for at most `cap` moves, each by the heuristic bot with `bot_share`
    chance, else at random."""
    bot = make_bot("heuristic", game.id)
    match = Match(game, players, options, seed)
    rng = random.Random(seed)
    while not match.is_over() and len(match.moves) < cap:
        player = rng.choice(match.to_move())
        assert player != CHANCE
        if rng.random() < bot_share:
            move = bot.choose(game, game.view(match.state, player), player, rng)
        else:
            move = rng.choice(match.legal_moves(player))
        match.play(move, player)
    return match


def assert_round_trips(game: Any, match: Match, viewers_per_ply: int = 1) -> None:
    """Every state of `match` reads back equal from its text, and so do the views of
    `viewers_per_ply` players (taking turns) and of a spectator."""
    players = match.players
    for ply, state in enumerate(match.states):
        text = position_to_text(game, state)
        assert looks_like_position(text)
        position = read_position(text, resolve=find_game)
        assert position.state == state, f"ply {ply} does not round-trip:\n{text}"
        assert not position.setup.is_view and position.setup.players == players
        assert position.setup.options == match.options
        assert position_to_text(game, position.state) == text
        viewers = [(ply + step) % players for step in range(min(viewers_per_ply, players))]
        for viewer in (*viewers, None):
            seen = read_position(view_to_text(game, state, viewer), resolve=find_game)
            assert seen.setup.is_view and seen.setup.viewer == viewer
            assert seen.state == game.view(state, viewer), (
                f"ply {ply}, viewer {viewer}:\n{view_to_text(game, state, viewer)}")
