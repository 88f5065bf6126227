"""Writing a Chroma Mix state as its position lines (the notation is described in
`position.py`): every line in reading order, those with a default only when the state differs,
and in a player's view each hidden hand and deck as its size (`5 ?`).
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.position_terms import (
    ACTIONS,
    BILLY,
    MIX_CARD,
    default_mixes,
    key_default,
    seat_word,
)
from chroma_desktop.games.chroma_mix.state import (
    BILLY_DRAW,
    BILLY_END,
    BILLY_MIX,
    EMPTY,
    FIRST,
    GAIN,
    IDENTICAL,
    LAV_DISCARD,
    LAV_GAIN,
    LAV_PRINT,
    MAY_PRINT,
    ORANGE,
    PRINT,
    PRINTS,
    REFILLING,
    TUCK,
    WIN_CARD,
    ChromaState,
)
from chroma_desktop.rules.position import HIDDEN, bag_text, flag_text, seat_text


def write(game: Any, state: ChromaState) -> list[tuple[str, str]]:
    config = state.config
    lines = [("turn", seat_word(config, state.current)),
             ("first player", seat_word(config, state.first)),
             ("turns played", str(state.turns)),
             ("win card", config.ids[state.win_card] if state.win_card != EMPTY else "none")]
    if state.used:
        lines.append(("actions taken", ", ".join(name for name, bit in ACTIONS
                                                 if state.used & bit)))
    if state.mixes != default_mixes(state.used):
        lines.append(("mixes this turn", str(state.mixes)))
    if state.printed != bool(state.used & PRINT):
        lines.append(("printed this turn", flag_text(state.printed)))
    if state.key_ok != key_default(config, state.current, state.play):
        lines.append(("key grants actions", flag_text(state.key_ok)))
    if state.pear_paid:
        lines.append(("pear cards given", str(state.pear_paid)))
    if state.extra_turns:
        lines.append(("billy's starting turns left", str(state.extra_turns)))
    if state.stack:
        lines.append(("pending", "; ".join(_frame_text(config, frame)
                                           for frame in reversed(state.stack))))
    if state.over:
        lines.append(("game over", "yes"))
    for seat in range(config.players):
        key = seat_text(seat)
        lines.append((f"{key} hand", _hand_text(state, seat)))
        lines.append((f"{key} play", _bag_text(config, state.play[seat])))
        if any(state.tucked[seat]):
            lines.append((f"{key} tucked", _bag_text(config, state.tucked[seat])))
        if state.met[seat]:
            lines.append((f"{key} met", _met_text(config, seat, state.met[seat])))
    if config.solo:
        billy = config.billy
        lines.append((f"{BILLY} hand", _bag_text(config, state.hands[billy])))
        lines.append((f"{BILLY} deck", _bag_text(config, state.billy_deck)))
        lines.append((f"{BILLY} discard", _bag_text(config, state.billy_discard)))
        if state.met[billy]:
            lines.append((f"{BILLY} met", _met_text(config, billy, state.met[billy])))
    lines.append(("supply", _bag_text(config, state.supply)))
    for row, rank in enumerate(config.row_ranks):
        lines.append((f"rank {rank} row", ", ".join(
            config.ids[card] if card != EMPTY else "empty" for card in state.rows[row])))
    for row, rank in enumerate(config.row_ranks):
        if state.hidden is not None and not any(state.decks[row]) and state.hidden[1][row]:
            lines.append((f"rank {rank} deck", f"{state.hidden[1][row]} {HIDDEN}"))
        else:
            lines.append((f"rank {rank} deck", _bag_text(config, state.decks[row])))
        lines.append((f"rank {rank} discard", _bag_text(config, state.discards[row])))
    return lines


def _bag_text(config: ChromaConfig, counts: tuple[int, ...]) -> str:
    return bag_text((_name(config, kind), count) for kind, count in enumerate(counts))


def _name(config: ChromaConfig, kind: int) -> str:
    return MIX_CARD if kind == config.mix_card else config.ids[kind]


def _hand_text(state: ChromaState, seat: int) -> str:
    hidden = state.hidden
    if hidden is not None and not any(state.hands[seat]) and hidden[0][seat]:
        return f"{hidden[0][seat]} {HIDDEN}"
    return _bag_text(state.config, state.hands[seat])


def _met_text(config: ChromaConfig, seat: int, bits: int) -> str:
    conditions = config.billy_conditions if seat == config.billy else config.conditions
    return ", ".join(c.id for bit, c in enumerate(conditions) if bits >> bit & 1)


def _cards_text(config: ChromaConfig, kinds: tuple[int, ...]) -> str:
    for rank, of_rank in enumerate(config.by_rank):
        if of_rank and tuple(kinds) == of_rank:
            return f"rank-{rank}"
    return " ".join(config.ids[kind] for kind in kinds)


def _frame_text(config: ChromaConfig, frame: tuple) -> str:
    name = frame[0]
    if name in (FIRST, WIN_CARD, BILLY_END, BILLY_MIX):
        return name
    if name == BILLY_DRAW:
        return f"{name} {frame[2]}"
    words = [name, seat_word(config, frame[1])]
    ids = config.ids
    if name == GAIN:
        words.append(_cards_text(config, frame[2]))
        words += ["optional"] * frame[3] + ["then_may_print"] * frame[4]
    elif name == IDENTICAL:
        words.append(str(frame[2]))
    elif name in (MAY_PRINT, ORANGE, LAV_GAIN):
        words.append(ids[frame[2]])
    elif name == PRINTS:
        words.append(str(frame[2]))
        if frame[3]:
            words += ["except", _cards_text(config, frame[3])]
    elif name == REFILLING:
        if frame[2]:
            words += ["max", str(frame[2])]
        if frame[3]:
            words += ["returned", _cards_text(config, frame[3])]
    elif name == TUCK:
        words += [str(frame[3]), "of", _cards_text(config, frame[2])]
    elif name == LAV_DISCARD:
        words += ["ranks", *(str(rank) for rank in frame[2])]
    elif name == LAV_PRINT:
        words.append(_cards_text(config, frame[2]))
    return " ".join(words)
