"""Fluent's runtime, imported through this module only (FLUENT_RUNTIME_IN_ONE_PLACE in
`tests/architecture/test_start_up_rules.py`), so what its import costs is decided in one place.

Importing `fluent.runtime` imports Babel's `babel.dates`, which finds the computer's time zone at
import (`babel.localtime`) through `pytz.timezone`; pytz then checks that the file of each of the
~600 zones it lists is in its package, opening every one, before it opens the one asked for:
~32 million instructions of a warm start (`benchmarks/start_instructions.py`), on every start on
Linux and macOS. pytz's `PYTZ_SKIPEXISTSCHECK` is its documented switch for a pytz that ships
all its zone files (a wheel, a frozen bundle: PyInstaller's pytz hook collects them all); a test
checks the pytz installed has them all. A value the environment already gives is kept.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYTZ_SKIPEXISTSCHECK", "1")  # read when pytz first checks its zones

# The imports follow the switch: importing them checks the zones (E402 on purpose).
from fluent.runtime import FluentBundle, FluentResource  # noqa: E402
from fluent.runtime.types import FluentFloat, FluentInt  # noqa: E402

__all__ = ["FluentBundle", "FluentFloat", "FluentInt", "FluentResource"]
