"""The cyclic garbage collector runs on the GUI thread only once the window is up
(`ui/gui_collector.py`): garbage in a cycle is freed on the GUI thread even when a worker thread
(a bot's playouts) does the allocating, and by Python's own thresholds."""

from __future__ import annotations

import gc
import threading

from chroma_desktop.ui.gui_collector import GuiThreadCollector, due_generation


class _InACycle:
    """Garbage only the cyclic collector frees; says on which thread it was freed."""

    freed_on: list[str] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _InACycle.freed_on.append(threading.current_thread().name)


def _allocate_on_a_worker(objects: int) -> None:
    def work() -> None:
        for number in range(objects):  # garbage in cycles, as a bot's playouts may leave
            cycle: list[object] = [number]
            cycle.append(cycle)

    worker = threading.Thread(target=work, name="bot worker")
    worker.start()
    worker.join()


def test_the_due_generation_follows_pythons_thresholds():
    thresholds = (700, 10, 10)
    assert due_generation((700, 0, 0), thresholds) is None  # a count must pass its threshold
    assert due_generation((701, 3, 0), thresholds) == 0
    assert due_generation((701, 11, 4), thresholds) == 1
    assert due_generation((701, 11, 11), thresholds) == 2
    assert due_generation((5, 11, 11), thresholds) is None  # the youngest decides first
    assert due_generation((5000, 50, 50), (0, 10, 10)) is None  # a threshold of 0: collection off


def test_a_cycle_is_freed_on_the_gui_thread_while_a_worker_allocates(qtbot):
    _InACycle.freed_on.clear()
    collector = GuiThreadCollector()
    collector.start()
    try:
        assert not gc.isenabled() and collector.active()
        _InACycle()  # garbage at once: only a cycle keeps it
        # Far past the youngest generation's threshold, on another thread: the automatic
        # collector would free the cycle there.
        _allocate_on_a_worker(20 * gc.get_threshold()[0])
        assert _InACycle.freed_on == []
        qtbot.waitUntil(lambda: _InACycle.freed_on != [], timeout=5_000)
        assert _InACycle.freed_on == [threading.main_thread().name]
    finally:
        collector.deleteLater()
        gc.enable()


def test_with_automatic_collection_the_worker_would_free_it():
    """What the GUI-thread collector prevents: with automatic collection on, the thread that
    allocates frees the cycle (the same allocations as above)."""
    _InACycle.freed_on.clear()
    gc.collect()
    assert gc.isenabled()
    _InACycle()
    _allocate_on_a_worker(20 * gc.get_threshold()[0])
    assert _InACycle.freed_on == ["bot worker"]
