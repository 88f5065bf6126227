"""Helpers for Coloretto scenario tests: real content, states built by playing or by hand."""

from __future__ import annotations

import pytest

from chroma_desktop.games.coloretto.state import NO_ONE, TURN
from chroma_desktop.registry import find_game, load_game_content
from chroma_desktop.rules.match import Match


@pytest.fixture(scope="session")
def game():
    return find_game("coloretto")


@pytest.fixture(scope="session")
def content():
    return load_game_content("coloretto")


class Cards:
    """Card kind numbers by name for the shipped content."""

    def __init__(self, config):
        self.config = config

    def __getattr__(self, name):
        kind = self.config.kind_of(name)
        if kind is None:
            raise AttributeError(name)
        return kind

    def counts(self, **amounts):
        counts = [0] * self.config.kinds
        for name, amount in amounts.items():
            counts[getattr(self, name)] += amount
        return tuple(counts)


@pytest.fixture
def started(game):
    """A 4-player original-edition match just after set-up, and its card names."""

    def make(players=4, seed=1, **options):
        match = Match(game, players, options, seed)
        return match, Cards(match.state.config)

    return make


def in_turn(state, current=0, rows=None, takers=None, collections=None, **changes):
    """`state` in the TURN phase with the given table."""
    config = state.config
    rows = tuple(tuple(r) for r in rows) if rows is not None else state.rows
    takers = tuple(takers) if takers is not None else (NO_ONE,) * len(rows)
    collections = collections if collections is not None else state.collections
    return state._replace(phase=TURN, current=current, rows=rows, takers=takers,
                          collections=tuple(collections), **changes) if config else None
