"""The table scene and one layout module per game."""
