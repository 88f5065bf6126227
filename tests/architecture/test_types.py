"""The type checker is part of the test gate: mypy over the whole package, as configured in
`pyproject.toml` (`[tool.mypy]`).

The rules API, content, persistence, online play (`net/`, `server/`) and every game's modules
outside its `table/` package have no type errors at all. Elsewhere each part has a ratchet: its
count may only go down, and when it does the ratchet below is lowered to the new count in the same
change (the test says so), so it never creeps back. The counts are printed at the end of the run.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "chroma_desktop"

ZERO_ERROR_PARTS = ("rules", "content", "persistence", "net", "server", "games")
"""Parts with no error allowed: everything under them, except a game's `table/` package."""

RATCHET = {
    "ui": 12,
    "game tables": 17,
    "bots": 0,
    "top level": 3,
}
"""The most errors each other part may have; lowered as they are fixed, never raised."""

SUMMARY_KEY = "chroma_desktop/type_check"
_ERROR_LINE = re.compile(r"^(?P<path>[^:]+\.py):\d+: error: ")


def part_of(path: Path) -> str:
    """The gate's name for the part a source file belongs to."""
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


def test_the_zero_error_parts_have_no_type_errors(mypy_report: str, request: pytest.FixtureRequest):
    counts = errors_by_part(mypy_report)
    zero = ", ".join(f"{part} {counts[part]}" for part in ZERO_ERROR_PARTS)
    ratchet = ", ".join(f"{part} {counts[part]} (at most {most})" for part, most in RATCHET.items())
    request.config.cache.set(SUMMARY_KEY, f"type check (mypy): {sum(counts.values())} errors; "
                                          f"{zero} (none allowed); {ratchet}")
    strict = [line for line in mypy_report.splitlines()
              if (found := _ERROR_LINE.match(line)) and part_of(ROOT / found["path"]) in ZERO_ERROR_PARTS]
    assert not strict, "\n".join(strict)


def test_every_other_part_keeps_to_its_ratchet(mypy_report: str):
    counts = errors_by_part(mypy_report)
    unknown = set(counts) - set(RATCHET) - set(ZERO_ERROR_PARTS)
    assert not unknown, f"parts with errors and no ratchet: {sorted(unknown)}"
    over = {part: counts[part] for part, most in RATCHET.items() if counts[part] > most}
    assert not over, f"more type errors than the ratchet allows: {over}\n{mypy_report}"
    lower = {part: counts[part] for part, most in RATCHET.items() if counts[part] < most}
    assert not lower, f"fewer type errors than the ratchet: lower RATCHET in this file to {lower}"
