"""Chroma Cubes: rules, notation, scoring and texts."""
