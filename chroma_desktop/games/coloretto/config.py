"""One Coloretto game's fixed set-up: card kinds, edition, rows and scoring table.

Card kinds are small integers: the content's colours first (0..C-1), then the joker, the golden
joker and the "+2". Every state of a game points at the same `ColorettoConfig`.
"""

from typing import NamedTuple

from chroma_desktop.games.coloretto.content import (
    ColorettoContent,
    Edition,
    PlayerCountSetup,
    ScoringTable,
)


class ColorettoConfig(NamedTuple):
    players: int
    colour_ids: tuple[str, ...]
    colour_names: tuple[str, ...]
    colour_glyphs: tuple[str, ...]
    special_names: tuple[str, str, str]
    special_glyphs: tuple[str, str, str]
    per_colour: int
    edition: Edition
    setup: PlayerCountSetup
    table: ScoringTable
    positive_colours: int
    plus2_value: int
    capacities: tuple[int, ...]  # how many cards each row holds (brown 3; green 1, 2 and 3)
    # Readings of unclear rules (data/coloretto/rulings.yaml), from the options:
    removal_chosen: bool = False  # colour_removal=chosen: P1 picks the colours 2-3 players remove
    tie_counts_jokers: bool = False  # tie_jokers=counted: jokers count in the newer tie-break

    @property
    def colours(self) -> int:
        return len(self.colour_ids)

    @property
    def joker(self) -> int:
        return len(self.colour_ids)

    @property
    def golden(self) -> int:
        return len(self.colour_ids) + 1

    @property
    def plus2(self) -> int:
        return len(self.colour_ids) + 2

    @property
    def kinds(self) -> int:
        return len(self.colour_ids) + 3

    def kind_id(self, kind: int) -> str:
        """Notation name of a card kind: a colour id, `joker`, `golden_joker` or `plus2`."""
        if kind < self.colours:
            return self.colour_ids[kind]
        return ("joker", "golden_joker", "plus2")[kind - self.colours]

    def kind_label(self, kind: int) -> str:
        """A card kind in words with its glyph, for the log: `red ♥`, `joker ✱`."""
        if kind < self.colours:
            return f"{self.colour_names[kind].lower()} {self.colour_glyphs[kind]}"
        index = kind - self.colours
        name, glyph = self.special_names[index], self.special_glyphs[index]
        return name if name == glyph else f"{name.lower()} {glyph}"

    def kind_of(self, text: str) -> int | None:
        names = [*self.colour_ids, "joker", "golden_joker", "plus2"]
        return names.index(text) if text in names else None

    def full_deck(self) -> tuple[int, ...]:
        """Every play card of this edition as counts per kind."""
        return (
            *(self.per_colour,) * self.colours,
            self.edition.jokers,
            self.edition.golden_jokers,
            self.edition.plus2,
        )


def make_config(content: ColorettoContent, players: int, options: dict[str, str]) -> ColorettoConfig:
    specials = content.specials
    return ColorettoConfig(
        players=players,
        colour_ids=tuple(c.id for c in content.colours),
        colour_names=tuple(c.name for c in content.colours),
        colour_glyphs=tuple(c.glyph for c in content.colours),
        special_names=(specials["joker"].name, specials["golden_joker"].name,
                       specials["plus2"].name),
        special_glyphs=(specials["joker"].glyph, specials["golden_joker"].glyph,
                        specials["plus2"].glyph),
        per_colour=content.per_colour,
        edition=content.editions[options["edition"]],
        setup=content.setups[players],
        table=content.tables[options["scoring"]],
        positive_colours=content.positive_colours,
        plus2_value=content.plus2_value,
        capacities=content.setups[players].row_capacities,
        removal_chosen=options["colour_removal"] == "chosen",
        tie_counts_jokers=options["tie_jokers"] == "counted",
    )
