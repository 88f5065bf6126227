"""Chroma Mix (Jorge Zhang), 1 to 4 players; 1 player plays against Confident Billy.

The rulebook is `shared/rules/chroma-mix.txt`; components, inferred compositions and rulings
are in `data/chroma_mix/` (GAME-DATA.md section 1). The notation and the component ids of moves
are documented in `moves.py`; a turn is a sequence of decisions (`turns.py`, `effects.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from chroma_desktop.games.chroma_mix import legality, phrases, text, turns, victory, worth
from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix.config import make_config
from chroma_desktop.games.chroma_mix.state import (
    EMPTY,
    FIRST,
    WIN_CARD,
    ChromaState,
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
from chroma_desktop.rules.messages import Message


def _specs(content: Any) -> tuple[OptionSpec, ...]:
    return tuple(OptionSpec(o.name, o.label, o.choices, o.default, o.help, o.players)
                 for o in content.options)


class ChromaMixGame:
    id = "chroma_mix"
    name = "Chroma Mix"
    min_players = 1
    max_players = 4

    def __init__(self, content: Any) -> None:
        self.content = content
        self.option_specs = _specs(content)

    # -- set-up ------------------------------------------------------------------------------
    def new_initial_state(self, players: int, options: Mapping[str, object]) -> ChromaState:
        opts = resolve_options(self.option_specs, options)
        config = make_config(self.content, players, tuple(sorted(opts.items())))
        kinds = config.kinds
        supply = [0] * kinds
        for kind in (*config.by_rank[1], *config.rank4_supply):
            supply[kind] = config.copies[kind]
        hand = [0] * kinds
        for kind in config.start_hand:
            hand[kind] += 1
            supply[kind] -= players
        box = [0] * (kinds + 1)
        solo = config.content.solo
        billy_deck: tuple[int, ...] = ()
        hands = [tuple(hand)] * players
        if config.solo:
            # Billy's deck: the Mix cards and 2 of each rank-1 card, taken from the supply.
            deck = [0] * (kinds + 1)
            deck[config.mix_card] = solo.mix_cards
            for kind in config.by_rank[1]:
                deck[kind] = solo.deck_rank1_copies
                supply[kind] -= solo.deck_rank1_copies
            billy_deck = tuple(deck)
            hands.append((0,) * (kinds + 1))
        else:
            box[config.mix_card] = solo.mix_cards
        choice = opts["win_card"]
        win_card = EMPTY
        for kind in config.variable_cards:
            if config.ids[kind] == choice:
                win_card = kind
                supply[kind] = config.copies[kind]
            else:
                box[kind] = config.copies[kind]
        decks = tuple(tuple(config.copies[k] if config.rank[k] == rank else 0 for k in range(kinds))
                      for rank in config.row_ranks)
        zeros = (0,) * kinds
        state = ChromaState(
            config=config, current=EMPTY, first=EMPTY, hands=tuple(hands),
            play=(zeros,) * players, tucked=(zeros,) * players, supply=tuple(supply),
            rows=tuple((EMPTY,) * slots for slots in config.row_slots), decks=decks,
            discards=(zeros,) * len(decks), box=tuple(box), billy_deck=billy_deck,
            billy_discard=(0,) * len(billy_deck), win_card=win_card, stack=(),
            met=(0,) * config.seats,
        )
        if config.solo:
            # Lowest difficulty: you go first. Otherwise Billy takes its starting turns first.
            starting = dict(solo.starting_turns)[config.difficulty]
            first = 0 if not starting else config.billy
            state = state._replace(first=first, extra_turns=max(0, starting - 1))
            state = turns.begin_turn(state, first)
        else:
            state = state._replace(stack=((FIRST, CHANCE),))
        if choice == "random":
            state = state._replace(stack=(*state.stack, (WIN_CARD, CHANCE)))
        return turns.settle(state)

    # -- whose move --------------------------------------------------------------------------
    def to_move(self, state: ChromaState) -> tuple[PlayerId, ...]:
        who = turns.actor(state)
        return () if who is None else (who,)

    def legal_moves(self, state: ChromaState, player: PlayerId) -> tuple[Move, ...]:
        if player == CHANCE or turns.actor(state) != player:
            return ()
        return tuple(turns.decision_moves(state))

    def chance_outcomes(self, state: ChromaState) -> tuple[tuple[Move, float], ...]:
        if turns.actor(state) != CHANCE:
            return ()
        return turns.chance_outcomes(state)

    def apply(self, state: ChromaState, move: Move) -> ChromaState:
        try:
            move = mv.typed(move)
        except InvalidMoveError:
            raise IllegalMoveError(phrases.NOT_A_GAME_MOVE()) from None
        who = turns.actor(state)
        if who is None:
            raise IllegalMoveError(phrases.OVER())
        if who == CHANCE:
            if not any(move == outcome for outcome, _ in turns.chance_outcomes(state)):
                raise IllegalMoveError(phrases.NOT_A_CHANCE_OUTCOME())
            return turns.settle(turns.apply_chance(state, move))
        if not legality.is_legal(state, move):
            raise IllegalMoveError(text.illegal_reason(state, move))
        return turns.settle(turns.resolve(state, move))

    # -- information -------------------------------------------------------------------------
    def view(self, state: ChromaState, player: PlayerId | None) -> ChromaState:
        """Other players' hands show only their size, and the decks only theirs (their contents
        would reveal the hands). Billy's hand row is face up. Open hands: nothing is hidden."""
        config = state.config
        if config.open_hands:
            return state
        hidden = state.hidden or (tuple(state.hand_size(s) for s in range(config.seats)),
                                  tuple(sum(deck) for deck in state.decks))
        hands = tuple(cards if seat == player or state.is_billy(seat) else (0,) * len(cards)
                      for seat, cards in enumerate(state.hands))
        zeros = (0,) * config.kinds
        return state._replace(hands=hands, decks=(zeros,) * len(state.decks), hidden=hidden)

    def determinize(self, view: ChromaState, player: PlayerId | None, rng: Any) -> ChromaState:
        """Deal the unseen cards (others' hands and the decks) at random, consistent with the
        sizes the view shows."""
        if view.hidden is None:
            return view
        config = view.config
        seen = self.inventory(view)
        pool = [k for k in range(config.kinds) for _ in range(config.copies[k] - seen[config.ids[k]])]
        rng.shuffle(pool)
        decks = []
        for row, rank in enumerate(config.row_ranks):
            deck = [0] * config.kinds
            wanted = view.hidden[1][row]
            for card in [c for c in pool if config.rank[c] == rank][:wanted]:
                deck[card] += 1
                pool.remove(card)
            decks.append(tuple(deck))
        hands = list(view.hands)
        for seat in range(config.seats):
            if seat == player or view.is_billy(seat):
                continue
            hand = [0] * config.kinds
            for card in pool[: view.hidden[0][seat]]:
                hand[card] += 1
            del pool[: view.hidden[0][seat]]
            hands[seat] = tuple(hand)
        return view._replace(hands=tuple(hands), decks=tuple(decks), hidden=None)

    def outcome(self, state: ChromaState) -> Outcome | None:
        return victory.outcome(state) if state.over else None

    def inventory(self, state: ChromaState) -> dict[str, int]:
        config = state.config
        kinds = config.kinds
        counts = [0] * (kinds + 1)
        piles = [*state.hands, *state.play, *state.tucked, state.supply, *state.decks,
                 *state.discards, state.box, state.billy_deck, state.billy_discard]
        for pile in piles:
            for kind, n in enumerate(pile):
                counts[kind] += n
        for row in state.rows:
            for kind in row:
                if kind != EMPTY:
                    counts[kind] += 1
        result = {config.ids[k]: counts[k] for k in range(kinds)}
        result["mix_card"] = counts[kinds]
        return result

    # -- words -------------------------------------------------------------------------------
    def move_to_str(self, state: ChromaState, move: Move) -> str:
        return mv.to_text(state.config, move)

    def parse_move(self, state: ChromaState, text_: str) -> Move:
        who = turns.actor(state)
        return mv.parse(state.config, text_, who if who is not None and who >= 0 else 0)

    def describe(self, state: ChromaState, move: Move) -> Message:
        return text.describe(state, mv.typed(move))

    def prompt(self, state: ChromaState, player: PlayerId) -> Message:
        return text.prompt(state, player)

    def why_not(self, state: ChromaState, player: PlayerId, source: str,
                target: str) -> Message:
        return text.why_not(state, player, source, target)

    def live_vp(self, state: ChromaState, seat: int) -> int:
        """VP that count for `seat` now (in play; Billy: in hand)."""
        return victory.seat_vp(state, seat)


    def effect(self, state: ChromaState, move: Move) -> Effect | None:
        """What `move` is worth to the seat deciding now, before it is made (`worth.py`)."""
        return worth.effect(state, move)
