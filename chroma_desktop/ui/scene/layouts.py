"""What every table layout is told about the table, and what it answers.

A game's layout (named in its manifest) subclasses `TableLayout`, which gives the optional answers
their defaults, so the controller calls them without asking whether they exist.
"""

from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.language import message_translator
from chroma_desktop.rules.api import Game, Move
from chroma_desktop.rules.messages import Message, SeatNames, render
from chroma_desktop.ui.scene.specs import Spec

if TYPE_CHECKING:
    from chroma_desktop.ui.plain_text import Rich


class TableContext(NamedTuple):
    """What a layout needs beyond the game state: names, seats and who is looking."""

    game: Game
    seat_names: tuple[str, ...]
    viewer: int | None  # the seat whose view is drawn (None: a spectator)
    to_move: tuple[int, ...]
    variant: int = 0  # R presses: which of several moves sharing one drop the player means

    def words(self, message: Message | str) -> str:
        """What the rules said, with this table's seat names (a seat named You is "you")."""
        spoken_to = frozenset(i for i, name in enumerate(self.seat_names) if name == "You")
        return render(message, SeatNames(self.seat_names, spoken_to), message_translator())


class RoundsPlayed(NamedTuple):
    """A finished solo game whose measure is the rounds it took (Chroma Cubes' score attack):
    the player's record is kept per `record_key` (a sheet's id), said by `place` (its English
    name, as the rules slot a content word: the record's words say it in the language shown)."""

    record_key: str
    place: str
    rounds: int
    won: bool


class TableLayout:
    """The base of every game's layout; `Layout(content, players)` builds one."""

    scene_width: float
    scene_height: float

    def specs(self, view: Any, context: TableContext) -> list[Spec]:
        """Every card, zone and label of the table for `view`."""
        raise NotImplementedError

    def glyph_colours(self) -> dict[str, str]:
        """Glyph -> hue, to colour glyphs in the log and breakdowns."""
        return {}

    def glyph_words(self) -> dict[str, str]:
        """Glyph -> the words a screen reader says for it, where the glyph carries meaning no
        other word on the table says (`ui/spoken_words.py`; any other glyph is left out)."""
        return {}

    def source_title(self, source: str, view: Any) -> str:
        """A short name for a picked-up zone (shown while it is dragged)."""
        return ""

    def spoken_name(self, item_id: str, view: Any) -> str:
        """What a screen reader calls the table's item `item_id` (`ui/accessible_table.py`),
        where the drawing alone does not say it (a sheet's section: "the Cardinal's tail, three
        hearts"); "": the words it is drawn with (a zone's title, a card's, a button's label)."""
        return ""

    def alike_kind(self, item_id: str, view: Any) -> str:
        """The kind of like objects `item_id` is one of ("die"), said together in the P key's
        reading of the table (`spoken_together`); "": said alone, by its `spoken_name`."""
        return ""

    def spoken_together(self, item_ids: list[str], view: Any) -> str:
        """Like objects of one `alike_kind` lying in one place, said at once ("red dice 1, 3,
        showing two hearts; blue die 2"): shorter than each by its name, every colour still said."""
        return ""

    def end_details(self, state: Any, names: list[str]) -> "Rich":
        """More about the end of the game for the results (rich text, made with
        `ui/plain_text.rich`: every name and word escaped), beyond the score breakdown; `names`
        are the seats' titles as shown (`translation.seat_title`)."""
        from chroma_desktop.ui.plain_text import Rich

        return Rich()

    def rounds_played(self, state: Any) -> RoundsPlayed | None:
        """The rounds a solo game has taken (at its end, the rounds it took), when the game
        keeps a record of its fewest rounds to a win (`ui/round_record.py`); None: no such record
        for this game."""
        return None

    def choose_variant(self, matches: list[Move], variant: int) -> Move | None:
        """The move meant when several share one drop (R cycles `variant`); None: ask."""
        return None

    def variant_showing(self, move: Move) -> int | None:
        """The `variant` under which the table shows `move` among the moves sharing its drop
        (the turn a tile in hand is drawn at), so that choosing it by keyboard shows it; None
        when the table does not show variants."""
        return None

    def desk_passes_after(self, move: Move) -> bool:
        """At a hot-seat desk where several may act at once (real time), whether the next
        human takes the desk after `move` (False: the desk stays with the player)."""
        return False


Layout = TableLayout


def layout_for(game: Game, content: Any, players: int) -> TableLayout:
    """The table layout the game's manifest names."""
    from chroma_desktop.registry import load, manifest_for

    return load(manifest_for(game.id).table)(content, players)
