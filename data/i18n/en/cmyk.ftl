# Catalogue `cmyk` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

tile = the { $marks } tile
k-tile = the K-tile
cell-initial = where the initial tile lies
cell-side = { $n } { $n ->
        [one] place
       *[other] places
    } to the { $side } of the initial tile
cell-row = { $r } { $r ->
        [one] row
       *[other] rows
    } { $way } the initial tile
cell-row-side = { $r } { $r ->
        [one] row
       *[other] rows
    } { $way } the initial tile, { $n } { $n ->
        [one] place
       *[other] places
    } to the { $side }
turned = { $ink } on the horizontal side
turned-flipped = { $ink } on the horizontal side, flipped
takes-initial = { $p } { $p-person ->
        [second] take
       *[third] takes
    } { $tile } from pile { $pile } for { $p-person ->
        [second] your
       *[third] their
    } left neighbour
takes = { $p } { $p-person ->
        [second] take
       *[third] takes
    } { $tile } from pile { $pile }
places-initial = { $p } { $p-person ->
        [second] place
       *[third] places
    } { $tile } as { $p-person ->
        [second] your
       *[third] their
    } initial tile, pointing forward, { $turn }
places = { $p } { $p-person ->
        [second] place
       *[third] places
    } { $tile } { $cell }, { $turn }
places-k = { $p } { $p-person ->
        [second] place
       *[third] places
    } { $tile } { $cell }, { $turn } ({ $k } { $k ->
        [one] point
       *[other] points
    }; another public objective is revealed)
moves = { $p } { $p-person ->
        [second] move
       *[third] moves
    } { $tile } from { $origin } to { $cell }, { $turn }
puts-back = { $p } cannot place { $tile } and { $p-person ->
        [second] put
       *[third] puts
    } it back on pile { $pile }
discards = { $p } { $p-person ->
        [second] discard
       *[third] discards
    } { $tile }; another public objective is revealed
stops = { $p } { $p-person ->
        [second] stop
       *[third] stops
    } taking tiles
first-caller = { $p } { $p-person ->
        [second] are
       *[third] is
    } the first caller
dealt = { $p } { $p-person ->
        [second] are
       *[third] is
    } dealt a private objective card
replaced = Let me think! is replaced by { $card }
revealed = Public objective revealed: { $card }
shared = I want this color too! becomes { $card }, which counts for everyone
new-top = The new top tile of pile { $pile } is { $tile }
removed = Nobody can place a top tile: the top { $n ->
        [one] tile
       *[other] tiles
    } of { $n ->
        [one] pile
       *[other] piles
    } { $piles } { $n ->
        [one] leaves
       *[other] leave
    } the game
unknown-move = A move of kind { $kind }
over = The game is over
revealing = Wait: a tile or a card is being revealed
waiting-for-taker = Waiting for { $p } to take an initial tile
take-initial = Take an initial tile (not a K-tile) from a pile: it goes to the player on your left
waiting-for-placing = Waiting for the others to place their initial tile
turn-initial = Turn { $tile }, your initial tile: it is placed pointing forward
stopped-waiting = You have stopped: waiting for the others
place-k = Place the K-tile (it matches ink only, { $k } { $k ->
        [one] point
       *[other] points
    }) or discard it
place-tile = Place { $tile } where every side it touches matches
put-it-back = { $tile } fits nowhere in your mosaic: put it back
take-move-or-stop = Take a tile from any pile, move your last tile, or stop
take-or-stop = Take a tile from any pile, or stop
no-seat = There is no seat { $n } in this game.
game-over = The game is over.
wait-reveal = Wait: a tile or a card is being revealed.
own-mosaic = You build only your own mosaic.
initial-in-turn = Initial tiles are taken in turn: it is { $p-person ->
        [second] your
       *[third] { $p }'s
    } turn.
initial-not-k = The initial tile may not be a K-tile: take it from another pile.
that-pile-empty = That pile is empty.
initial-from-pile = Take an initial tile from a pile first.
initial-placed = You have placed your initial tile: wait for the others.
initial-forward = The initial tile goes in the middle of your mosaic, pointing forward.
stopped-for-game = You have stopped taking tiles for this game.
holding = You already hold a tile: place it (or put it back) before taking another.
no-such-pile = There is no such pile.
pile-empty = Pile { $pile } is empty.
own-hand = Take tiles into your own hand.
stop-holding = Place or put back the tile in your hand before you stop.
only-last = Only your last placed tile can move, and only until you take another tile.
only-last-at = Only your last placed tile ({ $cell }) can move.
last-fixed = You took another tile: your last placed tile is fixed now.
move-elsewhere = Move your last tile to another space of your mosaic.
already-there = That is where the tile already lies.
not-a-move = That is not a move in CMYK!.
hold-none = You hold no tile: take one from a pile first.
k-not-back = A K-tile is placed or discarded, never put back.
fits-somewhere = This tile fits your mosaic (for example { $cell }, { $turn }): only a tile that cannot be placed goes back.
goes-back = It goes back on pile { $pile }, where it came from.
only-k-discard = Only a K-tile may be discarded; any other tile is placed or put back.
on-mosaic = Place the tile on your mosaic.
turn-to-fit = Turn the tile to fit.
space-taken = That space already holds a tile.
must-touch = A tile must touch your mosaic.
wrong-ink = The tile's { $have } side would meet { $need-a } side turned like that: touching sides show the same ink.
wrong-ink-any = The tile's { $have } side would meet { $need-a } side however it is turned: touching sides show the same ink.
wrong-mark = the { $ink } edges meet at { $have } % and { $need } %
wrong-marks = { $edges }: touching sides show the same mark.
nothing-revealed = Nothing is being revealed now.
not-an-outcome = That is not a possible outcome of this reveal.
not-cmyk = '{ $kind }' is not a CMYK! move.
no-player = That move names no player of this game.
no-flipping = Flipped tiles are not allowed in this game (edge order: fixed).
not-now = That move is not allowed now.
hexagons-line = { $n } { $n ->
        [one] hexagon
       *[other] hexagons
    }, { $each } each
k-tiles-line = { $n } { $n ->
        [one] K-tile
       *[other] K-tiles
    }, { $each } each
private-label = Private objective
neighbour-label = { $card } ({ $p-person ->
        [second] your
       *[third] { $p }'s
    } card)
private-line = { $label }: { $name } ({ $details })
tiles = { $n } { $n ->
        [one] tile
       *[other] tiles
    }
capped = capped at { $cap }
times = times { $m }
cancelled = { $card } (cancelled by { $other })
doubled = { $card } (doubled)
multiplied = { $card } (times { $m })
enclosed = { $name }: { $n } enclosed { $n ->
        [one] space
       *[other] spaces
    }
equal-marks = { $name }: { $n } { $n ->
        [one] tile
       *[other] tiles
    } with equal marks
longest-row = { $name }: longest row of { $n } { $n ->
        [one] tile
       *[other] tiles
    }
height = { $name }: { $n } { $n ->
        [one] row
       *[other] rows
    } high
pointy = { $name }: { $n } { $n ->
        [one] tile
       *[other] tiles
    } touching only one tile
symmetric = { $name }: symmetric
not-symmetric = { $name }: not symmetric
most-tiles = { $name }: { $n } { $n ->
        [one] tile
       *[other] tiles
    }
applied-above = { $name }: applied above
game-place = Game { $g }: { $s } { $s ->
        [one] point
       *[other] points
    }, place { $place }
game = Game { $g }
tied-shared = Tied on { $s }: shared win
tie-decided = Tied on { $s }: { $rule } decides
tied-everywhere = Tied on { $s } and on every tie-break: shared win
only-move = This is the only move
any-initial = Any tile will do as the left neighbour's initial tile
easiest-turn = Turn the initial tile so its marks are the easiest to match
hint-put-back = { $tile } fits nowhere: put it back
hint-discard = The K-tile would cost more than it brings: discard it
hint-place = Place { $tile } { $cell }: worth about { $value } points
hint-take = Take { $tile }: it is worth about { $value } points to you
hint-wait = Nothing on the piles is worth taking now: wait
hint-costly = Every tile left would cost you points: stop
hint-look-under = No top tile fits your mosaic: look at the next tile of a pile
hint-none-left = No tiles are left to take: stop
hint-move-last = Move { $tile } from { $origin } to { $cell }: worth about { $value } points more there
hint-nothing-new = No top tile fits your mosaic, and no pile would show a new tile: stop
mosaic-title = { $p-person ->
        [second] your
       *[third] { $p }'s
    } mosaic
points = { $n } { $n ->
        [one] point
       *[other] points
    }
mosaic-status = { $s } { $s ->
        [one] point
       *[other] points
    } · { $h } { $h ->
        [one] hexagon
       *[other] hexagons
    } · { $n } { $n ->
        [one] tile
       *[other] tiles
    }
summary = { $h } { $h ->
        [one] hexagon
       *[other] hexagons
    }, { $n } { $n ->
        [one] tile
       *[other] tiles
    }
k-tiles = { $n } { $n ->
        [one] K-tile
       *[other] K-tiles
    }
mosaic-at-end = { $n } { $n ->
        [one] tile
       *[other] tiles
    }, { $h } { $h ->
        [one] hexagon
       *[other] hexagons
    }, { $k } { $k ->
        [one] K-tile
       *[other] K-tiles
    }; private objective { $private }
private-per-tile = { $points } per tile of yours with { $ink } at { $levels } (at most { $cap })
private-per-tiles = { $points } per { $n } { $n ->
        [one] tile
       *[other] tiles
    } of yours with { $ink } at { $levels } (at most { $cap })
effect-double-private = Private objectives score x{ $multiplier } (past the cap).
effect-hexagon-points = Each hexagon scores { $points } instead of { $hexagon }.
effect-enclosed-spaces = +{ $points } per empty space closed in by exactly 3 tiles.
effect-double-previous = Doubles the card before it (revealed first: the next one).
effect-equal-mark-tiles = +{ $points } per tile whose three marks are equal.
effect-cancel-previous = Cancels the card before it.
effect-longest-row = Longest horizontal row: { $points } per { $per_tiles } { $per_tiles ->
        [one] tile
       *[other] tiles
    }.
effect-height-rows = +{ $points } per row your mosaic spans from front to back.
effect-pointy-tiles = +{ $points } per tile touching exactly one other tile.
effect-mirror-vertical = +{ $points } if your mosaic mirrors left to right.
effect-mirror-horizontal = +{ $points } if your mosaic mirrors front to back.
effect-replace-at-end = At the end, replaced by the top card of the deck.
effect-shared-private = Becomes a private objective that counts for everyone.
effect-most-tiles = Most tiles: { $first }; second most: { $second }.
effect-neighbour-private = You also score the private card of the player on your right.
effect-reveal-more = Reveal { $count } more { $count ->
        [one] card
       *[other] cards
    }.
effect-gain = { $change } { $n ->
        [one] point
       *[other] points
    } ({ $now } to { $after })
effect-no-gain = no change in points ({ $now })
effect-because = { $points }: { $why }
effect-line-change = { $line } { $change }
effect-line-advances = { $line }, no more points yet
effect-next-points = { $n } more { $n ->
        [one] tile
       *[other] tiles
    } for { $card }'s next points
effect-at-cap = { $card } is at its cap of { $cap }
effect-hexagon-towards = a hexagon round it then holds { $k } of the { $n } { $n ->
        [one] tile
       *[other] tiles
    } it needs
effect-k-reveals = another public objective is revealed
effect-leads = { $p } would then lead by { $n } { $n ->
        [one] point
       *[other] points
    }
effect-behind = { $p } would then be { $n } { $n ->
        [one] point
       *[other] points
    } behind { $q }
effect-level = { $p } would then be level with { $q }
effect-take-best = { $tile } at its best spot ({ $cell }): { $what }
effect-take-nowhere = { $tile } fits nowhere in { $p-person ->
        [second] your
       *[third] their
    } mosaic now: it would go back on its pile
effect-take-k-discard = { $tile } would cost points wherever it goes: discarding it keeps { $p-person ->
        [second] your
       *[third] their
    } { $now } { $now ->
        [one] point
       *[other] points
    } (another public objective is revealed)
effect-discard-k = Discarding { $tile } scores nothing and costs nothing ({ $now } { $now ->
        [one] point
       *[other] points
    }); another public objective is revealed
teach-take-a-tile = Take a tile from a pile
teach-piles-fit = { $n } of { $m } { $m ->
        [one] pile
       *[other] piles
    } { $n ->
        [one] shows
       *[other] show
    } a tile that fits your mosaic
teach-place-it = Place { $tile }
teach-spaces-fit = { $n } { $n ->
        [one] space takes
       *[other] spaces take
    } it with every touching side matching
teach-move-last = Move your last tile
teach-until-next = only until you take another tile
teach-discard-k = Discard the K-tile
teach-k-finishes-nothing = a K-tile that finishes nothing may go, and a public objective is replaced
teach-stop = Stop taking tiles
teach-stop-why = when more tiles would cost you more than they bring
teach-topic-matching = matching sides
teach-topic-k-tiles = K-tiles
teach-topic-removal = the removal rule
teach-topic-stopping = when to stop
