"""CMYK! in words: move descriptions for the log, prompts, and why a move is not allowed."""

from __future__ import annotations

from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.config import CmykConfig, edges_match
from chroma_desktop.games.cmyk.grid import ORIGIN, Cell, cell_text, parse_cell, side_inks
from chroma_desktop.games.cmyk.mosaic import Mosaic
from chroma_desktop.games.cmyk.state import EV_REPLACE, NONE, OVER, SETUP_PLACE, SETUP_TAKE, CmykState
from chroma_desktop.rules.api import Move


def player_name(player: int) -> str:
    return f"Player {player + 1}"


def where(cell: Cell) -> str:
    return cell_text(cell).replace(",up", " up").replace(",down", " down")


def turned(config: CmykConfig, rotation: int) -> str:
    ink = config.ink_names[side_inks(config.edge_order, rotation)[0]]
    return f"{ink} on the horizontal side" + (", flipped" if rotation >= 3 else "")


def describe(state: CmykState, move: Move) -> str:
    config, kind, arg = state.config, move.kind, move.arg
    if kind in mv.PLAYER_KINDS:
        player = mv.player_of(move)
        who = player_name(player)
        hand = state.hands[player] if 0 <= player < config.players else NONE
        label = config.tile_label(hand) if hand != NONE else "the tile"
        if kind == mv.TAKE:
            tile = config.tile_label(state.top(arg[1]))
            if state.phase == SETUP_TAKE:
                return f"{who} takes {tile} from pile {arg[1] + 1} for the player on the left"
            return f"{who} takes {tile} from pile {arg[1] + 1}"
        if kind == mv.PLACE:
            if state.phase == SETUP_PLACE:
                return f"{who} places the initial tile {label} pointing forward, {turned(config, arg[2])}"
            extra = " (a K-tile: -3 points; another public objective is revealed)" \
                if config.is_k(hand) else ""
            return f"{who} places {label} at {where(arg[1])}, {turned(config, arg[2])}{extra}"
        if kind == mv.MOVE:
            last = state.last[player]
            tile = config.tile_label(state.mosaics[player].cells[last][0])
            return f"{who} moves {tile} from {where(last)} to {where(arg[1])}, {turned(config, arg[2])}"
        if kind == mv.PUTBACK:
            return f"{who} cannot place {label} and puts it back on pile {state.origins[player] + 1}"
        if kind == mv.DISCARD:
            return f"{who} discards the K-tile {label}; another public objective is revealed"
        return f"{who} stops taking tiles"
    if kind == mv.CALLER:
        return f"{player_name(arg)} is the first caller"
    if kind == mv.DEAL:
        return f"{player_name(arg[0])} is dealt a private objective card"
    if kind == mv.REVEAL:
        card = config.public[arg].en
        if state.pending and state.pending[0][0] == EV_REPLACE:
            return f"Let me think! is replaced by {card}"
        return f"Public objective revealed: {card}"
    if kind == mv.SHARED:
        return f"I want this color too! becomes {config.private[arg].name}, which counts for everyone"
    if kind == mv.TOP:
        return f"The new top tile of pile {arg[0] + 1} is {config.tile_label(arg[1])}"
    if kind == mv.REMOVE:
        piles = ", ".join(str(pile + 1) for pile in arg)
        return f"Nobody can place a top tile: the top tiles of piles {piles} leave the game"
    return kind


def prompt(state: CmykState, player: int, legal: tuple[Move, ...]) -> str:
    config = state.config
    if state.phase == OVER:
        return "The game is over"
    if state.pending:
        return "Wait: a tile or a card is being revealed"
    if state.phase == SETUP_TAKE:
        if player != state.current:
            return f"Waiting for {player_name(state.current)} to take an initial tile"
        return "Take an initial tile (not a K-tile) from a pile: it goes to the player on your left"
    hand = state.hands[player]
    if state.phase == SETUP_PLACE:
        if hand == NONE:
            return "Waiting for the others to place their initial tile"
        return f"Turn your initial tile {config.tile_label(hand)}: it is placed pointing forward"
    if state.stopped[player]:
        return "You have stopped: waiting for the others"
    if hand != NONE:
        if config.is_k(hand):
            return "Place the K-tile (it matches ink only, -3 points) or discard it"
        if any(move.kind == mv.PLACE for move in legal):
            return f"Place {config.tile_label(hand)} where every side it touches matches"
        return f"{config.tile_label(hand)} fits nowhere in your mosaic: put it back"
    if state.last[player] is not None:
        return "Take a tile from any pile, move your last tile, or stop"
    return "Take a tile from any pile, or stop"


def placement_refusal(config: CmykConfig, mosaic: Mosaic, tile: int, cell: Cell,
                      rotation: int | None = None) -> str:
    """Why `tile` cannot go on `cell` (with `rotation`, or any rotation when None)."""
    if cell in mosaic.cells:
        return "That space already holds a tile."
    requirement = mosaic.open_cells(config).get(cell)
    if requirement is None:
        return "A tile must touch your mosaic."
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
        return ""
    if best[0][0]:
        have, need = next((h, n) for h, n in wrong if h >> 3 != n >> 3)
        what = "turned like that" if rotation is not None else "however it is turned"
        return (f"The tile's {config.ink_names[have >> 3]} side would meet a "
                f"{config.ink_names[need >> 3]} side {what}: touching sides show the same ink.")
    parts = [f"the {config.ink_names[have >> 3]} edges meet at {config.level_percents[have & 7]} % "
             f"and {config.level_percents[need & 7]} %" for have, need in wrong]
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + ": touching sides show the same mark."


def _grid_target(zone: str) -> tuple[int, Cell] | None:
    if not zone.startswith("grid:p"):
        return None
    owner, _, cell_part = zone[6:].partition(":")
    cell = parse_cell(cell_part)
    if not owner.isdigit() or cell is None:
        return None
    return int(owner), cell


def why_not(state: CmykState, player: int, source: str, target: str,
            legal: tuple[Move, ...]) -> str:
    """Why moving `source` onto `target` is not a move for `player` now ('' if it is)."""
    if any(m.source == source and m.target == target for m in legal):
        return ""
    config = state.config
    if not 0 <= player < config.players:
        return f"There is no player {player + 1}."
    if state.phase == OVER:
        return "The game is over."
    if state.pending:
        return "Wait: a tile or a card is being revealed."
    grid_target = _grid_target(target)
    if grid_target is not None and grid_target[0] != player:
        return "You build only your own mosaic."
    hand = state.hands[player]
    if state.phase == SETUP_TAKE:
        if player != state.current:
            return f"Initial tiles are taken in turn: it is {player_name(state.current)}'s turn."
        if source.startswith("pile:"):
            pile = int(source[5:]) if source[5:].isdigit() else -1
            if 0 <= pile < config.piles and state.top(pile) != NONE and config.is_k(state.top(pile)):
                return "The initial tile may not be a K-tile: take it from another pile."
            return "That pile is empty."
        return "Take an initial tile from a pile first."
    if state.phase == SETUP_PLACE:
        if hand == NONE:
            return "You have placed your initial tile: wait for the others."
        return "The initial tile goes in the middle of your mosaic, pointing forward (0,0 up)."
    if state.stopped[player]:
        return "You have stopped taking tiles for this game."
    if source.startswith("pile:"):
        if hand != NONE:
            return "You already hold a tile: place it (or put it back) before taking another."
        pile = int(source[5:]) if source[5:].isdigit() else -1
        if not 0 <= pile < config.piles:
            return "There is no such pile."
        if pile not in state.piles_left():
            return f"Pile {pile + 1} is empty."
        return "Take tiles into your own hand."
    if source == "button:stop":
        return "Place or put back the tile in your hand before you stop."
    if source == mv.hand_id(player):
        return _hand_refusal(state, player, target)
    source_cell = _grid_target(source)
    if source_cell is not None and source_cell[0] == player:
        last = state.last[player]
        if last is None:
            return "Only your last placed tile can move, and only until you take another tile."
        if source_cell[1] != last:
            return f"Only your last placed tile (at {where(last)}) can move."
        if hand != NONE:
            return "You took another tile: your last placed tile is fixed now."
        if grid_target is None:
            return "Move your last tile to another space of your mosaic."
        mosaic = state.mosaics[player]
        base = mosaic.without(last)
        return placement_refusal(config, base, mosaic.cells[last][0], grid_target[1]) \
            or "That is where the tile already lies."
    return "That is not a move in CMYK!."


def _hand_refusal(state: CmykState, player: int, target: str) -> str:
    config, hand = state.config, state.hands[player]
    if hand == NONE:
        return "You hold no tile: take one from a pile first."
    mosaic = state.mosaics[player]
    placements = mosaic.placements(config, hand)
    if target.startswith("pile:"):
        if config.is_k(hand):
            return "A K-tile is placed or discarded, never put back."
        if placements:
            cell, rotation = placements[0]
            return (f"This tile fits your mosaic (for example at {where(cell)}, "
                    f"{turned(config, rotation)}): only a tile that cannot be placed goes back.")
        return f"It goes back on pile {state.origins[player] + 1}, where it came from."
    if target == "discard":
        return "Only a K-tile may be discarded; any other tile is placed or put back."
    grid_target = _grid_target(target)
    if grid_target is None:
        return "Place the tile on your mosaic."
    return placement_refusal(config, mosaic, hand, grid_target[1]) or "Turn the tile to fit."


def illegal_reason(state: CmykState, move: Move) -> str:
    """The rule `move` breaks in `state`, for IllegalMoveError."""
    if move.kind in mv.CHANCE_KINDS:
        if not state.pending:
            return "Nothing is being revealed now."
        return "That is not a possible outcome of this reveal."
    if move.kind not in mv.PLAYER_KINDS:
        return f"'{move.kind}' is not a CMYK! move."
    player = mv.player_of(move)
    if not isinstance(player, int) or not 0 <= player < state.config.players:
        return "That move names no player of this game."
    reason = why_not(state, player, move.source, move.target, ())
    if move.kind in (mv.PLACE, mv.MOVE) and state.phase not in (SETUP_TAKE, OVER) and not state.pending:
        _, cell, rotation = move.arg
        if state.phase == SETUP_PLACE:
            if cell != ORIGIN:
                return "The initial tile goes in the middle of your mosaic, pointing forward (0,0 up)."
            return reason
        hand = state.hands[player]
        if move.kind == mv.PLACE and hand != NONE and rotation not in state.config.rotations:
            return "Flipped tiles are not allowed in this game (edge order: fixed)."
        if move.kind == mv.PLACE and hand != NONE:
            return placement_refusal(state.config, state.mosaics[player], hand, cell, rotation) or reason
    return reason or "That move is not allowed now."
