"""The installer's Linux pieces: the desktop entry, its icon, and install.sh / uninstall.sh.

The scripts run here on a stand-in app folder laid out like an unpacked release archive (two
small programs in place of the frozen ones); `installer/build.sh` runs them again on the real
frozen build before it writes the archive.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
ICON = ROOT / "assets" / "icons" / "chroma-desktop.svg"


def test_desktop_entry_launches_the_app_with_its_icon():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(INSTALLER / "chroma-desktop.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Chroma Desktop"
    # The GUI entry point of pyproject.toml and the spec; an invite link (chroma://) it is opened
    # with, as the scheme's handler, comes as %u.
    assert entry["Exec"] == "chroma-desktop %u"
    # TryExec is a program's path, never with field codes (else the menu hides the entry).
    assert entry["TryExec"] == "chroma-desktop"
    assert {"x-scheme-handler/chroma", "x-scheme-handler/chromas"} <= set(entry["MimeType"].split(";"))
    assert entry["Icon"] == ICON.stem
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert ElementTree.parse(ICON).getroot().tag == "{http://www.w3.org/2000/svg}svg"


@pytest.fixture
def unpacked(tmp_path) -> Path:
    """A folder laid out like an unpacked release archive, with stand-in programs."""
    folder = tmp_path / "chroma-desktop-9.9"
    folder.mkdir()
    for program in ("chroma-desktop", "chroma"):
        path = folder / program
        path.write_text(f"#!/bin/sh\necho {program} stand-in \"$@\"\n")
        path.chmod(0o755)
    (folder / "_internal").mkdir()
    (folder / "_internal" / "library.txt").write_text("bundled")
    shutil.copy(INSTALLER / "chroma-desktop.desktop", folder)
    shutil.copy(ICON, folder / "chroma-desktop.svg")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy(INSTALLER / script, folder)
    return folder


def _sh(script: Path, prefix: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PREFIX": str(prefix), "HOME": str(prefix.parent)}
    return subprocess.run(["sh", str(script)], env=env, capture_output=True, text=True, timeout=60,
                          check=False)


def test_install_then_uninstall_leaves_nothing_behind(unpacked, tmp_path):
    prefix = tmp_path / "prefix"
    result = _sh(unpacked / "install.sh", prefix)
    assert result.returncode == 0, result.stderr
    app = prefix / "lib" / "chroma-desktop"
    for program in ("chroma-desktop", "chroma"):
        link = prefix / "bin" / program
        assert link.is_symlink() and Path(os.readlink(link)) == app / program
        ran = subprocess.run([str(link), "--version"], capture_output=True, text=True, check=True)
        assert ran.stdout == f"{program} stand-in --version\n"
    assert (app / "_internal" / "library.txt").read_text() == "bundled"
    assert (app / "uninstall.sh").is_file() and not (app / "install.sh").exists()
    entry = (prefix / "share" / "applications" / "chroma-desktop.desktop").read_text()
    assert f'Exec="{app}/chroma-desktop" %u' in entry.splitlines()
    icon = prefix / "share" / "icons" / "hicolor" / "scalable" / "apps" / "chroma-desktop.svg"
    assert icon.read_bytes() == ICON.read_bytes()

    assert _sh(unpacked / "install.sh", prefix).returncode == 0  # installing again replaces it

    result = _sh(app / "uninstall.sh", prefix)
    assert result.returncode == 0, result.stderr
    assert "saved games" in result.stdout
    assert [path for path in prefix.rglob("*") if not path.is_dir()] == []


def test_install_never_replaces_another_chroma_command(unpacked, tmp_path):
    prefix = tmp_path / "prefix"
    (prefix / "bin").mkdir(parents=True)
    other = prefix / "bin" / "chroma"
    other.write_text("#!/bin/sh\necho from pip\n")
    result = _sh(unpacked / "install.sh", prefix)
    assert result.returncode == 1
    assert f"{other} already exists" in result.stderr
    assert other.read_text() == "#!/bin/sh\necho from pip\n"
    assert not (prefix / "lib" / "chroma-desktop").exists()


def test_uninstall_keeps_a_chroma_command_it_did_not_install(unpacked, tmp_path):
    prefix = tmp_path / "prefix"
    assert _sh(unpacked / "install.sh", prefix).returncode == 0
    other = prefix / "bin" / "chroma"
    other.unlink()
    other.write_text("#!/bin/sh\necho from pip\n")
    assert _sh(prefix / "lib" / "chroma-desktop" / "uninstall.sh", prefix).returncode == 0
    assert other.read_text() == "#!/bin/sh\necho from pip\n"
    assert not (prefix / "bin" / "chroma-desktop").exists()
