"""Chroma Mix's teaching (`rules.move_groups.Teaching`): teach mode's open actions grouped by
what they do (the moves that meet a win condition, then print, mix, refill, swap), each with why
(which move meets which condition, how many cards may be printed, which colours an exact mix
makes), and the topics its lessons teach (`data/lessons/chroma_mix.yaml`,
`teaches`). Anything else (an effect's decision, Billy's mix) is grouped by kind. Italian in
`data/i18n/it/chroma_mix.yaml`.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import phrases, text, worth
from chroma_desktop.games.chroma_mix.content import Condition
from chroma_desktop.rules.api import Move, PlayerId
from chroma_desktop.rules.messages import COUNT, TEXT, Message
from chroma_desktop.rules.move_groups import MoveGroup, Topic, by_kind

T = phrases.T
PRINT = T.add("teach.print")
PRINTABLE = T.add("teach.printable", n=COUNT)
MIX = T.add("teach.mix")
EXACT_MIXES = T.add("teach.exact_mixes", n=COUNT, k=COUNT)
REFILL = T.add("teach.refill")
REFILL_WHY = T.add("teach.refill_why")
REFILL_BRIEF = T.add("teach.refill_brief")
SWAP = T.add("teach.swap")
SWAP_WHY = T.add("teach.swap_why")
WIN = T.add("teach.win")
WIN_PRINT = T.add("teach.win_print", c=TEXT, condition=TEXT)
WIN_MIX = T.add("teach.win_mix", c=TEXT, condition=TEXT)
WIN_OTHER = T.add("teach.win_other", n=COUNT, condition=TEXT)
TOPIC_VICTORY = T.add("teach.topic_victory")
TOPIC_BILLY = T.add("teach.topic_billy")
TOPIC_MUSTARD = T.add("teach.topic_mustard")
TOPIC_PRINTING = T.add("teach.topic_printing")
TOPIC_MIXING = T.add("teach.topic_mixing")
TOPIC_REFILL = T.add("teach.topic_refill")
TOPIC_SWAP = T.add("teach.topic_swap")

PRINTING = Topic("printing", TOPIC_PRINTING())
MIXING = Topic("mixing", TOPIC_MIXING())
REFILLING = Topic("refill", TOPIC_REFILL())
SWAPPING = Topic("swap", TOPIC_SWAP())
VICTORY = Topic("victory", TOPIC_VICTORY())
BILLY = Topic("billy", TOPIC_BILLY())
MUSTARD = Topic("mustard", TOPIC_MUSTARD())
TOPICS = (PRINTING, MIXING, REFILLING, SWAPPING, VICTORY, BILLY, MUSTARD)
REST_TOPICS = {mv.BILLY: BILLY, mv.TUCK_: MUSTARD}
"""The topic of a decision grouped by kind: the mix chosen for Confident Billy (rulebook, Solo
mode), the refilled cards tucked under Mustard (its card and the Mustard victory)."""
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
    # Rulebook (Light Yellow): the refill returns cards from play to hand, at most its number.
    phrases.DONE_NEEDS_A_RETURN.key: REFILLING.key,
}


def _win_why(state: Any, move: Move, condition: Condition, count: int) -> Message:
    """Why the first winning move wins: the card printed or mixed and the condition it meets."""
    if move.kind == mv.PRINT_:
        return WIN_PRINT(c=text.name(state.config, move.arg), condition=condition.name)
    if move.kind == mv.MIX_:
        return WIN_MIX(c=text.name(state.config, move.arg.result), condition=condition.name)
    return WIN_OTHER(n=count, condition=condition.name)


def move_groups(game: Any, state: Any, player: PlayerId,
                moves: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
    """The moves that meet a win condition first (rulebook, Ending the game), then mixes
    (they advance the win conditions), prints, refills and swaps; any other decision by kind."""
    winning = [(move, met[0]) for move in moves
               if move.kind in (mv.PRINT_, mv.MIX_, mv.REFILL_, mv.SWAP_)
               for met in (worth.conditions_met_by(state, move),) if met]
    groups = []
    if winning:
        groups.append(MoveGroup("victory", WIN(), _win_why(state, *winning[0], len(winning)),
                                tuple(move for move, _ in winning), VICTORY))
    left = tuple(move for move in moves if all(move != won for won, _ in winning))
    of = {kind: tuple(move for move in left if move.kind == kind)
          for kind in (mv.MIX_, mv.PRINT_, mv.REFILL_, mv.SWAP_)}
    if of[mv.MIX_]:
        colours = len({move.arg.result for move in of[mv.MIX_]})
        groups.append(MoveGroup(mv.MIX_, MIX(), EXACT_MIXES(n=len(of[mv.MIX_]), k=colours),
                                of[mv.MIX_], MIXING))
    if of[mv.PRINT_]:
        groups.append(MoveGroup(mv.PRINT_, PRINT(), PRINTABLE(n=len(of[mv.PRINT_])), of[mv.PRINT_],
                                PRINTING))
    if of[mv.REFILL_]:
        groups.append(MoveGroup(mv.REFILL_, REFILL(), REFILL_WHY(), of[mv.REFILL_], REFILLING,
                                brief=REFILL_BRIEF()))
    if of[mv.SWAP_]:
        groups.append(MoveGroup(mv.SWAP_, SWAP(), SWAP_WHY(), of[mv.SWAP_], SWAPPING))
    said = {move for group in groups for move in group.moves}
    rest = by_kind(game, state, tuple(move for move in left if move not in said))
    return (*groups, *(group._replace(topic=REST_TOPICS.get(group.key, group.topic))
                       for group in rest))
