"""Why Chroma Cubes' content is refused, as message templates (the catalogue
`chroma_cubes_content`; Italian texts: `data/i18n/it/chroma_cubes_content.yaml`).

`content.py` raises them through `source.error(key_path, ...)`, which names the file, the line
and the key (`content/content_words.py` says the frame); the app shows them in the language shown,
`chroma validate` in English. Ids, points and values are quoted as the file writes them.
"""

from typing import TYPE_CHECKING, Any

from chroma_desktop.rules.messages import COUNT, TEXT, Message, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.chroma_cubes import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.ChromaCubesContent]" = catalogue("chroma_cubes_content")


DICE_FILE = "dice.yaml"
"""Where the dice colours are written (named as written in a refusal)."""

ALREADY_USED_BY_ITEM = T.add("already_used_by_item", value=TEXT, other=COUNT)
NOT_A_DICE_COLOUR = T.add("not_a_dice_colour", colour=TEXT, file=TEXT)
NO_FACES = T.add("no_faces", colour=TEXT)
SAME_SYMBOL_TWICE = T.add("same_symbol_twice")
FACE_TWICE = T.add("face_twice")
SHOWN_ON_FACES = T.add("shown_on_faces", colour=TEXT, shown=COUNT, expected=COUNT)
NOT_A_LAYOUT = T.add("not_a_layout", name=TEXT)
POINT_OUTSIDE = T.add("point_outside", point=TEXT)
THREE_POINTS = T.add("three_points")
DEGENERATE = T.add("degenerate", area=TEXT)
CROSSES_ITSELF = T.add("crosses_itself", first=COUNT, second=COUNT)
ID_MATCHES_KEY = T.add("id_matches_key", id=TEXT)
BANS_EVERY_COLOUR = T.add("bans_every_colour")
BANNED_HERE = T.add("banned_here", colour=TEXT)
NO_ACTIVE_DIE = T.add("no_active_die")
NOT_A_SUPERPOWER = T.add("not_a_superpower", effect=TEXT)
POOL_TOO_SMALL = T.add("pool_too_small", players=COUNT, wanted=COUNT, pool=COUNT)
START_FROM_SETS = T.add("start_from_sets", players=COUNT, dice=COUNT, colour=TEXT, sets=COUNT)
LOCK_SIDE = T.add("lock_side", needed=COUNT, most=COUNT)
NO_DIE_SHOWS = T.add("no_die_shows", colour=TEXT)
NEEDS_MORE_DICE = T.add("needs_more_dice", count=COUNT, active=COUNT)
HOLE_OUTSIDE = T.add("hole_outside")
CANNOT_BE_REACHED = T.add("cannot_be_reached", most=COUNT)
NOT_A_FIGURE = T.add("not_a_figure", figure=TEXT)
NOT_A_COLOUR = T.add("not_a_colour", colour=TEXT)
ONLY_CAIRNS = T.add("only_cairns", cairns=COUNT)
OUTLINE_OUTSIDE = T.add("outline_outside")
NO_SHEET = T.add("no_sheet")
NOT_A_SHEET = T.add("not_a_sheet", sheet=TEXT)
NO_CAIRNS = T.add("no_cairns", sheet=TEXT)


def not_a_dice_colour(colour: Any) -> Message:
    """`colour` is not one of the dice colours of `dice.yaml`."""
    return NOT_A_DICE_COLOUR(colour=quoted(colour), file=written(DICE_FILE))
