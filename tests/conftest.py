"""Test configuration: Qt runs offscreen, and nothing writes to the real user folders."""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Until a test's own folders are set (`_private_user_data`), the user folders are this process's
# temporary ones: a module- or session-scoped fixture that loads content runs before that
# fixture, and would otherwise read and write the tester's own cache (where content built by
# older code would be served).
_PROCESS_FOLDERS = tempfile.mkdtemp(prefix="chroma-desktop-tests-")
atexit.register(shutil.rmtree, _PROCESS_FOLDERS, ignore_errors=True)
os.environ["CHROMA_DESKTOP_DATA_DIR"] = os.path.join(_PROCESS_FOLDERS, "data")
os.environ["CHROMA_DESKTOP_CACHE_DIR"] = os.path.join(_PROCESS_FOLDERS, "cache")
# The tests start the app, the CLI and the server in fresh processes hundreds of times. Where the
# environment asks Python not to keep compiled bytecode (PYTHONDONTWRITEBYTECODE), each of them
# would compile the app's modules from source again; they keep it, as on a player's machine.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

import itertools  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

_TEST_NUMBERS = itertools.count()


def pytest_xdist_auto_num_workers(config) -> int:
    """`-n auto` (the README's test command): one worker more than this machine has cores. Some
    tests wait by design (bot think times, animations at every pace, servers' timeouts: about
    14 s a worker on two cores); the extra worker runs tests meanwhile. On two cores the suite
    then takes about 5 % less time than with one worker per core."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (cores or 1) + 1


def pytest_sessionstart(session) -> None:
    """Before collecting, an xdist worker imports its own share of the test modules (every n-th).
    On a first run (a fresh clone, CI) pytest rewrites each test module's asserts and keeps the
    result; without this every worker rewrote every module at once, ~3.5 s of CPU each on two
    cores. A module that cannot be imported is left to collection, which says why."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if not worker.startswith("gw") or workers < 2:
        return
    import importlib

    tests = Path(__file__).parent
    modules = sorted(tests.rglob("test_*.py"))
    for path in modules[int(worker[2:]) % workers::workers]:
        name = ".".join(path.relative_to(tests.parent).with_suffix("").parts)
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001, S112 (collection reports it)
            continue


def pytest_terminal_summary(terminalreporter, config) -> None:
    """The type checker's counts (tests/architecture/test_types.py), said once at the end of a run
    that checked them; taken from pytest's cache, where the xdist worker that ran it left them."""
    if os.environ.get("PYTEST_XDIST_WORKER") or not config.pluginmanager.hasplugin("cacheprovider"):
        return
    said = config.cache.get("chroma_desktop/type_check", None)
    if said:
        terminalreporter.write_line(said)
        config.cache.set("chroma_desktop/type_check", None)


@pytest.fixture(scope="session")
def _user_folders_root(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("user-folders")


@pytest.fixture(autouse=True)
def _private_user_data(_user_folders_root, monkeypatch):
    """Autosaves and settings go to a temporary folder, never the tester's own: a data and a cache
    folder of this test's own, which the app makes when it first writes there, as on a player's
    first start. (Made for every test, the two folders were ~5,000 per run; pytest deletes old runs'
    folders at the end of a later run, and on this disk each deletion takes ~3 ms.)"""
    number = next(_TEST_NUMBERS)
    folder = _user_folders_root / f"user-data{number}"
    monkeypatch.setenv("CHROMA_DESKTOP_DATA_DIR", str(folder))
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(_user_folders_root / f"cache{number}"))
    # The app starts in English whatever the tester's locale (tests/ui/test_translations.py
    # starts it in the locale's language on purpose).
    monkeypatch.setenv("CHROMA_DESKTOP_LANGUAGE", "en")
    yield folder


@pytest.fixture
def italian():
    """Messages shown in Italian for the test (the translator that renders them), English again
    after it."""
    from chroma_desktop import language

    language.set_current("it")
    yield language.message_translator()
    language.set_current(language.SOURCE)


@pytest.fixture(autouse=True)
def _qt_garbage_freed_on_the_main_thread(request):
    """A Qt test's garbage in reference cycles (a table's parts) is freed as it ends, on the main
    thread. Left to the automatic collector, a later test's server or bot thread could free it,
    and Qt objects deleted off their own thread crashed a worker in its next event processing
    (the app collects on the GUI thread only: `ui/gui_collector.py`)."""
    yield
    if "qtbot" in request.fixturenames or "qapp" in request.fixturenames:
        gc.collect()
