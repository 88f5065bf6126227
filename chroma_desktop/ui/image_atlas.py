"""Renderings kept between runs: raw pixels in one file of the user's cache folder.

An atlas maps a key (a tuple of strings and numbers saying what was drawn, at which size, from
which source) to an image's pixels, row by row. Read back, a table's first frame needs no
rendering for what an earlier run already drew. The file is written after the frame that added
to it, whole or not at all, keeping the renderings used last within the atlas's size; a missing
or damaged file is drawn again and rewritten (it only ever saves time).

The file is an index (where each key's pixels lie) and then the pixels. The index is read when
the atlas is first asked for an image, and each image's pixels when it is: a start reads only the
images its first frame shows (an atlas holds every game's renderings at the sizes they were last
shown at, a few MB, which took a Chroma Cubes start ~10 ms to read and unmarshal whole).
"""

from __future__ import annotations

import marshal
import os
import struct
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QCoreApplication, QRectF, QTimer
from PySide6.QtGui import QColor, QImage, QPainter

from chroma_desktop import __version__
from chroma_desktop.ui.painting import fill_rect

IMAGE_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
MAGIC = b"chroma-atlas-2\n"
_INDEX_SIZE = struct.Struct("<Q")  # the index's length in bytes, after MAGIC

AtlasKey = tuple[str | int | float, ...]
Place = tuple[int, int]  # where an image's pixels lie in the file: offset, length


def write_atlas_file(path: Path, images: dict[AtlasKey, bytes]) -> None:
    """Write `images` (in their order) as an atlas file at `path`, whole or not at all."""
    index: dict[AtlasKey, Place] = {}
    offset = 0
    for key, pixels in images.items():
        index[key] = (offset, len(pixels))
        offset += len(pixels)
    header = marshal.dumps(index)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with temp.open("wb") as file:
            file.write(MAGIC + _INDEX_SIZE.pack(len(header)) + header)
            for pixels in images.values():
                file.write(pixels)
        os.replace(temp, path)
    except OSError:
        temp.unlink(missing_ok=True)  # the atlas only saves time


def _open_atlas_file(path: Path) -> tuple[dict[AtlasKey, Place], BinaryIO | None]:
    """The index of the atlas file at `path` (where each image lies in it) and the file, open;
    an empty index and no file for a missing or damaged one."""
    try:
        file = path.open("rb")
    except OSError:
        return {}, None
    try:
        head = file.read(len(MAGIC) + _INDEX_SIZE.size)
        if head[:len(MAGIC)] != MAGIC:
            raise ValueError("not an atlas")
        (length,) = _INDEX_SIZE.unpack(head[len(MAGIC):])
        index = marshal.loads(file.read(length))
        body = len(head) + length
        size_of_file = os.fstat(file.fileno()).st_size
        if not isinstance(index, dict):
            raise ValueError("no index")
        places: dict[AtlasKey, Place] = {}
        for key, place in index.items():
            offset, size = place
            if not (isinstance(offset, int) and isinstance(size, int) and offset >= 0
                    and size >= 0 and body + offset + size <= size_of_file):
                raise ValueError("an image outside the file")
            places[key] = (body + offset, size)
        return places, file
    except (OSError, ValueError, EOFError, TypeError, struct.error):
        file.close()
        return {}, None


def _read_place(file: BinaryIO, place: Place) -> bytes:
    offset, size = place
    try:
        file.seek(offset)
        return file.read(size)
    except OSError:
        return b""  # the image is drawn again


def read_atlas_file(path: Path) -> dict[AtlasKey, bytes]:
    """Every image of the atlas file at `path` (empty for a missing or damaged file)."""
    places, file = _open_atlas_file(path)
    if file is None:
        return {}
    with file:
        return {key: _read_place(file, place) for key, place in places.items()}


class ImageAtlas:
    """Images under keys, kept in `<stem>-<version>.atlas` up to `max_bytes` of pixels.

    New renderings are written `save_after_ms` after the first of them, and when the app quits
    (an atlas that changes often, as while a window is resized, is not rewritten every frame).
    `entries` holds, in the order they were last used, each image's pixels, or its place in the
    file until it is first asked for.
    """

    def __init__(self, stem: str, max_bytes: int, save_after_ms: int = 0) -> None:
        self.stem = stem
        self.max_bytes = max_bytes
        self.save_after_ms = save_after_ms
        self.entries: dict[AtlasKey, bytes | Place] | None = None
        self.changed = False
        self._file: BinaryIO | None = None  # the file read, open until it is written again
        self._saved_on_quit = False

    def path(self) -> Path:
        from chroma_desktop.user_folders import user_cache_folder

        return user_cache_folder() / f"{self.stem}-{__version__}.atlas"

    def _load(self) -> dict[AtlasKey, bytes | Place]:
        if self.entries is None:
            places, self._file = _open_atlas_file(self.path())
            self.entries = dict(places)
        return self.entries

    def _pixels(self, stored: bytes | Place) -> bytes:
        if isinstance(stored, bytes):
            return stored
        assert self._file is not None  # a place is only kept while its file is open
        return _read_place(self._file, stored)

    def kept(self, key: AtlasKey) -> bytes | None:
        """The bytes kept under `key` (now the last used), or None."""
        entries = self._load()
        stored = entries.pop(key, None)
        if stored is None:
            return None
        data = entries[key] = self._pixels(stored)
        return data

    def keep(self, key: AtlasKey, data: bytes) -> None:
        """Keep `data` under `key`; the atlas is written after the frame being drawn."""
        self._load()[key] = data
        if not self.changed:
            self.changed = True
            QTimer.singleShot(self.save_after_ms, self.save)  # after the frame being drawn
            self._save_on_quit()

    def image(self, key: AtlasKey, width: int, height: int,
              render: Callable[[], QImage]) -> QImage:
        """The `width` x `height` image under `key`, or rendered by `render()` and kept."""
        pixels = self.kept(key)
        if pixels is not None and len(pixels) == width * height * 4:
            return image_of(pixels, width, height)
        image = render()
        self.keep(key, bytes(image.constBits()))
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
            pixels = self._pixels(self.entries[key])
            room -= len(pixels)
            if room < 0:
                break
            kept[key] = pixels
        # What is kept is now held in memory, and the old file closed (an open file could not be
        # replaced on every system).
        written = dict(reversed(kept.items()))
        self.entries = dict(written)
        if self._file is not None:
            self._file.close()
            self._file = None
        write_atlas_file(self.path(), written)


def image_of(pixels: bytes, width: int, height: int) -> QImage:
    """An image of `pixels` (`width` x `height`, row by row) that owns a copy of them."""
    return QImage(pixels, width, height, width * 4, IMAGE_FORMAT).copy()


def transparent_image(width: int, height: int) -> tuple[QImage, QPainter]:
    """A clear image and a painter on it (no `image.fill`: test_start_up_rules.py)."""
    image = QImage(width, height, IMAGE_FORMAT)
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    fill_rect(painter, QRectF(0, 0, width, height), QColor(0, 0, 0, 0))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    return image, painter
