"""Chroma Mix heuristic bot: pursues the Sapphire victory (Sapphire Blue in play and 17 cards in
hand and play) by growing its cards, turns to a Point victory once cards stop growing, and takes
any win one move away.

Each print is scored by the cards its instant effect adds; Pear (a card after every printing
turn) and Slate Gray (a card after each mix of the left neighbour) are engines built early from
cards kept for them; a refill brings back the cards whose effects add cards; a mix is made for
an engine, or for Sapphire Blue once enough cards are held (routes of up to three mixes are
found in `plans.py`). When the rank-1 supply runs dry (with 3-4 players everyone hoards it),
cards stop growing: it then plays for points, and mixes rank-1 cards away, which returns them to
the supply so that cards can be gained again. When it chooses Confident Billy's mix, it picks
the mix that brings Billy least close to a win. No search and no random move: every decision
scores the legal moves from the bot's own view of the table.

The easy level (`easy_bot`) builds no engines and ignores Billy's threat.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any, Generic, TypeVar

from chroma_desktop.bots.base import BaseBot
from chroma_desktop.bots.evaluation import lead_chance
from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import phrases as ph
from chroma_desktop.games.chroma_mix import piles, victory
from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.moves import CardFrom
from chroma_desktop.games.chroma_mix.plans import (
    UNREACHABLE,
    billy_threat,
    gains,
    offered_for,
    parts,
    steps_to,
)
from chroma_desktop.games.chroma_mix.state import (
    BILLY_MIX,
    IDENTICAL,
    LAV_DISCARD,
    LAV_GAIN,
    ORANGE,
    PLAY,
    ChromaState,
)
from chroma_desktop.rules.api import Game, Move, PlayerId
from chroma_desktop.rules.common.counts import add
from chroma_desktop.rules.messages import Message, Template

WIN = 1000.0
CARD = 10.0  # one more card in hand or play
ENGINES = {"after_last_print_gain_rank": 40.0, "after_refill_gain_rank": 15.0,
           "all_actions_each_turn": 20.0, "left_neighbour_mix_may_gain_rank": 30.0}
# With the rank-1 supply dry nobody gains cards; a rank-1 card mixed away goes back to the supply
# (rulebook, Mix), where it can be gained again: worth this much to the bot that frees it.
DRY_RETURN = 12.0
SAPPHIRE_MIX_AT = 8  # work toward Sapphire Blue once this many cards are held


class ChromaMixHeuristicBot(BaseBot):
    """`level="easy"` plans only for its own win condition: it builds no engine (Pear, Slate
    Gray, Jungle...: their continuous effects count for nothing) and, in the solo game, gives
    Confident Billy any mix, blind to the threat. Weaker by what it considers, not by blunders."""

    name = "heuristic"

    def __init__(self, level: str = "normal") -> None:
        self.level = level

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        return self._best(game, view, player)[0]

    def hint(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Message]:
        """The move this bot would make, with a one-line reason."""
        move, why = self._best(game, view, player)
        return move, why()

    def _best(self, game: Game, view: Any, player: PlayerId
              ) -> tuple[Move, Callable[[], Message]]:
        """The best-scored legal move and how to say why: the words are built only when asked
        (every decision of the search's playouts chooses, and none of them is said)."""
        legal = game.legal_moves(view, player)
        if len(legal) == 1:
            return legal[0], _why(ph.HINT_ONLY_MOVE)
        best: tuple[float, Move, Callable[[], Message]] | None = None
        weighing = Weighing(view, player, self.level != "easy")
        for move in legal:
            value, reason = score(view, player, move, self.level, weighing)
            if best is None or value > best[0]:
                best = (value, move, reason)
        if best is None:
            raise ValueError(f"seat {player + 1} has no legal move to hint")
        return best[1], best[2]


def easy_bot() -> ChromaMixHeuristicBot:
    """The easy level (the manifest's `easy` bot)."""
    return ChromaMixHeuristicBot(level="easy")


# The search (bots/search.py) plays Chroma Mix's playouts to the end (SEARCH_DEPTH None): cut
# after 12 decisions and scored by `evaluate`, Hard won 2 of 10 games against Normal, to the end
# 5 of 10 (benchmarks/search_bot.py, 48 playouts a decision). In `evaluate` a lead of
# EVALUATION_SCALE (in the values above) makes a win three times as likely as a loss.
SEARCH_DEPTH = None
EVALUATION_SCALE = 30.0


def evaluate(state: ChromaState, player: int) -> float:
    """The search's estimate of `player`'s chance of winning from `state` (0..1): each seat's
    `position_value` against the best other seat's (solo: Confident Billy's)."""
    values = [position_value(state, seat) for seat in range(state.config.seats)]
    return lead_chance(values, player, EVALUATION_SCALE)


def position_value(state: ChromaState, seat: int) -> float:
    """What `seat` has toward a win, in the values the bot plays by: a condition met, else each
    card in hand at its `keep_value` and each in play at its `play_value` (engines, Sapphire
    Blue), and, once points count, the VP in play."""
    if state.met[seat]:
        return WIN
    config = state.config
    billy = state.is_billy(seat)
    hand = state.hands[seat][:config.kinds]
    value = sum(keep_value(state, seat, kind, not billy) * count
                for kind, count in enumerate(hand) if count)
    if not billy:
        value += sum(play_value(state, seat, kind) * count
                     for kind, count in enumerate(state.play[seat]) if count)
        value += vp_weight(state, seat) * victory.seat_vp(state, seat)
    return value


TARGETS = ("sapphire_blue", "pear", "slate_gray")  # the victory card and the engines
def _held(state: ChromaState, seat: int, card: str) -> int:
    kind = state.config.ids.index(card)
    return state.hands[seat][kind] + state.play[seat][kind]


def cards_held(state: ChromaState, seat: int) -> int:
    return sum(state.hands[seat]) + sum(state.play[seat])


def wins_with(state: ChromaState, seat: int, hand, play) -> bool:
    return victory.conditions_met_with(state, seat, hand, play) != 0


# Engines and the rank-1 cards that make each of them in two mixes (a rank-2 card in hand
# stands for the two rank-1 cards it was mixed from).
RECIPES = {
    "pear": ("light_yellow", "light_yellow", "soft_cyan"),
    "slate_gray": ("soft_cyan", "pale_magenta", "light_yellow"),
}
ENGINE_LIMIT = 2


def _engine_targets(state: ChromaState, seat: int, engines: bool = True) -> list[str]:
    config = state.config
    return [name for name in RECIPES if _held(state, seat, name) < ENGINE_LIMIT
            and piles.available(state, config.ids.index(name))
            and engine_value(state, seat, config.ids.index(name), engines)]


def reserved(state: ChromaState, seat: int, engines: bool = True,
             targets: list[str] | None = None) -> dict[int, int]:
    """Hand cards kept for the next engine (Pear, or Slate Gray): the recipe closest to done.
    `targets`: `_engine_targets`, if the caller has them."""
    config = state.config
    hand = state.hands[seat]
    best: dict[int, int] = {}
    best_missing = 99
    if cards_held(state, seat) >= 15:
        return best  # late in the game engines no longer pay
    if targets is None:
        targets = _engine_targets(state, seat, engines)
    if not targets:
        return best
    have = dict(enumerate(hand))
    for kind, parts_of_it in _mixed_from(config):  # intermediates already mixed count as their parts
        if hand[kind]:
            for rank1, amount in parts_of_it:
                have[rank1] = have.get(rank1, 0) + amount * hand[kind]
    for name in targets:
        need = _recipe_needs(config)[name]
        missing = sum(max(0, n - have.get(k, 0)) for k, n in need.items())
        if missing < best_missing:
            best, best_missing = need, missing
    return best


@lru_cache(maxsize=64)
def _recipe_needs(config: ChromaConfig) -> dict[str, dict[int, int]]:
    """Per engine of RECIPES, how many of each card kind its recipe takes."""
    needs = {}
    for name, cards in RECIPES.items():
        need: dict[int, int] = {}
        for card in cards:
            kind = config.ids.index(card)
            need[kind] = need.get(kind, 0) + 1
        needs[name] = need
    return needs


@lru_cache(maxsize=64)
def _mixed_from(config: ChromaConfig) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """The rank-2 cards of one composition, each with the rank-1 cards it stands for and how
    many of each."""
    found = []
    for kind in range(config.kinds):
        if config.rank[kind] == 2 and len(config.pigments[kind]) == 1:
            pigments = config.pigments[kind][0]
            pairs = []
            for part, amount in enumerate(pigments):
                unit = tuple(int(i == part) for i in range(len(pigments)))
                pairs += [(rank1, amount) for rank1 in config.results.get(unit, ())]
            found.append((kind, tuple(pairs)))
    return tuple(found)


def engine_value(state: ChromaState, seat: int, kind: int, engines: bool = True) -> float:
    """What a card's continuous effect is worth as an engine (nothing to a bot that builds none)."""
    if not engines:
        return 0.0
    config = state.config
    play = state.play[seat]
    total = 0.0
    for name, _value in config.content.cards[kind].continuous:
        if name == "left_neighbour_mix_may_gain_rank" and config.solo and not config.slate_on_billy:
            continue  # Billy's mixes do not trigger Slate Gray under this reading of the rules
        if config.stacks[kind] or not piles.has(config, play, name):
            total += ENGINES.get(name, 0.0)
    return total


def vp_weight(state: ChromaState, seat: int) -> float:
    """How much a VP in play counts: nothing while cards are still wanted; once 17 cards are
    held without a Sapphire Blue in reach, the bot turns to a Point victory."""
    if gain_factor(state) < 1:
        return 15.0  # no rank-1 card left to gain: cards no longer grow
    held = cards_held(state, seat)
    if held < 15:
        return 0.0
    return min(15.0, 3.0 * (held - 14))


def gain_factor(state: ChromaState) -> float:
    """Cards gained are worth nothing once the rank-1 supply is empty."""
    return 1.0 if any(state.supply[k] for k in state.config.by_rank[1]) else 0.1


T = TypeVar("T")


class _once(Generic[T]):  # noqa: N801 (used as a decorator, like functools.cached_property)
    """A value a `Weighing` works out the first time it is asked, then an attribute like any
    other. (`functools.cached_property` takes a lock on every first look, a cost paid at every
    decision of every playout.)"""

    def __init__(self, work: Callable[[Any], T]) -> None:
        self.work, self.name = work, work.__name__

    def __get__(self, weighing: Any, owner: type | None = None) -> T:
        value = weighing.__dict__[self.name] = self.work(weighing)
        return value


class Weighing:
    """One decision: what every legal move is weighed against, each worked out once when first
    asked (the bot scores every move from the same view, and most of what a score looks at, as
    the engines still wanted or the mixes a hand is from a card, does not depend on the move).
    A playout of the search makes a decision at every step, so these are plain attributes and
    dictionaries, looked up without a call."""

    def __init__(self, state: ChromaState, seat: int, engines: bool = True) -> None:
        self.state, self.seat, self.engines = state, seat, engines
        self._steps: dict[tuple[tuple[int, ...], int], int] = {}
        self._offered: dict[int, tuple[int, ...]] = {}
        self._engine: dict[int, float] = {}
        self._keep: dict[int, float] = {}
        self._kept_in_play: dict[int, float] = {}

    @_once
    def _targets(self) -> list[str]:
        return _engine_targets(self.state, self.seat, self.engines)

    @_once
    def _reserved(self) -> dict[int, int]:
        return reserved(self.state, self.seat, self.engines, self._targets)

    @_once
    def _held(self) -> int:
        return cards_held(self.state, self.seat)

    @_once
    def _gain(self) -> float:
        return gain_factor(self.state)

    @_once
    def _vp(self) -> float:
        return vp_weight(self.state, self.seat)

    @_once
    def _refill(self) -> float:
        return _refill_turn(self.state, self.seat, self.engines)

    @_once
    def choose_targets(self) -> tuple[tuple[int, float], ...]:
        """The cards a card gained may bring closer (`choose_value`), with what one step closer
        is worth: Sapphire Blue while none is held, the engines still wanted."""
        return self._targets_weighed(6.0, 15.0, 0)

    @_once
    def mix_targets(self) -> tuple[tuple[int, float], ...]:
        """The cards a mix may bring closer (`mix_value`), with the weight of a step: Sapphire
        Blue while none is held once SAPPHIRE_MIX_AT cards are, the engines still wanted."""
        return self._targets_weighed(60.0, 25.0, SAPPHIRE_MIX_AT)

    def _targets_weighed(self, sapphire: float, engine: float,
                         least_held: int) -> tuple[tuple[int, float], ...]:
        state, ids = self.state, self.state.config.ids
        weighed = []
        for target_name in TARGETS:
            if target_name == "sapphire_blue":
                if _held(state, self.seat, target_name) or self._held < least_held:
                    continue
                weighed.append((ids.index(target_name), sapphire))
            elif target_name in self._targets:
                weighed.append((ids.index(target_name), engine))
        return tuple(weighed)

    @_once
    def mixes_into_play(self) -> bool:
        """A mixed card goes straight into play (Orange's continuous effect, in play)."""
        return piles.has(self.state.config, self.state.play[self.seat], "mix_result_to_play")

    def engine_targets(self) -> list[str]:
        return self._targets

    def reserved(self) -> dict[int, int]:
        return self._reserved

    def held(self) -> int:
        return self._held

    def gain_factor(self) -> float:
        return self._gain

    def vp_weight(self) -> float:
        return self._vp

    def refill_turn(self) -> float:
        return self._refill

    def steps_to(self, hand: tuple[int, ...], target: int) -> int:
        known = self._steps.get((hand, target))
        if known is None:
            offered = self._offered.get(target)
            if offered is None:
                offered = self._offered[target] = offered_for(self.state, target)
            known = self._steps[(hand, target)] = steps_to(self.state, hand, target, offered)
        return known

    def engine(self, kind: int) -> float:
        known = self._engine.get(kind)
        if known is None:
            known = self._engine[kind] = engine_value(self.state, self.seat, kind, self.engines)
        return known

    def keep(self, kind: int) -> float:
        known = self._keep.get(kind)
        if known is None:
            known = self._keep[kind] = keep_value(self.state, self.seat, kind, self.engines)
        return known

    def kept_in_play(self, kind: int) -> float:
        known = self._kept_in_play.get(kind)
        if known is None:
            known = self._kept_in_play[kind] = play_value(self.state, self.seat, kind,
                                                          self.engines)
        return known


def print_value(weighing: Weighing, kind: int, instant: bool = True) -> float:
    state, seat = weighing.state, weighing.seat
    config = state.config
    hand, play = state.hands[seat], state.play[seat]
    value = (config.vp[kind] * (1 + weighing.vp_weight())
             + weighing.engine(kind))
    if instant:
        value += CARD * gains(config)[kind] * weighing.gain_factor()
    if wins_with(state, seat, add(hand, kind, -1), add(play, kind)):
        value += WIN
    if config.ids[kind] == "sapphire_blue" and not _held_in_play(state, seat, kind):
        value += 100.0
    if instant and hand[kind] <= weighing.reserved().get(kind, 0):
        value -= 15.0
    return value


def _held_in_play(state: ChromaState, seat: int, kind: int) -> bool:
    return state.play[seat][kind] > 0


def keep_value(state: ChromaState, seat: int, kind: int, engines: bool = True) -> float:
    """What a card in hand is worth: its future print, Sapphire most of all."""
    config = state.config
    if config.ids[kind] == "sapphire_blue":
        return 60.0
    return CARD * (1 + gains(config)[kind]) + engine_value(state, seat, kind, engines) * 0.8


def play_value(state: ChromaState, seat: int, kind: int, engines: bool = True) -> float:
    """What a card in play is worth keeping there."""
    config = state.config
    if config.ids[kind] == "sapphire_blue":
        return 200.0
    return CARD + engine_value(state, seat, kind, engines) + config.vp[kind]


# -- scoring each move ------------------------------------------------------------------------
def _why(template: Template, **slots: object) -> Callable[[], Message]:
    """How to say why a move is worth playing, said only for the move chosen."""
    return lambda: template(**slots)


def score(state: ChromaState, seat: int, move: Move, level: str = "normal",
          weighing: Weighing | None = None) -> tuple[float, Callable[[], Message]]:
    """The move's value, and how to say why (built only for the move chosen). The easy level
    values no engine and ignores Confident Billy's threat (every mix for Billy is alike).
    `weighing`: this decision's, shared by all its moves."""
    config = state.config
    top = state.top or ()
    frame = top[0] if top else None
    kind, arg = move.kind, move.arg
    engines = level != "easy"
    if weighing is None:
        weighing = Weighing(state, seat, engines)
    if frame == BILLY_MIX:
        if not engines:
            return 0.0, _why(ph.HINT_MOVE, move=mv.to_text(config, move))
        return -billy_threat(state, move), _why(ph.HINT_BILLY_MIX)
    if kind == mv.SKIP:
        if frame == ORANGE:
            return CARD * gains(config)[top[2]], _why(ph.HINT_KEEP_FOR_EFFECT)
        return 0.0, _why(ph.HINT_NOTHING_WORTH)
    if kind in (mv.PRINT_, mv.PLACE):
        value = print_value(weighing, arg, kind == mv.PRINT_)
        return value, _why(ph.HINT_PRINT, c=config.names[arg])
    if kind == mv.MIX_:
        return (mix_value(weighing, arg.inputs, arg.result),
                _why(ph.HINT_MIX, c=config.names[arg.result]))
    if kind == mv.CHOOSE:
        cards = arg if isinstance(arg, tuple) else (arg,)
        if frame == LAV_GAIN:
            value = sum(CARD * gains(config)[k] for k in cards)
        elif frame == IDENTICAL:
            value = CARD * min(top[2], state.supply[arg]) + choose_value(weighing, arg)
        else:
            value = sum(choose_value(weighing, k) for k in cards)
        return value, lambda: ph.HINT_TAKE(cards=" and ".join(config.names[k] for k in cards))
    if kind == mv.REFILL_:
        return refill_value(weighing, arg, frame), (
            _why(ph.HINT_TAKE_BACK if arg is not None else ph.HINT_REFILL_NOTHING))
    if kind == mv.DONE:
        return 0.0, _why(ph.HINT_KEEP_IN_PLAY)
    if kind == mv.SWAP_:
        lost = weighing.keep(arg.given) if arg.given is not None else 0.0
        return (weighing.keep(arg.taken) - lost - 15.0,
                _why(ph.HINT_SWAP, c=config.names[arg.taken]))
    if kind == mv.DISCARD:
        card = arg.kind
        lost = weighing.kept_in_play(card) if arg.loc == PLAY else weighing.keep(card)
        if frame == LAV_DISCARD:
            return -lost, _why(ph.HINT_REVERSE_MIX, c=config.names[card])
        return 15.0 - lost, _why(ph.HINT_DISCARD, c=config.names[card])
    if kind == mv.TUCK_:
        return -1.0, _why(ph.HINT_TUCK)
    return 0.0, _why(ph.HINT_MOVE, move=mv.to_text(config, move))


def _refill_turn(state: ChromaState, seat: int, engines: bool) -> float:
    """What a whole turn of refilling brings back, whichever card is taken first."""
    config = state.config
    jungles = piles.count(config, state.play[seat], "after_refill_gain_rank")
    hand = state.hands[seat]
    hand_gain = max((gains(config)[k] for k in range(config.kinds) if hand[k]), default=0.0)
    back = [gains(config)[k] for k, n in enumerate(state.play[seat]) for _ in range(n)
            if gains(config)[k] and not engine_value(state, seat, k, engines)
            and config.ids[k] != "sapphire_blue"]
    value = CARD * (jungles + sum(g - 1 for g in back if g > 1))
    if not hand_gain:
        value += CARD * min(len(back), 3)
    return value


def choose_value(weighing: Weighing, kind: int) -> float:
    """A card an effect gives: generators first, and what brings Sapphire Blue or Pear closer."""
    state, seat = weighing.state, weighing.seat
    value = weighing.keep(kind)
    hand = state.hands[seat]
    if hand[kind] < weighing.reserved().get(kind, 0):
        value += 25.0
    targets = weighing.choose_targets
    if targets:
        after = add(hand, kind)
        for target, weight in targets:
            if weighing.steps_to(after, target) < weighing.steps_to(hand, target):
                value += weight
    return value


def mix_value(weighing: Weighing, inputs: tuple[CardFrom, ...], result: int) -> float:
    state, seat = weighing.state, weighing.seat
    config = state.config
    name = config.ids[result]
    lost = sum(weighing.kept_in_play(card.kind) if card.loc == PLAY else weighing.keep(card.kind)
               for card in inputs)
    play = state.play[seat]
    if (weighing.mixes_into_play
            and all(card.loc != PLAY for card in inputs)
            and wins_with(state, seat, state.hands[seat], add(play, result))):
        return WIN
    value = -lost - 5.0
    if weighing.gain_factor() < 1:
        # The supply is dry: freeing rank-1 cards lets cards be gained again (by the result's
        # own effect too, once printed).
        freed = sum(1 for card in inputs if config.rank[card.kind] == 1)
        value += DRY_RETURN * freed + CARD * gains(config)[result] * min(freed, 1)
    targets = weighing.mix_targets
    if targets:
        hand = state.hands[seat]
        after = list(hand)
        for card in inputs:
            if card.loc != PLAY:
                after[card.kind] -= 1
        after[result] += 1
        mixed = tuple(after)
        for target, weight in targets:
            now = weighing.steps_to(mixed, target)
            if now < weighing.steps_to(hand, target):
                value += weight * (4 - now)
    if name not in TARGETS:
        value += weighing.engine(result) * 0.5
    weight = weighing.vp_weight()
    if weight:  # Point victory: mixing up into cards worth more VP; the hand is only pigments
        value += lost - sum(weight * config.vp[card.kind] + 2.0 for card in inputs)
        value += weight * config.vp[result] + 5.0
    return value


def refill_value(weighing: Weighing, kind: int | None, frame) -> float:
    """Bring back cards whose effects add cards, never Sapphire Blue or an engine. A whole turn
    of refilling pays only for cards adding more than one card, or when the hand has no card
    that adds any."""
    state, seat = weighing.state, weighing.seat
    config = state.config
    jungles = piles.count(config, state.play[seat], "after_refill_gain_rank")
    action = frame is None
    if kind is not None and (weighing.engine(kind)
                             or config.ids[kind] == "sapphire_blue" or not gains(config)[kind]):
        return -50.0
    if not action:
        return 1.0 if kind is not None else 0.0
    if kind is None:
        return CARD * jungles - (12.0 if jungles else 30.0)  # no Jungle: a turn for nothing
    hand = state.hands[seat]
    value = weighing.refill_turn()
    sapphire = config.ids.index("sapphire_blue")
    if (kind in parts(config, sapphire) and not _held(state, seat, "sapphire_blue")
            and weighing.held() >= SAPPHIRE_MIX_AT
            and weighing.steps_to(hand, sapphire) == UNREACHABLE):
        pool = tuple(h + (p if k in parts(config, sapphire) else 0)
                     for k, (h, p) in enumerate(zip(hand, state.play[seat], strict=True)))
        if weighing.steps_to(pool, sapphire) < UNREACHABLE:
            value += 40.0  # the cards for Sapphire Blue are in play: take them back
    return value - 12.0
