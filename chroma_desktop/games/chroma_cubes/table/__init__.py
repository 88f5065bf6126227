"""The table of this game: its layout and faces (the only modules of the game that use Qt)."""
