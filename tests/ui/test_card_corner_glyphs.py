"""Every card's corner glyph is drawn by a font this machine has, not as the missing-glyph box.

Issue 31: Coloretto's last-round card showed a box in its corner with the default fonts (its
hourglass is in no font Debian installs by default); a newcomer cannot tell the card by it. The
check lays each corner out as the card draws it, with Qt's font fallback, and finds the glyphs
the fonts give: glyph 0 is a font's "missing glyph"."""

from __future__ import annotations

from PySide6.QtGui import QTextLayout

from chroma_desktop.ui import theme

from .conftest import start, vs_bots


def missing_glyphs(text: str) -> list[str]:
    layout = QTextLayout(text, theme.font(0.9, bold=True))
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    missing = []
    for run in layout.glyphRuns():
        if 0 in run.glyphIndexes():
            missing.append(run.rawFont().familyName())
    return missing


def test_every_coloretto_corner_glyph_is_in_a_font(window):
    controller = start(window, vs_bots(2))
    layout = controller.layout
    faces = [*layout.faces, layout.last_round_face]
    corners = {face.title: face.corner for face in faces if face.corner}
    assert "Last round" in corners and len(corners) >= 8
    for title, corner in corners.items():
        assert not missing_glyphs(corner), (title, corner)
