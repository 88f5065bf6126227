"""Card effects: instant effects as frames pushed on the stack, and each frame's decisions.

Every frame answers one decision (`frame_moves`) and `apply_frame` resolves the chosen move. An
effect resolves as much as possible (rulebook, Print): a choice with nothing available has no
moves and is dropped. Only "may" and "up to" effects offer `skip` (rulebook, Partial moves).
"""

from __future__ import annotations

from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import phrases, piles
from chroma_desktop.games.chroma_mix.state import (
    BILLY_MIX,
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
from chroma_desktop.rules.api import IllegalMoveError, Move
from chroma_desktop.rules.common.counts import add, replace_at


def push(state: ChromaState, *frames: tuple) -> ChromaState:
    """Push frames; the last one given is resolved first."""
    return state._replace(stack=state.stack + frames)


def pop(state: ChromaState) -> ChromaState:
    return state._replace(stack=state.stack[:-1])


def replace_top(state: ChromaState, frame: tuple | None) -> ChromaState:
    rest = state.stack[:-1]
    return state._replace(stack=rest if frame is None else (*rest, frame))


def instant_frames(state: ChromaState, seat: int, kind: int) -> tuple[tuple, ...]:
    """The frames of `kind`'s instant effects, first effect last (so it resolves first)."""
    config = state.config
    frames: list[tuple] = []  # each a decision frame (the stack's kinds of tuple)
    for effect in config.instant[kind]:
        name = effect.kind
        if name in ("gain", "gain_choice"):
            frames.append((GAIN, seat, tuple(config.ids.index(c) for c in effect.cards), False,
                           False))
        elif name == "gain_rank":
            frames.append((GAIN, seat, config.by_rank[effect.rank], False, effect.then_may_print))
        elif name == "gain_identical":
            frames.append((IDENTICAL, seat, effect.amount))
        elif name == "refill":
            frames.append((REFILLING, seat, effect.amount, ()))
        elif name == "reverse_mix":
            frames.append((LAV_DISCARD, seat, effect.ranks))
        elif name == "may_discard_then_gain":
            frames.append((PRISM, seat))
        elif name == "extra_prints":
            forbid = tuple(config.ids.index(c) for c in effect.cards)
            frames.append((PRINTS, seat, effect.amount, forbid))
    return tuple(reversed(frames))


def print_card(state: ChromaState, seat: int, kind: int, *, normal: bool,
               instant: bool = True) -> ChromaState:
    """A print: the card goes from hand to play; its instant effects follow unless Orange placed it.

    Every print counts for Pear. Key's extra actions start this turn after a normal print
    (rulebook, Key ruling: "printed (normally and not by Orange)"); the option `key_print=any`
    reads it as any print but Orange's (whose placement has no instant effect either). Prints by
    effects never use up an action.
    """
    config = state.config
    state = piles.move_to_play(state, seat, kind)
    key_ok = state.key_ok
    if kind in (k for k, _ in config.effect_kinds.get("all_actions_each_turn", ())) and (
            normal or (config.key_any_print and instant)):
        key_ok = True
    state = state._replace(printed=True, key_ok=key_ok)
    if instant:
        state = push(state, *instant_frames(state, seat, kind))
    return state


def gain_frames(state: ChromaState, seat: int, effect: str, optional: bool) -> tuple[tuple, ...]:
    """One rank-1 gain per copy of a stacking continuous effect (Jungle, Pear, Slate Gray)."""
    copies = piles.count(state.config, state.play[seat], effect)
    return ((GAIN, seat, state.config.by_rank[1], optional, False),) * copies


def complete_refill(state: ChromaState, seat: int, returned: tuple[int, ...]) -> ChromaState:
    """After a Refill resolves: Jungle (still in play) adds rank-1 cards; Mustard may tuck.

    Rulebook, Jungle ruling: a Jungle returned by the refill is no longer in play, so it does
    not trigger. Light Yellow's refill is a refill too, so it triggers Jungle (card text).
    """
    config = state.config
    state = pop(state)
    play = state.play[seat]
    frames = gain_frames(state, seat, "after_refill_gain_rank", optional=False)
    tuck = piles.value(config, play, "refill_may_tuck")
    if tuck and returned:
        frames += ((TUCK, seat, tuple(sorted(returned)), tuck),)
    return push(state, *frames)


def frame_moves(state: ChromaState, frame: tuple) -> list[Move]:
    """The moves that answer `frame` (which is the top of the stack)."""
    config = state.config
    name, seat = frame[0], frame[1]
    if name == BILLY_MIX:
        return [mv.billy_move(config, inputs, result)
                for inputs, result in piles.billy_mix_options(state)]
    hand, play = state.hands[seat], state.play[seat]
    if name == GAIN:
        moves = [mv.choose_move(config, seat, k) for k in frame[2] if piles.available(state, k)]
        return moves + [mv.SKIP_MOVE] if frame[3] else moves
    if name == IDENTICAL:
        # Any kind still in the supply: all the copies wanted are taken, or as many as are left
        # (rulebook: Betty's Cerulean adds the one Soft Cyan left; Turquoise takes all three).
        return [mv.choose_move(config, seat, k) for k in config.by_rank[1] if state.supply[k]]
    if name in (MAY_PRINT, ORANGE):
        kind = frame[2]
        maker = mv.print_move if name == MAY_PRINT else mv.place_move
        ok = hand[kind] and piles.may_enter_play(config, play, kind)
        return ([maker(config, seat, kind)] if ok else []) + [mv.SKIP_MOVE]
    if name == PRINTS:
        forbid = frame[3]
        return [mv.print_move(config, seat, k) for k in range(config.kinds)
                if hand[k] and k not in forbid and piles.may_enter_play(config, play, k)]
    if name == LAV_PRINT:
        return [mv.print_move(config, seat, k) for k in sorted(set(frame[2]))
                if hand[k] and piles.may_enter_play(config, play, k)]
    if name == REFILLING:
        limit, returned = frame[2], frame[3]
        moves = []
        if not limit or len(returned) < limit:
            moves = [mv.refill_move(config, seat, k) for k in range(config.kinds) if play[k]]
        return moves + [mv.DONE_MOVE if returned else mv.refill_move(config, seat, None)]
    if name == TUCK:
        return [mv.tuck_move(config, seat, k) for k in sorted(set(frame[2])) if hand[k]] + [
            mv.SKIP_MOVE]
    if name == LAV_DISCARD:
        ranks = frame[2]
        return [mv.discard_move(config, seat, loc, k) for loc, cards in ((HAND, hand), (PLAY, play))
                for k in range(config.kinds) if cards[k] and config.rank[k] in ranks]
    if name == LAV_GAIN:
        moves = []
        for a, b in piles.reverse_pairs(config, frame[2]):
            if piles.available(state, a) >= (2 if a == b else 1) and piles.available(state, b):
                moves.append(mv.choose_move(config, seat, (a, b)))
        return moves
    if name == PRISM:
        if not any(piles.available(state, k) for k in config.by_rank[2]):
            return []
        return [mv.discard_move(config, seat, loc, k) for loc, cards in ((HAND, hand), (PLAY, play))
                for k in range(config.kinds) if cards[k]] + [mv.SKIP_MOVE]
    raise IllegalMoveError(phrases.NO_DECISION_FOR(effect=name))


def apply_frame(state: ChromaState, frame: tuple, move: Move) -> ChromaState:
    """Resolve `move` (one of `frame_moves`) for the frame on top of the stack."""
    config = state.config
    name, seat, kind, arg = frame[0], frame[1], move.kind, move.arg
    if kind == mv.SKIP:
        return pop(state)
    if name == GAIN:
        state = piles.take(pop(state), arg, seat)
        # Fuchsia: "add a rank 1 card to your hand, you may then instantly play it".
        return push(state, (MAY_PRINT, seat, arg)) if frame[4] else state
    if name == IDENTICAL:
        state = pop(state)
        for _ in range(min(frame[2], state.supply[arg])):
            state = piles.take(state, arg, seat)
        return state
    if name == MAY_PRINT:
        return print_card(pop(state), seat, arg, normal=False)
    if name == ORANGE:
        # Orange: the mixed card goes into play; this counts as a print, without instant effects.
        return print_card(pop(state), seat, arg, normal=False, instant=False)
    if name == PRINTS:
        left = frame[2] - 1
        state = replace_top(state, (PRINTS, seat, left, frame[3]) if left else None)
        # Violet: each print and its effects resolve before the next (advanced rulings).
        return print_card(state, seat, arg, normal=False)
    if name == LAV_PRINT:
        rest = list(frame[2])
        rest.remove(arg)
        state = replace_top(state, (LAV_PRINT, seat, tuple(rest)) if rest else None)
        return print_card(state, seat, arg, normal=False)
    if name == REFILLING:
        limit, returned = frame[2], frame[3]
        if kind == mv.REFILL_ and arg is not None:
            state = state._replace(
                play=replace_at(state.play, seat, add(state.play[seat], arg, -1)),
                hands=replace_at(state.hands, seat, add(state.hands[seat], arg)))
            returned = (*returned, arg)
            if not limit or len(returned) < limit:
                return replace_top(state, (REFILLING, seat, limit, returned))
        return complete_refill(state, seat, returned)
    if name == TUCK:
        rest = list(frame[2])
        rest.remove(arg)
        state = state._replace(
            hands=replace_at(state.hands, seat, add(state.hands[seat], arg, -1)),
            tucked=replace_at(state.tucked, seat, add(state.tucked[seat], arg)))
        left = frame[3] - 1
        return replace_top(state, (TUCK, seat, tuple(rest), left) if left and rest else None)
    if name in (LAV_DISCARD, PRISM):
        card = arg.kind
        state = piles.give_back(piles.remove(state, seat, arg.loc, card), card)
        if name == LAV_DISCARD:
            return replace_top(state, (LAV_GAIN, seat, card))
        return replace_top(state, (GAIN, seat, config.by_rank[2], False, False))
    if name == LAV_GAIN:
        a, b = arg
        state = piles.take(piles.take(state, a, seat), b, seat)
        return replace_top(state, (LAV_PRINT, seat, (a, b)))
    raise IllegalMoveError(phrases.DOES_NOT_ANSWER(move=move.kind, effect=name))
