"""Renderings kept between runs: raw pixels in one file of the user's cache folder.

An atlas maps a key (a tuple of strings and numbers saying what was drawn, at which size, from
which source) to an image's pixels, row by row. Read back, a table's first frame needs no
rendering for what an earlier run already drew. The file is written after the frame that added
to it, whole or not at all, keeping the renderings used last within the atlas's size; a missing
or damaged file is drawn again and rewritten (it only ever saves time).
"""

from __future__ import annotations

import marshal
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QTimer
from PySide6.QtGui import QColor, QImage, QPainter

from chroma_desktop import __version__
from chroma_desktop.ui.painting import fill_rect

IMAGE_FORMAT = QImage.Format.Format_ARGB32_Premultiplied

AtlasKey = tuple[str | int | float, ...]


class ImageAtlas:
    """Images under keys, kept in `<stem>-<version>.atlas` up to `max_bytes` of pixels.

    New renderings are written `save_after_ms` after the first of them, and when the app quits
    (an atlas that changes often, as while a window is resized, is not rewritten every frame).
    """

    def __init__(self, stem: str, max_bytes: int, save_after_ms: int = 0) -> None:
        self.stem = stem
        self.max_bytes = max_bytes
        self.save_after_ms = save_after_ms
        self.entries: dict[AtlasKey, bytes] | None = None
        self.changed = False
        self._saved_on_quit = False

    def path(self) -> Path:
        from chroma_desktop.user_folders import user_cache_folder

        return user_cache_folder() / f"{self.stem}-{__version__}.atlas"

    def _load(self) -> dict[AtlasKey, bytes]:
        if self.entries is None:
            try:
                loaded = marshal.loads(self.path().read_bytes())
                self.entries = loaded if isinstance(loaded, dict) else {}
            except (OSError, EOFError, ValueError, TypeError):
                self.entries = {}  # missing or damaged: rendered again and rewritten
        return self.entries

    def image(self, key: AtlasKey, width: int, height: int,
              render: Callable[[], QImage]) -> QImage:
        """The `width` x `height` image under `key`, or rendered by `render()` and kept."""
        entries = self._load()
        pixels = entries.pop(key, None)
        if pixels is not None and len(pixels) == width * height * 4:
            entries[key] = pixels  # last used now
            # A copy: the image then owns its pixels, not the atlas's bytes.
            return QImage(pixels, width, height, width * 4, IMAGE_FORMAT).copy()
        image = render()
        entries[key] = bytes(image.constBits())
        if not self.changed:
            self.changed = True
            QTimer.singleShot(self.save_after_ms, self.save)  # after the frame being drawn
            self._save_on_quit()
        return image

    def _save_on_quit(self) -> None:
        app = QCoreApplication.instance()
        if app is not None and not self._saved_on_quit:
            self._saved_on_quit = True
            app.aboutToQuit.connect(self.save)

    def save(self) -> None:
        """Write the atlas with this run's new renderings, keeping at most `max_bytes` of the
        renderings used last."""
        if not self.changed or self.entries is None:
            return
        self.changed = False
        kept: dict[AtlasKey, bytes] = {}
        room = self.max_bytes
        for key in reversed(self.entries):  # most recently used first
            room -= len(self.entries[key])
            if room < 0:
                break
            kept[key] = self.entries[key]
        self.entries = dict(reversed(kept.items()))
        path = self.path()
        temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temp.write_bytes(marshal.dumps(self.entries))
            os.replace(temp, path)
        except OSError:
            temp.unlink(missing_ok=True)  # the atlas only saves time


def transparent_image(width: int, height: int) -> tuple[QImage, QPainter]:
    """A clear image and a painter on it (no `image.fill`: test_start_up_rules.py)."""
    image = QImage(width, height, IMAGE_FORMAT)
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    fill_rect(painter, QRectF(0, 0, width, height), QColor(0, 0, 0, 0))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    return image, painter
