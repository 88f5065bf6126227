"""One Chroma Mix game's fixed set-up, compiled from content and options for fast lookups.

Card kinds are small integers in data order (0..K-1); index K is Billy's Mix card, used only in
the vectors of Billy's deck, discard and hand and in the box. Every state of a game points at the
same `ChromaConfig` (built once per content, players and options).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import product

from chroma_desktop.games.chroma_mix.content import ChromaMixContent, Condition, Effect

MAX_MIX_RANK = 4  # no card has more than four pigments, so no mix returns more than four cards


@dataclass(frozen=True, eq=False)  # one object per game set-up: equal means identical
class ChromaConfig:
    """One game's set-up compiled for fast lookups: card kinds as integers, the market rows, the
    effects and conditions in play, and the options that change the rules."""

    content: ChromaMixContent
    players: int
    solo: bool
    seats: int  # players, plus Billy's seat in solo
    billy: int  # Billy's seat (== players) in solo, else -1
    options: tuple[tuple[str, str], ...]
    ids: tuple[str, ...]
    names: tuple[str, ...]
    rank: tuple[int, ...]
    vp: tuple[int, ...]
    copies: tuple[int, ...]
    pigments: tuple[tuple[tuple[int, ...], ...], ...]
    instant: tuple[tuple[Effect, ...], ...]
    stacks: tuple[bool, ...]
    max_in_play: tuple[int, ...]
    by_rank: tuple[tuple[int, ...], ...]  # index = rank: kinds of that rank
    results: dict  # pigment vector -> kinds with that composition (mix results)
    effect_kinds: dict  # continuous effect name -> ((kind, value), ...)
    row_ranks: tuple[int, ...]  # the ranks of the market rows, in row order
    row_slots: tuple[int, ...]
    start_hand: tuple[int, ...]
    rank4_supply: tuple[int, ...]
    variable_cards: tuple[int, ...]
    conditions: tuple[Condition, ...]
    billy_conditions: tuple[Condition, ...]
    burgundy_variant: str
    open_hands: bool
    difficulty: str
    mix_min_cards: int
    left_is_next: bool
    key_any_print: bool  # option key_print: Key printed by an effect (not Orange) grants too
    pear_after_print: bool  # option pear_timing: Pear's card comes once the print resolved
    slate_on_billy: bool

    @cached_property
    def kinds(self) -> int:
        return len(self.ids)

    @property
    def mix_card(self) -> int:
        return len(self.ids)

    def kind_of(self, text: str) -> int | None:
        try:
            return self.ids.index(text)
        except ValueError:
            return None

    def row_of_rank(self, rank: int) -> int:
        """The market row of rank-`rank` cards, or -1 (rank 1 and 4 come from the supply)."""
        return self.row_ranks.index(rank) if rank in self.row_ranks else -1

    @cached_property
    def row_of_kind(self) -> tuple[int, ...]:
        """Per card kind, `row_of_rank` of its rank: the bots ask where a card is for every move
        they weigh."""
        return tuple(self.row_of_rank(rank) for rank in self.rank)

    def sums(self, kinds: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
        """Every pigment total `kinds` can make (Prism may count as any of its alternatives).
        Kept per set-up (whose hash is its identity: the bots ask at every decision, and a key
        of the nested pigment tuples was hashed whole at each ask)."""
        return _sums(self, kinds)

    def option(self, name: str) -> str:
        return dict(self.options)[name]


@lru_cache(maxsize=4096)
def _sums(config: ChromaConfig, kinds: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    pigments = config.pigments
    totals = set()
    for choice in product(*(pigments[kind] for kind in kinds)):
        totals.add(tuple(map(sum, zip(*choice, strict=True))))
    return frozenset(totals)


@lru_cache(maxsize=64)
def make_config(content: ChromaMixContent, players: int,
                options: tuple[tuple[str, str], ...]) -> ChromaConfig:
    opts = dict(options)
    cards = content.cards
    ids = tuple(card.id for card in cards)
    index = {card_id: i for i, card_id in enumerate(ids)}
    results: dict[tuple[int, ...], list[int]] = {}
    for kind, card in enumerate(cards):
        if len(card.pigments) > 1 and not content.rules.prism_as_mix_result:
            continue
        for vector in card.pigments:
            results.setdefault(vector, []).append(kind)
    effect_kinds: dict[str, list[tuple[int, object]]] = {}
    for kind, card in enumerate(cards):
        for name, value in card.continuous:
            effect_kinds.setdefault(name, []).append((kind, value))
    solo = players == 1
    return ChromaConfig(
        content=content,
        players=players,
        solo=solo,
        seats=players + 1 if solo else players,
        billy=players if solo else -1,
        options=options,
        ids=ids,
        names=tuple(card.name for card in cards),
        rank=tuple(card.rank for card in cards),
        vp=tuple(card.vp for card in cards),
        copies=tuple(card.copies for card in cards),
        pigments=tuple(card.pigments for card in cards),
        instant=tuple(card.instant for card in cards),
        stacks=tuple(card.stacks for card in cards),
        max_in_play=tuple(card.max_in_play for card in cards),
        by_rank=tuple(tuple(k for k, card in enumerate(cards) if card.rank == r)
                      for r in range(MAX_MIX_RANK + 1)),
        results={vector: tuple(kinds) for vector, kinds in results.items()},
        effect_kinds={name: tuple(pairs) for name, pairs in effect_kinds.items()},
        row_ranks=tuple(rank for rank, _ in content.setup.market_rows),
        row_slots=tuple(slots for _, slots in content.setup.market_rows),
        start_hand=tuple(index[c] for c in content.setup.start_hand),
        rank4_supply=tuple(index[c] for c in content.setup.rank4_supply),
        variable_cards=tuple(k for k, card in enumerate(cards) if card.variable_win_card),
        conditions=content.win_conditions,
        billy_conditions=content.solo.win_conditions,
        burgundy_variant=opts["burgundy_count"],
        open_hands=opts["hands"] == "open",
        difficulty=opts["difficulty"],
        mix_min_cards=content.rules.mix_min_cards,
        left_is_next=content.rules.left_neighbour == "next_player",
        key_any_print=opts["key_print"] == "any",
        pear_after_print=opts["pear_timing"] == "after_print",
        slate_on_billy=content.solo.slate_gray_triggers_on_billy,
    )
