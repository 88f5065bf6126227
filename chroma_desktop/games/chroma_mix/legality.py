"""Whether one move answers the decision in front of a player, checked against the rules.

`apply` asks this instead of listing every move of the decision (`turns.decision_moves`): a
record replays one move a ply, and listing every mix and swap at each ply cost most of the time
a long game took to open. The answer is exactly `move in turns.decision_moves(state)`: each
check below restates, for one move kind, the rule that `turns.action_moves` or
`effects.frame_moves` lists moves by. Two cases are looked up in the listed moves instead:
Confident Billy's mix (a mix is legal for Billy only if no mix takes a card it lacks, so every
mix must be known), and a move whose parts are not plain card kinds (which may still equal a
listed move, as `True == 1`); both are rare.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import piles, turns
from chroma_desktop.games.chroma_mix.config import MAX_MIX_RANK, ChromaConfig
from chroma_desktop.games.chroma_mix.moves import CardFrom
from chroma_desktop.games.chroma_mix.state import (
    GAIN,
    HAND,
    IDENTICAL,
    LAV_DISCARD,
    LAV_GAIN,
    LAV_PRINT,
    MAY_PRINT,
    ORANGE,
    PLAY,
    PRINTS,
    PRISM,
    REFILLING,
    TUCK,
    ChromaState,
)
from chroma_desktop.rules.api import Move

# A check answers True or False, or None when the move must be looked up in the listed moves.
Check = Callable[..., bool | None]


def is_legal(state: ChromaState, move: Move) -> bool:
    """Whether `move` (its argument named by `moves.typed`) is one of the moves of the decision
    in front of the seat that acts now; `state` must wait for a seat, not chance or nobody."""
    kind, arg = move.kind, move.arg
    top = state.top
    answer: bool | None = None
    if type(kind) is str:
        if top is None:
            check = _ACTIONS.get(kind)
            answer = check(state, state.current, arg) if check else False
        else:
            check = _FRAMES.get((top[0], kind))
            if check is not None:
                answer = check(state, top, arg)
            elif top[0] in _FRAMES_CHECKED:
                answer = False
    if answer is None:
        return move in turns.decision_moves(state)
    return answer


def _is_kind(config: ChromaConfig, value: Any) -> bool:
    return type(value) is int and 0 <= value < config.kinds


def _plain_card(config: ChromaConfig, value: Any) -> bool:
    """A CardFrom of plain ints naming a card kind (its place is checked by the rule)."""
    return (type(value) is CardFrom and type(value.loc) is int
            and _is_kind(config, value.kind))


def _may_print(state: ChromaState, seat: int, kind: int) -> bool:
    """A hand card that may enter play (Emerald Green: at most one in play)."""
    return bool(state.hands[seat][kind]) and piles.may_enter_play(
        state.config, state.play[seat], kind)


# -- the action decision (turns.action_moves) -------------------------------------------------
def _print_action(state: ChromaState, seat: int, arg: Any) -> bool | None:
    if not _is_kind(state.config, arg):
        return None
    return turns.allowed_actions(state)[0] and _may_print(state, seat, arg)


def _mix_action(state: ChromaState, seat: int, arg: Any) -> bool | None:
    """Rulebook, Mix (as `piles.mix_options`): 2 hand cards, from play too with Coral, any number
    with Raspberry, at most four pigments, into an available card of exactly their pigments."""
    config = state.config
    inputs, result = arg
    if (type(inputs) is not tuple or not _is_kind(config, result)
            or not all(_plain_card(config, card) for card in inputs)):
        return None
    if not turns.allowed_actions(state)[1]:
        return False
    hand, play = state.hands[seat], state.play[seat]
    any_number = piles.has(config, play, "mix_any_number")
    least = config.mix_min_cards if any_number else 2
    most = MAX_MIX_RANK if any_number else 2
    if not least <= len(inputs) <= most or list(inputs) != sorted(inputs):
        return False
    from_play = piles.has(config, play, "mix_from_play_area")
    if sum(config.rank[card.kind] for card in inputs) > MAX_MIX_RANK:
        return False
    for card in inputs:
        if card.loc == HAND:
            have = hand[card.kind]
        elif card.loc == PLAY and from_play:
            have = play[card.kind]
        else:
            return False
        if inputs.count(card) > have:
            return False
    kinds = tuple(sorted(card.kind for card in inputs))
    return result in piles.candidates(config, kinds) and piles.available(state, result) > 0


def _refill_action(state: ChromaState, seat: int, arg: Any) -> bool | None:
    if arg is not None and not _is_kind(state.config, arg):
        return None
    if not turns.allowed_actions(state)[2]:
        return False
    return arg is None or bool(state.play[seat][arg])


def _swap_action(state: ChromaState, seat: int, arg: Any) -> bool | None:
    """Swap: a hand card for a different rank-1 card of the supply; with an empty hand, a Light
    Yellow for nothing."""
    config = state.config
    given, taken = arg
    if not _is_kind(config, taken) or (given is not None and not _is_kind(config, given)):
        return None
    if not turns.allowed_actions(state)[3]:
        return False
    if config.rank[taken] != 1 or not state.supply[taken]:
        return False
    if given is None:
        return state.hand_size(seat) == 0 and config.ids[taken] == "light_yellow"
    return given != taken and bool(state.hands[seat][given])


def _skip_action(state: ChromaState, seat: int, arg: Any) -> bool | None:
    """Skip ends a turn once an action was taken (Key or Lemon would allow another)."""
    return arg is None and bool(state.used)


_ACTIONS: dict[str, Check] = {
    mv.PRINT_: _print_action, mv.MIX_: _mix_action, mv.REFILL_: _refill_action,
    mv.SWAP_: _swap_action, mv.SKIP: _skip_action,
}


# -- the decisions of effects (effects.frame_moves) -------------------------------------------
def _skip(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    return arg is None


def _gain_choice(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    if not _is_kind(state.config, arg):
        return None
    return arg in frame[2] and piles.available(state, arg) > 0


def _gain_skip(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    return arg is None and bool(frame[3])  # only "may" gains (Slate Gray) can be declined


def _identical_choice(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    config = state.config
    if not _is_kind(config, arg):
        return None
    return config.rank[arg] == 1 and bool(state.supply[arg])


def _offered_print(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    """Fuchsia's gained card, or Orange's mixed card: that card, if it may enter play."""
    if not _is_kind(state.config, arg):
        return None
    return arg == frame[2] and _may_print(state, frame[1], arg)


def _violet_print(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    if not _is_kind(state.config, arg):
        return None
    return arg not in frame[3] and _may_print(state, frame[1], arg)


def _lavender_print(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    if not _is_kind(state.config, arg):
        return None
    return arg in frame[2] and _may_print(state, frame[1], arg)


def _refill_card(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    """A refill returns play cards one by one (up to Light Yellow's limit), or none at all."""
    limit, returned = frame[2], frame[3]
    if arg is None:
        return not returned
    if not _is_kind(state.config, arg):
        return None
    return (not limit or len(returned) < limit) and bool(state.play[frame[1]][arg])


def _refill_done(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    return arg is None and bool(frame[3])


def _tuck(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    if not _is_kind(state.config, arg):
        return None
    return arg in frame[2] and bool(state.hands[frame[1]][arg])


def _held(state: ChromaState, seat: int, card: CardFrom) -> bool:
    """A card of the hand or of the play area that a discard names."""
    if card.loc == HAND:
        return bool(state.hands[seat][card.kind])
    return card.loc == PLAY and bool(state.play[seat][card.kind])


def _lavender_discard(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    config = state.config
    if not _plain_card(config, arg):
        return None
    return config.rank[arg.kind] in frame[2] and _held(state, frame[1], arg)


def _lavender_gain(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    """Lavender: two available cards whose pigments add up to the discarded card's."""
    config = state.config
    if type(arg) is not tuple or len(arg) != 2 or not all(_is_kind(config, k) for k in arg):
        return None
    a, b = arg
    if arg not in piles.reverse_pairs(config, frame[2]):
        return False
    return piles.available(state, a) >= (2 if a == b else 1) and piles.available(state, b) > 0


def _prism_ready(state: ChromaState) -> bool:
    """Prism's "may discard, then gain a rank-2 card" is offered only with a rank-2 card to gain."""
    return any(piles.available(state, k) for k in state.config.by_rank[2])


def _prism_discard(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    if not _plain_card(state.config, arg):
        return None
    return _held(state, frame[1], arg) and _prism_ready(state)


def _prism_skip(state: ChromaState, frame: tuple, arg: Any) -> bool | None:
    return arg is None and _prism_ready(state)


_FRAMES: dict[tuple[str, str], Check] = {
    (GAIN, mv.CHOOSE): _gain_choice, (GAIN, mv.SKIP): _gain_skip,
    (IDENTICAL, mv.CHOOSE): _identical_choice,
    (MAY_PRINT, mv.PRINT_): _offered_print, (MAY_PRINT, mv.SKIP): _skip,
    (ORANGE, mv.PLACE): _offered_print, (ORANGE, mv.SKIP): _skip,
    (PRINTS, mv.PRINT_): _violet_print,
    (LAV_PRINT, mv.PRINT_): _lavender_print,
    (REFILLING, mv.REFILL_): _refill_card, (REFILLING, mv.DONE): _refill_done,
    (TUCK, mv.TUCK_): _tuck, (TUCK, mv.SKIP): _skip,
    (LAV_DISCARD, mv.DISCARD): _lavender_discard,
    (LAV_GAIN, mv.CHOOSE): _lavender_gain,
    (PRISM, mv.DISCARD): _prism_discard, (PRISM, mv.SKIP): _prism_skip,
}
# Frames whose every move kind is in _FRAMES: any other kind does not answer them.
_FRAMES_CHECKED = frozenset(name for name, _kind in _FRAMES)
