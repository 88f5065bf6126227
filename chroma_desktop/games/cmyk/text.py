"""CMYK! in words: move descriptions for the log, prompts, and why a move is not allowed.

Every sentence is a template of `words.py`, filled here from the state; the table names the seats.
"""

from __future__ import annotations

from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk import words
from chroma_desktop.games.cmyk.config import CmykConfig, edges_match
from chroma_desktop.games.cmyk.grid import ORIGIN, Cell, parse_cell, side_inks
from chroma_desktop.games.cmyk.mosaic import Mosaic
from chroma_desktop.games.cmyk.state import EV_REPLACE, NONE, OVER, SETUP_PLACE, SETUP_TAKE, CmykState
from chroma_desktop.rules.api import Move
from chroma_desktop.rules.messages import NOTHING, Message, join


def where(cell: Cell) -> Message:
    """A space in words, from the initial tile (not the notation's `-1,0,down`)."""
    return words.cell_name(cell)


def turned(config: CmykConfig, rotation: int) -> Message:
    ink = config.ink_names[side_inks(config.edge_order, rotation)[0]]
    return (words.TURNED_FLIPPED if rotation >= 3 else words.TURNED)(ink=ink)


def describe(state: CmykState, move: Move) -> Message:
    config, kind, arg = state.config, move.kind, move.arg
    if kind in mv.PLAYER_KINDS:
        player = mv.player_of(move)
        hand = state.hands[player] if 0 <= player < config.players else NONE
        label = words.tile_name(config, hand) if hand != NONE else "the tile"
        if kind == mv.TAKE:
            tile = words.tile_name(config, state.top(arg.pile))
            said = words.TAKES_INITIAL if state.phase == SETUP_TAKE else words.TAKES
            return said(p=player, tile=tile, pile=arg.pile + 1)
        if kind == mv.PLACE:
            turn = turned(config, arg.rotation)
            if state.phase == SETUP_PLACE:
                return words.PLACES_INITIAL(p=player, tile=label, turn=turn)
            if hand != NONE and config.is_k(hand):
                return words.PLACES_K(p=player, tile=label, cell=where(arg.cell), turn=turn,
                                      k=config.scoring.k_tile)
            return words.PLACES(p=player, tile=label, cell=where(arg.cell), turn=turn)
        if kind == mv.MOVE:
            last = state.last_placed(player)
            tile = words.tile_name(config, state.mosaics[player].cells[last][0])
            return words.MOVES(p=player, tile=tile, origin=where(last), cell=where(arg.cell),
                               turn=turned(config, arg.rotation))
        if kind == mv.PUTBACK:
            return words.PUTS_BACK(p=player, tile=label, pile=state.origins[player] + 1)
        if kind == mv.DISCARD:
            return words.DISCARDS(p=player, tile=label)
        return words.STOPS(p=player)
    if kind == mv.CALLER:
        return words.FIRST_CALLER(p=arg)
    if kind == mv.DEAL:
        return words.DEALT(p=arg.player)
    if kind == mv.REVEAL:
        card = config.public[arg].en
        if state.pending and state.pending[0][0] == EV_REPLACE:
            return words.REPLACED(card=card)
        return words.REVEALED(card=card)
    if kind == mv.SHARED:
        return words.SHARED(card=config.private[arg].name)
    if kind == mv.TOP:
        return words.NEW_TOP(pile=arg.pile + 1, tile=words.tile_name(config, arg.tile))
    if kind == mv.REMOVE:
        piles = ", ".join(str(pile + 1) for pile in arg)
        return words.REMOVED(n=len(arg), piles=piles)
    return words.UNKNOWN_MOVE(kind=kind)


def prompt(state: CmykState, player: int, legal: tuple[Move, ...]) -> Message:
    config = state.config
    if state.phase == OVER:
        return words.OVER()
    if state.pending:
        return words.REVEALING()
    if state.phase == SETUP_TAKE:
        if player != state.current:
            return words.WAITING_FOR_TAKER(p=state.current)
        return words.TAKE_INITIAL()
    hand = state.hands[player]
    if state.phase == SETUP_PLACE:
        if hand == NONE:
            return words.WAITING_FOR_PLACING()
        return words.TURN_INITIAL(tile=words.tile_name(config, hand))
    if state.stopped[player]:
        return words.STOPPED_WAITING()
    if hand != NONE:
        if config.is_k(hand):
            return words.PLACE_K(k=config.scoring.k_tile)
        if any(move.kind == mv.PLACE for move in legal):
            return words.PLACE_TILE(tile=words.tile_name(config, hand))
        return words.PUT_IT_BACK(tile=words.tile_name(config, hand))
    if state.last[player] is not None:
        return words.TAKE_MOVE_OR_STOP()
    return words.TAKE_OR_STOP()


def placement_refusal(config: CmykConfig, mosaic: Mosaic, tile: int, cell: Cell,
                      rotation: int | None = None) -> Message:
    """Why `tile` cannot go on `cell` (with `rotation`, or any rotation when None); NOTHING if
    it can."""
    if cell in mosaic.cells:
        return words.SPACE_TAKEN()
    requirement = mosaic.open_cells(config).get(cell)
    if requirement is None:
        return words.MUST_TOUCH()
    best = None
    for rot in (config.rotations if rotation is None else (rotation,)):
        codes = config.edges[tile][rot]
        wrong = [(codes[side], need) for side, need in requirement if not edges_match(codes[side], need)]
        inks = sum(1 for have, need in wrong if have >> 3 != need >> 3)
        if best is None or (inks, len(wrong)) < best[0]:
            best = ((inks, len(wrong)), wrong)
    assert best is not None
    wrong = best[1]
    if not wrong:
        return NOTHING
    names, percents = config.ink_names, config.level_percents
    if best[0][0]:
        have, need = next((h, n) for h, n in wrong if h >> 3 != n >> 3)
        said = words.WRONG_INK if rotation is not None else words.WRONG_INK_ANY
        return said(have=names[have >> 3], need=names[need >> 3])
    edges = [words.WRONG_MARK(ink=names[have >> 3], have=percents[have & 7], need=percents[need & 7])
             for have, need in wrong]
    return words.WRONG_MARKS(edges=join(edges, "; "))


def _grid_target(zone: str) -> tuple[int, Cell] | None:
    if not zone.startswith("grid:p"):
        return None
    owner, _, cell_part = zone[6:].partition(":")
    cell = parse_cell(cell_part)
    if not owner.isdigit() or cell is None:
        return None
    return int(owner), cell


def why_not(state: CmykState, player: int, source: str, target: str,
            legal: tuple[Move, ...]) -> Message:
    """Why moving `source` onto `target` is not a move for `player` now (NOTHING if it is)."""
    if any(m.source == source and m.target == target for m in legal):
        return NOTHING
    config = state.config
    if not 0 <= player < config.players:
        return words.NO_SEAT(n=player + 1)
    if state.phase == OVER:
        return words.GAME_OVER()
    if state.pending:
        return words.WAIT_REVEAL()
    grid_target = _grid_target(target)
    if grid_target is not None and grid_target[0] != player:
        return words.OWN_MOSAIC()
    hand = state.hands[player]
    if state.phase == SETUP_TAKE:
        if player != state.current:
            return words.INITIAL_IN_TURN(p=state.current)
        if source.startswith("pile:"):
            pile = int(source[5:]) if source[5:].isdigit() else -1
            if 0 <= pile < config.piles and state.top(pile) != NONE and config.is_k(state.top(pile)):
                return words.INITIAL_NOT_K()
            return words.THAT_PILE_EMPTY()
        return words.INITIAL_FROM_PILE()
    if state.phase == SETUP_PLACE:
        if hand == NONE:
            return words.INITIAL_PLACED()
        return words.INITIAL_FORWARD()
    if state.stopped[player]:
        return words.STOPPED_FOR_GAME()
    if source.startswith("pile:"):
        if hand != NONE:
            return words.HOLDING()
        pile = int(source[5:]) if source[5:].isdigit() else -1
        if not 0 <= pile < config.piles:
            return words.NO_SUCH_PILE()
        if pile not in state.piles_left():
            return words.PILE_EMPTY(pile=pile + 1)
        return words.OWN_HAND()
    if source == "button:stop":
        return words.STOP_HOLDING()
    if source == mv.hand_id(player):
        return _hand_refusal(state, player, target)
    source_cell = _grid_target(source)
    if source_cell is not None and source_cell[0] == player:
        last = state.last[player]
        if last is None:
            return words.ONLY_LAST()
        if source_cell[1] != last:
            return words.ONLY_LAST_AT(cell=where(last))
        if hand != NONE:
            return words.LAST_FIXED()
        if grid_target is None:
            return words.MOVE_ELSEWHERE()
        mosaic = state.mosaics[player]
        base = mosaic.without(last)
        return placement_refusal(config, base, mosaic.cells[last][0], grid_target[1]) \
            or words.ALREADY_THERE()
    return words.NOT_A_MOVE()


def _hand_refusal(state: CmykState, player: int, target: str) -> Message:
    config, hand = state.config, state.hands[player]
    if hand == NONE:
        return words.HOLD_NONE()
    mosaic = state.mosaics[player]
    placements = mosaic.placements(config, hand)
    if target.startswith("pile:"):
        if config.is_k(hand):
            return words.K_NOT_BACK()
        if placements:
            cell, rotation = placements[0]
            return words.FITS_SOMEWHERE(cell=where(cell), turn=turned(config, rotation))
        return words.GOES_BACK(pile=state.origins[player] + 1)
    if target == "discard":
        return words.ONLY_K_DISCARD()
    grid_target = _grid_target(target)
    if grid_target is None:
        return words.ON_MOSAIC()
    return placement_refusal(config, mosaic, hand, grid_target[1]) or words.TURN_TO_FIT()


def illegal_reason(state: CmykState, move: Move) -> Message:
    """The rule `move` breaks in `state`, for IllegalMoveError."""
    if move.kind in mv.CHANCE_KINDS:
        if not state.pending:
            return words.NOTHING_REVEALED()
        return words.NOT_AN_OUTCOME()
    if move.kind not in mv.PLAYER_KINDS:
        return words.NOT_CMYK(kind=str(move.kind))
    player = mv.player_of(move)
    if not isinstance(player, int) or not 0 <= player < state.config.players:
        return words.NO_PLAYER()
    reason = why_not(state, player, move.source, move.target, ())
    if move.kind in (mv.PLACE, mv.MOVE) and state.phase not in (SETUP_TAKE, OVER) and not state.pending:
        cell, rotation = move.arg.cell, move.arg.rotation
        if state.phase == SETUP_PLACE:
            if cell != ORIGIN:
                return words.INITIAL_FORWARD()
            return reason
        hand = state.hands[player]
        if move.kind == mv.PLACE and hand != NONE and rotation not in state.config.rotations:
            return words.NO_FLIPPING()
        if move.kind == mv.PLACE and hand != NONE:
            return placement_refusal(state.config, state.mosaics[player], hand, cell, rotation) or reason
    return reason or words.NOT_NOW()
