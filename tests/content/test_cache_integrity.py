"""A content cache file carries a checksum of its own bytes: any damage to it, one bit or a
sealed file of plain values, is thrown away and the content built again, never served."""

from __future__ import annotations

import hashlib
import json
import pickle
import random

import pytest

from chroma_desktop.content.cache import CACHE_FORMAT, MAGIC, fingerprint, load_cached
from chroma_desktop.registry import load_game_content
from chroma_desktop.resources import data_dir

PACKAGES = ("chroma_desktop.games.coloretto",)


@pytest.fixture
def coloretto(tmp_path):
    """A real cache file of Coloretto's content, and a builder that counts its calls."""
    files = sorted((data_dir() / "coloretto").glob("*.yaml"))
    built = load_game_content("coloretto")
    calls: list[int] = []

    def build():
        calls.append(1)
        return built

    cache = tmp_path / "cache"
    cache.mkdir(mode=0o700)
    load_cached("coloretto", files, build, cache, packages=PACKAGES)
    path = cache / f"coloretto-{fingerprint(files)}.cache"
    assert path.is_file() and calls == [1]
    return files, build, calls, cache, path, built


def _sealed(header: dict, body: bytes) -> bytes:
    """A cache file with a true checksum: what anyone who can write the folder can make."""
    checked = json.dumps(header).encode() + b"\n" + body
    return MAGIC + hashlib.blake2b(checked, digest_size=32).hexdigest().encode() + b"\n" + checked


def test_every_single_bit_flip_is_rebuilt(coloretto):
    files, build, calls, cache, path, built = coloretto
    genuine = path.read_bytes()
    chooser = random.Random(32)
    for flips in range(1, 601):
        damaged = bytearray(genuine)
        bit = chooser.randrange(len(genuine) * 8)
        damaged[bit // 8] ^= 1 << (bit % 8)
        path.write_bytes(bytes(damaged))
        content = load_cached("coloretto", files, build, cache, packages=PACKAGES)
        assert len(calls) == 1 + flips, f"bit {bit} was read as content"
        assert content is built
        assert path.read_bytes() == genuine  # rewritten whole


@pytest.mark.parametrize("header", [
    {"format": CACHE_FORMAT, "classes": {}},  # no root named
    {"format": CACHE_FORMAT, "classes": {}, "root": "builtins:int"},
    {"format": CACHE_FORMAT, "classes": {"builtins:int": []}, "root": "builtins:int"},
])
def test_a_sealed_plain_value_is_rebuilt(coloretto, header):
    files, build, calls, cache, path, built = coloretto
    path.write_bytes(_sealed(header, pickle.dumps(42)))
    assert load_cached("coloretto", files, build, cache, packages=PACKAGES) is built
    assert calls == [1, 1]
    # The file is rebuilt: the next start reads the content from it.
    assert load_cached("coloretto", files, build, cache, packages=PACKAGES) == built
    assert calls == [1, 1]


def test_a_plain_value_under_the_genuine_header_is_rebuilt(coloretto):
    files, build, calls, cache, path, built = coloretto
    _magic, _checksum, header, _body = path.read_bytes().split(b"\n", 3)
    path.write_bytes(_sealed(json.loads(header), pickle.dumps((1, 2, 3))))
    assert load_cached("coloretto", files, build, cache, packages=PACKAGES) is built
    assert calls == [1, 1]
