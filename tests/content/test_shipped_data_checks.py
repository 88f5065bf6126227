"""The app's shipped data is validated when the package is built and by the tests
(tests/content/test_content.py), not at run time: a first start on it, which misses the content
cache, builds every game without importing `jsonschema`; a user's pack is still validated."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from chroma_desktop.registry import content_game_ids
from chroma_desktop.resources import data_dir

ROOT = Path(__file__).resolve().parents[2]

FIRST_START = """
import json, sys
from chroma_desktop.registry import find_game, load_game_content
games = sorted(sys.argv[1].split(","))
for game_id in games:
    find_game(game_id)
pack = sys.argv[2]
before_pack = "jsonschema" in sys.modules
if pack:
    load_game_content("coloretto", pack)
print(json.dumps({"before_pack": before_pack, "after_pack": "jsonschema" in sys.modules}))
"""


def _first_start(tmp_path: Path, pack: str = "") -> dict[str, bool]:
    cache = tmp_path / "cache"
    env = dict(os.environ, CHROMA_DESKTOP_CACHE_DIR=str(cache),
               CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "user-data"))
    games = sorted(content_game_ids())
    result = subprocess.run([sys.executable, "-c", FIRST_START, ",".join(games), pack],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
                            check=False)
    assert result.returncode == 0, result.stderr
    # It was a first start: every game's content was built and cached.
    assert sorted(path.name.partition("-v")[0] for path in cache.glob("*.cache")) == games
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_first_start_on_shipped_data_does_not_import_jsonschema(tmp_path):
    seen = _first_start(tmp_path)
    assert seen == {"before_pack": False, "after_pack": False}


def test_a_users_pack_is_still_validated(tmp_path):
    pack = tmp_path / "pack"
    shutil.copytree(data_dir() / "coloretto", pack / "coloretto")
    seen = _first_start(tmp_path, str(pack))
    assert seen == {"before_pack": False, "after_pack": True}
