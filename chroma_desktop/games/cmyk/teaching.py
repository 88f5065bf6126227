"""CMYK!'s teaching (`rules.move_groups.Teaching`): teach mode's open moves grouped by what they
do (take a tile, place the tile in hand, move the last tile, discard a K-tile, stop), each with
why (how many piles show a tile that fits the mosaic, how many spaces take the tile), and the
topics its lessons teach (`data/lessons/cmyk.yaml`, `teaches`). Italian in
`data/i18n/it/cmyk.yaml`.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk import words
from chroma_desktop.games.cmyk.state import NONE, CmykState
from chroma_desktop.rules.api import Move, PlayerId
from chroma_desktop.rules.messages import COUNT, MESSAGE
from chroma_desktop.rules.move_groups import MoveGroup, Topic, by_kind

T = words.T
TAKE_A_TILE = T.add("teach.take_a_tile")
PILES_FIT = T.add("teach.piles_fit", n=COUNT, m=COUNT)
PLACE_IT = T.add("teach.place_it", tile=MESSAGE)
SPACES_FIT = T.add("teach.spaces_fit", n=COUNT)
MOVE_LAST = T.add("teach.move_last")
UNTIL_NEXT = T.add("teach.until_next")
DISCARD_K = T.add("teach.discard_k")
K_FINISHES_NOTHING = T.add("teach.k_finishes_nothing")
STOP = T.add("teach.stop")
STOP_WHY = T.add("teach.stop_why")
TOPIC_MATCHING = T.add("teach.topic_matching")
TOPIC_K_TILES = T.add("teach.topic_k_tiles")
TOPIC_REMOVAL = T.add("teach.topic_removal")
TOPIC_STOPPING = T.add("teach.topic_stopping")

MATCHING = Topic("matching", TOPIC_MATCHING())
K_TILES = Topic("k_tiles", TOPIC_K_TILES())
REMOVAL = Topic("removal", TOPIC_REMOVAL())
STOPPING = Topic("stopping", TOPIC_STOPPING())
TOPICS = (MATCHING, K_TILES, REMOVAL, STOPPING)
REFUSAL_TOPICS = {
    # Rulebook: touching sides show the same ink and the same mark; a tile touches the mosaic.
    words.WRONG_INK.key: MATCHING.key,
    words.WRONG_INK_ANY.key: MATCHING.key,
    words.WRONG_MARK.key: MATCHING.key,
    words.WRONG_MARKS.key: MATCHING.key,
    words.MUST_TOUCH.key: MATCHING.key,
    words.TURN_TO_FIT.key: MATCHING.key,
    words.FITS_SOMEWHERE.key: MATCHING.key,
    # Rulebook: a K-tile is placed (ink only) or discarded, never put back.
    words.K_NOT_BACK.key: K_TILES.key,
    words.ONLY_K_DISCARD.key: K_TILES.key,
    # Rulebook: a player stops taking tiles with none in hand (the tile taken is placed first).
    words.STOP_HOLDING.key: STOPPING.key,
}


def move_groups(game: Any, state: CmykState, player: PlayerId,
                moves: tuple[Move, ...]) -> tuple[MoveGroup, ...]:
    """Placing the tile in hand first, then moving the last tile, taking a tile, discarding a
    K-tile and stopping; anything else (set-up, the initial tile) by kind."""
    config = state.config
    mosaic = state.mosaics[player]
    of = {kind: tuple(move for move in moves if move.kind == kind)
          for kind in (mv.PLACE, mv.MOVE, mv.TAKE, mv.DISCARD, mv.STOP)}
    groups = []
    hand = state.hands[player]
    if of[mv.PLACE] and hand != NONE and mosaic.cells:
        spaces = len({move.arg.cell for move in of[mv.PLACE]})
        groups.append(MoveGroup(mv.PLACE, PLACE_IT(tile=words.tile_name(config, hand)),
                                SPACES_FIT(n=spaces), of[mv.PLACE],
                                K_TILES if config.is_k(hand) else MATCHING))
    if of[mv.MOVE]:
        groups.append(MoveGroup(mv.MOVE, MOVE_LAST(), UNTIL_NEXT(), of[mv.MOVE], MATCHING))
    if of[mv.TAKE] and mosaic.cells:
        piles = [move.arg.pile for move in of[mv.TAKE]]
        fitting = sum(1 for pile in piles if mosaic.placements(config, state.top(pile)))
        groups.append(MoveGroup(mv.TAKE, TAKE_A_TILE(), PILES_FIT(n=fitting, m=len(piles)),
                                of[mv.TAKE], MATCHING if fitting else REMOVAL))
    if of[mv.DISCARD]:
        groups.append(MoveGroup(mv.DISCARD, DISCARD_K(), K_FINISHES_NOTHING(), of[mv.DISCARD],
                                K_TILES))
    if of[mv.STOP]:
        groups.append(MoveGroup(mv.STOP, STOP(), STOP_WHY(), of[mv.STOP], STOPPING))
    said = {move for group in groups for move in group.moves}
    rest = by_kind(game, state, tuple(move for move in moves if move not in said))
    return (*groups, *rest)
