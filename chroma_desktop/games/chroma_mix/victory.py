"""Win conditions, the end of the game, tie-breakers and the ranking of everyone else.

A condition is checked at the end of every turn, for every seat (a Slate Gray gain on another
player's turn can complete one). Once met, the round is completed so every player has had the
same number of turns (rulebook, Ending the game), and all who met a condition compete on the
tie-breakers: variable card, Ruby, Sapphire, most VP, reverse turn order. The others rank by the
rank dots in hand and play, then reverse turn order.
"""

from __future__ import annotations

from functools import lru_cache
from operator import mul

from chroma_desktop.games.chroma_mix import phrases
from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.content import Condition
from chroma_desktop.games.chroma_mix.state import EMPTY, ChromaState
from chroma_desktop.rules.api import Outcome, ScoreLine
from chroma_desktop.rules.messages import NOTHING, Message


def vp(config: ChromaConfig, cards: tuple[int, ...]) -> int:
    """The VP of a pile (Billy's Mix cards, past the card kinds, have none)."""
    return sum(map(mul, config.vp, cards))


def dots(config: ChromaConfig, cards: tuple[int, ...]) -> int:
    """The rank dots of a pile (Billy's Mix cards, past the card kinds, have none)."""
    return sum(map(mul, config.rank, cards))


@lru_cache(maxsize=256)
def _compiled(config: ChromaConfig, billy: bool, win_card: int):
    """Conditions in force with card ids turned into kinds: (bit, condition, in_play, in_hand,
    also_hold, exact counts)."""
    conditions = config.billy_conditions if billy else config.conditions
    kind = config.ids.index
    compiled = []
    for bit, condition in enumerate(conditions):
        if condition.group == "variable" and (
                win_card == EMPTY or config.ids[win_card] != condition.in_play):
            continue
        exact = dict(condition.exact_rank_counts).get(config.burgundy_variant)
        if condition.exact_rank_counts and exact is None:
            continue
        compiled.append((bit, condition,
                         kind(condition.in_play) if condition.in_play else -1,
                         kind(condition.in_hand) if condition.in_hand else -1,
                         tuple(kind(c) for c in condition.also_hold), exact))
    return tuple(compiled)


def in_force(config: ChromaConfig, billy: bool, win_card: int) -> tuple[tuple[int, Condition], ...]:
    """The conditions in force for a player (or Billy) and their bits: the variable one only for
    this game's win card, Burgundy's only in the reading the options chose."""
    return tuple((bit, condition) for bit, condition, *_ in _compiled(config, billy, win_card))


def conditions_met(state: ChromaState, seat: int) -> int:
    """Bit i set for each win condition `seat` meets now."""
    no_play = state.is_billy(seat)  # Billy has no play area
    return conditions_met_with(state, seat, state.hands[seat], () if no_play else state.play[seat])


def conditions_met_with(state: ChromaState, seat: int, hand: tuple[int, ...],
                        play: tuple[int, ...]) -> int:
    """`conditions_met` were `seat`'s hand and play area `hand` and `play` (a bot weighing a
    move asks without building the state after it); Billy's `play` is not looked at."""
    config = state.config
    billy = state.is_billy(seat)
    hand = hand[: config.kinds]
    play = (0,) * config.kinds if billy else play
    met = 0
    for bit, c, in_play, in_hand, also, exact in _compiled(config, billy, state.win_card):
        if in_play >= 0 and not play[in_play]:
            continue
        if in_hand >= 0 and not hand[in_hand]:
            continue
        if any(not hand[k] and not play[k] for k in also):
            continue
        if c.cards_at_least and sum(hand) + sum(play) < c.cards_at_least:
            continue
        if c.vp_in_play_at_least and vp(config, play) < c.vp_in_play_at_least:
            continue
        if c.vp_in_hand_at_least and vp(config, hand) < c.vp_in_hand_at_least:
            continue
        if c.tucked_dots_at_least and dots(config, state.tucked[seat]) < c.tucked_dots_at_least:
            continue
        if c.rank_cards_at_least:
            rank, least = c.rank_cards_at_least
            if sum(hand[k] + play[k] for k in config.by_rank[rank]) < least:
                continue
        if exact is not None and any(
                sum(hand[k] + play[k] for k in config.by_rank[rank]) != wanted
                for rank, wanted in exact):
            continue
        met |= 1 << bit
    return met


def _conditions(config: ChromaConfig, seat: int, bits: int) -> list[Condition]:
    conditions = config.billy_conditions if seat == config.billy else config.conditions
    return [c for bit, c in enumerate(conditions) if bits >> bit & 1]


def seat_vp(state: ChromaState, seat: int) -> int:
    """VP that count: in play (Billy: in hand, as it has no play area)."""
    config = state.config
    if state.is_billy(seat):
        return vp(config, state.hands[seat])
    return vp(config, state.play[seat])


def seat_dots(state: ChromaState, seat: int) -> int:
    config = state.config
    total = dots(config, state.hands[seat])
    return total if state.is_billy(seat) else total + dots(config, state.play[seat])


CRITERIA = {
    "variable": "a Burgundy/Mustard/Petrol victory",
    "ruby": "a Ruby victory",
    "sapphire": "a Sapphire victory",
    "point": "a Point victory",
    "most_vp": "most VP",
    "reverse_turn_order": "reverse turn order (later in the round)",
    "rank_dots": "most rank dots in hand and play",
}


def _key(state: ChromaState, seat: int, order: tuple[str, ...]) -> tuple:
    config = state.config
    groups = {c.group for c in _conditions(config, seat, state.met[seat])}
    key: list[bool | int] = []  # each criterion's value, compared in order
    for criterion in order:
        if criterion in ("variable", "ruby", "sapphire", "point"):
            key.append(criterion in groups)
        elif criterion == "most_vp":
            key.append(seat_vp(state, seat))
        elif criterion == "rank_dots":
            key.append(seat_dots(state, seat))
        elif criterion == "reverse_turn_order":
            key.append((seat - state.first) % config.seats)
    return tuple(key)


def ranking(state: ChromaState) -> tuple[list[int], Message]:
    """Seats from first to last place, and how the winner was decided among those who met a
    condition (NOTHING when only one did)."""
    config = state.config
    content = config.content
    met = [s for s in range(config.seats) if state.met[s]]
    rest = [s for s in range(config.seats) if not state.met[s]]
    met.sort(key=lambda s: _key(state, s, content.tiebreak), reverse=True)
    rest.sort(key=lambda s: _key(state, s, content.non_winner_order), reverse=True)
    explanation = NOTHING
    if len(met) > 1:
        first, second = (_key(state, s, content.tiebreak) for s in met[:2])
        criterion = next(c for c, a, b in zip(content.tiebreak, first, second, strict=True) if a != b)
        if state.is_billy(met[0]):
            explanation = phrases.BILLY_WINS_TIE(n=len(met), criterion=CRITERIA[criterion])
        else:
            explanation = phrases.WINS_TIE(n=len(met), p=met[0], criterion=CRITERIA[criterion])
    return met + rest, explanation


def outcome(state: ChromaState) -> Outcome:
    config = state.config
    order, explanation = ranking(state)
    winner = order[0] if state.met[order[0]] else None
    players = config.players
    if config.solo:
        scores: tuple[float, ...] = (1.0 if winner == 0 else 0.0,)
        if winner is not None and winner == config.billy:
            explanation = explanation or phrases.BILLY_MET()
    else:
        scores = tuple(float(players - order.index(s)) for s in range(players))
    winners = (winner,) if winner is not None and winner < players else ()
    lines = []
    for seat in range(players):
        # The score is the place (solo: the win); the conditions met, VP and rank dots decided
        # the places (Ending the game) and are shown, not added.
        if config.solo:
            place_line = ScoreLine(phrases.SOLO_WON() if scores[seat] else phrases.SOLO_LOST(),
                                   scores[seat])
        else:
            place_line = ScoreLine(phrases.PLACE(place=order.index(seat) + 1, n=players),
                                   scores[seat])
        seat_lines = [place_line]
        seat_lines += [ScoreLine(phrases.CONDITION_MET(condition=c.name), 1.0, counts=False)
                       for c in _conditions(config, seat, state.met[seat])]
        seat_lines.append(ScoreLine(phrases.VP_IN_PLAY(), float(seat_vp(state, seat)),
                                    counts=False))
        seat_lines.append(ScoreLine(phrases.RANK_DOTS(), float(seat_dots(state, seat)),
                                    counts=False))
        lines.append(tuple(seat_lines))
    return Outcome(scores, winners, explanation, tuple(lines))
