"""Coloretto: rules, notation, scoring and texts."""
