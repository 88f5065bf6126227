# Catalogue `setup` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `setup` (chroma_desktop/rules/setup_words.py): why a game cannot
# be set up as a save, a record or a position asks. Key → text. Syntax:
# chroma_desktop/rules/messages.py. Ids, option names and values are quoted as the file writes them.

unknown-game = gioco sconosciuto { $game } (giochi noti: { $known })
unknown-option = opzione sconosciuta { $name } (opzioni di questo gioco: { $known })
no-options = opzione sconosciuta { $name } (questo gioco non ha opzioni)
bad-value = l'opzione { $name } non può valere { $value } (scegli tra { $choices })
player-count = { $game } si gioca da { $low } a { $high } { $high ->
        [one] giocatore
       *[other] giocatori
    }, non in { $players }
solo-mode = la modalità { $mode } è per un solo giocatore, non per { $players }
