"""What a Coloretto move is worth before it is made (`rules.api.Previews.effect`, issue 31).

Taking a row: the mover's score before and after (the scoring's own count: the best three
colours plus, the rest minus, jokers where the scoring puts them, the +2s), which colours change
and how, and where the mover then stands against the others. Placing the drawn card on a row:
the mover's score does not change; the words say what the row would then be worth to the mover
and to each player still in the round, and the badge (`Effect.label`) the row's worth to the
mover then ("Row: +3 to you", inside the row's zone). A blind draw (and every set-up move): None, chance
decides. Everything is read from the mover's view: in Coloretto every collection and row lies
face up, and the deck's order is never stored.
"""

from __future__ import annotations

from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.games.coloretto import scoring
from chroma_desktop.games.coloretto.state import PLACE, TURN, ColorettoState
from chroma_desktop.games.coloretto.text import T
from chroma_desktop.rules.api import Effect, Move, signed_change
from chroma_desktop.rules.common.counts import add_all
from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, TEXT, Message, join

TAKE = T.add("effect.take", r=COUNT, d=TEXT, p=SEAT, a=COUNT, b=COUNT, changes=MESSAGE)
COLOUR = T.add("effect.colour", c=TEXT, a=COUNT, b=COUNT, d=TEXT)
TURNS_NEGATIVE = T.add("effect.turns_negative", c=TEXT, n=COUNT, d=TEXT)
TURNS_POSITIVE = T.add("effect.turns_positive", c=TEXT, n=COUNT, d=TEXT)
PLUS2 = T.add("effect.plus2", n=COUNT, d=TEXT)
NO_CHANGE = T.add("effect.no_change")
LEAD = T.add("effect.lead", p=SEAT, q=SEAT, n=COUNT)
LEVEL = T.add("effect.level", p=SEAT, q=SEAT)
TRAIL = T.add("effect.trail", p=SEAT, q=SEAT, n=COUNT)
PLACE_RACE = T.add("effect.place", r=COUNT, d=TEXT, p=SEAT, e=TEXT, others=MESSAGE)
PLACE_ALONE = T.add("effect.place_alone", r=COUNT, d=TEXT, p=SEAT, e=TEXT)
WORTH_TO = T.add("effect.worth_to", d=TEXT, q=SEAT)
BADGE_ROW = T.add("effect.badge_row", d=TEXT, p=SEAT)


def effect(state: ColorettoState, move: Move) -> Effect | None:
    """What `move` (legal in `state`, the mover's view) is worth to the mover; None for a draw
    and the set-up's moves."""
    if state.phase == TURN and move.kind == mv.TAKE and isinstance(move.arg, int):
        return _take(state, move.arg)
    if state.phase == PLACE and move.kind == mv.PLACE and isinstance(move.arg, int):
        return _place(state, move.arg)
    return None


def _score(state: ColorettoState, collection: tuple[int, ...]) -> int:
    return scoring.score(state.config, state.removed, collection)


def _take(state: ColorettoState, row: int) -> Effect:
    mover, config = state.current, state.config
    before = state.collections[mover]
    after = add_all(before, state.rows[row])
    now, then = _score(state, before), _score(state, after)
    changes = _colour_changes(state, before, after)
    taken = TAKE(r=row + 1, d=signed_change(then - now), p=mover, a=now, b=then,
                 changes=join(changes, "; ") if changes else NO_CHANGE())
    others = [(p, _score(state, state.collections[p])) for p in range(config.players) if p != mover]
    return Effect(mover, float(now), float(then), join([taken, _race(mover, then, others)], ". "))


def _colour_changes(state: ColorettoState, before: tuple[int, ...],
                    after: tuple[int, ...]) -> list[Message]:
    """Each colour whose cards or points the take changes (jokers where the scoring puts
    them), then the +2s."""
    config = state.config
    was = scoring.colour_points(config, state.removed, before)
    will = scoring.colour_points(config, state.removed, after)
    said: list[Message] = []
    for colour in scoring.in_play_colours(config, state.removed):
        (count_was, points_was), (count, points) = was.get(colour, (0, 0)), will.get(colour, (0, 0))
        if (count_was, points_was) == (count, points):
            continue
        name, change = config.kind_label(colour), signed_change(points - points_was)
        if count_was != count:
            said.append(COLOUR(c=name, a=count_was, b=count, d=change))
        elif points < 0:  # Coloretto: another colour took its place among the best three
            said.append(TURNS_NEGATIVE(c=name, n=count, d=change))
        else:
            said.append(TURNS_POSITIVE(c=name, n=count, d=change))
    plus2 = after[config.plus2] - before[config.plus2]
    if plus2:
        said.append(PLUS2(n=plus2, d=signed_change(plus2 * config.plus2_value)))
    return said


def _race(mover: int, points: int, others: list[tuple[int, int]]) -> Message:
    """Where the mover stands against the best of the others (the first such seat on a tie)."""
    rival, best = max(others, key=lambda seat_score: (seat_score[1], -seat_score[0]))
    if points > best:
        return LEAD(p=mover, q=rival, n=points - best)
    if points == best:
        return LEVEL(p=mover, q=rival)
    return TRAIL(p=mover, q=rival, n=best - points)


def _place(state: ColorettoState, row: int) -> Effect:
    mover, config = state.current, state.config
    cards = state.rows[row]
    with_card = (*cards, state.drawn)

    def worth(player: int, row_cards: tuple[int, ...]) -> str:
        return signed_change(scoring.gain(config, state.removed, state.collections[player], row_cards))

    others = [WORTH_TO(d=worth(p, with_card), q=p) for p in range(config.players)
              if p != mover and not state.is_out(p)]
    now = float(_score(state, state.collections[mover]))
    if others:
        words = PLACE_RACE(r=row + 1, d=worth(mover, with_card), p=mover, e=worth(mover, cards),
                           others=join(others, ", "))
    else:
        words = PLACE_ALONE(r=row + 1, d=worth(mover, with_card), p=mover, e=worth(mover, cards))
    # The badge: the row's worth to the mover then, as the words say it (the score stays).
    return Effect(mover, now, now, words, BADGE_ROW(d=worth(mover, with_card), p=mover))
