"""Coloretto heuristic bot (GAME-DATA.md 4.4).

A row is worth what it adds to my best final score, less what it would add for the opponent who
wants it most. Take the best row when that net value is high enough (or when drawing is not
possible); otherwise draw, and place the drawn card where it helps me most or spoils an opponent.
On a peaked table (the purple side, where a fourth card of a colour scores less than three) a
row is taken as soon as it adds a couple of points to my own score.
"""

from __future__ import annotations

import random
from typing import Any

from chroma_desktop.bots.base import BaseBot
from chroma_desktop.bots.evaluation import lead_chance
from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.games.coloretto import scoring, text
from chroma_desktop.games.coloretto.config import ColorettoConfig
from chroma_desktop.games.coloretto.state import NO_ONE, PLACE, ColorettoState
from chroma_desktop.rules.api import Game, Move, PlayerId
from chroma_desktop.rules.messages import Message

TAKE_THRESHOLD = 3  # net value at which a row is taken rather than drawing (GAME-DATA 4.4)
WAIT_FACTOR = 2  # with cards costing points, take a row no worse than this many average cards
# On a peaked table (purple side) a row is taken once it adds this much. Against three random
# bots (benchmarks/coloretto_bots.py, 1,200 games per edition) 0, 1 and 2 win 63-68 %, 3 only 54 %:
# 2 is the best on both editions.
PEAKED_TAKE_THRESHOLD = 2
# The search (bots/search.py): playouts stop after this many decisions and are scored by
# `evaluate`, in which a lead of EVALUATION_SCALE points makes a win three times as likely as a
# loss, and a seat still in the round counts ROW_SHARE of the best open row's gain.
SEARCH_DEPTH = 12
EVALUATION_SCALE = 6.0
ROW_SHARE = 0.5


class ColorettoHeuristicBot(BaseBot):
    """`level="easy"` looks only at its own collection: it neither weighs what a row is worth to
    the others nor what another card would bring. Weaker by what it considers, not by blunders."""

    name = "heuristic"

    def __init__(self, level: str = "normal") -> None:
        self.watch_others = level != "easy"

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        legal = game.legal_moves(view, player)
        if len(legal) == 1:
            return legal[0]
        return plan_move(view, player, legal, self.watch_others)[0]

    def hint(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Message]:
        """The move this bot would make, with a one-line reason."""
        legal = game.legal_moves(view, player)
        if len(legal) == 1:
            return legal[0], text.HINT_ONLY_MOVE()
        # Set-up choices (a starting colour, a colour to remove) answer what is being decided:
        # the move the bot makes there, with words about that choice.
        if legal[0].kind == mv.START:
            move = self.choose(game, view, player, random.Random(0))
            return move, text.HINT_START(c=view.config.kind_label(move.arg))
        if legal[0].kind == mv.REMOVE_COLOUR:
            move = self.choose(game, view, player, random.Random(0))
            return move, text.HINT_REMOVE(c=view.config.kind_label(move.arg))
        return plan_move(view, player, legal, self.watch_others)


def easy_bot() -> ColorettoHeuristicBot:
    """The easy level: the heuristic looking only at its own collection."""
    return ColorettoHeuristicBot(level="easy")


def evaluate(state: ColorettoState, player: int) -> float:
    """The search's estimate of `player`'s chance of winning from `state` (0..1): each seat's
    score now, plus for a seat still in the round the best open row it could take, compared
    with the best other seat's (`bots.evaluation.lead_chance`)."""
    open_rows = [cards for cards, taker in zip(state.rows, state.takers, strict=True)
                 if taker == NO_ONE and cards]
    values = []
    for seat in range(state.config.players):
        value = float(scoring.score(state.config, state.removed, state.collections[seat]))
        if open_rows and not state.is_out(seat):
            value += ROW_SHARE * max(gain(state, seat, cards) for cards in open_rows)
        values.append(value)
    return lead_chance(values, player, EVALUATION_SCALE)


def gain(state: ColorettoState, player: int, cards: tuple[int, ...]) -> int:
    """How much `cards` would add to `player`'s best final score."""
    return scoring.gain(state.config, state.removed, state.collections[player], cards)


def net_value(state: ColorettoState, player: int, cards: tuple[int, ...],
              watch_others: bool = True) -> int:
    """My gain from `cards` less the best gain any opponent still in the round would have."""
    if not watch_others:
        return gain(state, player, cards)
    opponents = [p for p in range(state.config.players) if p != player and not state.is_out(p)]
    best_opponent = max((gain(state, p, cards) for p in opponents), default=0)
    return gain(state, player, cards) - best_opponent


def plan_move(state: ColorettoState, player: int, legal: tuple[Move, ...],
              watch_others: bool = True) -> tuple[Move, Message]:
    """The heuristic's move and a one-line reason a player can read."""
    if state.phase == PLACE:
        return _plan_place(state, player, legal, watch_others)
    takes = [m for m in legal if m.kind == mv.TAKE]
    can_draw = any(m.kind == mv.DRAW for m in legal)
    if not takes:
        return legal[0], text.HINT_DRAW_NO_CARDS()
    alone = all(state.is_out(p) for p in range(state.config.players) if p != player)
    if alone:
        best = max(takes, key=lambda m: (gain(state, player, state.rows[m.arg]), -m.arg))
        value = gain(state, player, state.rows[best.arg])
        waiting = expected_after_draw(state, player) if watch_others else TAKE_THRESHOLD
        if not can_draw or value >= waiting:
            return best, text.HINT_TAKE_ALONE(r=best.arg + 1, n=value)
        return _draw(legal), text.HINT_DRAW_ALONE()
    if watch_others and peaked(state.config):
        return _plan_peaked_turn(state, player, legal, takes, can_draw)
    scored = [(net_value(state, player, state.rows[m.arg], watch_others), m) for m in takes]
    value, best = max(scored, key=lambda pair: (pair[0], -pair[1].arg))
    own = gain(state, player, state.rows[best.arg])
    if not can_draw or value >= TAKE_THRESHOLD:
        return best, text.HINT_TAKE(r=best.arg + 1, n=own)
    # When an average card now costs me points (typical on the purple side), rows only get
    # worse while I wait and the last player takes what is left: leave early with the best row.
    per_card = expected_card_gain(state, player) if watch_others else 1.0
    if per_card <= 0 and own >= WAIT_FACTOR * per_card:
        return best, text.HINT_TAKE_EARLY(r=best.arg + 1)
    return _draw(legal), text.HINT_DRAW_WAIT()


def peaked(config: ColorettoConfig) -> bool:
    """Whether a colour can score less with more cards (the purple side: 1, 4, 8, 7, 6, 5)."""
    points = config.table.points
    return any(later < earlier for earlier, later in zip(points, points[1:], strict=False))


def _plan_peaked_turn(state: ColorettoState, player: int, legal: tuple[Move, ...],
                      takes: list[Move], can_draw: bool) -> tuple[Move, Message]:
    """Draw or take on a peaked table (GAME-DATA 4.4, purple side).

    Past three cards of a colour every card costs a point, and each round ends with one row per
    player whatever it holds, so the cards a player collects are mostly a burden: take a row as
    soon as it adds PEAKED_TAKE_THRESHOLD points (on equal points the row with fewer cards),
    without weighing what it would be worth to the others: keeping a row from them costs more
    cards than it denies.
    """
    scored = [(gain(state, player, state.rows[m.arg]), -len(state.rows[m.arg]), -m.arg, m)
              for m in takes]
    own, _, _, best = max(scored, key=lambda option: option[:3])
    if not can_draw or own >= PEAKED_TAKE_THRESHOLD:
        return best, text.HINT_TAKE(r=best.arg + 1, n=own)
    per_card = expected_card_gain(state, player)
    if per_card <= 0 and own >= WAIT_FACTOR * per_card:
        return best, text.HINT_TAKE_EARLY(r=best.arg + 1)
    return _draw(legal), text.HINT_DRAW_WAIT()


def expected_card_gain(state: ColorettoState, player: int) -> float:
    """What one card from the deck would add to my score, on average."""
    size = sum(state.deck)
    if not size:
        return 0.0
    return sum(count / size * gain(state, player, (kind,))
               for kind, count in enumerate(state.deck) if count)


def expected_after_draw(state: ColorettoState, player: int) -> float:
    """Alone in the round: the expected best row gain after drawing one card and placing it well.

    The deck's contents are public (every drawn card is seen), so the odds come from its counts.
    The drawn card must go on a row with room: after it, the best row is that row with the card
    or another row as it is (a row with cards; with a single open row there is no other).
    """
    open_rows = [row for row in range(len(state.rows)) if state.takers[row] == -1]
    room = [row for row in open_rows if state.row_has_room(row)]
    size = sum(state.deck)
    if not room or not size:
        return float("-inf")
    current = {row: gain(state, player, state.rows[row]) for row in open_rows if state.rows[row]}
    expected = 0.0
    for kind, count in enumerate(state.deck):
        if not count:
            continue
        best = float("-inf")
        for row in room:
            others = max((value for other, value in current.items() if other != row),
                         default=float("-inf"))
            best = max(best, gain(state, player, (*state.rows[row], kind)), others)
        expected += count / size * best
    return expected


def _draw(legal: tuple[Move, ...]) -> Move:
    return next(m for m in legal if m.kind == mv.DRAW)


def _plan_place(state: ColorettoState, player: int, legal: tuple[Move, ...],
                watch_others: bool = True) -> tuple[Move, Message]:
    card = state.drawn
    options = []
    for move in legal:
        row = state.rows[move.arg]
        before = net_value(state, player, row, watch_others)
        after = net_value(state, player, (*row, card), watch_others)
        # Prefer rows that improve most for me against the best opponent; on a tie keep the
        # card away from rows that are nearly full (the next player may take them).
        filled = len(row) + 1 == state.config.capacities[move.arg]
        options.append((after - before, not filled, -move.arg, move))
    delta, _, _, best = max(options, key=lambda option: option[:3])
    label = state.config.kind_label(card)
    if delta > 0:
        return best, text.HINT_PLACE_BETTER(c=label, r=best.arg + 1)
    return best, text.HINT_PLACE_SPOIL(c=label, r=best.arg + 1)
