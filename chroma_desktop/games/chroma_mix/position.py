"""Chroma Mix positions as text: the lines after the header (the format is in
`chroma_desktop/rules/position.py`).

Example: 3 players, Mustard is the win card; P2 is refilling and has returned a Pale Magenta to
their hand so far::

    chroma position: chroma_mix, 3 players, win_card=mustard
    turn: P2
    first player: P3
    turns played: 32
    win card: mustard
    actions taken: refill
    pending: refilling P2 returned pale_magenta
    P1 hand: 3 pale_magenta, 3 light_yellow
    P1 play: 2 soft_cyan, 1 light_yellow
    P2 hand: 3 soft_cyan, 4 pale_magenta, 2 light_yellow
    P2 play: 1 soft_cyan
    P3 hand: 2 pale_magenta, 1 light_yellow, 1 cerulean
    P3 play: 1 soft_cyan, 3 pale_magenta, 1 pear
    supply: 5 soft_cyan, 5 light_yellow, 3 sapphire_blue, 3 ruby_red, 3 emerald_green, 1 mustard
    rank 2 row: fuchsia, coral, coral, fuchsia, fuchsia, coral
    rank 3 row: azure, raspberry, turquoise, raspberry, raspberry, violet
    rank 2 deck: 3 cerulean, 1 fuchsia, 4 lemon, 2 lavender, 2 jungle, 2 prism
    rank 2 discard: 1 lavender, 1 jungle
    rank 3 deck: 2 azure, 2 violet, 3 orange, 2 pear, 2 turquoise, 2 slate_gray, 1 key
    rank 3 discard: none

The header names `win_card`, the solo `difficulty`, and every other option (the readings of
unclear rules among them) that is not its default. The lines (those marked *optional* may be left
out):

- `turn`: whose turn it is (`billy` in solo for Confident Billy), `nobody` before chance has
  picked the first player. When the game is over, whose turn ended it.
- `first player` *optional, as `turn`*: who starts every round (`nobody` before chance picks).
- `turns played` *optional, 0*: the turns finished so far.
- `win card` *optional but with `win_card=random`, as the option says*: the variable win card
  in this game (`burgundy`, `mustard`, `petrol`), or `none` (none chosen, or with
  `win_card=random` while it waits to be drawn).
- `actions taken` *optional, none*: this turn's actions so far (`print`, `mix`, `refill`,
  `swap`); Key and Lemon allow more than one.
- `mixes this turn` *optional, 1 if `mix` was taken, else 0*: Lemon allows two.
- `printed this turn` *optional, yes if `print` was taken*: whether anything was printed this
  turn, by an effect too (Pear gives its card after a print).
- `key grants actions` *optional, yes if Key lies in the player's play area*: whether Key gives
  its extra actions this turn.
- `pear cards given` *optional, 0*: Pear copies whose card came already this turn.
- `billy's starting turns left` *optional, 0* (solo): Billy's extra turns still owed.
- `pending` *optional, none*: the decisions, chance steps and turn ends waiting, the next one
  first, separated by `;` (see below).
- `game over` *optional, no*: yes once the round in which a condition was met is complete.
- `P1 hand`..`Pn hand`, `P1 play`.. *optional, none*: each player's hand and play area, as bags.
- `P1 tucked`.. *optional, none*: the cards under a player's Mustard.
- `P1 met`.. *optional, none*: the win conditions a player has met (`ruby`, `sapphire`,
  `point`, `burgundy`, `mustard`, `petrol`). Once anyone has met one, the round is completed.
- `billy hand`, `billy deck`, `billy discard` *optional, none; the deck required* (solo):
  Confident Billy's face-up hand row, deck and discard, bags where `mix` is a Mix card.
  `billy met` *optional, none*: as `P1 met` (`ruby`, `sapphire`, `point`, in hand).
- `supply` *optional, rest*: the face-up rank-1 and rank-4 piles and the win card; `rest` is
  every such card that is nowhere else.
- `rank 2 row`, `rank 3 row` *optional, empty*: the market's six slots in order, a card or
  `empty` (waiting for its refill, or nothing left to refill it). Fewer cards leave the last
  slots empty.
- `rank 2 deck`, `rank 3 deck` *optional, rest*: each deck, as a bag (its order is never known:
  every draw is chance); `rest` is every card of its rank that is nowhere else.
- `rank 2 discard`, `rank 3 discard` *optional, none*.

The cards left in the box (the variable cards not in play, and the Mix cards outside solo) are
never written: they follow from the options and `win card`.

Pending steps, each its name and its fields (seats as above, cards by id, `rank-1` for every
rank-1 card):

- `gain P1 CARDS [optional] [then_may_print]`: take one of CARDS (`optional`: may skip, as
  Slate Gray; `then_may_print`: Fuchsia). `identical P1 N`: N identical rank-1 cards
  (Cerulean, Turquoise). `may_print P1 CARD`: the card just gained may be printed.
- `prints P1 N [except CARDS]`: Violet's N print actions left. `orange P1 CARD`: the mixed
  card may go straight into play.
- `refilling P1 [max N] [returned CARDS]`: a Refill under way (Light Yellow: `max 1`), with the
  cards returned so far. `tuck P1 N of CARDS`: Mustard may tuck up to N of the refilled CARDS.
- `lav_discard P1 ranks 2 3 4`, `lav_gain P1 CARD`, `lav_print P1 CARDS`: Lavender's discard,
  its two cards, and printing them. `prism P1`: Prism's discard for a rank-2 card.
- `end P1`: the turn ends here (Pear's cards come before). Solo: `billy_draw N` (chance: Billy
  draws N more cards), `billy_mix` (P1 chooses Billy's mix), `billy_end`.
- Chance at set-up: `first` (the first player), `win_card` (the variable win card).

Hidden parts: with `hands=hidden` a player sees only the size of another's hand and of the
decks, so a view writes them `5 ?` (or `none` when empty), and writes the supply out (what is
not in it cannot be told from what hidden hands hold); Billy's hand row is face up. With
`hands=open` nothing is hidden: a view is the whole position, and `?` is refused.

This module is the codec the manifest names (`setup_of`, `write`, `read`); the writing is in
`position_writer.py`, the reading in `position_reader.py` (the pending steps in
`position_pending.py`), and the words and defaults both share in `position_terms.py`.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_mix.position_reader import read
from chroma_desktop.games.chroma_mix.position_writer import write
from chroma_desktop.games.chroma_mix.state import ChromaState

__all__ = ["read", "setup_of", "write"]

MAIN_OPTIONS = ("win_card",)
SOLO_OPTIONS = ("difficulty",)


def setup_of(game: Any, state: ChromaState) -> tuple[int, dict[str, str]]:
    config = state.config
    chosen = dict(config.options)
    defaults = {option.name: option.default for option in config.content.options}
    options = {name: chosen[name] for name in MAIN_OPTIONS if name in chosen}
    if config.solo:
        options.update((name, chosen[name]) for name in SOLO_OPTIONS if name in chosen)
    # Every other option (the readings of unclear rules among them, data/chroma_mix/rulings.yaml)
    # is written when not the default: the game's set-up is all of them.
    options.update((name, value) for name, value in chosen.items()
                   if name not in options and value != defaults.get(name))
    return config.players, options
