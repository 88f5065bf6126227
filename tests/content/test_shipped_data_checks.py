"""The app's shipped data is validated when the package is built and by the tests
(tests/content/test_content.py), not at run time: a first start on it reads the content built
with the package (`data/prebuilt/`) and imports neither `yaml` nor `jsonschema`; where that is
out of date, it builds every game without importing `jsonschema`; a user's pack is still
validated."""

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
yaml_read = "yaml" in sys.modules
if pack:
    load_game_content("coloretto", pack)
print(json.dumps({"before_pack": before_pack, "after_pack": "jsonschema" in sys.modules,
                  "yaml_read": yaml_read}))
"""


def _first_start(tmp_path: Path, pack: str = "", package: Path = ROOT) -> dict[str, bool]:
    cache = tmp_path / "cache"
    env = dict(os.environ, CHROMA_DESKTOP_CACHE_DIR=str(cache), PYTHONPATH=str(package),
               CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "user-data"))
    env.pop("CHROMA_DESKTOP_ROOT", None)
    games = sorted(content_game_ids())
    result = subprocess.run([sys.executable, "-c", FIRST_START, ",".join(games), pack],
                            cwd=package, env=env, capture_output=True, text=True, timeout=300,
                            check=False)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    # Content is built (and cached) only when it was not built with the package.
    built = sorted(path.name.partition("-v")[0] for path in cache.glob("*.cache"))
    assert built == (games if seen["yaml_read"] else [])
    return seen


def _copy_without_prebuilt_content(target: Path) -> Path:
    skipped = shutil.ignore_patterns("__pycache__", "*.pyc", "_build_stamp.txt", "prebuilt")
    shutil.copytree(ROOT / "chroma_desktop", target / "chroma_desktop", ignore=skipped)
    shutil.copytree(ROOT / "data", target / "data", ignore=skipped)
    shutil.copy2(ROOT / "pyproject.toml", target / "pyproject.toml")  # a checkout's data root
    return target


def test_a_first_start_on_shipped_data_reads_neither_yaml_nor_schemas(tmp_path):
    seen = _first_start(tmp_path)
    assert seen == {"before_pack": False, "after_pack": False, "yaml_read": False}


def test_a_first_start_without_prebuilt_content_does_not_import_jsonschema(tmp_path):
    copy = _copy_without_prebuilt_content(tmp_path / "copy")
    seen = _first_start(tmp_path, package=copy)
    assert seen == {"before_pack": False, "after_pack": False, "yaml_read": True}


def test_a_users_pack_is_still_validated(tmp_path):
    pack = tmp_path / "pack"
    shutil.copytree(data_dir() / "coloretto", pack / "coloretto")
    seen = _first_start(tmp_path, str(pack))
    assert seen == {"before_pack": False, "after_pack": True, "yaml_read": False}
