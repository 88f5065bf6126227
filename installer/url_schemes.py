"""The `chroma://` and `chromas://` invite links' schemes, as each platform's packaging declares
them, so a link opened anywhere starts Chroma Desktop's Join dialog:

- Linux: the desktop entry's `MimeType=x-scheme-handler/chroma;x-scheme-handler/chromas;` and
  `Exec=chroma-desktop %u` (installer/chroma-desktop.desktop);
- macOS: the bundle's Info.plist `CFBundleURLTypes` (`mac_info_plist`, used by the spec); the
  link then comes to the running app as a file-open event (chroma_desktop/ui/link_events.py);
- Windows: `HKCU\\Software\\Classes\\chroma` with `URL Protocol` and the command
  `"...\\chroma-desktop.exe" "%1"` (`windows_registry`), for an installer (or a .reg file) to write.
"""

from __future__ import annotations

SCHEMES = ("chroma", "chromas")
BUNDLE_ID = "org.chroma-desktop.ChromaDesktop"


def mac_info_plist(version: str) -> dict:
    """The Info.plist keys of `Chroma Desktop.app`: its version and the invite links' schemes."""
    return {
        "NSHighResolutionCapable": True,
        "CFBundleShortVersionString": version,
        "CFBundleURLTypes": [{
            "CFBundleURLName": f"{BUNDLE_ID}.invite",
            "CFBundleTypeRole": "Viewer",
            "CFBundleURLSchemes": list(SCHEMES),
        }],
    }


def windows_registry(program: str) -> str:
    """A .reg file's text that makes `program` (the installed chroma-desktop.exe) open the
    invite links of both schemes, for the current user (no administrator needed)."""
    command = '\\"' + program.replace("\\", "\\\\") + '\\" \\"%1\\"'
    lines = ["Windows Registry Editor Version 5.00", ""]
    for scheme in SCHEMES:
        key = rf"HKEY_CURRENT_USER\Software\Classes\{scheme}"
        lines += [f"[{key}]", '@="URL:Chroma Desktop invite"', '"URL Protocol"=""', "",
                  f"[{key}\\shell\\open\\command]", f'@="{command}"', ""]
    return "\r\n".join(lines)
