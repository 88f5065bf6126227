# Catalogue `cmyk_position` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

caller-first = chance picks the first game's caller before anything else, and it passes on from game to game
not-public = { $item } is not a public card, or 'want_this_color (m60)'
not-becoming-private = { $card } does not become a private card
not-private = { $card } is not a private card
public-twice = { $card } is there twice
public-also-out = { $card } is also out of the game
caller-picked-first = with no caller yet, chance picks one first ('pending: caller; ...')
caller-already = the caller is { $seat } already
event-not-one-of = { $part } is not one of: { $events }
event = { $part }: { $why }
no-fields = { $kind } has no fields
write-form = write '{ $form }'
not-a-pile = { $word } is not a pile (1 to { $most })
not-a-place = { $word } is not a place in the public row (1 to { $most })
face-down-count = { $count } face down: say how many tiles lie face down, 1 to { $most }
not-a-tile-then = { $item } is not a tile ({ $tiles }): the tiles seen come first, then 'N face down'
pile-limit = a pile holds at most { $most } { $most ->
        [one] tile
       *[other] tiles
    }, not { $n }
top-face-up = the top tile of a pile lies face up: give it, or add 'top { $pile }' to pending while chance turns it up
only-view-hides = '?' marks a hidden part: only a view (view=P1 in the header) hides anything
own-private = a player sees their own private objective
all-private-shown = Your color looks better! has turned every private card face up
private-hidden = another player's private objective is hidden: write '?'
private-twice = the private card { $card } is in two places
not-a-tile-from = { $text } is not a tile, or 'T31 from pile 2'
no-pile = there is no pile { $pile }
say-which-pile = a tile taken in play goes back to its pile if it cannot be placed: say which ('T31 from pile 2')
initial-no-pile = an initial tile comes from no pile: write the tile alone
none-held-over = nobody holds a tile once the game is over
not-tile-cell = { $part } is not 'TILE CELL ROTATION', as 'T16 0,0,up r0'
flipped-only-free = { $rotation }: tiles are laid flipped only with edge_order=free
two-tiles-on = two tiles on { $cell }
no-match = the tiles on { $cell } and { $beside } do not match where they meet
not-a-cell = { $text } is not a cell, as '1,0,down'
no-tile-on = { $seat } has no tile on { $cell }
only-play-moved = only a tile placed in play may be moved
stops-empty = { $seat } holds a tile: a player stops with empty hands
stop-under-way = players stop only once the game is under way
not-a-tile = { $word } is not a tile ({ $tiles })
placed-after-initial = tiles are placed once every player has an initial tile
holds-or-placed = in setup_place { $seat } holds their initial tile or has placed it, one or the other
no-initial = { $seat } has placed no initial tile
from-caller-on = initial tiles are taken from the caller on
in-turn-from = initial tiles are taken in turn from the caller, { $seat }
all-hold-initial = every player holds an initial tile: they have passed, the phase is setup_place
takes-next = initial tiles are taken in turn from the caller: { $seat } takes next
tile-twice = the tile { $tile } is in two places
face-down-unseen = { $n } { $n ->
        [one] tile lies
       *[other] tiles lie
    } face down, but only { $unseen } { $unseen ->
        [one] tile is
       *[other] tiles are
    } nowhere else
scores-hidden = the line '{ $key }: ...' is missing: the scores depend on the private objectives this view hides
results-form = give { $players } results in seat order, as '23 (4 hexagons, 1 K-tiles, 20 tiles)'
scores-as-table = the game just over scores as its table says: { $table }
