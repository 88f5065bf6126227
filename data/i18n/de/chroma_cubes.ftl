# Catalogue `chroma_cubes` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/chroma_cubes.ftl), with the Italian beside it. Terms:
# die/dice = Würfel (named "Würfel Rot 1", so no case changes it), draft = nehmen, active dice =
# aktive Würfel, reserve = Reserve, sheet = Bogen, section = Abschnitt, figure = Figur, symbol =
# Symbol, lock = Schloss, superpower = Superkraft, reroll = neu würfeln, wild = Joker, flip =
# Umdrehen, cairn = Steinmännchen, stone = Stein, trade stock = Tauschvorrat, colour (verb) =
# ausmalen, score track = Punkteleiste, egg = Ei.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

## Content words (colours, symbols with their article as a masculine noun names the case:
## `.ein` nominative, `.einen` accusative, `.keinen` accusative, none) are the terms of
## de/content/chroma_cubes.ftl; here the fixed words of the rules' code (how many, superpowers;
## a superpower in running text, lower case, where its content name starts a sentence).
-word-no = 0
-word-one = 1
-word-two = 2
-word-three = 3
-word-four = 4
-word-five = 5
-word-six = 6
-word-seven = 7
-word-eight = 8
-word-reroll-one = Neu würfeln
-word-wild-one = Joker
-word-flip-shared-symbol = Umdrehen
-word-extra-reserve-move = zusätzlicher Reservezug

## Names
symbols = { $number } { $noun }
and = { $first } und { $last }
seat-name = { $p-person ->
        [second] dir
       *[third] { $p }
    }
bonus-symbol = das Bonussymbol
lock-power = Schloss { $lock } (Superkraft: { $power })
die = Würfel { $colour } { $n }
dice-group = { $n ->
        [one] Würfel { $colour } { $numbers }
       *[other] { $n } Würfel { $colour }: { $numbers }
    }
die-faces = { $die }: { $shown }
shown-on = { $symbols } auf je { $n ->
        [one] einer Seite
       *[other] { $n } Seiten
    }
section = { $label } ({ $figure })
section-of-s = { $label } ({ $figure })
section-of-numbered = { $label } ({ $figure })

## The log
is-start = { $p } { $p-person ->
        [second] bist
       *[third] ist
    } Startspieler
shows = { $die } zeigt { $a-einen } und { $b-einen }
drafts-active = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $die } zu { $p-person ->
        [second] deinen
       *[third] den eigenen
    } aktiven Würfeln
drafts-reserve = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $die } in { $p-person ->
        [second] deine
       *[third] die eigene
    } Reserve
colours = { $p } { $p-person ->
        [second] malst
       *[third] malt
    } { $section } ({ $need }) mit { $using } aus
colours-completing = { $p } { $p-person ->
        [second] malst
       *[third] malt
    } { $section } ({ $need }) mit { $using } aus und { $p-person ->
        [second] vollendest
       *[third] vollendet
    } damit { $figure }
colours-lock = { $p } { $p-person ->
        [second] malst
       *[third] malt
    } eine Seite von { $lock } aus ({ $need })
colours-lock-unlocking = { $p } { $p-person ->
        [second] malst
       *[third] malt
    } eine Seite von { $lock } aus ({ $need }) und { $p-person ->
        [second] schaltest
       *[third] schaltet
    } die Superkraft frei
activates = { $p } { $p-person ->
        [second] gibst
       *[third] gibt
    } { $give } in { $to-person ->
        [second] deine Reserve
       *[third] die Reserve von { $to }
    } und { $p-person ->
        [second] aktivierst
       *[third] aktiviert
    } { $take } aus { $p-person ->
        [second] deiner
       *[third] der eigenen
    } Reserve
rerolls = { $p } setzt die Superkraft Neu würfeln auf { $die } ein
makes-wild = { $p } setzt die Superkraft Joker ein: { $die } zählt in dieser Runde auch als { $symbol-ein }
flips = { $p } setzt die Superkraft Umdrehen ein: { $die } zeigt nun { $face }
takes = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $die } als zusätzlichen Würfel und { $p-person ->
        [second] würfelst
       *[third] würfelt
    } ihn
trades = { $p } { $p-person ->
        [second] tauschst
       *[third] tauscht
    } { $die } gegen { $stock } aus dem Tauschvorrat und { $p-person ->
        [second] würfelst
       *[third] würfelt
    } ihn
starts-cairn = { $p } { $p-person ->
        [second] beginnst
       *[third] beginnt
    } Steinmännchen { $n }
ends-turn = { $p } { $p-person ->
        [second] beendest
       *[third] beendet
    } den Zug
ends-turn-saving = { $p } { $p-person ->
        [second] beendest
       *[third] beendet
    } den Zug und { $p-person ->
        [second] behältst
       *[third] behält
    } { $dice }
ends-round = { $p } { $p-person ->
        [second] beendest
       *[third] beendet
    } { $p-person ->
        [second] deine
       *[third] die eigene
    } Runde
ends-round-saving = { $p } { $p-person ->
        [second] beendest
       *[third] beendet
    } { $p-person ->
        [second] deine
       *[third] die eigene
    } Runde und { $p-person ->
        [second] behältst
       *[third] behält
    } { $dice }

## Prompts
game-over = Das Spiel ist vorbei
rolling = Die Würfel werden geworfen
waiting-draft = Warten, bis { $p-person ->
        [second] du
       *[third] { $p }
    } einen Würfel { $p-person ->
        [second] nimmst
       *[third] nimmt
    }
draft-for-reserve = Nimm einen Würfel für deine Reserve
draft-for-reserve-alone = Nimm einen Würfel für deine Reserve (allein wirst du ihn nicht nutzen: Einen Reservewürfel zu aktivieren heißt, einem Gegner einen Würfel zu geben)
draft-for-active = Nimm einen Würfel für deine aktiven Würfel
ended-waiting = Du hast deine Runde beendet: Warten auf { $others }
extra-die-due = Du hast einen zusätzlichen Würfel freigeschaltet: Nimm einen der übrigen Würfel (er wird sofort geworfen)
choose-cairn = Das Steinmännchen ist vollständig: Wähle das nächste Steinmännchen
cairn-turn = Zug { $t }, Steinmännchen { $c }, Stein { $s }: Male Abschnitte mit deinen Würfeln aus, dann beende den Zug
cairn-first-turn = Zug { $t }, Steinmännchen { $c }, Stein { $s }: Male Abschnitte mit deinen Würfeln aus (setze mindestens einen Würfel ein), dann beende den Zug
trade-stone = das ist ein Tauschstein: Du darfst einen ungenutzten Würfel gegen einen Würfel aus dem Vorrat tauschen
bonus-stone = das ist ein Bonusstein: Du darfst ein zusätzliches Symbol { $symbol } nutzen
round-prompt = Runde { $r }: Male Abschnitte oder ein Superkraft-Schloss mit deinen Würfeln aus, aktiviere einen Reservewürfel oder beende deine Runde ({ $score } von { $goal } { $goal ->
        [one] Punkt
       *[other] Punkten
    })

## Why a move is not allowed
round-prompt-alone = Runde { $r }: Male Abschnitte oder ein Superkraft-Schloss mit deinen Würfeln aus oder beende deine Runde ({ $score } von { $goal } { $goal ->
        [one] Punkt
       *[other] Punkten
    } zum Sieg)
last-round = letzte Runde: das Ziel wurde von { $who } erreicht, also endet das Spiel mit dieser Runde
over-now = Das Spiel ist vorbei.
rolling-wait = Die Würfel werden geworfen: Warte auf den Wurf.
draft-first = Zuerst nehmen alle ihre Würfel, in Sitzreihenfolge.
turn-to-draft = { $p-person ->
        [second] Du bist
       *[third] { $p } ist
    } mit dem Nehmen an der Reihe.
draft-from-centre = Nimm einen Würfel aus der Tischmitte.
not-possible = „{ $kind }“ ist jetzt nicht möglich.
not-a-move-now = „{ $kind }“ ist jetzt kein Zug.
not-start-player = Das ist jetzt kein möglicher Startspieler.
not-waiting-roll = Kein Würfel dieses Namens wartet darauf, geworfen zu werden.
no-such-face = Dieser Würfel hat keine solche Seite.
played-without = { $sheet } wird ohne Würfel der Farbe { $colour } gespielt.
no-die-named = In diesem Spiel gibt es keinen Würfel „{ $name }“.
own-sheet = Male nur deinen eigenen Bogen aus.
drop-on-section = Lege Würfel auf einen Abschnitt, um ihn auszumalen.
no-such-section = Diesen Abschnitt gibt es auf diesem Bogen nicht.
cannot-colour = Diese Würfel können diesen Abschnitt jetzt nicht ausmalen.
not-now = Nicht jetzt.
give-one = Gib einen Würfel nach dem anderen ab.
no-reserve-die = Du hast keinen Reservewürfel zum Aktivieren.
activate-how = Um einen Reservewürfel zu aktivieren, gib einen deiner ungenutzten aktiven Würfel in die Reserve eines Gegners.
not-a-move = Das ist kein Zug in Chroma Cubes.
draft-one = Nimm einen Würfel nach dem anderen.
already-drafted = { $die } wurde schon genommen.
active-full = Alle haben { $n } aktive { $n ->
        [one] Würfel
       *[other] Würfel
    }: Der Rest kommt in deine Reserve.
active-first = Nimm zuerst { $n } aktive { $n ->
        [one] Würfel
       *[other] Würfel
    }, dann deine Reservewürfel.
draft-own = Nimm einen Würfel zu deinen eigenen Würfeln.
no-such-lock = Dieses Spiel hat kein solches Superkraft-Schloss.
works-by-itself = Schloss { $lock } ist offen: Seine Kraft ({ $power }) wirkt von selbst.
power-one-die = Superkräfte wirken auf einen Würfel nach dem anderen.
drop-on-lock = Lege { $n } { $n ->
        [one] Würfel
       *[other] Würfel
    } mit einem Symbol auf eine Seite eines Schlosses.
same-symbol = Eine Seite eines Schlosses braucht Würfel, die alle dasselbe Symbol zeigen.
no-common-symbol = Diese Würfel zeigen kein gemeinsames Symbol: Würfel malen einen Abschnitt nur zusammen aus, wenn jeder sein Symbol zeigt.
no-section-needs = Kein Abschnitt, den du noch ausmalen musst, braucht genau { $need }: Wähle so viele Würfel, wie der Abschnitt Symbole zeigt.
colours-nothing = { $die } kann jetzt nichts ausmalen: Jeder noch offene Abschnitt mit seinen Symbolen braucht mehr Würfel, die sie zeigen.
round-not-started = Die Runde hat noch nicht begonnen.
no-such-player = Diesen Spieler gibt es nicht.
ended-round = Du hast deine Runde beendet: Warte auf die nächste.
take-extra-first = Du hast einen zusätzlichen Würfel freigeschaltet: Nimm ihn zuerst aus den übrigen Würfeln.
no-extra-die = Du hast keinen zusätzlichen Würfel zu nehmen: Zusätzliche Würfel kommen von der Punkteleiste.
choose-cairn-first = Wähle zuerst das nächste Steinmännchen.
cairn-when-full = Ein neues Steinmännchen wählst du erst, wenn der letzte Stein des jetzigen ausgemalt ist.
no-such-die = Diesen Würfel gibt es nicht.
in-reserve = { $die } ist in deiner Reserve: Aktiviere ihn zuerst, indem du einem Gegner einen aktiven Würfel gibst.
not-active = { $die } ist keiner deiner aktiven Würfel.
die-used = { $die } wurde in dieser Runde schon eingesetzt (jeder Würfel einmal pro Runde).
each-die-once = Jeder Würfel kann nur einmal eingesetzt werden.
does-not-show = { $die } zeigt { $symbol-keinen }.
section-done = Du hast { $section } schon ausgemalt.
section-needs = Dieser Abschnitt braucht { $need }; du hast { $chosen } gewählt.
no-bonus = In diesem Zug gibt es kein solches Bonussymbol zu nutzen.
no-such-symbol = Dieses Symbol gibt es nicht.
lock-done = Du hast Schloss { $lock } schon geöffnet.
sides-differ = Die andere Seite von Schloss { $lock } hat schon { $symbols }: Die Seiten brauchen verschiedene Symbole.
symbol-on-other-lock = Du hast schon eine Schlossseite ausgemalt, die { $symbols } zeigt: Jede Schlossseite braucht ein eigenes Symbol.
arrived-this-round = { $die } ist in dieser Runde in deine Reserve gekommen: Du kannst ihn ab der nächsten Runde aktivieren.
lock-needs = Eine Seite eines Superkraft-Schlosses braucht { $need }; du hast { $chosen } gewählt.
solo-no-activate = Einen Reservewürfel zu aktivieren heißt, einem Gegner einen Würfel zu geben: Du spielst allein.
already-activated = Du hast in dieser Runde schon einen Reservewürfel aktiviert.
give-to-opponent = Gib den Würfel in die Reserve eines Gegners, nicht in deine eigene.
reserve-full = { $p } { $p-person ->
        [second] hast
       *[third] hat
    } schon { $number } { $n ->
        [one] Reservewürfel
       *[other] Reservewürfel
    }: Wähle einen anderen Gegner.
own-reserve-only = Du kannst nur einen deiner eigenen Reservewürfel aktivieren.
no-such-power = { $sheet } hat keine solche Superkraft.
unlock-first = Öffne zuerst Schloss { $lock }.
power-used = Du hast diese Superkraft in dieser Runde schon eingesetzt.
already-shows = { $die } zeigt schon { $symbol-einen }.
other-face = Wähle eine andere Seite dieses Würfels.
flip-shared = Umdrehen dreht einen Würfel nur auf eine Seite, die ein Symbol mit seiner oberen Seite teilt.
take-from-centre = Nimm den zusätzlichen Würfel aus den übrigen Würfeln in der Tischmitte.
trade-cairn-only = Tauschen mit dem Vorrat gehört zum Solospiel mit den Steinmännchen.
trade-stone-only = Tauschen darfst du nur im Zug eines Tauschsteins, einmal.
trade-from-stock = Tausche gegen einen Würfel aus deinem Tauschvorrat.
no-such-cairn = Dieses Steinmännchen gibt es nicht.
cairn-filled = Steinmännchen { $n } ist schon vollständig.
first-turn-use = Im ersten Zug musst du mindestens einen Würfel einsetzen.

## Scores and ties
figure-done = { $figure } vollendet
figure-done-first = { $figure } vollendet (zuerst: +{ $n })
lock-unlocked = Superkraft-Schloss { $lock } geöffnet
egg-in-time = { $figure } vollendet, bevor das Steinmännchen fertig war
threshold-reached = Schwelle { $goal } in Runde { $r } erreicht
threshold-missed = Schwelle { $goal } nach { $r } { $r ->
        [one] Runde
       *[other] Runden
    } nicht erreicht
cairns-filled = Vollständige Steinmännchen: { $n } von { $total }
tie-figures = Gleichstand bei { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }: Die meisten vollendeten Figuren ({ $top }) entscheiden
tie-symbols = Gleichstand bei { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    } und { $top } { $top ->
        [one] Figur
       *[other] Figuren
    }: Die meisten ausgemalten Symbole ({ $most }) entscheiden
tie-shared = Gleichstand bei { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }, { $top } { $top ->
        [one] Figur
       *[other] Figuren
    } und { $most } ausgemalten { $most ->
        [one] Symbol
       *[other] Symbolen
    }: geteilter Sieg
ended-stuck = In Runde { $r } hat niemand etwas ausgemalt, und in der nächsten könnte es niemand, nicht einmal mit einem Reservewürfel oder einer Superkraft: Das Spiel endete, bevor jemand { $goal } { $goal ->
        [one] Punkt
       *[other] Punkte
    } erreichte
ended-stuck-tie = { $ending }. { $tie }

## Hints
hint-only = Das ist der einzige mögliche Zug
hint-draft = Nimm { $die }: Seine Seiten passen am besten zu den Symbolen des Bogens
hint-draft-reserve = Nimm { $die } in deine Reserve: Seine Seiten passen am besten zu den Symbolen des Bogens, und er kann für einen aktiven Würfel kommen, der nichts zeigt, was du brauchst (dieser Würfel geht in die Reserve eines Gegners)
hint-draft-reserve-alone = Nimm { $die } in deine Reserve: Allein benutzt du nie einen Reservewürfel, also gib den ab, den dein Bogen am wenigsten braucht (die übrigen Würfel behalten die besseren für deine zusätzlichen Würfel)
hint-take = Nimm { $die }: Seine Seiten passen zu dem, was noch auszumalen ist
hint-lock = Male eine Seite eines Superkraft-Schlosses aus: { $n } { $n ->
        [one] Würfel zeigt
       *[other] Würfel zeigen
    } ein Symbol
hint-colour = Male { $section } aus: die meisten Punkte pro Würfel für seine Figur
hint-wild = Joker: Ein Würfel, der jetzt nicht nutzbar ist, zählt als gewünschtes Symbol
hint-flip = Umdrehen: Drehe einen nutzlosen Würfel auf eine nützliche Seite
hint-activate = Aktiviere einen nutzbaren Reservewürfel und gib dafür einen nutzlosen ab
hint-trade = Tausche einen nutzlosen Würfel gegen einen Würfel aus dem Vorrat
hint-reroll = Würfle einen Würfel neu, der nicht nutzbar ist
hint-unstick = Jetzt lässt sich nichts ausmalen: Dieser Zug ist ein Schritt zum Ausmalen
hint-complete = Male { $section } aus: Das vollendet jetzt eine Figur
hint-most-dice = Male { $section } aus: Das setzt jetzt die meisten Würfel ein
hint-end-round = Beende die Runde: Die ungenutzten Würfel bleiben für die nächste
hint-end-turn = Beende den Zug: Die ungenutzten Würfel bleiben für den nächsten
hint-cairn = Beginne Steinmännchen { $n }: Sein Ei ist der Vollendung am nächsten

## The table's labels
centre-you-active = Mitte: Nimm einen Würfel zu deinen aktiven Würfeln
centre-you-reserve = Mitte: Nimm einen Würfel in deine Reserve
centre-active = Mitte: { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } einen Würfel zu { $p-person ->
        [second] deinen
       *[third] den eigenen
    } aktiven Würfeln
centre-reserve = Mitte: { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } einen Würfel in { $p-person ->
        [second] deine
       *[third] die eigene
    } Reserve
title = { $p } · { $sheet }
title-cairn = { $p } · { $sheet } · Solospiel mit Steinmännchen
title-race = { $p } · { $sheet } · wer zuerst { $goal } { $goal ->
        [one] Punkt
       *[other] Punkte
    } hat
leftover = Übrige Würfel: Zusätzliche Würfel von der Punkteleiste kommen von hier
dice-count = { $n } Würfel
draft-status = Würfel nehmen · { $score } von { $goal } { $goal ->
        [one] Punkt
       *[other] Punkten
    }
round-status = Runde { $r } · { $score } von { $goal } { $goal ->
        [one] Punkt
       *[other] Punkten
    }
turn-status = Zug { $t } · { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }
locks-note = Eine Schlossseite nimmt { $n } { $n ->
        [one] Würfel
       *[other] Würfel
    } mit einem Symbol, die andere Seite ein anderes Symbol; Öffnen bringt { $bonus }.
locks-note-all = Eine Schlossseite nimmt { $n } { $n ->
        [one] Würfel
       *[other] Würfel
    } mit einem Symbol; jede Schlossseite, die du ausmalst, braucht ein eigenes Symbol; Öffnen bringt { $bonus }.
sides-coloured = { $k } von { $n } { $n ->
        [one] Seite
       *[other] Seiten
    } ausgemalt
eggs = Vollendete Eier: { $n } von { $total } (je { $per } { $per ->
        [one] Punkt
       *[other] Punkte
    }, +{ $bonus }, wenn vor dem Fertigstellen seines Steinmännchens)
figure-nobody = { $figure } { $value } Pkt.: { $k } von { $n } { $n ->
        [one] Abschnitt
       *[other] Abschnitten
    }; niemand hat sie fertiggestellt
figure-race = { $figure } { $value } Pkt.: { $k } von { $n } { $n ->
        [one] Abschnitt
       *[other] Abschnitten
    }; { $who } { $m ->
        [one] hat
       *[other] haben
    } { $r }; niemand hat sie fertiggestellt
chart-first = Wer eine Figur zuerst fertigstellt, bekommt +{ $bonus }
chart-eggs = { $per } { $per ->
        [one] Punkt
       *[other] Punkte
    } pro Ei, +{ $bonus } vor dem Fertigstellen seines Steinmännchens
figure-open = { $figure } { $value } Pkt.: { $k } von { $n } { $n ->
        [one] Abschnitt
       *[other] Abschnitten
    }
figure-finished-first = { $figure } { $value } Pkt.: { $k } von { $n } { $n ->
        [one] Abschnitt
       *[other] Abschnitten
    }; zuerst fertiggestellt von { $who }
figure-scored = { $figure } { $value } Pkt.: fertiggestellt, { $p } { $p-person ->
        [second] bekommst
       *[third] bekommt
    } { $points }
sheet-at-end = { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }; vollendete Figuren: { $figures }; ausgemalte Symbole: { $symbols }

## What a move is worth before it is made
effect-gain = +{ $n } { $n ->
        [one] Punkt
       *[other] Punkte
    } ({ $now } auf { $after })
effect-no-gain = keine Änderung der Punkte ({ $now })
effect-because = { $points }: { $why }
effect-the-figure = { $figure }
effect-numbered-figure = { $figure }
effect-towards-first = auf dem Weg zur Figur { $figure } ({ $value } Pkt.), noch { $left } { $left ->
        [one] Abschnitt
       *[other] Abschnitte
    }; wer sie zuerst fertigstellt, bekommt { $worth }
effect-towards-late = auf dem Weg zur Figur { $figure } ({ $value } Pkt.), noch { $left } { $left ->
        [one] Abschnitt
       *[other] Abschnitte
    }; zuerst fertiggestellt von { $who }, also bringt das Fertigstellen { $value }
effect-towards = auf dem Weg zur Figur { $figure } ({ $value } Pkt.), noch { $left } { $left ->
        [one] Abschnitt
       *[other] Abschnitte
    }
effect-rival-left = { $who } { $left ->
        [one] fehlt
       *[other] fehlen
    } noch { $left } { $left ->
        [one] Abschnitt
       *[other] Abschnitte
    }
effect-label-left = noch { $left }
effect-label-race = noch { $left } ({ $who }: { $r })
effect-label-side = Seite { $k } von { $n }
effect-completes-first = vollendet die Figur { $figure }: { $value } und +{ $bonus } für das erste Fertigstellen
effect-completes-late = vollendet die Figur { $figure }: { $value } (zuerst fertiggestellt von { $who })
effect-completes = vollendet die Figur { $figure }: { $value }
effect-extra-dice = die Punkteleiste gibt dann { $n } { $n ->
        [one] zusätzlichen Würfel
       *[other] zusätzliche Würfel
    }
effect-lock-unlocks = öffnet { $lock } und bringt { $bonus }
effect-lock-side = malt Seite { $k } von { $n } von { $lock } aus; Öffnen bringt { $bonus }
effect-leads = { $p } { $p-person ->
        [second] hättest
       *[third] hätte
    } dann { $s } der { $goal } { $goal ->
        [one] Punkt
       *[other] Punkte
    }, die zum Sieg nötig sind, { $n } vor { $q-person ->
        [second] dir
       *[third] { $q }
    }
effect-behind = { $p } { $p-person ->
        [second] hättest
       *[third] hätte
    } dann { $s } der { $goal } { $goal ->
        [one] Punkt
       *[other] Punkte
    }, die zum Sieg nötig sind, { $n } hinter { $q-person ->
        [second] dir
       *[third] { $q }
    }
effect-level = { $p } { $p-person ->
        [second] hättest
       *[third] hätte
    } dann { $s } der { $goal } { $goal ->
        [one] Punkt
       *[other] Punkte
    }, die zum Sieg nötig sind, gleichauf mit { $q-person ->
        [second] dir
       *[third] { $q }
    }
effect-alone = { $p } { $p-person ->
        [second] hättest
       *[third] hätte
    } dann { $s } der { $goal } { $goal ->
        [one] Punkt
       *[other] Punkte
    }, die zu erreichen sind
effect-cairn-score = { $p } { $p-person ->
        [second] hättest
       *[third] hätte
    } dann { $s } { $s ->
        [one] Punkt
       *[other] Punkte
    }
effect-reaches = { $p } { $p-person ->
        [second] hättest
       *[third] hätte
    } dann { $s } { $s ->
        [one] Punkt
       *[other] Punkte
    }, genug zum Sieg ({ $goal }): Das Spiel endet mit dieser Runde

## Teach mode's groups of open moves
teach-colour-a-section = Male einen Abschnitt aus
teach-draft-why = { $n } { $n ->
        [one] Würfel
       *[other] Würfel
    } zur Wahl: Nimm die Symbole, die deine nächsten Abschnitte brauchen
teach-draft-why-reserve = { $n } { $n ->
        [one] Würfel
       *[other] Würfel
    } zur Wahl: Ein Reservewürfel behält seine Seite, bis du ihn gegen einen aktiven Würfel tauschst, den du nicht nutzen kannst
teach-draft-why-reserve-alone = { $n } { $n ->
        [one] Würfel
       *[other] Würfel
    } zur Wahl: Nimm den, den dein Bogen am wenigsten braucht, die besseren bleiben für deine zusätzlichen Würfel
teach-figure-left = { $figure }, noch { $n } { $n ->
        [one] Abschnitt
       *[other] Abschnitte
    }
teach-activate = Aktiviere einen Reservewürfel
teach-activate-why = gib einen ungenutzten aktiven Würfel in die Reserve eines anderen Spielers
teach-trade = Tausche einen Würfel
teach-trade-why = ein Tauschstein tauscht einen ungenutzten Würfel gegen einen Würfel aus dem Vorrat
teach-lock = Male eine Schlossseite aus
teach-lock-why = Würfel mit einem Symbol; ein geöffnetes Schloss gibt eine Superkraft
teach-reroll = Superkraft: Würfle einen Würfel neu
teach-reroll-why = für eine Seite, die deine Abschnitte brauchen
teach-wild = Superkraft: Ein Würfel zählt als ein weiteres Symbol
teach-wild-why = in dieser Runde
teach-flip = Superkraft: Drehe einen Würfel um
teach-flip-why = auf eine Seite, die ein Symbol mit der gezeigten teilt
teach-take = Nimm deinen zusätzlichen Würfel
teach-take-why = die Punkteleiste hat ihn freigeschaltet
teach-cairn = Beginne das nächste Steinmännchen
teach-end = Beende deine Runde
teach-end-why = deine ungenutzten Würfel bleiben erhalten
teach-topic-figures = Figuren
teach-topic-colouring = einen Abschnitt ausmalen
teach-topic-draft = Würfel nehmen
teach-topic-reserves = Reservewürfel
teach-topic-superpowers = Superkräfte
teach-topic-extra-die = der zusätzliche Würfel
ended-no-die = Zug { $t }: Keiner deiner Würfel konnte einen Abschnitt ausmalen, deshalb endete das Spiel dort ({ $n } von { $total } Steinmännchen vollständig)
solo-lost = { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, unter der Schwelle von { $goal }: das Solospiel ist verloren
cairn-scored = { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, { $n } von { $total } Steinmännchen vollständig (das Steinmännchen-Spiel wird gewertet, nicht gewonnen oder verloren)
scored = Punktzahl: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
