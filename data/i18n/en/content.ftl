# Catalogue `content` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

at-line-key = { $file }:{ $line }: { $key }: { $reason }
at-line = { $file }:{ $line }: { $reason }
at-key = { $file }: { $key }: { $reason }
at-file = { $file }: { $reason }
no-folder = no such content folder
no-yaml = holds no .yaml files
too-many-files = holds { $files } .yaml { $files ->
        [one] file
       *[other] files
    } (at most { $most })
folder-bytes = its .yaml files hold more than { $most } { $most ->
        [one] byte
       *[other] bytes
    } together
folder-values = its .yaml files hold more than { $most } { $most ->
        [one] value
       *[other] values
    } together
folder-text = its .yaml files hold more than { $most } { $most ->
        [one] byte
       *[other] bytes
    } of text together once their aliases are expanded
not-a-mapping = the file must be a mapping of top-level keys
defined-twice = is already defined in { $other }
cannot-be-built = cannot be built ({ $detail })
schemas-missing = the app's own content schemas are missing (a damaged installation)
schema-unreadable = schema cannot be read: { $detail }
file-unreadable = { $reason }
not-utf8 = is not UTF-8 text
control-character = holds the control character { $code }, which YAML does not allow
several-documents = holds more than one YAML document (one is expected)
too-many-digits = a number of more than { $most } { $most ->
        [one] digit
       *[other] digits
    }
value-unreadable = the value { $value } cannot be read ({ $detail })
not-finite = { $value } is not a finite number
alias-contains = the alias *{ $anchor } refers to a node that contains it
alias-unanchored = the alias *{ $anchor } has no anchor before it
nested-too-deep = nested more than { $most } { $most ->
        [one] level
       *[other] levels
    } deep
too-many-values = holds more than { $most } { $most ->
        [one] value
       *[other] values
    } once its aliases are expanded
too-many-bytes = holds more than { $most } { $most ->
        [one] byte
       *[other] bytes
    } of text once its aliases are expanded
duplicate-key = duplicate key
yaml-value = YAML value error: { $detail }
yaml-syntax = YAML syntax error: { $detail }
yaml-other = YAML error: { $detail }
required = { $name } is required here
translation-required = { $wanted } (the translation of { $given }) is required here
unknown-keys = unknown key not allowed ({ $keys } { $n ->
        [one] was
       *[other] were
    } unexpected)
not-of-type = { $value } is not of type { $kinds }
not-in-choices = { $value } is not one of { $choices }
not-constant = { $value } was expected
below-minimum = { $value } is less than the minimum of { $limit }
above-maximum = { $value } is greater than the maximum of { $limit }
at-or-below = { $value } is less than or equal to the minimum of { $limit }
at-or-above = { $value } is greater than or equal to the maximum of { $limit }
too-short-text = { $value } is shorter than { $most } { $most ->
        [one] character
       *[other] characters
    }
too-long-text = { $value } is longer than { $most } { $most ->
        [one] character
       *[other] characters
    }
too-few-items = the list holds fewer than { $least } { $least ->
        [one] item
       *[other] items
    }
too-many-items = the list holds more than { $most } { $most ->
        [one] item
       *[other] items
    }
not-unique = the list holds the same item twice
no-pattern-match = { $value } does not match { $pattern }
too-few-keys = holds fewer than { $least } { $least ->
        [one] key
       *[other] keys
    }
too-many-keys = holds more than { $most } { $most ->
        [one] key
       *[other] keys
    }
schema-other = the value does not fit the game's schema ({ $detail })
kind-string = 'string'
kind-integer = 'integer'
kind-number = 'number'
kind-boolean = 'boolean'
kind-array = 'array'
kind-object = 'object'
kind-null = 'null'
kind-or = { $first }, { $second }
already-used = { $value } is already used by { $other }
same-values = must translate the same values, in the same order ({ $values })
each-alternative = must translate each alternative, one for one
not-option-value = { $value } is not one of the option's values ({ $values })
no-lessons-file = no lessons file for { $game }
not-a-position-of = is not a position of { $game }: { $reason }
whole-position = must be a whole position, not a view
position-seats = the position has { $seats } { $seats ->
        [one] seat
       *[other] seats
    }
seat-not-to-move = { $seat } is not to move in the position
accepted-not-offered = { $move } is accepted but not offered
says-the-hint = says what the hint says
translates-no-move = translates no move of feedback
not-a-move = { $move } is not a move: { $reason }
not-legal-in-lesson = { $move } is not a legal move in the lesson's position
as-said = { $words }

## What the app shows with its rulings and lessons (content/rulings.py, lessons.py)

# Help -> Rulings: what kind of gap a ruling fills (its `issue`)
ruling-issue-unclear = The rulebook is unclear
ruling-issue-silent = The rulebook is silent
ruling-issue-conflict = The rulebook contradicts itself
ruling-issue-garbled = The rulebook's text is damaged
# A quote from a rulebook in another language than the one shown, by that rulebook's language
# (`$rulebook`, the code its file names: `coloretto-it.txt` is "it"); the quote stays as written.
# English is the rulings' own language: an Italian quote comes with its translation.
quote-note =
    { $rulebook ->
       *[other] {""}
    }
# A move after a lesson's end
lesson-done = This lesson is done: try it again, or go on to the next one.
