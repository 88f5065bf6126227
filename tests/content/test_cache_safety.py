"""The content cache never runs code, never trusts a file others could have written, and never
unpickles values into a class whose fields changed since."""

from __future__ import annotations

import hashlib
import importlib
import os
import pickle
import shutil
import sys
import textwrap
import time

import pytest

from chroma_desktop.content.cache import fingerprint, load_cached
from chroma_desktop.registry import load_game_content as _build
from chroma_desktop.resources import data_dir


class _Payload:
    """Pickles as a call that creates `marker`: what a planted cache file would do."""

    def __init__(self, marker):
        self.marker = str(marker)

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


@pytest.fixture
def coloretto(tmp_path):
    pack = tmp_path / "pack" / "coloretto"
    shutil.copytree(data_dir() / "coloretto", pack)
    files = sorted(pack.glob("*.yaml"))
    calls = []

    def build():
        calls.append(1)
        return _build("coloretto", pack.parent)

    cache = tmp_path / "cache"
    cache.mkdir(mode=0o700)
    return files, build, calls, cache


def _cache_path(cache, files):
    return cache / f"coloretto-{fingerprint(files)}.cache"


def _planted(path, marker, header=b""):
    # The same file with another marker first, to show it is a real threat: pickle runs it.
    proof = marker.with_name(f"{marker.name}-proof")
    path.write_bytes(header + pickle.dumps(_Payload(proof)))
    with path.open("rb") as stream:
        stream.read(len(header))
        pickle.load(stream)
    assert proof.exists()
    path.write_bytes(header + pickle.dumps(_Payload(marker)))
    os.chmod(path, 0o600)


def _own_checksum(data):
    return hashlib.blake2b(data, digest_size=32).hexdigest().encode()


def test_a_planted_pickle_does_not_run(coloretto, tmp_path):
    files, build, calls, cache = coloretto
    marker = tmp_path / "ran"
    path = _cache_path(cache, files)
    _planted(path, marker)
    content = load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert not marker.exists()
    assert calls == [1] and content.per_colour == 9
    assert not path.read_bytes().endswith(pickle.dumps(_Payload(marker)))


def test_a_planted_pickle_behind_a_genuine_header_does_not_run(coloretto, tmp_path):
    files, build, calls, cache = coloretto
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    path = _cache_path(cache, files)
    magic, _checksum, header, _body = path.read_bytes().split(b"\n", 3)
    marker = tmp_path / "ran"
    _planted(path, marker, header + b"\n")
    # Sealed with the checksum of its own bytes, as anyone who can write the file could do.
    planted = path.read_bytes()
    path.write_bytes(magic + b"\n" + _own_checksum(planted) + b"\n" + planted)
    content = load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert not marker.exists()
    assert calls == [1, 1] and content.per_colour == 9


def test_a_cache_file_owned_by_someone_else_is_ignored(coloretto):
    files, build, calls, cache = coloretto
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    os.chown(_cache_path(cache, files), 65534, 65534)  # nobody (the tests run as root)
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert calls == [1, 1]


def test_a_cache_file_others_may_write_is_ignored(coloretto):
    files, build, calls, cache = coloretto
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    os.chmod(_cache_path(cache, files), 0o622)
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert calls == [1, 1]


def test_a_folder_others_may_write_is_neither_read_nor_written(coloretto):
    files, build, calls, cache = coloretto
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    os.chmod(cache, 0o777)
    _cache_path(cache, files).unlink()
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert calls == [1, 1, 1]
    assert list(cache.iterdir()) == []


def test_a_new_cache_folder_is_private(coloretto, tmp_path):
    files, build, _, _ = coloretto
    cache = tmp_path / "fresh" / "cache"
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert cache.stat().st_mode & 0o777 == 0o700
    assert {path.stat().st_mode & 0o777 for path in cache.iterdir()} == {0o600}


# -- the shape of the value classes ------------------------------------------------------------
VALUES_V1 = """
    from dataclasses import dataclass
    from typing import NamedTuple

    class Card(NamedTuple):
        colour: str
        rank: int

    @dataclass(frozen=True)
    class Hand:
        owner: str
        cards: tuple
"""
# Card's fields swapped, Hand's `owner` renamed: values of the old shape must not come back.
VALUES_V2 = """
    from dataclasses import dataclass
    from typing import NamedTuple

    class Card(NamedTuple):
        rank: int
        colour: str

    @dataclass(frozen=True)
    class Hand:
        seat: str
        cards: tuple
"""


def _write_module(folder, source):
    (folder / "cache_toy_values.py").write_text(textwrap.dedent(source))
    shutil.rmtree(folder / "__pycache__", ignore_errors=True)
    importlib.invalidate_caches()


def test_a_changed_value_class_misses_the_cache(tmp_path, monkeypatch):
    modules = tmp_path / "modules"
    modules.mkdir()
    monkeypatch.syspath_prepend(str(modules))
    _write_module(modules, VALUES_V1)
    values = importlib.import_module("cache_toy_values")
    monkeypatch.setitem(sys.modules, "cache_toy_values", values)  # gone after the test
    source = tmp_path / "cards.yaml"
    source.write_text("cards: 1\n")
    cache, calls = tmp_path / "cache", []

    def build_v1():
        calls.append(1)
        return values.Hand("ana", (values.Card("red", 3),))

    first = load_cached("toy", [source], build_v1, cache, packages=("cache_toy_values",))
    assert load_cached("toy", [source], build_v1, cache, packages=("cache_toy_values",)) == first
    assert calls == [1]
    body = next(cache.iterdir()).read_bytes().split(b"\n", 3)[3]  # magic, checksum, header

    _write_module(modules, VALUES_V2)
    values = importlib.reload(values)
    # What an unchecked cache would give: the old values in the wrong fields.
    stale = pickle.loads(body)
    assert stale.cards[0].rank == "red" and not hasattr(stale, "seat")

    def build_v2():
        calls.append(2)
        return values.Hand("ana", (values.Card(3, "red"),))

    second = load_cached("toy", [source], build_v2, cache, packages=("cache_toy_values",))
    assert calls == [1, 2]
    assert second.seat == "ana" and second.cards[0].rank == 3 and second.cards[0].colour == "red"
    assert load_cached("toy", [source], build_v2, cache, packages=("cache_toy_values",)) == second
    assert calls == [1, 2]


def test_content_of_classes_outside_the_game_package_is_not_cached(tmp_path):
    source = tmp_path / "cards.yaml"
    source.write_text("cards: 1\n")
    cache, calls = tmp_path / "cache", []

    def build():
        calls.append(1)
        return {"when": pytest.approx(1.0)}  # a class from outside the allowed packages

    load_cached("toy", [source], build, cache, packages=("cache_toy_values",))
    load_cached("toy", [source], build, cache, packages=("cache_toy_values",))
    assert calls == [1, 1]
    assert [path.suffix for path in cache.iterdir()] == []


def test_older_caches_and_leftovers_of_killed_writers_are_removed(coloretto):
    files, build, _, cache = coloretto
    old_format = cache / "coloretto-v0.1.0-f2-0123456789abcdef.pickle"
    other_data = cache / "coloretto-v0.1.0-f3-0123456789abcdef.cache"
    other_game = cache / "cmyk-v0.1.0-f3-0123456789abcdef.cache"
    killed, busy = cache / "coloretto-x.cache.abc.tmp", cache / "coloretto-y.cache.def.tmp"
    for path in (old_format, other_data, other_game, killed, busy):
        path.write_bytes(b"old")
    an_hour_ago = time.time() - 3600
    os.utime(killed, (an_hour_ago, an_hour_ago))
    load_cached("coloretto", files, build, cache,
                        packages=("chroma_desktop.games.coloretto",))
    assert sorted(path.name for path in cache.iterdir()) == sorted(
        [_cache_path(cache, files).name, other_game.name, busy.name])
