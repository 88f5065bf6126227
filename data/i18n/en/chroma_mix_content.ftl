# Catalogue `chroma_mix_content` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

no-card = no card { $card }
nothing-to-check = a win condition needs something to check (one of { $tests })
already-used = { $value } is already used by { $other }
unknown-pigment = unknown pigment (known: { $known })
pigments-for-rank = { $found } { $found ->
        [one] pigment
       *[other] pigments
    }, but a rank-{ $rank } card has { $rank }
repeats-alternative = repeats an alternative
only-continuous-stacks = only a card with a continuous effect stacks
more-than-copies = is more than the card's copies
not-supply-card = { $card } is not a rank-1 supply card
pigments-unique = pigment ids must be unique
rank-copies = the cards hold { $found } rank-{ $rank } { $found ->
        [one] copy
       *[other] copies
    }, not { $expected }
not-rank-card = { $card } is not a rank-{ $rank } card
rank-four-nowhere = { $card } is rank 4 but neither in the supply nor a variable win card
more-slots = more slots than rank cards
no-condition = variable win card { $card } has no condition
option-twice = option defined twice
not-a-choice = { $value } is not a choice
choices-must-be = must be { $choices }
options-must-be = options must be { $options }
not-enough-for-four = not enough { $card } for 4 players
not-enough-for-billy = not enough { $card } for Billy
tie-breaker-twice = a tie-breaker is listed twice
no-option = no option { $name } (options: { $options })
options-choices = must be the option's choices: { $choices }
options-default = the option's default is { $value }
