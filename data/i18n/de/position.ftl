# Catalogue `position` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/position.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

on-line = Zeile { $line }: { $reason }
on-key-line = Zeile { $line } ({ $key }): { $reason }
on-key = { $key }: { $reason }
not-text = eine Stellung muss Text sein
too-long = das ist zu lang für eine Stellung ({ $chars } Zeichen, höchstens { $most })
empty = der Text ist leer: Eine Stellung beginnt mit 'chroma position: SPIEL, N players'
cannot-be-read = die Stellung kann nicht gelesen werden: Das Lesen des Spiels hielt bei einem Problem an, das es nicht vorhersah (technisches Detail: { $error })
no-notation = { $game } hat noch keine Stellungsnotation
no-header = eine Stellung beginnt mit 'chroma position: SPIEL, N players' (gefunden: { $found })
header-parts = die Kopfzeile nennt das Spiel und die Spieler: 'chroma position: GAME, N players'
other-game = das ist eine Stellung von { $game_id }, nicht von { $game }
players-words = schreibe die Zahl der Spieler als '4 players', nicht { $found }
option-form = Optionen werden name=wert geschrieben, nicht { $found }
given-twice = { $name } ist zweimal angegeben
view-seat = view= nennt einen Platz (P1 bis P{ $players }) oder 'spectator', nicht { $view }
not-key-value = { $line } ist keine Zeile 'Schlüssel: Wert'
key-twice = { $key } ist zweimal angegeben (auch in Zeile { $other })
missing = die Zeile '{ $key }: ...' fehlt
missing-meant = die Zeile '{ $key }: ...' fehlt (ist { $written } in Zeile { $line } gemeint?)
no-value = hat keinen Wert
unknown-line = { $key } ist keine Zeile dieser Stellung (ihre Zeilen: { $known })
not-whole-number = { $value } ist keine ganze Zahl
out-of-range = muss zwischen { $low } und { $high } liegen, nicht { $number }
not-one-of = { $value } ist keiner der Werte: { $choices }
yes-or-no = schreibe 'yes' oder 'no', nicht { $value }
not-a-seat = { $value } ist kein Platz (P1 bis P{ $players })
not-count-name = { $part } ist nicht 'ANZAHL NAME' (wie in '2 { $name }')
hides-nothing = '?' kennzeichnet einen verdeckten Teil, und dieses Spiel verdeckt nichts
only-view-hides = '?' kennzeichnet einen verdeckten Teil: Nur eine Ansicht (view=P1 in der Kopfzeile) verdeckt etwas
view-shows-hidden = diese Ansicht zeigt, was ihr Betrachter nicht sehen kann: Schreibe '?' für das Verdeckte
chance-cannot = der Zufall soll entscheiden, was als Nächstes geschieht, aber nichts kann geschehen
nobody-to-move = niemand ist am Zug, und doch ist das Spiel nicht vorbei
no-legal-move = { $seat } ist am Zug, hat in dieser Stellung aber keinen erlaubten Zug
does-not-hold = die Stellung ist nicht stimmig: Die Prüfung hielt bei einem Problem an, das das Spiel nicht vorhersah (technisches Detail: { $error })
not-conserved = die Spielteile gehen nicht auf: { $wrong }
component-count = { $found } { $name }, wo das Spiel { $expected } hat
as-said = Worte des Spiels, auf Englisch: { $words }
