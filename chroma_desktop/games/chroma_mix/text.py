"""Chroma Mix in words: log lines, prompts, and why a move is not allowed."""

from __future__ import annotations

from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import piles, turns
from chroma_desktop.games.chroma_mix.config import ChromaConfig
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
from chroma_desktop.games.chroma_mix.victory import seat_name
from chroma_desktop.rules.api import CHANCE, Move

NUMBERS = ("no", "one", "two", "three", "four", "five", "six")


def name(config: ChromaConfig, kind: int) -> str:
    return "a Mix card" if kind == config.mix_card else config.names[kind]


def names(config: ChromaConfig, kinds) -> str:
    words = [name(config, k) for k in kinds]
    return " and ".join(words) if len(words) <= 2 else ", ".join(words[:-1]) + " and " + words[-1]


def _inputs(config: ChromaConfig, inputs) -> str:
    return names(config, [k for _, k in inputs]) + (
        " (from play)" if any(loc == PLAY for loc, _ in inputs) else "")


def describe(state: ChromaState, move: Move) -> str:
    config = state.config
    who = turns.actor(state)
    player = seat_name(config, who) if who is not None and who >= 0 else ""
    kind, arg = move.kind, move.arg
    top = state.top
    frame = top[0] if top else None
    if kind == mv.PRINT_:
        via = {PRINTS: " (Violet's print)", MAY_PRINT: " (Fuchsia)", LAV_PRINT: " (Lavender)"}
        return f"{player} prints {name(config, arg)}{via.get(frame, '')}"
    if kind == mv.MIX_:
        inputs, result = arg
        return f"{player} mixes {_inputs(config, inputs)} into {name(config, result)}"
    if kind == mv.BILLY:
        inputs, result = arg
        return f"Confident Billy mixes {names(config, inputs)} into {name(config, result)}"
    if kind == mv.REFILL_:
        if arg is None:
            return f"{player} refills, returning no card"
        return f"{player} returns {name(config, arg)} from play to hand"
    if kind == mv.DONE:
        return f"{player} finishes the refill"
    if kind == mv.SWAP_:
        given, taken = arg
        if given is None:
            return f"{player} has no cards and adds {name(config, taken)}"
        return f"{player} swaps {name(config, given)} for {name(config, taken)}"
    if kind == mv.CHOOSE:
        cards = arg if isinstance(arg, tuple) else (arg,)
        if frame == IDENTICAL:
            count = min(top[2], state.supply[arg])
            return f"{player} takes {NUMBERS[count]} {name(config, arg)}"
        return f"{player} adds {names(config, cards)} to their hand"
    if kind == mv.DISCARD:
        loc, card = arg
        why = "Lavender" if frame == LAV_DISCARD else "Prism"
        return f"{player} discards {name(config, card)} from {'play' if loc == PLAY else 'hand'} ({why})"
    if kind == mv.PLACE:
        return f"{player} puts {name(config, arg)} straight into play (Orange, no instant effect)"
    if kind == mv.TUCK_:
        return f"{player} tucks {name(config, arg)} under Mustard"
    if kind == mv.SKIP:
        if frame is None:
            return f"{player} ends the turn"
        return f"{player} declines ({_frame_label(state, top)})"
    if kind == mv.FILL:
        row, card = arg
        return f"{name(config, card)} fills the rank-{config.row_ranks[row]} market row"
    if kind == mv.WIN_CARD_:
        return f"The variable win card is {name(config, arg)}"
    if kind == mv.FIRST_:
        return f"Player {arg + 1} starts"
    if kind == mv.BILLY_DRAW_:
        return f"Confident Billy draws {name(config, arg)}"
    return kind


def _frame_label(state: ChromaState, frame: tuple) -> str:
    labels = {GAIN: "a card", MAY_PRINT: "Fuchsia's print", ORANGE: "Orange",
              TUCK: "Mustard", PRISM: "Prism"}
    if frame[0] == GAIN and frame[3]:
        return "Slate Gray"
    return labels.get(frame[0], frame[0])


def prompt(state: ChromaState, player: int) -> str:
    config = state.config
    who = turns.actor(state)
    if who is None:
        return "The game is over"
    if who == CHANCE:
        return "Waiting for a card to be revealed"
    if who != player:
        top = state.top
        if top and top[0] == BILLY_MIX:
            return "Waiting for Confident Billy's mix to be chosen"
        return f"Waiting for {seat_name(config, who)}"
    top = state.top
    if top is None:
        if not state.used:
            return "Choose your action: print, mix, refill or swap"
        return "You may take another action (Key or Lemon allows it), or skip to end your turn"
    frame = top[0]
    if frame == GAIN:
        options = [k for k in top[2] if piles.available(state, k)]
        ranks = {config.rank[k] for k in top[2]}
        what = (f"a rank-{ranks.pop()} card" if len(top[2]) > 2 and len(ranks) == 1
                else " or ".join(name(config, k) for k in options))
        if top[3]:
            return f"Slate Gray: you may add {what} to your hand, or skip"
        return f"Choose {what} to add to your hand"
    if frame == IDENTICAL:
        return f"Choose which rank-1 card to take {NUMBERS[top[2]]} of"
    if frame == MAY_PRINT:
        return f"Fuchsia: you may print the {name(config, top[2])} you gained, or skip"
    if frame == PRINTS:
        return f"Violet: print a card from your hand ({NUMBERS[top[2]]} left, not a Violet)"
    if frame == REFILLING:
        if top[2]:
            return "Light Yellow: return at most one card from play to hand (or refill nothing)"
        return "Refill: return more cards from play to hand, or done"
    if frame == TUCK:
        return f"Mustard: you may tuck up to {NUMBERS[top[3]]} refilled cards under it, or skip"
    if frame == LAV_DISCARD:
        return "Lavender: discard a rank 2, 3 or 4 card from your hand or play area"
    if frame == LAV_GAIN:
        return f"Lavender: choose two cards with the pigments of {name(config, top[2])}"
    if frame == LAV_PRINT:
        return f"Lavender: print {names(config, top[2])} (choose which first)"
    if frame == PRISM:
        return "Prism: you may discard a card from hand or play to add a rank-2 card, or skip"
    if frame == ORANGE:
        return f"Orange: you may put {name(config, top[2])} straight into play (no instant effect)"
    if frame == BILLY_MIX:
        return "Choose what Confident Billy mixes (a colour it does not hold, where possible)"
    return "Choose a move"


# -- refusals -----------------------------------------------------------------------------------
PIGMENT_WORDS = ("one", "two", "three", "four")


def _zone_card(config: ChromaConfig, zone: str) -> tuple[str, int] | None:
    """`p0.hand:cerulean` -> ("hand", kind); `market.r2:jungle` -> ("market", kind)."""
    head, _, card = zone.partition(":")
    kind = config.kind_of(card)
    if kind is None:
        return None
    return head.split(".")[-1] if head.startswith(("p", "billy")) else head.split(".")[0], kind


def mix_refusal(state: ChromaState, seat: int, inputs: list[tuple[int, int]], result: int) -> str:
    """Why mixing `inputs` into `result` is not allowed ('' if it is)."""
    config = state.config
    hand, play = state.hands[seat], state.play[seat]
    if any(loc == PLAY for loc, _ in inputs) and not piles.has(config, play, "mix_from_play_area"):
        return "Mixing from the play area needs Coral in play."
    for loc, kind in set(inputs):
        have = (play if loc == PLAY else hand)[kind]
        if inputs.count((loc, kind)) > have:
            where = "play area" if loc == PLAY else "hand"
            return f"You do not have {'another' if have else 'a'} {name(config, kind)} in your {where}."
    if len(inputs) != 2 and not piles.has(config, play, "mix_any_number"):
        return "A mix returns exactly 2 cards (Raspberry in play allows any number)."
    kinds = tuple(k for _, k in inputs)
    wanted = config.pigments[result]
    sums = config.sums(kinds)
    if not sums & set(wanted):
        total, target = min(sums), wanted[0]
        words = []
        for pigment, have, need in zip(config.content.pigment_names, total, target, strict=True):
            if have > need:
                words.append(f"{PIGMENT_WORDS[have - need - 1]} {pigment} too many")
            elif have < need:
                words.append(f"{PIGMENT_WORDS[need - have - 1]} {pigment} too few")
        joined = " + ".join(name(config, k) for k in kinds)
        return f"{joined} has {' and '.join(words)} for {name(config, result)} (mixes must be exact)."
    if not piles.available(state, result):
        where = "market row" if config.row_of_rank(config.rank[result]) >= 0 else "supply"
        return f"No {name(config, result)} is left in the {where}."
    return ""


def why_not(state: ChromaState, player: int, source: str, target: str) -> str:
    """Why dropping `source` on `target` is not a move for `player` now ('' if it is)."""
    legal = turns.decision_moves(state) if turns.actor(state) == player else []
    if any(m.source == source and m.target == target for m in legal):
        return ""
    config = state.config
    who = turns.actor(state)
    if who is None:
        return "The game is over."
    if who == CHANCE:
        return "Wait: a card is being revealed."
    if who != player:
        return f"It is {seat_name(config, who)}'s decision, not yours."
    cards = [_zone_card(config, part) for part in source.split("+")]
    goal = _zone_card(config, target)
    top = state.top
    frame = top[0] if top else None
    hand, play = state.hands[player], state.play[player]
    if (frame is None and goal and goal[0] in ("market", "supply") and cards
            and all(c and c[0] in ("hand", "play") for c in cards) and len(cards) >= 2):
        if not turns.allowed_actions(state)[1]:
            return "You cannot mix now: you have already taken your action this turn."
        inputs = [(PLAY if c[0] == "play" else HAND, c[1]) for c in cards]
        return mix_refusal(state, player, inputs, goal[1]) or "That mix is not possible now."
    if len(cards) == 1 and cards[0] and cards[0][0] == "hand" and target.endswith(".play"):
        kind = cards[0][1]
        if not hand[kind]:
            return f"You have no {name(config, kind)} in your hand."
        if not piles.may_enter_play(config, play, kind):
            return f"You already have an {name(config, kind)} in play (only one allowed)."
        if frame == PRINTS and kind in top[3]:
            return f"Violet cannot print a {name(config, kind)}."
        if frame is None:
            return "You have already taken your action this turn (Key allows one of each)."
        return f"Not now: {prompt(state, player)}."
    if len(cards) == 1 and cards[0] and cards[0][0] == "play" and target.endswith(".hand"):
        if frame is None:
            return "You have already refilled or taken your action this turn."
        return f"Not now: {prompt(state, player)}."
    if len(cards) == 1 and cards[0] and cards[0][0] == "hand" and goal and goal[0] == "supply":
        if frame is None and state.used:
            return "Swap is a whole turn's action: you have already acted this turn."
        if config.rank[goal[1]] != 1:
            return "Swap takes a rank-1 card from the supply."
    return f"That is not a move now. {prompt(state, player)}."


def illegal_reason(state: ChromaState, move: Move) -> str:
    """The rule `move` breaks, for IllegalMoveError."""
    who = turns.actor(state)
    seat = who if who is not None and who >= 0 else 0
    if move.kind == mv.MIX_ and state.top is None and who is not None and who >= 0:
        inputs, result = move.arg
        reason = mix_refusal(state, seat, list(inputs), result)
        if reason:
            return reason
    reason = why_not(state, seat, move.source, move.target)
    return reason or f"'{mv.to_text(state.config, move)}' is not allowed now."
