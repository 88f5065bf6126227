"""Fluent's runtime, imported through this module only (FLUENT_RUNTIME_IN_ONE_PLACE in
`tests/architecture/test_start_up_rules.py`), so what its import costs is decided in one place.

Importing `fluent.runtime` imports Babel's `babel.dates`, which finds the computer's time zone at
import (`babel.localtime`) through `pytz.timezone`; pytz then checks that the file of each of the
~600 zones it lists is there, opening every one, before it opens the one asked for: ~32 million
instructions of a warm start (`benchmarks/start_instructions.py`), on every start on Linux and
macOS. pytz's `PYTZ_SKIPEXISTSCHECK` is its documented switch for a pytz that ships all its zone
files, set here only for a pytz with its own `zoneinfo` folder (a wheel, a frozen bundle:
PyInstaller's pytz hook collects it whole) and no `PYTZ_TZDATADIR` of the user's. A distribution's
pytz that reads the system's zones, where a zone it lists may be missing, keeps its check, as
does a value the environment already gives; a test checks the pytz installed has every zone.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from importlib.util import find_spec
from pathlib import Path


def ships_its_zones(pytz_origin: str | None, environment: Mapping[str, str]) -> bool:
    """Whether the pytz whose `__init__` is at `pytz_origin` reads its zones from its own
    `zoneinfo` folder, made with its list (not from a `PYTZ_TZDATADIR` of the user's)."""
    if pytz_origin is None or environment.get("PYTZ_TZDATADIR"):
        return False
    return (Path(pytz_origin).parent / "zoneinfo").is_dir()


_pytz = find_spec("pytz")
if ships_its_zones(_pytz.origin if _pytz is not None else None, os.environ):
    os.environ.setdefault("PYTZ_SKIPEXISTSCHECK", "1")  # read when pytz first checks its zones

# The imports follow the switch: importing them checks the zones (E402 on purpose).
from fluent.runtime import FluentBundle, FluentResource  # noqa: E402
from fluent.runtime.types import FluentFloat, FluentInt  # noqa: E402

__all__ = ["FluentBundle", "FluentFloat", "FluentInt", "FluentResource", "ships_its_zones"]
