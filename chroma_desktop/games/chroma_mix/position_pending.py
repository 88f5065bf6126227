"""Reading Chroma Mix's `pending` line: the decisions, chance steps and turn ends waiting, the
next one first, separated by `;`, each its name and its fields (the steps are described in
`position.py`). Each is checked as far as its words go (whose step, how many fields, which
cards); what the whole stack must be is checked against the turn and the win card.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_mix import position_words as W
from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.position_terms import MAX_COUNT, parse_seat, seat_word
from chroma_desktop.games.chroma_mix.state import (
    BILLY_DRAW,
    BILLY_END,
    BILLY_MIX,
    EMPTY,
    END,
    FIRST,
    GAIN,
    IDENTICAL,
    LAV_DISCARD,
    LAV_GAIN,
    LAV_PRINT,
    MAY_PRINT,
    ORANGE,
    PRINTS,
    PRISM,
    REFILLING,
    TUCK,
    WIN_CARD,
)
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.position import NONE_WORDS, Lines, PositionError


def read_pending(config: ChromaConfig, lines: Lines, current: int, win_card: int) -> tuple:
    text = lines.text("pending", "none")
    parts = [] if text.strip().lower() in NONE_WORDS else text.split(";")
    listed = [_frame(config, lines, part.strip(), current) for part in parts]
    names = [frame[0] for frame in listed]
    if current == EMPTY and names not in ([FIRST], [WIN_CARD, FIRST]):
        raise lines.error("pending" if parts else "turn", W.ONLY_CHANCE_FIRST())
    if FIRST in names and current != EMPTY:
        raise lines.error("pending", W.FIRST_PICKED(seat=W.written(seat_word(config, current))))
    drawing = config.option("win_card") == "random" and win_card == EMPTY
    if drawing and names[:1] != [WIN_CARD]:
        raise lines.error("pending" if parts else "win card", W.WIN_CARD_FIRST())
    if not drawing and WIN_CARD in names:
        raise lines.error("pending", W.WIN_CARD_ONLY_RANDOM())
    if names.count(WIN_CARD) > 1 or names.count(FIRST) > 1:
        raise lines.error("pending", W.SET_UP_STEP_TWICE())
    return tuple(reversed(listed))



def _frame(config: ChromaConfig, lines: Lines, part: str, current: int) -> tuple:
    """One pending step: its name, then its fields (see the module docstring)."""
    words = part.split()

    def bad(why: Any) -> PositionError:
        return lines.error("pending", W.STEP(part=W.quoted(part), why=why))

    if not words:
        raise bad(W.EMPTY_STEP())
    name, rest = words[0].lower(), words[1:]
    if name in (FIRST, WIN_CARD, BILLY_END, BILLY_MIX, BILLY_DRAW):
        if name in (BILLY_END, BILLY_MIX, BILLY_DRAW) and not (
                config.solo and current == config.billy):
            raise bad(W.BILLY_STEP_TURN())
        if name == BILLY_DRAW:
            if len(rest) != 1:
                raise bad(W.BILLY_DRAWS_HOW_MANY())
            return (BILLY_DRAW, CHANCE, _number(rest[0], 1, bad))
        if rest:
            raise bad(W.NO_FIELDS(step=W.written(name)))
        return (name, 0 if name == BILLY_MIX else CHANCE)
    if name not in SEATED:
        raise bad(W.NOT_A_STEP(step=W.quoted(name), steps=W.written(", ".join(STEPS))))
    if not rest:
        raise bad(W.WHOSE_STEP())
    seat = parse_seat(config, lines, "pending", rest[0])
    if seat < 0 or seat == config.billy:
        raise bad(W.PLAYERS_STEP())
    rest = [word.lower() for word in rest[1:]]
    if name == END:
        if seat != current:
            raise bad(W.TURN_THAT_ENDS(seat=W.written(seat_word(config, current))))
        _no_more(rest, bad)
        return (END, seat)
    if name == PRISM:
        _no_more(rest, bad)
        return (PRISM, seat)
    if name == GAIN:
        flags = [word for word in rest if word in ("optional", "then_may_print")]
        cards = _cards(config, [word for word in rest if word not in flags], bad)
        if len(set(flags)) != len(flags):
            raise bad(W.FLAG_TWICE())
        return (GAIN, seat, cards, "optional" in flags, "then_may_print" in flags)
    if name == IDENTICAL:
        _count(rest, 1, bad)
        return (IDENTICAL, seat, _number(rest[0], 1, bad))
    if name in (MAY_PRINT, ORANGE, LAV_GAIN):
        cards = _cards(config, rest, bad)
        if len(cards) != 1:
            raise bad(W.ONE_CARD())
        return (name, seat, cards[0])
    if name == PRINTS:
        if not rest:
            raise bad(W.PRINTS_LEFT())
        forbid: tuple[int, ...] = ()
        if len(rest) > 1:
            if rest[1] != "except":
                raise bad(W.AFTER_EXCEPT())
            forbid = _cards(config, rest[2:], bad)
        return (PRINTS, seat, _number(rest[0], 1, bad), forbid)
    if name == REFILLING:
        limit = 0
        returned: tuple[int, ...] = ()
        if rest[:1] == ["max"]:
            _count(rest[:2], 2, bad)
            limit, rest = _number(rest[1], 1, bad), rest[2:]
        if rest:
            if rest[0] != "returned":
                raise bad(W.REFILLING_FORM())
            returned = _cards(config, rest[1:], bad)
            if limit and len(returned) >= limit:
                raise bad(W.REFILL_DONE(n=limit))
        return (REFILLING, seat, limit, returned)
    if name == TUCK:
        if len(rest) < 3 or rest[1] != "of":
            raise bad(W.TUCK_FORM())
        return (TUCK, seat, tuple(sorted(_cards(config, rest[2:], bad))),
                _number(rest[0], 1, bad))
    if name == LAV_DISCARD:
        if len(rest) < 2 or rest[0] != "ranks":
            raise bad(W.LAV_DISCARD_FORM())
        return (LAV_DISCARD, seat, tuple(_number(word, 1, bad, 4) for word in rest[1:]))
    return (LAV_PRINT, seat, _cards(config, rest, bad))


SEATED = (GAIN, IDENTICAL, MAY_PRINT, PRINTS, REFILLING, TUCK, LAV_DISCARD, LAV_GAIN, LAV_PRINT,
          PRISM, ORANGE, END)
STEPS = (*SEATED, BILLY_DRAW, BILLY_MIX, BILLY_END, WIN_CARD, FIRST)


def _no_more(rest: list[str], bad: Any) -> None:
    if rest:
        raise bad(W.UNEXPECTED(words=W.quoted(" ".join(rest))))


def _count(rest: list[str], wanted: int, bad: Any) -> None:
    if len(rest) != wanted:
        raise bad(W.FIELDS_AFTER_SEAT(n=wanted))


def _number(word: str, low: int, bad: Any, high: int = MAX_COUNT) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise bad(W.NOT_A_NUMBER_FROM(word=W.quoted(word), low=low, high=high))
    return int(word)


def _cards(config: ChromaConfig, words: list[str], bad: Any) -> tuple[int, ...]:
    if not words:
        raise bad(W.NO_CARD())
    kinds: list[int] = []
    for word in words:
        if word.startswith("rank-") and word[5:].isdigit() and 1 <= int(word[5:]) < len(
                config.by_rank):
            kinds += config.by_rank[int(word[5:])]
        elif word in config.ids:
            kinds.append(config.ids.index(word))
        else:
            raise bad(W.NOT_A_CARD(word=W.quoted(word)))
    return tuple(kinds)
