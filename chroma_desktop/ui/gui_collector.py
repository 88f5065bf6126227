"""The cyclic garbage collector runs in the GUI thread only, from a timer.

Python's automatic collector runs in whichever thread allocates when a generation's threshold
is crossed: a bot thinking on a worker thread (its playouts allocate the most), the online host's
server thread. Garbage in a reference cycle that holds Qt objects (a closed table's parts) would
then be freed on that thread, and Qt objects may only be deleted in the thread they live in: a
worker thread freeing a table's controller crashed a test run (a segfault in the next event
processing). So once the first frame is up the window's process turns automatic collection off
and this collector collects from a GUI-thread timer, by the same thresholds Python uses
(`gc.get_threshold`): what it would have collected, a moment later, always on the GUI thread.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

CHECK_MS = 250
"""How often the GUI thread looks at the collector's counts: garbage made in between waits at most
this long (a bot's playouts make some megabytes a second at most)."""


def due_generation(counts: tuple[int, int, int], thresholds: tuple[int, ...]) -> int | None:
    """The oldest generation Python's own rule would collect at these counts, or None: the
    youngest when its count passes its threshold, and each older one whose count passes its own
    as well (a count of an older generation is the collections of the younger since its last)."""
    due = None
    for generation, (count, threshold) in enumerate(zip(counts, thresholds, strict=False)):
        if threshold <= 0 or count <= threshold:
            break
        due = generation
    return due


class GuiThreadCollector(QObject):
    """Collects cyclic garbage on the GUI thread's timer while automatic collection is off."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self.collect_due)

    def start(self) -> None:
        """Automatic collection off; from now on this thread collects when it is due."""
        gc.disable()
        self._timer.start()

    def collect_due(self) -> int | None:
        """Collect the generation that is due, if any; which one it was."""
        counts = gc.get_count()
        generation = due_generation(counts, gc.get_threshold())
        if generation is not None:
            gc.collect(generation)
        return generation

    def active(self) -> bool:
        return self._timer.isActive()


_running: list[GuiThreadCollector] = []  # the process's one collector, once started


def collect_on_gui_thread(parent: QObject) -> None:
    """Start the process's GUI-thread collector (once; later calls do nothing), owned by
    `parent` (the application)."""
    if not _running:
        _running.append(GuiThreadCollector(parent))
        _running[0].start()


def collecting() -> bool:
    """Whether cyclic garbage is being collected: automatically, or by the GUI thread's timer."""
    return gc.isenabled() or bool(_running) and _running[0].active()
