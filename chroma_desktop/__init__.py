"""Chroma Desktop: a desktop tabletop for Chroma Mix, Coloretto, Chroma Cubes and CMYK!.

The package version lives here and nowhere else.
"""

__version__ = "0.1.0"
