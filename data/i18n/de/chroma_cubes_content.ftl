# Catalogue `chroma_cubes_content` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/chroma_cubes_content.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

already-used-by-item = { $value } wird schon von Eintrag { $other } verwendet
not-a-dice-colour = { $colour } ist keine Farbe aus { $file }
no-faces = hat keine Seiten für den Würfel { $colour }
same-symbol-twice = eine Seite zeigt zwei verschiedene Symbole
face-twice = diese Seite ist schon auf dem Würfel
shown-on-faces = zeigt { $colour } auf { $shown } { $shown ->
        [one] Seite
       *[other] Seiten
    }, nicht { $expected } (eigene Farbe und Nachbarn 3, andere 1)
not-a-layout = { $name } ist keine Anordnung
point-outside = der Punkt { $point } liegt außerhalb des Einheitsquadrats
three-points = ein Polygon braucht mindestens drei verschiedene Punkte
degenerate = das Polygon ist entartet (Fläche { $area })
crosses-itself = das Polygon schneidet sich selbst (Kanten { $first } und { $second })
id-matches-key = muss { $id } sein, um zu seinem Schlüssel zu passen
bans-every-colour = schließt jede Würfelfarbe aus
banned-here = Würfel der Farbe { $colour } sind auf diesem Bogen ausgeschlossen
no-active-die = die Spieler würden ohne aktiven Würfel beginnen
not-a-superpower = { $effect } ist keine Superkraft aus rules.yaml
pool-too-small = { $players } Spieler { $players ->
        [one] braucht
       *[other] brauchen
    } { $wanted } Würfel, aber der Vorrat hat { $pool }
start-from-sets = { $players } { $players ->
        [one] Spieler kann
       *[other] Spieler können
    } nicht { $players ->
        [one] mit
       *[other] jeder mit
    } { $dice } { $dice ->
        [one] Würfel
       *[other] Würfeln
    } der Farbe { $colour } aus { $sets } { $sets ->
        [one] Satz
       *[other] Sätzen
    } beginnen
lock-side = eine Schlossseite braucht { $needed } Würfel, aber ein Spieler hat höchstens { $most } aktive Würfel
no-die-shows = kein auf diesem Bogen erlaubter Würfel zeigt das Symbol { $colour }
needs-more-dice = braucht { $count } Würfel, aber ein Spieler beginnt mit { $active } aktiven Würfeln
hole-outside = ein Loch muss in seinem Polygon liegen
cannot-be-reached = ist nicht erreichbar: Der Bogen bietet { $most } { $most ->
        [one] Punkt
       *[other] Punkte
    }
not-a-figure = { $figure } ist keine Figur dieses Bogens
not-a-colour = { $colour } ist keine Farbe
only-cairns = es gibt nur { $cairns } Steinmännchen
outline-outside = ein Umriss muss im Einheitsquadrat liegen
no-sheet = kein Schlüssel sheet_<id>: Mindestens ein Spielbogen ist nötig
not-a-sheet = { $sheet } ist kein Bogen
no-cairns = der Bogen { $sheet } hat keine Steinmännchen
