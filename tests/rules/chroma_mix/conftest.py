"""Helpers for Chroma Mix scenario tests: a table laid out by hand, moves played by notation.

`table(...)` builds a consistent state (every card accounted for) at the start of a turn; cards
named in hands, play areas and rows are taken from the supply and decks. `run(state, ...)`
plays moves written in the notation of `moves.py`, resolving any chance step in between with
its first outcome, or with the card named in `fills`.
"""

from __future__ import annotations

import functools
from collections import Counter

import pytest

from chroma_desktop.games.chroma_mix import turns
from chroma_desktop.games.chroma_mix.state import EMPTY
from chroma_desktop.registry import find_game, load_game_content
from chroma_desktop.rules.api import CHANCE

ROW2 = ("cerulean", "fuchsia", "lemon", "lavender", "jungle", "coral")
ROW3 = ("azure", "violet", "raspberry", "orange", "pear", "turquoise")


@pytest.fixture(scope="session")
def game():
    return find_game("chroma_mix")


@pytest.fixture(scope="session")
def content():
    return load_game_content("chroma_mix")


def _vector(config, cards, size):
    counts = [0] * size
    for card in cards:
        counts[config.mix_card if card == "mix" else config.ids.index(card)] += 1
    return tuple(counts)


def make_table(game, content, players=2, hands=None, play=None, tucked=None, row2=ROW2,
               row3=ROW3, current=0, billy_deck=None, billy_discard=(), decks=None, discards=None,
               open_hands=False, **options):
    """A consistent table at the start of `current`'s turn (see the module docstring)."""
    options.setdefault("win_card", "none")
    if open_hands:
        options["hands"] = "open"
    state = game.new_initial_state(players, options)
    config = state.config
    kinds = config.kinds
    hands = dict(hands or {})
    seats = config.seats
    hand_v = [_vector(config, hands.get(s, ()), len(state.hands[s])) for s in range(seats)]
    play_v = [_vector(config, (play or {}).get(s, ()), kinds) for s in range(players)]
    tuck_v = [_vector(config, (tucked or {}).get(s, ()), kinds) for s in range(players)]
    rows = tuple(tuple(config.ids.index(c) if c else EMPTY for c in row) for row in (row2, row3))
    b_deck = (_vector(config, billy_deck, kinds + 1) if billy_deck is not None
              else state.billy_deck)
    b_discard = _vector(config, billy_discard, kinds + 1) if config.solo else ()
    discard_v = [_vector(config, (discards or {}).get(r, ()), kinds) for r in (2, 3)]
    used = Counter()
    for pile in (*hand_v, *play_v, *tuck_v, *discard_v, b_deck, b_discard):
        for k in range(kinds):
            used[k] += pile[k] if k < len(pile) else 0
    for row in rows:
        for k in row:
            if k != EMPTY:
                used[k] += 1
    supply = [0] * kinds
    deck_v = [[0] * kinds, [0] * kinds]
    for k in range(kinds):
        rank = config.rank[k]
        left = config.copies[k] - used[k] - state.box[k]
        assert left >= 0, f"too many {config.ids[k]}"
        if rank in config.row_ranks:
            deck_v[config.row_ranks.index(rank)][k] = left
        else:
            supply[k] = left
    if decks is not None:  # decks given as is: the cards left out are out of this test
        deck_v = [list(_vector(config, decks.get(r, ()), kinds)) for r in (2, 3)]
    state = state._replace(
        hands=tuple(hand_v), play=tuple(play_v), tucked=tuple(tuck_v), supply=tuple(supply),
        rows=rows, decks=tuple(tuple(d) for d in deck_v), discards=tuple(discard_v),
        billy_deck=b_deck, billy_discard=b_discard, stack=(), first=0, current=EMPTY)
    state = turns.begin_turn(state, current)
    if decks is None:
        assert game.inventory(state) == game.inventory(game.new_initial_state(
            players, options))
    return turns.settle(state)


@pytest.fixture
def table(game, content):
    return functools.partial(make_table, game, content)


def run(game, state, *texts, fills=()):
    """Play `texts` in order (each by whoever must decide); chance steps take the first outcome,
    or the card named next in `fills` (e.g. "fill r2 cerulean", "billy_draw mix")."""
    fills = list(fills)
    for text in texts:
        state = settle_chance(game, state, fills)
        state = game.apply(state, game.parse_move(state, text))
    return settle_chance(game, state, fills)


def settle_chance(game, state, fills):
    while game.to_move(state) == (CHANCE,):
        outcomes = [move for move, _ in game.chance_outcomes(state)]
        texts = [game.move_to_str(state, m) for m in outcomes]
        move = outcomes[texts.index(fills.pop(0))] if fills and fills[0] in texts else outcomes[0]
        state = game.apply(state, move)
    return state


def legal(game, state, player=None):
    """The legal moves as notation, for whoever decides now (or `player`)."""
    who = game.to_move(state)[0] if player is None else player
    return [game.move_to_str(state, m) for m in game.legal_moves(state, who)]


def cards(state, zone, seat=0):
    """A pile as {card id: count}: zone is hand, play, tucked, supply or discard2/discard3."""
    config = state.config
    pile = {"hand": lambda: state.hands[seat], "play": lambda: state.play[seat],
            "tucked": lambda: state.tucked[seat], "supply": lambda: state.supply,
            "discard2": lambda: state.discards[0], "discard3": lambda: state.discards[1],
            "billy_discard": lambda: state.billy_discard}[zone]()
    return {config.ids[k] if k < config.kinds else "mix": n for k, n in enumerate(pile) if n}
