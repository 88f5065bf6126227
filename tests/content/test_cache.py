"""The start-up content cache remembers checked content and never outlives a changed file."""

from __future__ import annotations

import shutil

import pytest

from chroma_desktop.content.cache import load_cached
from chroma_desktop.registry import content_game_ids, manifest_for
from chroma_desktop.registry import load_game_content as _build
from chroma_desktop.resources import data_dir


def _pack(tmp_path):
    shutil.copytree(data_dir() / "coloretto", tmp_path / "coloretto")
    return tmp_path / "coloretto"


def _builder(pack, calls):
    def build():
        calls.append(1)
        return _build("coloretto", pack.parent)

    return build


def test_a_second_load_comes_from_the_cache_and_equals_the_first(tmp_path):
    pack, calls, cache = _pack(tmp_path), [], tmp_path / "cache"
    files = sorted(pack.glob("*.yaml"))
    first = load_cached("coloretto", files, _builder(pack, calls), cache,
                        packages=("chroma_desktop.games.coloretto",))
    second = load_cached("coloretto", files, _builder(pack, calls), cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert calls == [1]
    assert second == first and second is not first
    assert len(list(cache.glob("coloretto-*.cache"))) == 1


def test_writing_the_cache_removes_the_atlases_an_earlier_version_left_unread(tmp_path):
    # (tests/ui/test_start_up.py: what a start draws is never kept on disk, and a crafted atlas
    # is never read)
    pack, calls, cache = _pack(tmp_path), [], tmp_path / "cache"
    cache.mkdir(mode=0o700)
    left = [cache / f"{stem}-0.1.0.atlas" for stem in ("words", "cards")]
    for path in left:
        path.write_bytes(b"chroma-atlas-2\n")
    load_cached("coloretto", sorted(pack.glob("*.yaml")), _builder(pack, calls), cache,
                packages=("chroma_desktop.games.coloretto",))
    assert [path.suffix for path in cache.iterdir()] == [".cache"]


def test_an_edited_file_misses_the_cache_and_is_checked_again(tmp_path):
    pack, calls, cache = _pack(tmp_path), [], tmp_path / "cache"
    files = sorted(pack.glob("*.yaml"))
    load_cached("coloretto", files, _builder(pack, calls), cache,
                        packages=("chroma_desktop.games.coloretto",))
    scoring = pack / "scoring.yaml"
    scoring.write_text(scoring.read_text().replace("plus2_value: 2", "plus2_value: 3"))
    content = load_cached("coloretto", files, _builder(pack, calls), cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert calls == [1, 1]
    assert content.plus2_value == 3


def test_a_damaged_cache_file_is_ignored_and_rewritten(tmp_path):
    pack, calls, cache = _pack(tmp_path), [], tmp_path / "cache"
    files = sorted(pack.glob("*.yaml"))
    load_cached("coloretto", files, _builder(pack, calls), cache,
                        packages=("chroma_desktop.games.coloretto",))
    cached = next(cache.glob("coloretto-*.cache"))
    cached.write_bytes(b"not a pickle")
    content = load_cached("coloretto", files, _builder(pack, calls), cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert calls == [1, 1]
    assert content.per_colour == 9
    assert cached.read_bytes() != b"not a pickle"


@pytest.mark.parametrize("game_id", sorted(content_game_ids()))
def test_every_games_content_is_cached(tmp_path, game_id):
    # Nested read-only mappings (Chroma Cubes' dice faces) pickle too, and nothing is left over.
    calls, cache = [], tmp_path / "cache"
    files = sorted((data_dir() / game_id).glob("*.yaml"))

    def build():
        calls.append(1)
        return _build(game_id, data_dir())

    packages = (manifest_for(game_id).content.partition(":")[0].rpartition(".")[0],)
    first = load_cached(game_id, files, build, cache, packages=packages)
    second = load_cached(game_id, files, build, cache, packages=packages)
    assert calls == [1] and second == first
    assert [path.suffix for path in cache.iterdir()] == [".cache"]


def test_an_edited_builder_misses_the_cache(tmp_path, monkeypatch):
    # What a builder derives (label spots, outlines) changes with its code, not only with the
    # data: the shipped content's key holds the builder's source.
    import importlib.util

    from chroma_desktop.content import load_shipped
    from chroma_desktop.registry import manifest_for

    manifest = manifest_for("coloretto")
    builder_file = tmp_path / "edited_builder.py"
    builder_file.write_text(
        "from chroma_desktop.games.coloretto.content import build as shipped_build\n"
        "CALLS = []\n"
        "def build(source):\n"
        "    CALLS.append(1)\n"
        "    return shipped_build(source)\n", encoding="utf-8")

    def builder():
        spec = importlib.util.spec_from_file_location("edited_builder", builder_file)
        module = importlib.util.module_from_spec(spec)
        monkeypatch.setitem(__import__("sys").modules, "edited_builder", module)
        spec.loader.exec_module(module)
        return module

    def load(module):
        return load_shipped.__wrapped__("coloretto", manifest.schema_file, module.build,
                                        "chroma_desktop.games.coloretto")

    first = builder()
    load(first)
    load(first)
    assert first.CALLS == [1]  # the second load came from the cache
    builder_file.write_text(builder_file.read_text(encoding="utf-8") + "# edited\n",
                            encoding="utf-8")
    edited = builder()
    content = load(edited)
    assert edited.CALLS == [1], "an edited builder was served the old builder's content"
    assert content.per_colour == 9
