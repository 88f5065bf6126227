"""The server's memory policy (server/memory.py): a settle frees young garbage cycles and freezes
what lives; a cycle frozen while alive is freed by the next full collection, which the server's
own round makes."""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest

from chroma_desktop.server import memory


class Node:
    """An object in a reference cycle: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture(autouse=True)
def _unfrozen():
    yield
    gc.unfreeze()  # the rest of the test run collects as usual


def _cycle() -> weakref.ref[Node]:
    return weakref.ref(Node())


def test_a_settle_frees_young_cycles_and_freezes_the_survivors():
    gone = _cycle()
    kept = Node()
    frozen_before = gc.get_freeze_count()
    assert memory.settle() >= 1
    assert gone() is None
    assert gc.get_freeze_count() > frozen_before
    assert all(found is not kept for found in gc.get_objects())  # frozen: never traversed again


def test_a_cycle_frozen_alive_waits_for_the_full_collection():
    node = Node()
    watched = weakref.ref(node)
    memory.settle()
    del node
    memory.settle()
    assert watched() is not None  # frozen while alive: a settle does not go through it
    memory.full()
    assert watched() is None


def test_the_servers_round_makes_the_full_collections():
    node = Node()
    watched = weakref.ref(node)
    memory.settle()
    del node

    async def until_freed() -> bool:
        rounds = asyncio.get_running_loop().create_task(memory.keep_settled(0.01, 0.05))
        try:
            for _ in range(500):
                if watched() is None:
                    return True
                await asyncio.sleep(0.01)
            return False
        finally:
            rounds.cancel()

    assert asyncio.run(until_freed())


def test_start_raises_the_thresholds_so_the_collector_runs_between_frames_and_freezes():
    kept = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)  # Python's defaults (another test of this worker may have started)
        gone = _cycle()
        memory.start()
        assert gc.get_threshold() == memory.THRESHOLDS
        assert memory.THRESHOLDS[0] > 700  # no young collection by itself every few hundred objects
        assert gone() is None and gc.get_freeze_count() > 0
    finally:
        gc.set_threshold(*kept)
