# Catalogue `position` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

on-line = line { $line }: { $reason }
on-key-line = line { $line } ({ $key }): { $reason }
on-key = { $key }: { $reason }
not-text = a position must be text
too-long = it is too long for a position ({ $chars } characters, at most { $most })
empty = the text is empty: a position starts with 'chroma position: GAME, N players'
cannot-be-read = the position cannot be read: the game's reader stopped on a problem it did not foresee (technical detail: { $error })
no-notation = { $game } has no position notation yet
no-header = a position starts with 'chroma position: GAME, N players' (found { $found })
header-parts = the header names the game and the players: 'chroma position: GAME, N players'
other-game = this is a position of { $game_id }, not of { $game }
players-words = say how many play as '4 players', not { $found }
option-form = options are written name=value, not { $found }
given-twice = { $name } is given twice
view-seat = view= names a seat (P1 to P{ $players }) or 'spectator', not { $view }
not-key-value = { $line } is not a 'key: value' line
key-twice = { $key } is given twice (also on line { $other })
missing = the line '{ $key }: ...' is missing
missing-meant = the line '{ $key }: ...' is missing (is { $written } on line { $line } meant?)
no-value = has no value
unknown-line = { $key } is not a line of this position (its lines: { $known })
not-whole-number = { $value } is not a whole number
out-of-range = must be from { $low } to { $high }, not { $number }
not-one-of = { $value } is not one of: { $choices }
yes-or-no = say yes or no, not { $value }
not-a-seat = { $value } is not a seat (P1 to P{ $players })
not-count-name = { $part } is not 'COUNT NAME' (as in '2 { $name }')
hides-nothing = '?' marks a hidden part, and this game hides nothing
only-view-hides = '?' marks a hidden part: only a view (view=P1 in the header) hides anything
view-shows-hidden = this view shows what its viewer cannot see: write '?' for what is hidden
chance-cannot = chance is to decide what happens next, but nothing can
nobody-to-move = nobody is to move, yet the game is not over
no-legal-move = { $seat } is to move but has no legal move in this position
does-not-hold = the position does not hold together: checking it stopped on a problem the game did not foresee (technical detail: { $error })
not-conserved = the components do not add up: { $wrong }
component-count = { $found } { $name } where the game has { $expected }
as-said = { $words }
