"""CMYK! (Nagisa Kujira, Kujiradama), 2 to 5 players, played in real time.

Set-up is chance (caller, private cards, the first public card, the pile tops), then each player
in turn from the caller takes an initial tile, the tiles pass left and everyone places theirs
pointing forward. Then every player who has not stopped may act at any moment: `to_move` names
them all. The rulebook is `shared/rules/cmyk.txt`; notation and ids are in `moves.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from itertools import combinations
from typing import Any

from chroma_desktop.games.cmyk import move_effect, objectives, results, text, words
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.config import make_config
from chroma_desktop.games.cmyk.grid import ORIGIN
from chroma_desktop.games.cmyk.setup import new_game
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
from chroma_desktop.rules.api import (
    CHANCE,
    Effect,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    OptionSpec,
    Outcome,
    PlayerId,
    resolve_options,
)
from chroma_desktop.rules.common.counts import replace_at
from chroma_desktop.rules.messages import Message


@lru_cache(maxsize=1024)
def _uniform(kind: str, args: tuple) -> tuple[tuple[Move, float], ...]:
    return tuple((mv.chance_move(kind, arg), 1 / len(args)) for arg in args)


@lru_cache(maxsize=1024)
def _tops(pile: int, unseen: frozenset[int], tiles: int) -> tuple[tuple[Move, float], ...]:
    """The tiles that may turn up on `pile`, every unseen tile alike. Kept by the unseen set
    (which keeps its own hash), as a state's outcomes are asked for again to check the draw."""
    moves = _top_moves(pile, tiles)
    return tuple((moves[tile], 1 / len(unseen)) for tile in sorted(unseen))


@lru_cache(maxsize=64)
def _top_moves(pile: int, tiles: int) -> tuple[Move, ...]:
    """Per tile, the chance move that turns it up on `pile`."""
    return tuple(mv.chance_move(mv.TOP, mv.Top(pile, tile)) for tile in range(tiles))


class CmykGame:
    id = "cmyk"
    name = "CMYK!"
    min_players = 2
    max_players = 5

    def __init__(self, content: Any) -> None:
        self.content = content
    option_specs = (
        OptionSpec("variant", "Match", ("single", "three_games", "total_score"), "single",
                   "single: one game; three games: 2 VP for first and 1 VP for second place over "
                   "3 games; total score: play until someone has 40 points in total"),
        OptionSpec("edge_order", "Edge order", ("fixed", "free"), "fixed",
                   "fixed: every tile shows its inks clockwise in the printed order; free: a tile "
                   "may also be laid flipped (mirrored order)"),
        # A reading of an unclear rule (Help -> Rulings, data/cmyk/rulings.yaml).
        OptionSpec("removal", "Removal rule", ("active", "all"), "active",
                   "when nobody can place a pile's top tile, one tile goes per player: active: "
                   "per player still taking tiles; all: per player, those who stopped too"),
    )

    # -- set-up ------------------------------------------------------------------------------
    def new_initial_state(self, players: int, options: Mapping[str, object]) -> CmykState:
        options = resolve_options(self.option_specs, options)
        config = make_config(self.content, players, options["variant"], options["edge_order"],
                             options["removal"])
        return new_game(config, 1, (), NONE)

    # -- whose move --------------------------------------------------------------------------
    def to_move(self, state: CmykState) -> tuple[PlayerId, ...]:
        if state.phase == OVER:
            return ()
        if state.pending:
            return (CHANCE,)
        if state.phase == SETUP_TAKE:
            return (state.current,)
        if state.phase == SETUP_PLACE:
            return tuple(p for p, tile in enumerate(state.hands) if tile != NONE)
        return tuple(p for p, stopped in enumerate(state.stopped) if not stopped)

    def legal_moves(self, state: CmykState, player: PlayerId) -> tuple[Move, ...]:
        if state.pending or state.phase == OVER or player not in self.to_move(state):
            return ()
        config = state.config
        if state.phase == SETUP_TAKE:
            # Rulebook: the initial tile is never a K-tile.
            piles = [k for k in state.piles_left()
                     if config.initial_k_allowed or not config.is_k(state.top(k))]
            return tuple(mv.take_move(player, k) for k in piles or state.piles_left())
        if state.phase == SETUP_PLACE:
            # Rulebook: the initial tile is placed pointing forward.
            return tuple(mv.place_move(player, ORIGIN, rot) for rot in config.rotations)
        hand = state.hands[player]
        mosaic = state.mosaics[player]
        if hand != NONE:
            found = tuple(mv.place_move(player, cell, rot)
                          for cell, rot in mosaic.placements(config, hand))
            if config.is_k(hand):
                return (*found, mv.discard_move(player))  # K-tile: place or discard
            return found or (mv.putback_move(player, state.origins[player]),)
        moves = [mv.take_move(player, k) for k in state.piles_left()]
        last = state.last[player]
        if last is not None:
            tile, rotation = mosaic.cells[last]
            for cell, rot in mosaic.without(last).placements(config, tile):
                if (cell, rot) != (last, rotation):
                    moves.append(mv.move_move(player, last, cell, rot))
        moves.append(mv.stop_move(player))
        return tuple(moves)

    def chance_outcomes(self, state: CmykState) -> tuple[tuple[Move, float], ...]:
        if not state.pending:
            return ()
        event = state.pending[0]
        kind = event[0]
        if kind == EV_CALLER:
            return _uniform(mv.CALLER, tuple(range(state.config.players)))
        if kind == EV_DEAL:
            return _uniform(mv.DEAL, tuple(mv.Deal(event[1], c) for c in sorted(state.private_deck)))
        if kind in (EV_PUBLIC, EV_REPLACE):
            return _uniform(mv.REVEAL, tuple(sorted(state.public_deck)))
        if kind == EV_SHARED:
            return _uniform(mv.SHARED, tuple(sorted(state.private_deck)))
        if kind == EV_TOP:
            return _tops(event[1], state.unseen, state.config.tiles)
        # Rulebook: everyone removes the top tile of a different pile; with fewer piles than
        # players, every pile loses its top tile. "Everyone" is the players still taking tiles,
        # or every player with the option removal=all.
        piles = state.piles_left()
        everyone = state.config.players if state.config.removal_by_everyone else sum(
            1 for s in state.stopped if not s)
        takers = min(everyone, len(piles))
        return _uniform(mv.REMOVE, tuple(combinations(piles, takers)))

    # -- applying ----------------------------------------------------------------------------
    def apply(self, state: CmykState, move: Move) -> CmykState:
        if state.pending:
            if move not in dict(self.chance_outcomes(state)):
                raise IllegalMoveError(text.illegal_reason(state, move))
            return self._settle(self._apply_chance(state, move))
        if move.kind not in mv.PLAYER_KINDS or move not in self.legal_moves(state, _player(move)):
            raise IllegalMoveError(text.illegal_reason(state, move))
        return self._settle(self._apply_player(state, move))

    def _apply_player(self, state: CmykState, move: Move) -> CmykState:
        config, kind, player = state.config, move.kind, _player(move)
        hand = state.hands[player]
        if kind == mv.TAKE:
            pile = move.arg.pile
            known, hidden = state.piles[pile]
            pending = state.pending
            if len(known) == 1 and hidden:
                pending = (*pending, (EV_TOP, pile))  # the next tile is turned up
            state = state._replace(piles=replace_at(state.piles, pile, (known[1:], hidden)),
                                   pending=pending, hands=replace_at(state.hands, player, known[0]),
                                   origins=replace_at(state.origins, player,
                                                      pile if state.phase == PLAY else NONE),
                                   last=replace_at(state.last, player, None))
            if state.phase == SETUP_TAKE:
                return self._next_initial_taker(state)
            return state
        if kind == mv.PLACE:
            cell = move.arg.cell
            mosaic = move_effect.placed(state, move)
            state = state._replace(mosaics=replace_at(state.mosaics, player, mosaic),
                                   hands=replace_at(state.hands, player, NONE),
                                   origins=replace_at(state.origins, player, NONE),
                                   last=replace_at(state.last, player,
                                                   cell if state.phase == PLAY else None))
            return _k_tile_resolved(state) if config.is_k(hand) else state
        if kind == mv.MOVE:
            mosaic = move_effect.placed(state, move)
            return state._replace(mosaics=replace_at(state.mosaics, player, mosaic),
                                  last=replace_at(state.last, player, move.arg.cell))
        if kind == mv.PUTBACK:
            # Rulebook: a tile that cannot be placed goes back where it came from.
            pile = state.origins[player]
            known, hidden = state.piles[pile]
            return state._replace(piles=replace_at(state.piles, pile, ((hand, *known), hidden)),
                                  hands=replace_at(state.hands, player, NONE),
                                  origins=replace_at(state.origins, player, NONE))
        if kind == mv.DISCARD:
            state = state._replace(out=(*state.out, hand), hands=replace_at(state.hands, player, NONE),
                                   origins=replace_at(state.origins, player, NONE))
            return _k_tile_resolved(state)
        return state._replace(stopped=replace_at(state.stopped, player, True),
                              last=replace_at(state.last, player, None))

    def _next_initial_taker(self, state: CmykState) -> CmykState:
        players = state.config.players
        if all(tile != NONE for tile in state.hands):
            # Rulebook: once everyone has taken a tile, it is passed to the player on the left.
            return state._replace(phase=SETUP_PLACE, hands=(state.hands[-1], *state.hands[:-1]))
        return state._replace(current=(state.current + 1) % players)

    def _apply_chance(self, state: CmykState, move: Move) -> CmykState:
        event, arg = state.pending[0], move.arg
        state = state._replace(pending=state.pending[1:])
        kind = event[0]
        if kind == EV_CALLER:
            return state._replace(caller=arg, current=arg)
        if kind == EV_DEAL:
            player, card = arg.player, arg.card
            return state._replace(privates=replace_at(state.privates, player, card),
                                  private_deck=state.private_deck - {card})
        if kind == EV_PUBLIC:
            return objectives.reveal(state, arg, event[1])
        if kind == EV_REPLACE:
            return objectives.replace_let_me_think(state, arg, event[1])
        if kind == EV_SHARED:
            return objectives.share_private(state, arg, event[1])
        if kind == EV_TOP:
            pile, tile = arg.pile, arg.tile
            known, hidden = state.piles[pile]
            return state._replace(piles=replace_at(state.piles, pile, ((tile,), hidden - 1)),
                                  unseen=state.unseen - {tile})
        piles, out, pending = list(state.piles), list(state.out), list(state.pending)
        for pile in arg:
            known, hidden = piles[pile]
            out.append(known[0])
            piles[pile] = (known[1:], hidden)
            if len(known) == 1 and hidden:
                pending.append((EV_TOP, pile))
        return state._replace(piles=tuple(piles), out=tuple(out), pending=tuple(pending))

    def _settle(self, state: CmykState) -> CmykState:
        """Drop chance events that cannot happen, then move the game on where nobody decides."""
        while True:
            pending = state.pending
            while pending and not _possible(state, pending[0]):
                pending = pending[1:]
            state = state._replace(pending=pending) if pending != state.pending else state
            if pending or state.phase == SETUP_TAKE or state.phase == OVER:
                return state
            if state.phase == SETUP_PLACE:
                if state.anyone_holding():
                    return state
                state = state._replace(phase=PLAY)  # "Ready Go!"
                continue
            # Rulebook: the game ends when no tiles are left or everyone has stopped.
            if all(state.stopped) or not (state.piles_left() or state.anyone_holding()):
                event = objectives.let_me_think_event(state)
                if event is not None:
                    return state._replace(pending=(event,))
                state = results.finish_game(state)
                continue
            if not state.anyone_holding() and _nobody_can_place(state):
                return state._replace(pending=((EV_REMOVAL,),))
            return state

    # -- information -------------------------------------------------------------------------
    def view(self, state: CmykState, player: PlayerId | None) -> CmykState:
        """Other players' private cards are hidden until Your color looks better! shows them."""
        if state.privates_shown:
            return state
        hidden = [c for p, c in enumerate(state.privates) if p != player and c >= 0]
        if not hidden:
            return state
        privates = tuple(c if p == player or c < 0 else HIDDEN for p, c in enumerate(state.privates))
        return state._replace(privates=privates, private_deck=state.private_deck | frozenset(hidden))

    def determinize(self, view: CmykState, player: PlayerId | None, rng: Any) -> CmykState:
        hidden = [p for p, card in enumerate(view.privates) if card == HIDDEN]
        if not hidden:
            return view
        cards = rng.sample(sorted(view.private_deck), len(hidden))
        privates = list(view.privates)
        for p, card in zip(hidden, cards, strict=True):
            privates[p] = card
        return view._replace(privates=tuple(privates), private_deck=view.private_deck - set(cards))

    def outcome(self, state: CmykState) -> Outcome | None:
        return results.match_outcome(state) if state.phase == OVER else None

    def live_score(self, state: CmykState, player: PlayerId) -> float:
        """What `player` would score if the game ended now."""
        return results.score(state, player)

    def effect(self, state: CmykState, move: Move) -> Effect | None:
        """What `move` (legal in `state`, the mover's view) does to the mover's score and race."""
        return move_effect.effect(state, move)

    def inventory(self, state: CmykState) -> dict[str, int]:
        return results.inventory(state)

    # -- words -------------------------------------------------------------------------------
    def move_to_str(self, state: CmykState, move: Move) -> str:
        return mv.to_text(state.config, move)

    def parse_move(self, state: CmykState, text_: str) -> Move:
        if not isinstance(text_, str):
            raise InvalidMoveError("a move must be text")
        movers = self.to_move(state)
        single = movers[0] if len(movers) == 1 and movers[0] != CHANCE else None
        return _with_ids(state, mv.parse(state.config, text_, single))

    def describe(self, state: CmykState, move: Move) -> Message:
        return text.describe(state, move)

    def prompt(self, state: CmykState, player: PlayerId) -> Message:
        return text.prompt(state, player, self.legal_moves(state, player))

    def why_not(self, state: CmykState, player: PlayerId, source: str, target: str) -> Message:
        return text.why_not(state, player, source, target, self.legal_moves(state, player))


def _player(move: Move) -> int:
    player = mv.player_of(move)
    if not isinstance(player, int):
        raise IllegalMoveError(words.NO_PLAYER())
    return player


def _with_ids(state: CmykState, move: Move) -> Move:
    """The parsed move with the component ids that depend on the state (last cell, origin pile)."""
    if move.kind == mv.MOVE:
        player = move.arg.player
        if 0 <= player < state.config.players:
            return mv.move_move(player, state.last[player], move.arg.cell, move.arg.rotation)
    if move.kind == mv.PUTBACK and 0 <= move.arg < state.config.players:
        return mv.putback_move(move.arg, max(state.origins[move.arg], 0))
    return move


def _k_tile_resolved(state: CmykState) -> CmykState:
    # Rulebook: after placing or discarding a K-tile, reveal an additional public objective.
    return state._replace(pending=(*state.pending, (EV_PUBLIC, len(state.row))))


def _possible(state: CmykState, event: tuple) -> bool:
    kind = event[0]
    if kind in (EV_PUBLIC, EV_REPLACE):
        return bool(state.public_deck)
    if kind in (EV_DEAL, EV_SHARED):
        return bool(state.private_deck)
    if kind == EV_TOP:
        known, hidden = state.piles[event[1]]
        return not known and hidden > 0
    if kind == EV_REMOVAL:
        return bool(state.piles_left())
    return True


def _nobody_can_place(state: CmykState) -> bool:
    """Rulebook removal rule: no player still taking tiles can place any pile's top tile."""
    config = state.config
    active = [state.mosaics[p] for p, stopped in enumerate(state.stopped) if not stopped]
    for pile in state.piles_left():
        tile = state.top(pile)
        if config.is_k(tile) or any(m.can_place(config, tile) for m in active):
            return False
    return True
