"""The `chroma` command and the launcher facing hostile files and a bare desktop: one line saying
what is wrong and a non-zero exit code, never a traceback; text any terminal can show."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys

import pytest

from chroma_desktop import platform_libraries
from chroma_desktop.persistence import save_match
from chroma_desktop.registry import find_game
from chroma_desktop.resources import data_dir
from chroma_desktop.rules.match import Match


def _chroma(*argv, env=None, timeout=120):
    environment = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "-m", "chroma_desktop.cli", *argv], text=True,
                          capture_output=True, env=environment, timeout=timeout, check=False,
                          encoding="utf-8", errors="replace")


def _bad_root(tmp_path, old, new, schema=None):
    """A data root (`CHROMA_DESKTOP_ROOT`) whose Coloretto files have `old` replaced by `new`."""
    root = tmp_path / "root"
    shutil.copytree(data_dir(), root / "data")
    path = next(p for p in (root / "data" / "coloretto").glob("*.yaml") if old in p.read_text())
    path.write_text(path.read_text().replace(old, new))
    if schema is not None:
        (root / "data" / "schema" / "coloretto.schema.json").write_text(schema)
    return root


@pytest.mark.parametrize(("old", "new", "schema", "reason"), [
    ("scoring:", "scorin:", None, "'scoring' is required here"),
    ("per_colour: 9", "per_colour: 1000000000", None, "greater than the maximum of 30"),
    ("scoring:", "scorin:", '{"$ref": "https://example.invalid/s.json"}', "'scoring' is required"),
    ("plus2_value: 2", "plus2_value: [", None, "YAML syntax error"),
])
def test_simulate_on_a_bad_data_root_says_why_without_a_traceback(tmp_path, old, new, schema,
                                                                  reason):
    root = _bad_root(tmp_path, old, new, schema)
    result = _chroma("simulate", "coloretto", "--games", "2",
                     env={"CHROMA_DESKTOP_ROOT": str(root)})
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert reason in result.stderr
    assert result.stderr.strip().count("\n") == 0, result.stderr


def _coloretto_save(tmp_path):
    match = Match(find_game("coloretto"), 4, {}, 8)
    rng = random.Random(8)
    while not match.is_over():
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    path = tmp_path / "game.json"
    save_match(match, path)
    return path


@pytest.mark.parametrize("env", [
    {"PYTHONIOENCODING": "iso-8859-1"},
    {"PYTHONIOENCODING": "iso-8859-9"},
    {"LC_ALL": "C", "LANG": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"},
], ids=["latin-1", "latin-5", "C-locale"])
def test_replay_under_a_legacy_8_bit_locale_prints_every_line(tmp_path, env):
    path = _coloretto_save(tmp_path)
    utf8 = _chroma("replay", str(path), env={"PYTHONIOENCODING": "utf-8"})
    assert utf8.returncode == 0
    assert any(ord(character) > 255 for character in utf8.stdout)  # the glyphs, such as ▲
    result = _chroma("replay", str(path), env={key: value for key, value in env.items()})
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout.count("\n") == utf8.stdout.count("\n")


def test_replay_refuses_an_edited_chance_outcome_in_one_line(tmp_path):
    path = _coloretto_save(tmp_path)
    record = json.loads(path.read_text())
    ply = next(i for i, (player, text) in enumerate(record["moves"])
               if player == -1 and text.startswith("reveal") and "plus2" not in text)
    record["moves"][ply][1] = "reveal plus2"
    path.write_text(json.dumps(record))
    result = _chroma("replay", str(path))
    assert result.returncode == 1
    assert "does not replay" in result.stderr and "Traceback" not in result.stderr


def test_replay_of_a_fifo_does_not_block(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    result = _chroma("replay", str(fifo), timeout=60)
    assert result.returncode == 1 and "not a regular file" in result.stderr


def test_validate_of_a_hostile_pack_says_why(tmp_path):
    pack = tmp_path / "coloretto"
    shutil.copytree(data_dir() / "coloretto", pack)
    (pack / "extra.yaml").write_text("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 8)))
    result = _chroma("validate", str(pack), timeout=60)
    assert result.returncode == 1
    assert "extra.yaml:" in result.stderr and "Traceback" not in result.stderr


# -- a stock desktop: the X11 libraries Qt's window needs --------------------------------------
@pytest.mark.parametrize(("argv", "environ", "platform"), [
    ([], {}, "xcb"),
    ([], {"QT_QPA_PLATFORM": "offscreen"}, "offscreen"),
    ([], {"QT_QPA_PLATFORM": "xcb;offscreen"}, "xcb"),
    (["-platform", "offscreen"], {}, "offscreen"),
    (["-platform=vnc:size=800x600"], {}, "vnc"),
    (["--smoke-test"], {}, "offscreen"),
    ([], {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "wayland"),
    ([], {"XDG_SESSION_TYPE": "wayland"}, "xcb"),
])
def test_the_platform_qt_will_use_is_known_before_it_starts(argv, environ, platform):
    assert platform_libraries.qt_platform(argv, environ) == platform


def test_a_missing_library_is_named_with_its_package():
    libraries = {"libc.so.6": "libc6", "libchroma-not-installed.so.7": "libchroma-absent7"}
    assert platform_libraries.missing_libraries(libraries) == {
        "libchroma-not-installed.so.7": "libchroma-absent7"}
    advice = platform_libraries.install_advice({"libxcb-icccm.so.4": "libxcb-icccm4",
                                                "libxcb-keysyms.so.1": "libxcb-keysyms1"})
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in advice
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in advice


def _known_to_the_loader() -> set[str]:
    """The libraries the dynamic loader's cache lists (an oracle independent of ctypes)."""
    listing = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True,
                             check=True).stdout
    return {line.split()[0] for line in listing.splitlines()[1:] if line.strip()}


def test_the_launcher_names_the_missing_x11_libraries_before_qt_starts(tmp_path):
    missing = {name: package for name, package in platform_libraries.XCB_LIBRARIES.items()
               if name not in _known_to_the_loader()}
    assert platform_libraries.missing_libraries() == missing
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    env.setdefault("DISPLAY", ":99")  # a display to name (the check loads libraries, no more)
    if not missing:  # a desktop with everything: the launcher goes on to Qt
        assert platform_libraries.check_before_qt([], env)
        return
    result = subprocess.run([sys.executable, "-m", "chroma_desktop.app_entry"], env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 1
    assert "sudo apt-get install " + " ".join(missing.values()) in result.stderr
    assert "Traceback" not in result.stderr
    version = subprocess.run([sys.executable, "-m", "chroma_desktop.app_entry", "--version"],
                             env=env, capture_output=True, text=True, timeout=60, check=False)
    assert version.returncode == 0 and version.stdout.startswith("chroma-desktop ")
