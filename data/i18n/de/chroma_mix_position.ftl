# Catalogue `chroma_mix_position` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/chroma_mix_position.ftl), with the Italian beside it.
# The notation's own words ('pending: billy_draw 2', 'turn: billy') are the same in every language.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

both-or-neither = der Zufall bestimmt den Startspieler und damit den ersten Zug: Beide sind 'nobody' oder keiner
solo-first-turn = im Solospiel steht der erste Zug sofort fest: deiner auf der niedrigsten Schwierigkeit, sonst Billys
billy-starts = Billys Startzüge kommen zuerst: Billy ist am Zug
over-without-win = das Spiel endet erst, wenn jemand eine Siegbedingung erfüllt hat (wie in 'P1 met: ruby')
nothing-pending-over = nach Spielende steht nichts mehr an
billy-steps = Billys Zug besteht aus seinen Schritten bis zu seinem Ende: wie 'pending: billy_draw 2; billy_end'
end-by-itself = { $step } kommt von selbst, sobald davor nichts mehr ansteht (außer dem Auffüllen des Markts): Der Zug ist vorbei
billy-only-solo = der selbstsichere Billy spielt nur im Solospiel (1 Spieler)
win-card-option = die Option win_card={ $option } macht sie zu { $option }, nicht zu { $word }
never-hidden = das ist nie verdeckt: '?' steht nur für die Karten einer Hand oder eines Stapels, die der Betrachter nicht sehen kann
hands-open = die Hände sind offen (hands=open): Nichts ist verdeckt
own-hand = jeder Spieler sieht seine eigene Hand
hidden-hand-size = eine verdeckte Hand wird nur als ihre Größe geschrieben, wie '5 ?'
hand-hidden-from = diese Hand ist vor { $seat } verdeckt: Schreibe, wie viele Karten sie hat, wie '{ $n } ?'
hand-hidden-from-spectator = diese Hand ist vor Zuschauern verdeckt: Schreibe, wie viele Karten sie hat, wie '{ $n } ?'
play-area-limit = eine Auslage enthält höchstens { $limit } { $card }, nicht { $n }
action-twice = nennt eine Aktion zweimal (die zweite Mischung durch Zitrone ist 'mixes this turn: 2')
swap-alone = Tauschen ist die einzige Aktion des Zuges
only-player-actions = nur der Zug eines Spielers hat Aktionen
mixes-no-mix = zählt die Misch-Aktionen, und 'actions taken' enthält kein Mischen
mixes-a-mix = zählt die Misch-Aktionen, und 'actions taken' enthält ein Mischen
print-taken = in diesem Zug wurde eine Druck-Aktion ausgeführt
key-only-turn = Key gewährt Aktionen nur im Zug eines Spielers
pear-after-print = Birne gibt ihre Karte nur nach einem Druck
row-slots = die Reihe hat { $slots } { $slots ->
        [one] Platz
       *[other] Plätze
    }, nicht { $n }
card-of-rank = { $card } ist eine Karte von Rang { $rank }
too-many-cards = die Stellung enthält { $n } { $n ->
        [one] Karte
       *[other] Karten
    } { $card }, aber das Spiel hat { $total }
view-writes-supply = eine Ansicht schreibt den Vorrat aus: Seine Karten sind nicht von denen in Händen zu unterscheiden, die sie nicht sehen kann
in-the-market = { $card } liegt im Markt
in-the-box = { $card } ist nicht die Siegkarte dieses Spiels: Sie bleibt in der Schachtel
deck-size-only = eine Ansicht sieht nur, wie viele Karten ein Stapel hat: Schreibe '{ $n } ?'
only-chance-first = vor dem ersten Zug steht nur der Zufall an: 'pending: first' (nach 'win_card', solange die Siegkarte zu ziehen ist)
first-picked = der Startspieler ist schon bestimmt ('turn: { $seat }')
win-card-first = mit win_card=random und noch ohne Siegkarte wird sie zuerst gezogen: 'pending: win_card' kommt zuerst
win-card-only-random = die Siegkarte wird nur mit win_card=random gezogen, vor jedem Zug (dann 'win card: none')
set-up-step-twice = nennt einen Aufbauschritt zweimal
step = { $part }: { $why }
empty-step = ein leerer Schritt (Schritte werden durch ';' getrennt)
billy-step-turn = Billys Schritte kommen nur in Billys Zug vor (solo: 'turn: billy')
billy-draws-how-many = gib an, wie viele Karten Billy noch zieht, wie 'billy_draw 2'
no-fields = { $step } hat keine Felder
not-a-step = { $step } ist kein anstehender Schritt (einer von: { $steps })
whose-step = gib an, wessen Schritt es ist, wie 'P1'
players-step = dieser Schritt gehört einem Spieler
turn-that-ends = der Zug, der endet, ist der von { $seat }
flag-twice = nennt eine Markierung zweimal
one-card = nennt eine Karte
prints-left = gib an, wie viele Drucke übrig sind, wie 'prints P1 2 except violet'
after-except = schreibe die Karten, die nicht gedruckt werden dürfen, nach 'except'
refilling-form = schreibe 'refilling P1 [max N] [returned CARDS]'
refill-done = sobald { $n } { $n ->
        [one] Karte zurückgenommen ist
       *[other] Karten zurückgenommen sind
    }, ist das Auffüllen fertig
tuck-form = schreibe 'tuck P1 N of CARDS'
lav-discard-form = schreibe die Ränge, die abgeworfen werden dürfen, wie 'lav_discard P1 ranks 2 3 4'
unexpected = unerwartet: { $words }
fields-after-seat = erwartet { $n } { $n ->
        [one] Feld
       *[other] Felder
    } nach dem Platz
not-a-number-from = { $word } ist keine Zahl von { $low } bis { $high }
no-card = nennt keine Karte
not-a-card = { $word } ist keine Karte (auch nicht rank-1 .. rank-4)
