"""The shipped games, one plug-in package each (`<id>/`, with `manifest.py` holding `MANIFEST`).

Nothing in the core imports a game here by name: `chroma_desktop.registry` scans this package for
manifests and loads each part a manifest names when it is first needed.
"""
