"""Chroma Mix's teaching (`rules.move_groups.Teaching`): teach mode's open actions grouped by
what they do (print, mix, refill, swap), each with why (how many cards may be printed, which
colours an exact mix makes), and the topics its lessons teach (`data/lessons/chroma_mix.yaml`,
`teaches`). Anything else (an effect's decision, Billy's mix) is grouped by kind. Italian in
`data/i18n/it/chroma_mix.yaml`.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import phrases
from chroma_desktop.rules.api import Move, PlayerId
from chroma_desktop.rules.messages import COUNT
from chroma_desktop.rules.move_groups import MoveGroup, Topic, by_kind

T = phrases.T
PRINT = T.add("teach.print", "Print a card for its instant effect")
PRINTABLE = T.add("teach.printable", "{n} {n:card|cards} in your hand can go into play", n=COUNT)
MIX = T.add("teach.mix", "Mix cards into a new colour")
EXACT_MIXES = T.add("teach.exact_mixes", "{n} exact {n:mix makes|mixes make} {k} {k:colour|colours}",
                    n=COUNT, k=COUNT)
REFILL = T.add("teach.refill", "Refill: take cards from play back to your hand")
REFILL_WHY = T.add("teach.refill_why", "to print them again (their effects come back)")
SWAP = T.add("teach.swap", "Swap a hand card for a rank-1 card")
SWAP_WHY = T.add("teach.swap_why", "it is your whole turn's action")
TOPIC_PRINTING = T.add("teach.topic_printing", "printing")
TOPIC_MIXING = T.add("teach.topic_mixing", "mixing")
TOPIC_REFILL = T.add("teach.topic_refill", "the refill")
TOPIC_SWAP = T.add("teach.topic_swap", "the swap")

PRINTING = Topic("printing", TOPIC_PRINTING())
MIXING = Topic("mixing", TOPIC_MIXING())
REFILLING = Topic("refill", TOPIC_REFILL())
SWAPPING = Topic("swap", TOPIC_SWAP())
TOPICS = (PRINTING, MIXING, REFILLING, SWAPPING)
REFUSAL_TOPICS = {
    # Rulebook: a mix returns exactly two cards whose pigments make the card taken.
    phrases.NOT_EXACT.key: MIXING.key,
    phrases.MIX_TWO_CARDS.key: MIXING.key,
    phrases.MIX_MAKES_NOTHING.key: MIXING.key,
    phrases.MIX_DROP_ON_RESULT.key: MIXING.key,
    # Rulebook: one card of a colour in play.
    phrases.ONLY_ONE_IN_PLAY.key: PRINTING.key,
    # Rulebook: a swap takes a rank-1 card and is the whole turn.
    phrases.SWAP_RANK_1.key: SWAPPING.key,
    phrases.SWAP_WHOLE_TURN.key: SWAPPING.key,
    phrases.ALREADY_REFILLED.key: REFILLING.key,
}


def move_groups(game: Any, state: Any, player: PlayerId,
                moves: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
    """Mixes first (they advance the victory conditions), then prints, refills and swaps; any
    other decision by kind."""
    of = {kind: tuple(move for move in moves if move.kind == kind)
          for kind in (mv.MIX_, mv.PRINT_, mv.REFILL_, mv.SWAP_)}
    groups = []
    if of[mv.MIX_]:
        colours = len({move.arg.result for move in of[mv.MIX_]})
        groups.append(MoveGroup(mv.MIX_, MIX(), EXACT_MIXES(n=len(of[mv.MIX_]), k=colours),
                                of[mv.MIX_], MIXING))
    if of[mv.PRINT_]:
        groups.append(MoveGroup(mv.PRINT_, PRINT(), PRINTABLE(n=len(of[mv.PRINT_])), of[mv.PRINT_],
                                PRINTING))
    if of[mv.REFILL_]:
        groups.append(MoveGroup(mv.REFILL_, REFILL(), REFILL_WHY(), of[mv.REFILL_], REFILLING))
    if of[mv.SWAP_]:
        groups.append(MoveGroup(mv.SWAP_, SWAP(), SWAP_WHY(), of[mv.SWAP_], SWAPPING))
    said = {move for group in groups for move in group.moves}
    return (*groups, *by_kind(game, state, tuple(move for move in moves if move not in said)))
