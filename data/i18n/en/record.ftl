# Catalogue `record` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

not-an-object = a match record must be a JSON object
unsupported-version = unsupported format_version { $version } (expected { $expected })
field-not-text = record field { $key } is missing or not a str
field-not-number = record field { $key } is missing or not a int
field-not-list = record field { $key } is missing or not a list
too-many-moves = it holds { $moves } moves, more than any game (at most { $most })
options-not-object = record field 'options' must be an object
cannot-set-up = { $reason }
position-not-text = record field 'position' must be text
position-refused = its starting position is refused: { $reason }
position-not-whole = its starting position is not a whole position of this game's players and options
cursor-outside = cursor { $cursor } is outside the { $moves } recorded moves
cursor-in-chance = cursor { $cursor } points into the middle of a chance resolution
entry-shape = move { $ply } must be [player, text], not { $entry }
does-not-replay = move { $ply } ({ $move }) does not replay: { $reason }
already-over = the game is already over
chance-decides-nothing = chance does not decide anything here
not-the-seeds-outcome = it is not the outcome this game's seed draws here
not-their-turn = it is not player { $player }'s turn
not-legal-for = it is not a legal move for player { $player } here
as-said = { $words }
