"""Before Qt starts on X11: are the system libraries its `xcb` platform plugin needs installed?

A stock Debian or Ubuntu desktop lacks some of them (`libxcb-cursor0`, `libxcb-icccm4`,
`libxcb-keysyms1`); Qt then names only the first and aborts. This check loads each library the
plugin links against, by the name the dynamic loader knows it by, and when any is missing says
which are and the one command that installs them all. It runs only when Qt will use `xcb`
(Linux, no other platform chosen, not a Wayland session), takes a few milliseconds, and imports
no Qt. Without a display (no `DISPLAY`) it says that instead, which Qt would not either.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

# Every system library the xcb platform plugin (libqxcb.so and libQt6XcbQpa.so.6) links against
# that PySide6 does not ship, with the Debian/Ubuntu package that provides it.
XCB_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}

# Flags that print and exit before any window is made.
_NO_WINDOW_FLAGS = ("-h", "--help", "--version")


def qt_platform(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will try first: `-platform NAME`, else `QT_QPA_PLATFORM`, else
    Qt's own choice on this system (`offscreen` for the smoke test, which sets it)."""
    for index, arg in enumerate(argv):
        if arg in ("-platform", "--platform") and index + 1 < len(argv):
            return argv[index + 1].split(":")[0]
        if arg.startswith(("-platform=", "--platform=")):
            return arg.partition("=")[2].split(":")[0]
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0]
    if "--smoke-test" in argv:
        return "offscreen"
    if not sys.platform.startswith("linux"):
        return "native"
    if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"):
        return "wayland"
    return "xcb"


def _loads(name: str) -> bool:
    import ctypes

    candidates = [name]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:  # the frozen app may carry its own copy
        candidates += [str(path) for path in Path(bundle).rglob(name)]
    for candidate in candidates:
        try:
            ctypes.CDLL(candidate)
        except OSError:
            continue
        return True
    return False


def missing_libraries(libraries: Mapping[str, str] = XCB_LIBRARIES) -> dict[str, str]:
    """The libraries (name -> package) the dynamic loader cannot load."""
    return {name: package for name, package in libraries.items() if not _loads(name)}


def install_advice(missing: Mapping[str, str]) -> str:
    """What to tell a player whose system lacks `missing`."""
    names = ", ".join(missing)
    packages = " ".join(dict.fromkeys(missing.values()))
    return (f"Chroma Desktop cannot open its window: Qt's X11 platform plugin (xcb) needs "
            f"system libraries that are not installed: {names}.\n"
            f"On Debian or Ubuntu, install them with:\n"
            f"    sudo apt-get install {packages}\n")


NO_DISPLAY = ("Chroma Desktop cannot open its window: there is no display to open it on "
              "(DISPLAY is not set). Start it from a desktop session, or over SSH with X "
              "forwarding (ssh -X).\n")


def check_before_qt(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> bool:
    """True when the window can be tried; else why not is on stderr and the caller exits (Qt
    would abort the process, naming its platform plugins)."""
    environ = os.environ if environ is None else environ
    if any(flag in argv for flag in _NO_WINDOW_FLAGS) or qt_platform(argv, environ) != "xcb":
        return True
    if not environ.get("DISPLAY"):
        sys.stderr.write(NO_DISPLAY)
        return False
    missing = missing_libraries()
    if not missing:
        return True
    sys.stderr.write(install_advice(missing))
    return False
