# Catalogue `cmyk_content` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `cmyk_content` (chroma_desktop/games/cmyk/content_words.py): why
# CMYK!'s content is refused (the frame with file, line and key: content.yaml). Key → text. Ids,
# percentages and key paths are quoted as written; 'I want this color too!' is the variant's name.

already-used = { $value } è già usato da { $other }
not-a-level = { $percent } % non è un livello di segni (livelli: { $levels })
same-marks = ha gli stessi segni di { $other }: ogni tessera è unica
already-the-id = { $value } è già l'id di { $other }
marks-per-ink = le tessere mostrano { $count } { $count ->
        [one] segno
       *[other] segni
    } { $ink } di livello { $percent } %, non { $expected }
effect-needs = un effetto { $kind } richiede { $name }
effect-takes-no = un effetto { $kind } non accetta { $name } (accetta { $needed })
only-one-card = solo una carta può avere l'effetto { $kind } ({ $other } lo ha già)
at-least-one = deve essere almeno 1
not-an-ink = { $ink } non è un inchiostro
not-a-mark-level = { $percent } % non è un livello di segni
each-ink-once = deve nominare ogni inchiostro una volta, non { $order }
piles-need-tiles = { $piles } { $piles ->
        [one] pila
       *[other] pile
    } da { $per_pile } richiedono { $needed } { $needed ->
        [one] tessera
       *[other] tessere
    }, la scatola ne contiene { $held }
too-few-for-initial = troppo poche tessere per le tessere iniziali
six-private-cards = 5 giocatori e la variante 'I want this color too!' richiedono almeno 6 carte obiettivo private
