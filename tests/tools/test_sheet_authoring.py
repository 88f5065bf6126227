"""The committed Chroma Cubes sheets are exactly what the sheet-authoring tool writes.

The tool is the source of the pictures: a hand edit of a sheet's polygons, or a tool change not
run again, shows up here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "chroma_cubes_author_sheets.py"
DATA = ROOT / "data" / "chroma_cubes"


def test_the_tool_writes_the_committed_sheets_byte_for_byte(tmp_path):
    result = subprocess.run([sys.executable, str(TOOL), "--out", str(tmp_path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    written = sorted(path.name for path in tmp_path.glob("sheet_*.yaml"))
    committed = sorted(path.name for path in DATA.glob("sheet_*.yaml"))
    assert written == committed and len(written) == 11
    for name in written:
        assert (tmp_path / name).read_bytes() == (DATA / name).read_bytes(), name


def test_an_unknown_sheet_gets_usage_and_exit_code_2(tmp_path):
    result = subprocess.run([sys.executable, str(TOOL), "--out", str(tmp_path), "mona_lisa"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "unknown sheet 'mona_lisa'" in result.stderr and "usage:" in result.stderr
