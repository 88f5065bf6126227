"""The image atlas file: an index and the pixels, read one image at a time (ui/image_atlas.py)."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from chroma_desktop.ui.image_atlas import (
    ImageAtlas,
    read_atlas_file,
    transparent_image,
    write_atlas_file,
)
from chroma_desktop.ui.painting import fill_rect


def _renderer(colour: str, drawn: list[str]):
    def render():
        drawn.append(colour)
        image, painter = transparent_image(3, 2)
        fill_rect(painter, QRectF(0, 0, 3, 2), QColor(colour))
        painter.end()
        return image

    return render


def _pixels(colour: str) -> bytes:
    image, painter = transparent_image(3, 2)
    fill_rect(painter, QRectF(0, 0, 3, 2), QColor(colour))
    painter.end()
    return bytes(image.constBits())


def test_images_not_asked_for_in_a_run_are_kept_as_they_were(qapp, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    atlas = ImageAtlas("test", 1024 * 1024)
    write_atlas_file(atlas.path(), {("red",): _pixels("#c03030"), ("blue",): _pixels("#3050c0")})
    drawn: list[str] = []
    red = atlas.image(("red",), 3, 2, _renderer("#c03030", drawn))
    green = atlas.image(("green",), 3, 2, _renderer("#30a050", drawn))
    assert drawn == ["#30a050"]  # red was read back, green drawn
    assert red.pixelColor(1, 1).name() == "#c03030" and green.pixelColor(1, 1).name() == "#30a050"
    atlas.save()
    # Blue, never asked for, is kept from the old file; the order is the order of last use.
    assert read_atlas_file(atlas.path()) == {("blue",): _pixels("#3050c0"),
                                             ("red",): _pixels("#c03030"),
                                             ("green",): _pixels("#30a050")}
    again = ImageAtlas("test", 1024 * 1024)
    assert again.image(("blue",), 3, 2, _renderer("#3050c0", drawn)).pixelColor(0, 0).name() \
        == "#3050c0"
    assert drawn == ["#30a050"]


def test_a_cut_short_or_foreign_atlas_file_is_drawn_again(qapp, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path))
    path = ImageAtlas("test", 1024).path()
    write_atlas_file(path, {("red",): _pixels("#c03030")})
    whole = path.read_bytes()
    for damaged in (whole[:-5], whole[:20], b"chroma-atlas-1\n" + whole[15:], b""):
        path.write_bytes(damaged)
        drawn: list[str] = []
        image = ImageAtlas("test", 1024).image(("red",), 3, 2, _renderer("#c03030", drawn))
        assert drawn == ["#c03030"] and image.pixelColor(2, 1).name() == "#c03030"
    assert read_atlas_file(tmp_path / "missing.atlas") == {}
