# Catalogue `cmyk_content` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

already-used = { $value } is already used by { $other }
not-a-level = { $percent } % is not a mark level (levels: { $levels })
same-marks = has the same marks as { $other }: every tile is unique
already-the-id = { $value } is already the id of { $other }
marks-per-ink = the tiles show { $count } { $ink } { $count ->
        [one] mark
       *[other] marks
    } at { $percent } %, not { $expected }
effect-needs = a { $kind } effect needs { $name }
effect-takes-no = a { $kind } effect takes no { $name } (it takes { $needed })
only-one-card = only one card may have the { $kind } effect ({ $other } has it)
at-least-one = must be at least 1
not-an-ink = { $ink } is not an ink
not-a-mark-level = { $percent } % is not a mark level
each-ink-once = must name each ink once, not { $order }
piles-need-tiles = { $piles } { $piles ->
        [one] pile
       *[other] piles
    } of { $per_pile } need { $needed } { $needed ->
        [one] tile
       *[other] tiles
    }, the box holds { $held }
too-few-for-initial = too few tiles for the initial tiles
six-private-cards = 5 players and 'I want this color too!' need at least 6 private cards
