"""Why a text is not a CMYK! position, as message templates (the catalogue `cmyk_position`;
Italian texts: `data/i18n/it/cmyk_position.yaml`).

`position.py` raises them through `lines.error(key, ...)`, which says the line they are about
(`rules/position_words.py`). The notation (seats `P1`, tile ids `T31`, cells `1,0,down`, card
ids, keys) is quoted as written (`written`): it is the same in every language.
"""


from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

T = catalogue("cmyk_position")


CALLER_FIRST = T.add("caller_first", "chance picks the first game's caller before anything else, and "
                     "it passes on from game to game")
NOT_PUBLIC = T.add("not_public", "{item} is not a public card, or 'want_this_color (m60)'", item=TEXT)
NOT_BECOMING_PRIVATE = T.add("not_becoming_private", "{card} does not become a private card", card=TEXT)
NOT_PRIVATE = T.add("not_private", "{card} is not a private card", card=TEXT)
PUBLIC_TWICE = T.add("public_twice", "{card} is there twice", card=TEXT)
PUBLIC_ALSO_OUT = T.add("public_also_out", "{card} is also out of the game", card=TEXT)
CALLER_PICKED_FIRST = T.add("caller_picked_first", "with no caller yet, chance picks one first "
                            "('pending: caller; ...')")
CALLER_ALREADY = T.add("caller_already", "the caller is {seat} already", seat=TEXT)
EVENT_NOT_ONE_OF = T.add("event_not_one_of", "{part} is not one of: {events}", part=TEXT, events=TEXT)
EVENT = T.add("event", "{part}: {why}", part=TEXT, why=MESSAGE)
NO_FIELDS = T.add("no_fields", "{kind} has no fields", kind=TEXT)
WRITE_FORM = T.add("write_form", "write '{form}'", form=TEXT)
NOT_A_PILE = T.add("not_a_pile", "{word} is not a pile (1 to {most})", word=TEXT, most=COUNT)
NOT_A_PLACE = T.add("not_a_place", "{word} is not a place in the public row (1 to {most})", word=TEXT,
                    most=COUNT)
FACE_DOWN_COUNT = T.add("face_down_count", "{count} face down: say how many tiles lie face down, 1 to "
                        "{most}", count=TEXT, most=COUNT)
NOT_A_TILE_THEN = T.add("not_a_tile_then", "{item} is not a tile ({tiles}): the tiles seen come first, "
                        "then 'N face down'", item=TEXT, tiles=TEXT)
PILE_LIMIT = T.add("pile_limit", "a pile holds at most {most} {most:tile|tiles}, not {n}", most=COUNT,
                   n=COUNT)
TOP_FACE_UP = T.add("top_face_up", "the top tile of a pile lies face up: give it, or add 'top {pile}' "
                    "to pending while chance turns it up", pile=COUNT)
ONLY_VIEW_HIDES = T.add("only_view_hides", "'?' marks a hidden part: only a view (view=P1 in the "
                        "header) hides anything")
OWN_PRIVATE = T.add("own_private", "a player sees their own private objective")
ALL_PRIVATE_SHOWN = T.add("all_private_shown", "Your color looks better! has turned every private card "
                          "face up")
PRIVATE_HIDDEN = T.add("private_hidden", "another player's private objective is hidden: write '?'")
PRIVATE_TWICE = T.add("private_twice", "the private card {card} is in two places", card=TEXT)
NOT_A_TILE_FROM = T.add("not_a_tile_from", "{text} is not a tile, or 'T31 from pile 2'", text=TEXT)
NO_PILE = T.add("no_pile", "there is no pile {pile}", pile=COUNT)
SAY_WHICH_PILE = T.add("say_which_pile", "a tile taken in play goes back to its pile if it cannot be "
                       "placed: say which ('T31 from pile 2')")
INITIAL_NO_PILE = T.add("initial_no_pile", "an initial tile comes from no pile: write the tile alone")
NONE_HELD_OVER = T.add("none_held_over", "nobody holds a tile once the game is over")
NOT_TILE_CELL = T.add("not_tile_cell", "{part} is not 'TILE CELL ROTATION', as 'T16 0,0,up r0'",
                      part=TEXT)
FLIPPED_ONLY_FREE = T.add("flipped_only_free", "{rotation}: tiles are laid flipped only with "
                          "edge_order=free", rotation=TEXT)
TWO_TILES_ON = T.add("two_tiles_on", "two tiles on {cell}", cell=TEXT)
NO_MATCH = T.add("no_match", "the tiles on {cell} and {beside} do not match where they meet", cell=TEXT,
                 beside=TEXT)
NOT_A_CELL = T.add("not_a_cell", "{text} is not a cell, as '1,0,down'", text=TEXT)
NO_TILE_ON = T.add("no_tile_on", "{seat} has no tile on {cell}", seat=TEXT, cell=TEXT)
ONLY_PLAY_MOVED = T.add("only_play_moved", "only a tile placed in play may be moved")
STOPS_EMPTY = T.add("stops_empty", "{seat} holds a tile: a player stops with empty hands", seat=TEXT)
STOP_UNDER_WAY = T.add("stop_under_way", "players stop only once the game is under way")
NOT_A_TILE = T.add("not_a_tile", "{word} is not a tile ({tiles})", word=TEXT, tiles=TEXT)
PLACED_AFTER_INITIAL = T.add("placed_after_initial", "tiles are placed once every player has an "
                             "initial tile")
HOLDS_OR_PLACED = T.add("holds_or_placed", "in setup_place {seat} holds their initial tile or has "
                        "placed it, one or the other", seat=TEXT)
NO_INITIAL = T.add("no_initial", "{seat} has placed no initial tile", seat=TEXT)
FROM_CALLER_ON = T.add("from_caller_on", "initial tiles are taken from the caller on")
IN_TURN_FROM = T.add("in_turn_from", "initial tiles are taken in turn from the caller, {seat}", seat=TEXT)
ALL_HOLD_INITIAL = T.add("all_hold_initial", "every player holds an initial tile: they have passed, the "
                         "phase is setup_place")
TAKES_NEXT = T.add("takes_next", "initial tiles are taken in turn from the caller: {seat} takes next",
                   seat=TEXT)
TILE_TWICE = T.add("tile_twice", "the tile {tile} is in two places", tile=TEXT)
FACE_DOWN_UNSEEN = T.add("face_down_unseen", "{n} {n:tile lies|tiles lie} face down, but only {unseen} "
                         "{unseen:tile is|tiles are} nowhere else", n=COUNT, unseen=COUNT)
SCORES_HIDDEN = T.add("scores_hidden", "the line '{key}: ...' is missing: the scores depend on the "
                      "private objectives this view hides", key=TEXT)
RESULTS_FORM = T.add("results_form", "give {players} results in seat order, as '23 (4 hexagons, 1 "
                     "K-tiles, 20 tiles)'", players=COUNT)
SCORES_AS_TABLE = T.add("scores_as_table", "the game just over scores as its table says: {table}",
                        table=TEXT)
