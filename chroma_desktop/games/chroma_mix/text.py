"""Chroma Mix in words: log lines (a move, then what the rules did on their own after it),
prompts, and why a move is not allowed.

Every sentence is a template of `phrases.py` with its slots filled: seats stay seats (the table
names them), counts pick their own plurals, card names are text.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import phrases as ph
from chroma_desktop.games.chroma_mix import piles, turns
from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.moves import CardFrom
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
from chroma_desktop.rules.api import CHANCE, IllegalMoveError, Move
from chroma_desktop.rules.messages import NOTHING, Message, join, plain


def name(config: ChromaConfig, kind: int) -> str:
    return "a Mix card" if kind == config.mix_card else config.names[kind]


def names(config: ChromaConfig, kinds) -> str:
    words = [name(config, k) for k in kinds]
    return " and ".join(words) if len(words) <= 2 else ", ".join(words[:-1]) + " and " + words[-1]


# The effect that made a print, when it was not the Print action.
PRINTED_BY = {PRINTS: "Violet's print", MAY_PRINT: "Fuchsia", LAV_PRINT: "Lavender"}


def describe(state: ChromaState, move: Move) -> Message:
    """The move in words, then what the rules did on their own after it for every seat (a gain
    with only one card to take, a forced print), so the log tells all that happened."""
    said = _describe(state, move)
    followed = automatic(state, move)
    return join([said, *followed], ". ") if followed else said


def automatic(state: ChromaState, move: Move) -> list[Message]:
    """What followed `move` with no decision: cards each seat gained, printed or gave up while
    the turn settled (`turns.settle`), seat by seat."""
    config = state.config
    try:
        chance = turns.actor(state) == CHANCE
        made = turns.apply_chance(state, move) if chance else turns.resolve(state, move)
        settled = turns.settle(made)
    except (IllegalMoveError, ValueError, IndexError, TypeError):
        return []
    said: list[Message] = []
    for seat in range(config.seats):
        before, after = made.hands[seat], settled.hands[seat]
        billy = state.is_billy(seat)  # Billy has a hand but no cards in play
        was, now = ((), ()) if billy else (made.play[seat], settled.play[seat])
        if before == after and was == now:
            continue  # most seats: nothing moved while the turn settled
        gained = [k for k in range(config.kinds) for _ in range(max(0, after[k] - before[k]))]
        lost = [k for k in range(config.kinds) for _ in range(max(0, before[k] - after[k]))]
        if billy:
            if lost:
                said.append(ph.BILLY_RETURNS(cards=names(config, lost)))
            if gained:
                said.append(ph.BILLY_GAINS(cards=names(config, gained)))
            continue
        printed = [k for k in range(config.kinds) for _ in range(max(0, now[k] - was[k]))]
        left_play = [k for k in range(config.kinds) for _ in range(max(0, was[k] - now[k]))]
        for kind in printed:
            if kind in lost:
                lost.remove(kind)
        if left_play:
            said.append(ph.DISCARDS_FROM_PLAY_AT_ONCE(p=seat, cards=names(config, left_play)))
        if lost:
            said.append(ph.DISCARDS_AT_ONCE(p=seat, cards=names(config, lost)))
        if gained:
            said.append(ph.ADDS_AT_ONCE(p=seat, cards=names(config, gained)))
        if printed:
            said.append(ph.PRINTS_AT_ONCE(p=seat, cards=names(config, printed)))
    return said


def _describe(state: ChromaState, move: Move) -> Message:
    config = state.config
    who = turns.actor(state)
    player = who if who is not None and who >= 0 else 0
    kind, arg = move.kind, move.arg
    top = state.top or ()  # the decision being made, () in an action phase
    frame = top[0] if top else None
    if kind == mv.PRINT_:
        card = name(config, arg)
        if frame in PRINTED_BY:
            return ph.PRINTS_BY(p=player, c=card, effect=PRINTED_BY[frame])
        return ph.PRINTS(p=player, c=card)
    if kind == mv.MIX_:
        cards = names(config, [card.kind for card in arg.inputs])
        said = ph.MIXES_FROM_PLAY if any(card.loc == PLAY for card in arg.inputs) else ph.MIXES
        return said(p=player, cards=cards, c=name(config, arg.result))
    if kind == mv.BILLY:
        return ph.BILLY_MIXES(cards=names(config, arg.inputs), c=name(config, arg.result))
    if kind == mv.REFILL_:
        if arg is None:
            return ph.REFILLS_NOTHING(p=player)
        return ph.RETURNS(p=player, c=name(config, arg))
    if kind == mv.DONE:
        return ph.FINISHES_REFILL(p=player)
    if kind == mv.SWAP_:
        taken = name(config, arg.taken)
        if arg.given is None:
            return ph.ADDS_TO_EMPTY_HAND(p=player, c=taken)
        return ph.SWAPS(p=player, given=name(config, arg.given), taken=taken)
    if kind == mv.CHOOSE:
        chosen = arg if isinstance(arg, tuple) else (arg,)
        if frame == IDENTICAL:
            count = min(top[2], state.supply[arg])
            return ph.TAKES_IDENTICAL(p=player, n=count, c=name(config, arg))
        return ph.ADDS(p=player, cards=names(config, chosen))
    if kind == mv.DISCARD:
        said = ph.DISCARDS_FROM_PLAY if arg.loc == PLAY else ph.DISCARDS_FROM_HAND
        return said(p=player, c=name(config, arg.kind),
                    by="Lavender" if frame == LAV_DISCARD else "Prism")
    if kind == mv.PLACE:
        return ph.PLACES(p=player, c=name(config, arg))
    if kind == mv.TUCK_:
        return ph.TUCKS(p=player, c=name(config, arg))
    if kind == mv.SKIP:
        if frame is None:
            return ph.ENDS_TURN(p=player)
        return ph.DECLINES(p=player, what=_frame_label(top))
    if kind == mv.FILL:
        return ph.FILLS(c=name(config, arg.kind), rank=config.row_ranks[arg.row])
    if kind == mv.WIN_CARD_:
        return ph.WIN_CARD_IS(c=name(config, arg))
    if kind == mv.FIRST_:
        return ph.STARTS(p=arg)
    if kind == mv.BILLY_DRAW_:
        return ph.BILLY_DRAWS(c=name(config, arg))
    return plain(mv.to_text(config, move))


def _frame_label(frame: tuple) -> str:
    """The effect a skipped decision belongs to (a card name: fixed words)."""
    labels = {GAIN: "a card", MAY_PRINT: "Fuchsia's print", ORANGE: "Orange",
              TUCK: "Mustard", PRISM: "Prism"}
    if frame[0] == GAIN and frame[3]:
        return "Slate Gray"
    return labels.get(frame[0], frame[0])


def _waiting_for(state: ChromaState, who: int) -> Message:
    return ph.WAITING_FOR_BILLY() if state.is_billy(who) else ph.WAITING_FOR(p=who)


def prompt(state: ChromaState, player: int) -> Message:
    config = state.config
    who = turns.actor(state)
    if who is None:
        return ph.GAME_OVER()
    if who == CHANCE:
        return ph.WAITING_FOR_CARD()
    top = state.top
    if who != player:
        if top and top[0] == BILLY_MIX:
            return ph.WAITING_FOR_BILLY_MIX()
        return _waiting_for(state, who)
    if top is None:
        return ph.ANOTHER_ACTION() if state.used else ph.CHOOSE_ACTION()
    frame = top[0]
    if frame == GAIN:
        options = [k for k in top[2] if piles.available(state, k)]
        ranks = {config.rank[k] for k in top[2]}
        what = (ph.RANK_CARD(rank=ranks.pop()) if len(top[2]) > 2 and len(ranks) == 1
                else plain(" or ".join(name(config, k) for k in options)))
        return ph.SLATE_GAIN(what=what) if top[3] else ph.CHOOSE_GAIN(what=what)
    if frame == IDENTICAL:
        return ph.CHOOSE_IDENTICAL(n=top[2])
    if frame == MAY_PRINT:
        return ph.FUCHSIA_MAY_PRINT(c=name(config, top[2]))
    if frame == PRINTS:
        return ph.VIOLET_PRINTS(n=top[2])
    if frame == REFILLING:
        return ph.REFILL_AT_MOST(n=top[2]) if top[2] else ph.REFILL_MORE()
    if frame == TUCK:
        return ph.MUSTARD_TUCK(n=top[3])
    if frame == LAV_DISCARD:
        return ph.LAVENDER_DISCARD()
    if frame == LAV_GAIN:
        return ph.LAVENDER_GAIN(c=name(config, top[2]))
    if frame == LAV_PRINT:
        return ph.LAVENDER_PRINT(cards=names(config, top[2]))
    if frame == PRISM:
        return ph.PRISM_DISCARD()
    if frame == ORANGE:
        return ph.ORANGE_PLACE(c=name(config, top[2]))
    if frame == BILLY_MIX:
        return ph.CHOOSE_BILLY_MIX()
    return ph.CHOOSE_MOVE()


# -- refusals -----------------------------------------------------------------------------------
PIGMENT_WORDS = ("one", "two", "three", "four")


def _zone_card(config: ChromaConfig, zone: str) -> tuple[str, int] | None:
    """`p0.hand:cerulean` -> ("hand", kind); `market.r2:jungle` -> ("market", kind)."""
    head, _, card = zone.partition(":")
    kind = config.kind_of(card)
    if kind is None:
        return None
    return head.split(".")[-1] if head.startswith(("p", "billy")) else head.split(".")[0], kind


def _inputs_refusal(state: ChromaState, seat: int, inputs: list[CardFrom]) -> Message:
    """Why `seat` may not mix these cards whatever they make (NOTHING if it may)."""
    config = state.config
    hand, play = state.hands[seat], state.play[seat]
    if any(card.loc == PLAY for card in inputs) and not piles.has(config, play,
                                                                  "mix_from_play_area"):
        return ph.MIX_NEEDS_CORAL()
    for card in sorted(set(inputs)):
        have = (play if card.loc == PLAY else hand)[card.kind]
        if inputs.count(card) > have:
            if card.loc == PLAY:
                said = ph.NO_OTHER_IN_PLAY if have else ph.NO_CARD_IN_PLAY
            else:
                said = ph.NO_OTHER_IN_HAND if have else ph.NO_CARD_IN_HAND
            return said(c=name(config, card.kind))
    if len(inputs) != 2 and not piles.has(config, play, "mix_any_number"):
        return ph.MIX_TWO_CARDS()
    return NOTHING


def _what_they_make(state: ChromaState, kinds: list[int]) -> Message:
    """Cards chosen to mix and dropped where no mix goes: what they would make, and where to
    drop them (or why they make nothing)."""
    config = state.config
    cards = " + ".join(name(config, k) for k in kinds)
    sums = config.sums(tuple(sorted(kinds)))
    made = sorted({k for vector in sums for k in config.results.get(vector, ())})
    if not made:
        total = min(sums)
        words = [f"{count} {pigment}" for count, pigment
                 in zip(total, config.content.pigment_names, strict=True) if count]
        return ph.MIX_MAKES_NOTHING(cards=cards, pigments=" and ".join(words))
    left = [k for k in made if piles.available(state, k)]
    if not left:
        return ph.MIX_NONE_LEFT(cards=cards, c=" or ".join(name(config, k) for k in made))
    return ph.MIX_DROP_ON_RESULT(cards=cards, c=" or ".join(name(config, k) for k in left))


def mix_refusal(state: ChromaState, seat: int, inputs: list[CardFrom], result: int) -> Message:
    """Why mixing `inputs` into `result` is not allowed (NOTHING if it is)."""
    config = state.config
    refused = _inputs_refusal(state, seat, inputs)
    if refused:
        return refused
    kinds = tuple(card.kind for card in inputs)
    wanted = config.pigments[result]
    sums = config.sums(kinds)
    if not sums & set(wanted):
        total, target = min(sums), wanted[0]
        differences: list[Message | str] = []
        for pigment, have, need in zip(config.content.pigment_names, total, target, strict=True):
            if have > need:
                differences.append(ph.TOO_MANY(amount=PIGMENT_WORDS[have - need - 1],
                                               pigment=pigment))
            elif have < need:
                differences.append(ph.TOO_FEW(amount=PIGMENT_WORDS[need - have - 1],
                                              pigment=pigment))
        return ph.NOT_EXACT(cards=" + ".join(name(config, k) for k in kinds),
                            difference=join(differences, " and "), c=name(config, result))
    if not piles.available(state, result):
        in_market = config.row_of_rank(config.rank[result]) >= 0
        return (ph.NONE_IN_MARKET if in_market else ph.NONE_IN_SUPPLY)(c=name(config, result))
    return NOTHING


def why_not(state: ChromaState, player: int, source: str, target: str) -> Message:
    """Why dropping `source` on `target` is not a move for `player` now (NOTHING if it is)."""
    legal = turns.decision_moves(state) if turns.actor(state) == player else []
    if any(m.source == source and m.target == target for m in legal):
        return NOTHING
    config = state.config
    who = turns.actor(state)
    if who is None:
        return ph.OVER()
    if who == CHANCE:
        return ph.REVEALING()
    if who != player:
        return ph.BILLYS_DECISION() if state.is_billy(who) else ph.NOT_YOUR_DECISION(p=who)
    cards = [_zone_card(config, part) for part in source.split("+")]
    goal = _zone_card(config, target)
    top = state.top or ()  # the decision being made, () in an action phase
    frame = top[0] if top else None
    hand, play = state.hands[player], state.play[player]
    named = [c for c in cards if c]  # each card picked up that names one: (zone, kind)
    several = len(cards) >= 2 and len(named) == len(cards) and all(c[0] in ("hand", "play") for c in named)
    billys = all(part.startswith("billy.") for part in source.split("+"))
    if frame is None and several and not billys:
        if not turns.allowed_actions(state)[1]:
            return ph.CANNOT_MIX_NOW()
        inputs = [CardFrom(PLAY if c[0] == "play" else HAND, c[1]) for c in named]
        if goal and goal[0] in ("market", "supply"):
            return mix_refusal(state, player, inputs, goal[1]) or ph.MIX_NOT_POSSIBLE()
        return (_inputs_refusal(state, player, inputs)
                or _what_they_make(state, [c.kind for c in inputs]))
    if frame == BILLY_MIX and several and billys:
        kinds = [c[1] for c in cards if c]
        return _what_they_make(state, kinds) or ph.NOT_A_MOVE(now=prompt(state, player))
    one = cards[0] if len(cards) == 1 else None  # a single card picked up
    if one and one[0] == "hand" and target.endswith(".play"):
        kind = one[1]
        if not hand[kind]:
            return ph.NONE_IN_HAND(c=name(config, kind))
        if not piles.may_enter_play(config, play, kind):
            return ph.ONLY_ONE_IN_PLAY(c=name(config, kind))
        if frame == PRINTS and kind in top[3]:
            return ph.VIOLET_CANNOT_PRINT(c=name(config, kind))
        if frame is None:
            return ph.ACTION_TAKEN()
        return ph.NOT_NOW(now=prompt(state, player))
    if one and one[0] == "play" and target.endswith(".hand"):
        if frame is None:
            return ph.ALREADY_REFILLED()
        return ph.NOT_NOW(now=prompt(state, player))
    if source == mv.DONE_MOVE.source and frame == REFILLING and not top[3]:
        # Done ends a refill that returned cards; one that returns none is the Refill button's.
        return ph.DONE_NEEDS_A_RETURN()
    if one and one[0] == "hand" and goal and goal[0] == "supply":
        if frame is None and state.used:
            return ph.SWAP_WHOLE_TURN()
        if config.rank[goal[1]] != 1:
            return ph.SWAP_RANK_1()
    return ph.NOT_A_MOVE(now=prompt(state, player))


def illegal_reason(state: ChromaState, move: Move) -> Message:
    """The rule `move` breaks, for IllegalMoveError."""
    who = turns.actor(state)
    seat = who if who is not None and who >= 0 else 0
    if move.kind == mv.MIX_ and state.top is None and who is not None and who >= 0:
        reason = mix_refusal(state, seat, list(move.arg.inputs), move.arg.result)
        if reason:
            return reason
    reason = why_not(state, seat, move.source, move.target)
    return reason or ph.NOT_ALLOWED(move=_describe(state, move))
