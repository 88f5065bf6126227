"""CMYK! positions as text: the lines after the header (the format is in
`chroma_desktop/rules/position.py`).

Example: 3 players playing in real time; P1 holds a tile from pile 3, P3 has stopped::

    chroma position: cmyk, 3 players, variant=single, edge_order=fixed
    phase: play
    caller: P1
    pile 1: T33, 6 face down
    pile 2: T55, T02, 9 face down
    pile 3: T68, 9 face down
    pile 4: T79, 11 face down
    pile 5: T78, 10 face down
    public objectives: make_it_wide, want_this_color (m60)
    public out: do_them_all
    P1 private: m80
    P1 hand: T19 from pile 3
    P1 mosaic: T74 0,-1,down r0; T42 -1,0,down r0; T73 0,0,up r0; T67 -1,1,up r0
    P2 private: c0
    P2 mosaic: T08 -1,0,down r0; T62 0,0,up r0
    P3 private: y0
    P3 mosaic: T82 0,0,up r0; T11 0,0,down r0
    stopped: P3

The header names the variant and the edge order, and the removal rule's reading when not the
default (`removal=all`). The lines (those marked *optional* may be left out):

- `phase`: `setup_take` (from the caller, each player takes an initial tile), `setup_place`
  (the tiles have passed left: each player places theirs), `play` (real time), `over`.
- `game` *optional, 1*: the game of the match (`variant=three_games` or `total_score`).
- `caller`: the caller, `nobody` until chance picks the first game's caller.
- `turn` *optional*: who takes an initial tile now (setup_take only); takes go round from the
  caller, so it follows from who holds one.
- `pending` *optional, none*: the chance events waiting, the next one first, separated by `;`:
  `caller`, `deal P2` (a private card), `public 3` (a public card revealed as the row's 3rd),
  `shared 3` (the private card that I want this color too! in the row's 3rd place becomes),
  `top 2` (pile 2's new top tile is turned up), `removal` (the removal rule's tiles), and
  `replace 3` (Let me think! in the row's 3rd place is replaced at the end).
- `pile 1`..`pile N` *optional, empty*: a pile from the top down: the tiles seen (the face-up
  top, and tiles put back on it), then how many unseen tiles lie beneath, as `9 face down`.
  Nobody knows those: chance reveals each as it comes up, from every tile nobody has seen.
- `public objectives` *optional, none*: the public row in the order revealed; I want this color
  too! with the private card it became, as `want_this_color (m60)`.
- `public out` *optional, none*: public cards that left the game (Do them all!, ...), in order.
- `P1 private`.. *optional, none*: each player's private objective.
- `P1 hand`.. *optional, none*: the tile a player holds, with the pile it came from in play
  (`T31 from pile 2`; an initial tile comes from no pile).
- `P1 last placed` *optional, none*: the cell of the tile a player may still move (until their
  next take), as `1,0,down`.
- `P1 mosaic`.. *optional, none*: the placed tiles, `TILE CELL ROTATION` separated by `;`
  (`T16 0,0,up r0; T05 0,0,down r2`; rotations as in moves, `f0`..`f2` flipped).
- `stopped` *optional, nobody*: the players who have stopped taking tiles.
- `out of the game` *optional, none*: tiles out of the game, in order (discarded K-tiles, the
  removal rule's).
- `results of game 1`..: each finished game's results, per player in seat order, as
  `23 (4 hexagons, 1 K-tiles, 20 tiles)`. The game just over's *optional*: they follow from its
  table (but a view that hides private objectives must give them).

Tiles are named by their ids (`T01`..`T82`, `K1`, `K2`), objective cards by theirs. Every tile
nobody has seen is left unwritten: the tiles face down in the piles, and those left in the box.

Hidden parts: until Your color looks better! turns them face up, a player sees only their own
private objective: a view writes every other player's `?`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from chroma_desktop.games.cmyk import position_words as W
from chroma_desktop.games.cmyk.config import CmykConfig, edges_match, make_config
from chroma_desktop.games.cmyk.grid import (
    Cell,
    cell_text,
    neighbours,
    parse_cell,
    parse_rotation,
    rotation_text,
)
from chroma_desktop.games.cmyk.mosaic import Mosaic
from chroma_desktop.games.cmyk.results import game_results
from chroma_desktop.games.cmyk.state import (
    EV_CALLER,
    EV_DEAL,
    EV_PUBLIC,
    EV_REMOVAL,
    EV_REPLACE,
    EV_SHARED,
    EV_TOP,
    HIDDEN,
    NONE,
    OVER,
    PLAY,
    SETUP_PLACE,
    SETUP_TAKE,
    CmykState,
)
from chroma_desktop.rules.position import HIDDEN as UNKNOWN
from chroma_desktop.rules.position import (
    NONE_WORDS,
    Lines,
    PositionError,
    Setup,
    row_text,
    seat_text,
)

PHASES = (SETUP_TAKE, SETUP_PLACE, PLAY, OVER)
FACE_DOWN = "face down"
SHOWS_PRIVATES = "neighbour_private"  # Your color looks better! (data/cmyk/objectives.yaml)
RESULT = re.compile(r"(-?\d+(?:\.\d+)?) \((\d+) hexagons?, (\d+) k-tiles?, (\d+) tiles?\)")
EVENTS = (EV_CALLER, EV_DEAL, EV_PUBLIC, EV_SHARED, EV_TOP, EV_REMOVAL, EV_REPLACE)
MOSAICS_KEPT = 4096
"""Mosaics whose text is kept, written and read: a move changes one mosaic, and the server writes
every seat's view of the table after each move (a server of 150 tables of 4 holds 600 mosaics)."""


def setup_of(game: Any, state: CmykState) -> tuple[int, dict[str, str]]:
    config = state.config
    options = {"variant": config.variant,
               "edge_order": "free" if len(config.rotations) > 3 else "fixed"}
    # The reading of an unclear rule (data/cmyk/rulings.yaml), written when not the default.
    if config.removal_by_everyone:
        options["removal"] = "all"
    return config.players, options


# -- writing ----------------------------------------------------------------------------------
def write(game: Any, state: CmykState) -> list[tuple[str, str]]:
    config = state.config
    lines = [("phase", state.phase)]
    if config.variant != "single":
        lines.append(("game", str(state.game_number)))
    lines.append(("caller", _seat(state.caller)))
    if state.phase == SETUP_TAKE and state.caller != NONE:
        lines.append(("turn", seat_text(state.current)))
    if state.pending:
        lines.append(("pending", "; ".join(_event_text(event) for event in state.pending)))
    for pile, (known, hidden) in enumerate(state.piles):
        items = [config.tile_ids[tile] for tile in known]
        if hidden:
            items.append(f"{hidden} {FACE_DOWN}")
        lines.append((f"pile {pile + 1}", row_text(items)))
    lines.append(("public objectives", row_text([
        config.public[card].id + (f" ({config.private[shared].id})" if shared >= 0 else "")
        for card, shared in state.row], "none")))
    if state.public_out:
        lines.append(("public out", ", ".join(config.public[card].id
                                              for card in state.public_out)))
    for player in range(config.players):
        key = seat_text(player)
        card = state.privates[player]
        lines.append((f"{key} private", UNKNOWN if card == HIDDEN else
                      config.private[card].id if card >= 0 else "none"))
        tile = state.hands[player]
        if tile != NONE:
            origin = state.origins[player]
            lines.append((f"{key} hand", config.tile_ids[tile] + (
                f" from pile {origin + 1}" if origin != NONE else "")))
        last = state.last[player]
        if last is not None:
            lines.append((f"{key} last placed", cell_text(last)))
        lines.append((f"{key} mosaic", _mosaic_text(config, state.mosaics[player])))
    if any(state.stopped):
        lines.append(("stopped", ", ".join(seat_text(p) for p, done in enumerate(state.stopped)
                                           if done)))
    if state.out:
        lines.append(("out of the game", ", ".join(config.tile_ids[tile] for tile in state.out)))
    for number, result in enumerate(state.results, 1):
        lines.append((f"results of game {number}", ", ".join(_result_text(entry)
                                                             for entry in result)))
    return lines


def _seat(seat: int) -> str:
    return seat_text(seat) if seat >= 0 else "nobody"


def _event_text(event: tuple) -> str:
    kind = event[0]
    if kind in (EV_CALLER, EV_REMOVAL):
        return kind
    if kind == EV_DEAL:
        return f"{kind} {seat_text(event[1])}"
    return f"{kind} {event[1] + 1}"  # a pile, or a place in the public row


@lru_cache(maxsize=MOSAICS_KEPT)
def _mosaic_text(config: CmykConfig, mosaic: Mosaic) -> str:
    cells = sorted(mosaic.cells, key=_order)
    return "; ".join(f"{config.tile_ids[mosaic.cells[cell][0]]} {cell_text(cell)} "
                     f"{rotation_text(mosaic.cells[cell][1])}" for cell in cells) or "none"


def _order(cell: Cell) -> tuple[int, int, int]:
    """Row by row from the player outwards, left to right."""
    return cell[1], cell[0], cell[2]


def _number_text(value: float) -> str:
    return str(int(value)) if value == int(value) else repr(value)


def _result_text(entry: tuple[float, int, int, int]) -> str:
    score, hexagons, k_tiles, tiles = entry
    return f"{_number_text(score)} ({hexagons} hexagons, {k_tiles} K-tiles, {tiles} tiles)"


# -- reading ----------------------------------------------------------------------------------
def read(game: Any, setup: Setup, lines: Lines) -> CmykState:
    options = setup.options
    config = make_config(game.content, setup.players, options["variant"],
                         options["edge_order"], options["removal"])
    phase = lines.choice("phase", PHASES)
    number = 1
    if config.variant != "single":
        variants = config.variants
        most = variants.three_games if config.variant == "three_games" else (
            variants.total_max_games)
        number = lines.integer("game", 1, most, 1)
    caller = lines.seat("caller", NONE)
    if caller == NONE and (phase != SETUP_TAKE or number > 1):
        raise lines.error("caller", W.CALLER_FIRST())
    row, public_out = _row(config, lines)
    pending = _pending(config, lines, caller)
    piles = _piles(config, lines, pending)
    shown = any(config.kind_of(card) == SHOWS_PRIVATES for card, _ in row)
    privates = _privates(config, lines, row, shown)
    hands, origins = _hands(config, lines, phase, caller, piles)
    mosaics = tuple(_mosaic(config, lines, f"{seat_text(p)} mosaic")
                    for p in range(config.players))
    last = _last(config, lines, phase, mosaics)
    stopped = _stopped(config, lines, phase, hands)
    out = _out(config, lines)
    _check_set_up(config, lines, phase, hands, mosaics)
    unseen = _unseen(config, lines, piles, hands, mosaics, out)
    state = CmykState(
        config=config, phase=phase, pending=pending, caller=caller,
        current=_current(config, lines, phase, caller, hands), piles=piles, unseen=unseen,
        mosaics=mosaics, hands=hands, origins=origins, last=last, stopped=stopped, out=out,
        privates=privates,
        private_deck=frozenset(range(len(config.private))) - {c for c in privates if c >= 0}
        - {shared for _card, shared in row if shared >= 0},
        privates_shown=shown,
        row=row,
        public_deck=frozenset(range(len(config.public))) - {card for card, _ in row}
        - set(public_out),
        public_out=public_out, game_number=number)
    return state._replace(results=_results(config, lines, state))


def _row(config: CmykConfig, lines: Lines) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    public = [card.id for card in config.public]
    text = lines.text("public objectives", "none")
    row = []
    if text.strip().lower() not in NONE_WORDS:
        for item in text.split(","):
            words = item.replace("(", " ( ").replace(")", " ) ").split()
            if not words or words[0] not in public or words[1:] and (
                    len(words) != 4 or words[1] != "(" or words[3] != ")"):
                raise lines.error("public objectives", W.NOT_PUBLIC(item=W.quoted(item.strip())))
            card = public.index(words[0])
            shared = NONE
            if len(words) == 4:
                if config.kind_of(card) != "shared_private":
                    raise lines.error("public objectives", W.NOT_BECOMING_PRIVATE(card=W.written(words[0])))
                private = config.private_index(words[2])
                if private is None:
                    raise lines.error("public objectives", W.NOT_PRIVATE(card=W.quoted(words[2])))
                shared = private
            row.append((card, shared))
    out = [public.index(card) for card in lines.row("public out", public, [])]
    cards = [card for card, _ in row] + out
    for card in cards:
        if cards.count(card) > 1:
            said = W.PUBLIC_TWICE if [c for c, _ in row].count(card) > 1 else W.PUBLIC_ALSO_OUT
            raise lines.error("public objectives", said(card=W.written(public[card])))
    return tuple(row), tuple(out)


def _pending(config: CmykConfig, lines: Lines, caller: int) -> tuple[tuple, ...]:
    text = lines.text("pending", "none")
    events = []
    if text.strip().lower() not in NONE_WORDS:
        for part in text.split(";"):
            events.append(_event(config, lines, part.strip()))
    if caller == NONE and events[:1] != [(EV_CALLER,)]:
        raise lines.error("pending" if lines.has("pending") else "caller",
                          W.CALLER_PICKED_FIRST())
    if caller != NONE and (EV_CALLER,) in events:
        raise lines.error("pending", W.CALLER_ALREADY(seat=W.written(seat_text(caller))))
    return tuple(events)


def _event(config: CmykConfig, lines: Lines, part: str) -> tuple:
    words = part.lower().split()
    if not words or words[0] not in EVENTS:
        raise lines.error("pending", W.EVENT_NOT_ONE_OF(part=W.quoted(part),
                                                        events=W.written(", ".join(EVENTS))))
    kind, rest = words[0], words[1:]
    if kind in (EV_CALLER, EV_REMOVAL):
        if rest:
            raise lines.error("pending", W.EVENT(part=W.quoted(part), why=W.NO_FIELDS(kind=W.written(kind))))
        return (kind,)
    if len(rest) != 1:
        form = f"{kind} {'P1' if kind == EV_DEAL else 'N'}"
        raise lines.error("pending", W.EVENT(part=W.quoted(part), why=W.WRITE_FORM(form=W.written(form))))
    if kind == EV_DEAL:
        return (EV_DEAL, lines.parse_seat("pending", rest[0]))
    # A place in the row may lie beyond its end: cards revealed before it will fill the gap.
    most = config.piles if kind == EV_TOP else len(config.public)
    if not rest[0].isdigit() or not 1 <= int(rest[0]) <= most:
        what = W.NOT_A_PILE if kind == EV_TOP else W.NOT_A_PLACE
        raise lines.error("pending", W.EVENT(part=W.quoted(part),
                                             why=what(word=W.quoted(rest[0]), most=most)))
    return (kind, int(rest[0]) - 1)


def _piles(config: CmykConfig, lines: Lines, pending: tuple[tuple, ...]) -> tuple:
    piles = []
    for pile in range(config.piles):
        key = f"pile {pile + 1}"
        text = lines.text(key, "empty")
        items = [] if text.strip().lower() in NONE_WORDS else [
            item.strip() for item in text.split(",")]
        hidden = 0
        if items and items[-1].lower().endswith(FACE_DOWN):
            count = items.pop()[: -len(FACE_DOWN)].strip()
            if not count.isdigit() or not 1 <= int(count) <= config.per_pile:
                raise lines.error(key, W.FACE_DOWN_COUNT(count=W.quoted(count), most=config.per_pile))
            hidden = int(count)
        known = []
        for item in items:
            tile = _tile(config, item)
            if tile is None:
                raise lines.error(key, W.NOT_A_TILE_THEN(item=W.quoted(item),
                                                         tiles=W.written(_tile_names(config))))
            known.append(tile)
        if len(known) + hidden > config.per_pile:
            raise lines.error(key, W.PILE_LIMIT(most=config.per_pile, n=len(known) + hidden))
        if hidden and not known and (EV_TOP, pile) not in pending:
            raise lines.error(key, W.TOP_FACE_UP(pile=pile + 1))
        piles.append((tuple(known), hidden))
    return tuple(piles)


def _privates(config: CmykConfig, lines: Lines, row: tuple[tuple[int, int], ...],
              shown: bool) -> tuple[int, ...]:
    """Each player's private card; in a view, those of others are '?' until Your color looks
    better! turns them all face up."""
    names = [card.id for card in config.private]
    privates = []
    viewer = lines.setup.viewer
    for player in range(config.players):
        key = f"{seat_text(player)} private"
        word = lines.choice(key, [*names, UNKNOWN, "none"], "none")
        if word == UNKNOWN:
            if not lines.setup.is_view:
                raise lines.error(key, W.ONLY_VIEW_HIDES())
            if player == viewer:
                raise lines.error(key, W.OWN_PRIVATE())
            if shown:
                raise lines.error(key, W.ALL_PRIVATE_SHOWN())
            privates.append(HIDDEN)
            continue
        if word != "none" and lines.setup.is_view and player != viewer and not shown:
            raise lines.error(key, W.PRIVATE_HIDDEN())
        privates.append(NONE if word == "none" else names.index(word))
    shared = [shared for _card, shared in row if shared >= 0]
    held = [card for card in privates if card >= 0] + shared
    for card in held:
        if held.count(card) > 1:
            raise PositionError(W.PRIVATE_TWICE(card=W.written(names[card])))
    return tuple(privates)


def _hands(config: CmykConfig, lines: Lines, phase: str, caller: int,
           piles: tuple) -> tuple[tuple[int, ...], tuple[int, ...]]:
    hands, origins = [], []
    for player in range(config.players):
        key = f"{seat_text(player)} hand"
        text = lines.text(key, "none").strip()
        if text.lower() in NONE_WORDS:
            hands.append(NONE)
            origins.append(NONE)
            continue
        words = text.split()
        tile = _tile(config, words[0])
        if tile is None or len(words) not in (1, 4) or len(words) == 4 and (
                words[1:3] != ["from", "pile"] or not words[3].isdigit()):
            raise lines.error(key, W.NOT_A_TILE_FROM(text=W.quoted(text)))
        origin = int(words[3]) - 1 if len(words) == 4 else NONE
        if origin != NONE and not 0 <= origin < config.piles:
            raise lines.error(key, W.NO_PILE(pile=origin + 1))
        if phase == PLAY and origin == NONE:
            raise lines.error(key, W.SAY_WHICH_PILE())
        if phase != PLAY and origin != NONE:
            raise lines.error(key, W.INITIAL_NO_PILE())
        if phase == OVER:
            raise lines.error(key, W.NONE_HELD_OVER())
        hands.append(tile)
        origins.append(origin)
    return tuple(hands), tuple(origins)


def _mosaic(config: CmykConfig, lines: Lines, key: str) -> Mosaic:
    try:
        return _read_mosaic(config, lines.text(key, "none").strip())
    except _Unreadable as problem:
        raise lines.error(key, problem.args[0]) from None


class _Unreadable(ValueError):
    """A mosaic's text that does not read (the words say why)."""


@lru_cache(maxsize=MOSAICS_KEPT)
def _read_mosaic(config: CmykConfig, text: str) -> Mosaic:
    """The mosaic `text` writes; the same text gives the same mosaic, so what is worked out from
    it (open cells, features) serves every view that shows it."""
    cells: dict[Cell, tuple[int, int]] = {}
    if text.lower() in NONE_WORDS:
        return Mosaic(cells)
    for part in text.split(";"):
        words = part.split()
        tile = _tile(config, words[0]) if words else None
        cell = parse_cell(words[1].lower()) if len(words) == 3 else None
        rotation = parse_rotation(words[2].lower()) if len(words) == 3 else None
        if tile is None or cell is None or rotation is None:
            raise _Unreadable(W.NOT_TILE_CELL(part=W.quoted(part.strip())))
        if rotation not in config.rotations:
            raise _Unreadable(W.FLIPPED_ONLY_FREE(rotation=W.written(words[2])))
        if cell in cells:
            raise _Unreadable(W.TWO_TILES_ON(cell=W.written(cell_text(cell))))
        cells[cell] = (tile, rotation)
    mosaic = Mosaic(cells)
    # Rulebook: adjacent sides show the same ink and mark (a K-tile: the same ink).
    for cell in cells:
        for side, beside in enumerate(neighbours(cell)):
            if beside in cells and not edges_match(mosaic.edge(config, cell, side),
                                                   mosaic.edge(config, beside, side)):
                raise _Unreadable(W.NO_MATCH(cell=W.written(cell_text(cell)),
                                             beside=W.written(cell_text(beside))))
    return mosaic


def _last(config: CmykConfig, lines: Lines, phase: str,
          mosaics: tuple[Mosaic, ...]) -> tuple[Cell | None, ...]:
    last: list[Cell | None] = []
    for player in range(config.players):
        key = f"{seat_text(player)} last placed"
        text = lines.text(key, "none").strip().lower()
        if text in NONE_WORDS:
            last.append(None)
            continue
        cell = parse_cell(text)
        if cell is None:
            raise lines.error(key, W.NOT_A_CELL(text=W.quoted(text)))
        if cell not in mosaics[player].cells:
            raise lines.error(key, W.NO_TILE_ON(seat=W.written(seat_text(player)), cell=W.written(text)))
        if phase not in (PLAY, OVER):
            raise lines.error(key, W.ONLY_PLAY_MOVED())
        last.append(cell)
    return tuple(last)


def _stopped(config: CmykConfig, lines: Lines, phase: str,
             hands: tuple[int, ...]) -> tuple[bool, ...]:
    text = lines.text("stopped", "nobody").strip().lower()
    stopped = [False] * config.players
    if text not in ("nobody", *NONE_WORDS):
        for word in text.split(","):
            player = lines.parse_seat("stopped", word.strip())
            if hands[player] != NONE:
                raise lines.error("stopped", W.STOPS_EMPTY(seat=W.written(seat_text(player))))
            stopped[player] = True
        if phase not in (PLAY, OVER):
            raise lines.error("stopped", W.STOP_UNDER_WAY())
    return tuple(stopped)


def _tile(config: CmykConfig, word: str) -> int | None:
    return config.tile_index(word.strip().upper())


def _out(config: CmykConfig, lines: Lines) -> tuple[int, ...]:
    text = lines.text("out of the game", "none")
    if text.strip().lower() in NONE_WORDS:
        return ()
    out = []
    for word in text.split(","):
        tile = _tile(config, word)
        if tile is None:
            raise lines.error("out of the game", W.NOT_A_TILE(word=W.quoted(word.strip()),
                                                               tiles=W.written(_tile_names(config))))
        out.append(tile)
    return tuple(out)


def _tile_names(config: CmykConfig) -> str:
    coloured = [tile for index, tile in enumerate(config.tile_ids) if not config.is_k(index)]
    k_tiles = [tile for index, tile in enumerate(config.tile_ids) if config.is_k(index)]
    return f"{coloured[0]}..{coloured[-1]}, " + ", ".join(k_tiles)


def _check_set_up(config: CmykConfig, lines: Lines, phase: str, hands: tuple[int, ...],
                  mosaics: tuple[Mosaic, ...]) -> None:
    """Before play: no tile is placed yet, then each player's one initial tile."""
    for player in range(config.players):
        key = f"{seat_text(player)} mosaic"
        placed = len(mosaics[player])
        if phase == SETUP_TAKE and placed:
            raise lines.error(key, W.PLACED_AFTER_INITIAL())
        if phase == SETUP_PLACE and placed + (hands[player] != NONE) != 1:
            raise lines.error(key, W.HOLDS_OR_PLACED(seat=W.written(seat_text(player))))
        if phase in (SETUP_PLACE, PLAY, OVER) and placed == 0 and hands[player] == NONE:
            raise lines.error(key, W.NO_INITIAL(seat=W.written(seat_text(player))))


def _current(config: CmykConfig, lines: Lines, phase: str, caller: int,
             hands: tuple[int, ...]) -> int:
    """Whose initial take it is: they go round from the caller (rulebook, Preparation)."""
    players = config.players
    if caller == NONE:
        if any(tile != NONE for tile in hands):
            raise lines.error("caller", W.FROM_CALLER_ON())
        return 0
    if phase != SETUP_TAKE:
        return (caller - 1) % players  # the last to take an initial tile
    taken = sum(tile != NONE for tile in hands)
    for step in range(players):
        player = (caller + step) % players
        if (hands[player] != NONE) != (step < taken):
            raise lines.error(f"{seat_text(player)} hand", W.IN_TURN_FROM(seat=W.written(seat_text(caller))))
    if taken == players:
        raise lines.error("phase", W.ALL_HOLD_INITIAL())
    current = (caller + taken) % players
    turn = lines.seat("turn", None, current)
    if turn != current:
        raise lines.error("turn", W.TAKES_NEXT(seat=W.written(seat_text(current))))
    return current


def _unseen(config: CmykConfig, lines: Lines, piles: tuple, hands: tuple[int, ...],
            mosaics: tuple[Mosaic, ...], out: tuple[int, ...]) -> frozenset[int]:
    """Every tile nobody has seen: face down in a pile, or left in the box."""
    seen = [tile for known, _hidden in piles for tile in known]
    seen += [tile for tile in hands if tile != NONE]
    seen += [tile for mosaic in mosaics for tile, _rotation in mosaic.cells.values()]
    seen += out
    for tile in seen:
        if seen.count(tile) > 1:
            raise PositionError(W.TILE_TWICE(tile=W.written(config.tile_ids[tile])))
    unseen = frozenset(range(config.tiles)) - set(seen)
    face_down = sum(hidden for _known, hidden in piles)
    if face_down > len(unseen):
        raise PositionError(W.FACE_DOWN_UNSEEN(n=face_down, unseen=len(unseen)))
    return unseen


def _results(config: CmykConfig, lines: Lines, state: CmykState) -> tuple:
    """The results of the games finished: the earlier games' as written; the game just over's
    follow from its table (written, they must agree with it)."""
    results = []
    games = state.game_number + (1 if state.phase == OVER else 0)
    for number in range(1, games):
        key = f"results of game {number}"
        current = number == state.game_number
        if current and not lines.has(key):
            if HIDDEN in state.privates:
                raise PositionError(W.SCORES_HIDDEN(key=W.written(key)))
            results.append(game_results(state))
            continue
        text = lines.text(key).lower()
        found = RESULT.findall(text)
        if len(found) != config.players or RESULT.sub("", text).replace(",", "").strip():
            raise lines.error(key, W.RESULTS_FORM(players=config.players))
        result = tuple((float(score), int(hexagons), int(k_tiles), int(tiles))
                       for score, hexagons, k_tiles, tiles in found)
        if current and HIDDEN not in state.privates and result != game_results(state):
            table = ", ".join(_result_text(entry) for entry in game_results(state))
            raise lines.error(key, W.SCORES_AS_TABLE(table=W.written(table)))
        results.append(result)
    return tuple(results)
