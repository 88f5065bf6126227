# Catalogue `files` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

cannot-be-read = { $file } cannot be read: { $reason }
not-regular = { $file } is not a regular file
too-large = { $file } is too large (more than { $limit } { $limit ->
        [one] byte
       *[other] bytes
    })
cannot-be-opened = { $file } cannot be opened: { $reason }
cannot-be-restored = { $file } cannot be restored: { $reason }
not-position-text = { $file } is not a position (not UTF-8 text)
not-playable-position = { $file } is not a position that can be played: { $reason }
seats-for-players = it names { $seats } seats for { $players } players
key-twice = the key { $key } is written twice
too-many-digits = a number has more than { $n } { $n ->
        [one] digit
       *[other] digits
    }
not-a-number = { $name } is not a number a record may hold
not-utf8 = it is not valid JSON (not UTF-8 text)
not-unicode = it holds text that is not valid Unicode (a lone surrogate)
not-text = it is not UTF-8 text
bad-json = it is not valid JSON (line { $line }: { $problem })
too-deep = it is not valid JSON (nested too deeply)
not-a-save = it is not a Chroma Desktop saved game
unsupported-version = unsupported format_version { $version } (expected { $expected })
unknown-field = unknown field { $name }
field-missing = the field { $name } is missing
field-kind = the field { $name } must be { $kind }
as-said = { $words }
kind-whole-number = a whole number
kind-text = text
kind-texts = an object of texts
kind-moves = a list of [player, move] pairs
kind-seats = a list of seats, each with a name (text) and a bot (text)
kind-flag = true or false
kind-position = text (a position the moves start from)
