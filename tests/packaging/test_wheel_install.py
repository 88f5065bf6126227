"""The wheel carries `data/` and `assets/`, and works installed where no checkout is in sight.

A copy of this checkout is built into an sdist (so `MANIFEST.in` is tested too) and the sdist
into a wheel, without build isolation (no download). The wheel goes into a fresh virtual
environment in a temporary folder; its dependencies (PySide6 & co.) come from this interpreter's
site-packages through a plain path line in a `.pth` file, which does not run the editable-install
finder kept there, so `chroma_desktop` can only come from the wheel. `chroma validate`,
`chroma simulate` and `chroma screenshot` then run from a folder outside the checkout, without
`CHROMA_DESKTOP_ROOT`, while an audit hook records every file they open: all their content files
must come from the installed package; those that only play read the content built with the
package (`data/prebuilt/`), not the YAML.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

import chroma_desktop

ROOT = Path(__file__).resolve().parents[2]
COPY_IGNORE = shutil.ignore_patterns(".git", ".venv", "venv", "build", "dist", "__pycache__",
                                     "*.egg-info", ".pytest_cache", ".ruff_cache", ".hypothesis")
RESOURCE_FOLDERS = ("data", "assets")

# Installed into the fresh environment: with CHROMA_OPEN_LOG set, every file the interpreter
# opens through Python (YAML, JSON Schemas, ...) is appended to that log.
OPEN_LOG_MODULE = '''"""Test probe: log every file this interpreter opens when CHROMA_OPEN_LOG is set."""
import os
import sys

_LOG = os.environ.get("CHROMA_OPEN_LOG")
if _LOG:
    _STREAM = open(_LOG, "a", encoding="utf-8")

    def _hook(event, args):
        if event == "open" and isinstance(args[0], (str, bytes, os.PathLike)):
            _STREAM.write(os.path.abspath(os.fsdecode(args[0])) + "\\n")
            _STREAM.flush()

    sys.addaudithook(_hook)
'''


@dataclass(frozen=True)
class Installed:
    """A fresh virtual environment holding the wheel built from this checkout."""

    source: Path  # the copy of the checkout that was built
    sdist: Path
    wheel: Path
    venv: Path
    site_packages: Path
    workdir: Path  # outside the checkout: where the commands run

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    @property
    def resources(self) -> Path:
        return self.site_packages / "chroma_desktop" / "_resources"

    def env(self, scratch: Path) -> dict[str, str]:
        env = {key: value for key, value in os.environ.items()
               if key not in {"CHROMA_DESKTOP_ROOT", "PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP",
                              "VIRTUAL_ENV"}}
        env["PATH"] = f"{self.venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
        env["PYTHONNOUSERSITE"] = "1"
        env["QT_QPA_PLATFORM"] = "offscreen"
        env["CHROMA_DESKTOP_CACHE_DIR"] = str(scratch / "cache")  # empty: content is really read
        env["CHROMA_DESKTOP_DATA_DIR"] = str(scratch / "user-data")
        env["CHROMA_OPEN_LOG"] = str(scratch / "opened.txt")
        return env

    def run(self, scratch: Path, *command: str) -> subprocess.CompletedProcess[str]:
        scratch.mkdir(parents=True, exist_ok=True)
        return subprocess.run(list(command), cwd=self.workdir, env=self.env(scratch),
                              capture_output=True, text=True, timeout=300, check=False)

    def files_opened(self, scratch: Path) -> list[Path]:
        log = scratch / "opened.txt"
        return [Path(line) for line in log.read_text(encoding="utf-8").splitlines()] if log.exists() else []


def _run(*command: str | Path, cwd: Path | None = None) -> str:
    result = subprocess.run([str(part) for part in command], cwd=cwd, capture_output=True,
                            text=True, timeout=300, check=False)
    assert result.returncode == 0, (
        f"{' '.join(map(str, command))} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return result.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Installed:
    base = tmp_path_factory.mktemp("wheel-install")
    assert not base.resolve().is_relative_to(ROOT)
    source = base / "source"
    shutil.copytree(ROOT, source, ignore=COPY_IGNORE)

    sdist_dir, wheel_dir = base / "sdist", base / "wheel"
    name = _run(sys.executable, "-c",
                f"from setuptools import build_meta; print(build_meta.build_sdist({str(sdist_dir)!r}))",
                cwd=source).strip().splitlines()[-1]
    sdist = sdist_dir / name
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet",
         "--wheel-dir", wheel_dir, sdist, cwd=base)
    (wheel,) = wheel_dir.glob("chroma_desktop-*.whl")

    venv = base / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", venv)
    python = venv / "bin" / "python"
    _run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--quiet", wheel,
         cwd=base)
    site_packages = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))")
                         .strip())
    # The dependencies: this interpreter's site-packages as plain path lines (no finder runs).
    dependency_dirs = dict.fromkeys([sysconfig.get_path("purelib"), sysconfig.get_path("platlib")])
    (site_packages / "_test_dependencies.pth").write_text("\n".join(dependency_dirs) + "\n")
    (site_packages / "_chroma_open_log.py").write_text(OPEN_LOG_MODULE)
    (site_packages / "_chroma_open_log.pth").write_text("import _chroma_open_log\n")

    workdir = base / "elsewhere"
    workdir.mkdir()
    return Installed(source, sdist, wheel, venv, site_packages, workdir)


def _files_under(root: Path, folders: tuple[str, ...]) -> set[str]:
    return {path.relative_to(root).as_posix() for folder in folders
            for path in (root / folder).rglob("*") if path.is_file()}


def test_sdist_and_wheel_carry_data_and_assets(installed):
    assert installed.wheel.name.startswith(f"chroma_desktop-{chroma_desktop.__version__}-")
    shipped = _files_under(installed.source, RESOURCE_FOLDERS)
    assert "assets/icons/chroma-desktop.svg" in shipped
    assert any(name.startswith("data/schema/") and name.endswith(".schema.json") for name in shipped)
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
        record = next(name for name in names if name.endswith(".dist-info/RECORD"))
        recorded = {line.split(",")[0] for line in wheel.read(record).decode().splitlines()}
    prefix = "chroma_desktop/_resources/"
    in_wheel = {name.removeprefix(prefix) for name in names if name.startswith(prefix)}
    assert in_wheel == shipped
    assert {prefix + name for name in shipped} <= recorded
    with tarfile.open(installed.sdist) as sdist:
        top = installed.sdist.name.removesuffix(".tar.gz")
        in_sdist = {member.name.removeprefix(top + "/") for member in sdist.getmembers()
                    if member.isfile()}
    assert shipped <= in_sdist
    assert {"setup.py", "MANIFEST.in", "pyproject.toml"} <= in_sdist


def test_the_wheel_carries_the_translations(installed):
    # The compiled translations the app loads (chroma_desktop/ui/translation.py), as committed.
    compiled = sorted((ROOT / "chroma_desktop" / "i18n").glob("*.qm"))
    assert compiled
    with zipfile.ZipFile(installed.wheel) as wheel:
        for path in compiled:
            assert wheel.read(f"chroma_desktop/i18n/{path.name}") == path.read_bytes()
    assert (installed.site_packages / "chroma_desktop" / "i18n" / compiled[0].name).is_file()


def test_the_package_is_imported_from_the_wheel(installed, tmp_path):
    probe = ("import json, sys, chroma_desktop, chroma_desktop.resources as r; "
             "print(json.dumps({'file': chroma_desktop.__file__, 'version': chroma_desktop.__version__, "
             "'root': str(r.resource_root()), 'data': str(r.data_dir()), 'assets': str(r.assets_dir()), "
             "'path': sys.path, 'finders': [type(f).__module__ for f in sys.meta_path]}))")
    result = installed.run(tmp_path, str(installed.python), "-c", probe)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert Path(found["file"]) == installed.site_packages / "chroma_desktop" / "__init__.py"
    assert found["version"] == chroma_desktop.__version__
    assert Path(found["root"]) == installed.resources
    assert Path(found["data"]) == installed.resources / "data"
    assert Path(found["assets"]) == installed.resources / "assets"
    assert (installed.resources / "assets" / "icons" / "chroma-desktop.svg").is_file()
    assert str(ROOT) not in found["path"] and str(installed.workdir) not in found["path"]
    assert not any(module.startswith("__editable__") for module in found["finders"])


def _is_content(path: Path) -> bool:
    return path.suffix in {".yaml", ".yml", ".svg", ".content"} \
        or path.name.endswith(".schema.json")


def _assert_content_from_the_wheel(installed: Installed, scratch: Path, *,
                                   prebuilt: bool = True) -> None:
    """Every content file read came from the installed package; `prebuilt`: the content built
    with it was served (its inputs, the YAML among them, are only hashed), so nothing was built
    and cached; else the YAML was read."""
    opened = installed.files_opened(scratch)
    content = [path for path in opened if _is_content(path)]
    assert any(path.suffix == ".yaml" for path in content), "no YAML was read"
    if prebuilt:
        assert any(path.suffix == ".content" for path in content), "no prebuilt content was read"
        assert not list((scratch / "cache").glob("*.cache")), "the content was built"
    outside = [path for path in content if not path.is_relative_to(installed.resources)]
    assert not outside, f"content files read from outside the installed package: {outside}"
    # Modules are opened through the same hook: nothing of the checkout is touched at all.
    assert any(path.is_relative_to(installed.site_packages / "chroma_desktop") for path in opened)
    checkout = [path for path in opened
                if any(path.is_relative_to(ROOT / part) for part in ("chroma_desktop", *RESOURCE_FOLDERS))]
    assert not checkout, f"files read from the checkout: {checkout}"


def test_chroma_validate_from_the_wheel(installed, tmp_path):
    result = installed.run(tmp_path, str(installed.venv / "bin" / "chroma"), "validate")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"{installed.resources / 'data'}: all content is valid"
    _assert_content_from_the_wheel(installed, tmp_path, prebuilt=False)


def test_chroma_simulate_from_the_wheel(installed, tmp_path):
    result = installed.run(tmp_path, str(installed.venv / "bin" / "chroma"), "simulate", "coloretto",
                           "--games", "2")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Coloretto: 2 games, 4 players")
    assert len(lines) == 2 + 4  # the heading, the table header, one row per seat
    _assert_content_from_the_wheel(installed, tmp_path)


def test_chroma_screenshot_from_the_wheel(installed, tmp_path):
    out = tmp_path / "x.png"
    result = installed.run(tmp_path, str(installed.venv / "bin" / "chroma"), "screenshot",
                           "--game", "coloretto", "--players", "3", "--seed", "2", "--moves", "6",
                           "--size", "800x600", "--out", str(out))
    assert result.returncode == 0, result.stderr
    header = out.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", header[16:24]) == (800, 600)  # IHDR width and height
    _assert_content_from_the_wheel(installed, tmp_path)


def test_the_wheel_carries_the_build_stamp_of_its_sources(installed, tmp_path):
    # The start-up caches' key (chroma_desktop/build_stamp.py): a hash of the sources and data
    # the wheel was built from, written when it was built, read (not remade) when it runs.
    from chroma_desktop.build_stamp import content_stamp, stamped_folders

    result = installed.run(tmp_path, str(installed.python), "-c",
                           "from chroma_desktop.build_stamp import build_stamp; print(build_stamp())")
    assert result.returncode == 0, result.stderr
    stamp = result.stdout.strip()
    written = installed.site_packages / "chroma_desktop" / "_build_stamp.txt"
    assert written.read_text(encoding="ascii").strip() == stamp
    assert stamp == content_stamp(stamped_folders(installed.source / "chroma_desktop",
                                                  installed.source))
