"""The type checker is part of the test gate: mypy over the whole package, as configured in
`pyproject.toml` (`[tool.mypy]`), finds no error anywhere: the rules API, content, persistence,
online play, every game (its `table/` included) and the UI. The count is said at the end of the
run (tests/conftest.py), by part, so a regression says where it is.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "chroma_desktop"

PARTS = ("rules", "content", "persistence", "net", "server", "games", "game tables", "bots", "ui",
         "top level")
"""The parts the summary counts: the package's folders, a game's `table/` package apart."""

SUMMARY_KEY = "chroma_desktop/type_check"
_ERROR_LINE = re.compile(r"^(?P<path>[^:]+\.py):\d+: error: ")


def part_of(path: Path) -> str:
    """The summary's name for the part a source file belongs to."""
    parts = path.resolve().relative_to(PACKAGE).parts
    if len(parts) == 1:
        return "top level"
    if parts[0] == "games" and "table" in parts[2:-1]:
        return "game tables"
    return parts[0]


def errors_by_part(report: str) -> Counter[str]:
    counts: Counter[str] = Counter()
    for line in report.splitlines():
        found = _ERROR_LINE.match(line)
        if found:
            counts[part_of(ROOT / found["path"])] += 1
    return counts


@pytest.fixture(scope="module")
def mypy_report() -> str:
    from mypy import api

    stdout, stderr, status = api.run([str(PACKAGE), "--cache-dir", str(ROOT / ".mypy_cache"),
                                      "--no-error-summary", "--show-error-codes"])
    assert status in (0, 1), f"mypy did not run: {stderr or stdout}"
    return stdout


def test_part_names_cover_the_layout():
    assert part_of(PACKAGE / "cli.py") == "top level"
    assert part_of(PACKAGE / "games" / "cmyk" / "table" / "tiles.py") == "game tables"
    assert part_of(PACKAGE / "games" / "cmyk" / "scoring.py") == "games"
    assert part_of(PACKAGE / "ui" / "scene" / "table_scene.py") == "ui"
    assert errors_by_part(
        "chroma_desktop/net/protocol.py:3: error: Bad [misc]\n"
        "chroma_desktop/ui/app.py:1: note: see\n"
        "chroma_desktop/ui/app.py:9: error: Worse [arg-type]\n") == Counter({"net": 1, "ui": 1})


def test_the_package_has_no_type_errors(mypy_report: str, request: pytest.FixtureRequest):
    counts = errors_by_part(mypy_report)
    unknown = set(counts) - set(PARTS)
    by_part = ", ".join(f"{part} {counts[part]}" for part in PARTS)
    request.config.cache.set(SUMMARY_KEY, f"type check (mypy): {sum(counts.values())} errors "
                                          f"({by_part})")
    assert not unknown, f"errors in parts the summary does not name: {sorted(unknown)}"
    assert not counts, mypy_report
