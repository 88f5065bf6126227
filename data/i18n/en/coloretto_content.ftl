# Catalogue `coloretto_content` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

rows-cannot-serve = { $rows } { $rows ->
        [one] row
       *[other] rows
    } cannot serve { $players } { $players ->
        [one] player
       *[other] players
    }
starting-colours = { $players } { $players ->
        [one] player
       *[other] players
    } x { $cards } different starting { $cards ->
        [one] colour
       *[other] colours
    } need { $needed } { $needed ->
        [one] colour
       *[other] colours
    }, but only { $in_play } { $in_play ->
        [one] is
       *[other] are
    } in play
too-few-colours = fewer than 3 colours remain
none-scores-zero = no cards of a colour must score 0
larger-than-deck = is larger than the deck
