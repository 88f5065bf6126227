"""CMYK! content: inks, mark levels, the 82 coloured tiles and the K-tiles, piles, objectives,
scoring constants, the multi-game variants and the rulings.

Built from `data/cmyk/*.yaml` after schema validation; the checks here are the invariants a schema
cannot express: unique ids and colours, every mark count per ink and level as the rulebook's
table says, an edge order naming each ink once, piles that fit in the box, enough objective
cards, and each public card's effect carrying the numbers its rule needs.

The classes are NamedTuples: a frozen dataclass takes ~0.6 ms to define, and this module is
imported on every start that opens a CMYK! game.
"""

from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.content import rulings

if TYPE_CHECKING:  # the loader is needed only when content is built, not read from the cache
    from chroma_desktop.content.loader import ContentSource


# The numbers each public objective effect needs (GAME-DATA.md 2.3); the engine applies the rule.
EFFECT_PARAMS: dict[str, tuple[str, ...]] = {
    "double_private": ("multiplier",),
    "hexagon_points": ("points",),
    "enclosed_spaces": ("points",),
    "double_previous": ("multiplier",),
    "equal_mark_tiles": ("points",),
    "cancel_previous": (),
    "longest_row": ("points", "per_tiles"),
    "height_rows": ("points",),
    "pointy_tiles": ("points",),
    "mirror_vertical": ("points",),
    "mirror_horizontal": ("points",),
    "replace_at_end": (),
    "shared_private": (),
    "most_tiles": ("first", "second"),
    "neighbour_private": (),
    "reveal_more": ("count",),
}
# Effects whose rule relies on there being one card with it (the row is read in order).
SINGLE_EFFECTS = ("double_previous", "cancel_previous", "replace_at_end", "reveal_more")


class InkDef(NamedTuple):
    id: str
    name: str
    hue: str


class LevelDef(NamedTuple):
    percent: int
    glyph: str
    marks_per_ink: int


class TileDef(NamedTuple):
    """A tile: `levels` are its mark percentages in ink order (C, M, Y); None for a K-tile."""

    id: str
    levels: tuple[int, int, int] | None

    @property
    def is_k(self) -> bool:
        return self.levels is None

    @property
    def rgb(self) -> str:
        """INFERRED colour for drawing (GAME-DATA 2.1): R = 255(1-c), G = 255(1-m), B = 255(1-y)."""
        if self.levels is None:
            return "#000000"
        return "#" + "".join(f"{round(255 * (100 - level) / 100):02X}" for level in self.levels)


class PublicObjective(NamedTuple):
    id: str
    en: str
    jp: str
    kind: str
    params: tuple[tuple[str, int], ...]
    inferred: bool = False

    def param(self, name: str) -> int:
        # Scoring asks for every placement a bot weighs: the few pairs are searched, not made a dict.
        found = [value for key, value in self.params if key == name]
        if not found:
            raise KeyError(name)
        return found[-1]


class PrivateObjective(NamedTuple):
    """Scores `points` per full `per_tiles` placed tiles showing `ink` at one of `levels`."""

    id: str
    name: str
    ink: int
    levels: tuple[int, ...]
    points: int
    per_tiles: int


class CmykScoring(NamedTuple):
    hexagon: int
    k_tile: int
    private_cap: int
    tiebreak: tuple[str, ...]


class CmykVariants(NamedTuple):
    three_games: int
    three_games_vp: tuple[int, ...]
    total_target: int
    total_max_games: int


class Ruling(rulings.Ruling):
    """A CMYK! ruling (Help -> Rulings): a class of this package, which the content cache
    admits."""

    __slots__ = ()


class CmykContent(NamedTuple):
    inks: tuple[InkDef, ...]
    levels: tuple[LevelDef, ...]
    edge_order: tuple[int, int, int]  # ink indices, clockwise seen from above
    tiles: tuple[TileDef, ...]  # the coloured tiles first, then the K-tiles
    tiles_per_pile: int
    piles_by_players: tuple[tuple[int, int], ...]
    initial_k_allowed: bool
    public: tuple[PublicObjective, ...]
    private: tuple[PrivateObjective, ...]
    private_inferred: bool
    scoring: CmykScoring
    variants: CmykVariants
    rulings: tuple[Ruling, ...] = ()

    def piles_for(self, players: int) -> int:
        return dict(self.piles_by_players)[players]


def _said():
    """The refusals' templates (`content_words`), loaded only when content is refused."""
    import chroma_desktop.games.cmyk.content_words as words

    return words


def _unique(source: "ContentSource", key: list[Any], items: list[dict], field: str) -> None:
    seen: dict[Any, int] = {}
    for index, item in enumerate(items):
        value = item[field]
        if value in seen:
            raise source.error([*key, index, field], _said().ALREADY_USED(
                value=_said().quoted(value), other=_said().written(f"{key[-1]}[{seen[value]}]")))
        seen[value] = index


def _tiles(source: "ContentSource", inks: tuple[InkDef, ...],
           levels: tuple[LevelDef, ...]) -> tuple[TileDef, ...]:
    data = source.data
    percents = [level.percent for level in levels]
    coloured: list[TileDef] = []
    colours: dict[tuple[int, int, int], int] = {}  # a coloured tile's marks: its index
    for index, entry in enumerate(data["tiles"]):
        marks = (entry["c"], entry["m"], entry["y"])
        for ink, percent in zip("cmy", marks, strict=True):
            if percent not in percents:
                raise source.error(["tiles", index, ink], _said().NOT_A_LEVEL(
                    percent=_said().written(percent), levels=_said().written(percents)))
        if marks in colours:
            raise source.error(["tiles", index],
                               _said().SAME_MARKS(other=_said().written(f"tiles[{colours[marks]}]")))
        colours[marks] = index
        coloured.append(TileDef(entry["id"], marks))
    everything = [*data["tiles"], *data["k_tiles"]]
    seen: dict[str, str] = {}
    for index, entry in enumerate(everything):
        where: list[str | int] = (["tiles", index] if index < len(coloured)
                                  else ["k_tiles", index - len(coloured)])
        if entry["id"] in seen:
            raise source.error([*where, "id"], _said().ALREADY_THE_ID(
                value=_said().quoted(entry["id"]), other=_said().written(seen[entry["id"]])))
        seen[entry["id"]] = ".".join(map(str, where))
    # Rulebook: per ink, 26/21/15/11/6/3 marks at 0/20/40/60/80/100 %.
    for ink_index, ink_def in enumerate(inks):
        for level_index, level in enumerate(levels):
            count = sum(1 for marks in colours if marks[ink_index] == level.percent)
            if count != level.marks_per_ink:
                raise source.error(
                    ["levels", level_index, "marks_per_ink"],
                    _said().MARKS_PER_INK(count=count, ink=ink_def.name,
                                          percent=_said().written(level.percent),
                                          expected=level.marks_per_ink))
    k_tiles = tuple(TileDef(entry["id"], None) for entry in data["k_tiles"])
    return (*coloured, *k_tiles)


def _public(source: "ContentSource") -> tuple[PublicObjective, ...]:
    entries = source.data["public_objectives"]
    _unique(source, ["public_objectives"], entries, "id")
    cards: list[PublicObjective] = []
    kinds: dict[str, int] = {}
    for index, entry in enumerate(entries):
        effect = dict(entry["effect"])
        kind = effect.pop("kind")
        needed = EFFECT_PARAMS[kind]
        for name in needed:
            if name not in effect:
                raise source.error(["public_objectives", index, "effect"], _said().EFFECT_NEEDS(
                    kind=_said().written(kind), name=_said().quoted(name)))
        for name in effect:
            if name not in needed:
                words = _said()
                raise source.error(["public_objectives", index, "effect", name], words.EFFECT_TAKES_NO(
                    kind=words.written(kind), name=words.quoted(name), needed=words.written(list(needed))))
        if kind in SINGLE_EFFECTS and kind in kinds:
            raise source.error(["public_objectives", index, "effect", "kind"], _said().ONLY_ONE_CARD(
                kind=_said().written(kind), other=_said().written(f"public_objectives[{kinds[kind]}]")))
        kinds[kind] = index
        for name in ("per_tiles", "multiplier"):
            if effect.get(name) == 0:
                raise source.error(["public_objectives", index, "effect", name], _said().AT_LEAST_ONE())
        cards.append(PublicObjective(entry["id"], entry["en"], entry["jp"], kind,
                                     tuple(sorted(effect.items())),
                                     entry.get("status") == "INFERRED"))
    return tuple(cards)


def _private(source: "ContentSource", inks: tuple[InkDef, ...],
             levels: tuple[LevelDef, ...]) -> tuple[PrivateObjective, ...]:
    entries = source.data["private_objectives"]["cards"]
    key = ["private_objectives", "cards"]
    _unique(source, key, entries, "id")
    ink_ids = [ink.id for ink in inks]
    percents = [level.percent for level in levels]
    cards = []
    for index, entry in enumerate(entries):
        if entry["ink"] not in ink_ids:
            raise source.error([*key, index, "ink"], _said().NOT_AN_INK(ink=_said().quoted(entry["ink"])))
        for level_index, percent in enumerate(entry["levels"]):
            if percent not in percents:
                raise source.error([*key, index, "levels", level_index],
                                   _said().NOT_A_MARK_LEVEL(percent=_said().written(percent)))
        cards.append(PrivateObjective(entry["id"], entry["name"], ink_ids.index(entry["ink"]),
                                      tuple(sorted(set(entry["levels"]))), entry["points"],
                                      entry["per_tiles"]))
    return tuple(cards)


def build(source: "ContentSource") -> CmykContent:
    data: dict[str, Any] = source.data
    _unique(source, ["inks"], data["inks"], "id")
    inks = tuple(InkDef(**entry) for entry in data["inks"])
    _unique(source, ["levels"], data["levels"], "percent")
    _unique(source, ["levels"], data["levels"], "glyph")
    levels = tuple(LevelDef(**entry) for entry in sorted(data["levels"], key=lambda e: e["percent"]))
    ink_ids = [ink.id for ink in inks]
    order = data["edge_order_clockwise"]
    if sorted(order) != sorted(ink_ids):
        raise source.error(["edge_order_clockwise"], _said().EACH_INK_ONCE(order=_said().written(order)))
    tiles = _tiles(source, inks, levels)
    first, second, third = (ink_ids.index(ink) for ink in order)  # the schema: three inks

    piles = data["piles"]
    per_pile = piles["tiles_per_pile"]
    for key, count in piles["by_players"].items():
        if count * per_pile > len(tiles):
            raise source.error(["piles", "by_players", key], _said().PILES_NEED_TILES(
                piles=count, per_pile=per_pile, needed=count * per_pile, held=len(tiles)))
        if count * per_pile < int(key):
            raise source.error(["piles", "by_players", key], _said().TOO_FEW_FOR_INITIAL())

    public = _public(source)
    private = _private(source, inks, levels)
    if len(private) < 6:
        raise source.error(["private_objectives", "cards"], _said().SIX_PRIVATE_CARDS())
    scoring = data["scoring"]
    variants = data["variants"]
    return CmykContent(
        inks=inks,
        levels=levels,
        edge_order=(first, second, third),
        tiles=tiles,
        tiles_per_pile=per_pile,
        piles_by_players=tuple(sorted((int(k), v) for k, v in piles["by_players"].items())),
        initial_k_allowed=data["initial_tile"]["k_tiles_allowed"],
        public=public,
        private=private,
        private_inferred=data["private_objectives"]["status"] == "INFERRED",
        scoring=CmykScoring(scoring["hexagon"], scoring["k_tile"], scoring["private_cap"],
                            tuple(scoring["tiebreak"])),
        variants=CmykVariants(variants["three_games"]["games"],
                              tuple(variants["three_games"]["vp"]),
                              variants["total_score"]["target"],
                              variants["total_score"]["max_games"]),
        rulings=rulings.build_rulings(source, Ruling),
    )
