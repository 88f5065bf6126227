# Catalogue `chroma_cubes_position` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

no-layout = the dice's faces are of no known layout
cairn-no-draft = the cairn game has no draft: it starts in the play phase
alone-start = alone, you are the start player: the game starts with the draft
draft-before-round = the draft comes before round 1 is played
start-not-picked = chance has not picked the start player yet
also-in = { $die } is also in { $other }
nowhere = { $die } is nowhere: every die lies in the pool, a player's active dice or reserve ('pool: rest' puts every die not written elsewhere in the pool)
nowhere-cairn = { $die } is nowhere: every die lies in the pool, a player's active dice or reserve, or the stock ('pool: rest' puts every die not written elsewhere in the pool)
hides-nothing = '?' marks a hidden part, and this game hides nothing
no-such-die = { $name }: { $why } (dice are named as 'red#1')
sheet-without = { $sheet } is played without { $colour } dice
not-in-game = there is no such die in this game
die-twice = names { $die } twice
dice-not-faces = names dice, not faces: write { $die } alone
no-face = { $die } has no face { $face } (its faces: { $faces })
nobody-acts-yet = nobody acts in a round before the draft is done
next-round = once every player has ended the round, the next one starts
none-to-roll = no die waits to be rolled
not-rolled-in = no die is rolled in the { $phase } phase
someone-coloured = a die was used this round, so someone coloured
lock-not-unlocked = lock { $lock } is not unlocked: its superpower cannot be used
activations = { $seat } may activate at most { $n } a round
lock-sides = a lock has { $sides } { $sides ->
        [one] side
       *[other] sides
    }, not { $n }
side-symbol = { $symbol } is used on another lock side: each side needs a different symbol
not-completed = { $figure } is not completed: not all its sections are coloured
cairn-no-bonus = the cairn game has no first-completion bonus
wild-form = write the wild die and its symbol, as 'red#1 as orange'
no-die-or-symbol = { $text } names no die or no symbol
first-form = { $item } is not 'FIGURE in round N'
not-one-of = { $word } is not one of: { $choices }
not-played-yet = round { $round } is not played yet
nobody-completed = nobody has completed { $figure }
say-first-round = { $figure } is completed: say in which round it first was ('first completed: { $figure } in round 1')
cairn-twice = names a cairn twice
cairn-done = cairn { $cairn } is done already
every-cairn-done = every cairn is done
not-a-cairn = { $word } is not a cairn (1 to { $cairns })
not-players-die = { $die } is not a player's die
reserve-limit = a reserve holds at most { $n } { $n ->
        [one] die
       *[other] dice
    }
not-unused-active = { $die } is not one of { $seat }'s unused active dice
rolled-before-draft = { $die } shows a face, yet the dice are rolled once the draft is done
not-rolled = { $die } has not been rolled: give its face (as '{ $die }={ $face }') or list it in 'to roll'
draft-after-start = the draft starts once chance has picked the start player
draft-done = every die of the draft is taken: the phase is 'play' (with the dice to roll)
active-picks = after { $picks } { $picks ->
        [one] pick
       *[other] picks
    } from { $start }, { $seat } holds { $expected } active dice, not { $held }
reserve-picks = after { $picks } { $picks ->
        [one] pick
       *[other] picks
    } from { $start }, { $seat } holds { $expected } reserve dice, not { $held }
