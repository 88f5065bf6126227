# Catalogue `chroma_cubes_content` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `chroma_cubes_content`
# (chroma_desktop/games/chroma_cubes/content_words.py): why Chroma Cubes' content is refused (the
# frame with file, line and key: content.yaml). Key → text. Ids and values are quoted as written.

already-used-by-item = { $value } è già usato dall'elemento { $other }
not-a-dice-colour = { $colour } non è un colore di { $file }
no-faces = non ha facce per il dado { $colour }
same-symbol-twice = una faccia mostra due simboli diversi
face-twice = questa faccia è già sul dado
shown-on-faces = mostra { $colour } su { $shown } { $shown ->
        [one] faccia
       *[other] facce
    }, non { $expected } (il proprio colore e i vicini 3, gli altri 1)
not-a-layout = { $name } non è una disposizione delle facce
point-outside = il punto { $point } è fuori dal quadrato unitario
three-points = un poligono richiede almeno tre punti diversi
degenerate = il poligono è degenere (area { $area })
crosses-itself = il poligono si interseca (lati { $first } e { $second })
id-matches-key = deve essere { $id } per corrispondere alla sua chiave
bans-every-colour = esclude tutti i colori dei dadi
banned-here = i dadi { $colour } sono esclusi su questa scheda
no-active-die = i giocatori inizierebbero senza alcun dado attivo
not-a-superpower = { $effect } non è un superpotere di rules.yaml
pool-too-small = { $players } { $players ->
        [one] giocatore richiede
       *[other] giocatori richiedono
    } { $wanted } { $wanted ->
        [one] dado
       *[other] dadi
    }, ma la scorta ne contiene { $pool }
start-from-sets = { $players } { $players ->
        [one] giocatore non può
       *[other] giocatori non possono ciascuno
    } iniziare con { $dice } { $dice ->
        [one] dado
       *[other] dadi
    } { $colour } da { $sets } { $sets ->
        [one] set
       *[other] set
    }
lock-side = un lato del lucchetto richiede { $needed } { $needed ->
        [one] dado
       *[other] dadi
    }, ma un giocatore ha al massimo { $most } { $most ->
        [one] dado attivo
       *[other] dadi attivi
    }
no-die-shows = nessun dado ammesso su questa scheda mostra il simbolo { $colour }
needs-more-dice = richiede { $count } { $count ->
        [one] dado
       *[other] dadi
    }, ma un giocatore inizia con { $active } { $active ->
        [one] dado attivo
       *[other] dadi attivi
    }
hole-outside = un buco deve stare dentro il suo poligono
cannot-be-reached = non si può raggiungere: la scheda offre { $most } { $most ->
        [one] punto
       *[other] punti
    }
not-a-figure = { $figure } non è una figura di questa scheda
not-a-colour = { $colour } non è un colore
only-cairns = { $cairns ->
        [one] c'è solo
       *[other] ci sono solo
    } { $cairns } cairn
outline-outside = un contorno deve stare dentro il quadrato unitario
no-sheet = nessuna chiave sheet_<id>: serve almeno una scheda di gioco
not-a-sheet = { $sheet } non è una scheda
no-cairns = la scheda { $sheet } non ha cairn
