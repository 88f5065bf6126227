# Catalogue `play` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

not-allowed-now = that is not allowed now: { $move }
not-a-move = that is not a move of this game
does-not-read = '{ $move }' is not a move of this game: { $detail }
not-allowed-saying = that is not allowed now: { $move } ({ $detail })
game-over = the game is over
chance-decides = chance decides this, not a player
say-who-moves = several players act now: say which one moves
not-their-turn = it is not { $p-person ->
        [second] your
       *[third] { $p }'s
    } turn
something-went-wrong = something went wrong, and the game goes on (the program said: { $detail })
from-set-position = this game starts from a set position, not a dealt one
set-position-short = from a set position
