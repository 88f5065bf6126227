# coloretto's content words in en.
# Made by tools/content_to_ftl.py from the YAML's `*_it` fields; edit this file now.
# Ids: docs/ARCHITECTURE.md, "Words in every language".

-word-joker = Joker
-word-golden-joker = Golden joker
-word-2 = +2
-word-last-round = Last round
-word-original-3-jokers = Original (3 jokers)
-word-newer-golden-joker = Newer (golden joker)
-word-yellow = Yellow
-word-orange = Orange
-word-red = Red
-word-green = Green
-word-blue = Blue
-word-brown = Brown
-word-grey = Grey
-word-brown-side-normal = Brown side (normal)
-word-purple-side-difficult = Purple side (difficult)

ruling-colour-removal-title = Which colours leave a 2- or 3-player game
ruling-colour-removal-reading = The colours set aside (two with 2 players, one with 3) are drawn at random, each colour equally likely: the English rules name no one to choose them.
ruling-colour-removal-value-random = The colours are drawn at random.
ruling-colour-removal-value-chosen = Player 1 chooses them for the table, as the Italian rulebook's "a colour of your choice" suggests.
ruling-tie-break-jokers-title = Newer edition: do jokers count in the tie-break?
ruling-tie-break-jokers-reading = With the newer edition, tied players compare the most cards they hold of one colour, counting colour cards only: a joker is a card of no colour until it is scored. If they are still tied, they share the win. The original edition has no tie-breaker.
ruling-tie-break-jokers-value-not-counted = Colour cards only.
ruling-tie-break-jokers-value-counted = Jokers (the golden one too) count in the colour they score for; among equally good ways to place them, the one that makes the largest colour.
ruling-last-player-draws-on-title = The last player in a round may keep drawing
ruling-last-player-draws-on-reading = In both editions, once everyone else has taken a row, the last player keeps the turn and may draw and place as long as a row has room, then takes a row.
ruling-golden-joker-bonus-card-title = The golden joker's bonus card and the last-round card
ruling-golden-joker-bonus-card-reading = The bonus card is the top card of the deck. If it is the last-round card, that card is set aside (this becomes the last round) and the next card is drawn instead, as on a normal draw. With the deck empty there is no bonus card.
ruling-starting-colours-dealt-title = Who picks the starting colours in the original edition
ruling-starting-colours-dealt-reading = In the original edition the starting cards, all of different colours, are dealt at random; in the newer edition each player chooses one in seat order. The Edition option decides.
ruling-jokers-assigned-title = Where jokers go at the end
ruling-jokers-assigned-reading = The app assigns every joker, and picks the three positive colours, so that each player scores the most possible; the score breakdown shows where each joker went.
ruling-cards-under-last-round-title = How many cards lie under the last-round card
ruling-cards-under-last-round-reading = 15 in the original edition, 16 in the newer one (its golden joker draws one card more); the Edition option decides. An English printing with the golden joker says 15.
