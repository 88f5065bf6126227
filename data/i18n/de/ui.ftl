### The UI's own words in de: one message per id of en/ui.ftl (its English is there).
### This file is the source: tools/update_translations.py makes chroma_desktop/i18n/chroma_desktop_de.ts and .qm from it.
### Keep each message's { $variables } as the English has them, and its & (the key of a menu item or button).


## BestMoves

ui-best-moves-the-only-move-fccf01 = der einzige Zug
ui-best-moves-as-good-as-1-708a52 = so gut wie 1
ui-best-moves-b3f040 = { $percent } %
ui-best-moves-click-to-play-it-018fc7 = Klicken, um ihn zu spielen.
ui-best-moves-the-search-could-not-94495c = Die Suche konnte ihn nicht vom ersten unterscheiden: nach { $n } simulierten Partien nicht sicher besser (weniger Partien oder im Rahmen des Zufalls). Klicken, um ihn zu spielen.
ui-best-moves-from-playouts-click-to-9c5992 = Aus { $n } simulierten Partien. Klicken, um ihn zu spielen.
ui-best-moves-best-fe6297 = (bester)
ui-best-moves-best-moves-59441c = Beste Züge
ui-best-moves-about-be46a2 = etwa { $percent } %
ui-best-moves-to-0d5591 = { $low } bis { $high } %
ui-best-moves-d3f8db = { $low }–{ $high } %
ui-best-moves-it-won-of-playouts-4106c4 = Er gewann { $percent } % von { $n } simulierten Partien: die wahre Chance liegt wahrscheinlich zwischen { $low } und { $high } % (19 von 20 Mal). Klicken, um ihn zu spielen.
ui-best-moves-win-chances-from-the-3922e6 = Siegchancen aus der Suche des schweren Bots, so sicher, wie ihre simulierten Partien es erlauben: ein Bereich, in dem die wahre Chance wahrscheinlich liegt. Enter spielt den ersten; ein Klick auf einen Zug spielt ihn.
ui-best-moves-thinking-bad509 = Denke nach…

## ChromaCubesTable

ui-chroma-cubes-table-trade-a04906 = ⇄ Tausch
ui-chroma-cubes-table-score-track-of-points-ea6632 = Punkteleiste: { $score } von { $goal } Punkten
ui-chroma-cubes-table-sheets-at-the-end-9cb250 = Bögen am Ende
ui-chroma-cubes-table-none-7b1f0c = keine
ui-chroma-cubes-table-scoring-chart-26ca73 = Punktetabelle
ui-chroma-cubes-table-goal-cacea6 = Ziel { $n }
ui-chroma-cubes-table-extra-die-at-b52515 = { " " }· Extra-Würfel bei { $scores }
ui-chroma-cubes-table-lock-7405ab = Schloss { $lock } · { $power }
ui-chroma-cubes-table-unlocked-works-by-itself-ae0370 = offen: wirkt von selbst
ui-chroma-cubes-table-unlocked-used-this-round-759aeb = offen: in dieser Runde benutzt
ui-chroma-cubes-table-unlocked-drop-a-die-23b4af = offen: einen Würfel hierher ziehen, um es zu nutzen
ui-chroma-cubes-table-stuck-b60f8b = blockiert
ui-chroma-cubes-table-to-use-ac76f1 = { $n } zu nutzen
ui-chroma-cubes-table-used-95c7dd = { " " }· { $n } benutzt
ui-chroma-cubes-table-stuck-d87db7 = { " " }· { $n } blockiert
ui-chroma-cubes-table-your-active-dice-b14ecd = Deine aktiven Würfel
ui-chroma-cubes-table-used-8e0459 = benutzt:
ui-chroma-cubes-table-end-my-turn-2a5a4f = Zug beenden
ui-chroma-cubes-table-your-reserve-f8d489 = Deine Reserve
ui-chroma-cubes-table-of-f180d3 = { $n } von { $most }
ui-chroma-cubes-table-end-my-round-49690d = Runde beenden
ui-chroma-cubes-table-trade-stone-drop-an-d091dc = Tauschstein: einen unbenutzten Würfel auf einen Vorratswürfel ziehen
ui-chroma-cubes-table-trade-on-a-trade-f22fa7 = Tausch im Zug eines Tauschsteins
ui-chroma-cubes-table-trade-stock-4cb48a = Tauschvorrat
ui-chroma-cubes-table-active-8af850 = Aktiv
ui-chroma-cubes-table-reserve-7e6045 = Reserve
ui-chroma-cubes-table-choose-the-next-cairn-27f1d7 = nächstes Steinmännchen wählen: anklicken
ui-chroma-cubes-table-filled-egg-in-time-6d3a4a = gefüllt, Ei rechtzeitig: +1
ui-chroma-cubes-table-filled-139fe6 = gefüllt
ui-chroma-cubes-table-now-stone-438cc5 = jetzt: Stein { $n }
ui-chroma-cubes-table-cairn-cc359f = Stein{"\u00AD"}männchen { $n } · { $egg }

## ChromaMixTable

ui-chroma-mix-table-refill-938a3f = Auffüllen
ui-chroma-mix-table-swap-504f93 = Tauschen
ui-chroma-mix-table-done-f1dcd2 = Fertig
ui-chroma-mix-table-mix-7a76bc = Mischung
ui-chroma-mix-table-skip-9373dc = Passen
ui-chroma-mix-table-deck-d39a69 = Stapel
ui-chroma-mix-table-discard-19242b = Ablage
ui-chroma-mix-table-instant-effect-ddb178 = Soforteffekt:
ui-chroma-mix-table-continuous-effect-633529 = Dauereffekt:
ui-chroma-mix-table-none-799ab6 = keine
ui-chroma-mix-table-play-540286 = Auslage:
ui-chroma-mix-table-hand-2cc666 = Hand:
ui-chroma-mix-table-tucked-da8247 = untergeschoben:
ui-chroma-mix-table-cards-at-the-end-84709f = Karten am Ende
ui-chroma-mix-table-confident-billy-e07b22 = Selbstsicherer Billy
ui-chroma-mix-table-win-card-066ef6 = Siegkarte: { $card }
ui-chroma-mix-table-supply-2349de = Vorrat
ui-chroma-mix-table-rank-market-b9eff3 = Markt Rang { $rank }
ui-chroma-mix-table-your-hand-ef298e = Deine Hand
ui-chroma-mix-table-tucked-under-mustard-b7f0de = Unter Senf geschoben

## CmykTable

ui-cmyk-table-pile-0b3f63 = Nr. { $n }
ui-cmyk-table-tile-in-hand-4738b3 = Plättchen in der Hand
ui-cmyk-table-your-last-tile-214b78 = Dein letztes Plättchen
ui-cmyk-table-mosaics-at-the-end-500d31 = Mosaike am Ende
ui-cmyk-table-none-7137f5 = keine
ui-cmyk-table-face-down-db9f1c = verdeckt
ui-cmyk-table-deck-758485 = Stapel { $n }
ui-cmyk-table-game-b0d3c2 = Partie { $n }
ui-cmyk-table-public-objectives-0b1c53 = Öffentliche Ziele
ui-cmyk-table-counts-for-everyone-76e605 = Zählt für alle: { $objective }.
ui-cmyk-table-cancelled-by-the-next-d4cc09 = Von der nächsten Karte aufgehoben.
ui-cmyk-table-stopped-9c1aa9 = gestoppt
ui-cmyk-table-each-side-shows-its-c5c574 = Jede Seite zeigt ihre Farbe in % (auf kleinen Plättchen: { $glyphs })  ·  { $mark } das Startplättchen  ·  K-Plättchen passen zu jeder Marke ihrer Farbe
ui-cmyk-table-for-your-left-neighbour-775929 = Für deinen linken Nachbarn
ui-cmyk-table-click-or-r-turns-c6fef1 = Klick oder R dreht es
ui-cmyk-table-tiles-in-pile-c02d53 = { $count } Plättchen im Stapel { $n }
ui-cmyk-table-each-side-of-a-35b92e = Jede Seite eines Plättchens zeigt ihre Farbe in Prozent; K-Plättchen passen zu jeder Marke ihrer Farbe
ui-cmyk-table-r-turns-it-8a04dd = R dreht es
ui-cmyk-table-tab-goes-through-the-2cb301 = Tab geht durch die Züge; Enter spielt den, auf dem es steht
ui-cmyk-table-it-turns-to-fit-e2e0bf = Es dreht sich passend
ui-cmyk-table-put-back-on-pile-f5d093 = Zurück auf Stapel { $n }
ui-cmyk-table-put-back-c03eb9 = Zurücklegen
ui-cmyk-table-discard-k-tile-2957f3 = K-Plättchen abwerfen
ui-cmyk-table-stop-taking-tiles-7c3f59 = Nehmen beenden
ui-cmyk-table-click-a-pile-then-be58cf = Einen Stapel anklicken, dann sein Plättchen auf ein leuchtendes Feld ziehen.
ui-cmyk-table-not-dealt-yet-029f97 = noch nicht ausgeteilt
ui-cmyk-table-your-private-objective-b7969b = Dein geheimes Ziel
ui-cmyk-table-your-score-if-the-48d3c6 = Deine Punkte, wenn das Spiel jetzt endete
ui-cmyk-table-nothing-yet-2a478d = noch nichts
ui-cmyk-table-hidden-7dd0d3 = verdeckt
ui-cmyk-table-private-f7273e = geheim: { $objective }

## ColorettoTable

ui-coloretto-table-golden-b8694a = Golden
ui-coloretto-table-last-round-3f6a56 = Letzte Runde
ui-coloretto-table-row-c2c55c = Reihe { $n }
ui-coloretto-table-draw-179f24 = Ziehen
ui-coloretto-table-card-332009 = Karte
ui-coloretto-table-game-over-3e88de = Spielende
ui-coloretto-table-drawn-card-a557c2 = neue Karte
ui-coloretto-table-no-card-drawn-762c3a = Keine Karte gezogen
ui-coloretto-table-drawn-card-964bf2 = Gezogene Karte: { $card }
ui-coloretto-table-this-is-the-last-6e1a01 = Dies ist die letzte Runde

## GameManifest

ui-game-manifest-collect-chameleons-in-three-31fc2c = Sammle Chamäleons in drei Farben, und nicht mehr.
ui-game-manifest-print-mix-and-refill-10e950 = Drucke, mische und fülle Pigmentkarten auf; wer erreicht zuerst eine Siegbedingung?
ui-game-manifest-roll-dice-and-colour-79a283 = Würfle und male dein Bild aus, Abschnitt für Abschnitt.
ui-game-manifest-grab-triangle-tiles-in-af9b47 = Schnapp dir Dreiecksplättchen in Echtzeit und baue passende Mosaike.

## GameOption

ui-game-option-1-2-db8f5e = %1: %2
ui-game-option-edition-250e3d = Ausgabe
ui-game-option-original-3-jokers-15-23bb0d = Original: 3 Joker, 15 Karten unter der Karte „Letzte Runde“, Startfarben ausgeteilt; neuere: Goldener Joker, 16 Karten darunter, Startfarben gewählt
ui-game-option-original-18ae5d = Original
ui-game-option-newer-6ef37b = Neuere
ui-game-option-scoring-side-d6d222 = Wertungsseite
ui-game-option-brown-1-3-6-7b082d = braun: 1/3/6/10/15/21; lila (schwierig): 1/4/8/7/6/5
ui-game-option-brown-0ff53d = Braun
ui-game-option-purple-5eeb7e = Lila
ui-game-option-colours-removed-2-3-7c5c4e = Entfernte Farben (2–3 Spieler)
ui-game-option-random-the-colours-set-b6de84 = zufällig: die bei 2 oder 3 Spielern aussortierten Farben werden zufällig gezogen; gewählt: Spieler 1 wählt sie (im italienischen Regelheft „eine Farbe deiner Wahl“)
ui-game-option-random-b6de75 = Zufällig
ui-game-option-chosen-00c95c = Gewählt
ui-game-option-tie-break-newer-edition-7d7ece = Gleichstand (neuere Ausgabe)
ui-game-option-newer-edition-tied-scores-e0edf8 = neuere Ausgabe, gleiche Punkte: die meisten Karten einer Farbe gewinnen. nicht gezählt: nur Farbkarten; gezählt: Joker zählen in der Farbe, für die sie punkten
ui-game-option-not-counted-86bf7b = Nicht gezählt
ui-game-option-counted-a04a69 = Gezählt
ui-game-option-variable-win-card-b54cd9 = Variable Siegkarte
ui-game-option-random-rulebook-step-4-cf0529 = zufällig (Regelheft Schritt 4), eine gewählte Karte oder keine (im Regelheft „beim ersten Spiel weglassen“)
ui-game-option-burgundy-4ae330 = Burgund
ui-game-option-mustard-c8527b = Senf
ui-game-option-petrol-71c4a7 = Petrol
ui-game-option-none-21d57d = Keine
ui-game-option-burgundy-s-count-6336cf = Zählung von Burgund
ui-game-option-rulebook-exactly-4-rank-54eb14 = Regelheft: genau 4 Rang 1, 3 Rang 2, 2 Rang 3 und Burgund; Karte: genau Burgund, 2 Rang 3, 3 Rang 2
ui-game-option-rulebook-3cf3cc = Regelheft
ui-game-option-card-076aba = Karte
ui-game-option-key-s-extra-actions-f99f5c = Zusatzaktionen von Schlüssel
ui-game-option-normal-key-grants-mix-2ffb5c = normal: Schlüssel gewährt Mischen, Auffüllen und Drucken in einem Zug, sobald er durch deine Druckaktion gedruckt wurde (oder zu Zugbeginn im Spiel war); beliebig: auch wenn durch Violett, Lavendel oder Fuchsia gedruckt (nie durch Orange)
ui-game-option-normal-b87bc0 = Normal
ui-game-option-any-05c66d = Beliebig
ui-game-option-pear-s-card-f81332 = Karte von Birne
ui-game-option-end-of-turn-each-b37d18 = Zugende: jede Birne fügt ihre Rang-1-Karte hinzu, wenn dein Zug endet und du gedruckt hast; nach dem Drucken: sobald deine erste Druckaktion ausgeführt ist, damit sie später im Zug nutzbar ist
ui-game-option-end-of-turn-c36622 = Zugende
ui-game-option-after-print-d24466 = Nach dem Drucken
ui-game-option-hands-d4df3b = Handkarten
ui-game-option-hidden-others-see-only-6ab8f5 = verdeckt: die anderen sehen nur, wie viele Karten du hältst; offen: zum Lernen
ui-game-option-hidden-666b96 = Verdeckt
ui-game-option-open-e67b02 = Offen
ui-game-option-solo-difficulty-f74445 = Solo-Schwierigkeit
ui-game-option-solo-only-billy-gets-a75f39 = nur solo: Billy erhält 0/2/4/6 Startzüge (niedrigste: du beginnst)
ui-game-option-lowest-3b3859 = Niedrigste
ui-game-option-easy-aa89c8 = Leicht
ui-game-option-medium-3d7d63 = Mittel
ui-game-option-hard-7f7e60 = Schwer
ui-game-option-sheet-e157a2 = Bogen
ui-game-option-the-picture-everyone-colours-968871 = das Bild, das alle ausmalen
ui-game-option-mode-8eef9a = Modus
ui-game-option-standard-first-to-the-5cc910 = Standard: zuerst zur Schwelle des Bogens (allein: Punktejagd); Punktejagd: ein Spieler erreicht die Schwelle in möglichst wenigen Runden; Steinmännchen: das Solospiel mit Steinmännchen auf dem Bogen Ostereier (immer auf diesem Bogen)
ui-game-option-standard-e9dff3 = Standard
ui-game-option-score-attack-90b979 = Punktejagd
ui-game-option-cairn-937bca = Steinmännchen
ui-game-option-dice-faces-008bb7 = Würfelseiten
ui-game-option-which-symbols-share-a-b73d7c = welche Symbole sich eine Seite teilen (beide Anordnungen sind erschlossen und gleich wahrscheinlich)
ui-game-option-a-647e34 = A
ui-game-option-b-c4b101 = B
ui-game-option-reserve-activations-1f81cb = Reserve-Aktivierungen
ui-game-option-one-each-player-activates-c26360 = eine: jeder Spieler aktiviert höchstens einen Reservewürfel pro Runde (zwei mit der Superkraft Extra-Reservezug); unbegrenzt: so viele er will, doch ein in dieser Runde in die Reserve gegebener Würfel kann erst ab der nächsten Runde aktiviert werden (die Superkraft Extra-Reservezug bringt dann nichts)
ui-game-option-one-de7cc7 = Eine
ui-game-option-unlimited-89c19b = Unbegrenzt
ui-game-option-lock-symbols-e73013 = Schloss-Symbole
ui-game-option-per-lock-the-two-cab583 = pro Schloss: die beiden Seiten eines Superkraft-Schlosses brauchen verschiedene Symbole, ein anderes Schloss darf sie wieder verwenden; alle Schlösser: jede Schlossseite, die ein Spieler ausmalt, braucht ein Symbol, das er an keiner anderen Schlossseite verwendet hat
ui-game-option-per-lock-dcb988 = Pro Schloss
ui-game-option-all-locks-8e0513 = Alle Schlösser
ui-game-option-match-7c0987 = Partie
ui-game-option-single-one-game-three-696da3 = einzeln: ein Spiel; drei Spiele: 2 SP für den ersten und 1 SP für den zweiten Platz über 3 Spiele; Gesamtpunkte: spielen, bis jemand insgesamt 40 Punkte hat
ui-game-option-single-9c2c82 = Einzeln
ui-game-option-three-games-46f8e1 = Drei Spiele
ui-game-option-total-score-81dc76 = Gesamtpunkte
ui-game-option-edge-order-9d9f5b = Kantenfolge
ui-game-option-fixed-every-tile-shows-3fdaa5 = fest: jedes Plättchen zeigt seine Farben im Uhrzeigersinn in gedruckter Reihenfolge; frei: ein Plättchen darf auch gespiegelt gelegt werden
ui-game-option-fixed-8b5cc9 = Fest
ui-game-option-free-8e2884 = Frei
ui-game-option-removal-rule-dc7ea5 = Entfernungsregel
ui-game-option-when-nobody-can-place-b4ca1f = wenn niemand das oberste Plättchen eines Stapels legen kann, geht je Spieler ein Plättchen weg: aktiv: je Spieler, der noch Plättchen nimmt; alle: je Spieler, auch wer aufgehört hat
ui-game-option-active-6fcdc3 = Aktiv
ui-game-option-all-761543 = Alle

## HandOverPage

ui-hand-over-page-the-table-is-hidden-5f6d11 = Der Tisch ist verdeckt, damit niemand die Karten eines anderen sieht.
ui-hand-over-page-pass-the-table-to-0dbe76 = Gib den Tisch an { $name } weiter
ui-hand-over-page-i-am-show-my-4f86ea = Ich bin { $name }: zeig meinen Tisch

## LessonBox

ui-lesson-box-lesson-6df73c = Lektion
ui-lesson-box-lesson-goal-23e160 = Ziel der Lektion
ui-lesson-box-why-it-was-right-be4c04 = Warum es richtig war
ui-lesson-box-try-again-4f8c5e = Noch &einmal
ui-lesson-box-next-lesson-3d1c33 = &Nächste Lektion
ui-lesson-box-all-lessons-3167a2 = &Alle Lektionen
ui-lesson-box-lesson-of-268d1c = Lektion { $number } von { $total }: { $title }
ui-lesson-box-the-rule-9d8933 = Die Regel ({ $source }; { $note }): „{ $rule }“
ui-lesson-box-the-rule-22a2e7 = Die Regel ({ $source }): „{ $rule }“
ui-lesson-box-right-now-the-others-1b16b2 = Richtig. Jetzt antworten die anderen auf deinen Zug…
ui-lesson-box-lesson-67a7e7 = Lektion zu { $game }

## LessonsPage

ui-lessons-page-learn-the-rules-07a580 = Regeln lernen
ui-lessons-page-start-page-24098a = ← &Startseite
ui-lessons-page-each-lesson-sets-up-33a96a = Jede Lektion baut einen Tisch auf und lehrt eine Regel: spiel den verlangten Zug, und sie sagt dir, warum. Bestandene Lektionen sind abgehakt.
ui-lessons-page-s-lessons-cannot-be-82c215 = Die Lektionen zu { $game } sind nicht lesbar: { $reason }
ui-lessons-page-lesson-84e472 = Lektion zu { $game }: { $title }

## MainWindow

ui-main-window-reviewing-move-of-14af58 = Rückblick: Zug { $ply } von { $total }
ui-main-window-the-table-before-the-b230a8 = { $where }: der Tisch vor dem ersten Zug.
ui-main-window-the-table-before-the-1fd989 = Der Tisch vor dem ersten Zug. → geht vor, Esc beendet.
ui-main-window-open-03747e = Ö&ffnen…
ui-main-window-save-61ab1c = &Speichern
ui-main-window-save-as-ee7913 = Speichern &unter…
ui-main-window-resume-last-game-c68326 = &Letztes Spiel fortsetzen
ui-main-window-copy-position-8f6999 = Position &kopieren
ui-main-window-paste-position-9dac0b = Position &einfügen
ui-main-window-save-game-635b80 = Spiel speichern
ui-main-window-chroma-desktop-games-json-485b3a = Chroma-Desktop-Spiele (*.json)
ui-main-window-could-not-save-a30663 = Speichern fehlgeschlagen: { $reason }
ui-main-window-saved-to-c05c6a = Gespeichert in { $file }.
ui-main-window-open-saved-game-acfcaf = Gespeichertes Spiel öffnen
ui-main-window-chroma-desktop-games-json-f86d86 = Chroma-Desktop-Spiele (*.json);;Alle Dateien (*)
ui-main-window-there-is-no-game-025dd8 = Es gibt noch kein Spiel zum Fortsetzen.
ui-main-window-there-is-no-game-337287 = Auf dem Tisch liegt kein Spiel zum Kopieren.
ui-main-window-position-copied-edit-paste-fcbf77 = Position kopiert: Bearbeiten → Position einfügen startet dort ein Spiel.
ui-main-window-the-clipboard-holds-no-629eba = Die Zwischenablage enthält keine spielbare Position: { $reason }
ui-main-window-a-new-game-from-84bc17 = Ein neues Spiel ab der Position: Rückgängig geht nicht weiter zurück.
ui-main-window-how-to-play-caf919 = &Spielanleitung
ui-main-window-rulings-c472a5 = &Regelauslegungen…
ui-main-window-about-chroma-desktop-6743c4 = Ü&ber Chroma Desktop
ui-main-window-about-chroma-desktop-8604da = Über Chroma Desktop
ui-main-window-a-desktop-tabletop-for-10a6fd = Ein Spieltisch für Chroma Mix, Coloretto, Chroma Cubes und CMYK! am Computer.
ui-main-window-language-785e49 = &Sprache
ui-main-window-game-830a4f = &Spiel
ui-main-window-edit-d36e27 = &Bearbeiten
ui-main-window-view-b13022 = &Ansicht
ui-main-window-help-ba915d = &Hilfe
ui-main-window-new-game-a860d7 = &Neues Spiel…
ui-main-window-start-page-fe24c6 = Star&tseite
ui-main-window-quit-5ec23b = B&eenden
ui-main-window-undo-c0ac1c = &Rückgängig
ui-main-window-redo-86e93e = &Wiederholen
ui-main-window-hint-eef547 = &Tipp
ui-main-window-which-move-982f8d = Welcher Zug?
ui-main-window-this-drop-could-mean-517f80 = Dieses Ablegen kann mehrere Züge bedeuten:
ui-main-window-host-online-game-e07c99 = Online-Spiel &anbieten…
ui-main-window-join-online-game-2d2018 = Online-Spiel &beitreten…
ui-main-window-my-online-games-3ce462 = &Meine Online-Spiele…
ui-main-window-res-ign-online-game-1fef66 = Online-Spiel auf&geben…
ui-main-window-resign-86dbb2 = Aufgeben
ui-main-window-resign-this-game-it-7179a9 = Dieses Spiel aufgeben? Es endet sofort für alle am Tisch, und sie sehen, dass du aufgegeben hast.
ui-main-window-resign-c1f344 = &Aufgeben
ui-main-window-fast-9538c4 = &Schnell
ui-main-window-normal-fdd08a = &Normal
ui-main-window-slow-81b46f = &Langsam
ui-main-window-off-04f03b = &Aus
ui-main-window-zoom-in-3b97d2 = Hinein&zoomen
ui-main-window-zoom-out-fe2e2a = Hera&uszoomen
ui-main-window-fit-table-to-window-0dce1b = Tisch ans &Fenster anpassen
ui-main-window-teach-mode-2c6f6e = &Lernmodus
ui-main-window-animation-pace-a1b9e8 = Animations&tempo

## MatchController

ui-match-controller-the-hint-s-search-d59d9d = Die Suche für den Tipp stieß auf ein unerwartetes Problem (technisches Detail: { $error })
ui-match-controller-hint-enter-plays-the-f2793f = Tipp: Enter spielt den ersten der besten Züge.
ui-match-controller-every-bot-waits-and-2a45ee = Alle Bots warten, und keiner wird ziehen.
ui-match-controller-could-not-move-68a70d = { $name } konnte nicht ziehen: { $reason }
ui-match-controller-tried-an-illegal-move-92d5ff = { $name } versuchte einen regelwidrigen Zug: { $reason }
ui-match-controller-autosave-failed-a26870 = Automatisches Speichern fehlgeschlagen: { $reason }
ui-match-controller-pass-the-table-to-a82b09 = Gib den Tisch an { $name } weiter.
ui-match-controller-the-game-is-over-f5b7e0 = Das Spiel ist vorbei.
ui-match-controller-the-lesson-is-done-4e679b = Die Lektion ist geschafft: versuch sie noch einmal oder mach mit der nächsten weiter.
ui-match-controller-is-thinking-d77868 = { $names } denkt nach…
ui-match-controller-click-one-of-the-3f656c = Klick auf einen der markierten Plätze oder zieh es dorthin.
ui-match-controller-hint-enter-plays-it-9ed399 = Tipp: { $reason } (Enter spielt ihn.)
ui-match-controller-nothing-to-undo-here-2b0a7f = Hier gibt es nichts rückgängig zu machen: seitdem wurde eine Karte aufgedeckt, oder das Spiel hat gerade begonnen.
ui-match-controller-undone-980c5d = Rückgängig gemacht.
ui-match-controller-redone-c5cbe8 = Wiederholt.
ui-match-controller-enter-ed889b = Enter: { $move }
ui-match-controller-drop-it-on-one-164786 = Leg es auf einen der markierten Plätze.
ui-match-controller-just-changed-look-again-3a8302 = { $place } hat sich gerade geändert: schau noch einmal hin.

## NewGameDialog

ui-new-game-dialog-human-94f99d = Mensch
ui-new-game-dialog-bot-easy-d8ab3c = Bot: leicht
ui-new-game-dialog-bot-normal-4f9f4f = Bot: normal
ui-new-game-dialog-bot-hard-d3cc5b = Bot: schwer
ui-new-game-dialog-easy-4311df = Leicht
ui-new-game-dialog-normal-d8f799 = Normal
ui-new-game-dialog-hard-70465b = Schwer
ui-new-game-dialog-about-one-tile-every-7fcfba = { $level }: etwa ein Plättchen alle { $seconds } s
ui-new-game-dialog-player-882482 = Spieler { $n }
ui-new-game-dialog-new-game-169c62 = Neues Spiel
ui-new-game-dialog-game-2cb0e1 = &Spiel
ui-new-game-dialog-players-e253fc = S&pieler
ui-new-game-dialog-seats-b1d1b9 = Plätze
ui-new-game-dialog-s-a-move-5e3c32 = { $seconds } s pro Zug
ui-new-game-dialog-hard-bots-and-hints-a775b1 = Schwere Bots und Tipps &denken
ui-new-game-dialog-options-b56881 = Optionen
ui-new-game-dialog-teach-mode-highlight-every-e2b2a3 = &Lernmodus: jeden erlaubten Zug markieren und erklären
ui-new-game-dialog-random-064177 = zufällig
ui-new-game-dialog-seed-optional-replays-the-2663d4 = Start&wert (optional, wiederholt dieselbe Verteilung)
ui-new-game-dialog-start-50983c = &Beginnen
ui-new-game-dialog-bots-play-in-real-43835c = Bots spielen in Echtzeit:
ui-new-game-dialog-seat-name-82b099 = Name auf Platz { $n }
ui-new-game-dialog-seat-player-c39c24 = Spieler auf Platz { $n }
ui-new-game-dialog-the-seed-must-be-9e0fdc = Der Startwert muss eine ganze Zahl sein (oder leer).

## OnlineChat

ui-online-chat-say-something-689408 = Sag etwas…
ui-online-chat-a-line-to-everyone-96079a = Eine Zeile an alle am Tisch (Enter sendet sie)
ui-online-chat-chat-597a0d = Chat
ui-online-chat-send-77b46c = Senden

## OnlineController

ui-online-controller-the-table-changed-meanwhile-44a4a7 = der Tisch hat sich inzwischen geändert: so sieht er jetzt aus
ui-online-controller-it-is-not-your-1d98de = du bist nicht am Zug
ui-online-controller-too-many-moves-at-f54024 = zu viele Züge auf einmal: langsamer
ui-online-controller-the-game-is-over-bc5e22 = das Spiel ist vorbei
ui-online-controller-spectators-watch-they-cannot-037b2e = Zuschauer sehen zu: sie können nicht spielen
ui-online-controller-the-server-cannot-store-941550 = der Server kann gerade keine Züge speichern: versuch es gleich noch einmal
ui-online-controller-the-server-refused-the-64decb = Der Server hat den Zug abgelehnt: { $reason }
ui-online-controller-sending-your-move-8b0032 = Dein Zug wird gesendet…
ui-online-controller-waiting-for-the-server-06b17a = Warte auf den Server…
ui-online-controller-away-4afba3 = { " " }(abwesend)
ui-online-controller-waiting-for-a7a4c1 = Warte auf { $names }…
ui-online-controller-an-online-game-is-1fc172 = ein Online-Spiel wird gespeichert, sobald es vorbei ist
ui-online-controller-the-server-sent-a-a235f4 = Der Server hat eine Nachricht gesendet, die diese App nicht lesen kann (technisches Detail: { $reason })
ui-online-controller-the-server-sent-a-df4cc8 = Der Server hat einen Tisch gesendet, den diese App nicht lesen kann (technisches Detail: { $reason })
ui-online-controller-everyone-asked-for-a-638db7 = Alle wollen eine Revanche: der neue Tisch öffnet sich…
ui-online-controller-rematch-asked-by-waiting-7e08c9 = Revanche gewünscht von { $asked }; warte auf { $waiting }.
ui-online-controller-the-server-sent-no-c181a6 = der Server hat keine Aufzeichnung des Spiels gesendet
ui-online-controller-the-game-s-record-1bacf5 = Die Aufzeichnung des Spiels lässt sich nicht nachspielen: { $reason }
ui-online-controller-disconnected-from-the-table-9fb9fb = Vom Tisch getrennt: { $reason }
ui-online-controller-the-game-is-over-38f15b = Das Spiel ist vorbei: du hast aufgegeben.
ui-online-controller-the-game-is-over-2bd580 = Das Spiel ist vorbei: { $name } hat aufgegeben.
ui-online-controller-the-game-is-over-9048a3 = Das Spiel ist vorbei: { $scores }.
ui-online-controller-spectator-de93a0 = Zuschauer
ui-online-controller-player-001836 = Spieler { $n }
ui-online-controller-the-server-sent-a-5c7100 = Der Server hat einen Tisch gesendet, den diese App nicht lesen kann.

## OnlineDialog

ui-online-dialog-friend-3ee353 = Freund
ui-online-dialog-bot-normal-7e42c6 = Bot: normal
ui-online-dialog-a-game-hosted-on-94d590 = Ein Spiel, das auf diesem Computer läuft, bewahrt seine Geheimnisse auf diesem Computer: jede Hand und der Startwert, der jedes Ziehen entscheidet, stehen in seiner Datenbank, also könnte jeder, der diesen Computer benutzt, sie ansehen. Für ein Spiel, bei dem niemand spicken kann, spielt auf einem Server, den keiner der Spieler betreibt.
ui-online-dialog-the-name-your-friends-fea9b9 = Der Name, den deine Freunde am Tisch sehen
ui-online-dialog-no-server-answers-at-ef4a8e = unter { $server } antwortet kein Server
ui-online-dialog-a-code-has-8-f9c07c = ein Code hat 8 Buchstaben und Ziffern, wie K7QF-M2XD
ui-online-dialog-a-code-holds-only-57ddcf = ein Code enthält nur Buchstaben und Ziffern, und kein U
ui-online-dialog-a-server-address-is-7c00e4 = eine Serveradresse ist HOST:PORT, wie 192.168.1.20:8765
ui-online-dialog-no-table-waits-for-63f1bf = kein Tisch wartet auf diesen Code: vielleicht vertippt, schon benutzt oder abgelaufen
ui-online-dialog-too-many-codes-tried-436996 = zu viele Codes versucht: warte eine Minute und versuch es erneut
ui-online-dialog-host-online-game-dd17e4 = Online-Spiel anbieten
ui-online-dialog-game-6ac30e = &Spiel
ui-online-dialog-players-a0ec0b = S&pieler
ui-online-dialog-your-name-794d0f = Dein &Name
ui-online-dialog-seats-cb8614 = Plätze
ui-online-dialog-options-17d240 = Optionen
ui-online-dialog-invite-links-send-each-8dbb43 = Einladungslinks: schick jedem Freund seinen eigenen, privat
ui-online-dialog-open-the-table-a67efa = &Tisch eröffnen
ui-online-dialog-where-the-table-is-82cdbe = Wo der Tisch bereitgestellt wird
ui-online-dialog-on-this-computer-at-a7a157 = Auf &diesem Computer, unter der Adresse
ui-online-dialog-on-a-server-9ff0e3 = Auf einem Se&rver
ui-online-dialog-the-address-friends-reach-2e3b40 = Die Adresse, unter der Freunde diesen Computer erreichen (127.0.0.1: nur dieser Computer)
ui-online-dialog-any-free-port-8f5553 = irgendein freier Port
ui-online-dialog-ws-host-port-4b15e3 = ws://HOST:PORT
ui-online-dialog-the-server-s-host-5aa53c = der Host-Schlüssel des Servers
ui-online-dialog-seat-6a2d55 = Platz { $n }
ui-online-dialog-a-server-address-starts-0eed42 = Eine Serveradresse beginnt mit ws:// oder wss://
ui-online-dialog-the-table-could-not-1bdd66 = Der Tisch konnte nicht eröffnet werden: { $reason }
ui-online-dialog-no-short-codes-de4de5 = Keine Kurzcodes: { $reason }
ui-online-dialog-bot-1d77c1 = Bot { $n }
ui-online-dialog-friend-15ca5e = Freund { $n }
ui-online-dialog-joined-811e34 = { $name } ist beigetreten
ui-online-dialog-copy-baca7e = &Kopieren
ui-online-dialog-short-code-for-seat-71904b = Kurzcode für Platz { $n }
ui-online-dialog-a-friend-can-type-958190 = Ein Freund kann ihn statt des Links unter Beitreten eingeben; er gilt einmal
ui-online-dialog-cop-y-code-4acb3c = Code k&opieren
ui-online-dialog-no-friend-s-seat-47da35 = Kein Platz für Freunde: kein Link zu senden.
ui-online-dialog-c-opy-2e9800 = Ko&pieren
ui-online-dialog-to-watch-4483d8 = Zum Zuschauen
ui-online-dialog-join-online-game-550b52 = Online-Spiel beitreten
ui-online-dialog-chroma-host-port-table-cf134c = chroma://HOST:PORT/TABLE?seat=… oder K7QF-M2XD
ui-online-dialog-invite-link-or-code-a563ff = Einladungs&link oder Code
ui-online-dialog-paste-43d371 = &Einfügen
ui-online-dialog-host-port-0fded5 = HOST:PORT
ui-online-dialog-where-a-code-is-1ec0f5 = Wo ein Code nachgeschlagen wird (ein Link oder ein Code der Form CODE@HOST:PORT nennt seinen eigenen Server)
ui-online-dialog-server-for-a-code-0fe7df = &Server für einen Code
ui-online-dialog-join-6061be = &Beitreten
ui-online-dialog-this-is-neither-an-4e1a12 = Das ist weder ein Einladungslink noch ein Code: { $reason }
ui-online-dialog-looking-the-code-up-a8575a = Code wird nachgeschlagen…
ui-online-dialog-this-is-not-an-6e7778 = Das ist kein Einladungslink: { $reason }
ui-online-dialog-connecting-c8a475 = Verbinde…
ui-online-dialog-could-not-join-d228eb = Beitreten fehlgeschlagen: { $reason }

## OnlineGames

ui-online-games-my-online-games-15862e = Meine Online-Spiele
ui-online-games-no-online-game-yet-77b2e2 = Noch kein Online-Spiel: biete eines an oder tritt einem mit einem Einladungslink bei.
ui-online-games-watching-3c8f50 = schaut zu
ui-online-games-seat-a3478e = Platz { $n }
ui-online-games-rejoin-7b9ac8 = &Wieder beitreten
ui-online-games-copy-friends-links-7d4754 = Links der &Freunde kopieren
ui-online-games-seat-e5ab1f = Platz { $n }: { $link }
ui-online-games-this-computer-cannot-serve-b7994a = Dieser Computer kann den Tisch nicht wieder bereitstellen: { $reason }

## ReferencePictures

ui-reference-pictures-the-table-of-a-2417d8 = Der Tisch eines Spiels mit { $players } Spielern, nach ein paar Zügen
ui-reference-pictures-a-die-of-each-01b442 = Ein Würfel jeder Farbe, jeder zeigt eine seiner Seiten
ui-reference-pictures-the-six-faces-of-417aac = Die sechs Seiten eines Würfels in { $colour }: seine eigene Farbe und seine Nachbarn kommen am häufigsten
ui-reference-pictures-a-sheet-a-few-0fb581 = Ein Bogen, ein paar Abschnitte ausgemalt
ui-reference-pictures-rank-cards-e39aaf = Karten vom Rang { $rank }
ui-reference-pictures-tiles-each-side-shows-e27059 = Plättchen: jede Seite zeigt eine Farbe an einer Marke
ui-reference-pictures-a-k-tile-black-5b8b87 = Ein K-Plättchen: schwarz, es passt zu jeder Marke jeder Farbe
ui-reference-pictures-a-chameleon-card-of-f59855 = Eine Chamäleonkarte jeder Farbe
ui-reference-pictures-joker-golden-joker-newer-b6c8bf = Joker, Goldener Joker (neuere Ausgabe), +2 und die Karte „Letzte Runde“

## ResultsDialog

ui-results-dialog-and-e02df0 = { " " }und{ " " }
ui-results-dialog-nobody-at-the-table-228339 = Niemand am Tisch gewinnt
ui-results-dialog-you-win-d3b97a = Du gewinnst!
ui-results-dialog-win-abdfb8 = { $names } gewinnen!
ui-results-dialog-wins-bcec9c = { $name } gewinnt!
ui-results-dialog-you-resigned-d2376c = Du hast aufgegeben
ui-results-dialog-resigned-81c0a0 = { $name } hat aufgegeben
ui-results-dialog-the-game-ended-there-c4cc17 = Das Spiel endete hier, vor seiner Wertung.
ui-results-dialog-the-game-ended-there-2998cb = Das Spiel endete hier: die Punkte, wie sie standen, ohne Sieger.
ui-results-dialog-results-c07e82 = Ergebnisse
ui-results-dialog-place-892e6d = Platz
ui-results-dialog-player-6f7992 = Spieler
ui-results-dialog-points-1018ca = Punkte
ui-results-dialog-ranking-7ce4f2 = Rangfolge
ui-results-dialog-for-3563c7 = Für
ui-results-dialog-s-score-301568 = Punkte von { $name }
ui-results-dialog-winner-8b44ee = { $name }, Sieger
ui-results-dialog-your-score-2c5c9f = Deine Punkte
ui-results-dialog-not-added-to-the-b814fa = Nicht zu den Punkten gezählt: entschied die Plätze
ui-results-dialog-score-34c595 = Punkte
ui-results-dialog-figures-in-decided-the-b69abf = Zahlen in ( ) entschieden die Plätze und werden nicht addiert.
ui-results-dialog-review-game-1a80bf = Partie &durchgehen
ui-results-dialog-step-through-the-game-ce78fc = Die Partie Zug für Zug durchgehen (Pfeiltasten)
ui-results-dialog-new-game-0b5a9b = &Neues Spiel…
ui-results-dialog-re-match-b9d1b3 = &Revanche
ui-results-dialog-the-same-game-and-52b758 = Dasselbe Spiel und dieselben Spieler, neu verteilt
ui-results-dialog-close-240ed1 = &Schließen

## RulesReference

ui-rules-reference-goal-a85890 = Ziel
ui-rules-reference-components-c63633 = Material
ui-rules-reference-a-turn-05d54b = Ein Zug
ui-rules-reference-scoring-winning-20f847 = Wertung / Sieg
ui-rules-reference-end-of-the-game-176eb6 = Spielende
ui-rules-reference-keyboard-and-mouse-25bfa0 = Tastatur und Maus
ui-rules-reference-where-the-rulebook-is-3ab6dd = Wo das Regelheft unklar ist, zeigt Hilfe → Regelauslegungen seine Worte und die Lesart, die die App spielt.
ui-rules-reference-how-to-play-213056 = Spielanleitung
ui-rules-reference-game-6af31d = Spiel:
ui-rules-reference-the-rules-reference-of-f53b5a = Die Regelübersicht von { $game } kann nicht gezeigt werden: { $reason }

## RulingsDialog

ui-rulings-dialog-where-the-rulebook-is-4d3543 = Wo das Regelheft unklar ist, schweigt, beschädigt ist oder sich widerspricht: seine eigenen Worte und die Lesart, die diese App spielt. Eine als Option markierte Lesart lässt sich beim Einrichten eines neuen Spiels ändern.
ui-rulings-dialog-the-rulebook-is-unclear-6830ce = Das Regelheft ist unklar
ui-rulings-dialog-the-rulebook-is-silent-be59ec = Das Regelheft schweigt dazu
ui-rulings-dialog-the-rulebook-contradicts-its-0fd596 = Das Regelheft widerspricht sich
ui-rulings-dialog-the-rulebook-s-text-355ff2 = Der Text des Regelhefts ist beschädigt
ui-rulings-dialog-a-value-this-ruling-8653f9 = (ein Wert, den diese Auslegung nicht beschreibt)
ui-rulings-dialog-this-reading-is-not-808fe5 = Diese Lesart bietet diese Version des Spiels nicht als Option an.
ui-rulings-dialog-set-up-option-b-49e050 = Einstellung <b>{ $label }</b> im Dialog Neues Spiel.
ui-rulings-dialog-the-app-s-reading-17531c = die Lesart der App
ui-rulings-dialog-not-the-app-s-3b8a8e = nicht die übliche Lesart der App
ui-rulings-dialog-in-this-game-b92b82 = In diesem Spiel: { $value }
ui-rulings-dialog-other-reading-80196b = Andere Lesart
ui-rulings-dialog-other-readings-5f1881 = Andere Lesarten
ui-rulings-dialog-default-915ab5 = Standard: { $value }
ui-rulings-dialog-also-offered-9c40af = Ebenfalls angeboten
ui-rulings-dialog-in-english-f6ceab = Auf Englisch: { $words }
ui-rulings-dialog-not-offered-4e9e0e = Nicht angeboten: { $readings }
ui-rulings-dialog-no-rulings-are-recorded-da8779 = Für { $game } sind keine Regelauslegungen verzeichnet.
ui-rulings-dialog-the-rulebook-says-977fa6 = Das Regelheft sagt
ui-rulings-dialog-the-app-s-reading-291027 = Die Lesart der App
ui-rulings-dialog-rulings-8827dc = Regelauslegungen
ui-rulings-dialog-game-4a51c4 = Spiel:
ui-rulings-dialog-b-b-the-game-3a45c5 = <b>{ $game }</b>: das Spiel auf dem Tisch
ui-rulings-dialog-the-rulings-cannot-be-b04b45 = Die Regelauslegungen können nicht gezeigt werden: { $reason }

## Seats

ui-seats-you-40241e = Du

## SessionLink

ui-session-link-that-server-has-no-7ce063 = dieser Server hat keinen solchen Tisch
ui-session-link-the-link-s-seat-de2feb = der Platz des Links gehört nicht zu diesem Tisch
ui-session-link-that-server-plays-other-3ab113 = dieser Server spielt andere Regeln: aktualisiere die App
ui-session-link-too-much-was-sent-123911 = zu viel zu schnell gesendet
ui-session-link-the-server-could-not-65ca50 = der Server konnte nicht lesen, was diese App gesendet hat
ui-session-link-a-spectator-watches-and-d61f8a = ein Zuschauer sieht zu und kann nicht spielen
ui-session-link-that-game-is-over-6b47df = dieses Spiel ist vorbei
ui-session-link-the-code-is-not-71ec7f = der Code ist ungültig
ui-session-link-the-server-cannot-read-319be9 = der Server kann seine Tische gerade nicht lesen oder speichern: versuch es gleich noch einmal
ui-session-link-that-table-has-as-ff79ae = an diesem Tisch sind schon so viele Zuschauer, wie er fasst: versuch es später
ui-session-link-the-table-changed-meanwhile-b7578d = der Tisch hat sich inzwischen geändert
ui-session-link-it-is-not-that-af8204 = dieser Platz ist nicht am Zug
ui-session-link-the-rules-do-not-72bea6 = die Regeln erlauben das jetzt nicht
ui-session-link-the-server-refused-technical-707fa6 = der Server hat abgelehnt (technisches Detail: { $why })
ui-session-link-the-server-cannot-be-3ff69f = der Server ist nicht erreichbar (technisches Detail: { $why })

## SidePanel

ui-side-panel-hint-h-448477 = &Tipp (H)
ui-side-panel-hint-625661 = &Tipp
ui-side-panel-undo-ff2b4d = Rückgängig
ui-side-panel-redo-60b5fc = Wiederholen
ui-side-panel-what-to-do-now-f81684 = Was jetzt zu tun ist
ui-side-panel-why-not-and-hints-37be4f = Warum nicht, und Tipps
ui-side-panel-game-log-dea778 = Spielverlauf
ui-side-panel-teach-mode-96581e = &Lernmodus
ui-side-panel-results-4ba09c = Ergebnisse…
ui-side-panel-review-game-c612c8 = Partie durchgehen
ui-side-panel-first-move-home-be991e = Erster Zug (Pos1)
ui-side-panel-back-one-move-left-5d02e4 = Einen Zug zurück (Links)
ui-side-panel-forward-one-move-right-803b6d = Einen Zug vor (Rechts)
ui-side-panel-last-move-end-e42dd1 = Letzter Zug (Ende)
ui-side-panel-leave-review-3f4bbd = Rückblick beenden
ui-side-panel-more-about-these-moves-876dbb = Mehr zu diesen Zügen
ui-side-panel-teach-mode-every-open-2a4ad8 = Lernmodus: jeder offene Zug und warum
ui-side-panel-fewer-words-705c50 = Weniger Worte

## StartPage

ui-start-page-resume-last-game-14bccc = &Letztes Spiel fortsetzen
ui-start-page-1-player-3af3f9 = 1 Spieler
ui-start-page-players-068ed0 = { $n } Spieler
ui-start-page-after-1-move-afd9d8 = nach 1 Zug
ui-start-page-after-moves-7946d0 = nach { $n } Zügen
ui-start-page-resume-d036fa = { $game } &fortsetzen
ui-start-page-colour-games-at-your-5f1d9d = Farbspiele am Schreibtisch: gegen Freunde, gegen Bots, oder lern die Regeln.
ui-start-page-new-game-1a0689 = &Neues Spiel…
ui-start-page-open-saved-game-d59f5c = &Gespeichertes Spiel öffnen…
ui-start-page-learn-the-rules-2fcc53 = &Regeln lernen…
ui-start-page-short-lessons-on-the-11bea1 = Kurze Lektionen am Tisch, eine Regel nach der anderen
ui-start-page-learn-the-rules-9b0700 = Regeln lernen
ui-start-page-join-online-game-7aaf2a = Online-Spiel &beitreten…
ui-start-page-sit-at-a-friend-cbae36 = Setz dich an den Tisch eines Freundes, mit dem Einladungslink oder Code, den er geschickt hat
ui-start-page-games-fc6097 = Spiele
ui-start-page-players-9c49fa = { $least }–{ $most } Spieler
ui-start-page-new-game-6de2fc = Neues Spiel { $game }
ui-start-page-the-last-game-is-011177 = Das letzte Spiel ist beendet: es gibt nichts fortzusetzen

## TableView

ui-table-view-game-table-d89bea = Spieltisch

## TeachWords

ui-teach-words-new-to-lesson-a7784d = Neu bei { $topic }? Lektion: { $title }
ui-teach-words-and-more-kinds-of-e164cd = • und { $n } weitere Arten von Zügen
ui-teach-words-teach-mode-the-lit-fd6cd4 = Lernmodus: die leuchtenden Plätze zeigen jeden erlaubten Zug.
ui-teach-words-teach-mode-one-move-6adc51 = Lernmodus: ein Zug ist offen:
ui-teach-words-teach-mode-moves-are-76b9d4 = Lernmodus: { $n } Züge sind offen:

## TurnNotice

ui-turn-notice-over-e45435 = vorbei
ui-turn-notice-your-turn-b4ad73 = du bist am Zug
ui-turn-notice-waiting-for-48952b = warte auf { $names }
ui-turn-notice-go-to-the-table-669629 = &Zum Tisch
ui-turn-notice-dismiss-cbb4ab = Schließen
ui-turn-notice-your-turn-at-with-2a9f61 = Du bist am Zug bei { $game } mit { $names }
ui-turn-notice-your-turn-at-6281eb = Du bist am Zug bei { $game }
ui-turn-notice-player-6dc041 = Spieler { $n }
ui-accessible-table-area-69bf30 = Bereich
ui-accessible-table-piece-f7e205 = Spielteil
ui-accessible-table-face-down-card-43b8f0 = Verdeckte Karte
ui-accessible-table-card-27a63a = Karte
ui-accessible-table-in-33fa48 = in { $place }
ui-accessible-table-in-your-area-6a3062 = in deinem Bereich
ui-accessible-table-in-s-area-1f42d8 = im Bereich von { $seat }
ui-accessible-table-moves-f42f3a = Züge: { $moves }
ui-announcer-earlier-messages-skipped-68f633 = Frühere Meldungen ausgelassen: { $count }.
ui-announcer-no-move-yet-7bfd29 = Noch kein Zug.
ui-announcer-this-game-s-scores-59bf7a = In diesem Spiel wird erst am Ende gewertet.
ui-announcer-scores-c97877 = Punkte: { $scores }.
ui-announcer-the-game-is-over-574cf5 = Das Spiel ist vorbei. Gewonnen: { $winners }. Punkte: { $scores }.
ui-announcer-the-game-is-over-176e60 = Das Spiel ist vorbei. Punkte: { $scores }.
ui-chroma-cubes-table-worth-a6ceea = { $figure }, Wert { $value }
ui-chroma-cubes-table-coloured-aad97f = { $section }, { $need }, ausgemalt
ui-chroma-cubes-table-c99b53 = { $section }, { $need }
ui-help-menu-tab-arrows-move-among-42fae1 = Tab, Pfeiltasten: zwischen den erlaubten Zügen wechseln
ui-help-menu-enter-or-space-play-5fe227 = Eingabe oder Leertaste: den markierten Zug spielen
ui-help-menu-ctrl-tab-leave-the-8a006c = Strg+Tab: vom Tisch zur Seitenleiste (und zum Chat eines Online-Tischs)
ui-help-menu-esc-cancel-3a7908 = Esc: abbrechen
ui-help-menu-h-hint-cce9c3 = H: Tipp
ui-help-menu-z-enlarge-the-highlighted-81c71f = Z: die markierte Karte vergrößern
ui-help-menu-r-turn-the-tile-fed5d5 = R: das Plättchen drehen (der nächste Zug mit demselben Platz)
ui-help-menu-p-read-the-whole-f57956 = P: die ganze Stellung vorlesen
ui-help-menu-s-read-the-scores-e881a7 = S: die Punkte vorlesen
ui-help-menu-l-read-the-last-09fdeb = L: die letzten Züge vorlesen
ui-help-menu-0-zoom-in-zoom-009516 = +, -, 0: hineinzoomen, herauszoomen, Tisch einpassen
ui-help-menu-ctrl-z-ctrl-shift-00adb4 = Strg+Z, Strg+Umschalt+Z: rückgängig, wiederholen
ui-help-menu-reviewing-a-game-arrows-6569d1 = Im Rückblick: Pfeiltasten gehen Zug um Zug, Pos1 und Ende an die Enden
ui-help-menu-keys-e49bfc = Tasten
ui-main-window-keys-74de1b = &Tastenkürzel
ui-accessible-table-taken-along-in-4ada40 = Mitgenommen in: { $moves }
ui-accessible-table-no-move-with-it-c12b50 = Jetzt kein Zug damit
ui-accessible-table-move-of-here-434c9f = { $enter } (Zug { $index } von { $count } hier)
ui-accessible-table-the-only-move-now-684e8c = { $enter } (der einzige Zug jetzt)
ui-chroma-cubes-table-showing-02bf8e = { $die }, zeigt { $symbols }
ui-chroma-mix-table-yes-a26014 = ja
ui-chroma-mix-table-no-38054d = nein
ui-chroma-mix-table-not-known-067c23 = unbekannt
ui-chroma-mix-table-met-8c4090 = erfüllt
ui-chroma-mix-table-of-done-38e10e = { $done } von { $parts } erfüllt
ui-chroma-mix-table-not-started-923140 = nicht begonnen
ui-chroma-mix-table-rank-deck-cards-left-7c9c2c = Stapel Rang { $rank }, übrige Karten: { $count }
ui-chroma-mix-table-rank-discard-pile-empty-d74f7b = Ablagestapel Rang { $rank }, leer
ui-chroma-mix-table-rank-discard-pile-cards-7e905b = Ablagestapel Rang { $rank }, Karten: { $count }
ui-new-game-dialog-seat-834486 = Platz { $n }
ui-online-dialog-address-on-this-computer-556175 = Adresse auf diesem Computer
ui-online-dialog-port-7a112d = Port
ui-online-dialog-server-address-e5f91e = Serveradresse
ui-online-dialog-server-s-host-key-fb6a1c = Host-Schlüssel des Servers
ui-start-page-start-page-852d77 = Startseite
ui-announcer-the-game-is-over-c997b2 = Das Spiel ist vorbei.

## SpokenWords

ui-spoken-words-of-8c2059 = { $done } von { $total }
ui-spoken-words-vp-victory-point-victory-ca3165 = SP: Siegpunkt, Siegpunkte; Pkt.: Punkt, Punkte
