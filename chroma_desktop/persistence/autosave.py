"""The autosave: one slot per running instance, so two instances never lose each other's game.

Slots are `autosave.json`, `autosave-2.json`, `autosave-3.json`... in the user data folder. An
instance claims one the first time it asks for its autosave, by locking `.<slot>.lock` for as long
as it runs (the operating system drops the lock when the process ends, however it ends). It claims
the newest slot that no running instance holds, so *Resume* offers the newest game nobody is
playing, and a second instance started beside the first plays in a slot of its own. A slot is
reused only by the next game of the instance that holds it (a new game replaces the one in progress,
as it always did).

A kill during a write leaves the write's temporary copy behind: claiming a slot removes them, as
no live writer can own them then.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SLOT_STEM = "autosave"
MAX_SLOTS = 64  # beyond this many instances at once, the last slot is shared

_claim: tuple[Path, Path, int] | None = None  # (folder, slot, the open lock file) of this process


def slot_names() -> list[str]:
    """Every slot's file name, first to last."""
    return [f"{SLOT_STEM}.json"] + [f"{SLOT_STEM}-{n}.json" for n in range(2, MAX_SLOTS + 1)]


def _lock(path: Path) -> int | None:
    """An open descriptor holding an exclusive lock on `path`, or None when another holds it."""
    try:
        handle = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(handle)
        return None
    return handle


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return -1.0


def _remove_leftovers(slot: Path) -> None:
    for leftover in slot.parent.glob(f".{slot.name}.*.tmp"):
        leftover.unlink(missing_ok=True)


def claim_slot(folder: Path) -> Path:
    """This process's autosave file in `folder`: the newest slot no running instance holds."""
    global _claim
    if _claim is not None:
        if _claim[0] == folder:
            return _claim[1]
        os.close(_claim[2])  # the folder changed (tests): let the old slot go
        _claim = None
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return folder / slot_names()[0]  # nothing can be written there: autosave will say so
    slots = [folder / name for name in slot_names()]
    existing = sorted((slot for slot in slots if slot.is_file()), key=_mtime, reverse=True)
    for slot in existing + [slot for slot in slots if slot not in existing]:
        handle = _lock(folder / f".{slot.name}.lock")
        if handle is not None:
            _claim = (folder, slot, handle)
            _remove_leftovers(slot)
            return slot
    return slots[-1]
