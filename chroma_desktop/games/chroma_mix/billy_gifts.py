"""What a Chroma Mix move gives away (issue 31, measured by `benchmarks/hint_traps.py`): a win
Confident Billy is then sure of, a part of one of his win conditions, and the free card a player
may decline.

Billy's win conditions are checked at the end of his turn (rulebook, Ending the game; the rules'
`met`), and in one turn the player may choose several mixes for him (one a Mix card he draws).
So a mix that leaves Billy meeting a condition hands him the win only if the turn then ends
with it met: every mix still to choose for him that turn leaves it met too. A condition met for
a moment, which the next mix takes away, is not a gift.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import victory, worth
from chroma_desktop.games.chroma_mix.state import GAIN, ChromaState
from chroma_desktop.rules.api import Move


def hands_billy_a_win(state: ChromaState, move: Move) -> bool:
    """Whether legal `move` surely leaves Billy meeting a win condition he has not met: at the
    end of his turn (`met`), or with every mix still to choose for him that turn leaving one
    met. False outside the solo game. `state` may be a player's view (Billy's hand is open)."""
    return worth.hands_billy_a_win(state, move)


def hands_billy_a_part(state: ChromaState, move: Move) -> bool:
    """Whether legal `move` completes a part of a win condition of Billy's not met yet (a card
    his Ruby or Sapphire victory wants, or his VP in hand), as the table's tracker marks parts
    (`worth.parts`). Often the least bad choice: said for information, not a fault."""
    config, billy = state.config, state.config.billy
    if billy < 0 or state.met[billy]:
        return False
    later = worth.after(state, mv.typed(move))
    before, now = worth.holding(state, billy), worth.holding(later, billy)
    return any(not was.done and part.done
               for _bit, condition in victory.in_force(config, True, state.win_card)
               for was, part in zip(worth.parts(config, condition, before),
                                    worth.parts(config, condition, now), strict=True))


def is_free_card_choice(state: ChromaState, legal: tuple[Move, ...]) -> bool:
    """Whether the decision is a card the player may gain (a GAIN choice, Slate Gray's among
    them) with both taking one (CHOOSE) and declining (SKIP) legal."""
    top = state.top
    kinds = {move.kind for move in legal}
    return top is not None and top[0] == GAIN and {mv.CHOOSE, mv.SKIP} <= kinds
