"""The invite links' schemes in the packaging: the macOS bundle's Info.plist, as the PyInstaller
spec builds it (the spec is run here with PyInstaller's build steps recording what they are
given), and the Windows registry entries an installer writes."""

from __future__ import annotations

import configparser
import plistlib
import re
import sys
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
sys.path.insert(0, str(INSTALLER))

from url_schemes import SCHEMES, windows_registry  # noqa: E402


class _Recorded(SimpleNamespace):
    """What one of PyInstaller's build steps was given (and what later steps read of it)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(args=args, kwargs=kwargs, datas=[], scripts=[], pure=[], binaries=[])


def _run_spec(monkeypatch, platform: str) -> dict:
    monkeypatch.setattr(sys, "platform", platform)
    steps = {name: [] for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}

    def step(name):
        def record(*args, **kwargs):
            made = _Recorded(*args, **kwargs)
            steps[name].append(made)
            return made
        return record

    spec = INSTALLER / "chroma-desktop.spec"
    namespace = {"SPECPATH": str(INSTALLER), "__file__": str(spec), **{name: step(name) for name in steps}}
    exec(compile(spec.read_text(), str(spec), "exec"), namespace)  # noqa: S102 (our own spec)
    return steps


def test_the_mac_bundle_declares_both_invite_schemes_in_its_info_plist(monkeypatch):
    steps = _run_spec(monkeypatch, "darwin")
    (bundle,) = steps["BUNDLE"]
    plist = plistlib.loads(plistlib.dumps(bundle.kwargs["info_plist"]))  # a valid plist
    version = re.search(r'__version__ = "([^"]+)"', (ROOT / "chroma_desktop" / "__init__.py").read_text())[1]
    assert plist["CFBundleShortVersionString"] == version
    (url_type,) = plist["CFBundleURLTypes"]
    assert url_type["CFBundleURLSchemes"] == ["chroma", "chromas"]
    assert url_type["CFBundleURLName"].startswith(bundle.kwargs["bundle_identifier"])


def test_other_platforms_build_no_bundle(monkeypatch):
    assert _run_spec(monkeypatch, "linux")["BUNDLE"] == []


def test_the_windows_registry_entries_open_both_schemes_with_the_app():
    text = windows_registry(r"C:\Program Files\Chroma Desktop\chroma-desktop.exe")
    assert text.startswith("Windows Registry Editor Version 5.00\r\n")
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str
    parser.read_string(text.split("\r\n", 1)[1].replace("\r\n", "\n"))
    for scheme in SCHEMES:
        key = rf"HKEY_CURRENT_USER\Software\Classes\{scheme}"
        assert parser[key]['"URL Protocol"'] == '""'
        command = parser[key + r"\shell\open\command"]["@"]
        assert command == r'"\"C:\\Program Files\\Chroma Desktop\\chroma-desktop.exe\" \"%1\""'


def test_the_bundle_carries_the_build_stamp_of_its_sources(monkeypatch):
    # The start-up caches' key (chroma_desktop/build_stamp.py), written when the bundle is built
    # and put beside the package's modules, where build_stamp() reads it.
    from chroma_desktop.build_stamp import STAMP_FILE, content_stamp, stamped_folders

    (analysis,) = _run_spec(monkeypatch, "linux")["Analysis"]
    (stamp_file,) = [Path(source) for source, target in analysis.kwargs["datas"]
                     if Path(source).name == STAMP_FILE and target == "chroma_desktop"]
    assert stamp_file.read_text(encoding="ascii").strip() == content_stamp(
        stamped_folders(ROOT / "chroma_desktop", ROOT))
