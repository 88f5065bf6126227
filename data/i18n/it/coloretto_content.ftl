# Catalogue `coloretto_content` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `coloretto_content` (chroma_desktop/games/coloretto/content_words.py):
# why Coloretto's content is refused (the frame with file, line and key: content.yaml). Key → text.

rows-cannot-serve = { $rows } { $rows ->
        [one] fila non può
       *[other] file non possono
    } servire { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    }
starting-colours = { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    } per { $cards } { $cards ->
        [one] colore iniziale
       *[other] colori iniziali diversi
    } richiedono { $needed } { $needed ->
        [one] colore
       *[other] colori
    }, ma in gioco { $in_play ->
        [one] ce n'è solo
       *[other] ce ne sono solo
    } { $in_play }
too-few-colours = restano meno di 3 colori
none-scores-zero = nessuna carta di un colore deve valere 0 punti
larger-than-deck = è più grande del mazzo
