"""Chroma Mix content: cards (pigments, copies, VP, rank, effects), set-up, win conditions, solo
automaton, inferred rule details, the set-up options and the rulings.

Built from `data/chroma_mix/*.yaml` after schema validation; the checks here are the invariants a
schema cannot express: unique ids, every composition summing to its rank, copies per rank matching
the rulebook, every card an effect or condition names existing, options matching the data,
every ruling's option offered with the same values and default.

The classes are NamedTuples: a frozen dataclass takes ~0.6 ms to define, and this module is
imported on every start that opens a Chroma Mix game.
"""


from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.content import rulings

if TYPE_CHECKING:  # the loader is needed only when content is built, not read from the cache
    from chroma_desktop.content.loader import ContentSource


class Effect(NamedTuple):
    """One instant effect: its kind (`gain`, `gain_choice`, `gain_rank`, ...) and parameters."""

    kind: str
    cards: tuple[str, ...] = ()  # gain / gain_choice: the cards; extra_prints: forbidden cards
    rank: int = 0  # gain_rank / gain_identical / may_discard_then_gain: rank gained
    amount: int = 1  # gain_identical: how many; extra_prints: how many prints; refill: max cards
    then_may_print: bool = False  # gain_rank: the gained card may be printed at once (Fuchsia)
    ranks: tuple[int, ...] = ()  # reverse_mix: ranks that may be discarded


class CardDef(NamedTuple):
    id: str
    name: str
    rank: int
    copies: int
    vp: int
    pigments: tuple[tuple[int, ...], ...]  # alternatives, each a count per pigment
    instant: tuple[Effect, ...]
    continuous: tuple[tuple[str, Any], ...]  # (effect name, value), sorted by name
    stacks: bool
    max_in_play: int  # 0: no limit
    variable_win_card: bool

    def continuous_value(self, name: str) -> Any:
        return dict(self.continuous).get(name)


class Condition(NamedTuple):
    """A win condition; the fields not used by it are empty."""

    id: str
    group: str  # variable, ruby, sapphire or point (for tie-breaks)
    name: str
    short: str = ""  # the name in fewer words (the race panel's title); "": the name
    in_play: str = ""
    in_hand: str = ""
    also_hold: tuple[str, ...] = ()
    cards_at_least: int = 0
    vp_in_play_at_least: int = 0
    vp_in_hand_at_least: int = 0
    tucked_dots_at_least: int = 0
    rank_cards_at_least: tuple[int, int] | None = None  # (rank, count)
    exact_rank_counts: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = ()


class SetupDef(NamedTuple):
    start_hand: tuple[str, ...]
    rank4_supply: tuple[str, ...]
    market_rows: tuple[tuple[int, int], ...]  # (rank, slots)


class SoloDef(NamedTuple):
    mix_cards: int
    deck_rank1_copies: int
    draws_per_turn: int
    starting_turns: tuple[tuple[str, int], ...]
    win_conditions: tuple[Condition, ...]
    slate_gray_triggers_on_billy: bool


class RulesDef(NamedTuple):
    rank2_gain_from: str
    mix_min_cards: int
    prism_as_mix_result: bool
    refill_row_holes_later: bool
    left_neighbour: str
    tucked_cards_stay: bool


class OptionDef(NamedTuple):
    name: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str
    players: tuple[int, int] = (1, 4)


class Ruling(rulings.Ruling):
    """A Chroma Mix ruling (Help -> Rulings): a class of this package, which the content cache
    admits."""

    __slots__ = ()


class ChromaMixContent(NamedTuple):
    pigment_ids: tuple[str, ...]
    pigment_names: tuple[str, ...]
    cards: tuple[CardDef, ...]
    rank_totals: tuple[tuple[int, int], ...]
    setup: SetupDef
    win_conditions: tuple[Condition, ...]
    tiebreak: tuple[str, ...]
    non_winner_order: tuple[str, ...]
    solo: SoloDef
    rules: RulesDef
    options: tuple[OptionDef, ...]
    rulings: tuple[Ruling, ...] = ()

    def card(self, card_id: str) -> CardDef:
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)

    def option(self, name: str) -> OptionDef:
        return next(option for option in self.options if option.name == name)


def _effect(entry: dict[str, Any]) -> Effect:
    (kind, value), = entry.items()
    if kind == "gain":
        return Effect(kind, cards=(value,))
    if kind == "gain_choice":
        return Effect(kind, cards=tuple(value))
    if kind == "gain_rank":
        return Effect(kind, rank=value["rank"], then_may_print=value.get("then_may_print", False))
    if kind == "gain_identical":
        return Effect(kind, rank=value["rank"], amount=value["count"])
    if kind == "refill":
        return Effect(kind, amount=value["max_cards"])
    if kind == "reverse_mix":
        return Effect(kind, ranks=tuple(value["discard_ranks"]), amount=value["gain_cards"])
    if kind == "may_discard_then_gain":
        return Effect(kind, rank=value["gain_rank"])
    if kind == "extra_prints":
        return Effect(kind, amount=value["count"], cards=tuple(value.get("forbid", ())))
    raise ValueError(kind)


def _said():
    """The refusals' templates (`content_words`), loaded only when content is refused."""
    import chroma_desktop.games.chroma_mix.content_words as words

    return words


def _condition(source: "ContentSource", where: list, entry: dict[str, Any], ids: set[str]) -> Condition:
    for key in ("in_play", "in_hand"):
        if key in entry and entry[key] not in ids:
            raise source.error([*where, key], _said().NO_CARD(card=_said().quoted(entry[key])))
    for index, card in enumerate(entry.get("also_hold", ())):
        if card not in ids:
            raise source.error([*where, "also_hold", index], _said().NO_CARD(card=_said().quoted(card)))
    tests = ("also_hold", "cards_at_least", "vp_in_play_at_least", "vp_in_hand_at_least",
             "tucked_dots_at_least", "rank_cards_at_least", "exact_rank_counts")
    if not any(key in entry for key in tests):
        raise source.error(where, _said().NOTHING_TO_CHECK(tests=_said().listed(tests)))
    rank_cards = entry.get("rank_cards_at_least")
    exact = tuple(
        (variant, tuple(sorted((int(rank), count) for rank, count in counts.items())))
        for variant, counts in entry.get("exact_rank_counts", {}).items()
    )
    return Condition(
        id=entry["id"], group=entry["group"], name=entry["name"], short=entry.get("short", ""),
        in_play=entry.get("in_play", ""), in_hand=entry.get("in_hand", ""),
        also_hold=tuple(entry.get("also_hold", ())),
        cards_at_least=entry.get("cards_at_least", 0),
        vp_in_play_at_least=entry.get("vp_in_play_at_least", 0),
        vp_in_hand_at_least=entry.get("vp_in_hand_at_least", 0),
        tucked_dots_at_least=entry.get("tucked_dots_at_least", 0),
        rank_cards_at_least=(rank_cards["rank"], rank_cards["count"]) if rank_cards else None,
        exact_rank_counts=exact,
    )


def _cards(source: "ContentSource", pigment_ids: tuple[str, ...]) -> tuple[CardDef, ...]:
    cards = []
    seen: dict[str, int] = {}
    for index, entry in enumerate(source.data["cards"]):
        where: list[str | int] = ["cards", index]
        if entry["id"] in seen:
            raise source.error([*where, "id"], _said().ALREADY_USED(
                value=_said().quoted(entry["id"]), other=_said().written(f"cards[{seen[entry['id']]}]")))
        seen[entry["id"]] = index
        options = []
        for alt, counts in enumerate(entry["pigments"]):
            for letter in counts:
                if letter not in pigment_ids:
                    raise source.error([*where, "pigments", alt, letter],
                                       _said().UNKNOWN_PIGMENT(known=_said().listed(pigment_ids)))
            vector = tuple(counts.get(letter, 0) for letter in pigment_ids)
            if sum(vector) != entry["rank"]:
                raise source.error([*where, "pigments", alt],
                                   _said().PIGMENTS_FOR_RANK(found=sum(vector), rank=entry["rank"]))
            if vector in options:
                raise source.error([*where, "pigments", alt], _said().REPEATS_ALTERNATIVE())
            options.append(vector)
        continuous = entry.get("continuous", {})
        if "stacks" in entry and not continuous:
            raise source.error([*where, "stacks"], _said().ONLY_CONTINUOUS_STACKS())
        if entry.get("max_in_play", 0) > entry["copies"]:
            raise source.error([*where, "max_in_play"], _said().MORE_THAN_COPIES())
        cards.append(CardDef(
            id=entry["id"], name=entry["name"], rank=entry["rank"], copies=entry["copies"],
            vp=entry["vp"], pigments=tuple(options),
            instant=tuple(_effect(effect) for effect in entry.get("instant", ())),
            continuous=tuple(sorted((name, tuple(v) if isinstance(v, list) else v)
                                    for name, v in continuous.items())),
            stacks=entry.get("stacks", False), max_in_play=entry.get("max_in_play", 0),
            variable_win_card=entry.get("variable_win_card", False),
        ))
    return tuple(cards)


def _check_effects(source: "ContentSource", cards: tuple[CardDef, ...]) -> None:
    by_id = {card.id: card for card in cards}
    for index, card in enumerate(cards):
        for number, effect in enumerate(card.instant):
            for card_id in effect.cards:
                if card_id not in by_id:
                    raise source.error(["cards", index, "instant", number],
                                       _said().NO_CARD(card=_said().quoted(card_id)))
                if effect.kind in ("gain", "gain_choice") and by_id[card_id].rank != 1:
                    raise source.error(["cards", index, "instant", number],
                                       _said().NOT_SUPPLY_CARD(card=_said().written(card_id)))


def build(source: "ContentSource") -> ChromaMixContent:
    data: dict[str, Any] = source.data
    pigment_ids = tuple(p["id"] for p in data["pigments"])
    if len(set(pigment_ids)) != len(pigment_ids):
        raise source.error(["pigments"], _said().PIGMENTS_UNIQUE())
    cards = _cards(source, pigment_ids)
    _check_effects(source, cards)
    by_id = {card.id: card for card in cards}
    ids = set(by_id)

    totals = {int(rank): count for rank, count in data["rank_totals"].items()}
    for rank, expected in totals.items():
        found = sum(card.copies for card in cards if card.rank == rank)
        if found != expected:
            raise source.error(["rank_totals", str(rank)],
                               _said().RANK_COPIES(found=found, rank=rank, expected=expected))

    setup = data["setup"]
    for key, rank in (("start_hand", 1), ("rank4_supply", 4)):
        for index, card_id in enumerate(setup[key]):
            if card_id not in by_id:
                raise source.error(["setup", key, index], _said().NO_CARD(card=_said().quoted(card_id)))
            if by_id[card_id].rank != rank:
                raise source.error(["setup", key, index],
                                   _said().NOT_RANK_CARD(card=_said().written(card_id), rank=rank))
    variable = tuple(card.id for card in cards if card.variable_win_card)
    for card in cards:
        if card.rank == 4 and card.id not in setup["rank4_supply"] and not card.variable_win_card:
            raise source.error(["setup", "rank4_supply"],
                               _said().RANK_FOUR_NOWHERE(card=_said().written(card.id)))
    rows = tuple(sorted((int(rank), slots) for rank, slots in setup["market_rows"].items()))
    for rank, slots in rows:
        if slots > totals.get(rank, 0):
            raise source.error(["setup", "market_rows", str(rank)], _said().MORE_SLOTS())

    conditions = tuple(_condition(source, ["win_conditions", i], entry, ids)
                       for i, entry in enumerate(data["win_conditions"]))
    for card_id in variable:
        if not any(c.group == "variable" and c.in_play == card_id for c in conditions):
            raise source.error(["win_conditions"], _said().NO_CONDITION(card=_said().written(card_id)))
    solo = data["solo"]
    solo_conditions = tuple(_condition(source, ["solo", "win_conditions", i], entry, ids)
                            for i, entry in enumerate(solo["win_conditions"]))

    options = tuple(OptionDef(o["name"], o["label"], tuple(o["choices"]), o["default"],
                              o.get("help", ""), tuple(o.get("players", (1, 4))))
                    for o in data["options"])
    names = [o.name for o in options]
    for index, option in enumerate(options):
        if names.count(option.name) > 1:
            raise source.error(["options", index, "name"], _said().OPTION_TWICE())
        if option.default not in option.choices:
            raise source.error(["options", index, "default"],
                               _said().NOT_A_CHOICE(value=_said().quoted(option.default)))
    expected = {
        "win_card": {"random", "none", *variable},
        "burgundy_count": {v for c in conditions for v, _ in c.exact_rank_counts},
        "difficulty": set(solo["starting_turns"]),
        "hands": {"hidden", "open"},
        "key_print": {"normal", "any"},
        "pear_timing": {"end_of_turn", "after_print"},
    }
    for index, option in enumerate(options):
        if set(option.choices) != expected[option.name]:
            raise source.error(["options", index, "choices"],
                               _said().CHOICES_MUST_BE(choices=_said().listed(sorted(expected[option.name]))))
    if set(names) != set(expected):
        raise source.error(["options"], _said().OPTIONS_MUST_BE(options=_said().listed(sorted(expected))))

    for card in cards:
        if card.copies < 4 * setup["start_hand"].count(card.id):
            raise source.error(["setup", "start_hand"],
                               _said().NOT_ENOUGH_FOR_FOUR(card=_said().written(card.id)))
        if card.rank == 1 and card.copies < setup["start_hand"].count(card.id) + solo["deck_rank1_copies"]:
            raise source.error(["solo", "deck_rank1_copies"],
                               _said().NOT_ENOUGH_FOR_BILLY(card=_said().written(card.id)))
    if len(set(data["tiebreak"])) != len(data["tiebreak"]):
        raise source.error(["tiebreak"], _said().TIE_BREAKER_TWICE())

    built_rulings = rulings.build_rulings(source, Ruling)
    _check_ruling_options(source, built_rulings, options)
    rules = data["rules"]
    return ChromaMixContent(
        pigment_ids=pigment_ids,
        pigment_names=tuple(p["name"] for p in data["pigments"]),
        cards=cards,
        rank_totals=tuple(sorted(totals.items())),
        setup=SetupDef(tuple(setup["start_hand"]), tuple(setup["rank4_supply"]), rows),
        win_conditions=conditions,
        tiebreak=tuple(data["tiebreak"]),
        non_winner_order=tuple(data["non_winner_order"]),
        solo=SoloDef(solo["mix_cards"], solo["deck_rank1_copies"], solo["draws_per_turn"],
                     tuple(sorted(solo["starting_turns"].items(), key=lambda kv: kv[1])),
                     solo_conditions, solo["slate_gray_triggers_on_billy"]),
        rules=RulesDef(**rules),
        options=options,
        rulings=built_rulings,
    )


def _check_ruling_options(source: "ContentSource", built: tuple[Ruling, ...],
                          options: tuple[OptionDef, ...]) -> None:
    """A ruling offered as an option names one of the options, with its values and default."""
    by_name = {option.name: option for option in options}
    for index, ruling in enumerate(built):
        if not ruling.option:
            continue
        where: list[str | int] = ["rulings", index, "option"]
        option = by_name.get(ruling.option)
        if option is None:
            raise source.error([*where, "name"], _said().NO_OPTION(
                name=_said().quoted(ruling.option), options=_said().listed(by_name)))
        if {value for value, _ in ruling.values} != set(option.choices):
            raise source.error([*where, "values"],
                               _said().OPTIONS_CHOICES(choices=_said().listed(option.choices)))
        if ruling.default != option.default:
            raise source.error([*where, "default"],
                               _said().OPTIONS_DEFAULT(value=_said().quoted(option.default)))
