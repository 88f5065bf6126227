"""One lookup for the app's data and assets: a checkout, an installed wheel, a frozen bundle.

Order: the `CHROMA_DESKTOP_ROOT` environment variable (a folder holding `data/` and `assets/`),
the frozen bundle's folder (PyInstaller's `sys._MEIPASS`, where `installer/chroma-desktop.spec`
puts them), the checkout beside the package, the copy installed inside it
(`chroma_desktop/_resources/`, which `setup.py` writes into the wheel).
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    roots: list[Path] = []
    override = os.environ.get("CHROMA_DESKTOP_ROOT")
    if override:
        roots.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    checkout = _PACKAGE_DIR.parent  # a checkout or an editable install
    # Beside an installed package is site-packages, where some other distribution may have put
    # a folder called `data`: the checkout counts only with the project file beside it.
    if (checkout / "pyproject.toml").is_file():
        roots.append(checkout)
    roots.append(_PACKAGE_DIR / "_resources")  # a built wheel carries them here (see setup.py)
    return roots


@cache
def resource_root() -> Path:
    """The folder that holds `data/` and `assets/`."""
    for root in _candidates():
        if (root / "data").is_dir():
            return root
    searched = ", ".join(str(root) for root in _candidates())
    raise FileNotFoundError(f"Chroma Desktop's data folder was not found (looked in {searched})")


def data_dir() -> Path:
    """The shipped `data/` folder: YAML content and JSON Schemas."""
    return resource_root() / "data"


def assets_dir() -> Path:
    """The shipped `assets/` folder: SVG symbols and icons."""
    return resource_root() / "assets"


def data_came_with_the_package() -> bool:
    """Whether the data is the package's own (checkout, wheel or bundle), which its build and
    its tests validated, rather than a `CHROMA_DESKTOP_ROOT` given at run time."""
    override = os.environ.get("CHROMA_DESKTOP_ROOT")
    return not override or resource_root() != Path(override)
