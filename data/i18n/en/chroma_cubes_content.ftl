# Catalogue `chroma_cubes_content` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

already-used-by-item = { $value } is already used by item { $other }
not-a-dice-colour = { $colour } is not a colour of { $file }
no-faces = has no faces for the { $colour } die
same-symbol-twice = a face shows two different symbols
face-twice = this face is already on the die
shown-on-faces = shows { $colour } on { $shown } { $shown ->
        [one] face
       *[other] faces
    }, not { $expected } (own colour and neighbours 3, others 1)
not-a-layout = { $name } is not a layout
point-outside = point { $point } lies outside the unit square
three-points = a polygon needs at least three different points
degenerate = the polygon is degenerate (area { $area })
crosses-itself = the polygon crosses itself (edges { $first } and { $second })
id-matches-key = must be { $id } to match its key
bans-every-colour = bans every die colour
banned-here = { $colour } dice are banned on this sheet
no-active-die = players would start with no active die
not-a-superpower = { $effect } is not a superpower of rules.yaml
pool-too-small = { $players } { $players ->
        [one] player needs
       *[other] players need
    } { $wanted } { $wanted ->
        [one] die
       *[other] dice
    } but the pool holds { $pool }
start-from-sets = { $players } { $players ->
        [one] player cannot
       *[other] players cannot each
    } start with { $dice } { $colour } { $dice ->
        [one] die
       *[other] dice
    } from { $sets } { $sets ->
        [one] set
       *[other] sets
    }
lock-side = a lock side needs { $needed } { $needed ->
        [one] die
       *[other] dice
    } but a player has at most { $most } active { $most ->
        [one] die
       *[other] dice
    }
no-die-shows = no die allowed on this sheet shows { $colour-a } symbol
needs-more-dice = needs { $count } { $count ->
        [one] die
       *[other] dice
    } but a player starts with { $active } active { $active ->
        [one] die
       *[other] dice
    }
hole-outside = a hole must lie inside its polygon
cannot-be-reached = cannot be reached: the sheet offers { $most } { $most ->
        [one] point
       *[other] points
    }
not-a-figure = { $figure } is not a figure of this sheet
not-a-colour = { $colour } is not a colour
only-cairns = there { $cairns ->
        [one] is
       *[other] are
    } only { $cairns } { $cairns ->
        [one] cairn
       *[other] cairns
    }
outline-outside = an outline must lie inside the unit square
no-sheet = no sheet_<id> key: at least one game sheet is needed
not-a-sheet = { $sheet } is not a sheet
no-cairns = sheet { $sheet } has no cairns
