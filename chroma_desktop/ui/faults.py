"""Exceptions in Qt event handlers and timers never leave a game silently stuck.

Qt calls the app's Python code from its event loop (a click, a timer, a bot's answer); an
exception there unwinds only that handler, and whatever it had still to do (arm the next bot,
write the autosave, redraw) is left undone: the table looks alive but nothing moves. The app
installs `FaultHandler` as `sys.excepthook`, which PySide6 calls for such an exception: it logs
the whole trace, tells the player in words beside the table (`play_words.SOMETHING_WENT_WRONG`,
in the language shown), and puts the game back in motion (the window's `resume_after_fault`: the
table drawn again, the bots' timers armed again, the autosave written). One fault is said once; a
fault while resuming is logged only, never resumed again in a loop.
"""

from __future__ import annotations

import logging
import sys
from types import TracebackType
from typing import Protocol

LOG = logging.getLogger(__name__)


class FaultyTable(Protocol):
    """What the handler asks of the window: say a problem, and put the game in motion again."""

    def tell_fault(self, text: str) -> None:
        """Say `text` beside the table (as a problem)."""

    def resume_after_fault(self) -> None:
        """Put the game on the table back in motion: redraw, arm the bots, autosave."""


class FaultHandler:
    """`sys.excepthook` while the window runs (see the module's docstring)."""

    def __init__(self, table: FaultyTable) -> None:
        self.table = table
        self.faults = 0  # how many faults came (for the tests and the log)
        self._resuming = False
        self.previous = sys.excepthook

    def __call__(self, kind: type[BaseException], error: BaseException,
                 trace: TracebackType | None) -> None:
        if not issubclass(kind, Exception):  # KeyboardInterrupt, SystemExit: not ours to keep
            self.previous(kind, error, trace)
            return
        self.faults += 1
        LOG.error("an event handler failed; the game goes on", exc_info=(kind, error, trace))
        if self._resuming:
            return
        self._resuming = True
        try:
            self.table.tell_fault(words_for(error))
            self.table.resume_after_fault()
        except Exception:  # noqa: BLE001 (rule: the hook itself never raises; the trace is logged)
            LOG.exception("resuming after a fault failed")
        finally:
            self._resuming = False


def words_for(error: BaseException) -> str:
    """What the player reads: something went wrong, the game goes on, and the error's words."""
    from chroma_desktop.language import message_translator
    from chroma_desktop.rules.messages import render
    from chroma_desktop.rules.play_words import SOMETHING_WENT_WRONG

    detail = f"{type(error).__name__}: {error}"[:200]
    return render(SOMETHING_WENT_WRONG(detail=detail), None, message_translator())


def install(table: FaultyTable) -> FaultHandler:
    """Make a `FaultHandler` for `table` the process's `sys.excepthook` (its `previous` is the
    hook it replaced, to put back with `uninstall`)."""
    handler = FaultHandler(table)
    sys.excepthook = handler
    return handler


def uninstall(handler: FaultHandler) -> None:
    if sys.excepthook is handler:
        sys.excepthook = handler.previous
