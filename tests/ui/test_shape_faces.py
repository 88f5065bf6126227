"""Shape faces (sheet sections, dice, tiles) are drawn once per device size and then copied
(ui/items/shape_item.py, ui/items/body_image.py); highlights are drawn over the copy."""

import marshal

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsView

from chroma_desktop.ui.items import shape_item
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.items.shape_item import ShapeFace, ShapeItem, ShapeMark, ShapePart
from tests.ui.conftest import view_of

SQUARE = ((0.0, 0.0), (120.0, 0.0), (120.0, 80.0), (0.0, 80.0))


def _face(fill: str, text: str = "3") -> ShapeFace:
    return ShapeFace((ShapePart(SQUARE, fill),), (ShapeMark(30, 40, text, colour="#101010"),))


def _view(qtbot, face: ShapeFace) -> tuple[QGraphicsView, ShapeItem]:
    # Between pixels: the copy lands on whole ones. (Each test shows faces of its own: this
    # run's copies are kept across tests.)
    shape = ShapeItem("section:1", face)
    return view_of(qtbot, shape, 100.4, 60.3), shape


def _counting(monkeypatch) -> list[ShapeFace]:
    drawn: list[ShapeFace] = []
    paint_face = ShapeItem._paint_face

    def noting(item, painter):
        drawn.append(item.face)
        paint_face(item, painter)

    monkeypatch.setattr(ShapeItem, "_paint_face", noting)
    return drawn


def test_a_shape_face_is_drawn_once_and_copied_with_its_words(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    drawn = _counting(monkeypatch)
    view, shape = _view(qtbot, _face("#E8A0B0"))
    first = view.grab().toImage()
    view.viewport().repaint()
    second = view.grab().toImage()
    assert drawn == [shape.face]  # the later frame copied the first drawing
    inside = view.mapFromScene(shape.mapToScene(100, 20))
    assert first.pixelColor(inside).name() == second.pixelColor(inside).name() == "#e8a0b0"
    # The mark's words came with the copy: dark pixels around where the "3" is written.
    word = view.mapFromScene(shape.mapToScene(30, 40))
    dark = [second.pixelColor(word.x() + dx, word.y() + dy).lightness() < 90
            for dx in range(-6, 7) for dy in range(-8, 9)]
    assert any(dark)
    # Another size (the table zoomed) is drawn again, once.
    view.scale(1.5, 1.5)
    view.viewport().repaint()
    view.grab()
    assert len(drawn) == 2


def test_another_face_is_drawn_afresh_and_a_highlight_lies_over_the_copy(qtbot, monkeypatch,
                                                                         tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    drawn = _counting(monkeypatch)
    view, shape = _view(qtbot, _face("#D8B0A0"))
    view.grab()
    shape.set_face(_face("#D8B0A0", text="4"))  # only its words differ
    view.grab()
    shape.set_face(_face("#70B0E0"))
    after = view.grab().toImage()
    assert [face.marks[0].text for face in drawn] == ["3", "4", "3"]
    inside = view.mapFromScene(shape.mapToScene(100, 20))
    assert after.pixelColor(inside).name() == "#70b0e0"
    shape.set_highlight(Highlight.TARGET)
    lit = view.grab().toImage()
    assert len(drawn) == 3  # the face is copied; the tint is drawn over it
    tint = QColor(Highlight.TARGET.colour())
    assert lit.pixelColor(inside) != after.pixelColor(inside)
    towards = [abs(lit.pixelColor(inside).hue() - tint.hue()),
               abs(after.pixelColor(inside).hue() - tint.hue())]
    assert towards[0] <= towards[1]


def test_shape_faces_are_kept_for_the_run_by_what_they_show(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    view, _shape = _view(qtbot, _face("#E8A0B0", text="7"))
    view.grab()
    faces = [marshal.loads(key[1]) for key in shape_item.FACES.drawn() if key[0] == "shape"]
    assert ((30, 40, "7", "", "#101010", 14.0),) in [marks for _parts, marks, _rounded in faces]
    assert list(tmp_path.iterdir()) == []  # nothing kept on disk
