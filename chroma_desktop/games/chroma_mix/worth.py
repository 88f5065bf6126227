"""What a legal Chroma Mix move is worth before it is made (issue 31): the `Previews.effect`.

The mover's VP in play before and after the move (the count the Point victory and the
tie-breaker use, `victory.seat_vp`), and in words: the win conditions the move brings closer,
meets or sets back, with how far each then stands ("Sapphire victory: Sapphire Blue in play ✓
· 12/17 cards ✗"); what it hands another seat (the mix chosen for Confident Billy, which may
give Billy a win card; a neighbour's Slate Gray gain); and where the mover then stands against
the others (VP in play, which everyone sees) or against Billy (VP in hand and cards).

Only what the mover sees is used: their own hand, every play area, Billy's face-up hand. A
player's move decides everything it does to the mover's cards; the only chance inside a turn
is the card that refills a market slot, which goes to the market, not to a player. So the
state after the move is played on until the next decision with such slots left empty (`_after`):
the same on the mover's view as on the whole state.
"""

from __future__ import annotations

from typing import NamedTuple

from chroma_desktop.games.chroma_mix import legality, piles, text, turns, victory
from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import phrases as ph
from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.content import Condition
from chroma_desktop.games.chroma_mix.state import BILLY_MIX, GAIN, ChromaState
from chroma_desktop.rules.api import CHANCE, Effect, Move
from chroma_desktop.rules.common.counts import replace_at
from chroma_desktop.rules.messages import Message, join

DONE_MARK, MISSING_MARK = "✓", "✗"  # the marks of the win-condition tracker on the table


class PartCount(NamedTuple):
    """One part of a win condition for one seat: its words, what the seat has and needs."""

    words: Message  # "Ruby Red in play", "12/17 cards"
    have: int
    need: int
    exact: bool = False  # Burgundy: exactly `need`, not at least
    in_hand: bool = False  # a card wanted in play is in hand: one print away

    @property
    def done(self) -> bool:
        return self.have == self.need if self.exact else self.have >= self.need

    @property
    def share(self) -> float:
        """How much of the part is done, 0 to 1 (a card wanted in play, held in hand: half)."""
        if self.done:
            return 1.0
        if self.exact:
            return max(0.0, 1 - abs(self.have - self.need) / self.need)
        return 0.5 if self.in_hand else self.have / self.need


class Holding(NamedTuple):
    """The cards of one seat that the win conditions look at (Billy: no play area)."""

    hand: tuple[int, ...]
    play: tuple[int, ...]
    tucked: tuple[int, ...]


def holding(state: ChromaState, seat: int) -> Holding:
    config = state.config
    zeros = (0,) * config.kinds
    if state.is_billy(seat):
        return Holding(state.hands[seat][: config.kinds], zeros, zeros)
    return Holding(state.hands[seat][: config.kinds], state.play[seat], state.tucked[seat])


def parts(config: ChromaConfig, condition: Condition, cards: Holding) -> tuple[PartCount, ...]:
    """Each part of `condition` (data/chroma_mix/victory.yaml) for a seat holding `cards`; all
    done exactly when `victory.conditions_met` counts the condition met."""
    names, kind = config.names, config.ids.index
    hand, play = cards.hand, cards.play
    found: list[PartCount] = []
    if condition.in_play:
        card = kind(condition.in_play)
        found.append(PartCount(ph.PART_IN_PLAY(c=names[card]), int(play[card] > 0), 1,
                               in_hand=hand[card] > 0))
    if condition.in_hand:
        card = kind(condition.in_hand)
        found.append(PartCount(ph.PART_IN_HAND(c=names[card]), int(hand[card] > 0), 1))
    for held in condition.also_hold:
        card = kind(held)
        found.append(PartCount(ph.PART_HELD(c=names[card]), int(hand[card] + play[card] > 0), 1))
    if condition.cards_at_least:
        have, need = sum(hand) + sum(play), condition.cards_at_least
        found.append(PartCount(ph.PART_CARDS(have=have, need=need), have, need))
    if condition.vp_in_play_at_least:
        have, need = victory.vp(config, play), condition.vp_in_play_at_least
        found.append(PartCount(ph.PART_VP_IN_PLAY(have=have, need=need), have, need))
    if condition.vp_in_hand_at_least:
        have, need = victory.vp(config, hand), condition.vp_in_hand_at_least
        found.append(PartCount(ph.PART_VP_IN_HAND(have=have, need=need), have, need))
    if condition.tucked_dots_at_least:
        have, need = victory.dots(config, cards.tucked), condition.tucked_dots_at_least
        found.append(PartCount(ph.PART_TUCKED_DOTS(have=have, need=need), have, need))
    if condition.rank_cards_at_least:
        rank, need = condition.rank_cards_at_least
        have = sum(hand[k] + play[k] for k in config.by_rank[rank])
        found.append(PartCount(ph.PART_RANK_CARDS(have=have, need=need, rank=rank), have, need))
    for rank, need in dict(condition.exact_rank_counts).get(config.burgundy_variant, ()):
        have = sum(hand[k] + play[k] for k in config.by_rank[rank])
        found.append(PartCount(ph.WORTH_EXACT_RANK(have=have, need=need, rank=rank), have, need,
                               exact=True))
    return tuple(found)


def parts_words(found: tuple[PartCount, ...]) -> Message:
    """"Ruby Red in play ✓ · Sapphire Blue held ✗", as the table's tracker marks them."""
    return join([ph.WORTH_PART(part=part.words, mark=DONE_MARK if part.done else MISSING_MARK)
                 for part in found], " · ")


def _closeness(found: tuple[PartCount, ...]) -> float:
    """How near a condition is: its parts' shares added (each part counts the same)."""
    return sum(part.share for part in found)


def _unfillable(state: ChromaState, row: int) -> ChromaState:
    """`state` with market row `row`'s empty slots left empty: its deck and discard set aside."""
    zeros = (0,) * state.config.kinds
    hidden = state.hidden
    if hidden is not None:
        hidden = (hidden[0], replace_at(hidden[1], row, 0))
    return state._replace(decks=replace_at(state.decks, row, zeros),
                          discards=replace_at(state.discards, row, zeros), hidden=hidden)


def after(state: ChromaState, move: Move) -> ChromaState:
    """`state` after `move` (legal) and all that follows it with no decision; a market slot the
    move empties stays empty (the card that fills it is chance and goes to no player)."""
    state = turns.settle(turns.resolve(state, move))
    while turns.actor(state) == CHANCE:
        row = piles.needs_fill(state)
        if row < 0:
            break  # Confident Billy's draw: the next turn has begun
        state = turns.settle(_unfillable(state, row))
    return state


def effect(state: ChromaState, move: Move) -> Effect | None:
    """What `move` does for the seat that decides now (see the module docstring), from its view
    (or the whole state); None for a chance outcome, after the game, for a move that is not
    legal now, or in another seat's view (which hides the mover's hand)."""
    mover = turns.actor(state)
    if mover is None or mover == CHANCE:
        return None
    if state.hidden is not None and state.hidden[0][mover] != sum(
            state.hands[mover][: state.config.kinds]):
        return None  # another seat's view: the mover's hand is not in it
    move = mv.typed(move)
    if not legality.is_legal(state, move):
        return None
    later = after(state, move)
    vp_now, vp_after = victory.seat_vp(state, mover), victory.seat_vp(later, mover)
    said: list[Message] = []
    top = state.top
    if move.kind == mv.SKIP and top is not None and top[0] == GAIN:
        said.append(ph.WORTH_DECLINES_CARD())
    if move.kind == mv.BILLY:
        said += billy_words(state, move, later)  # the mover's own cards do not move
    else:
        said.append(ph.WORTH_VP(before=vp_now, after=vp_after) if vp_after != vp_now
                    else ph.WORTH_VP_STAYS(n=vp_now))
        said += condition_words(state, later, mover) or [ph.WORTH_NO_CONDITION()]
    if later.top is not None and turns.actor(later) == mover:
        said.append(ph.WORTH_THEN(next=text.prompt(later, mover)))  # the effect's own choice
    said += gift_words(state, move, mover)
    said += standing_words(later, mover)
    return Effect(mover, float(vp_now), float(vp_after), join(said, ". "))


def condition_words(state: ChromaState, later: ChromaState, seat: int) -> list[Message]:
    """The mover's win conditions the move brings closer, meets or sets back, nearest first."""
    config = state.config
    turn_over = later.over or later.turns > state.turns
    before_cards, after_cards = holding(state, seat), holding(later, seat)
    ranked: list[tuple[int, int, Message]] = []  # (met 0, closer 1, further 2; parts missing)
    for bit, condition in victory.in_force(config, state.is_billy(seat), state.win_card):
        if state.met[seat] >> bit & 1:
            continue  # met at the end of an earlier turn: it counts, whatever follows
        was, now = parts(config, condition, before_cards), parts(config, condition, after_cards)
        met_before, met_after = all(part.done for part in was), all(part.done for part in now)
        words = parts_words(now)
        missing = sum(not part.done for part in now)
        if met_after and not met_before:
            said = ph.WORTH_MEETS if turn_over else ph.WORTH_MEETS_IF_KEPT
            ranked.append((0, missing, said(condition=condition.name, parts=words)))
        elif met_after:
            continue  # met before this move too (Key, Lemon: more actions this turn)
        elif _closeness(now) > _closeness(was):
            ranked.append((1, missing, ph.WORTH_ADVANCES(condition=condition.name, parts=words)))
        elif _closeness(now) < _closeness(was) or met_before:
            ranked.append((2, missing, ph.WORTH_SETS_BACK(condition=condition.name, parts=words)))
    return [message for *_, message in sorted(ranked, key=lambda entry: entry[:2])]


def billy_words(state: ChromaState, move: Move, later: ChromaState) -> list[Message]:
    """The mix chosen for Confident Billy: the win conditions it hands Billy or brings closer
    (rulebook, Solo variant: Ruby, Sapphire and 17+ VP count in Billy's hand). A condition the
    mix meets is handed to him only if his turn surely ends with it met (his conditions are
    checked at the end of his turn, and more mixes may follow for him): else it is "for now"."""
    config = state.config
    billy = config.billy
    before_cards, after_cards = holding(state, billy), holding(later, billy)
    said: list[Message] = []
    for bit, condition in victory.in_force(config, True, state.win_card):
        if state.met[billy] >> bit & 1:
            continue  # met already: the round is being completed
        was, now = parts(config, condition, before_cards), parts(config, condition, after_cards)
        if all(part.done for part in now) and not all(part.done for part in was):
            meets = ph.WORTH_BILLY_MEETS if hands_billy_a_win(state, move) else ph.WORTH_BILLY_MEETS_FOR_NOW
            said.insert(0, meets(condition=condition.name, parts=parts_words(now)))
        elif _closeness(now) > _closeness(was) and not all(part.done for part in now):
            said.append(ph.WORTH_BILLY_CLOSER(condition=condition.name, parts=parts_words(now)))
    return said or [ph.WORTH_BILLY_NO_HELP()]


def hands_billy_a_win(state: ChromaState, move: Move) -> bool:
    """Whether legal `move` surely leaves Billy meeting a win condition he has not met: at the
    end of his turn (`met`), or with every mix still to choose for him that turn leaving one
    met (`billy_gifts`, which the hint benchmark reads, says it too)."""
    billy = state.config.billy
    if billy < 0 or state.met[billy]:
        return False
    return _billy_sure_to_meet(after(state, mv.typed(move)), billy)


def _billy_sure_to_meet(state: ChromaState, billy: int) -> bool:
    if state.met[billy]:
        return True
    top = state.top
    if top is None or top[0] != BILLY_MIX or not victory.conditions_met(state, billy):
        return False
    return all(_billy_sure_to_meet(after(state, move), billy)
               for move in turns.decision_moves(state))


def gift_words(state: ChromaState, move: Move, mover: int) -> list[Message]:
    """A mix lets the Slate Grays of the mixer's right-hand neighbour add cards (card text)."""
    if move.kind == mv.MIX_:
        mixer = mover
    elif move.kind == mv.BILLY:
        mixer = state.config.billy
    else:
        return []
    frames = turns.slate_frames(state, mixer)
    if not frames:
        return []
    return [ph.WORTH_SLATE_GRAY(q=frames[0][1], n=len(frames))]


def standing_words(later: ChromaState, mover: int) -> list[Message]:
    """Where the mover stands after the move: VP in play against the other players (everyone
    sees play areas), or Confident Billy's VP in hand and cards; who has met a condition."""
    config = later.config
    said: list[Message] = []
    if config.solo:
        billy = config.billy
        cards = holding(later, billy).hand
        said.append(ph.WORTH_AGAINST_BILLY(vp=victory.vp(config, cards), n=sum(cards)))
        if later.met[billy]:
            said.append(ph.WORTH_BILLY_MET())
        return said
    others = [(mover + step) % config.seats for step in range(1, config.seats)]
    mine = victory.seat_vp(later, mover)
    best = max(others, key=lambda seat: victory.seat_vp(later, seat))
    theirs = victory.seat_vp(later, best)
    if mine > theirs:
        said.append(ph.WORTH_AHEAD(q=best, n=theirs))
    elif mine == theirs:
        said.append(ph.WORTH_LEVEL(q=best))
    else:
        said.append(ph.WORTH_BEHIND(q=best, n=theirs))
    said += [ph.WORTH_OTHER_MET(q=seat) for seat in others if later.met[seat]]
    return said


def conditions_met_by(state: ChromaState, move: Move) -> tuple[Condition, ...]:
    """The win conditions of the seat deciding now that `move` (legal in `state`, the mover's
    view) meets and that were not met before it (teach mode's group "Meet a win condition")."""
    mover = turns.actor(state)
    if mover is None or mover == CHANCE or state.is_billy(mover):
        return ()
    config = state.config
    before, later = holding(state, mover), holding(after(state, mv.typed(move)), mover)
    return tuple(condition for bit, condition in victory.in_force(config, False, state.win_card)
                 if not state.met[mover] >> bit & 1
                 and all(part.done for part in parts(config, condition, later))
                 and not all(part.done for part in parts(config, condition, before)))
