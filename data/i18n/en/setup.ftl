# Catalogue `setup` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

unknown-game = unknown game { $game } (known games: { $known })
unknown-option = unknown option { $name } (this game's options: { $known })
no-options = unknown option { $name } (this game's options: none)
bad-value = option { $name } cannot be { $value } (choose from { $choices })
player-count = { $game } is for { $low } to { $high } players, not { $players }
solo-mode = the { $mode } mode is for one player, not { $players }
