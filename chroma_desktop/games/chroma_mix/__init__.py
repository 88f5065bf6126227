"""Chroma Mix (Jorge Zhang): 1 to 4 players, with the Confident Billy solo automaton."""
