# Catalogue `chroma_cubes` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

symbols = { $number } { $noun }
and = { $first } and { $last }
seat-name = { $p }
bonus-symbol = the bonus symbol
lock-power = lock { $lock } (superpower: { $power })
die = { $colour } die { $n }
dice-group = { $colour } { $n ->
        [one] die
       *[other] dice
    } { $numbers }
die-faces = { $die }: { $shown }
shown-on = { $symbols } on { $n ->
        [one] one face
       *[other] { $n } faces
    } each
section = the { $figure }'s { $label }
section-of-s = the { $figure }' { $label }
section-of-numbered = { $figure }'s { $label }
is-start = { $p } { $p-person ->
        [second] are
       *[third] is
    } the start player
shows = { $die } shows { $a-a } and { $b-a }
drafts-active = { $p } { $p-person ->
        [second] draft
       *[third] drafts
    } { $die } into { $p-person ->
        [second] your
       *[third] their
    } active dice
drafts-reserve = { $p } { $p-person ->
        [second] draft
       *[third] drafts
    } { $die } into { $p-person ->
        [second] your
       *[third] their
    } reserve
colours = { $p } { $p-person ->
        [second] colour
       *[third] colours
    } { $section } ({ $need }) with { $using }
colours-completing = { $p } { $p-person ->
        [second] colour
       *[third] colours
    } { $section } ({ $need }) with { $using }, completing the { $figure }
colours-lock = { $p } { $p-person ->
        [second] colour
       *[third] colours
    } a side of { $lock } with { $need }
colours-lock-unlocking = { $p } { $p-person ->
        [second] colour
       *[third] colours
    } a side of { $lock } with { $need }, unlocking the superpower
activates = { $p } { $p-person ->
        [second] give
       *[third] gives
    } { $give } to { $to-person ->
        [second] your
       *[third] { $to }'s
    } reserve and { $p-person ->
        [second] activate
       *[third] activates
    } { $take } from { $p-person ->
        [second] your
       *[third] their
    } own reserve
rerolls = { $p } { $p-person ->
        [second] use
       *[third] uses
    } the reroll superpower on { $die }
makes-wild = { $p } { $p-person ->
        [second] use
       *[third] uses
    } the wild superpower: { $die } also counts as { $symbol-a } this round
flips = { $p } { $p-person ->
        [second] use
       *[third] uses
    } the flip superpower: { $die } turns to { $face }
takes = { $p } { $p-person ->
        [second] take
       *[third] takes
    } { $die } as an extra die and { $p-person ->
        [second] roll
       *[third] rolls
    } it
trades = { $p } { $p-person ->
        [second] trade
       *[third] trades
    } { $die } for { $stock } from the trade stock and { $p-person ->
        [second] roll
       *[third] rolls
    } it
starts-cairn = { $p } { $p-person ->
        [second] start
       *[third] starts
    } cairn { $n }
ends-turn = { $p } { $p-person ->
        [second] end
       *[third] ends
    } the turn
ends-turn-saving = { $p } { $p-person ->
        [second] end
       *[third] ends
    } the turn, saving { $dice }
ends-round = { $p } { $p-person ->
        [second] end
       *[third] ends
    } { $p-person ->
        [second] your
       *[third] their
    } round
ends-round-saving = { $p } { $p-person ->
        [second] end
       *[third] ends
    } { $p-person ->
        [second] your
       *[third] their
    } round, saving { $dice }
game-over = The game is over
rolling = Dice are being rolled
waiting-draft = Waiting for { $p } to draft a die
draft-for-reserve = Draft a die for your reserve
draft-for-reserve-alone = Draft a die for your reserve (playing alone, you will not use it: activating a reserve die means giving a die to an opponent)
draft-for-active = Draft a die for your active dice
ended-waiting = You ended your round: waiting for { $others }
extra-die-due = You unlocked an extra die: take one of the leftover dice (it is rolled at once)
choose-cairn = The cairn is full: choose the next cairn to start
cairn-turn = Turn { $t }, cairn { $c } stone { $s }: colour sections with your dice, then end the turn
cairn-first-turn = Turn { $t }, cairn { $c } stone { $s }: colour sections with your dice (use at least one die), then end the turn
trade-stone = this is a trade stone: you may swap an unused die for a stock die
bonus-stone = this is a bonus stone: you may use one extra { $symbol }
round-prompt = Round { $r }: colour sections or a superpower lock with your dice, activate a reserve die, or end your round ({ $score } of { $goal } { $goal ->
        [one] point
       *[other] points
    })
round-prompt-alone = Round { $r }: colour sections or a superpower lock with your dice, or end your round ({ $score } of the { $goal } { $goal ->
        [one] point
       *[other] points
    } that win)
last-round = last round: the goal was reached by { $who }, so the game ends with this round
over-now = The game is over.
rolling-wait = Dice are being rolled: wait for the roll.
draft-first = First everyone drafts their dice, in seat order.
turn-to-draft = It is { $p-person ->
        [second] your
       *[third] { $p }'s
    } turn to draft.
draft-from-centre = Draft a die from the centre of the table.
not-possible = '{ $kind }' is not possible now.
not-a-move-now = '{ $kind }' is not a move now.
not-start-player = That is not a possible start player now.
not-waiting-roll = No die of that name is waiting to be rolled.
no-such-face = That die has no such face.
played-without = { $sheet } is played without { $colour } dice.
no-die-named = There is no die '{ $name }' in this game.
own-sheet = Colour only your own sheet.
drop-on-section = Drop dice on a section to colour it.
no-such-section = There is no such section on this sheet.
cannot-colour = Those dice cannot colour that section now.
not-now = Not now.
give-one = Give one die at a time.
no-reserve-die = You have no reserve die to activate.
activate-how = To activate a reserve die, give one of your unused active dice to an opponent's reserve.
not-a-move = That is not a move in Chroma Cubes.
draft-one = Draft one die at a time.
already-drafted = { $die } was already drafted.
active-full = Everyone has { $n } active { $n ->
        [one] die
       *[other] dice
    }: the rest of the draft goes to your reserve.
active-first = Draft { $n } active { $n ->
        [one] die
       *[other] dice
    } first, then your reserve dice.
draft-own = Draft a die into your own dice.
no-such-lock = This game has no such superpower lock.
works-by-itself = Lock { $lock } is unlocked: its power ({ $power }) works by itself.
power-one-die = Superpowers work on one die at a time.
drop-on-lock = Drop { $n } { $n ->
        [one] die
       *[other] dice
    } showing one symbol on a lock side.
same-symbol = A lock side needs dice that all show the same symbol.
no-common-symbol = Those dice show no symbol in common: dice colour a section together only when each shows its symbol.
no-section-needs = No section you still have to colour needs exactly { $need }: choose as many dice as the section shows of its symbol.
colours-nothing = { $die } can colour nothing now: every section still to colour that has its symbols needs more dice showing them.
round-not-started = The round has not started yet.
no-such-player = There is no such player.
ended-round = You have ended your round: wait for the next one.
take-extra-first = You unlocked an extra die: take it from the leftover dice first.
no-extra-die = You have no extra die to take: extra dice come from the score track.
choose-cairn-first = Choose the next cairn to start first.
cairn-when-full = You choose a new cairn only when the last stone of the current one is filled.
no-such-die = There is no such die.
in-reserve = { $die } is in your reserve: activate it first by giving an active die to an opponent.
not-active = { $die } is not one of your active dice.
die-used = { $die } was already used this round (each die once per round).
each-die-once = Each die can be used only once.
does-not-show = { $die } does not show { $symbol-a }.
section-done = You already coloured { $section }.
section-needs = That section needs { $need }; you chose { $chosen }.
no-bonus = This turn has no bonus symbol of that kind to use.
no-such-symbol = There is no such symbol.
lock-done = You already unlocked lock { $lock }.
sides-differ = The other side of lock { $lock } already has { $symbols }: the sides need different symbols.
symbol-on-other-lock = You already coloured a lock side with { $symbols }: every lock side needs a different symbol.
arrived-this-round = { $die } came to your reserve this round: you can activate it from the next round.
lock-needs = A side of a superpower lock needs { $need }; you chose { $chosen }.
solo-no-activate = Activating a reserve die means giving a die to an opponent: you play alone.
already-activated = You already activated a reserve die this round.
give-to-opponent = Give the die to an opponent's reserve, not your own.
reserve-full = { $p } already { $p-person ->
        [second] hold
       *[third] holds
    } { $number } reserve { $n ->
        [one] die
       *[other] dice
    }: choose another opponent.
own-reserve-only = You can only activate one of your own reserve dice.
no-such-power = { $sheet } has no such superpower.
unlock-first = Unlock lock { $lock } first.
power-used = You already used that superpower this round.
already-shows = { $die } already shows { $symbol-a }.
other-face = Choose another face of that die.
flip-shared = Flip turns a die only to a face that shares a symbol with its top face.
take-from-centre = Take the extra die from the leftover dice in the centre.
trade-cairn-only = Trading with the stock is part of the solo cairn game.
trade-stone-only = You may trade only on a trade stone's turn, once.
trade-from-stock = Trade for a die from your trade stock.
no-such-cairn = There is no such cairn.
cairn-filled = Cairn { $n } is already filled.
first-turn-use = On the first turn you must use at least one die.
figure-done = { $figure } completed
figure-done-first = { $figure } completed (first: +{ $n })
lock-unlocked = Superpower lock { $lock } unlocked
egg-in-time = { $figure } completed before its cairn ended
threshold-reached = Threshold { $goal } reached in round { $r }
threshold-missed = Threshold { $goal } not reached after { $r } { $r ->
        [one] round
       *[other] rounds
    }
cairns-filled = Cairns filled: { $n } of { $total }
tie-figures = Tied on { $points } { $points ->
        [one] point
       *[other] points
    }: the most completed figures ({ $top }) decides
tie-symbols = Tied on { $points } { $points ->
        [one] point
       *[other] points
    } and { $top } { $top ->
        [one] figure
       *[other] figures
    }: the most coloured symbols ({ $most }) decides
tie-shared = Tied on { $points } { $points ->
        [one] point
       *[other] points
    }, { $top } { $top ->
        [one] figure
       *[other] figures
    } and { $most } coloured { $most ->
        [one] symbol
       *[other] symbols
    }: shared win
ended-stuck = Nobody coloured anything in round { $r }, and nobody could in the next, not even with a reserve die or a superpower: the game ended before anyone reached { $goal } { $goal ->
        [one] point
       *[other] points
    }
ended-stuck-tie = { $ending }. { $tie }
ended-no-die = Turn { $t }: none of your dice could colour a section, so the game ended there ({ $n } of { $total } cairns filled)
solo-lost = { $points } { $points ->
        [one] point
       *[other] points
    }, short of the threshold of { $goal }: the solo game is lost
cairn-scored = { $points } { $points ->
        [one] point
       *[other] points
    }, { $n } of { $total } cairns filled (a cairn game is scored, not won or lost)
scored = Score: { $points } { $points ->
        [one] point
       *[other] points
    }
hint-only = This is the only move
hint-draft = Draft { $die }: its faces fit the sheet's symbols best
hint-draft-reserve = Draft { $die } into your reserve: its faces fit the sheet's symbols best, and it can come in for an active die that shows nothing you need (that die goes to an opponent's reserve)
hint-draft-reserve-alone = Draft { $die } into your reserve: alone you never use a reserve die, so let go of the one your sheet needs least (the leftover dice keep the better ones for your extra dice)
hint-take = Take { $die }: its faces fit what is left to colour
hint-lock = Colour a superpower lock side: { $n } { $n ->
        [one] die shows
       *[other] dice show
    } one symbol
hint-colour = Colour { $section }: the most points per die toward its figure
hint-wild = Wild: a die that cannot be used now counts as a wanted symbol
hint-flip = Flip: turn a useless die to a useful face
hint-activate = Activate a reserve die that can be used, giving away a useless one
hint-trade = Trade a useless die for a stock die
hint-reroll = Reroll a die that cannot be used
hint-unstick = Nothing can be coloured now: this move is a step toward a colouring
hint-complete = Colour { $section }: it completes a figure now
hint-most-dice = Colour { $section }: it uses the most dice now
hint-end-round = End the round: the unused dice are saved for the next one
hint-end-turn = End the turn: the unused dice are saved for the next one
hint-cairn = Start cairn { $n }: its egg is nearest completion
centre-you-active = Centre: draft a die into your active dice
centre-you-reserve = Centre: draft a die into your reserve
centre-active = Centre: { $p } { $p-person ->
        [second] draft
       *[third] drafts
    } a die into { $p-person ->
        [second] your
       *[third] their
    } active dice
centre-reserve = Centre: { $p } { $p-person ->
        [second] draft
       *[third] drafts
    } a die into { $p-person ->
        [second] your
       *[third] their
    } reserve
title = { $p } · { $sheet }
title-cairn = { $p } · { $sheet } · solo cairn game
title-race = { $p } · { $sheet } · first to { $goal } { $goal ->
        [one] point
       *[other] points
    }
leftover = Leftover dice: extra dice from the score track come from here
dice-count = { $n } { $n ->
        [one] die
       *[other] dice
    }
draft-status = Draft · { $score } of { $goal } { $goal ->
        [one] point
       *[other] points
    }
round-status = Round { $r } · { $score } of { $goal } { $goal ->
        [one] point
       *[other] points
    }
turn-status = Turn { $t } · { $score } { $score ->
        [one] point
       *[other] points
    }
locks-note = A lock side takes { $n } { $n ->
        [one] die
       *[other] dice
    } showing one symbol, the other side another symbol; unlocking scores { $bonus }.
locks-note-all = A lock side takes { $n } { $n ->
        [one] die
       *[other] dice
    } showing one symbol; every lock side you colour needs a symbol of its own; unlocking scores { $bonus }.
sides-coloured = { $k } of { $n } { $n ->
        [one] side
       *[other] sides
    } coloured
eggs = Eggs completed: { $n } of { $total } ({ $per } { $per ->
        [one] point
       *[other] points
    } each, +{ $bonus } if before its cairn is filled)
figure-nobody = { $figure } { $value } { $value ->
        [one] pt
       *[other] pts
    }: { $k } of { $n } { $n ->
        [one] section
       *[other] sections
    }; nobody has finished it
figure-race = { $figure } { $value } { $value ->
        [one] pt
       *[other] pts
    }: { $k } of { $n } { $n ->
        [one] section
       *[other] sections
    }; { $who } { $m ->
        [one] has
       *[other] have
    } { $r }; nobody has finished it
chart-first = The first to finish a figure scores +{ $bonus }
chart-eggs = { $per } { $per ->
        [one] point
       *[other] points
    } an egg, +{ $bonus } before its cairn is filled
figure-open = { $figure } { $value } { $value ->
        [one] pt
       *[other] pts
    }: { $k } of { $n } { $n ->
        [one] section
       *[other] sections
    }
figure-finished-first = { $figure } { $value } { $value ->
        [one] pt
       *[other] pts
    }: { $k } of { $n } { $n ->
        [one] section
       *[other] sections
    }; { $who } finished it first
figure-scored = { $figure } { $value } { $value ->
        [one] pt
       *[other] pts
    }: finished, { $p } scored { $points }
sheet-at-end = { $score } { $score ->
        [one] point
       *[other] points
    }; figures completed: { $figures }; symbols coloured: { $symbols }
effect-gain = +{ $n } { $n ->
        [one] point
       *[other] points
    } ({ $now } to { $after })
effect-no-gain = no change in points ({ $now })
effect-because = { $points }: { $why }
effect-the-figure = the { $figure }
effect-numbered-figure = { $figure }
effect-towards-first = towards { $figure } ({ $value } { $value ->
        [one] pt
       *[other] pts
    }), { $left } { $left ->
        [one] section
       *[other] sections
    } left; finishing it first scores { $worth }
effect-towards-late = towards { $figure } ({ $value } { $value ->
        [one] pt
       *[other] pts
    }), { $left } { $left ->
        [one] section
       *[other] sections
    } left; { $who } finished it first, so finishing it scores { $value }
effect-towards = towards { $figure } ({ $value } { $value ->
        [one] pt
       *[other] pts
    }), { $left } { $left ->
        [one] section
       *[other] sections
    } left
effect-rival-left = { $left } { $left ->
        [one] section
       *[other] sections
    } left for { $who }
effect-label-left = { $left } left
effect-label-race = { $left } left ({ $who }: { $r })
effect-label-side = side { $k } of { $n }
effect-completes-first = completes { $figure }: { $value } and +{ $bonus } for finishing it first
effect-completes-late = completes { $figure }: { $value } ({ $who } finished it first)
effect-completes = completes { $figure }: { $value }
effect-extra-dice = the score track then gives { $n } extra { $n ->
        [one] die
       *[other] dice
    }
effect-lock-unlocks = unlocks { $lock } and scores { $bonus }
effect-lock-side = colours side { $k } of { $n } of { $lock }; unlocking it scores { $bonus }
effect-leads = { $p } would then have { $s } { $s ->
        [one] point
       *[other] points
    } of the { $goal } needed to win, { $n } ahead of { $q }
effect-behind = { $p } would then have { $s } { $s ->
        [one] point
       *[other] points
    } of the { $goal } needed to win, { $n } behind { $q }
effect-level = { $p } would then have { $s } { $s ->
        [one] point
       *[other] points
    } of the { $goal } needed to win, level with { $q }
effect-alone = { $p } would then have { $s } { $s ->
        [one] point
       *[other] points
    } of the { $goal } to reach
effect-cairn-score = { $p } would then have { $s } { $s ->
        [one] point
       *[other] points
    }
effect-reaches = { $p } would then have { $s } { $s ->
        [one] point
       *[other] points
    }, enough to win ({ $goal }): the game ends with this round
teach-colour-a-section = Colour a section
teach-draft-why = { $n } { $n ->
        [one] die
       *[other] dice
    } to choose from: draft the symbols your next sections need
teach-draft-why-reserve = { $n } { $n ->
        [one] die
       *[other] dice
    } to choose from: a reserve die keeps its face until you swap it in for an active die you cannot use
teach-draft-why-reserve-alone = { $n } { $n ->
        [one] die
       *[other] dice
    } to choose from: take the one your sheet needs least, and the better ones stay for your extra dice
teach-figure-left = { $figure }, { $n } { $n ->
        [one] section
       *[other] sections
    } left
teach-activate = Activate a reserve die
teach-activate-why = give an unused active die to another player's reserve
teach-trade = Trade a die
teach-trade-why = a trade stone swaps an unused die for a stock die
teach-lock = Colour a lock side
teach-lock-why = dice showing one symbol; an unlocked lock gives a superpower
teach-reroll = Superpower: reroll a die
teach-reroll-why = for a face your sections need
teach-wild = Superpower: a die counts as one more symbol
teach-wild-why = this round
teach-flip = Superpower: turn a die
teach-flip-why = to a face sharing a symbol with the one it shows
teach-take = Take your extra die
teach-take-why = the score track unlocked it
teach-cairn = Start the next cairn
teach-end = End your round
teach-end-why = your unused dice are saved
teach-topic-figures = figures
teach-topic-colouring = colouring a section
teach-topic-draft = the draft
teach-topic-reserves = reserve dice
teach-topic-superpowers = superpowers
teach-topic-extra-die = the extra die
