"""Content built with the package (`data/prebuilt/`, chroma_desktop/content/prebuilt.py): every
shipped game's file is current (what building its data now gives), and it is served only while
every file it was made from is unchanged and by the builder that made it (in a frozen bundle,
which keeps no sources, as their hashes written at its build say)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from chroma_desktop.content import build_content
from chroma_desktop.content.prebuilt import (
    SOURCE_DIGESTS,
    _digest,
    load_prebuilt,
    prebuilt_file,
    write_source_digests,
)
from chroma_desktop.registry import content_game_ids, load, manifest_for
from chroma_desktop.resources import data_dir

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "chroma_desktop"
SHIPPED = [game_id for game_id in content_game_ids() if manifest_for(game_id).data_root is None]


def _builder(game_id: str):
    manifest = manifest_for(game_id)
    return load(manifest.content), (manifest.content.partition(":")[0].rpartition(".")[0],)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_shipped_game_has_current_prebuilt_content(game_id):
    build, packages = _builder(game_id)
    prebuilt = load_prebuilt(game_id, build, packages)
    assert prebuilt is not None, f"{prebuilt_file(game_id)} is out of date: run " \
                                 f"tools/build_content.py"
    fresh = build_content(data_dir() / game_id, manifest_for(game_id).schema_file, build)
    assert prebuilt == fresh


def test_the_tool_says_whether_the_files_are_current():
    checked = subprocess.run([sys.executable, str(ROOT / "tools" / "build_content.py"),
                              "--check"], capture_output=True, text=True, timeout=300,
                             check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.fixture()
def copy(tmp_path):
    """A copy of Coloretto's data, its schema and prebuilt file, and of the package's code."""
    data = tmp_path / "data"
    for folder in ("coloretto", "schema"):
        shutil.copytree(data_dir() / folder, data / folder)
    (data / "prebuilt").mkdir()
    shutil.copy2(prebuilt_file("coloretto"), prebuilt_file("coloretto", data))
    shutil.copytree(PACKAGE, tmp_path / "package",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "i18n"))
    return data, tmp_path / "package"


def _served(copy) -> bool:
    data, package = copy
    build, packages = _builder("coloretto")
    return load_prebuilt("coloretto", build, packages, data=data, package=package) is not None


def _append(path: Path, text: str) -> None:
    with path.open("a", encoding="utf-8") as file:
        file.write(text)


def test_the_copy_is_served_as_it_is(copy):
    assert _served(copy)


def test_a_changed_yaml_file_is_not_served(copy):
    data, _ = copy
    _append(data / "coloretto" / "cards.yaml", "\n# a comment changes no value, but the bytes\n")
    assert not _served(copy)


def test_a_yaml_file_added_to_the_folder_is_not_served(copy):
    data, _ = copy
    (data / "coloretto" / "more.yaml").write_text("extra: 1\n", encoding="utf-8")
    assert not _served(copy)


def test_changed_code_the_content_is_built_with_is_not_served(copy):
    # How rulings are worded (content/rulings.py) and the builder itself both make the content.
    _, package = copy
    for module in ("content/rulings.py", "games/coloretto/content.py"):
        source = package / module
        kept = source.read_bytes()
        _append(source, "\n# edited\n")
        assert not _served(copy), module
        source.write_bytes(kept)
        assert _served(copy)


def test_a_missing_input_is_not_served(copy):
    _, package = copy
    (package / "content" / "rulings.py").unlink()
    assert not _served(copy)


def test_any_flipped_bit_of_the_file_is_not_served(copy):
    data, _ = copy
    path = prebuilt_file("coloretto", data)
    whole = path.read_bytes()
    for index in range(0, len(whole), max(1, len(whole) // 97)):
        flipped = bytearray(whole)
        flipped[index] ^= 1 << (index % 8)
        path.write_bytes(bytes(flipped))
        assert not _served(copy), index
    path.write_bytes(whole)
    assert _served(copy)


def test_another_builder_or_game_is_not_served_the_file(copy):
    data, package = copy
    _, packages = _builder("coloretto")
    other_build, other_packages = _builder("cmyk")
    assert load_prebuilt("coloretto", other_build, packages, data=data, package=package) is None
    shutil.copy2(prebuilt_file("coloretto", data), prebuilt_file("cmyk", data))
    assert load_prebuilt("cmyk", other_build, other_packages, data=data,
                         package=package) is None


def _without_sources(package: Path) -> None:
    for source in package.rglob("*.py"):
        source.unlink()


def test_a_frozen_bundle_without_sources_is_served_by_the_hashes_written_at_its_build(copy):
    _, package = copy
    write_source_digests(package, package)  # what the spec writes, from the same sources
    _without_sources(package)
    assert _served(copy)


def test_hashes_of_other_sources_or_none_at_all_are_not_served(copy):
    _, package = copy
    _append(package / "content" / "rulings.py", "\n# edited before the build\n")
    write_source_digests(package, package)
    _without_sources(package)
    assert not _served(copy)
    (package / SOURCE_DIGESTS).unlink()
    assert not _served(copy)


def test_the_spec_bundles_the_hashes_of_the_sources_it_is_built_from(monkeypatch):
    import json

    from tests.packaging.test_url_schemes import _run_spec

    (analysis,) = _run_spec(monkeypatch, "linux")["Analysis"]
    (written,) = [Path(source) for source, target in analysis.kwargs["datas"]
                  if Path(source).name == SOURCE_DIGESTS and target == "chroma_desktop"]
    digests = json.loads(written.read_text(encoding="utf-8"))
    assert digests["content/rulings.py"] == _digest((PACKAGE / "content" / "rulings.py")
                                                    .read_bytes())
    assert len(digests) == len([path for path in PACKAGE.rglob("*.py")
                                if "__pycache__" not in path.parts])
