"""Caches never go stale: a copy of the package on disk, started, edited (the card back's colour
in ui/theme.py, how content/rulings.py words a ruling) and started again shows the new ones
(the content built with the package, data/prebuilt/, names every file it was made from; the
content cache's key is the build stamp, chroma_desktop/build_stamp.py; what is drawn is kept for
the run only)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

START = """
import json, sys
from pathlib import Path
import chroma_desktop
assert Path(chroma_desktop.__file__).is_relative_to(Path.cwd()), chroma_desktop.__file__
from chroma_desktop.registry import find_game, rulings
title = rulings(find_game("coloretto"))[0].title
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene
app = QApplication([])
from chroma_desktop.ui.items.card_item import CardFace, CardItem
card = CardItem("card:1", CardFace("", "#000000", "", face_down=True))
scene = QGraphicsScene()
scene.addItem(card)
bounds = card.boundingRect()
image = QImage(int(bounds.width()), int(bounds.height()), QImage.Format.Format_ARGB32)
image.fill(0xFFFFFFFF)
painter = QPainter(image)
scene.render(painter, image.rect(), card.sceneBoundingRect())
painter.end()
# Between the card's edge and the inner frame of its back (6 units in): the back's own colour.
colour = image.pixelColor(int(bounds.width() / 2), int(-bounds.top() + 3)).name()
print(json.dumps({"ruling": title, "back": colour}))
"""


def _copy_of_the_package(target: Path) -> Path:
    skipped = shutil.ignore_patterns("__pycache__", "*.pyc", "_build_stamp.txt")
    shutil.copytree(ROOT / "chroma_desktop", target / "chroma_desktop", ignore=skipped)
    for folder in ("data", "assets"):
        shutil.copytree(ROOT / folder, target / folder, ignore=skipped)
    shutil.copy2(ROOT / "pyproject.toml", target / "pyproject.toml")  # a checkout's data root
    return target


def _start(copy: Path, cache: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key != "CHROMA_DESKTOP_ROOT"}
    env.update(PYTHONPATH=str(copy), QT_QPA_PLATFORM="offscreen",
               CHROMA_DESKTOP_CACHE_DIR=str(cache), CHROMA_DESKTOP_DATA_DIR=str(copy / "user"))
    result = subprocess.run([sys.executable, "-c", START], cwd=copy, env=env,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_an_edited_theme_colour_and_ruling_show_on_the_next_start(tmp_path):
    copy = _copy_of_the_package(tmp_path / "copy")
    cache = tmp_path / "cache"
    before = _start(copy, cache)
    assert before["back"] == "#2e5e8c"  # theme.CARD_BACK
    assert not before["ruling"].startswith("EDITED")
    assert not list(cache.glob("coloretto-*.cache"))  # served as built with the package
    assert _start(copy, cache) == before

    package = copy / "chroma_desktop"
    _edit(package / "ui" / "theme.py", 'CARD_BACK = QColor("#2E5E8C")', 'CARD_BACK = QColor("#8C2E5E")')
    _edit(package / "content" / "rulings.py", 'return " ".join(text.split())',
          'return "EDITED " + " ".join(text.split())')
    after = _start(copy, cache)
    assert after["back"] == "#8c2e5e"
    assert after["ruling"] == f"EDITED {before['ruling']}"
    assert list(cache.glob("coloretto-*.cache"))  # the prebuilt content was out of date
    assert _start(copy, cache) == after  # served from the content cache
