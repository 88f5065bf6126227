"""Coloretto content: colours, editions, row cards, set-up per player count, scoring tables,
rulings.

Built from `data/coloretto/*.yaml` after schema validation; the checks here are the invariants a
schema cannot express (unique ids and glyphs, enough colours for the starting cards, tables that
start at zero, every row count covering the players).
"""

from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.content import rulings

if TYPE_CHECKING:  # the loader is needed only when content is built, not read from the cache
    from chroma_desktop.content.loader import ContentSource


class ColourDef(NamedTuple):
    id: str
    name: str
    hue: str
    glyph: str
    pattern: str


class SpecialFace(NamedTuple):
    id: str
    name: str
    glyph: str


class Edition(NamedTuple):
    id: str
    name: str
    jokers: int
    golden_jokers: int
    plus2: int
    cards_below_last_round: int
    starting_colours: str  # "dealt" or "chosen"
    tiebreak: str  # "none" or "most_cards_in_one_colour"
    golden_joker_bonus_draws: int


class PlayerCountSetup(NamedTuple):
    players: int
    remove_colours: int
    starting_cards: int
    row_capacities: tuple[int, ...]
    discard_untaken_row: bool


class ScoringTable(NamedTuple):
    id: str
    name: str
    points: tuple[int, ...]

    def value(self, cards: int) -> int:
        """Points for `cards` of one colour; more than the table lists scores as its last entry."""
        return self.points[min(cards, len(self.points) - 1)]


class Ruling(rulings.Ruling):
    """A Coloretto ruling (Help -> Rulings): a class of this package, which the content cache
    admits."""

    __slots__ = ()


class ColorettoContent(NamedTuple):
    """Everything Coloretto's rules read; the mappings are read-only by convention."""

    colours: tuple[ColourDef, ...]
    per_colour: int
    specials: dict[str, SpecialFace]
    editions: dict[str, Edition]
    setups: dict[int, PlayerCountSetup]
    tables: dict[str, ScoringTable]
    positive_colours: int
    plus2_value: int
    rulings: tuple[Ruling, ...] = ()


def _said():
    """The refusals' templates (`content_words`), loaded only when content is refused."""
    import chroma_desktop.games.coloretto.content_words as words

    return words


def build(source: "ContentSource") -> ColorettoContent:
    data: dict[str, Any] = source.data
    colours = tuple(ColourDef(**entry) for entry in data["colours"])
    for key, values in (("id", [colour.id for colour in colours]),
                        ("glyph", [colour.glyph for colour in colours])):
        seen: dict[str, int] = {}
        for index, value in enumerate(values):
            if value in seen:
                from chroma_desktop.content.content_words import ALREADY_USED, quoted, written

                raise source.error(["colours", index, key], ALREADY_USED(
                    value=quoted(value), other=written(f"colours[{seen[value]}]")))
            seen[value] = index
    specials = {
        name: SpecialFace(name, face["name"], face["glyph"])
        for name, face in data["cards"]["specials"].items()
    }
    editions = {
        key: Edition(
            id=key, name=e["name"], jokers=e["jokers"], golden_jokers=e["golden_jokers"],
            plus2=e["plus2"], cards_below_last_round=e["cards_below_last_round"],
            starting_colours=e["starting_colours"], tiebreak=e["tiebreak"],
            golden_joker_bonus_draws=e.get("golden_joker_bonus_draws", 0),
        )
        for key, e in data["editions"].items()
    }
    rows = data["rows"]
    setups: dict[int, PlayerCountSetup] = {}
    for key, entry in data["setup"].items():
        players = int(key)
        capacities = (
            tuple(rows["green"]["capacities"]) if entry["rows"] == "green"
            else (rows["brown"]["capacity"],) * players
        )
        setup = PlayerCountSetup(players, entry["remove_colours"], entry["starting_cards"],
                                 capacities, entry.get("discard_untaken_row", False))
        if len(capacities) < players:
            raise source.error(["setup", key, "rows"],
                               _said().ROWS_CANNOT_SERVE(rows=len(capacities), players=players))
        in_play = len(colours) - setup.remove_colours
        if in_play < players * setup.starting_cards:
            raise source.error(
                ["setup", key, "starting_cards"],
                _said().STARTING_COLOURS(players=players, cards=setup.starting_cards,
                                         needed=players * setup.starting_cards, in_play=in_play),
            )
        if in_play < 3:
            raise source.error(["setup", key, "remove_colours"], _said().TOO_FEW_COLOURS())
        setups[players] = setup
    tables = {}
    for key, table in data["scoring"]["tables"].items():
        if table["points"][0] != 0:
            raise source.error(["scoring", "tables", key, "points", 0], _said().NONE_SCORES_ZERO())
        tables[key] = ScoringTable(key, table["name"], tuple(table["points"]))
    for key, edition in editions.items():
        total = len(colours) * data["cards"]["per_colour"] + edition.jokers
        total += edition.golden_jokers + edition.plus2
        if edition.cards_below_last_round >= total:
            raise source.error(["editions", key, "cards_below_last_round"], _said().LARGER_THAN_DECK())
    return ColorettoContent(
        colours=colours,
        per_colour=data["cards"]["per_colour"],
        specials=specials,
        editions=editions,
        setups=setups,
        tables=tables,
        positive_colours=data["scoring"]["positive_colours"],
        plus2_value=data["scoring"]["plus2_value"],
        rulings=rulings.build_rulings(source, Ruling),
    )
