"""Pieces shared by several games' rules: count vectors and naming helpers."""
