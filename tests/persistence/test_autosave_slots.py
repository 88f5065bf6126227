"""Autosaves on disk: one slot per running instance, leftovers of killed writes cleaned up, and
saves private to their owner whatever the umask."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from chroma_desktop.persistence import autosave_path, write_json_atomic

# A second instance: claims its autosave slot, writes it, says where, and holds the slot until
# its standard input closes.
INSTANCE = textwrap.dedent("""
    import sys
    from chroma_desktop.persistence import autosave_path, write_json_atomic
    path = autosave_path()
    write_json_atomic(path, {"instance": sys.argv[1]})
    print(path, flush=True)
    sys.stdin.read()
""")


@pytest.fixture
def other_instance(_private_user_data):
    started = []

    def start(name):
        process = subprocess.Popen([sys.executable, "-c", INSTANCE, name], text=True,
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   env={**os.environ})
        started.append(process)
        path = process.stdout.readline().strip()
        assert path, "the other instance did not start"
        return process, path

    yield start
    for process in started:
        process.stdin.close()
        process.wait(timeout=30)


def test_a_second_instance_keeps_its_own_autosave(other_instance, _private_user_data):
    first, first_path = other_instance("first")
    mine = autosave_path()
    assert str(mine) != first_path
    write_json_atomic(mine, {"instance": "second"})
    assert json.loads(Path(first_path).read_text()) == {"instance": "first"}
    assert json.loads(mine.read_text()) == {"instance": "second"}


def test_resume_offers_the_newest_game_no_instance_is_playing(other_instance, _private_user_data):
    first, first_path = other_instance("first")
    second, second_path = other_instance("second")
    assert first_path != second_path
    second.stdin.close()
    second.wait(timeout=30)
    # The second instance has quit: its game is the newest free one, the first is still played.
    assert str(autosave_path()) == second_path


def test_the_only_instance_always_uses_autosave_json(_private_user_data):
    assert autosave_path() == _private_user_data / "autosave.json"
    assert autosave_path() == _private_user_data / "autosave.json"


def test_leftovers_of_killed_autosaves_are_removed_but_not_another_instances(
        other_instance, _private_user_data):
    first, first_path = other_instance("first")
    busy = _private_user_data / f".{os.path.basename(first_path)}.inflight.tmp"
    busy.write_text("being written by the first instance")
    free = _private_user_data / "autosave-2.json"
    free.write_text("{}")
    leftovers = [_private_user_data / f".autosave-2.json.k{n}.tmp" for n in range(5)]
    for leftover in leftovers:
        leftover.write_text("half a save")
    assert autosave_path() == free
    assert not any(leftover.exists() for leftover in leftovers)
    assert busy.exists()


def test_a_save_is_private_to_its_owner_whatever_the_umask(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("{}")
    os.chmod(path, 0o644)
    old = os.umask(0)
    try:
        write_json_atomic(path, {"x": 1})
        write_json_atomic(tmp_path / "new.json", {"x": 2})
    finally:
        os.umask(old)
    assert path.stat().st_mode & 0o777 == 0o600
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o600
