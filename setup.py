"""Build hook: a built wheel carries the top-level `data/` and `assets/` inside the package.

Everything else about the project is declared in `pyproject.toml`. The two folders live beside
the package in a checkout (where `chroma_desktop.resources` finds them directly, editable
installs included); `build_py` copies them to `chroma_desktop/_resources/` in the build tree, so
a wheel, and everything installed from one, holds them there. `MANIFEST.in` puts them in the
sdist, so a wheel built from the sdist gets them too. The build tree's package also gets its
build stamp (`chroma_desktop/_build_stamp.txt`, a hash of every source and data file: the start-up
caches' key, `chroma_desktop/build_stamp.py`).
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
RESOURCE_FOLDERS = ("data", "assets")
TARGET = Path("chroma_desktop", "_resources")
SKIPPED = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


def _write_build_stamp(package: Path) -> None:
    """The build stamp of the sources and data into the built `package` (the module is loaded
    from its file: the package itself need not be importable while it is built)."""
    spec = importlib.util.spec_from_file_location("_chroma_build_stamp",
                                                  HERE / "chroma_desktop" / "build_stamp.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.write_stamp_file(package, HERE / "chroma_desktop", HERE)


def _resource_files() -> list[Path]:
    """Every file under `data/` and `assets/`, relative to the project folder."""
    files: list[Path] = []
    for folder in RESOURCE_FOLDERS:
        source = HERE / folder
        if not source.is_dir():
            raise FileNotFoundError(f"{source} is missing: the package cannot be built without it")
        for path in sorted(source.rglob("*")):
            relative = path.relative_to(HERE)
            if path.is_file() and not any(part.startswith(".") or part == "__pycache__"
                                          for part in relative.parts):
                files.append(relative)
    return files


class BuildPyWithResources(build_py):
    """`build_py` that also copies `data/` and `assets/` into `chroma_desktop/_resources/`."""

    def _copies_resources(self) -> bool:
        # An editable install runs from the checkout, where the folders are found in place.
        return not getattr(self, "editable_mode", False)

    def run(self) -> None:
        super().run()
        if not self._copies_resources():
            return
        target = Path(self.build_lib) / TARGET
        if target.exists():
            shutil.rmtree(target)  # nothing stale from an earlier build
        for folder in RESOURCE_FOLDERS:
            shutil.copytree(HERE / folder, target / folder, ignore=SKIPPED)
        _write_build_stamp(Path(self.build_lib) / "chroma_desktop")

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if self._copies_resources():
            outputs += [str(Path(self.build_lib) / TARGET / path) for path in _resource_files()]
            outputs.append(str(Path(self.build_lib) / "chroma_desktop" / "_build_stamp.txt"))
        return outputs


setup(cmdclass={"build_py": BuildPyWithResources})
