"""The app's start path never loads the server nor the WebSocket library: online play costs the
players who do not use it nothing at start-up."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import sys
import chroma_desktop.app_entry, chroma_desktop.ui.app, chroma_desktop.ui.main_window
online = ('chroma_desktop.server', 'chroma_desktop.net')
loaded = [name for name in sys.modules if name.split('.')[0] == 'websockets' or name.startswith(online)]
print(','.join(loaded) or 'none')
"""


def test_the_app_start_path_imports_neither_websockets_nor_the_server():
    found = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=60,
                           env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert found.returncode == 0, found.stderr
    assert found.stdout.strip() == "none"


def test_the_server_package_imports_no_qt():
    code = ("import sys, chroma_desktop.server.gateway, chroma_desktop.server.main, "
            "chroma_desktop.net.client; print(any(name.startswith('PySide6') for name in sys.modules))")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert found.returncode == 0, found.stderr
    assert found.stdout.strip() == "False"
