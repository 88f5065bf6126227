"""The turn: set-up chance, the four actions, the stack of pending decisions, Billy's turns.

`settle` runs after every move: it refills market slots (chance), resolves what needs no
decision (the end of a turn, an effect with nothing to take, a forced single choice) and stops
at the next decision or chance step.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_mix import effects as fx
from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import phrases, piles, victory
from chroma_desktop.games.chroma_mix.moves import CardFrom
from chroma_desktop.games.chroma_mix.state import (
    AUTOMATIC_FRAMES,
    BILLY_DRAW,
    BILLY_END,
    BILLY_MIX,
    CHANCE_FRAMES,
    EMPTY,
    END,
    FIRST,
    HAND,
    MIX,
    ORANGE,
    PRINT,
    REFILL,
    REFILLING,
    SWAP,
    WIN_CARD,
    ChromaState,
)
from chroma_desktop.rules.api import CHANCE, IllegalMoveError, Move
from chroma_desktop.rules.common.counts import add, replace_at

PEAR = "after_last_print_gain_rank"  # the continuous effect of Pear (data/chroma_mix/cards.yaml)


# -- who acts -----------------------------------------------------------------------------------
def actor(state: ChromaState) -> int | None:
    """Who decides now: a seat, CHANCE, or None when the game is over."""
    if state.over:
        return None
    if piles.needs_fill(state) >= 0:
        return CHANCE
    top = state.top
    if top is None:
        return state.current
    if top[0] in CHANCE_FRAMES:
        return CHANCE
    return top[1]


# -- the action decision ------------------------------------------------------------------------
def allowed_actions(state: ChromaState) -> tuple[bool, bool, bool, bool]:
    """(print, mix, refill, swap) allowed now for the player whose turn it is.

    One action a turn; Lemon allows a second Mix; Key (in play, and for this turn printed
    normally or in play since the turn began) allows Mix, Refill and Print each, in any order.
    """
    config = state.config
    used = state.used
    if not used:
        return True, True, True, True
    if used & SWAP:  # Swap is the turn's one action; Key lists only mix, refill and print
        return False, False, False, False
    play = state.play[state.current]
    key = state.key_ok and piles.has(config, play, "all_actions_each_turn")
    limit = piles.value(config, play, "mix_actions_per_turn", 1)
    mix = (key and not used & MIX) or (used & MIX and state.mixes < limit)
    return (key and not used & PRINT), bool(mix), (key and not used & REFILL), False


def more_actions(state: ChromaState) -> bool:
    """After an action: whether another is possible (so the player decides, or skips)."""
    can_print, can_mix, can_refill, _swap = allowed_actions(state)
    if can_refill:
        return True  # a refill of no cards is always possible
    config = state.config
    seat = state.current
    hand, play = state.hands[seat], state.play[seat]
    if can_print and any(hand[k] and piles.may_enter_play(config, play, k)
                         for k in range(config.kinds)):
        return True
    return bool(can_mix and piles.mix_options(state, seat))


def action_moves(state: ChromaState) -> list[Move]:
    config = state.config
    seat = state.current
    hand, play = state.hands[seat], state.play[seat]
    can_print, can_mix, can_refill, can_swap = allowed_actions(state)
    moves = []
    if can_print:
        moves += [mv.print_move(config, seat, k) for k in range(config.kinds)
                  if hand[k] and piles.may_enter_play(config, play, k)]
    if can_mix:
        moves += [mv.mix_move(config, seat, inputs, result)
                  for inputs, result in piles.mix_options(state, seat)]
    if can_refill:
        moves.append(mv.refill_move(config, seat, None))
        moves += [mv.refill_move(config, seat, k) for k in range(config.kinds) if play[k]]
    if can_swap:
        rank1 = [k for k in config.by_rank[1] if state.supply[k]]
        for given in range(config.kinds):
            if hand[given]:
                moves += [mv.swap_move(config, seat, given, k) for k in rank1 if k != given]
        if state.hand_size(seat) == 0:
            # Swap: "if you have no cards in your hand, you may instead add 1 Light Yellow".
            moves += [mv.swap_move(config, seat, None, k) for k in rank1
                      if config.ids[k] == "light_yellow"]
    if state.used:
        moves.append(mv.SKIP_MOVE)
    return moves


def apply_action(state: ChromaState, move: Move) -> ChromaState:
    seat, kind, arg = state.current, move.kind, move.arg
    if kind == mv.PRINT_:
        state = state._replace(used=state.used | PRINT)
        return fx.print_card(state, seat, arg, normal=True)
    if kind == mv.MIX_:
        return do_mix(state, seat, arg.inputs, arg.result)
    if kind == mv.REFILL_:
        state = state._replace(used=state.used | REFILL)
        if arg is None:
            return fx.complete_refill(fx.push(state, (REFILLING, seat, 0, ())), seat, ())
        refilling = (REFILLING, seat, 0, ())
        return fx.apply_frame(fx.push(state, refilling), refilling, move)
    if kind == mv.SWAP_:
        # Swap triggers no card effects (rulebook).
        if arg.given is not None:
            state = piles.give_back(piles.remove(state, seat, HAND, arg.given), arg.given)
        return piles.take(state._replace(used=state.used | SWAP), arg.taken, seat)
    if kind == mv.SKIP:
        return end_turn(state)
    raise IllegalMoveError(phrases.NOT_AN_ACTION(move=kind))


def do_mix(state: ChromaState, seat: int, inputs: tuple[CardFrom, ...],
           result: int) -> ChromaState:
    """Mix: return the cards, take the result; then Orange (if still in play) may place it, then
    the Slate Grays of the player whose left neighbour mixed may add cards (once per mix)."""
    config = state.config
    for card in inputs:
        state = piles.give_back(piles.remove(state, seat, card.loc, card.kind), card.kind)
    state = piles.take(state, result, seat)
    state = state._replace(used=state.used | MIX, mixes=state.mixes + 1)
    frames = slate_frames(state, seat)
    play = state.play[seat]
    if piles.has(config, play, "mix_result_to_play") and piles.may_enter_play(config, play, result):
        frames += ((ORANGE, seat, result),)
    return fx.push(state, *frames)


def slate_frames(state: ChromaState, mixer: int) -> tuple[tuple, ...]:
    config = state.config
    step = 1 if config.left_is_next else -1
    owner = (mixer - step) % config.seats  # the seat whose left neighbour is `mixer`
    if owner == mixer or state.is_billy(owner):
        return ()
    if state.is_billy(mixer) and not config.slate_on_billy:
        return ()
    return fx.gain_frames(state, owner, "left_neighbour_mix_may_gain_rank", optional=True)


def end_turn(state: ChromaState) -> ChromaState:
    """Skip/no more actions: Pear adds a card per copy after the turn's last print, then END."""
    seat = state.current
    state, pears = pear_frames(state)
    return fx.push(state, (END, seat), *pears)


def pear_frames(state: ChromaState) -> tuple[ChromaState, tuple[tuple, ...]]:
    """Pear: "after your last print action in a turn, gain a rank 1 card", one card per copy in
    a turn (card note), for the player whose turn it is if they printed. The copies not paid
    yet this turn, and the state that remembers them paid."""
    if not state.printed:
        return state, ()
    seat = state.current
    frames = fx.gain_frames(state, seat, PEAR, optional=False)[state.pear_paid:]
    return state._replace(pear_paid=state.pear_paid + len(frames)), frames


def finish_turn(state: ChromaState) -> ChromaState:
    """The END marker is reached: check every seat's win conditions, then the next turn."""
    config = state.config
    met = tuple(state.met[s] | victory.conditions_met(state, s) for s in range(config.seats))
    ending = state.ending or any(met)
    state = state._replace(stack=state.stack[:-1], met=met, ending=ending, turns=state.turns + 1)
    current = state.current
    if state.is_billy(current) and state.extra_turns:
        return begin_turn(state._replace(extra_turns=state.extra_turns - 1), current)
    if ending and current == (state.first - 1) % config.seats:
        return state._replace(over=True)
    return begin_turn(state, (current + 1) % config.seats)


def begin_turn(state: ChromaState, seat: int) -> ChromaState:
    config = state.config
    key = not state.is_billy(seat) and piles.has(config, state.play[seat], "all_actions_each_turn")
    state = state._replace(current=seat, used=0, mixes=0, printed=False, key_ok=key, pear_paid=0)
    if state.is_billy(seat):
        return fx.push(state, (BILLY_END, CHANCE), (BILLY_DRAW, CHANCE,
                                                    config.content.solo.draws_per_turn))
    return state


# -- chance -------------------------------------------------------------------------------------
def chance_outcomes(state: ChromaState) -> tuple[tuple[Move, float], ...]:
    config = state.config
    row = piles.needs_fill(state)
    if row >= 0:
        pile = state.decks[row] if any(state.decks[row]) else state.discards[row]
        return _weighted(pile, lambda k: mv.fill_move(config, row, k))
    top = state.top
    if top is None or top[0] not in CHANCE_FRAMES:
        return ()
    if top[0] == WIN_CARD:
        cards = config.variable_cards
        return tuple((mv.win_card_move(config, k), 1 / len(cards)) for k in cards)
    if top[0] == FIRST:
        return tuple((mv.first_move(s), 1 / config.players) for s in range(config.players))
    pile = state.billy_deck if any(state.billy_deck) else state.billy_discard
    return _weighted(pile, lambda k: mv.billy_draw_move(config, k))


def _weighted(pile: tuple[int, ...], make) -> tuple[tuple[Move, float], ...]:
    size = sum(pile)
    return tuple((make(k), n / size) for k, n in enumerate(pile) if n)


def apply_chance(state: ChromaState, move: Move) -> ChromaState:
    config = state.config
    if move.kind == mv.FILL:
        row, kind = move.arg.row, move.arg.kind
        deck, discards = state.decks, state.discards
        if not any(deck[row]):  # "if the deck is empty, shuffle its discard pile into the deck"
            deck, discards = replace_at(deck, row, discards[row]), replace_at(
                discards, row, (0,) * config.kinds)
        cards = state.rows[row]
        return state._replace(
            decks=replace_at(deck, row, add(deck[row], kind, -1)), discards=discards,
            rows=replace_at(state.rows, row, replace_at(cards, cards.index(EMPTY), kind)))
    if move.kind == mv.WIN_CARD_:
        state = fx.pop(state)
        return state._replace(win_card=move.arg, box=add(state.box, move.arg, -1),
                              supply=add(state.supply, move.arg))
    if move.kind == mv.FIRST_:
        return begin_turn(fx.pop(state)._replace(first=move.arg), move.arg)
    if move.kind == mv.BILLY_DRAW_:
        drawing = state.top or ()  # (BILLY_DRAW, CHANCE, cards still to draw)
        billy_deck, billy_discard = state.billy_deck, state.billy_discard
        if not any(billy_deck):  # Billy: "shuffle this discard pile into a new automata deck"
            billy_deck, billy_discard = billy_discard, (0,) * len(billy_discard)
        billy = config.billy
        state = state._replace(billy_deck=add(billy_deck, move.arg, -1), billy_discard=billy_discard,
                               hands=replace_at(state.hands, billy, add(state.hands[billy],
                                                                        move.arg)))
        left = drawing[2] - 1
        if left:
            return fx.replace_top(state, (BILLY_DRAW, CHANCE, left))
        # "For each Mix card drawn, mix 2 cards from Billy's hand."
        mixing = state.hands[billy][config.mix_card] > 0
        return fx.replace_top(state, (BILLY_MIX, 0) if mixing else None)
    raise IllegalMoveError(phrases.NOT_CHANCE_HERE(move=move.kind))


# -- Billy --------------------------------------------------------------------------------------
def billy_discard_mix_card(state: ChromaState) -> ChromaState:
    config = state.config
    billy, mix = config.billy, config.mix_card
    state = state._replace(hands=replace_at(state.hands, billy, add(state.hands[billy], mix, -1)),
                           billy_discard=add(state.billy_discard, mix))
    if not state.hands[billy][mix]:
        state = fx.pop(state)
    return state


def apply_billy_mix(state: ChromaState, move: Move) -> ChromaState:
    """Billy mixes: the paid cards and the Mix card go to Billy's discard, the result to its hand."""
    config = state.config
    billy = config.billy
    mix = move.arg
    hand, discard = state.hands[billy], state.billy_discard
    for kind in mix.inputs:
        hand, discard = add(hand, kind, -1), add(discard, kind)
    state = state._replace(hands=replace_at(state.hands, billy, hand), billy_discard=discard)
    state = piles.take(state, mix.result, billy)
    state = billy_discard_mix_card(state)
    return fx.push(state, *slate_frames(state, billy))


# -- settling -----------------------------------------------------------------------------------
def settle(state: ChromaState) -> ChromaState:
    """Resolve everything that needs no decision; stop at a decision, chance or the end."""
    while not state.over:
        if piles.needs_fill(state) >= 0:
            return state
        top = state.top
        if top is None:
            if state.current < 0:
                return state
            if state.used and state.config.pear_after_print:
                # Option pear_timing=after_print: the print action has resolved, so Pear's
                # card comes now, in time for the turn's other actions (Key, Lemon + Orange).
                state, pears = pear_frames(state)
                if pears:
                    state = fx.push(state, *pears)
                    continue
            if state.used and not more_actions(state):
                state = end_turn(state)
                continue
            return state
        name = top[0]
        if name == BILLY_DRAW and not any(state.billy_deck) and not any(state.billy_discard):
            state = fx.replace_top(state, (BILLY_MIX, 0))  # nothing left to draw
            continue
        if name in CHANCE_FRAMES:
            return state
        if name in AUTOMATIC_FRAMES:
            state = finish_turn(state)
            continue
        moves = fx.frame_moves(state, top)
        if not moves:
            state = billy_discard_mix_card(state) if name == BILLY_MIX else fx.pop(state)
            continue
        if len(moves) == 1:  # a forced choice, or an optional step with nothing to do
            state = resolve(state, moves[0])
            continue
        return state
    return state


_last: tuple = (None, [])  # the last state asked and its moves (states are immutable values)


def decision_moves(state: ChromaState) -> list[Move]:
    """The moves of the decision in front of the player; the last answer is kept, as the table
    and bots ask for the moves of one state again and again (`apply` checks one move without
    listing them: `legality.py`). (The pair is replaced whole, so threads asking about
    different states never mix them up.)"""
    global _last
    last = _last
    if last[0] is state:
        return last[1]
    top = state.top
    moves = action_moves(state) if top is None else fx.frame_moves(state, top)
    _last = (state, moves)
    return moves


def resolve(state: ChromaState, move: Move) -> ChromaState:
    """Apply a decision already known to be legal (no settling)."""
    top = state.top
    if top is None:
        return apply_action(state, move)
    if top[0] == BILLY_MIX:
        return apply_billy_mix(state, move)
    return fx.apply_frame(state, top, move)
