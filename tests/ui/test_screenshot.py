"""`chroma screenshot` renders the table offscreen to a PNG of the asked size."""

from __future__ import annotations

from PySide6.QtGui import QImage

from chroma_desktop.cli import main


def test_screenshot_writes_a_png_of_the_table(qapp, tmp_path, capsys):
    out = tmp_path / "table.png"
    code = main(["screenshot", "--game", "coloretto", "--players", "4", "--seed", "3",
                 "--moves", "12", "--size", "1280x800", "--out", str(out)])
    assert code == 0, capsys.readouterr().err
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    # The table is drawn: the felt green dominates a sample of pixels in the table area.
    greens = sum(1 for x in range(100, 900, 50) for y in range(100, 700, 50)
                 if image.pixelColor(x, y).green() > image.pixelColor(x, y).red())
    assert greens > 100


def test_greyscale_screenshot(qapp, tmp_path):
    out = tmp_path / "grey.png"
    assert main(["screenshot", "--game", "coloretto", "--players", "3", "--moves", "20",
                 "--size", "900x700", "--greyscale", "--teach", "--out", str(out)]) == 0
    image = QImage(str(out))
    assert image.isGrayscale()
