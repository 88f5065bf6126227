# Catalogue `chroma_mix` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/chroma_mix.ftl), with the Italian beside it. Terms:
# print = drucken, mix = mischen (eine Mischung), refill = auffüllen, swap = tauschen, rank =
# Rang, market row = Marktreihe, supply = Vorrat, play area = Auslage, hand = Hand, VP = SP
# (Siegpunkte), pigment = Pigment, tuck = unterschieben, win condition = Siegbedingung.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

## Confident Billy, the solo opponent, in the case the sentence needs.
-billy = { $case ->
        [dative] dem selbstsicheren Billy
        [accusative] den selbstsicheren Billy
       *[nominative] der selbstsichere Billy
    }

## Content words (the rules slot them by their English name): the cards, pigments, victories.
-word-cyan = Cyan
-word-magenta = Magenta
-word-yellow = Gelb
-word-soft-cyan = Zartcyan
-word-pale-magenta = Blassmagenta
-word-light-yellow = Hellgelb
-word-cerulean = Coelinblau
-word-fuchsia = Fuchsia
-word-lemon = Zitrone
-word-lavender = Lavendel
-word-jungle = Dschungel
-word-coral = Koralle
-word-prism = Prisma
-word-azure = Azur
-word-violet = Violett
-word-raspberry = Himbeere
-word-orange = Orange
-word-pear = Birne
-word-turquoise = Türkis
-word-slate-gray = Schiefergrau
-word-key = Key
-word-sapphire-blue = Saphirblau
-word-ruby-red = Rubinrot
-word-emerald-green = Smaragdgrün
-word-petrol = Petrol
-word-burgundy = Burgund
-word-mustard = Senf
-word-ruby-victory = Rubin-Sieg
-word-sapphire-victory = Saphir-Sieg
-word-point-victory = Punktsieg
-word-burgundy-victory = Burgund-Sieg
-word-mustard-victory = Senf-Sieg
-word-petrol-victory = Petrol-Sieg
## Fixed words of the rules' code: the effect a decision belongs to, tie-break criteria.
-word-a-card = eine Karte
-word-a-mix-card = eine Mischkarte
-word-print = Drucken
-word-mix = Mischen
-word-refill = Auffüllen
-word-swap = Tauschen
-word-most-vp = die meisten SP
-word-a-point-victory = einen Punktsieg
-word-a-ruby-victory = einen Rubin-Sieg
-word-a-sapphire-victory = einen Saphir-Sieg
-word-most-rank-dots-in-hand-and-play = die meisten Rangpunkte auf der Hand und in der Auslage

## The log
prints = { $p } { $p-person ->
        [second] druckst
       *[third] druckt
    } { $c }
prints-by = { $p } { $p-person ->
        [second] druckst
       *[third] druckt
    } { $c } ({ $effect })
mixes = { $p } { $p-person ->
        [second] mischst
       *[third] mischt
    } { $cards } zu { $c }
mixes-from-play = { $p } { $p-person ->
        [second] mischst
       *[third] mischt
    } { $cards } (aus der Auslage) zu { $c }
billy-mixes = { -billy } mischt { $cards } zu { $c }
refills-nothing = { $p } { $p-person ->
        [second] füllst
       *[third] füllt
    } auf, ohne eine Karte zurückzunehmen
returns = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $c } aus der Auslage zurück auf die Hand
finishes-refill = { $p } { $p-person ->
        [second] beendest
       *[third] beendet
    } das Auffüllen
adds-to-empty-hand = { $p } { $p-person ->
        [second] hast
       *[third] hat
    } keine Karten auf der Hand und { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $c } dazu
swaps = { $p } { $p-person ->
        [second] tauschst
       *[third] tauscht
    } { $given } gegen { $taken }
takes-identical = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $n } { $n ->
        [one] Karte
       *[other] Karten
    } { $c }
adds = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $cards } auf die Hand
discards-from-hand = { $p } { $p-person ->
        [second] wirfst
       *[third] wirft
    } { $c } von der Hand ab ({ $by })
discards-from-play = { $p } { $p-person ->
        [second] wirfst
       *[third] wirft
    } { $c } aus der Auslage ab ({ $by })
places = { $p } { $p-person ->
        [second] legst
       *[third] legt
    } { $c } direkt in die Auslage (Orange, ohne Sofortwirkung)
tucks = { $p } { $p-person ->
        [second] schiebst
       *[third] schiebt
    } { $c } unter Senf
ends-turn = { $p } { $p-person ->
        [second] beendest
       *[third] beendet
    } den Zug
declines = { $p } { $p-person ->
        [second] verzichtest
       *[third] verzichtet
    } ({ $what })
fills = { $c } füllt die Marktreihe von Rang { $rank } auf
win-card-is = Die variable Siegkarte ist { $c }
starts = { $p } { $p-person ->
        [second] beginnst
       *[third] beginnt
    }
billy-draws = { -billy } zieht { $c }
adds-at-once = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $cards } auf die Hand
prints-at-once = { $p } { $p-person ->
        [second] druckst
       *[third] druckt
    } { $cards }
discards-at-once = { $p } { $p-person ->
        [second] wirfst
       *[third] wirft
    } { $cards } von der Hand ab
discards-from-play-at-once = { $p } { $p-person ->
        [second] wirfst
       *[third] wirft
    } { $cards } aus der Auslage ab
billy-gains = { -billy } nimmt { $cards } auf die Hand
billy-returns = { -billy } gibt { $cards } zurück

## Prompts
game-over = Das Spiel ist vorbei
waiting-for-card = Warten, bis eine Karte aufgedeckt ist
waiting-for-billy-mix = Warten, bis die Mischung für { -billy(case: "accusative") } gewählt ist
waiting-for = Warten auf { $p-person ->
        [second] dich
       *[third] { $p }
    }
waiting-for-billy = Warten auf { -billy(case: "accusative") }
choose-action = Wähle deine Aktion: drucken, mischen, auffüllen oder tauschen
another-action = Du darfst eine weitere Aktion ausführen (Key oder Zitrone erlauben es) oder mit Aussetzen deinen Zug beenden
rank-card = eine Karte von Rang { $rank }
slate-gain = Schiefergrau: Du darfst { $what } auf die Hand nehmen oder aussetzen
choose-gain = Wähle { $what }, die du auf die Hand nimmst
choose-identical = Wähle die Karte von Rang 1, von der du { $n } { $n ->
        [one] Exemplar
       *[other] Exemplare
    } nimmst
fuchsia-may-print = Fuchsia: Du darfst das erhaltene { $c } drucken oder aussetzen
violet-prints = Violett: Drucke eine Karte von deiner Hand (noch { $n } { $n ->
        [one] Druck
       *[other] Drucke
    }, kein Violett)
refill-at-most = Hellgelb: Nimm höchstens { $n } { $n ->
        [one] Karte
       *[other] Karten
    } aus der Auslage zurück auf die Hand (oder fülle nichts auf)
refill-more = Auffüllen: Nimm weitere Karten aus der Auslage auf die Hand, oder „Fertig“
done-needs-a-return = „Fertig“ beendet das Auffüllen, sobald eine Karte aus der Auslage wieder auf der Hand ist: Ziehe zuerst eine dorthin, oder drücke „Auffüllen“, um keine zurückzunehmen
mustard-tuck = Senf: Du darfst bis zu { $n } aufgefüllte { $n ->
        [one] Karte
       *[other] Karten
    } darunterschieben oder aussetzen
lavender-discard = Lavendel: Wirf eine Karte von Rang 2, 3 oder 4 von deiner Hand oder aus deiner Auslage ab
lavender-gain = Lavendel: Wähle zwei Karten mit den Pigmenten von { $c }
lavender-print = Lavendel: Drucke { $cards } (wähle, welche zuerst)
prism-discard = Prisma: Du darfst eine Karte von der Hand oder aus der Auslage abwerfen, um eine Karte von Rang 2 zu nehmen, oder aussetzen
orange-place = Orange: Du darfst { $c } direkt in die Auslage legen (ohne Sofortwirkung)
choose-billy-mix = Wähle, was { -billy } mischt (eine Farbe, die er nicht hat, wo möglich): Wähle zwei seiner hervorgehobenen Karten und ziehe sie auf die Karte, die sie ergeben
choose-move = Wähle einen Zug

## Why a move is not allowed
over = Das Spiel ist vorbei.
not-a-game-move = Das ist kein Zug in Chroma Mix.
not-an-action = „{ $move }“ ist keine Aktion.
no-decision-for = Für { $effect } steht keine Entscheidung an.
does-not-answer = „{ $move }“ beantwortet { $effect } nicht.
not-chance-here = „{ $move }“ ist hier kein Zufallsausgang.
not-a-chance-outcome = Das ist hier kein möglicher Zufallsausgang.
revealing = Warte: Eine Karte wird aufgedeckt.
not-your-decision = { $p-person ->
        [second] Du entscheidest
       *[third] { $p } entscheidet
    } hier, nicht du.
billys-decision = { -billy } entscheidet hier, nicht du.
mix-needs-coral = Mischen aus der Auslage geht nur mit Koralle in der Auslage.
no-card-in-hand = Du hast keine Karte { $c } auf der Hand.
no-card-in-play = Du hast keine Karte { $c } in deiner Auslage.
no-other-in-hand = Du hast keine weitere Karte { $c } auf der Hand.
no-other-in-play = Du hast keine weitere Karte { $c } in deiner Auslage.
mix-two-cards = Eine Mischung gibt genau 2 Karten zurück (Himbeere in der Auslage erlaubt jede Anzahl).
too-many = { $amount } { $pigment } zu viel
too-few = { $amount } { $pigment } zu wenig
not-exact = { $cards } ergibt { $difference } für { $c } (Mischungen müssen genau aufgehen).
none-in-market = In der Marktreihe ist kein { $c } mehr.
none-in-supply = Im Vorrat ist kein { $c } mehr.
cannot-mix-now = Du kannst jetzt nicht mischen: Du hast deine Aktion in diesem Zug schon ausgeführt.
mix-not-possible = Diese Mischung ist jetzt nicht möglich.
mix-makes-nothing = { $cards } ergeben { $pigments }: Keine Karte besteht genau daraus.
mix-none-left = { $cards } ergäben { $c }, aber davon ist keine mehr zu haben.
mix-drop-on-result = { $cards } ergeben { $c }: Lege sie darauf, um zu mischen.
none-in-hand = Du hast kein { $c } auf der Hand.
only-one-in-play = Du hast schon eine Karte { $c } in der Auslage (nur eine ist erlaubt).
violet-cannot-print = Violett kann keine Karte { $c } drucken.
action-taken = Du hast deine Aktion in diesem Zug schon ausgeführt (Key erlaubt je eine).
not-now = Nicht jetzt: { $now }.
already-refilled = Du hast in diesem Zug schon aufgefüllt oder deine Aktion ausgeführt.
swap-whole-turn = Tauschen ist die Aktion eines ganzen Zuges: Du hast in diesem Zug schon gehandelt.
swap-rank-1 = Beim Tauschen nimmst du eine Karte von Rang 1 aus dem Vorrat.
not-a-move = Das ist jetzt kein Zug. { $now }.
not-allowed = Das ist jetzt nicht erlaubt: { $move }.

## Scores and ties
condition-met = { $condition } erreicht
place = Platz { $place } von { $n }
solo-won = gegen { -billy(case: "accusative") } gewonnen
solo-lost = nicht gegen { -billy(case: "accusative") } gewonnen
vp-in-play = SP in der Auslage
rank-dots = Rangpunkte auf der Hand und in der Auslage
wins-tie = { $n } { $n ->
        [one] Spieler hat
       *[other] Spieler haben
    } eine Siegbedingung erfüllt; { $p } { $p-person ->
        [second] gewinnst
       *[third] gewinnt
    } durch { $criterion }
billy-wins-tie = { $n } { $n ->
        [one] Spieler hat
       *[other] Spieler haben
    } eine Siegbedingung erfüllt; { -billy } gewinnt durch { $criterion }
billy-met = { -billy } hat eine Siegbedingung erfüllt

## Hints
hint-only-move = Das ist der einzige mögliche Zug
hint-billy-mix = Gib { -billy(case: "dative") } die Mischung, die ihm am wenigsten hilft
hint-keep-for-effect = Behalte die Karte, um sie für ihre Wirkung zu drucken
hint-nothing-worth = Hier lohnt sich nichts
hint-print = Drucke { $c }: mehr Karten für einen Saphir-Sieg
hint-mix = Mische zu { $c }
hint-take = Nimm { $cards }
hint-take-back = Nimm Karten zurück, deren Wirkungen Karten bringen
hint-refill-nothing = Fülle nichts auf
hint-keep-in-play = Lass den Rest in der Auslage
hint-swap = Tausche gegen { $c }
hint-reverse-mix = Entmische { $c }
hint-discard = Wirf { $c } für eine Karte von Rang 2 ab
hint-tuck = Schiebe unter Senf
hint-move = Mache den Zug „{ $move }“

## The table's labels
hand-size = Hand: { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
progress = { $vp }/17 SP in der Auslage · { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
billy-progress = { $vp }/17 SP auf der Hand · { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
play-area = { $p-person ->
        [second] deine Auslage
       *[third] Auslage von { $p }
    }

## The cards' effects
effect-refill = Fülle bis zu { $n } { $n ->
        [one] Karte
       *[other] Karten
    } auf.
effect-gain-identical = Nimm { $n } gleiche { $n ->
        [one] Karte
       *[other] Karten
    } von Rang { $rank }.
effect-extra-prints = Drucke bis zu { $n } weitere { $n ->
        [one] Karte
       *[other] Karten
    } (nicht { $cards }).
effect-gain = Nimm { $cards }.
effect-gain-rank = Nimm eine Karte von Rang { $rank }.
effect-gain-rank-may-print = Nimm eine Karte von Rang { $rank }; du darfst sie drucken.
effect-reverse-mix = Wirf eine Karte von Rang { $ranks } ab; nimm 2, die sich zu ihr mischen, und drucke beide.
effect-may-discard-gain = Du darfst eine Karte abwerfen, um eine Karte von Rang { $rank } zu nehmen.
effect-mix-times = Du darfst { $n }-mal pro Zug mischen.
effect-after-refill = Nimm nach jedem Auffüllen eine Karte von Rang { $rank }.
effect-mix-from-play = Du darfst Karten aus deiner Auslage mischen.
effect-mix-any-number = Du darfst beliebig viele Karten mischen.
effect-mix-to-play = Eine gemischte Karte darf direkt in die Auslage.
effect-after-last-print = Nimm nach deinem letzten Druck eines Zuges eine Karte von Rang { $rank }.
effect-neighbour-mix = Der linke Nachbar mischt: Du darfst eine Karte von Rang { $rank } nehmen.
effect-all-actions = In jedem Zug darfst du { $actions }, je einmal.
effect-tuck = Schiebe nach dem Auffüllen bis zu { $n } aufgefüllte { $n ->
        [one] Karte
       *[other] Karten
    } hier unter.
effect-one-in-play = Nur { $n } in jeder Auslage.
effect-stacks = Stapelt sich.
effect-billy-mix = Billy mischt 2 Karten von seiner Hand.
effect-win = Sieg: in der Auslage + { $what }.

## A win condition's parts, as the tracker shows them
part-in-play = { $c } in der Auslage
part-in-hand = { $c } auf der Hand
part-held = { $c } im Besitz
short-in-play = in der Auslage
short-in-hand = auf der Hand
part-cards = { $have }/{ $need } { $need ->
        [one] Karte
       *[other] Karten
    }
part-vp-in-play = { $have }/{ $need } SP in der Auslage
part-vp-in-hand = { $have }/{ $need } SP auf der Hand
part-tucked-dots = { $have }/{ $need } { $need ->
        [one] Rangpunkt
       *[other] Rangpunkte
    } untergeschoben
part-rank-cards = { $have }/{ $need } { $need ->
        [one] Karte
       *[other] Karten
    } von Rang { $rank }
part-rank-cards-shown = { $have }/{ $need } { $need ->
        [one] Karte
       *[other] Karten
    } von Rang { $rank } in der Auslage, Hand verdeckt
part-exact = genau { $counts }
short-rank-cards = { $have }/{ $need } { $need ->
        [one] Karte
       *[other] Karten
    } von Rang { $rank } in der Auslage
short-exact = genau { $counts } der Ränge { $ranks }
short-exact-shown = genau { $counts } der Ränge { $ranks } in der Auslage
part-exact-shown = genau { $counts } in der Auslage, Hand verdeckt
need-held = { $cards } im Besitz
need-cards = { $n } { $n ->
        [one] Karte
       *[other] Karten
    } auf der Hand und in der Auslage
need-vp-in-play = { $n } SP in der Auslage
need-tucked-dots = { $n } { $n ->
        [one] Rangpunkt
       *[other] Rangpunkte
    } untergeschoben
need-rank-cards = { $n } { $n ->
        [one] Karte
       *[other] Karten
    } von Rang { $rank } im Besitz
need-exact = genau { $cards } Karten
condition-status = { $done }/{ $parts }
condition-met-mark = erfüllt ✓
win-conditions = Wettlauf zum Sieg

## What a move is worth before it is made
worth-vp = SP in der Auslage: { $before } → { $after }
worth-vp-stays = SP in der Auslage bleiben bei { $n }
worth-exact-rank = { $have }/{ $need } { $need ->
        [one] Karte
       *[other] Karten
    } von Rang { $rank }, genau
worth-part = { $part } { $mark }
worth-advances = Näher am { $condition }: { $parts }
worth-sets-back = Weiter weg vom { $condition }: { $parts }
worth-meets = Erfüllt den { $condition } ({ $parts }): Die Runde wird zu Ende gespielt, dann endet das Spiel
worth-meets-if-kept = Erfüllt den { $condition } ({ $parts }), wenn er am Ende des Zuges noch gilt
worth-then = Dann: { $next }
worth-no-condition = Keine Siegbedingung rückt näher
worth-declines-card = Verzichtet auf eine freie Karte
worth-billy-meets = Verschafft { -billy(case: "dative") } seinen { $condition } ({ $parts }): Billy gewinnt nach dieser Runde, wenn du nicht den Tie-Break gewinnst
worth-billy-meets-for-now = Verschafft { -billy(case: "dative") } vorerst seinen { $condition } ({ $parts }): Er zählt nur, wenn er am Ende von Billys Zug noch gilt
worth-billy-closer = Bringt { -billy(case: "accusative") } näher an seinen { $condition }: { $parts }
worth-billy-no-help = Bringt { -billy(case: "accusative") } keinem Sieg näher
worth-slate-gray = { $q } { $q-person ->
        [second] darfst
       *[third] darf
    } dann { $n } { $n ->
        [one] Karte
       *[other] Karten
    } von Rang 1 nehmen (Schiefergrau)
worth-ahead = Vorn bei den SP in der Auslage ({ $q-person ->
        [second] du folgst
       *[third] { $q } folgt
    } mit { $n })
worth-level = Gleichauf mit { $q-person ->
        [second] dir
       *[third] { $q }
    } bei den SP in der Auslage
worth-behind = Hinter { $q-person ->
        [second] dir
       *[third] { $q }
    } bei den SP in der Auslage ({ $n })
worth-against-billy = { -billy }: { $vp }/17 SP auf der Hand, { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
worth-other-met = { $q } { $q-person ->
        [second] hast
       *[third] hat
    } eine Siegbedingung erfüllt: Diese Runde ist die letzte
worth-billy-met = { -billy } hat eine Siegbedingung erfüllt: Diese Runde ist die letzte

## Teach mode's groups of open moves
teach-print = Drucke eine Karte für ihre Sofortwirkung
teach-printable = { $n } { $n ->
        [one] Karte
       *[other] Karten
    } auf deiner Hand { $n ->
        [one] kann
       *[other] können
    } in die Auslage
teach-mix = Mische Karten zu einer neuen Farbe
teach-exact-mixes = { $n } genaue { $n ->
        [one] Mischung ergibt
       *[other] Mischungen ergeben
    } { $k } { $k ->
        [one] Farbe
       *[other] Farben
    }
teach-refill = Auffüllen: Nimm Karten aus der Auslage zurück auf die Hand
teach-refill-why = um sie erneut zu drucken (ihre Wirkungen kommen zurück)
teach-refill-brief = um sie erneut zu drucken
teach-swap = Tausche eine Handkarte gegen eine Karte von Rang 1
teach-swap-why = das ist die Aktion deines ganzen Zuges
teach-win = Erfülle eine Siegbedingung
teach-win-print = { $c } zu drucken erfüllt den { $condition }
teach-win-mix = zu { $c } zu mischen erfüllt den { $condition }
teach-win-other = { $n } { $n ->
        [one] Zug erfüllt
       *[other] Züge erfüllen
    } den { $condition }
teach-topic-victory = die Siegbedingungen
teach-topic-billy = der selbstsichere Billy
teach-topic-mustard = das Unterschieben von Senf
teach-topic-printing = Drucken
teach-topic-mixing = Mischen
teach-topic-refill = das Auffüllen
teach-topic-swap = das Tauschen
