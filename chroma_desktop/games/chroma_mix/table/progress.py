"""How far each seat is from each win condition, in words, as the viewer may know it.

A condition is a list of parts (data/chroma_mix/victory.yaml): a card in play, cards held, a
count of cards, VP, tucked rank dots, rank-N cards. Each part is done (✓), not yet (✗, with its
count) or unknown (?): a part that depends on another player's hidden hand counts only what
shows, and is done only if that alone is enough. A condition is met when every part is done, as
`victory.conditions_met` checks at the end of each turn.
"""

from typing import Any, NamedTuple

from chroma_desktop.content.translated import shown
from chroma_desktop.games.chroma_mix import phrases, victory
from chroma_desktop.games.chroma_mix.state import EMPTY
from chroma_desktop.language import message_translator
from chroma_desktop.rules.messages import Message, join, render

DONE, MISSING, UNKNOWN = "✓", "✗", "?"


def _said(message: Message) -> str:
    """A part's words as they read inside a line ("in play", not "In play")."""
    return render(message, None, message_translator(), sentence_start=False)


class Part(NamedTuple):
    words: str  # "Ruby Red in play", "5/17 cards"
    mark: str  # DONE, MISSING or UNKNOWN
    short: str = ""  # the same in fewer words beside the condition's name ("in play")


class Progress(NamedTuple):
    condition: str  # "Ruby victory"
    parts: tuple[Part, ...]
    met: bool
    short_name: str = ""  # the condition's name in fewer words, from the data ("Ruby")

    @property
    def done(self) -> int:
        return sum(part.mark == DONE for part in self.parts)

    @property
    def glyph(self) -> str:
        """✓ met, ◐ started, ○ nothing yet (shapes that read without colour)."""
        return "✓" if self.met else ("◐" if self.done else "○")

    def status(self) -> str:
        """"met ✓", or how many of several parts are done ("1/3"); a condition of one part
        says its count in its words."""
        if self.met:
            return render(phrases.CONDITION_MET_MARK(), None, message_translator())
        if len(self.parts) == 1:
            return ""
        return render(phrases.CONDITION_STATUS(done=self.done, parts=len(self.parts)), None,
                      message_translator())

    def words(self, short: bool = False) -> str:
        """Every part and its mark: "Ruby Red in play ✓ · Sapphire Blue held ✗" (short, beside
        the condition's name: "in play ✓ · Sapphire Blue held ✗")."""
        return " · ".join(f"{(part.short or part.words) if short else part.words} {part.mark}"
                          for part in self.parts)


def conditions(config: Any, billy: bool, win_card: int) -> list[Any]:
    """The conditions in force: the variable one only for the win card of this game, Burgundy's
    only in the reading the options chose (as `victory` counts them)."""
    chosen = config.billy_conditions if billy else config.conditions
    result = []
    for condition in chosen:
        if condition.group == "variable" and (
                win_card == EMPTY or config.ids[win_card] != condition.in_play):
            continue
        if condition.exact_rank_counts and dict(condition.exact_rank_counts).get(
                config.burgundy_variant) is None:
            continue
        result.append(condition)
    return result


def condition_words(config: Any, condition: Any) -> Message:
    """What a condition asks beyond its own card in play, in words ("6 rank-2 cards held"),
    for the text of the card that names it."""
    names = {card_id: name for card_id, name in zip(config.ids, config.names, strict=True)}
    parts: list[Message] = []
    if condition.in_hand:
        parts.append(phrases.PART_IN_HAND(c=names[condition.in_hand]))
    if condition.also_hold:
        held = [names[card] for card in condition.also_hold]
        listed = ", ".join(held[:-1]) + " and " + held[-1] if len(held) > 1 else held[0]
        parts.append(phrases.NEED_HELD(cards=listed))
    if condition.cards_at_least:
        parts.append(phrases.NEED_CARDS(n=condition.cards_at_least))
    if condition.vp_in_play_at_least:
        parts.append(phrases.NEED_VP_IN_PLAY(n=condition.vp_in_play_at_least))
    if condition.tucked_dots_at_least:
        parts.append(phrases.NEED_TUCKED_DOTS(n=condition.tucked_dots_at_least))
    if condition.rank_cards_at_least:
        rank, need = condition.rank_cards_at_least
        parts.append(phrases.NEED_RANK_CARDS(n=need, rank=rank))
    exact = dict(condition.exact_rank_counts).get(config.burgundy_variant)
    if exact:
        counts = [f"{need} rank-{rank}" for rank, need in exact]
        listed = ", ".join(counts[:-1]) + " and " + counts[-1] if len(counts) > 1 else counts[0]
        parts.append(phrases.NEED_EXACT(cards=listed))
    if len(parts) > 1:
        return join([join(parts[:-1], ", "), parts[-1]], " and ")
    return join(parts)


class Holdings(NamedTuple):
    """What shows of one seat's cards."""

    hand: tuple[int, ...]  # zeros where the hand is hidden
    play: tuple[int, ...]
    tucked: tuple[int, ...]
    hand_size: int
    vp_in_play: int
    vp_in_hand: int


def holdings(view: Any, seat: int, known: bool) -> Holdings:
    config = view.config
    kinds = config.kinds
    hand = view.hands[seat][:kinds] if known else (0,) * kinds
    billy = view.is_billy(seat)
    play = (0,) * kinds if billy else view.play[seat]
    tucked = (0,) * kinds if billy else view.tucked[seat]
    return Holdings(hand, play, tucked, view.hand_size(seat), victory.vp(config, play),
                    victory.vp(config, hand))


def seat_progress_parts(config: Any, condition: Any, cards: Any, known: bool) -> list[Part]:
    """The parts of `condition` for a seat holding `cards` (`known`: its hand shows)."""
    names = config.names
    index = {card_id: kind for kind, card_id in enumerate(config.ids)}
    hand, play = cards.hand, cards.play

    def mark(done: bool) -> str:
        return DONE if done else (MISSING if known else UNKNOWN)

    parts: list[Part] = []
    if condition.in_play:
        kind = index[condition.in_play]
        parts.append(Part(_said(phrases.PART_IN_PLAY(c=names[kind])),
                          DONE if play[kind] else MISSING, _said(phrases.SHORT_IN_PLAY())))
    if condition.in_hand:
        kind = index[condition.in_hand]
        parts.append(Part(_said(phrases.PART_IN_HAND(c=names[kind])), mark(hand[kind] > 0),
                          _said(phrases.SHORT_IN_HAND())))
    for card in condition.also_hold:
        kind = index[card]
        parts.append(Part(_said(phrases.PART_HELD(c=names[kind])),
                          mark(hand[kind] + play[kind] > 0)))
    if condition.cards_at_least:
        total = cards.hand_size + sum(play)
        parts.append(Part(_said(phrases.PART_CARDS(have=total,
                                                    need=condition.cards_at_least)),
                          DONE if total >= condition.cards_at_least else MISSING))
    if condition.vp_in_play_at_least:
        need = condition.vp_in_play_at_least
        parts.append(Part(_said(phrases.PART_VP_IN_PLAY(have=cards.vp_in_play, need=need)),
                          DONE if cards.vp_in_play >= need else MISSING))
    if condition.vp_in_hand_at_least:
        need = condition.vp_in_hand_at_least
        parts.append(Part(_said(phrases.PART_VP_IN_HAND(have=cards.vp_in_hand, need=need)),
                          mark(cards.vp_in_hand >= need)))
    if condition.tucked_dots_at_least:
        need = condition.tucked_dots_at_least
        tucked = victory.dots(config, cards.tucked)
        parts.append(Part(_said(phrases.PART_TUCKED_DOTS(have=tucked, need=need)),
                          DONE if tucked >= need else MISSING))
    if condition.rank_cards_at_least:
        rank, need = condition.rank_cards_at_least
        have = sum(hand[k] + play[k] for k in config.by_rank[rank])
        said = phrases.PART_RANK_CARDS if known else phrases.PART_RANK_CARDS_SHOWN
        parts.append(Part(_said(said(have=have, need=need, rank=rank)), mark(have >= need),
                          "" if known else _said(phrases.SHORT_RANK_CARDS(have=have, need=need,
                                                                          rank=rank))))
    exact = dict(condition.exact_rank_counts).get(config.burgundy_variant)
    if exact:
        have = {rank: sum(hand[k] + play[k] for k in config.by_rank[rank]) for rank, _ in exact}
        counts = ", ".join(f"{have[rank]}/{need} rank-{rank}" for rank, need in exact)
        said = phrases.PART_EXACT if known else phrases.PART_EXACT_SHOWN
        parts.append(Part(_said(said(counts=counts)),
                          mark(all(have[rank] == need for rank, need in exact)) if known
                          else UNKNOWN,
                          _said((phrases.SHORT_EXACT if known else phrases.SHORT_EXACT_SHOWN)(
                              counts=", ".join(f"{have[rank]}/{need}" for rank, need in exact),
                              ranks=f"{exact[0][0]}-{exact[-1][0]}"))))
    return parts


def seat_progress(view: Any, seat: int, viewer: int | None) -> list[Progress]:
    """Each condition in force for `seat`, as `viewer` sees that seat's cards."""
    config = view.config
    billy = view.is_billy(seat)
    known = seat == viewer or config.open_hands or billy
    cards = holdings(view, seat, known)
    met_bits = view.met[seat] if seat < len(view.met) else 0
    chosen = config.billy_conditions if billy else config.conditions
    result = []
    for condition in conditions(config, billy, view.win_card):
        parts = seat_progress_parts(config, condition, cards, known)
        bit = chosen.index(condition)
        met = bool(met_bits >> bit & 1) or all(part.mark == DONE for part in parts)
        result.append(Progress(shown(condition), tuple(parts), met,
                               shown(condition, "short") or shown(condition)))
    return result
