"""CMYK!: what a move is worth before it is made (issue 31; `rules.api.Previews.effect`).

Placing a tile, or moving the last placed one (rulebook: "you CAN move your last tile around
until you take a new tile"): the mover's points before and after, counted by the game's own
scoring (`scoring.points`, which `live_score` and the final score use), the lines of the score
that change and by how much (hexagons completed, a K-tile's -3, the private objective and the
public objectives it advances, each line saying where it then stands, a private objective also
how many tiles its next points need or that it is at its cap), and the race: where the mover
then stands against the best other score. The state is the mover's view, so another player's
private objective counts only once Your color looks better! has shown it.

Taking a tile from a pile: what that tile would be worth at its best legal spot in the mover's
mosaic now (a K-tile: or discarded, rulebook "you can choose to place it or discard it"), or
that it fits nowhere and would go back. Discarding a K-tile scores nothing and reveals a public
objective. Other moves (put back, stop, the initial tile taken for a neighbour, chance) change
no score: None.
"""

from __future__ import annotations

from chroma_desktop.games.cmyk import grid
from chroma_desktop.games.cmyk import move_effect_words as said
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.features import features
from chroma_desktop.games.cmyk.grid import Cell
from chroma_desktop.games.cmyk.mosaic import Mosaic
from chroma_desktop.games.cmyk.scoring import keyed_breakdown, points, private_points
from chroma_desktop.games.cmyk.state import NONE, PLAY, CmykState
from chroma_desktop.games.cmyk.words import cell_name, number, tile_name
from chroma_desktop.rules.api import Effect, Move
from chroma_desktop.rules.common.counts import replace_at
from chroma_desktop.rules.messages import Message, join

HEXAGON = 6  # the triangles round a point


def placed(state: CmykState, move: Move) -> Mosaic:
    """The mover's mosaic after a `place` (the tile in hand goes on the cell) or a `move` (the
    last placed tile goes there instead); the move is legal in `state`."""
    arg = move.arg
    mosaic = state.mosaics[arg.player]
    if move.kind == mv.PLACE:
        return mosaic.with_tile(arg.cell, state.hands[arg.player], arg.rotation)
    last = state.last_placed(arg.player)
    return mosaic.without(last).with_tile(arg.cell, mosaic.cells[last][0], arg.rotation)


def effect(state: CmykState, move: Move) -> Effect | None:
    """What `move`, legal in `state` (the mover's view), does to the mover's score and race."""
    kind = move.kind
    if kind in (mv.PLACE, mv.MOVE):
        player = move.arg.player
        after = _with_mosaic(state, player, placed(state, move))
        reveals = kind == mv.PLACE and state.config.is_k(state.hands[player])
        now, then = points(state, player), points(after, player)
        return Effect(player, now, then,
                      _placement_words(state, after, player, move.arg.cell, reveals))
    if kind == mv.TAKE and state.phase == PLAY:
        return _take_effect(state, move.arg.player, state.top(move.arg.pile))
    if kind == mv.DISCARD:
        player = move.arg
        now = points(state, player)
        tile = tile_name(state.config, state.hands[player])
        return Effect(player, now, now, said.DISCARD_K(tile=tile, now=number(now)))
    return None


def _with_mosaic(state: CmykState, player: int, mosaic: Mosaic) -> CmykState:
    return state._replace(mosaics=replace_at(state.mosaics, player, mosaic))


def _take_effect(state: CmykState, player: int, tile: int) -> Effect:
    """The top tile `tile` at its best spot in `player`'s mosaic now (the first of equals, in
    the placements' order)."""
    config = state.config
    mosaic = state.mosaics[player]
    now = points(state, player)
    name = tile_name(config, tile)
    best: tuple[float, Cell, CmykState] | None = None
    for cell, rotation in mosaic.placements(config, tile):
        after = _with_mosaic(state, player, mosaic.with_tile(cell, tile, rotation))
        value = points(after, player)
        if best is None or value > best[0]:
            best = (value, cell, after)
    k_tile = config.is_k(tile)
    if k_tile and (best is None or best[0] < now):
        return Effect(player, now, now, said.TAKE_K_DISCARD(tile=name, p=player, now=number(now)))
    if best is None:
        return Effect(player, now, now, said.TAKE_NOWHERE(tile=name, p=player))
    value, cell, after = best
    what = _placement_words(state, after, player, cell, k_tile)
    return Effect(player, now, value, said.TAKE_BEST(tile=name, cell=cell_name(cell), what=what))


def _placement_words(before: CmykState, after: CmykState, player: int, cell: Cell,
                     reveals: bool) -> Message:
    """The change in points, the score lines behind it, the hexagon it builds towards and the
    race, in words."""
    now, then = points(before, player), points(after, player)
    change = then - now
    head = (said.GAIN(change=_signed(change), n=number(abs(change)), now=number(now),
                      after=number(then))
            if change else said.NO_GAIN(now=number(now)))
    why = _changes(before, after, player)
    towards = _fullest_hexagon(after.mosaics[player], cell)
    if towards:
        why.append(said.HEXAGON_TOWARDS(k=towards, n=HEXAGON))
    if reveals:
        why.append(said.K_REVEALS())
    first = said.BECAUSE(points=head, why=join(why, "; ")) if why else head
    return join([first, _race(after, player, then)], ". ")


def _fullest_hexagon(mosaic: Mosaic, cell: Cell) -> int:
    """How many tiles the fullest hexagon round `cell` not yet complete holds (rulebook: "You
    earn points for making a hexagon by connecting triangular tiles"); 0 when none holds more
    than the tile just placed and one beside it."""
    held = [len(grid.hexagon_cells(point) & mosaic.cells.keys()) for point in grid.corners(cell)]
    building = [count for count in held if count < HEXAGON]
    fullest = max(building, default=0)
    return fullest if fullest > 2 else 0


def _changes(before: CmykState, after: CmykState, player: int) -> list[Message]:
    """Each score line the move changes: its points' change, or that it advances without
    points yet; a private objective's line also says how far it stands."""
    was = dict(keyed_breakdown(before, player))
    found: list[Message] = []
    for key, line in keyed_breakdown(after, player):
        old = was.get(key)
        gained = line.points - (old.points if old is not None else 0)
        if gained:
            found.append(said.LINE_CHANGE(line=line.label, change=_signed(gained)))
        elif old is None or old.label != line.label:
            found.append(said.LINE_ADVANCES(line=line.label))
        else:
            continue
        standing = _private_standing(after, player, key)
        if standing is not None:
            found.append(standing)
    return found


def _private_card(state: CmykState, player: int, key: str) -> int:
    """The private objective a score line counts for `player` (NONE: the line counts none):
    their own card, I want this color too!'s shared card, Your color looks better!'s card of
    the player on their right."""
    config = state.config
    if key == "private":
        return state.privates[player]
    if not key.startswith("row:"):
        return NONE
    card, shared = state.row[int(key.partition(":")[2])]
    kind = config.kind_of(card)
    if kind == "shared_private":
        return shared
    if kind == "neighbour_private":
        return state.privates[(player - 1) % config.players]
    return NONE


def _private_standing(state: CmykState, player: int, key: str) -> Message | None:
    """How far a private objective stands (rulebook: at most 6 points from it): the tiles its
    next points need, or that it is at its cap."""
    card = _private_card(state, player, key)
    if card < 0:
        return None
    config = state.config
    objective = config.private[card]
    count, raw = private_points(config, card, features(config, state.mosaics[player]))
    cap = config.scoring.private_cap
    if raw >= cap:
        return said.AT_CAP(card=objective.name, cap=cap)
    return said.NEXT_POINTS(n=objective.per_tiles - count % objective.per_tiles, card=objective.name)


def _race(after: CmykState, player: int, then: float) -> Message:
    """Where `player` stands against the best other score they can see."""
    rivals = [(points(after, seat), -seat) for seat in range(after.config.players) if seat != player]
    best, rival = max(rivals)
    if then > best:
        return said.LEADS(p=player, n=number(then - best))
    if then < best:
        return said.BEHIND(p=player, n=number(best - then), q=-rival)
    return said.LEVEL(p=player, q=-rival)


def _signed(change: float) -> str:
    return f"{number(change):+}"
