"""Coloretto (Michael Schacht), 2 to 5 players, both editions and both scoring sides.

A turn is draw-and-place (two decisions with a chance reveal between) or take a row. The
notation is documented in `moves.py`; the rulebook is `shared/rules/coloretto-en.txt` (original
edition) and `coloretto-it.txt` (newer edition with the golden joker).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from chroma_desktop.games.coloretto import effects, scoring, text
from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.games.coloretto.config import make_config
from chroma_desktop.games.coloretto.state import (
    BONUS,
    CHANCE_PHASES,
    CHOOSE,
    DEAL,
    FIRST,
    NO_ONE,
    OVER,
    PLACE,
    REMOVE,
    REVEAL,
    TURN,
    ColorettoState,
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
from chroma_desktop.rules.common.counts import add, add_all, replace_at
from chroma_desktop.rules.messages import NOTHING, Message


def _next_player(current: int, takers: tuple[int, ...], players: int) -> int:
    """Coloretto: a player who took a row sits out; once all others are out, the last player
    keeps the turn and may go on drawing as long as they can."""
    player = current
    for _ in range(players):
        player = (player + 1) % players
        if player not in takers:
            return player
    return current


def _by_chance(state: ColorettoState) -> bool:
    """Whether chance decides now: a draw, a deal, the start player, and the colours removed
    unless player 1 chooses them (option colour_removal=chosen)."""
    if state.phase == REMOVE:
        return not state.config.removal_chosen
    return state.phase in CHANCE_PHASES


def _colours_in_play(state: ColorettoState) -> tuple[int, ...]:
    return tuple(c for c in range(state.config.colours) if c not in state.removed)


def _reveal_outcomes(deck: tuple[int, ...]) -> tuple[tuple[Move, float], ...]:
    """Each card kind still in the deck, drawn with probability count / deck size. (Not kept:
    a deck seldom comes up twice, and keeping every one cost more than working it out.)"""
    size = sum(deck)
    reveals = _reveal_moves(len(deck))
    return tuple([(reveals[kind], count / size) for kind, count in enumerate(deck) if count])


@lru_cache(maxsize=16)
def _reveal_moves(kinds: int) -> tuple[Move, ...]:
    return tuple(mv.chance_move(mv.REVEAL, kind) for kind in range(kinds))


class ColorettoGame:
    id = "coloretto"
    name = "Coloretto"
    min_players = 2
    max_players = 5

    def __init__(self, content: Any) -> None:
        self.content = content
    option_specs = (
        OptionSpec("edition", "Edition", ("original", "newer"), "original",
                   "original: 3 jokers, 15 cards under the last-round card, starting colours "
                   "dealt; newer: golden joker, 16 cards under, starting colours chosen"),
        OptionSpec("scoring", "Scoring side", ("brown", "purple"), "brown",
                   "brown: 1/3/6/10/15/21; purple (difficult): 1/4/8/7/6/5"),
        # Readings of unclear rules (Help -> Rulings, data/coloretto/rulings.yaml).
        OptionSpec("colour_removal", "Colours removed (2-3 players)", ("random", "chosen"),
                   "random", "random: the colours set aside with 2 or 3 players are drawn at "
                   "random; chosen: player 1 chooses them (the Italian rulebook's 'a colour of "
                   "your choice')", players=(2, 3)),
        OptionSpec("tie_jokers", "Tie-break (newer edition)", ("not_counted", "counted"),
                   "not_counted", "newer edition, tied scores: the most cards of one colour "
                   "wins. not counted: colour cards only; counted: jokers count in the colour "
                   "they score for"),
    )

    # -- set-up ------------------------------------------------------------------------------
    def new_initial_state(self, players: int, options: Mapping[str, object]) -> ColorettoState:
        config = make_config(self.content, players, resolve_options(self.option_specs, options))
        empty = (0,) * config.kinds
        state = ColorettoState(
            config=config,
            phase=REMOVE,
            current=0,
            deck=config.full_deck(),
            above_last=0,
            last_round=False,
            removed=(),
            rows=((),) * len(config.setup.row_capacities),
            takers=(NO_ONE,) * len(config.setup.row_capacities),
            collections=(empty,) * players,
            discarded=empty,
        )
        return self._after_setup_step(state)

    def _after_setup_step(self, state: ColorettoState) -> ColorettoState:
        setup = state.config.setup
        if len(state.removed) < setup.remove_colours:
            return state._replace(phase=REMOVE)
        if state.starting_dealt < setup.starting_cards * state.config.players:
            dealt = state.config.edition.starting_colours == "dealt"
            return state._replace(phase=DEAL if dealt else CHOOSE,
                         current=state.starting_dealt % state.config.players)
        # Coloretto: the last-round card lies on the bottom cards_below_last_round cards.
        above = state.deck_size() - state.config.edition.cards_below_last_round
        return state._replace(phase=FIRST, above_last=max(0, above))

    def _starting_colours_left(self, state: ColorettoState) -> tuple[int, ...]:
        # Coloretto: every starting card is of a different colour.
        return tuple(
            c for c in range(state.config.colours)
            if c not in state.removed and not any(col[c] for col in state.collections)
        )

    # -- whose move --------------------------------------------------------------------------
    def to_move(self, state: ColorettoState) -> tuple[PlayerId, ...]:
        if state.phase == OVER:
            return ()
        if _by_chance(state):
            return (CHANCE,)
        return (state.current,)

    def legal_moves(self, state: ColorettoState, player: PlayerId) -> tuple[Move, ...]:
        if player != state.current or _by_chance(state) or state.phase == OVER:
            return ()
        rows, takers, capacities = state.rows, state.takers, state.config.capacities
        if state.phase == REMOVE:
            # Option colour_removal=chosen: player 1 sets the colours aside for the table.
            return tuple(mv.remove_move(c) for c in _colours_in_play(state))
        if state.phase == PLACE:
            places = mv.place_moves(len(rows))
            return tuple(places[row] for row in range(len(rows))
                         if takers[row] == NO_ONE and len(rows[row]) < capacities[row])
        if state.phase == CHOOSE:
            return tuple(mv.start_move(c, player) for c in self._starting_colours_left(state))
        takes = mv.take_moves(player, len(rows))
        moves, room, open_rows = [], False, []
        for row, cards in enumerate(rows):
            if takers[row] == NO_ONE:
                open_rows.append(row)
                if cards:
                    moves.append(takes[row])
                if len(cards) < capacities[row]:
                    room = True
        if room and any(state.deck):
            return (mv.draw_move(), *moves)
        if not moves:
            # Nothing to draw and every open row empty: the player takes an empty row to pass.
            return tuple(takes[row] for row in open_rows)
        return tuple(moves)

    def chance_outcomes(self, state: ColorettoState) -> tuple[tuple[Move, float], ...]:
        if state.phase in (REVEAL, BONUS):
            return _reveal_outcomes(state.deck)
        if state.phase == REMOVE and not state.config.removal_chosen:
            left = _colours_in_play(state)
            return tuple((mv.chance_move(mv.REMOVE_COLOUR, c), 1 / len(left)) for c in left)
        if state.phase == DEAL:
            left = self._starting_colours_left(state)
            return tuple((mv.chance_move(mv.DEAL_COLOUR, c), 1 / len(left)) for c in left)
        if state.phase == FIRST:
            players = state.config.players
            return tuple((mv.chance_move(mv.FIRST_PLAYER, p), 1 / players) for p in range(players))
        return ()

    # -- applying ----------------------------------------------------------------------------
    def apply(self, state: ColorettoState, move: Move) -> ColorettoState:
        kind, arg, phase = move.kind, move.arg, state.phase
        if phase == PLACE and kind == mv.PLACE:
            if not (isinstance(arg, int) and 0 <= arg < len(state.rows)
                    and state.row_has_room(arg)):
                raise IllegalMoveError(text.illegal_reason(state, move))
            rows = replace_at(state.rows, arg, (*state.rows[arg], state.drawn))
            (config, _, current, deck, above, last, removed, _, takers, collections, discarded,
             _, dealt, last_taker, round_number) = state
            return ColorettoState(config, TURN, _next_player(current, takers, config.players),
                                  deck, above, last, removed, rows, takers, collections,
                                  discarded, NO_ONE, dealt, last_taker, round_number)
        if phase == TURN and kind == mv.DRAW:
            if not state.can_draw():
                raise IllegalMoveError(text.illegal_reason(state, move))
            # Coloretto: the last-round card is set aside when it comes up, and a card drawn again.
            (config, _, current, deck, above, last, removed, rows, takers, collections, discarded,
             drawn, dealt, last_taker, round_number) = state
            return ColorettoState(config, REVEAL, current, deck, above, last or above == 0,
                                  removed, rows, takers, collections, discarded, drawn, dealt,
                                  last_taker, round_number)
        if phase == TURN and kind == mv.TAKE:
            if not (isinstance(arg, int) and 0 <= arg < len(state.rows)
                    and state.takers[arg] == NO_ONE
                    and (state.rows[arg] or move in self.legal_moves(state, state.current))):
                raise IllegalMoveError(text.illegal_reason(state, move))
            return self._take(state, arg)
        if phase in (REVEAL, BONUS) and kind == mv.REVEAL:
            if not (isinstance(arg, int) and 0 <= arg < len(state.deck) and state.deck[arg]):
                raise IllegalMoveError(text.illegal_reason(state, move))
            deck = add(state.deck, arg, -1)
            above = state.above_last if state.last_round else state.above_last - 1
            if phase == REVEAL:
                (config, _, current, _, _, last, removed, rows, takers, collections, discarded,
                 _, dealt, last_taker, round_number) = state
                return ColorettoState(config, PLACE, current, deck, above, last, removed, rows,
                                      takers, collections, discarded, arg, dealt, last_taker,
                                      round_number)
            collections = replace_at(state.collections, state.current,
                                     add(state.collections[state.current], arg))
            return self._after_take(state._replace(deck=deck, above_last=above,
                                          collections=collections))
        if phase in (REMOVE, DEAL, CHOOSE, FIRST):
            return self._apply_setup(state, move)
        raise IllegalMoveError(text.illegal_reason(state, move))

    def _apply_setup(self, state: ColorettoState, move: Move) -> ColorettoState:
        kind, arg, phase = move.kind, move.arg, state.phase
        if phase == REMOVE and kind == mv.REMOVE_COLOUR and arg in _colours_in_play(state):
            deck = add(state.deck, arg, -state.deck[arg])
            return self._after_setup_step(state._replace(deck=deck, removed=(*state.removed, arg)))
        expected = {DEAL: mv.DEAL_COLOUR, CHOOSE: mv.START}.get(phase)
        if kind == expected and arg in self._starting_colours_left(state):
            collections = replace_at(state.collections, state.current,
                                     add(state.collections[state.current], arg))
            return self._after_setup_step(state._replace(
                deck=add(state.deck, arg, -1), collections=collections,
                starting_dealt=state.starting_dealt + 1))
        if (phase == FIRST and kind == mv.FIRST_PLAYER and isinstance(arg, int)
                and 0 <= arg < state.config.players):
            return state._replace(phase=TURN, current=arg)
        raise IllegalMoveError(text.illegal_reason(state, move))

    def _take(self, state: ColorettoState, row: int) -> ColorettoState:
        player, config = state.current, state.config
        cards = state.rows[row]
        collections = replace_at(state.collections, player,
                                 add_all(state.collections[player], cards))
        rows, takers = replace_at(state.rows, row, ()), replace_at(state.takers, row, player)
        # Newer edition: whoever takes the golden joker also draws the top card into their
        # collection; if that is the last-round card it is set aside and another drawn.
        bonus = (config.golden in cards and config.edition.golden_joker_bonus_draws
                 and any(state.deck))
        if not bonus and len(takers) - takers.count(NO_ONE) < config.players:
            # The round goes on with the next player still in it (most takes: one state built).
            (_, _, _, deck, above, last, removed, _, _, _, discarded, drawn, dealt, _,
             round_number) = state
            return ColorettoState(config, TURN, _next_player(player, takers, config.players),
                                  deck, above, last, removed, rows, takers, collections,
                                  discarded, drawn, dealt, player, round_number)
        state = state._replace(collections=collections, rows=rows, takers=takers,
                               last_taker=player)
        if bonus:
            last_round = state.last_round or state.above_last == 0
            return state._replace(phase=BONUS, last_round=last_round)
        return self._after_take(state)

    def _after_take(self, state: ColorettoState) -> ColorettoState:
        players = state.config.players
        if len(state.takers) - state.takers.count(NO_ONE) < players:
            return state._replace(phase=TURN, current=_next_player(state.current, state.takers,
                                                                   players))
        # Coloretto: the round ends when every player has taken a row.
        rows, discarded = state.rows, state.discarded
        if state.config.setup.discard_untaken_row:
            # Two players: the cards of the untaken row leave the game.
            for cards in rows:
                discarded = add_all(discarded, cards)
            rows = ((),) * len(rows)
        if state.last_round:
            return state._replace(rows=rows, discarded=discarded, phase=OVER, current=NO_ONE)
        # The player who took the last row starts the next round.
        return state._replace(rows=rows, discarded=discarded, phase=TURN,
                     takers=(NO_ONE,) * len(rows), current=state.last_taker,
                     round_number=state.round_number + 1)

    # -- information -------------------------------------------------------------------------
    def view(self, state: ColorettoState, player: PlayerId | None) -> ColorettoState:
        # Nothing is secret: the deck is an unordered count whose contents any player can
        # reconstruct, and every drawn card is shown face up.
        return state

    def determinize(self, view: ColorettoState, player: PlayerId | None, rng: Any) -> ColorettoState:
        return view

    def outcome(self, state: ColorettoState) -> Outcome | None:
        if state.phase != OVER:
            return None
        config = state.config
        scores = tuple(float(scoring.score(config, state.removed, collection))
                       for collection in state.collections)
        best = max(scores)
        leaders = tuple(p for p, s in enumerate(scores) if s == best)
        tie_break: Message = NOTHING
        if len(leaders) > 1:
            tied_on = int(best)  # Coloretto scores are whole points
            if config.edition.tiebreak == "most_cards_in_one_colour":
                most = {p: scoring.most_of_one_colour(config, state.removed, state.collections[p])
                        for p in leaders}
                top = max(most.values())
                winners = tuple(p for p in leaders if most[p] == top)
                tie_break = (text.TIE_MOST_OF_ONE(s=tied_on, n=top) if len(winners) == 1
                             else text.TIE_SHARED_MOST(s=tied_on))
                leaders = winners
            else:
                tie_break = text.TIE_NO_BREAKER(s=tied_on)
        lines = tuple(scoring.breakdown(config, state.removed, collection)
                      for collection in state.collections)
        return Outcome(scores, leaders, tie_break, lines)

    def live_score(self, state: ColorettoState, player: PlayerId) -> int:
        """What `player` would score if the game ended now."""
        return scoring.score(state.config, state.removed, state.collections[player])

    def effect(self, state: ColorettoState, move: Move) -> Effect | None:
        """What `move` is worth to the mover before it is made (`rules.api.Previews`)."""
        return effects.effect(state, move)

    def inventory(self, state: ColorettoState) -> dict[str, int]:
        config = state.config
        counts = list(state.deck)
        for cards in state.rows:
            for card in cards:
                counts[card] += 1
        for collection in (*state.collections, state.discarded):
            for kind, count in enumerate(collection):
                counts[kind] += count
        if state.drawn != NO_ONE:
            counts[state.drawn] += 1
        for colour in state.removed:
            counts[colour] += config.per_colour - counts[colour]  # set aside in the box
        result = {config.kind_id(kind): count for kind, count in enumerate(counts)}
        result["last_round"] = 1
        return result

    # -- words -------------------------------------------------------------------------------
    def move_to_str(self, state: ColorettoState, move: Move) -> str:
        return mv.to_text(state.config, move)

    def parse_move(self, state: ColorettoState, text_: str) -> Move:
        if not isinstance(text_, str):
            raise InvalidMoveError("a move must be text")
        return mv.parse(state.config, text_, max(state.current, 0))

    def describe(self, state: ColorettoState, move: Move) -> Message:
        return text.describe(state, move)

    def prompt(self, state: ColorettoState, player: PlayerId) -> Message:
        return text.prompt(state, player, self.legal_moves(state, player))

    def why_not(self, state: ColorettoState, player: PlayerId, source: str,
                target: str) -> Message:
        return text.why_not(state, player, source, target, self.legal_moves(state, player))
