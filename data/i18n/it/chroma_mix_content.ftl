# Catalogue `chroma_mix_content` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `chroma_mix_content` (chroma_desktop/games/chroma_mix/content_words.py):
# why Chroma Mix's content is refused (the frame with file, line and key: content.yaml). Key → text.
# Card ids, options and values are quoted as written.

no-card = nessuna carta { $card }
nothing-to-check = una condizione di vittoria deve controllare qualcosa (una tra { $tests })
already-used = { $value } è già usato da { $other }
unknown-pigment = pigmento sconosciuto (noti: { $known })
pigments-for-rank = { $found } { $found ->
        [one] pigmento
       *[other] pigmenti
    }, ma una carta di rango { $rank } ne ha { $rank }
repeats-alternative = ripete un'alternativa
only-continuous-stacks = si accumula solo una carta con un effetto continuo
more-than-copies = è più delle copie della carta
not-supply-card = { $card } non è una carta della riserva di rango 1
pigments-unique = gli id dei pigmenti devono essere unici
rank-copies = le carte contengono { $found } { $found ->
        [one] copia
       *[other] copie
    } di rango { $rank }, non { $expected }
not-rank-card = { $card } non è una carta di rango { $rank }
rank-four-nowhere = { $card } è di rango 4 ma non è né nella riserva né una carta vittoria variabile
more-slots = più spazi che carte di quel rango
no-condition = la carta vittoria variabile { $card } non ha una condizione
option-twice = opzione definita due volte
not-a-choice = { $value } non è una delle scelte
choices-must-be = devono essere { $choices }
options-must-be = le opzioni devono essere { $options }
not-enough-for-four = non ci sono abbastanza { $card } per 4 giocatori
not-enough-for-billy = non ci sono abbastanza { $card } per Billy
tie-breaker-twice = uno spareggio è elencato due volte
no-option = nessuna opzione { $name } (opzioni: { $options })
options-choices = devono essere le scelte dell'opzione: { $choices }
options-default = il valore predefinito dell'opzione è { $value }
