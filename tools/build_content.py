#!/usr/bin/env python3
"""Build each shipped game's content ahead of time into `data/prebuilt/<game>.content`.

    .venv/bin/python tools/build_content.py           # bring every file up to date
    .venv/bin/python tools/build_content.py --check   # say which are out of date; exit 1

Run it after changing a game's data or any code its content is built with (the files say which:
`chroma_desktop/content/prebuilt.py`). A first start then reads the prebuilt content instead of
the YAML; a file out of date is not served (the app builds the content as before, only slower),
and `tests/content/test_prebuilt.py` fails until it is made again. Each game is built in a fresh
process, with a fixed hash seed so that the same inputs give the same bytes.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from chroma_desktop.content.prebuilt import load_prebuilt, prebuilt_file  # noqa: E402
from chroma_desktop.registry import content_game_ids, load, manifest_for  # noqa: E402

if TYPE_CHECKING:
    from collections.abc import Callable


def shipped_games() -> list[str]:
    """The games whose content the package ships as data (not a plug-in's own)."""
    return [game_id for game_id in content_game_ids() if manifest_for(game_id).data_root is None]


def _builder(game_id: str) -> tuple[Callable[..., Any], tuple[str, ...]]:
    """The game's content builder and the package of the value classes it makes."""
    manifest = manifest_for(game_id)
    assert manifest.content is not None
    return load(manifest.content), (manifest.content.partition(":")[0].rpartition(".")[0],)


def current(game_id: str) -> bool:
    return load_prebuilt(game_id, *_builder(game_id)) is not None


def made(game_id: str) -> bytes:
    """The prebuilt file of `game_id`, made in a fresh process (`--one`)."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    env.pop("CHROMA_DESKTOP_ROOT", None)
    return subprocess.run([sys.executable, __file__, "--one", game_id], cwd=ROOT, env=env,
                          check=True, capture_output=True).stdout


def make_one(game_id: str) -> bytes:
    """Build `game_id`'s shipped content, checked against its schema, noting every file opened
    and module loaded meanwhile: run once in a fresh process (an audit hook stays for good)."""
    from chroma_desktop.content import build_content
    from chroma_desktop.content.cache import encode_content
    from chroma_desktop.content.prebuilt import builder_name, recorded_inputs, seal
    from chroma_desktop.resources import data_dir

    opened: list[str] = []
    recording = [True]

    def note_open(event: str, arguments: tuple[Any, ...]) -> None:
        if recording[0] and event == "open" and isinstance(arguments[0], (str, os.PathLike)):
            opened.append(os.fsdecode(arguments[0]))

    build, packages = _builder(game_id)
    sys.addaudithook(note_open)
    content = build_content(data_dir() / game_id, manifest_for(game_id).schema_file, build)
    recording[0] = False  # what is read from here on only makes the key
    inputs = recorded_inputs(game_id, opened, data_dir())
    return seal(game_id, builder_name(build), inputs, encode_content(content, packages))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say what is out of date")
    parser.add_argument("--one", metavar="GAME", help="write GAME's file to standard output")
    arguments = parser.parse_args(argv)
    if arguments.one:
        sys.stdout.buffer.write(make_one(arguments.one))
        return 0
    stale = [game_id for game_id in shipped_games() if not current(game_id)]
    if arguments.check:
        for game_id in stale:
            print(f"{prebuilt_file(game_id)} is out of date: run tools/build_content.py")
        return 1 if stale else 0
    for game_id in stale:
        target = prebuilt_file(game_id)
        target.parent.mkdir(exist_ok=True)
        target.write_bytes(made(game_id))
        print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
