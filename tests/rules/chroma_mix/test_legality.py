"""`apply` checks one move against the rules (`legality.py`) instead of listing every move: it
must accept exactly the listed moves (`legal_moves`) and refuse every other one with the reason
`text.illegal_reason` gives.

Wrong moves come from seeded random games: moves legal in other states, and every card choice
a decision could name (each print, refill, tuck, choice, discard, swap and two-card mix, right
or wrong). The states come from seeded games from the start and from tables laid out with the
cards whose effects change what is legal (Coral, Raspberry, Key, Lemon, Mustard, Orange,
Violet, Lavender, Prism, Slate Gray, Pear, Jungle).
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from chroma_desktop.games.chroma_mix import legality, text
from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix.moves import CardFrom
from chroma_desktop.games.chroma_mix.state import (
    GAIN,
    HAND,
    LAV_GAIN,
    ORANGE,
    PLAY,
    PRINTS,
    PRISM,
    REFILLING,
    TUCK,
)
from chroma_desktop.rules.api import CHANCE, IllegalMoveError, Move
from chroma_desktop.rules.match import Match
from tests.rules.chroma_mix.conftest import make_table

PLIES = 250  # per playout
STRANGERS_PER_STATE = 60  # wrong moves thrown at each decision
APPLIED_PER_STATE = 6  # of those, refused by `apply` itself (the rest by the check it makes)

# Tables laid out by hand: (players, hands, play, options), at the start of seat 0's turn.
TABLES = (
    (2, {0: ["soft_cyan", "soft_cyan", "pale_magenta", "light_yellow", "violet", "lavender",
             "prism", "cerulean"],
         1: ["soft_cyan", "light_yellow", "fuchsia", "emerald_green", "azure"]},
     {0: ["raspberry", "coral", "key", "mustard"], 1: ["lemon", "orange", "slate_gray", "pear"]},
     {"win_card": "mustard"}),
    (3, {0: ["cerulean", "fuchsia", "lemon", "soft_cyan", "turquoise"],
         1: ["light_yellow", "light_yellow", "violet", "lavender", "sapphire_blue"],
         2: ["pale_magenta", "prism", "coral", "emerald_green"]},
     {0: ["lemon", "orange", "jungle"], 1: ["coral", "pear", "slate_gray"],
      2: ["raspberry", "key", "emerald_green"]},
     {"pear_timing": "after_print", "key_print": "any"}),
    (1, {0: ["soft_cyan", "pale_magenta", "light_yellow", "cerulean", "violet", "lavender"],
         1: ["soft_cyan", "cerulean", "fuchsia"]},
     {0: ["raspberry", "coral", "orange", "key"]},
     {"difficulty": "easy"}),
)
ROW2 = ("cerulean", "fuchsia", "lemon", "lavender", "jungle", "prism")
ROW3 = ("azure", "violet", "raspberry", "orange", "pear", "turquoise")
SEEDED = ((1, 11, {}), (2, 12, {"burgundy_count": "card"}), (3, 13, {}), (4, 14, {"hands": "open"}))


def _playout(game, state, rng):
    """The decision states of a random game from `state`, each with its legal moves."""
    seen = []
    for _ in range(PLIES):
        movers = game.to_move(state)
        if not movers:
            break
        if movers == (CHANCE,):
            outcomes = game.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            legal = game.legal_moves(state, movers[0])
            seen.append((state, legal))
            move = rng.choice(legal)
        state = game.apply(state, move)
    return seen


def _every_choice(config):
    """Every move a decision could name, legal somewhere or nowhere."""
    kinds = range(config.kinds)
    found = [mv.DONE_MOVE, mv.SKIP_MOVE, mv.refill_move(config, 0, None)]
    for k in kinds:
        found += [mv.print_move(config, 0, k), mv.place_move(config, 0, k),
                  mv.tuck_move(config, 0, k), mv.refill_move(config, 0, k),
                  mv.choose_move(config, 0, k), mv.discard_move(config, 0, HAND, k),
                  mv.discard_move(config, 0, PLAY, k), mv.swap_move(config, 0, None, k)]
        found += [mv.swap_move(config, 0, k, taken) for taken in kinds]
    found += [mv.choose_move(config, 0, pair) for pair in combinations_with_replacement(kinds, 2)]
    cards = [CardFrom(loc, k) for loc in (HAND, PLAY) for k in kinds]
    for pair in combinations_with_replacement(cards, 2):
        total = sum(config.rank[card.kind] for card in pair)
        found += [mv.mix_move(config, 0, pair, result) for result in kinds
                  if config.rank[result] == total]
    return found


@pytest.fixture(scope="module")
def decisions(game):
    """Decision states of seeded games and table playouts, and every move legal in any of them."""
    states = []
    for players, seed, options in SEEDED:
        match = Match(game, players, options, seed)
        states += _playout(game, match.state, random.Random(seed))
    for index, (players, hands, play, options) in enumerate(TABLES):
        for seed in range(3):
            start = make_table(game, None, players, hands=hands, play=play, row2=ROW2, row3=ROW3,
                               **options)
            states += _playout(game, start, random.Random(100 * index + seed))
    pool = sorted({m for _, legal in states for m in legal}, key=repr)
    return states, pool


def test_the_games_reach_every_kind_of_decision(decisions):
    """The states below hold every decision the check handles, and the mixes with play cards
    (Coral) and with more than two cards (Raspberry)."""
    states, _pool = decisions
    asked = {(state.top[0] if state.top else "action", m.kind)
             for state, legal in states for m in legal}
    handled = {(name, kind) for name, kind in legality._FRAMES}
    handled |= {("action", kind) for kind in legality._ACTIONS}
    assert handled <= asked, f"never reached: {sorted(handled - asked)}"
    mixes = [m.arg.inputs for _state, legal in states for m in legal if m.kind == mv.MIX_]
    assert any(card.loc == PLAY for inputs in mixes for card in inputs)
    assert any(len(inputs) > 2 for inputs in mixes)
    assert any(m.kind == mv.BILLY for _state, legal in states for m in legal)


def test_apply_accepts_exactly_the_legal_moves(game, decisions):
    states, pool = decisions
    every = _every_choice(states[0][0].config)
    rng = random.Random(7)
    refused = 0
    for ply, (state, legal) in enumerate(states):
        for move in legal:
            assert legality.is_legal(state, move), (ply, mv.to_text(state.config, move))
        wrong = rng.sample(pool, min(len(pool), STRANGERS_PER_STATE // 2))
        wrong += rng.sample(every, STRANGERS_PER_STATE // 2)
        # A mix naming its cards out of order is not the same move.
        wrong += [Move(m.kind, mv.Mix(tuple(reversed(m.arg.inputs)), m.arg.result))
                  for m in legal[:3] if m.kind == mv.MIX_ and len(set(m.arg.inputs)) > 1]
        for move in wrong:
            assert legality.is_legal(state, move) == (move in legal), (
                ply, mv.to_text(state.config, move), [mv.to_text(state.config, m) for m in legal])
        for move in [m for m in wrong if m not in legal][:APPLIED_PER_STATE]:
            with pytest.raises(IllegalMoveError) as error:
                game.apply(state, move)
            assert str(error.value) == str(text.illegal_reason(state, move))
            refused += 1
        if ply % 10 == 0:
            move = rng.choice(legal)
            assert game.apply(state, move) is not None
    assert refused > 1000


def test_moves_of_unusual_types_are_judged_as_the_listed_moves(game, decisions):
    """A move whose argument is not plain card numbers is legal only if it equals a listed move
    (as True equals 1); card numbers out of range are refused, not an IndexError."""
    states, _pool = decisions
    config = states[0][0].config
    odd = [Move(mv.PRINT_, True), Move(mv.PRINT_, 1.0), Move(mv.PRINT_, -1),
           Move(mv.PRINT_, config.kinds), Move(mv.PRINT_, "soft_cyan"),
           Move(mv.REFILL_, -2), Move(mv.CHOOSE, 0.0), Move(mv.CHOOSE, (0, 99)),
           Move(mv.CHOOSE, [0, 1]), Move(mv.SKIP, 0), Move(mv.DONE, False),
           Move(mv.SWAP_, mv.Swap(-1, 0)), Move(mv.SWAP_, mv.Swap(None, 2.0)),
           Move(mv.DISCARD, CardFrom(2, 0)), Move(mv.DISCARD, CardFrom(HAND, -1)),
           Move(mv.MIX_, mv.Mix((CardFrom(HAND, 0), CardFrom(HAND, 0.0)), 3)),
           Move(mv.MIX_, mv.Mix((CardFrom(HAND, 0), CardFrom(HAND, -24)), 3)),
           Move(mv.MIX_, mv.Mix((CardFrom(HAND, 0),), 0)),
           Move(mv.MIX_, mv.Mix([CardFrom(HAND, 0), CardFrom(HAND, 1)], 5))]
    for state, legal in states[::5]:
        for move in odd:
            assert legality.is_legal(state, move) == (move in legal), move.arg


def test_decisions_that_settling_would_drop_are_judged_as_listed(game, table):
    """Frames that `turns.settle` resolves or drops before a player sees them (a refill that
    reached its limit, Prism with no rank-2 card left, a gain of cards all taken) are still
    judged as their listed moves, by apply's direct check too."""
    kind = table().config.ids.index
    no_rank2 = table(hands={0: ["soft_cyan", "cerulean"]}, play={0: ["coral"]},
                     row2=(None,) * 6, decks={3: ROW3}, row3=ROW3)
    full = table(hands={0: ["soft_cyan", "cerulean", "violet"]}, play={0: ["coral", "jungle"]})
    # One Soft Cyan and no Pale Magenta left in the supply.
    supply = list(full.supply)
    supply[kind("soft_cyan")], supply[kind("pale_magenta")] = 1, 0
    scarce = full._replace(supply=tuple(supply))
    frames = [
        (full, (REFILLING, 0, 1, (kind("jungle"),))),
        (full, (REFILLING, 0, 0, (kind("jungle"), kind("coral")))),
        (full, (REFILLING, 0, 2, ())),
        (no_rank2, (PRISM, 0)),
        (full, (PRISM, 0)),
        (no_rank2, (GAIN, 0, (kind("cerulean"), kind("lemon")), True, False)),
        (no_rank2, (LAV_GAIN, 0, kind("violet"))),
        (full, (LAV_GAIN, 0, kind("violet"))),
        *((scarce, (LAV_GAIN, 0, k)) for rank in (2, 3) for k in full.config.by_rank[rank]),
        (full, (ORANGE, 0, kind("azure"))),
        (full, (TUCK, 0, (kind("violet"), kind("azure")), 1)),
        (full, (PRINTS, 0, 1, (kind("violet"),))),
    ]
    every = _every_choice(full.config)
    for state, frame in frames:
        state = state._replace(stack=(frame,))
        legal = game.legal_moves(state, 0)
        for move in every:
            assert legality.is_legal(state, move) == (move in legal), (frame, move.kind, move.arg)
