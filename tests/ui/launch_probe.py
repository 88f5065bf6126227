"""Start the app as a player does (`chroma-desktop --open FILE`) in a fresh process, and read what
its start page shows: whether it is on screen, and its message."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

LAUNCH = textwrap.dedent("""
    import sys
    from chroma_desktop.ui import app as entry
    make_application = entry._application
    def probed_application(*args):
        app = make_application(*args)
        from PySide6.QtCore import QTimer
        def look():
            window = next(w for w in app.topLevelWidgets() if hasattr(w, "start_page"))
            print(window.stack.currentWidget() is window.start_page)
            print(window.start_page.message.text())
            window.close()
        QTimer.singleShot(300, look)
        return app
    entry._application = probed_application
    sys.exit(entry.run_app(["chroma-desktop", "--open", sys.argv[1]]))
""")


def start_page_after_opening(path: Path, env: Mapping[str, str]) -> tuple[str, str]:
    """Launch with `--open path` in `env` (offscreen): ("True" if the start page shows, its message)."""
    result = subprocess.run([sys.executable, "-c", LAUNCH, str(path)], cwd=ROOT,
                            env={**env, "QT_QPA_PLATFORM": "offscreen"},
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    on_start_page, message = result.stdout.strip().splitlines()[-2:]
    return on_start_page, message

