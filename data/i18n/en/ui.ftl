### The UI's own words in English, as the code says them: one message per (Qt context, text).
### Written by tools/update_translations.py from the code; do not edit it (change the code's words, then run the tool).
### Each other language's ui.ftl has the same ids; the tool makes its .ts and .qm from it.


## AccessibleTable

ui-accessible-table-area-69bf30 = Area
ui-accessible-table-piece-f7e205 = Piece
ui-accessible-table-face-down-card-43b8f0 = Face-down card
ui-accessible-table-card-27a63a = Card
ui-accessible-table-the-only-move-now-684e8c = { $enter } (the only move now)
ui-accessible-table-move-of-here-434c9f = { $enter } (move { $index } of { $count } here)
ui-accessible-table-moves-f42f3a = Moves: { $moves }
ui-accessible-table-no-move-with-it-c12b50 = No move with it now
ui-accessible-table-taken-along-in-4ada40 = Taken along in: { $moves }
ui-accessible-table-in-your-area-6a3062 = in your area
ui-accessible-table-in-s-area-1f42d8 = in { $seat }'s area
ui-accessible-table-in-33fa48 = in { $place }

## Announcer

ui-announcer-earlier-messages-skipped-68f633 = Earlier messages skipped: { $count }.
ui-announcer-no-move-yet-7bfd29 = No move yet.
ui-announcer-this-game-s-scores-59bf7a = This game's scores are counted at the end.
ui-announcer-scores-c97877 = Scores: { $scores }.
ui-announcer-the-game-is-over-c997b2 = The game is over.
ui-announcer-the-game-is-over-574cf5 = The game is over. Won: { $winners }. Scores: { $scores }.
ui-announcer-the-game-is-over-176e60 = The game is over. Scores: { $scores }.

## BestMoves

ui-best-moves-the-only-move-fccf01 = the only move
ui-best-moves-as-good-as-1-708a52 = as good as 1
ui-best-moves-b3f040 = { $percent } %
ui-best-moves-about-be46a2 = about { $percent } %
ui-best-moves-to-0d5591 = { $low } to { $high } %
ui-best-moves-d3f8db = { $low }–{ $high } %
ui-best-moves-click-to-play-it-018fc7 = Click to play it.
ui-best-moves-the-search-could-not-94495c = The search could not tell it from the first: not surely better after { $n } playouts (fewer games, or within chance). Click to play it.
ui-best-moves-it-won-of-playouts-4106c4 = It won { $percent } % of { $n } playouts: the true chance is likely between { $low } and { $high } % (19 times in 20). Click to play it.
ui-best-moves-from-playouts-click-to-9c5992 = From { $n } playouts. Click to play it.
ui-best-moves-best-fe6297 = (best)
ui-best-moves-best-moves-59441c = Best moves
ui-best-moves-win-chances-from-the-3922e6 = Win chances from the Hard bot's search, as sure as its playouts allow: a range the true chance is likely in. Enter plays the first; click a move to play it.
ui-best-moves-thinking-bad509 = Thinking…

## ChromaCubesTable

ui-chroma-cubes-table-trade-a04906 = ⇄ trade
ui-chroma-cubes-table-sheets-at-the-end-9cb250 = Sheets at the end
ui-chroma-cubes-table-none-7b1f0c = none
ui-chroma-cubes-table-scoring-chart-26ca73 = Scoring chart
ui-chroma-cubes-table-goal-cacea6 = goal { $n }
ui-chroma-cubes-table-extra-die-at-b52515 = { " " }· extra die at { $scores }
ui-chroma-cubes-table-lock-7405ab = Lock { $lock } · { $power }
ui-chroma-cubes-table-unlocked-works-by-itself-ae0370 = unlocked: works by itself
ui-chroma-cubes-table-unlocked-used-this-round-759aeb = unlocked: used this round
ui-chroma-cubes-table-unlocked-drop-a-die-23b4af = unlocked: drop a die here to use it
ui-chroma-cubes-table-stuck-b60f8b = stuck
ui-chroma-cubes-table-to-use-ac76f1 = { $n } to use
ui-chroma-cubes-table-used-95c7dd = { " " }· { $n } used
ui-chroma-cubes-table-stuck-d87db7 = { " " }· { $n } stuck
ui-chroma-cubes-table-your-active-dice-b14ecd = Your active dice
ui-chroma-cubes-table-used-8e0459 = used:
ui-chroma-cubes-table-end-my-turn-2a5a4f = End my turn
ui-chroma-cubes-table-your-reserve-f8d489 = Your reserve
ui-chroma-cubes-table-of-f180d3 = { $n } of { $most }
ui-chroma-cubes-table-end-my-round-49690d = End my round
ui-chroma-cubes-table-trade-stone-drop-an-d091dc = trade stone: drop an unused die on a stock die
ui-chroma-cubes-table-trade-on-a-trade-f22fa7 = trade on a trade stone's turn
ui-chroma-cubes-table-trade-stock-4cb48a = Trade stock
ui-chroma-cubes-table-active-8af850 = Active
ui-chroma-cubes-table-reserve-7e6045 = Reserve
ui-chroma-cubes-table-choose-the-next-cairn-27f1d7 = choose the next cairn: click it
ui-chroma-cubes-table-filled-egg-in-time-6d3a4a = filled, egg in time: +1
ui-chroma-cubes-table-filled-139fe6 = filled
ui-chroma-cubes-table-now-stone-438cc5 = now: stone { $n }
ui-chroma-cubes-table-cairn-cc359f = Cairn { $n } · { $egg }
ui-chroma-cubes-table-score-track-of-points-ea6632 = Score track: { $score } of { $goal } points
ui-chroma-cubes-table-worth-a6ceea = { $figure }, worth { $value }
ui-chroma-cubes-table-coloured-aad97f = { $section }, { $need }, coloured
ui-chroma-cubes-table-c99b53 = { $section }, { $need }
ui-chroma-cubes-table-showing-02bf8e = { $die }, showing { $symbols }

## ChromaMixTable

ui-chroma-mix-table-refill-938a3f = Refill
ui-chroma-mix-table-swap-504f93 = Swap
ui-chroma-mix-table-done-f1dcd2 = Done
ui-chroma-mix-table-skip-9373dc = Skip
ui-chroma-mix-table-deck-d39a69 = Deck
ui-chroma-mix-table-discard-19242b = Discard
ui-chroma-mix-table-mix-7a76bc = Mix
ui-chroma-mix-table-instant-effect-ddb178 = Instant effect:
ui-chroma-mix-table-continuous-effect-633529 = Continuous effect:
ui-chroma-mix-table-none-799ab6 = none
ui-chroma-mix-table-play-540286 = play:
ui-chroma-mix-table-hand-2cc666 = hand:
ui-chroma-mix-table-tucked-da8247 = tucked:
ui-chroma-mix-table-cards-at-the-end-84709f = Cards at the end
ui-chroma-mix-table-confident-billy-e07b22 = Confident Billy
ui-chroma-mix-table-win-card-066ef6 = Win card: { $card }
ui-chroma-mix-table-supply-2349de = Supply
ui-chroma-mix-table-rank-market-b9eff3 = Rank { $rank } market
ui-chroma-mix-table-tucked-under-mustard-b7f0de = Tucked under Mustard
ui-chroma-mix-table-your-hand-ef298e = Your hand
ui-chroma-mix-table-yes-a26014 = yes
ui-chroma-mix-table-no-38054d = no
ui-chroma-mix-table-not-known-067c23 = not known
ui-chroma-mix-table-met-8c4090 = met
ui-chroma-mix-table-of-done-38e10e = { $done } of { $parts } done
ui-chroma-mix-table-not-started-923140 = not started
ui-chroma-mix-table-rank-deck-cards-left-7c9c2c = Rank { $rank } deck, cards left: { $count }
ui-chroma-mix-table-rank-discard-pile-empty-d74f7b = Rank { $rank } discard pile, empty
ui-chroma-mix-table-rank-discard-pile-cards-7e905b = Rank { $rank } discard pile, cards: { $count }

## CmykTable

ui-cmyk-table-pile-0b3f63 = Pile { $n }
ui-cmyk-table-tile-in-hand-4738b3 = Tile in hand
ui-cmyk-table-your-last-tile-214b78 = Your last tile
ui-cmyk-table-mosaics-at-the-end-500d31 = Mosaics at the end
ui-cmyk-table-none-7137f5 = none
ui-cmyk-table-face-down-db9f1c = face down
ui-cmyk-table-deck-758485 = deck { $n }
ui-cmyk-table-game-b0d3c2 = game { $n }
ui-cmyk-table-public-objectives-0b1c53 = Public objectives
ui-cmyk-table-counts-for-everyone-76e605 = Counts for everyone: { $objective }.
ui-cmyk-table-cancelled-by-the-next-d4cc09 = Cancelled by the next card.
ui-cmyk-table-stopped-9c1aa9 = stopped
ui-cmyk-table-each-side-shows-its-c5c574 = Each side shows its ink in % (on small tiles: { $glyphs })  ·  { $mark } the initial tile  ·  K-tiles match any mark of their ink
ui-cmyk-table-for-your-left-neighbour-775929 = For your left neighbour
ui-cmyk-table-click-or-r-turns-c6fef1 = Click or R turns it
ui-cmyk-table-it-turns-to-fit-e2e0bf = It turns to fit
ui-cmyk-table-put-back-on-pile-f5d093 = Put back on pile { $n }
ui-cmyk-table-put-back-c03eb9 = Put back
ui-cmyk-table-discard-k-tile-2957f3 = Discard K-tile
ui-cmyk-table-stop-taking-tiles-7c3f59 = Stop taking tiles
ui-cmyk-table-click-a-pile-then-be58cf = Click a pile, then drag its tile onto a lit space.
ui-cmyk-table-not-dealt-yet-029f97 = not dealt yet
ui-cmyk-table-your-private-objective-b7969b = Your private objective
ui-cmyk-table-your-score-if-the-48d3c6 = Your score if the game ended now
ui-cmyk-table-nothing-yet-2a478d = nothing yet
ui-cmyk-table-hidden-7dd0d3 = hidden
ui-cmyk-table-private-f7273e = private: { $objective }
ui-cmyk-table-tiles-in-pile-c02d53 = { $count } tiles in pile { $n }
ui-cmyk-table-each-side-of-a-35b92e = Each side of a tile shows its ink in percent; K-tiles match any mark of their ink
ui-cmyk-table-r-turns-it-8a04dd = R turns it
ui-cmyk-table-tab-goes-through-the-2cb301 = Tab goes through the moves; Enter plays the one it is on

## ColorettoTable

ui-coloretto-table-golden-b8694a = Golden
ui-coloretto-table-last-round-3f6a56 = Last round
ui-coloretto-table-row-c2c55c = Row { $n }
ui-coloretto-table-draw-179f24 = Draw
ui-coloretto-table-card-332009 = Card
ui-coloretto-table-game-over-3e88de = Game over
ui-coloretto-table-drawn-card-a557c2 = drawn card
ui-coloretto-table-this-is-the-last-6e1a01 = This is the last round
ui-coloretto-table-no-card-drawn-762c3a = No card drawn
ui-coloretto-table-drawn-card-964bf2 = Drawn card: { $card }

## GameManifest

ui-game-manifest-collect-chameleons-in-three-31fc2c = Collect chameleons in three colours, and no more.
ui-game-manifest-print-mix-and-refill-10e950 = Print, mix and refill pigment cards; race to a win condition.
ui-game-manifest-roll-dice-and-colour-79a283 = Roll dice and colour your picture, section by section.
ui-game-manifest-grab-triangle-tiles-in-af9b47 = Grab triangle tiles in real time and build matching mosaics.

## GameOption

ui-game-option-1-2-db8f5e = %1: %2
ui-game-option-edition-250e3d = Edition
ui-game-option-original-3-jokers-15-23bb0d = original: 3 jokers, 15 cards under the last-round card, starting colours dealt; newer: golden joker, 16 cards under, starting colours chosen
ui-game-option-original-18ae5d = Original
ui-game-option-newer-6ef37b = Newer
ui-game-option-scoring-side-d6d222 = Scoring side
ui-game-option-brown-1-3-6-7b082d = brown: 1/3/6/10/15/21; purple (difficult): 1/4/8/7/6/5
ui-game-option-brown-0ff53d = Brown
ui-game-option-purple-5eeb7e = Purple
ui-game-option-colours-removed-2-3-7c5c4e = Colours removed (2-3 players)
ui-game-option-random-the-colours-set-b6de84 = random: the colours set aside with 2 or 3 players are drawn at random; chosen: player 1 chooses them (the Italian rulebook's 'a colour of your choice')
ui-game-option-random-b6de75 = Random
ui-game-option-chosen-00c95c = Chosen
ui-game-option-tie-break-newer-edition-7d7ece = Tie-break (newer edition)
ui-game-option-newer-edition-tied-scores-e0edf8 = newer edition, tied scores: the most cards of one colour wins. not counted: colour cards only; counted: jokers count in the colour they score for
ui-game-option-not-counted-86bf7b = Not counted
ui-game-option-counted-a04a69 = Counted
ui-game-option-variable-win-card-b54cd9 = Variable win card
ui-game-option-random-rulebook-step-4-cf0529 = random (rulebook step 4), one card chosen, or none (the rulebook's 'skip on first play')
ui-game-option-burgundy-4ae330 = Burgundy
ui-game-option-mustard-c8527b = Mustard
ui-game-option-petrol-71c4a7 = Petrol
ui-game-option-none-21d57d = None
ui-game-option-burgundy-s-count-6336cf = Burgundy's count
ui-game-option-rulebook-exactly-4-rank-54eb14 = rulebook: exactly 4 rank 1, 3 rank 2, 2 rank 3 and Burgundy; card: exactly Burgundy, 2 rank 3, 3 rank 2
ui-game-option-rulebook-3cf3cc = Rulebook
ui-game-option-card-076aba = Card
ui-game-option-key-s-extra-actions-f99f5c = Key's extra actions
ui-game-option-normal-key-grants-mix-2ffb5c = normal: Key grants mix, refill and print in one turn once printed by your Print action (or in play as the turn began); any: also when printed by Violet, Lavender or Fuchsia (never by Orange)
ui-game-option-normal-b87bc0 = Normal
ui-game-option-any-05c66d = Any
ui-game-option-pear-s-card-f81332 = Pear's card
ui-game-option-end-of-turn-each-b37d18 = end of turn: each Pear adds its rank-1 card when your turn ends, if you printed; after print: as soon as your first print action has resolved, so it can be used later that turn
ui-game-option-end-of-turn-c36622 = End of turn
ui-game-option-after-print-d24466 = After print
ui-game-option-hands-d4df3b = Hands
ui-game-option-hidden-others-see-only-6ab8f5 = hidden: others see only how many cards you hold; open: for teaching
ui-game-option-hidden-666b96 = Hidden
ui-game-option-open-e67b02 = Open
ui-game-option-solo-difficulty-f74445 = Solo difficulty
ui-game-option-solo-only-billy-gets-a75f39 = solo only: Billy gets 0/2/4/6 starting turns (lowest: you go first)
ui-game-option-lowest-3b3859 = Lowest
ui-game-option-easy-aa89c8 = Easy
ui-game-option-medium-3d7d63 = Medium
ui-game-option-hard-7f7e60 = Hard
ui-game-option-sheet-e157a2 = Sheet
ui-game-option-the-picture-everyone-colours-968871 = the picture everyone colours
ui-game-option-mode-8eef9a = Mode
ui-game-option-standard-first-to-the-5cc910 = standard: first to the sheet's threshold (alone: the score-attack); score attack: one player reaches the threshold in as few rounds as possible; cairn: the solo Easter Eggs cairn game (always on the Easter Eggs sheet)
ui-game-option-standard-e9dff3 = Standard
ui-game-option-score-attack-90b979 = Score attack
ui-game-option-cairn-937bca = Cairn
ui-game-option-dice-faces-008bb7 = Dice faces
ui-game-option-which-symbols-share-a-b73d7c = which symbols share a face (both layouts are inferred and equally likely)
ui-game-option-a-647e34 = A
ui-game-option-b-c4b101 = B
ui-game-option-reserve-activations-1f81cb = Reserve activations
ui-game-option-one-each-player-activates-c26360 = one: each player activates at most one reserve die a round (two with the extra reserve move superpower); unlimited: as many as they like, but a die given to a reserve this round can be activated only from the next round (the extra reserve move superpower then adds nothing)
ui-game-option-one-de7cc7 = One
ui-game-option-unlimited-89c19b = Unlimited
ui-game-option-lock-symbols-e73013 = Lock symbols
ui-game-option-per-lock-the-two-cab583 = per lock: the two sides of a superpower lock need different symbols, and another lock may use them again; all locks: every lock side a player colours needs a symbol they have used on no other lock side
ui-game-option-per-lock-dcb988 = Per lock
ui-game-option-all-locks-8e0513 = All locks
ui-game-option-match-7c0987 = Match
ui-game-option-single-one-game-three-696da3 = single: one game; three games: 2 VP for first and 1 VP for second place over 3 games; total score: play until someone has 40 points in total
ui-game-option-single-9c2c82 = Single
ui-game-option-three-games-46f8e1 = Three games
ui-game-option-total-score-81dc76 = Total score
ui-game-option-edge-order-9d9f5b = Edge order
ui-game-option-fixed-every-tile-shows-3fdaa5 = fixed: every tile shows its inks clockwise in the printed order; free: a tile may also be laid flipped (mirrored order)
ui-game-option-fixed-8b5cc9 = Fixed
ui-game-option-free-8e2884 = Free
ui-game-option-removal-rule-dc7ea5 = Removal rule
ui-game-option-when-nobody-can-place-b4ca1f = when nobody can place a pile's top tile, one tile goes per player: active: per player still taking tiles; all: per player, those who stopped too
ui-game-option-active-6fcdc3 = Active
ui-game-option-all-761543 = All

## HandOverPage

ui-hand-over-page-the-table-is-hidden-5f6d11 = The table is hidden so that nobody sees another player's cards.
ui-hand-over-page-pass-the-table-to-0dbe76 = Pass the table to { $name }
ui-hand-over-page-i-am-show-my-4f86ea = I am { $name }: show my table

## HelpMenu

ui-help-menu-tab-arrows-move-among-42fae1 = Tab, arrows: move among the legal moves
ui-help-menu-enter-or-space-play-5fe227 = Enter or Space: play the highlighted move
ui-help-menu-ctrl-tab-leave-the-8a006c = Ctrl+Tab: leave the table for the side panel (and an online table's chat)
ui-help-menu-esc-cancel-3a7908 = Esc: cancel
ui-help-menu-h-hint-cce9c3 = H: hint
ui-help-menu-z-enlarge-the-highlighted-81c71f = Z: enlarge the highlighted card
ui-help-menu-r-turn-the-tile-fed5d5 = R: turn the tile (the next move with the same place)
ui-help-menu-p-read-the-whole-f57956 = P: read the whole position aloud
ui-help-menu-s-read-the-scores-e881a7 = S: read the scores aloud
ui-help-menu-l-read-the-last-09fdeb = L: read the last moves aloud
ui-help-menu-0-zoom-in-zoom-009516 = +, -, 0: zoom in, zoom out, fit the table
ui-help-menu-ctrl-z-ctrl-shift-00adb4 = Ctrl+Z, Ctrl+Shift+Z: undo, redo
ui-help-menu-reviewing-a-game-arrows-6569d1 = Reviewing a game: arrows step, Home and End go to its ends
ui-help-menu-keys-e49bfc = Keys

## LessonBox

ui-lesson-box-lesson-6df73c = Lesson
ui-lesson-box-lesson-goal-23e160 = Lesson goal
ui-lesson-box-why-it-was-right-be4c04 = Why it was right
ui-lesson-box-try-again-4f8c5e = Try &again
ui-lesson-box-next-lesson-3d1c33 = &Next lesson
ui-lesson-box-all-lessons-3167a2 = All &lessons
ui-lesson-box-lesson-of-268d1c = Lesson { $number } of { $total }: { $title }
ui-lesson-box-the-rule-9d8933 = The rule ({ $source }; { $note }): “{ $rule }”
ui-lesson-box-the-rule-22a2e7 = The rule ({ $source }): “{ $rule }”
ui-lesson-box-right-now-the-others-1b16b2 = Right. Now the others answer your move…
ui-lesson-box-lesson-67a7e7 = { $game } lesson

## LessonsPage

ui-lessons-page-learn-the-rules-07a580 = Learn the rules
ui-lessons-page-start-page-24098a = ← &Start page
ui-lessons-page-each-lesson-sets-up-33a96a = Each lesson sets up a table and teaches one rule: play the move it asks for, and it tells you why. Passed lessons are ticked.
ui-lessons-page-s-lessons-cannot-be-82c215 = { $game }'s lessons cannot be read: { $reason }
ui-lessons-page-lesson-84e472 = { $game } lesson: { $title }

## MainWindow

ui-main-window-reviewing-move-of-14af58 = Reviewing: move { $ply } of { $total }
ui-main-window-the-table-before-the-1fd989 = The table before the first move. → steps forward, Esc leaves.
ui-main-window-the-table-before-the-b230a8 = { $where }: the table before the first move.
ui-main-window-open-03747e = &Open…
ui-main-window-save-61ab1c = &Save
ui-main-window-save-as-ee7913 = Save &as…
ui-main-window-resume-last-game-c68326 = &Resume last game
ui-main-window-copy-position-8f6999 = &Copy position
ui-main-window-paste-position-9dac0b = &Paste position
ui-main-window-save-game-635b80 = Save game
ui-main-window-chroma-desktop-games-json-485b3a = Chroma Desktop games (*.json)
ui-main-window-could-not-save-a30663 = Could not save: { $reason }
ui-main-window-saved-to-c05c6a = Saved to { $file }.
ui-main-window-open-saved-game-acfcaf = Open saved game
ui-main-window-chroma-desktop-games-json-f86d86 = Chroma Desktop games (*.json);;All files (*)
ui-main-window-there-is-no-game-025dd8 = There is no game to resume yet.
ui-main-window-there-is-no-game-337287 = There is no game on the table to copy.
ui-main-window-position-copied-edit-paste-fcbf77 = Position copied: Edit → Paste position starts a game there.
ui-main-window-the-clipboard-holds-no-629eba = The clipboard holds no position to play: { $reason }
ui-main-window-a-new-game-from-84bc17 = A new game from the position: undo goes back no further.
ui-main-window-how-to-play-caf919 = &How to play
ui-main-window-rulings-c472a5 = &Rulings…
ui-main-window-keys-74de1b = &Keys
ui-main-window-about-chroma-desktop-6743c4 = &About Chroma Desktop
ui-main-window-about-chroma-desktop-8604da = About Chroma Desktop
ui-main-window-a-desktop-tabletop-for-10a6fd = A desktop tabletop for Chroma Mix, Coloretto, Chroma Cubes and CMYK!.
ui-main-window-language-785e49 = &Language
ui-main-window-game-830a4f = &Game
ui-main-window-edit-d36e27 = &Edit
ui-main-window-view-b13022 = &View
ui-main-window-help-ba915d = &Help
ui-main-window-new-game-a860d7 = &New game…
ui-main-window-start-page-fe24c6 = &Start page
ui-main-window-quit-5ec23b = &Quit
ui-main-window-undo-c0ac1c = &Undo
ui-main-window-redo-86e93e = &Redo
ui-main-window-hint-eef547 = &Hint
ui-main-window-which-move-982f8d = Which move?
ui-main-window-this-drop-could-mean-517f80 = This drop could mean several moves:
ui-main-window-host-online-game-e07c99 = &Host online game…
ui-main-window-join-online-game-2d2018 = &Join online game…
ui-main-window-my-online-games-3ce462 = &My online games…
ui-main-window-res-ign-online-game-1fef66 = Res&ign online game…
ui-main-window-resign-86dbb2 = Resign
ui-main-window-resign-this-game-it-7179a9 = Resign this game? It ends at once for everyone at the table, and they see that you resigned.
ui-main-window-resign-c1f344 = &Resign
ui-main-window-fast-9538c4 = &Fast
ui-main-window-normal-fdd08a = &Normal
ui-main-window-slow-81b46f = &Slow
ui-main-window-off-04f03b = &Off
ui-main-window-zoom-in-3b97d2 = Zoom &in
ui-main-window-zoom-out-fe2e2a = Zoom &out
ui-main-window-fit-table-to-window-0dce1b = &Fit table to window
ui-main-window-teach-mode-2c6f6e = &Teach mode
ui-main-window-animation-pace-a1b9e8 = Animation &pace

## MatchController

ui-match-controller-enter-ed889b = Enter: { $move }
ui-match-controller-the-hint-s-search-d59d9d = The hint's search stopped on a problem it did not foresee (technical detail: { $error })
ui-match-controller-hint-enter-plays-the-f2793f = Hint: Enter plays the first of the best moves.
ui-match-controller-every-bot-waits-and-2a45ee = Every bot waits and none will move.
ui-match-controller-could-not-move-68a70d = { $name } could not move: { $reason }
ui-match-controller-tried-an-illegal-move-92d5ff = { $name } tried an illegal move: { $reason }
ui-match-controller-autosave-failed-a26870 = Autosave failed: { $reason }
ui-match-controller-pass-the-table-to-a82b09 = Pass the table to { $name }.
ui-match-controller-the-game-is-over-f5b7e0 = The game is over.
ui-match-controller-the-lesson-is-done-4e679b = The lesson is done: try it again, or go on to the next lesson.
ui-match-controller-is-thinking-d77868 = { $names } is thinking…
ui-match-controller-click-one-of-the-3f656c = Click one of the highlighted places, or drag it there.
ui-match-controller-nothing-to-undo-here-2b0a7f = Nothing to undo here: a card was revealed since, or the game has just begun.
ui-match-controller-undone-980c5d = Undone.
ui-match-controller-redone-c5cbe8 = Redone.
ui-match-controller-drop-it-on-one-164786 = Drop it on one of the highlighted places.
ui-match-controller-just-changed-look-again-3a8302 = { $place } just changed: look again.
ui-match-controller-hint-enter-plays-it-9ed399 = Hint: { $reason } (Enter plays it.)

## NewGameDialog

ui-new-game-dialog-human-94f99d = Human
ui-new-game-dialog-bot-easy-d8ab3c = Bot: easy
ui-new-game-dialog-bot-normal-4f9f4f = Bot: normal
ui-new-game-dialog-bot-hard-d3cc5b = Bot: hard
ui-new-game-dialog-easy-4311df = Easy
ui-new-game-dialog-normal-d8f799 = Normal
ui-new-game-dialog-hard-70465b = Hard
# formatted: {seconds:g}
ui-new-game-dialog-about-one-tile-every-7fcfba = { $level }: about one tile every { $seconds } s
ui-new-game-dialog-player-882482 = Player { $n }
ui-new-game-dialog-new-game-169c62 = New game
ui-new-game-dialog-game-2cb0e1 = &Game
ui-new-game-dialog-players-e253fc = &Players
ui-new-game-dialog-seats-b1d1b9 = Seats
# formatted: {seconds:g}
ui-new-game-dialog-s-a-move-5e3c32 = { $seconds } s a move
ui-new-game-dialog-hard-bots-and-hints-a775b1 = Hard bots and hints &think
ui-new-game-dialog-options-b56881 = Options
ui-new-game-dialog-teach-mode-highlight-every-e2b2a3 = &Teach mode: highlight every legal move and explain it
ui-new-game-dialog-random-064177 = random
ui-new-game-dialog-seed-optional-replays-the-2663d4 = &Seed (optional, replays the same deal)
ui-new-game-dialog-start-50983c = &Start
ui-new-game-dialog-bots-play-in-real-43835c = Bots play in real time:
ui-new-game-dialog-seat-name-82b099 = Seat { $n } name
ui-new-game-dialog-seat-player-c39c24 = Seat { $n } player
ui-new-game-dialog-seat-834486 = Seat { $n }
ui-new-game-dialog-the-seed-must-be-9e0fdc = The seed must be a whole number (or empty).

## OnlineChat

ui-online-chat-say-something-689408 = Say something…
ui-online-chat-a-line-to-everyone-96079a = A line to everyone at the table (Enter sends it)
ui-online-chat-chat-597a0d = Chat
ui-online-chat-send-77b46c = Send

## OnlineController

ui-online-controller-the-table-changed-meanwhile-44a4a7 = the table changed meanwhile: here it is now
ui-online-controller-it-is-not-your-1d98de = it is not your turn
ui-online-controller-too-many-moves-at-f54024 = too many moves at once: slow down
ui-online-controller-the-game-is-over-bc5e22 = the game is over
ui-online-controller-spectators-watch-they-cannot-037b2e = spectators watch: they cannot play
ui-online-controller-the-server-cannot-store-941550 = the server cannot store moves just now: try again in a moment
ui-online-controller-the-server-refused-the-64decb = The server refused the move: { $reason }
ui-online-controller-sending-your-move-8b0032 = Sending your move…
ui-online-controller-waiting-for-the-server-06b17a = Waiting for the server…
ui-online-controller-away-4afba3 = { " " }(away)
ui-online-controller-waiting-for-a7a4c1 = Waiting for { $names }…
ui-online-controller-an-online-game-is-1fc172 = an online game is saved once it is over
ui-online-controller-the-server-sent-a-a235f4 = The server sent a frame this app cannot read (technical detail: { $reason })
ui-online-controller-the-server-sent-a-df4cc8 = The server sent a table this app cannot read (technical detail: { $reason })
ui-online-controller-everyone-asked-for-a-638db7 = Everyone asked for a rematch: the new table opens…
ui-online-controller-rematch-asked-by-waiting-7e08c9 = Rematch asked by { $asked }; waiting for { $waiting }.
ui-online-controller-the-server-sent-no-c181a6 = the server sent no record of the game
ui-online-controller-the-game-s-record-1bacf5 = The game's record does not replay: { $reason }
ui-online-controller-disconnected-from-the-table-9fb9fb = Disconnected from the table: { $reason }
ui-online-controller-the-game-is-over-38f15b = The game is over: you resigned.
ui-online-controller-the-game-is-over-2bd580 = The game is over: { $name } resigned.
ui-online-controller-the-game-is-over-9048a3 = The game is over: { $scores }.
ui-online-controller-spectator-de93a0 = Spectator
ui-online-controller-player-001836 = Player { $n }
ui-online-controller-the-server-sent-a-5c7100 = The server sent a table this app cannot read.

## OnlineDialog

ui-online-dialog-friend-3ee353 = Friend
ui-online-dialog-bot-normal-7e42c6 = Bot: normal
ui-online-dialog-a-game-hosted-on-94d590 = A game hosted on this computer keeps its secrets on this computer: every hand and the seed that decides every draw are in its database, so whoever uses this computer could look at them. For a game where nobody can peek, play on a server none of the players runs.
ui-online-dialog-the-name-your-friends-fea9b9 = The name your friends see at the table
ui-online-dialog-no-server-answers-at-ef4a8e = no server answers at { $server }
ui-online-dialog-a-code-has-8-f9c07c = a code has 8 letters and digits, like K7QF-M2XD
ui-online-dialog-a-code-holds-only-57ddcf = a code holds only letters and digits, and no U
ui-online-dialog-a-server-address-is-7c00e4 = a server address is HOST:PORT, like 192.168.1.20:8765
ui-online-dialog-no-table-waits-for-63f1bf = no table waits for this code: it may be mistyped, used already or expired
ui-online-dialog-too-many-codes-tried-436996 = too many codes tried: wait a minute and try again
ui-online-dialog-host-online-game-dd17e4 = Host online game
ui-online-dialog-game-6ac30e = &Game
ui-online-dialog-players-a0ec0b = &Players
ui-online-dialog-your-name-794d0f = Your &name
ui-online-dialog-seats-cb8614 = Seats
ui-online-dialog-options-17d240 = Options
ui-online-dialog-invite-links-send-each-8dbb43 = Invite links: send each friend their own, privately
ui-online-dialog-open-the-table-a67efa = &Open the table
ui-online-dialog-where-the-table-is-82cdbe = Where the table is served
ui-online-dialog-on-this-computer-at-a7a157 = On &this computer, at address
ui-online-dialog-on-a-server-9ff0e3 = On a &server
ui-online-dialog-the-address-friends-reach-2e3b40 = The address friends reach this computer at (127.0.0.1: only this computer)
ui-online-dialog-any-free-port-8f5553 = any free port
ui-online-dialog-ws-host-port-4b15e3 = ws://HOST:PORT
ui-online-dialog-the-server-s-host-5aa53c = the server's host key
ui-online-dialog-seat-6a2d55 = Seat { $n }
ui-online-dialog-a-server-address-starts-0eed42 = A server address starts with ws:// or wss://
ui-online-dialog-the-table-could-not-1bdd66 = The table could not be opened: { $reason }
ui-online-dialog-no-short-codes-de4de5 = No short codes: { $reason }
ui-online-dialog-bot-1d77c1 = Bot { $n }
ui-online-dialog-friend-15ca5e = Friend { $n }
ui-online-dialog-joined-811e34 = { $name } joined
ui-online-dialog-copy-baca7e = &Copy
ui-online-dialog-short-code-for-seat-71904b = Short code for seat { $n }
ui-online-dialog-a-friend-can-type-958190 = A friend can type this in Join instead of the link; it works once
ui-online-dialog-cop-y-code-4acb3c = Cop&y code
ui-online-dialog-no-friend-s-seat-47da35 = No friend's seat: no link to send.
ui-online-dialog-c-opy-2e9800 = C&opy
ui-online-dialog-to-watch-4483d8 = To watch
ui-online-dialog-join-online-game-550b52 = Join online game
ui-online-dialog-chroma-host-port-table-cf134c = chroma://HOST:PORT/TABLE?seat=… or K7QF-M2XD
ui-online-dialog-invite-link-or-code-a563ff = Invite &link or code
ui-online-dialog-paste-43d371 = &Paste
ui-online-dialog-host-port-0fded5 = HOST:PORT
ui-online-dialog-where-a-code-is-1ec0f5 = Where a code is looked up (a link, or a code written CODE@HOST:PORT, names its own server)
ui-online-dialog-server-for-a-code-0fe7df = &Server for a code
ui-online-dialog-join-6061be = &Join
ui-online-dialog-this-is-neither-an-4e1a12 = This is neither an invite link nor a code: { $reason }
ui-online-dialog-looking-the-code-up-a8575a = Looking the code up…
ui-online-dialog-this-is-not-an-6e7778 = This is not an invite link: { $reason }
ui-online-dialog-connecting-c8a475 = Connecting…
ui-online-dialog-could-not-join-d228eb = Could not join: { $reason }
ui-online-dialog-address-on-this-computer-556175 = Address on this computer
ui-online-dialog-port-7a112d = Port
ui-online-dialog-server-address-e5f91e = Server address
ui-online-dialog-server-s-host-key-fb6a1c = Server's host key

## OnlineGames

ui-online-games-my-online-games-15862e = My online games
ui-online-games-no-online-game-yet-77b2e2 = No online game yet: host one, or join one with an invite link.
ui-online-games-watching-3c8f50 = watching
ui-online-games-seat-a3478e = seat { $n }
ui-online-games-rejoin-7b9ac8 = &Rejoin
ui-online-games-copy-friends-links-7d4754 = &Copy friends' links
ui-online-games-seat-e5ab1f = Seat { $n }: { $link }
ui-online-games-this-computer-cannot-serve-b7994a = This computer cannot serve the table again: { $reason }

## ReferencePictures

ui-reference-pictures-the-table-of-a-2417d8 = The table of a { $players }-player game, a few turns in
ui-reference-pictures-a-die-of-each-01b442 = A die of each colour, each showing one of its faces
ui-reference-pictures-the-six-faces-of-417aac = The six faces of a { $colour } die: its own colour and its neighbours come up most
ui-reference-pictures-a-sheet-a-few-0fb581 = A sheet, a few sections coloured
ui-reference-pictures-rank-cards-e39aaf = Rank { $rank } cards
ui-reference-pictures-tiles-each-side-shows-e27059 = Tiles: each side shows an ink at a mark
ui-reference-pictures-a-k-tile-black-5b8b87 = A K-tile: black, it matches any mark of each ink
ui-reference-pictures-a-chameleon-card-of-f59855 = A chameleon card of each colour
ui-reference-pictures-joker-golden-joker-newer-b6c8bf = Joker, golden joker (newer edition), +2 and the last-round card

## ResultsDialog

ui-results-dialog-and-e02df0 = { " " }and{ " " }
ui-results-dialog-nobody-at-the-table-228339 = Nobody at the table wins
ui-results-dialog-you-win-d3b97a = You win!
ui-results-dialog-win-abdfb8 = { $names } win!
ui-results-dialog-wins-bcec9c = { $name } wins!
ui-results-dialog-you-resigned-d2376c = You resigned
ui-results-dialog-resigned-81c0a0 = { $name } resigned
ui-results-dialog-the-game-ended-there-c4cc17 = The game ended there, before its scoring.
ui-results-dialog-the-game-ended-there-2998cb = The game ended there: the scores as they stood, with no winner.
ui-results-dialog-results-c07e82 = Results
ui-results-dialog-place-892e6d = Place
ui-results-dialog-player-6f7992 = Player
ui-results-dialog-points-1018ca = Points
ui-results-dialog-ranking-7ce4f2 = Ranking
ui-results-dialog-winner-8b44ee = { $name }, winner
ui-results-dialog-for-3563c7 = For
ui-results-dialog-your-score-2c5c9f = Your score
ui-results-dialog-s-score-301568 = { $name }'s score
ui-results-dialog-not-added-to-the-b814fa = Not added to the score: it decided the places
ui-results-dialog-score-34c595 = Score
ui-results-dialog-figures-in-decided-the-b69abf = Figures in ( ) decided the places and are not added.
ui-results-dialog-review-game-1a80bf = &Review game
ui-results-dialog-step-through-the-game-ce78fc = Step through the game move by move (arrow keys)
ui-results-dialog-new-game-0b5a9b = &New game…
ui-results-dialog-re-match-b9d1b3 = Re&match
ui-results-dialog-the-same-game-and-52b758 = The same game and players, a new deal
ui-results-dialog-close-240ed1 = &Close

## RulesReference

ui-rules-reference-goal-a85890 = Goal
ui-rules-reference-components-c63633 = Components
ui-rules-reference-a-turn-05d54b = A turn
ui-rules-reference-scoring-winning-20f847 = Scoring / winning
ui-rules-reference-end-of-the-game-176eb6 = End of the game
ui-rules-reference-keyboard-and-mouse-25bfa0 = Keyboard and mouse
ui-rules-reference-where-the-rulebook-is-3ab6dd = Where the rulebook is unclear, Help → Rulings shows its words and the reading the app plays.
ui-rules-reference-how-to-play-213056 = How to play
ui-rules-reference-game-6af31d = Game:
ui-rules-reference-the-rules-reference-of-f53b5a = The rules reference of { $game } cannot be shown: { $reason }

## RulingsDialog

ui-rulings-dialog-where-the-rulebook-is-4d3543 = Where the rulebook is unclear, silent, damaged or contradicts itself: its own words, and the reading this app plays. A reading marked as an option can be changed when you set up a new game.
ui-rulings-dialog-the-rulebook-is-unclear-6830ce = The rulebook is unclear
ui-rulings-dialog-the-rulebook-is-silent-be59ec = The rulebook is silent
ui-rulings-dialog-the-rulebook-contradicts-its-0fd596 = The rulebook contradicts itself
ui-rulings-dialog-the-rulebook-s-text-355ff2 = The rulebook's text is damaged
ui-rulings-dialog-a-value-this-ruling-8653f9 = (a value this ruling does not describe)
ui-rulings-dialog-this-reading-is-not-808fe5 = This reading is not offered as an option by this version of the game.
ui-rulings-dialog-set-up-option-b-49e050 = Set-up option <b>{ $label }</b> in the New game dialog.
ui-rulings-dialog-the-app-s-reading-17531c = the app's reading
ui-rulings-dialog-not-the-app-s-3b8a8e = not the app's usual reading
ui-rulings-dialog-in-this-game-b92b82 = In this game: { $value }
ui-rulings-dialog-other-reading-80196b = Other reading
ui-rulings-dialog-other-readings-5f1881 = Other readings
ui-rulings-dialog-default-915ab5 = Default: { $value }
ui-rulings-dialog-also-offered-9c40af = Also offered
ui-rulings-dialog-in-english-f6ceab = In English: { $words }
ui-rulings-dialog-not-offered-4e9e0e = Not offered: { $readings }
ui-rulings-dialog-no-rulings-are-recorded-da8779 = No rulings are recorded for { $game }.
ui-rulings-dialog-the-rulebook-says-977fa6 = The rulebook says
ui-rulings-dialog-the-app-s-reading-291027 = The app's reading
ui-rulings-dialog-rulings-8827dc = Rulings
ui-rulings-dialog-game-4a51c4 = Game:
ui-rulings-dialog-b-b-the-game-3a45c5 = <b>{ $game }</b>: the game on the table
ui-rulings-dialog-the-rulings-cannot-be-b04b45 = The rulings cannot be shown: { $reason }

## Seats

ui-seats-you-40241e = You

## SessionLink

ui-session-link-that-server-has-no-7ce063 = that server has no such table
ui-session-link-the-link-s-seat-de2feb = the link's seat is not one of that table's
ui-session-link-that-server-plays-other-3ab113 = that server plays other rules: update the app
ui-session-link-too-much-was-sent-123911 = too much was sent too fast
ui-session-link-the-server-could-not-65ca50 = the server could not read what this app sent
ui-session-link-a-spectator-watches-and-d61f8a = a spectator watches and cannot play
ui-session-link-that-game-is-over-6b47df = that game is over
ui-session-link-the-code-is-not-71ec7f = the code is not valid
ui-session-link-the-server-cannot-read-319be9 = the server cannot read or store its tables just now: try again in a moment
ui-session-link-that-table-has-as-ff79ae = that table has as many spectators as it takes: try again later
ui-session-link-the-table-changed-meanwhile-b7578d = the table changed meanwhile
ui-session-link-it-is-not-that-af8204 = it is not that seat's turn
ui-session-link-the-rules-do-not-72bea6 = the rules do not allow that now
ui-session-link-the-server-refused-technical-707fa6 = the server refused (technical detail: { $why })
ui-session-link-the-server-cannot-be-3ff69f = the server cannot be reached (technical detail: { $why })

## SidePanel

ui-side-panel-hint-h-448477 = &Hint (H)
ui-side-panel-hint-625661 = &Hint
ui-side-panel-undo-ff2b4d = Undo
ui-side-panel-redo-60b5fc = Redo
ui-side-panel-what-to-do-now-f81684 = What to do now
ui-side-panel-why-not-and-hints-37be4f = Why not, and hints
ui-side-panel-game-log-dea778 = Game log
ui-side-panel-teach-mode-96581e = &Teach mode
ui-side-panel-results-4ba09c = Results…
ui-side-panel-review-game-c612c8 = Review game
ui-side-panel-first-move-home-be991e = First move (Home)
ui-side-panel-back-one-move-left-5d02e4 = Back one move (Left)
ui-side-panel-forward-one-move-right-803b6d = Forward one move (Right)
ui-side-panel-last-move-end-e42dd1 = Last move (End)
ui-side-panel-leave-review-3f4bbd = Leave review
ui-side-panel-more-about-these-moves-876dbb = More about these moves
ui-side-panel-teach-mode-every-open-2a4ad8 = Teach mode: every open move and why
ui-side-panel-fewer-words-705c50 = Fewer words

## SpokenWords

ui-spoken-words-of-8c2059 = { $done } of { $total }
ui-spoken-words-vp-victory-point-victory-ca3165 = VP: victory point, victory points; pts: point, points; pt: point, points

## StartPage

ui-start-page-resume-last-game-14bccc = &Resume last game
ui-start-page-1-player-3af3f9 = 1 player
ui-start-page-players-068ed0 = { $n } players
ui-start-page-after-1-move-afd9d8 = after 1 move
ui-start-page-after-moves-7946d0 = after { $n } moves
ui-start-page-resume-d036fa = &Resume { $game }
ui-start-page-start-page-852d77 = Start page
ui-start-page-colour-games-at-your-5f1d9d = Colour games at your desk: play friends, bots, or learn the rules.
ui-start-page-new-game-1a0689 = &New game…
ui-start-page-open-saved-game-d59f5c = &Open saved game…
ui-start-page-learn-the-rules-2fcc53 = &Learn the rules…
ui-start-page-short-lessons-on-the-11bea1 = Short lessons on the table, one rule at a time
ui-start-page-learn-the-rules-9b0700 = Learn the rules
ui-start-page-join-online-game-7aaf2a = &Join online game…
ui-start-page-sit-at-a-friend-cbae36 = Sit at a friend's table with the invite link or code they sent
ui-start-page-games-fc6097 = Games
ui-start-page-players-9c49fa = { $least }–{ $most } players
ui-start-page-new-game-6de2fc = New { $game } game
ui-start-page-the-last-game-is-011177 = The last game is finished: there is nothing to resume

## TableView

ui-table-view-game-table-d89bea = Game table

## TeachWords

ui-teach-words-new-to-lesson-a7784d = New to { $topic }? Lesson: { $title }
ui-teach-words-and-more-kinds-of-e164cd = • and { $n } more kinds of move
ui-teach-words-teach-mode-the-lit-fd6cd4 = Teach mode: the lit places show every legal move.
ui-teach-words-teach-mode-one-move-6adc51 = Teach mode: one move is open:
ui-teach-words-teach-mode-moves-are-76b9d4 = Teach mode: { $n } moves are open:

## TurnNotice

ui-turn-notice-over-e45435 = over
ui-turn-notice-your-turn-b4ad73 = your turn
ui-turn-notice-waiting-for-48952b = waiting for { $names }
ui-turn-notice-go-to-the-table-669629 = &Go to the table
ui-turn-notice-dismiss-cbb4ab = Dismiss
ui-turn-notice-your-turn-at-with-2a9f61 = Your turn at { $game } with { $names }
ui-turn-notice-your-turn-at-6281eb = Your turn at { $game }
ui-turn-notice-player-6dc041 = Player { $n }
