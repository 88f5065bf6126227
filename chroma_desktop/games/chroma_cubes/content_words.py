"""Why Chroma Cubes' content is refused, as message templates (the catalogue
`chroma_cubes_content`; Italian texts: `data/i18n/it/chroma_cubes_content.yaml`).

`content.py` raises them through `source.error(key_path, ...)`, which names the file, the line
and the key (`content/content_words.py` says the frame); the app shows them in the language shown,
`chroma validate` in English. Ids, points and values are quoted as the file writes them.
"""

from typing import Any

from chroma_desktop.rules.messages import COUNT, TEXT, Message, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

T = catalogue("chroma_cubes_content")


DICE_FILE = "dice.yaml"
"""Where the dice colours are written (named as written in a refusal)."""

ALREADY_USED_BY_ITEM = T.add("already_used_by_item", "{value} is already used by item {other}",
                             value=TEXT, other=COUNT)
NOT_A_DICE_COLOUR = T.add("not_a_dice_colour", "{colour} is not a colour of {file}", colour=TEXT, file=TEXT)
NO_FACES = T.add("no_faces", "has no faces for the {colour} die", colour=TEXT)
SAME_SYMBOL_TWICE = T.add("same_symbol_twice", "a face shows two different symbols")
FACE_TWICE = T.add("face_twice", "this face is already on the die")
SHOWN_ON_FACES = T.add("shown_on_faces", "shows {colour} on {shown} {shown:face|faces}, not {expected} "
                       "(own colour and neighbours 3, others 1)", colour=TEXT, shown=COUNT,
                       expected=COUNT)
NOT_A_LAYOUT = T.add("not_a_layout", "{name} is not a layout", name=TEXT)
POINT_OUTSIDE = T.add("point_outside", "point {point} lies outside the unit square", point=TEXT)
THREE_POINTS = T.add("three_points", "a polygon needs at least three different points")
DEGENERATE = T.add("degenerate", "the polygon is degenerate (area {area})", area=TEXT)
CROSSES_ITSELF = T.add("crosses_itself", "the polygon crosses itself (edges {first} and {second})",
                       first=COUNT, second=COUNT)
ID_MATCHES_KEY = T.add("id_matches_key", "must be {id} to match its key", id=TEXT)
BANS_EVERY_COLOUR = T.add("bans_every_colour", "bans every die colour")
BANNED_HERE = T.add("banned_here", "{colour} dice are banned on this sheet", colour=TEXT)
NO_ACTIVE_DIE = T.add("no_active_die", "players would start with no active die")
NOT_A_SUPERPOWER = T.add("not_a_superpower", "{effect} is not a superpower of rules.yaml", effect=TEXT)
POOL_TOO_SMALL = T.add("pool_too_small", "{players} {players:player needs|players need} {wanted} "
                       "{wanted:die|dice} but the pool holds {pool}", players=COUNT, wanted=COUNT,
                       pool=COUNT)
START_FROM_SETS = T.add("start_from_sets", "{players} {players:player cannot|players cannot each} start "
                        "with {dice} {colour} {dice:die|dice} from {sets} {sets:set|sets}", players=COUNT,
                        dice=COUNT, colour=TEXT, sets=COUNT)
LOCK_SIDE = T.add("lock_side", "a lock side needs {needed} {needed:die|dice} but a player has at most {most} "
                  "active {most:die|dice}", needed=COUNT, most=COUNT)
NO_DIE_SHOWS = T.add("no_die_shows", "no die allowed on this sheet shows {colour:a} symbol", colour=TEXT)
NEEDS_MORE_DICE = T.add("needs_more_dice", "needs {count} {count:die|dice} but a player starts with "
                        "{active} active {active:die|dice}", count=COUNT, active=COUNT)
HOLE_OUTSIDE = T.add("hole_outside", "a hole must lie inside its polygon")
CANNOT_BE_REACHED = T.add("cannot_be_reached", "cannot be reached: the sheet offers {most} "
                          "{most:point|points}", most=COUNT)
NOT_A_FIGURE = T.add("not_a_figure", "{figure} is not a figure of this sheet", figure=TEXT)
NOT_A_COLOUR = T.add("not_a_colour", "{colour} is not a colour", colour=TEXT)
ONLY_CAIRNS = T.add("only_cairns", "there {cairns:is|are} only {cairns} {cairns:cairn|cairns}", cairns=COUNT)
OUTLINE_OUTSIDE = T.add("outline_outside", "an outline must lie inside the unit square")
NO_SHEET = T.add("no_sheet", "no sheet_<id> key: at least one game sheet is needed")
NOT_A_SHEET = T.add("not_a_sheet", "{sheet} is not a sheet", sheet=TEXT)
NO_CAIRNS = T.add("no_cairns", "sheet {sheet} has no cairns", sheet=TEXT)


def not_a_dice_colour(colour: Any) -> Message:
    """`colour` is not one of the dice colours of `dice.yaml`."""
    return NOT_A_DICE_COLOUR(colour=quoted(colour), file=written(DICE_FILE))
