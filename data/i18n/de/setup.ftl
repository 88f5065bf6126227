# Catalogue `setup` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/setup.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

unknown-game = unbekanntes Spiel { $game } (bekannte Spiele: { $known })
unknown-option = unbekannte Option { $name } (Optionen dieses Spiels: { $known })
no-options = unbekannte Option { $name } (dieses Spiel hat keine Optionen)
bad-value = die Option { $name } kann nicht { $value } sein (wähle aus { $choices })
player-count = { $game } ist für { $low } bis { $high } Spieler, nicht für { $players }
solo-mode = der Modus { $mode } ist für einen Spieler, nicht für { $players }
